/**
 * The one way to follow a 202 in a screen (DESIGN.md §4, §12 "a 202"; 000 §4 "Asynchronous flows",
 * §7 "202 gives a location polled by GET until status is not IN_PROGRESS", §9 "Polling interval:
 * twice the delay (2 seconds)").
 */
import { useCallback, useEffect, useRef, useState } from "react";
import {
  acceptedJob,
  isAbortError,
  pollLocation,
  type AcceptedJob,
  type HttpClient,
} from "../../providers/http";

/** Where a polled job is. */
export type PolledJobStatus = "idle" | "starting" | "polling" | "done" | "failed";

/** What starts a job: the call that answers 202, giving its Location (or the 202 itself). */
export type StartJob = (signal: AbortSignal) => Promise<AcceptedJob | string | AcceptedResponse>;

/** A 202 answer of the portal client (its `Location` and `Retry-After` are read). */
type AcceptedResponse = Parameters<typeof acceptedJob>[0];

/** Options of {@link usePolledJob}. */
export interface PolledJobOptions {
  /**
   * A Location kept by the caller (its flow or draft state). When it is set and the hook is not
   * already following it, the hook polls it at once, without starting anything: a reload resumes
   * the same job instead of POSTing a second time. Setting it again after a failure polls again.
   */
  location?: string | null;
  /**
   * Called once the 202 answered, before the first GET, with its Location (and body): the caller
   * keeps the Location in its flow state so that a reload can hand it back as `location`.
   */
  onAccepted?: (job: AcceptedJob) => void;
  /** `status` values that mean "not finished" (default IN_PROGRESS, PENDING; 000 §7). */
  pendingStatuses?: readonly string[];
}

/** What {@link usePolledJob} returns. */
export interface PolledJob<T> {
  /** idle → starting (the call that answers 202) → polling → done | failed. */
  status: PolledJobStatus;
  /** Answers still pending so far in this poll (0 before the first). */
  attempts: number;
  /**
   * Why it failed: the client's error, a `PollFailedError` (status ERROR, its `body` the final
   * answer), a `PollTimeoutError` (the one ceiling, `pollCeilingMs`), or a `MissingLocationError`.
   * Give it to `selectErrorMessage` for the text. An abort is never an error here.
   */
  error: unknown;
  /** The final (camel-cased) answer once `done`. */
  result: T | undefined;
  /** The Location being (or last) followed. */
  location: string | undefined;
  /** Starts a job; ignored while one is starting or polling (a double click never POSTs twice). */
  start: (begin: StartJob) => void;
  /** Polls the last Location again (after a failure); does nothing without one. */
  retry: () => void;
  /** Aborts whatever runs and goes back to idle. */
  reset: () => void;
}

interface JobState<T> {
  status: PolledJobStatus;
  attempts: number;
  error: unknown;
  result: T | undefined;
  location: string | undefined;
}

const IDLE: JobState<never> = {
  status: "idle",
  attempts: 0,
  error: undefined,
  result: undefined,
  location: undefined,
};

/**
 * Follows one asynchronous job: starts it (a call answering 202 + `Location`) or resumes a kept
 * Location, then polls it with `pollLocation` (`providers/http/poll.ts`): the server's `Retry-After`
 * when it sends one (on the 202 or on a poll answer), else every 2 × `retry.delayMs` (000 §9: 2 s);
 * one ceiling, the client's `pollCeilingMs` (then `errors.pollTimeout`). Everything in flight is
 * aborted when the component unmounts, when another job starts and on {@link PolledJob.reset};
 * nothing is sent after that.
 *
 * ```tsx
 * const job = usePolledJob<Answer>(http, { location: kept, onAccepted: (a) => keep(a.location) });
 * job.start(async () => acceptedJob(await http.post("arc/v1/…", body)));
 * ```
 *
 * @param http - the portal client (`useHttp()`).
 * @param options - see {@link PolledJobOptions}.
 * @returns the job's state and its commands, see {@link PolledJob}.
 */
export function usePolledJob<T = unknown>(http: HttpClient, options: PolledJobOptions = {}): PolledJob<T> {
  const [state, setState] = useState<JobState<T>>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);
  /** The state as of now (effects and commands read it without waiting for a render). */
  const live = useRef<JobState<T>>(IDLE);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const update = useCallback((next: JobState<T>) => {
    live.current = next;
    setState(next);
  }, []);

  const abort = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
  }, []);

  const follow = useCallback(
    async (job: AcceptedJob, controller: AbortController) => {
      const { signal } = controller;
      update({ status: "polling", attempts: 0, error: undefined, result: undefined, location: job.location });
      try {
        const result = await pollLocation<T>(http, job.location, {
          signal,
          ...(job.retryAfterMs === undefined ? {} : { firstWaitMs: job.retryAfterMs }),
          ...(optionsRef.current.pendingStatuses
            ? { pendingStatuses: optionsRef.current.pendingStatuses }
            : {}),
          onPending: (attempts) => {
            if (!signal.aborted) update({ ...live.current, attempts });
          },
        });
        if (!signal.aborted) update({ ...live.current, status: "done", result });
      } catch (error) {
        if (!signal.aborted && !isAbortError(error)) update({ ...live.current, status: "failed", error });
      }
    },
    [http, update],
  );

  const start = useCallback(
    (begin: StartJob) => {
      if (live.current.status === "starting" || live.current.status === "polling") return;
      abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      update({ ...IDLE, status: "starting" });
      void (async () => {
        let job: AcceptedJob;
        try {
          job = toAccepted(await begin(controller.signal));
        } catch (error) {
          if (!controller.signal.aborted && !isAbortError(error))
            update({ ...IDLE, status: "failed", error });
          return;
        }
        if (controller.signal.aborted) return;
        live.current = { ...live.current, location: job.location };
        optionsRef.current.onAccepted?.(job);
        await follow(job, controller);
      })();
    },
    [abort, follow, update],
  );

  const resume = useCallback(
    (location: string) => {
      abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      void follow({ location }, controller);
    },
    [abort, follow],
  );

  const retry = useCallback(() => {
    const { location, status } = live.current;
    if (location !== undefined && status !== "starting" && status !== "polling") resume(location);
  }, [resume]);

  const reset = useCallback(() => {
    abort();
    update(IDLE);
  }, [abort, update]);

  // Resume a kept Location (a reload, or a retry by the caller's flow) unless it is followed already.
  const kept = options.location ?? undefined;
  useEffect(() => {
    if (kept === undefined) return;
    const current = live.current;
    const followed = current.location === kept && controllerRef.current !== null;
    if (followed && current.status !== "failed") return;
    if (current.location === kept && current.status === "done") return;
    resume(kept);
  }, [kept, resume]);

  // Abort on unmount (and on StrictMode's trial unmount, after which the effect above resumes).
  useEffect(
    () => () => {
      abort();
    },
    [abort],
  );

  return { ...state, start, retry, reset };
}

function toAccepted(started: AcceptedJob | string | AcceptedResponse): AcceptedJob {
  if (typeof started === "string") return { location: started };
  if ("headers" in started && "config" in started) return acceptedJob(started);
  return started as AcceptedJob;
}
