import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { createHttpClient } from "../../../providers/http";
import { AuthService, InvalidServerResponseError } from "../../../providers/auth";
import { describeAuthError, retryAfterSeconds } from "../../../providers/auth-errors";
import { SessionStore, REFRESH_TOKEN_KEY } from "../../../providers/session";

const API = "http://api.test/api";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

function setup(options: { oauthRevocation?: boolean } = {}) {
  const storage = memoryStorage();
  const store = new SessionStore(storage);
  const client = createHttpClient({
    baseURL: API,
    retry: { maxAttempts: 5, delayMs: 0 },
    getAccessToken: () => store.getAccessToken(),
    getLanguage: () => "es-DO",
    refreshSession: async () => {
      await service.refresh();
    },
    onSessionExpired: () => store.clear(),
  });
  const service = new AuthService(client, store, {
    oauthClient: { clientId: "provider-portal", clientSecret: "secret" },
    oauthRevocation: options.oauthRevocation,
  });
  return { service, store, storage };
}

const tokenAnswer = (overrides: Record<string, unknown> = {}) => ({
  access_token: "access-1",
  token_type: "bearer",
  refresh_token: "refresh-1",
  expires_in: 300,
  user_id: "u-1",
  extensions: { provider_slug: "clinica-andina-co", country_code: "CO", rcm_user_roles: ["EDITOR"] },
  tfa_required: false,
  password_rotation_required: false,
  terms_and_conditions_acceptance_required: false,
  is_rcm_user: true,
  ...overrides,
});

