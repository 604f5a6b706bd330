import type { KeptRequest } from "./request-machine";

/**
 * Where the flow keeps the request it follows, so a reload polls the same request instead of
 * sending a second one (ids only: no patient data; cleared once completed, refused or edited).
 */
export function keptKey(sponsorSlug: string, authorizationCode: string): string {
  return `pp.v2-request.${sponsorSlug}.${authorizationCode}`;
}

/** The request kept under `key`, or null (none, or not one this flow wrote). */
export function readKept(key: string): KeptRequest | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? "null") as Partial<KeptRequest> | null;
    return kept && typeof kept.requestId === "number" && typeof kept.location === "string"
      ? { requestId: kept.requestId, location: kept.location }
      : null;
  } catch {
    return null;
  }
}

/** Keeps the request followed under `key` (null forgets it). */
export function writeKept(key: string, kept: KeptRequest | null): void {
  try {
    if (kept) sessionStorage.setItem(key, JSON.stringify(kept));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): the flow still works, a reload starts over.
  }
}

/** Today as YYYY-MM-DD in the user's time zone. */
export function todayText(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
