import { useCallback, useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PollFailedError, PollTimeoutError, selectErrorMessage } from "../../../../providers/http";
import { V2_LARGE_FILE_POLICY, v2DocumentPolicy } from "../../../../schemas/upload-policies";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { useFlow, type Flow } from "../../../components/flow";
import { checkFiles, typesText } from "../../../lib/file-check";
import { counterOf } from "../../../lib/flow";
import { formatBytes } from "../../../lib/format";
import { usePolledJob } from "../../../lib/use-polled-job";
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
  REQUEST_FAILURE_KEYS,
  requestReducer,
  type FailureReason,
  type RequestAnswer,
  type RequestAuthorization,
  type RequestEvent,
  type RequestFile,
  type RequestState,
} from "../../../components/authorization-request/request-machine";
import {
  buildRequestPayload,
  type RequestInput,
} from "../../../../schemas/requests/authorization-request-payload";

/** 000 §7: the request is "not finished" while IN_PROGRESS (ERROR and CREATED end the poll). */
const REQUEST_PENDING = ["IN_PROGRESS"] as const;

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
  // 000 §4, §7, §9: the 202's Location polled every 2 s (or the server's Retry-After), one ceiling.
  const job = usePolledJob<RequestAnswer>(http, {
    location: state.phase === "polling" ? state.location : null,
    pendingStatuses: REQUEST_PENDING,
    onAccepted: (accepted) =>
      dispatch({ type: "accepted", requestId: requestIdOf(accepted), location: accepted.location }),
  });
  const [busyDocument, setBusyDocument] = useState<string | null>(null);

  const reasonText = (reason: FailureReason | undefined) =>
    !reason ? "" : "key" in reason ? t(reason.key) : reason.text;
  const reasonOf = (error: unknown): FailureReason => {
    const chosen = selectErrorMessage(error);
    return chosen.text ? { text: chosen.text } : { key: chosen.key ?? "errors.unknown" };
  };

  // The job's end moves the flow: its final answer, or why it failed (the send or the poll).
  useEffect(() => {
    if (job.status === "done" && job.result) dispatch({ type: "polled", answer: job.result });
    if (job.status !== "failed") return;
    const error = job.error;
    if (error instanceof PollFailedError) dispatch({ type: "polled", answer: error.body as RequestAnswer });
    else if (job.location === undefined) dispatch({ type: "sendFailed", reason: reasonOf(error) });
    else
      dispatch({
        type: "pollFailed",
        reason: error instanceof PollTimeoutError ? { key: REQUEST_FAILURE_KEYS.timeout } : reasonOf(error),
      });
  }, [job.status, job.result, job.error, job.location, dispatch]);

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
    const check = checkFiles(v2DocumentPolicy(documentTypeSlug), [file]);
    if (!check.ok) {
      dispatch({
        type: "fileFailed",
        reason: {
          text: t(check.key, {
            name: file.name,
            types: typesText(V2_LARGE_FILE_POLICY),
            size: formatBytes(maxBytes, i18n.language),
          }),
        },
      });
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
