import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChangeKeys } from "../../../../../providers/http";
import type { RequestPayload } from "../../../../../schemas/requests/authorization-request-payload";
import { useHttp } from "../../../../base/runtime-context";
import {
  REQUEST_FAILURE_KEYS,
  requestReducer,
  resumeRequest,
  type FailureReason,
  type RequestAuthorization,
  type RequestEvent,
  type RequestState,
} from "../../../../components/authorization-request/request-machine";
import {
  completeAuthorizationRequest,
  createAuthorizationRequest,
  readAuthorizationRequest,
  requestIdOf,
  uploadRequestFile,
} from "../../../../components/authorization-request/request-queries";
import type { Flow } from "../../../../components/flow";
import {
  requestFailureOf,
  requestFileRefusal,
  useRequestJob,
} from "../../../../components/authorization-request/use-request-job";
import type { NewAuthorizationState } from "../new-authorization-flow";
import { requestSent } from "./billing-state";
import { completedRequestQuery } from "./claim-queries";

/** A press of Continue with a required document still missing (said, never a silent no-op). */
const DOCUMENTS_MISSING = "newAuthorization.billing.errors.documentsMissing";

/** The claims desk's own texts for the machine's failures (000 §8). */
const DESK_FAILURE_TEXTS: Record<string, string> = {
  [REQUEST_FAILURE_KEYS.empty]: "errors.authorizationRequest.emptyAuthorization",
  [REQUEST_FAILURE_KEYS.timeout]: "newAuthorization.billing.errors.timeout",
  [REQUEST_FAILURE_KEYS.refused]: "newAuthorization.billing.errors.creation",
};

/** What {@link useDeskRequest} gives the authorization step. */
export interface DeskRequest {
  state: RequestState;
  /** Polls made so far. */
  attempts: number;
  /** `{authorizationId}:{documentTypeSlug}` of the upload under way, or null. */
  busyDocument: string | null;
  /** A failure as the user reads it. */
  reasonText(reason: FailureReason | undefined): string;
  /** Sends the request (one Idempotency-Key per submission: the same input sent again is replayed). */
  send(payload: RequestPayload): void;
  /** Checks, uploads and attaches one file of an authorization's document, then reads the request again. */
  upload(authorization: RequestAuthorization, documentTypeSlug: string, file: File): Promise<boolean>;
  /** Completes the request (every required document attached). */
  complete(): Promise<boolean>;
  /** After a failure: polls the kept request again, or back to sending. */
  retry(): void;
}

/**
 * The claims desk's authorization request (000 §4 "Authorization request creation"; issue 20 §5)
 * on the one request machine and calls (src/components/authorization-request/, shared with the v2
 * request): sent once per submission key, the 202's Location kept in the flow's draft
 * (`requestLocation`) so that a reload polls it again (`usePolledJob`) instead of sending a second
 * request; files uploaded through the one file check; the request completed.
 */
export function useDeskRequest(flow: Flow<NewAuthorizationState>): DeskRequest {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { update } = flow;
  const kept = flow.state.requestId !== null && flow.state.requestLocation !== null;
  const [state, setState] = useState<RequestState>(() =>
    resumeRequest(kept ? { requestId: flow.state.requestId!, location: flow.state.requestLocation! } : null),
  );
  // The machine's state as of the last event, read by `complete` after an await (a render's
  // `state` is the one of that render); every event goes through it, then renders.
  const machine = useRef(state);
  const dispatch = useCallback((event: RequestEvent) => {
    machine.current = requestReducer(machine.current, event);
    setState(machine.current);
  }, []);
  // The upload under way (one at a time, 000 §5); `complete` waits for it.
  const uploading = useRef<Promise<unknown>>(Promise.resolve());
  const keys = useRef(new ChangeKeys()).current;
  const [busyDocument, setBusyDocument] = useState<string | null>(null);
  // The 202's Location polled (usePolledJob through the shared request job); its end moves the machine.
  const job = useRequestJob(http, {
    location: state.phase === "polling" ? state.location : null,
    onAccepted: (accepted) => {
      const requestId = requestIdOf(accepted);
      keys.settled();
      update((s) => requestSent(s, requestId, accepted.location));
      dispatch({ type: "accepted", requestId, location: accepted.location });
    },
    dispatch,
    fallbackKey: "newAuthorization.billing.errors.creation",
  });
  const reasonOf = (error: unknown) => requestFailureOf(error, "newAuthorization.billing.errors.creation");
  const reasonText = (reason: FailureReason | undefined) =>
    !reason ? "" : "key" in reason ? t(DESK_FAILURE_TEXTS[reason.key] ?? reason.key) : reason.text;

  const requestId = "requestId" in state ? state.requestId : null;

  const send = (payload: RequestPayload) => {
    dispatch({ type: "send" });
    const key = keys.keyFor(payload);
    job.start(() => createAuthorizationRequest(http, payload, key));
  };

  const upload = (authorization: RequestAuthorization, documentTypeSlug: string, file: File) => {
    const run = uploadNow(authorization, documentTypeSlug, file);
    uploading.current = run;
    return run;
  };

  const uploadNow = async (authorization: RequestAuthorization, documentTypeSlug: string, file: File) => {
    if (requestId === null) return false;
    // 000 §5: one file at a time, PNG / JPEG / XML / PDF, 20 MB (10 MB additional); refused before the network.
    const refusal = requestFileRefusal(t, i18n.language, documentTypeSlug, file);
    if (refusal) {
      dispatch({ type: "fileFailed", reason: refusal });
      return false;
    }
    setBusyDocument(`${authorization.id}:${documentTypeSlug}`);
    try {
      await uploadRequestFile(http, requestId, authorization, documentTypeSlug, file);
      dispatch({ type: "refreshed", answer: await readAuthorizationRequest(http, requestId) });
      return true;
    } catch (error) {
      dispatch({ type: "fileFailed", reason: reasonOf(error) });
      return false;
    } finally {
      setBusyDocument(null);
    }
  };

  const complete = async () => {
    // A press while a document goes up waits for it: its answer may attach the last required one
    // (CI: Continue pressed during the prescription's upload did nothing, and said nothing).
    await uploading.current;
    const before = machine.current;
    if (before.phase === "completed") return true;
    if (before.phase !== "files") return false;
    dispatch({ type: "complete" });
    if (machine.current.phase !== "completing") {
      dispatch({ type: "fileFailed", reason: { key: DOCUMENTS_MISSING } });
      return false;
    }
    try {
      const answer = await completeAuthorizationRequest(http, before.requestId);
      queryClient.setQueryData(completedRequestQuery(http, before.requestId).queryKey, answer);
      dispatch({ type: "completed", answer });
      return true;
    } catch (error) {
      dispatch({ type: "completeFailed", reason: reasonOf(error) });
      return false;
    }
  };

  return {
    state,
    attempts: job.attempts,
    busyDocument,
    reasonText,
    send,
    upload,
    complete,
    retry: () => dispatch({ type: "retry" }),
  };
}
