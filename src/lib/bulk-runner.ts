/**
 * The bulk runner (001 §4 "Status change of one or many accounts … For many accounts, one call is
 * made per account. The number of accounts affected is shown afterward"; issue 7 §3): runs one
 * call per item with a bounded number in flight, reports progress, can be cancelled, and ends with
 * a report in which every item is either affected, failed (with its message) or not started
 * because of the cancel — nothing is silently lost. Pure and framework-free: no React, no HTTP.
 */

/** Default number of calls in flight at once. */
export const DEFAULT_BULK_CONCURRENCY = 4;

/** What one call is given besides its item. */
export interface BulkCallContext {
  /**
   * Aborted when the run is cancelled: pass it to the request so the call in flight stops.
   */
  signal: AbortSignal;
  /**
   * A key unique to this item in this run (docs/api-contract.md "General" `Idempotency-Key`):
   * send it with a POST so that a retried request never applies twice.
   */
  idempotencyKey: string;
  /** Position of the item in the input, from 0. */
  index: number;
}

/** Progress of a run: items finished so far. `done + failed ≤ total`. */
export interface BulkProgress {
  /** Items whose call succeeded. */
  done: number;
  /** Items whose call failed. */
  failed: number;
  total: number;
}

/** One item whose call failed. */
export interface BulkFailure<T> {
  item: T;
  /** Position of the item in the input, from 0. */
  index: number;
  /** Text of the failure (from {@link BulkRunOptions.messageOf}), never empty. */
  message: string;
  /** The error thrown by the call. */
  error: unknown;
}

/** The outcome of a run. `affected + failures.length + notStarted.length === total`. */
export interface BulkReport<T, R = unknown> {
  total: number;
  /** Items whose call succeeded. */
  affected: number;
  /**
   * Results of the succeeded calls, in input order; `result` is undefined for an item whose answer
   * was lost and whose change the re-read confirmed ({@link BulkRunOptions.confirm}).
   */
  results: { item: T; index: number; result: R | undefined }[];
  /** Failed items, in input order. */
  failures: BulkFailure<T>[];
  /** Items never finished because the run was cancelled (not started, or aborted in flight), in input order. */
  notStarted: T[];
  /** Whether the run was cancelled before every item finished. */
  cancelled: boolean;
}

/** Options of {@link runBulk}. */
export interface BulkRunOptions<T = unknown> {
  /** Calls in flight at once (default {@link DEFAULT_BULK_CONCURRENCY}); at least 1. */
  concurrency?: number;
  /** Cancels the run: no new call starts and the calls in flight are aborted. */
  signal?: AbortSignal;
  /** Called after each item finishes (and once at the start, with zeros). */
  onProgress?(progress: BulkProgress): void;
  /** Text of a failure (default: the error's `message`, else its string form). */
  messageOf?(error: unknown): string;
  /** Makes the idempotency key of an item (default `crypto.randomUUID()`). */
  newKey?(): string;
  /**
   * Re-reads an item whose call failed, before the report speaks (DESIGN.md §4 "When the portal
   * cannot know whether a change happened, it re-reads before it speaks"; issue 17 §3): resolve
   * `true` when the server holds the change (the item then counts as affected, with an undefined
   * result), `false` to keep the failure. Asked only for failures, never for cancelled items; a
   * throw keeps the failure.
   */
  confirm?(item: T, error: unknown): Promise<boolean>;
}

function defaultMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  const text = String(error);
  return text === "" ? "Error" : text;
}

/**
 * Runs `call` once per item, at most `concurrency` at once, in input order of start.
 *
 * A call that throws fails its item (the others go on). When `signal` aborts, no further call
 * starts and every call in flight gets its own signal aborted; calls that then throw, and items
 * never started, are reported in `notStarted` (not as failures); a call that still resolves after
 * the cancel counts as affected (it was applied). Resolves once every started call has settled.
 * Never rejects because of a call.
 *
 * @param items - what to act on (e.g. accounts).
 * @param call - the work for one item; reject to fail it.
 * @returns the report, see {@link BulkReport}.
 */
export async function runBulk<T, R = unknown>(
  items: readonly T[],
  call: (item: T, context: BulkCallContext) => Promise<R>,
  options: BulkRunOptions<T> = {},
): Promise<BulkReport<T, R>> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_BULK_CONCURRENCY));
  const messageOf = options.messageOf ?? defaultMessage;
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const total = items.length;
  const outcomes: (
    | { kind: "ok"; result: R | undefined }
    | { kind: "failed"; error: unknown }
    | { kind: "cancelled" }
    | undefined
  )[] = new Array<undefined>(total).fill(undefined);
  const controller = new AbortController();
  const outer = options.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener("abort", onOuterAbort, { once: true });

  let done = 0;
  let failed = 0;
  const report = () => options.onProgress?.({ done, failed, total });
  report();

  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < total && !controller.signal.aborted) {
      const index = next++;
      const item = items[index];
      try {
        const result = await call(item, { signal: controller.signal, idempotencyKey: newKey(), index });
        outcomes[index] = { kind: "ok", result };
        done++;
      } catch (error) {
        if (controller.signal.aborted) {
          outcomes[index] = { kind: "cancelled" };
          continue;
        }
        if (options.confirm && (await options.confirm(item, error).catch(() => false))) {
          outcomes[index] = { kind: "ok", result: undefined };
          done++;
        } else {
          outcomes[index] = { kind: "failed", error };
          failed++;
        }
      }
      report();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  } finally {
    outer?.removeEventListener("abort", onOuterAbort);
  }

  const results: BulkReport<T, R>["results"] = [];
  const failures: BulkFailure<T>[] = [];
  const notStarted: T[] = [];
  outcomes.forEach((outcome, index) => {
    const item = items[index];
    if (outcome?.kind === "ok") results.push({ item, index, result: outcome.result });
    else if (outcome?.kind === "failed") {
      const message = messageOf(outcome.error) || defaultMessage(outcome.error);
      failures.push({ item, index, message, error: outcome.error });
    } else notStarted.push(item);
  });
  return {
    total,
    affected: results.length,
    results,
    failures,
    notStarted,
    cancelled: notStarted.length > 0,
  };
}

/**
 * Splits `items` into chunks of at most `size` (for calls that take many ids at once, e.g.
 * `account_ids` of at most 500).
 * @throws RangeError when `size` is not a positive integer.
 */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size <= 0) throw new RangeError("chunk size must be a positive integer");
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
