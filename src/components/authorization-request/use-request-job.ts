import { useEffect } from "react";
import type { TFunction } from "i18next";
import {
  PollFailedError,
  PollTimeoutError,
  selectErrorMessage,
  type AcceptedJob,
  type HttpClient,
} from "../../../providers/http";
import { V2_LARGE_FILE_POLICY, v2DocumentPolicy } from "../../../schemas/upload-policies";
import { checkFiles, typesText } from "../../lib/file-check";
import { formatBytes } from "../../lib/format";
import { usePolledJob, type PolledJob } from "../../lib/use-polled-job";
import {
  REQUEST_FAILURE_KEYS,
  type FailureReason,
  type RequestAnswer,
  type RequestEvent,
} from "./request-machine";

/** 000 §7: a request is "not finished" while IN_PROGRESS (ERROR and CREATED end the poll). */
const REQUEST_PENDING = ["IN_PROGRESS"] as const;

/** Why a call failed, as the request machine keeps it: the server's text, else a text key. */
export function requestFailureOf(error: unknown, fallbackKey = "errors.unknown"): FailureReason {
  const chosen = selectErrorMessage(error);
  return chosen.text ? { text: chosen.text } : { key: chosen.key ?? fallbackKey };
}

/** Options of {@link useRequestJob}. */
export interface RequestJobOptions {
  /** The Location being polled (the machine's `polling` state), or null. */
  location: string | null;
  /** The 202 answered: the caller keeps its Location (so a reload polls it again) and moves the machine. */
  onAccepted: (accepted: AcceptedJob) => void;
  /** The machine's dispatch: the job's end arrives as `polled`, `sendFailed` or `pollFailed`. */
  dispatch: (event: RequestEvent) => void;
  /** The text key of a failure without the server's words. */
  fallbackKey?: string;
}

/**
 * Follows an authorization request's 202 with the one polled job (`usePolledJob`: every 2 s or
 * the server's Retry-After, one ceiling; 000 §4, §7, §9) and hands its end to the request machine
 * (request-machine.ts): the final answer (also an ERROR's) as `polled`, a failed send as
 * `sendFailed`, a failed or timed-out poll as `pollFailed`. One hook for the v2 request and the
 * claims desk's authorization step.
 */
export function useRequestJob(http: HttpClient, options: RequestJobOptions): PolledJob<RequestAnswer> {
  const { dispatch, fallbackKey } = options;
  const job = usePolledJob<RequestAnswer>(http, {
    location: options.location,
    pendingStatuses: REQUEST_PENDING,
    onAccepted: options.onAccepted,
  });
  useEffect(() => {
    if (job.status === "done" && job.result) dispatch({ type: "polled", answer: job.result });
    if (job.status !== "failed") return;
    const error = job.error;
    if (error instanceof PollFailedError) dispatch({ type: "polled", answer: error.body as RequestAnswer });
    else if (job.location === undefined)
      dispatch({ type: "sendFailed", reason: requestFailureOf(error, fallbackKey) });
    else
      dispatch({
        type: "pollFailed",
        reason:
          error instanceof PollTimeoutError
            ? { key: REQUEST_FAILURE_KEYS.timeout }
            : requestFailureOf(error, fallbackKey),
      });
  }, [job.status, job.result, job.error, job.location, dispatch, fallbackKey]);
  return job;
}

/**
 * The one file check of an authorization's document before the network (000 §5: one file at a
 * time, PNG / JPEG / XML / PDF, 20 MB for prescriptions and invoices, 10 MB for additional
 * documents): null when the file may go, else the refusal in words.
 */
export function requestFileRefusal(
  t: TFunction,
  language: string,
  documentTypeSlug: string,
  file: File,
): FailureReason | null {
  const policy = v2DocumentPolicy(documentTypeSlug);
  const check = checkFiles(policy, [file]);
  if (check.ok) return null;
  return {
    text: t(check.key, {
      name: file.name,
      types: typesText(V2_LARGE_FILE_POLICY),
      size: formatBytes(policy.maxBytes, language),
    }),
  };
}
