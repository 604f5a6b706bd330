/**
 * The client token's HTTP client (000 §7 "Beneficiary lookup (client token as bearer)";
 * docs/api-contract.md "Beneficiary lookup"): the calls the portal makes as its OAuth client, not
 * as the signed-in user, carry a `client_credentials` token and never the user's.
 */
import { createHttpClient, singleFlight, type HttpClient } from "./http";
import type { TokenResponse } from "./session-types";

/** Renew the client token this long before it expires, in ms (a call never leaves with a token about to lapse). */
export const CLIENT_TOKEN_MARGIN_MS = 10_000;

/** Lifetime assumed when the token answer names none, in seconds (the reference API's default). */
const DEFAULT_EXPIRES_IN_S = 300;

/** Gives a fresh `client_credentials` token (`AuthService.clientCredentials`). */
export type IssueClientToken = () => Promise<Pick<TokenResponse, "accessToken" | "expiresIn">>;

/**
 * A client like `base` (same API base, `Accept-Language`, retries on 500, idempotency keys, case
 * mapping, poll ceiling and waits, so `pollLocation` and `usePolledJob` work with it) whose bearer
 * is a `client_credentials` token:
 * - the token is asked (once for concurrent calls) before the first call, and again when it is
 *   within {@link CLIENT_TOKEN_MARGIN_MS} of its `expires_in`;
 * - a 401 asks a new token once and re-sends the call once (the client's own 401 rule); a second
 *   401 rejects with it and never touches the user's session (no sign-out);
 * - the user's access token is never sent.
 * @param base - the portal's client (`useHttp()`), whose settings are copied.
 * @param issue - the token call.
 * @param now - clock in ms (tests).
 */
export function createClientTokenHttp(
  base: HttpClient,
  issue: IssueClientToken,
  now: () => number = Date.now,
): HttpClient {
  let token: { value: string; renewAt: number } | undefined;
  const obtain = singleFlight(async () => {
    const answer = await issue();
    const lifetimeMs = (answer.expiresIn ?? DEFAULT_EXPIRES_IN_S) * 1000;
    token = { value: answer.accessToken, renewAt: now() + Math.max(0, lifetimeMs - CLIENT_TOKEN_MARGIN_MS) };
  });
  const client = createHttpClient({
    baseURL: base.defaults.baseURL ?? "/",
    retry: base.settings.retry,
    pollCeilingMs: base.settings.pollCeilingMs,
    sleep: base.settings.sleep,
    getLanguage: () => base.settings.getLanguage(),
    getAccessToken: () => token?.value,
    refreshSession: async () => {
      token = undefined;
      await obtain();
    },
    onSessionExpired: () => {
      token = undefined;
    },
  });
  // Request interceptors added later run first: the token is there before the client's own
  // interceptor reads it.
  client.interceptors.request.use(async (config) => {
    if (!config.skipAuth && (token === undefined || now() >= token.renewAt)) await obtain();
    return config;
  });
  return client;
}

const derived = new WeakMap<HttpClient, HttpClient>();

/**
 * The one client-token client of a portal client (made on first use, then the same one, so its
 * token is shared by every screen of the session).
 * @see createClientTokenHttp
 */
export function clientTokenHttpOf(base: HttpClient, issue: IssueClientToken): HttpClient {
  let client = derived.get(base);
  if (!client) derived.set(base, (client = createClientTokenHttp(base, issue)));
  return client;
}
