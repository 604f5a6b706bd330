import type { AxiosInstance } from "axios";
import type { AuthProvider } from "@refinedev/core";
import type { RuntimeConfig } from "./config";
import type { SessionStore } from "./session";
import type { TfaMethod, TokenResponse } from "./session-types";
import { guardRedirect, landingOf } from "./access/landing";

/** Thrown when a token answer lacks accessToken or tokenType (000 §5: 'Invalid server response'). */
export class InvalidServerResponseError extends Error {
  readonly i18nKey = "errors.invalidServerResponse";
  constructor() {
    super("Invalid server response");
    this.name = "InvalidServerResponseError";
  }
}

/** Where the user goes after a sign-in step: a same-origin path. */
export interface SignInStep {
  redirectTo: string;
}

/** Longest wait for the revocation call at sign-out, in ms: a slow server never keeps anyone signed in. */
export const REVOKE_TIMEOUT_MS = 5000;

const TFA_PATHS: Record<TfaMethod, string> = {
  EMAIL_VERIFICATION: "/tfa-email-verification",
  SMS_VERIFICATION: "/tfa-sms-verification",
};

/**
 * The calls of sign-in and session (000 §7 "Authentication", docs/api-contract.md). Tokens are
 * kept by the SessionStore (DESIGN.md §5). Every method throws the HTTP error untouched on failure;
 * screens turn it into a message with `describeAuthError` (providers/auth-errors.ts).
 */
export class AuthService {
  /**
   * @param http the client's `post` (the only call sign-in makes): the portal's axios instance,
   *   or a deferred one that loads it on first use (src/app/http-loader.ts).
   */
  constructor(
    private readonly http: Pick<AxiosInstance, "post">,
    private readonly store: SessionStore,
    private readonly config: Pick<RuntimeConfig, "oauthClient" | "oauthRevocation">,
  ) {}

