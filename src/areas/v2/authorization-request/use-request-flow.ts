import { useCallback, useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { useFlow, type Flow } from "../../../components/flow";
import { counterOf } from "../../../lib/flow";
import { V2_KEY } from "../v2-queries";
import {
  completeAuthorizationRequest,
  createAuthorizationRequest,
  deleteRequestFile,
  readAuthorizationRequest,
  requestIdOf,
  uploadRequestFile,
} from "../../../components/authorization-request/request-queries";
import { requestFlow, stepOfRequest, withKept, type RequestFlowState } from "./request-flow";
import {
  requestFailureOf,
  requestFileRefusal,
  useRequestJob,
} from "../../../components/authorization-request/use-request-job";
import {
  requestReducer,
  type FailureReason,
  type RequestAuthorization,
  type RequestEvent,
  type RequestFile,
  type RequestState,
} from "../../../components/authorization-request/request-machine";
import {
  buildRequestPayload,
  type RequestInput,
} from "../../../../schemas/requests/authorization-request-payload";

/** What {@link useRequestFlow} gives the screen. */
export interface RequestFlow {
  state: RequestState;
  /** The flow of the flow kit the request is on (its step, counter and total, for the steps header). */
  steps: Flow<RequestFlowState>;
  /** Polls made so far of the request being followed. */
  attempts: number;
  /** `{authorizationId}:{documentTypeSlug}` of the upload under way, or null. */
  busyDocument: string | null;
  /** A failure's reason as the user reads it. */
  reasonText(reason: FailureReason | undefined): string;
  /** Sends the request (the input already checked). */
  send(input: RequestInput): void;
  upload(
    requestId: number,
    authorization: RequestAuthorization,
    documentTypeSlug: string,
    maxBytes: number,
    file: File,
  ): Promise<void>;
  /** Asks, then deletes a file. */
  remove(requestId: number, authorization: RequestAuthorization, file: RequestFile): void;
  complete(requestId: number): Promise<void>;
  /** After a failure: back to the form, or polling again the request followed. */
  retry(): void;
}

/**
 * The flow of an authorization request (000 §4, §5, §7, §9) on the flow kit (issue 18 §1, §2;
 * `request-flow.ts`; a `FlowProvider` of `requestFlow` must be above): sent (202), polled
 * (`usePolledJob`: every 2 seconds or the server's Retry-After, one ceiling) until the insurer made
 * its authorizations, their files uploaded or deleted, and the request completed. The decisions
 * are the pure request-machine.ts; its state is the flow's, whose draft keeps the request followed
 * (`requestId`, `location`: ids only), so a reload polls the same job again instead of a second
 * POST. The request's phase leads the step (`form`, `authorizations`, `completed`), each move
 * replacing the history entry; the steps header moves the focus to the step's heading.
 */
export function useRequestFlow(): RequestFlow {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { message, modal } = useAlerts();
  const flow = useFlow(requestFlow);
  const { update } = flow;
  const state = flow.state.request;
  const dispatch = useCallback(
    (event: RequestEvent) => update((current) => withKept(requestReducer(current.request, event))),
    [update],
  );
  // 000 §4, §7, §9: the 202's Location polled every 2 s (or the server's Retry-After), one ceiling;
  // its end moves the machine (use-request-job.ts).
  const job = useRequestJob(http, {
    location: state.phase === "polling" ? state.location : null,
    onAccepted: (accepted) =>
      dispatch({ type: "accepted", requestId: requestIdOf(accepted), location: accepted.location }),
    dispatch,
  });
  const [busyDocument, setBusyDocument] = useState<string | null>(null);

  const reasonText = (reason: FailureReason | undefined) =>
    !reason ? "" : "key" in reason ? t(reason.key) : reason.text;
  const reasonOf = (error: unknown): FailureReason => requestFailureOf(error);

  // The request's phase leads the step; a sent request cannot be unsent, so no history entry.
  const wanted = counterOf(requestFlow, stepOfRequest(state)) ?? flow.counter;
  const { counter, next, back, finish } = flow;
  useEffect(() => {
    if (wanted > counter) next({ replace: true });
    else if (wanted < counter) back({ replace: true });
  }, [wanted, counter, next, back]);
  // Completed: nothing is followed any more, the draft goes.
  useEffect(() => {
    if (state.phase === "completed") finish();
  }, [state.phase, finish]);

  // Home V2 lists the new authorizations once they exist.
  useEffect(() => {
    if (state.phase === "files" || state.phase === "completed")
      void queryClient.invalidateQueries({ queryKey: V2_KEY });
  }, [state.phase, queryClient]);

  const send = (input: RequestInput) => {
    dispatch({ type: "send" });
    const payload = buildRequestPayload(input);
    job.start(() => createAuthorizationRequest(http, payload));
  };

  const refresh = async (requestId: number) => {
    try {
      dispatch({ type: "refreshed", answer: await readAuthorizationRequest(http, requestId) });
    } catch (error) {
      dispatch({ type: "fileFailed", reason: reasonOf(error) });
    }
  };

  const upload = async (
    requestId: number,
    authorization: RequestAuthorization,
    documentTypeSlug: string,
    maxBytes: number,
    file: File,
  ) => {
    // 000 §5: one file at a time, PNG / JPEG / XML / PDF, 20 MB (prescriptions) or 10 MB; refused before the network.
    const refusal = requestFileRefusal(t, i18n.language, documentTypeSlug, file);
    if (refusal) {
      dispatch({ type: "fileFailed", reason: refusal });
      return;
    }
    setBusyDocument(`${authorization.id}:${documentTypeSlug}`);
    try {
      await uploadRequestFile(http, requestId, authorization, documentTypeSlug, file);
      message.success(t("v2.request.files.uploaded", { name: file.name }));
      await refresh(requestId);
    } catch (error) {
      dispatch({ type: "fileFailed", reason: reasonOf(error) });
    } finally {
      setBusyDocument(null);
    }
  };

  const remove = (requestId: number, authorization: RequestAuthorization, file: RequestFile) =>
    modal.confirm({
      title: t("v2.request.files.confirmDelete", { name: file.fileName }),
      content: t("v2.request.files.confirmDeleteBody"),
      onOk: async () => {
        try {
          await deleteRequestFile(http, requestId, authorization, file.documentTypeSlug, file.id);
          message.success(t("v2.request.files.deleted"));
          await refresh(requestId);
        } catch (error) {
          dispatch({ type: "fileFailed", reason: reasonOf(error) });
        }
      },
    });

  const complete = async (requestId: number) => {
    dispatch({ type: "complete" });
    try {
      dispatch({ type: "completed", answer: await completeAuthorizationRequest(http, requestId) });
    } catch (error) {
      dispatch({ type: "completeFailed", reason: reasonOf(error) });
    }
  };

  return {
    state,
    steps: flow,
    attempts: job.attempts,
    busyDocument,
    reasonText,
    send,
    upload,
    remove,
    complete,
    retry: () => dispatch({ type: "retry" }),
  };
}
