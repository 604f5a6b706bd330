import { followAccepted, isAxiosError, type HttpClient } from "../../../providers/http";

/** Answer of a void call or of its polled status (000 §7, docs/api-contract.md). */
export interface VoidResult {
  status?: string;
  message?: string;
}

/** What a void resolves with: the final status, or `notFound` when the server answered 404. */
export type VoidOutcome = { notFound: true } | { notFound: false; result: VoidResult };

async function voidCall(client: HttpClient, url: string, signal?: AbortSignal): Promise<VoidOutcome> {
  try {
    const response = await client.post<VoidResult>(url, undefined, { signal });
    const result = await followAccepted<VoidResult>(client, response, { signal });
    return { notFound: false, result };
  } catch (error) {
    // 000 §4 "A void or cancel answered 404 counts as success" (also a 404 while polling).
    if (isAxiosError(error) && error.response?.status === 404) return { notFound: true };
    throw error;
  }
}

/**
 * Voids an authorization and its claim: `POST /arc/v1/authorizations/{authorizationId}/void`
 * (000 §7). A 202 + Location is followed; a 404 counts as success (000 §4, §8).
 * @throws the HTTP layer's errors (message via `selectErrorMessage`), `PollFailedError` on a
 * polled ERROR, an abort error when `signal` aborts.
 */
export function voidAuthorization(
  http: HttpClient,
  authorizationId: string,
  signal?: AbortSignal,
): Promise<VoidOutcome> {
  return voidCall(http, `/arc/v1/authorizations/${encodeURIComponent(authorizationId)}/void`, signal);
}

/**
 * Voids only the claim: `POST /arc/v1/providers/{provider}/claims/{claimId}/void` (000 §7), which
 * answers 202 + Location, polled every 2 × the retry delay until COMPLETED (000 §4 "Claim void: a
 * 202 with a location header is polled"). A 404 counts as success.
 * @throws as {@link voidAuthorization}.
 */
export function voidClaim(
  http: HttpClient,
  providerSlug: string,
  claimId: string,
  signal?: AbortSignal,
): Promise<VoidOutcome> {
  return voidCall(
    http,
    `/arc/v1/providers/${encodeURIComponent(providerSlug)}/claims/${encodeURIComponent(claimId)}/void`,
    signal,
  );
}