  private basicAuth(): string {
    const { clientId, clientSecret } = this.config.oauthClient;
    return `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
  }

  private async token(form: Record<string, string>): Promise<TokenResponse> {
    const response = await this.http.post<TokenResponse>("/v1/oauth/token", new URLSearchParams(form), {
      skipAuth: true,
      headers: { Authorization: this.basicAuth(), "Content-Type": "application/x-www-form-urlencoded" },
    });
    const answer = response.data;
    if (!answer || !answer.accessToken || !answer.tokenType) throw new InvalidServerResponseError();
    return answer;
  }

  /**
   * Password grant (000 §7; username lowercased). When a second factor is required the session
   * is left pending and the step goes to the first offered method's page (default
   * EMAIL_VERIFICATION, 000 §4); otherwise the session is stored and the step goes where the
   * guards send the user (rotation, terms, landing).
   */
  async signIn(username: string, password: string): Promise<SignInStep> {
    const answer = await this.token({
      grant_type: "password",
      username: username.trim().toLowerCase(),
      password,
    });
    if (answer.tfaRequired) {
      const methods: TfaMethod[] = answer.tfaAvailableMethods?.length
        ? answer.tfaAvailableMethods
        : ["EMAIL_VERIFICATION"];
      this.store.setPendingSecondFactor({ userId: answer.userId, tfaToken: answer.accessToken, methods });
      const first = methods.includes("EMAIL_VERIFICATION") ? "EMAIL_VERIFICATION" : methods[0];
      return { redirectTo: TFA_PATHS[first] };
    }
    this.store.set(answer);
    return { redirectTo: this.nextStep(answer) };
  }

  /** Where a full session goes first: rotation, terms, or its landing (000 §2). */
  nextStep(session: TokenResponse): string {
    return guardRedirect(session, "/") ?? landingOf(session);
  }

  /** Refresh-token grant (000 §7); the server rotates the refresh token. @throws when none is stored. */
  async refresh(): Promise<TokenResponse> {
    const refreshToken = this.store.getRefreshToken();
    if (!refreshToken) throw new Error("No refresh token");
    const answer = await this.token({ grant_type: "refresh_token", refresh_token: refreshToken });
    this.store.set(answer);
    return answer;
  }

  /** Resumes a session after a reload from the stored refresh token; false when there is none or it fails. */
  async resume(): Promise<boolean> {
    if (this.store.get()) return true;
    if (!this.store.getRefreshToken()) return false;
    try {
      await this.refresh();
      return true;
    } catch {
      this.store.clear();
      return false;
    }
  }

  /** Sends a second-factor code (000 §7 send-*-verification-code). */
  async sendSecondFactorCode(method: TfaMethod): Promise<void> {
    const pending = this.requirePending();
    const kind = method === "SMS_VERIFICATION" ? "sms" : "email";
    await this.http.post(
      `/v1/users/${encodeURIComponent(pending.userId)}/two-factor-authentication/send-${kind}-verification-code`,
      undefined,
      {
        skipAuth: true,
        skipRetry: true,
        headers: { Authorization: `Bearer ${pending.tfaToken}` },
      },
    );
  }

  /** Validates a second-factor code; the answer is the full session (000 §4). */
  async validateSecondFactorCode(method: TfaMethod, code: string): Promise<SignInStep> {
    const pending = this.requirePending();
    const kind = method === "SMS_VERIFICATION" ? "sms" : "email";
    const response = await this.http.post<TokenResponse>(
      `/v1/users/${encodeURIComponent(pending.userId)}/two-factor-authentication/validate-${kind}-verification-code`,
      { code: code.trim() },
      { skipAuth: true, skipRetry: true, headers: { Authorization: `Bearer ${pending.tfaToken}` } },
    );
    const answer = response.data;
    if (!answer?.accessToken || !answer.tokenType) throw new InvalidServerResponseError();
    this.store.set(answer);
    return { redirectTo: this.nextStep(answer) };
  }

  private requirePending() {
    const pending = this.store.getPendingSecondFactor();
    if (!pending) throw new Error("No second factor is pending");
    return pending;
  }

  /**
   * A `client_credentials` token (000 §7 "POST /v1/oauth/token, grant_type=client_credentials"):
   * the portal's own token, not the user's, for the calls made as the client (the password-reset
   * request, the beneficiary lookup; providers/client-token-http.ts). Nothing is stored.
   * @throws the HTTP error of the token call; {@link InvalidServerResponseError} on a malformed answer.
   */
  async clientCredentials(): Promise<TokenResponse> {
    return this.token({ grant_type: "client_credentials" });
  }

  /** Asks for a reset link (000 §7): a client_credentials token, then the email, lowercased. */
  async requestPasswordChange(email: string): Promise<void> {
    const client = await this.clientCredentials();
    await this.http.post(
      "/v1/users/request-password-change",
      { email: email.trim().toLowerCase() },
      { skipAuth: true, headers: { Authorization: `Bearer ${client.accessToken}` } },
    );
  }

  /** Sets a new password with the token of an emailed link (000 §7 change-password). */
  async changePasswordWithLink(linkToken: string, password: string): Promise<void> {
    await this.http.post(
      "/v1/users/change-password",
      { password },
      { skipAuth: true, skipRetry: true, headers: { Authorization: `Bearer ${linkToken}` } },
    );
  }

  /** Changes the password of the signed-in user (000 §7 update-password); clears forced rotation. */
  async updatePassword(previousPassword: string, newPassword: string): Promise<SignInStep> {
    await this.http.post(
      "/v1/users/update-password",
      { previousPassword, newPassword },
      { snakeBody: true, skipRetry: true },
    );
    this.store.patch({ passwordRotationRequired: false });
    const session = this.store.get();
    return { redirectTo: session ? this.nextStep(session) : "/login" };
  }

  /** Accepts the terms (000 §7); success clears the acceptance requirement (000 §4). */
  async acceptTerms(): Promise<SignInStep> {
    const session = this.store.get();
    if (!session) throw new Error("Not signed in");
    await this.http.post(
      `/v1/users/${encodeURIComponent(session.userId)}/accept-terms-and-conditions`,
      { termsAndConditionsSlug: session.termsAndConditionsSlug ?? "" },
      { snakeBody: true },
    );
    this.store.patch({ termsAndConditionsAcceptanceRequired: false });
    const updated = this.store.get();
    return { redirectTo: updated ? this.nextStep(updated) : "/login" };
  }

  /**
   * Ends the session: memory and sessionStorage at once (and, through `onSignOut`, the query
   * cache). Then, when the backend offers revocation (`oauthRevocation`, RFC 7009), revokes the
   * refresh token on the server, which ends its whole family, or, during a pending second factor,
   * the `tfa` access token. Best effort: a failed or slow revocation (over
   * {@link REVOKE_TIMEOUT_MS} ms) is ignored, the user is signed out locally either way.
   * @returns when the revocation has answered, failed or timed out; never rejects.
   */
  async signOut(): Promise<void> {
    const refreshToken = this.store.getRefreshToken();
    const accessToken = this.store.getAccessToken();
    this.store.clear();
    if (!this.config.oauthRevocation) return;
    const form = refreshToken
      ? { token: refreshToken, token_type_hint: "refresh_token" }
      : accessToken
        ? { token: accessToken, token_type_hint: "access_token" }
        : null;
    if (!form) return;
    try {
      await this.http.post("/v1/oauth/revoke", new URLSearchParams(form), {
        skipAuth: true,
        skipRetry: true,
        timeout: REVOKE_TIMEOUT_MS,
        headers: { Authorization: this.basicAuth(), "Content-Type": "application/x-www-form-urlencoded" },
      });
    } catch {
      // The local session is already gone; the server's tokens expire on their own.
    }
  }
}

/**
 * The Refine AuthProvider over the AuthService (Refine calls it for `check`, identity, logout).
 * `onSignOut` clears cached data (the react-query cache) so that nothing survives sign-out.
 */
export function createRefineAuthProvider(
  service: AuthService,
  store: SessionStore,
  onSignOut: () => void,
): AuthProvider {
  return {
    login: async ({ username, password }: { username: string; password: string }) => {
      try {
        const step = await service.signIn(username, password);
        return { success: true, redirectTo: step.redirectTo };
      } catch (error) {
        return { success: false, error: error as Error };
      }
    },
    logout: async () => {
      // The session and cached data go at once. No redirect here: the session guard's push to
      // /login is sign-out's one navigation (docs/decisions.md "Sign-out history").
      const revoked = service.signOut();
      onSignOut();
      await revoked;
      return { success: true };
    },
    check: async () => {
      if (store.get() || (await service.resume())) return { authenticated: true };
      return { authenticated: false, redirectTo: "/login", logout: true };
    },
    onError: async () => ({}),
    getIdentity: async () => {
      const session = store.get();
      if (!session) return null;
      return {
        id: session.userId,
        name: session.extensions?.providersWebTitle ?? session.extensions?.providerSlug,
      };
    },
    getPermissions: async () => store.get(),
  };
}
