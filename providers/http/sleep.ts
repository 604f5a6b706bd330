/**
 * Waiting, injectable so that tests need neither real delays nor fake timers.
 */

/**
 * Waits `ms` milliseconds. Rejects with the signal's reason (an `AbortError` DOMException unless the
 * caller gave another reason) as soon as `signal` aborts, and at once when it is already aborted.
 */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** The default {@link Sleep}, on `setTimeout`. */
export const sleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/**
 * The error an aborted operation rejects with: the signal's reason, or a new `AbortError`.
 * @param signal - an aborted signal (or none).
 */
export function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException("The operation was aborted.", "AbortError");
}
