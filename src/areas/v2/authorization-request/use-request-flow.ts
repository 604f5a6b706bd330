import { useEffect, useReducer, useState, type RefObject } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PollFailedError, PollTimeoutError, selectErrorMessage } from "../../../../providers/http";
import { V2_LARGE_FILE_POLICY, v2DocumentPolicy } from "../../../../schemas/upload-policies";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { checkFiles, typesText } from "../../../lib/file-check";
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
} from "./request-calls";
import { keptKey, readKept, writeKept } from "./request-kept";
import {
  keptRequestOf,
  REQUEST_FAILURE_KEYS,
  requestReducer,
  resumeRequest,
  type FailureReason,
  type KeptRequest,
  type RequestAnswer,
  type RequestAuthorization,
  type RequestFile,
  type RequestState,
} from "./request-machine";
import { buildRequestPayload, type RequestInput } from "./request-payload";

/** 000 §7: the request is "not finished" while IN_PROGRESS (ERROR and CREATED end the poll). */
const REQUEST_PENDING = ["IN_PROGRESS"] as const;

/** What {@link useRequestFlow} gives the screen. */
export interface RequestFlow {
  state: RequestState;
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
 * The flow of an authorization request (000 §4, §5, §7, §9): sent (202), polled
 * (`usePolledJob`: every 2 seconds or the server's Retry-After, one ceiling; its Location kept so
 * that a reload resumes it) until the insurer made its authorizations, their files uploaded or
 * deleted, and the request completed. The decisions are the pure request-machine.ts.
 * @param statusRef the flow's status, focused when the phase changes
 */
export function useRequestFlow(
  sponsorSlug: string,
  authorizationCode: string,
  statusRef: RefObject<HTMLElement | null>,
): RequestFlow {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { message, modal } = useAlerts();
  const keptAt = keptKey(sponsorSlug, authorizationCode);
  const [state, dispatch] = useReducer(requestReducer, keptAt, (key) => resumeRequest(readKept(key)));
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
  }, [job.status, job.result, job.error, job.location]);

  // Keep the request followed (ids only) so a reload resumes it instead of sending it again.
  const kept = keptRequestOf(state);
  const keptText = kept ? JSON.stringify(kept) : "";
  useEffect(() => {
    writeKept(keptAt, keptText ? (JSON.parse(keptText) as KeptRequest) : null);
  }, [keptAt, keptText]);

  // Move focus to the flow's status when the phase changes, for keyboard and screen-reader users.
  useEffect(() => {
    if (state.phase !== "editing") statusRef.current?.focus();
  }, [state.phase, statusRef]);

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
