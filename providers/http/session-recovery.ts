/**
 * What a 401 does (000 §7: "On a 401 one refresh-token attempt is made and the request retried; on
 * failure the user goes to /login"; 001 §7 "Calls shared").
 */
import { singleFlight } from "./single-flight";

/** The session hooks the HTTP client is given (the session module implements them). */
export interface SessionHooks {
  /** The current access token, or `undefined` when signed out. */
  getAccessToken(): string | undefined;
  /** Performs the refresh-token grant and stores the new tokens; rejects when it fails. */
  refreshSession(): Promise<void>;
  /** Ends the session (clear storage, go to /login). Called once per expiry. */
  onSessionExpired(): void;
}

/** The 401 policy of one client. */
export interface SessionRecovery {
  /**
   * Makes sure a token newer than `sentToken` exists: resolves at once when another request's
   * refresh already replaced `sentToken`, otherwise joins the one refresh in flight (single-flight)
   * or starts it. Rejects when the refresh fails.
   * @param sentToken - the access token the failed request was sent with.
   */
  renew(sentToken: string | undefined): Promise<void>;
  /** Signs out through `onSessionExpired`, at most once until the token changes or a refresh succeeds. */
  expire(): void;
}

/**
 * Builds the 401 policy over the session hooks.
 * @param hooks - see {@link SessionHooks}.
 */
export function createSessionRecovery(hooks: SessionHooks): SessionRecovery {
  /** Token seen right after the last sign-out; `null` while no sign-out is pending. */
  let expiredToken: { token: string | undefined } | null = null;
  const refresh = singleFlight(async () => {
    await hooks.refreshSession();
    expiredToken = null;
  });
  return {
    renew(sentToken) {
      const current = hooks.getAccessToken();
      if (sentToken !== undefined && current !== undefined && current !== sentToken) {
        return Promise.resolve();
      }
      return refresh();
    },
    expire() {
      if (expiredToken !== null && expiredToken.token === hooks.getAccessToken()) return;
      hooks.onSessionExpired();
      expiredToken = { token: hooks.getAccessToken() };
    },
  };
}