describe("AuthService (000 §7 Authentication)", () => {
  it("signs in with client basic auth and a lowercased username, keeping the refresh token in sessionStorage", async () => {
    let seen: { auth: string | null; body: string } | undefined;
    server.use(
      http.post(`${API}/v1/oauth/token`, async ({ request }) => {
        seen = { auth: request.headers.get("authorization"), body: await request.text() };
        return HttpResponse.json(tokenAnswer());
      }),
    );
    const { service, store, storage } = setup();
    const step = await service.signIn("  RCM-Editor@Demo.TEST ", "Pass#word123");
    expect(step.redirectTo).toBe("/rcm/home");
    expect(seen?.auth).toBe(`Basic ${btoa("provider-portal:secret")}`);
    const form = new URLSearchParams(seen?.body);
    expect(form.get("grant_type")).toBe("password");
    expect(form.get("username")).toBe("rcm-editor@demo.test");
    expect(store.get()?.extensions.rcmUserRoles).toEqual(["EDITOR"]);
    expect(storage.map.get(REFRESH_TOKEN_KEY)).toBe("refresh-1");
  });

  it.each([
    ["access token", { access_token: undefined }],
    ["token type", { token_type: undefined }],
  ])(
    "rejects a token answer without its %s as 'Invalid server response' (000 §5)",
    async (_name, overrides) => {
      server.use(http.post(`${API}/v1/oauth/token`, () => HttpResponse.json(tokenAnswer(overrides))));
      const { service, store } = setup();
      const failure = await service.signIn("a", "b").catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(InvalidServerResponseError);
      expect(describeAuthError(failure)).toEqual({ key: "errors.invalidServerResponse" });
      expect(store.get()).toBeNull();
    },
  );

  it("maps bad credentials to the translated text (000 §8)", async () => {
    server.use(
      http.post(`${API}/v1/oauth/token`, () =>
        HttpResponse.json({ error: "invalid_grant", error_description: "Bad credentials" }, { status: 400 }),
      ),
    );
    const { service } = setup();
    const failure = await service.signIn("a", "b").catch((e: unknown) => e);
    expect(describeAuthError(failure)).toEqual({ key: "errors.badCredentials" });
  });

  it("shows 'too many attempts, wait N minutes' from Retry-After on a throttled sign-in (000 §8)", async () => {
    server.use(
      http.post(`${API}/v1/oauth/token`, () =>
        HttpResponse.json(
          { error: "too_many_attempts", error_description: "Too many attempts" },
          { status: 429, headers: { "Retry-After": "841" } },
        ),
      ),
    );
    const { service, store } = setup();
    const failure = await service.signIn("a", "b").catch((e: unknown) => e);
    expect(describeAuthError(failure)).toEqual({ key: "errors.tooManyAttemptsWait", params: { count: 15 } });
    expect(store.get()).toBeNull();
  });

  it("reads Retry-After as seconds or an HTTP date, at least one minute; without it the plain text", () => {
    const throttled = (retryAfter?: string) => ({
      response: {
        status: 429,
        headers: retryAfter === undefined ? {} : { "retry-after": retryAfter },
        data: {},
      },
    });
    expect(retryAfterSeconds(throttled("120"))).toBe(120);
    expect(retryAfterSeconds(throttled("Wed, 21 Oct 2015 07:28:00 GMT"), Date.UTC(2015, 9, 21, 7, 18))).toBe(
      600,
    );
    expect(retryAfterSeconds(throttled("soon"))).toBeNull();
    expect(describeAuthError(throttled("5"))).toEqual({
      key: "errors.tooManyAttemptsWait",
      params: { count: 1 },
    });
    expect(describeAuthError(throttled("60"))).toEqual({
      key: "errors.tooManyAttemptsWait",
      params: { count: 1 },
    });
    expect(describeAuthError(throttled("61"))).toEqual({
      key: "errors.tooManyAttemptsWait",
      params: { count: 2 },
    });
    const withoutHeader = {
      ...throttled(),
      response: { ...throttled().response, data: { error: "too_many_attempts" } },
    };
    expect(describeAuthError(withoutHeader)).toEqual({ key: "errors.tooManyAttempts" });
  });

  it("leaves the session pending when a second factor is required, then completes it with the code (000 §4)", async () => {
    server.use(
      http.post(`${API}/v1/oauth/token`, () =>
        HttpResponse.json(
          tokenAnswer({
            tfa_required: true,
            tfa_available_methods: ["SMS_VERIFICATION"],
            refresh_token: undefined,
            access_token: "tfa-token",
          }),
        ),
      ),
      http.post(`${API}/v1/users/u-1/two-factor-authentication/send-sms-verification-code`, ({ request }) =>
        request.headers.get("authorization") === "Bearer tfa-token"
          ? new HttpResponse(null, { status: 204 })
          : new HttpResponse(null, { status: 401 }),
      ),
      http.post(
        `${API}/v1/users/u-1/two-factor-authentication/validate-sms-verification-code`,
        async ({ request }) => {
          const body = (await request.json()) as { code: string };
          if (body.code !== "123456")
            return HttpResponse.json(
              { error_code: "VERIFICATION_CODE_INCORRECT", message: "Incorrect" },
              { status: 400 },
            );
          return HttpResponse.json(tokenAnswer({ is_rcm_user: false }));
        },
      ),
    );
    const { service, store } = setup();
    const step = await service.signIn("tfa", "pw");
    expect(step.redirectTo).toBe("/tfa-sms-verification");
    expect(store.get()).toBeNull();
    expect(store.getPendingSecondFactor()?.methods).toEqual(["SMS_VERIFICATION"]);
    await service.sendSecondFactorCode("SMS_VERIFICATION");
    const wrong = await service
      .validateSecondFactorCode("SMS_VERIFICATION", "000000")
      .catch((e: unknown) => e);
    expect(describeAuthError(wrong)).toEqual({ key: "errors.verificationCodeIncorrect" });
    const done = await service.validateSecondFactorCode("SMS_VERIFICATION", " 123456 ");
    expect(done.redirectTo).toBe("/home");
    expect(store.getPendingSecondFactor()).toBeNull();
    expect(store.get()?.accessToken).toBe("access-1");
  });

  it("resumes a session from the stored refresh token and stores the rotated one", async () => {
    server.use(
      http.post(`${API}/v1/oauth/token`, async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        expect(form.get("grant_type")).toBe("refresh_token");
        expect(form.get("refresh_token")).toBe("refresh-old");
        return HttpResponse.json(tokenAnswer({ refresh_token: "refresh-new" }));
      }),
    );
    const { service, store, storage } = setup();
    storage.setItem(REFRESH_TOKEN_KEY, "refresh-old");
    expect(await service.resume()).toBe(true);
    expect(store.get()?.accessToken).toBe("access-1");
    expect(storage.map.get(REFRESH_TOKEN_KEY)).toBe("refresh-new");
  });

  it("forgets everything when resuming fails", async () => {
    server.use(
      http.post(`${API}/v1/oauth/token`, () =>
        HttpResponse.json({ error: "invalid_grant" }, { status: 401 }),
      ),
    );
    const { service, store, storage } = setup();
    storage.setItem(REFRESH_TOKEN_KEY, "revoked");
    expect(await service.resume()).toBe(false);
    expect(store.get()).toBeNull();
    expect(storage.map.has(REFRESH_TOKEN_KEY)).toBe(false);
  });

  it("sends the password-reset request with a client token and a lowercased email", async () => {
    let seenAuth: string | null = null;
    let seenBody: unknown;
    server.use(
      http.post(`${API}/v1/oauth/token`, async ({ request }) => {
        expect(new URLSearchParams(await request.text()).get("grant_type")).toBe("client_credentials");
        return HttpResponse.json({
          access_token: "client-token",
          token_type: "bearer",
          user_id: "",
          extensions: {},
        });
      }),
      http.post(`${API}/v1/users/request-password-change`, async ({ request }) => {
        seenAuth = request.headers.get("authorization");
        seenBody = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { service } = setup();
    await service.requestPasswordChange(" Ana@Clinica.DO ");
    expect(seenAuth).toBe("Bearer client-token");
    expect(seenBody).toEqual({ email: "ana@clinica.do" });
  });

  it("update-password sends snake_case and clears forced rotation", async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/v1/oauth/token`, () =>
        HttpResponse.json(tokenAnswer({ password_rotation_required: true, is_rcm_user: false })),
      ),
      http.post(`${API}/v1/users/update-password`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { service, store } = setup();
    expect((await service.signIn("a", "b")).redirectTo).toBe("/change-password-required");
    const step = await service.updatePassword("Old#Pass1234", "New#Pass1234");
    expect(body).toEqual({ previous_password: "Old#Pass1234", new_password: "New#Pass1234" });
    expect(store.get()?.passwordRotationRequired).toBe(false);
    expect(step.redirectTo).toBe("/home");
  });

  it("sign-out clears memory and sessionStorage (000 §4)", async () => {
    server.use(http.post(`${API}/v1/oauth/token`, () => HttpResponse.json(tokenAnswer())));
    const { service, store, storage } = setup();
    await service.signIn("a", "b");
    void service.signOut();
    expect(store.get()).toBeNull();
    expect(store.getAccessToken()).toBeUndefined();
    expect(storage.map.size).toBe(0);
  });

  it("sign-out revokes the refresh token when the backend offers revocation (RFC 7009)", async () => {
    const revoked: { auth: string | null; type: string | null; body: string }[] = [];
    server.use(
      http.post(`${API}/v1/oauth/token`, () => HttpResponse.json(tokenAnswer())),
      http.post(`${API}/v1/oauth/revoke`, async ({ request }) => {
        revoked.push({
          auth: request.headers.get("authorization"),
          type: request.headers.get("content-type"),
          body: await request.text(),
        });
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { service, store, storage } = setup({ oauthRevocation: true });
    await service.signIn("a", "b");
    const done = service.signOut();
    // Signed out locally before the server answers.
    expect(store.get()).toBeNull();
    expect(storage.map.size).toBe(0);
    await done;
    expect(revoked).toHaveLength(1);
    expect(revoked[0].auth).toBe(`Basic ${btoa("provider-portal:secret")}`);
    expect(revoked[0].type).toContain("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(revoked[0].body))).toEqual({
      token: "refresh-1",
      token_type_hint: "refresh_token",
    });
  });

  it("sign-out during a pending second factor revokes the tfa token", async () => {
    const bodies: string[] = [];
    server.use(
      http.post(`${API}/v1/oauth/token`, () =>
        HttpResponse.json(
          tokenAnswer({ tfa_required: true, refresh_token: undefined, access_token: "tfa-token" }),
        ),
      ),
      http.post(`${API}/v1/oauth/revoke`, async ({ request }) => {
        bodies.push(await request.text());
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { service } = setup({ oauthRevocation: true });
    await service.signIn("a", "b");
    await service.signOut();
    expect(Object.fromEntries(new URLSearchParams(bodies[0]))).toEqual({
      token: "tfa-token",
      token_type_hint: "access_token",
    });
  });

  it("sign-out never fails nor retries when revocation fails, and makes no call without the flag", async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/v1/oauth/token`, () => HttpResponse.json(tokenAnswer())),
      http.post(`${API}/v1/oauth/revoke`, () => {
        calls += 1;
        return HttpResponse.json({ error_code: "INTERNAL_SERVER_ERROR" }, { status: 500 });
      }),
    );
    const on = setup({ oauthRevocation: true });
    await on.service.signIn("a", "b");
    await expect(on.service.signOut()).resolves.toBeUndefined();
    expect(calls).toBe(1);
    expect(on.store.get()).toBeNull();

    const off = setup();
    await off.service.signIn("a", "b");
    await off.service.signOut();
    expect(calls).toBe(1);
  });
});
