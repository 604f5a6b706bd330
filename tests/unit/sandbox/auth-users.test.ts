/**
 * User calls of the reference API (000 §4, §5, §7; docs/api-contract.md "Users"): password reset by
 * single-use link, update-password and the rotation flag, terms acceptance, two-factor codes with
 * the attempts lock.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASIC,
  call,
  outboxFor,
  PASSWORD,
  passwordGrant,
  signIn,
  startSandbox,
  username,
  type TestSandbox,
  type TokenAnswer,
} from "./helpers";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

async function clientToken(): Promise<string> {
  const { body } = await call<TokenAnswer>(sandbox, "POST", "/v1/oauth/token", {
    form: { grant_type: "client_credentials" },
    headers: { authorization: BASIC },
  });
  return body.access_token;
}

describe("password reset link", () => {
  it("emails a link whose token changes the password once; a second use is LINK_ALREADY_USED", async () => {
    const email = username("authorizer");
    const token = await clientToken();
    const request = await call(sandbox, "POST", "/v1/users/request-password-change", {
      token,
      json: { email },
    });
    expect(request.status).toBe(204);
    const [message] = await outboxFor(sandbox, email);
    expect(message.channel).toBe("email");
    expect(message.link).toMatch(/^\/change-password\?token=[\w-]+$/);
    const resetToken = new URL(message.link ?? "", "http://x").searchParams.get("token") ?? "";
    expect(sandbox.logs.some((line) => line.includes(email) && !line.includes(PASSWORD))).toBe(true);

    const weak = await call(sandbox, "POST", "/v1/users/change-password", {
      token: resetToken,
      json: { password: "short" },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ error_code: "PASSWORD_POLICY" });

    const newPassword = "Nueva#Clave2027";
    const change = await call(sandbox, "POST", "/v1/users/change-password", {
      token: resetToken,
      json: { password: newPassword },
    });
    expect(change.status).toBe(204);
    expect((await passwordGrant(sandbox, email)).status).toBe(400);
    expect((await passwordGrant(sandbox, email, newPassword)).status).toBe(200);

    const again = await call(sandbox, "POST", "/v1/users/change-password", {
      token: resetToken,
      json: { password: "Otra#Clave2028" },
      headers: { "accept-language": "en" },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error_code: "LINK_ALREADY_USED",
      message: "This link has already been used",
    });
  });

  it("refuses unknown links, unknown emails and non-client tokens", async () => {
    const invalid = await call(sandbox, "POST", "/v1/users/change-password", {
      token: "nope",
      json: { password: "Valid#Pass123" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error_code: "LINK_INVALID" });
    const token = await clientToken();
    const unknown = await call(sandbox, "POST", "/v1/users/request-password-change", {
      token,
      json: { email: "nobody@example.com" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error_code: "EMAIL_NOT_REGISTERED" });
    const user = await signIn(sandbox, "provider");
    const wrongScope = await call(sandbox, "POST", "/v1/users/request-password-change", {
      token: user.access_token,
      json: { email: username("provider") },
    });
    expect(wrongScope.status).toBe(403);
  });

  it("expires after 30 minutes", async () => {
    const email = username("settlement-submitter");
    await call(sandbox, "POST", "/v1/users/request-password-change", {
      token: await clientToken(),
      json: { email },
    });
    const [message] = await outboxFor(sandbox, email);
    const resetToken = new URL(message.link ?? "", "http://x").searchParams.get("token") ?? "";
    sandbox.advance(31 * 60_000);
    const late = await call(sandbox, "POST", "/v1/users/change-password", {
      token: resetToken,
      json: { password: "Valid#Pass123" },
    });
    expect(late.body).toMatchObject({ error_code: "LINK_INVALID" });
  });
});

describe("update-password", () => {
  it("checks the previous password and the policy, and clears the rotation flag", async () => {
    const before = await signIn(sandbox, "password-rotation");
    expect(before.password_rotation_required).toBe(true);
    const wrong = await call(sandbox, "POST", "/v1/users/update-password", {
      token: before.access_token,
      json: { previous_password: "nope", new_password: "Rotada#Clave2027" },
    });
    expect(wrong.body).toMatchObject({ error_code: "BAD_PREVIOUS_PASSWORD" });
    const weak = await call(sandbox, "POST", "/v1/users/update-password", {
      token: before.access_token,
      json: { previous_password: PASSWORD, new_password: "alllowercase1!" },
    });
    expect(weak.body).toMatchObject({ error_code: "PASSWORD_POLICY" });
    const ok = await call(sandbox, "POST", "/v1/users/update-password", {
      token: before.access_token,
      json: { previous_password: PASSWORD, new_password: "Rotada#Clave2027" },
    });
    expect(ok.status).toBe(204);
    const after = await passwordGrant(sandbox, username("password-rotation"), "Rotada#Clave2027");
    expect(after.status).toBe(200);
    expect(after.body.password_rotation_required).toBe(false);
  });
});

describe("accept-terms-and-conditions", () => {
  it("clears the flag, only for the caller's own id and the right slug", async () => {
    const before = await signIn(sandbox, "terms-required");
    expect(before.terms_and_conditions_acceptance_required).toBe(true);
    const other = await call(sandbox, "POST", "/v1/users/u-1/accept-terms-and-conditions", {
      token: before.access_token,
      json: { terms_and_conditions_slug: "provider-terms-2026" },
    });
    expect(other.status).toBe(403);
    const wrongSlug = await call(sandbox, "POST", `/v1/users/${before.user_id}/accept-terms-and-conditions`, {
      token: before.access_token,
      json: { terms_and_conditions_slug: "other-terms" },
    });
    expect(wrongSlug.status).toBe(400);
    const ok = await call(sandbox, "POST", `/v1/users/${before.user_id}/accept-terms-and-conditions`, {
      token: before.access_token,
      json: { terms_and_conditions_slug: "provider-terms-2026" },
    });
    expect(ok.status).toBe(204);
    expect((await signIn(sandbox, "terms-required")).terms_and_conditions_acceptance_required).toBe(false);
  });
});

describe("two-factor authentication", () => {
  const base = (id: string) => `/v1/users/${id}/two-factor-authentication`;

  it("gives a tfa-only token, locks after 5 wrong codes, then a right code gives the full session", async () => {
    const tfa = await signIn(sandbox, "tfa-email");
    expect(tfa).toMatchObject({
      scope: "tfa",
      tfa_required: true,
      tfa_available_methods: ["EMAIL_VERIFICATION"],
    });
    expect(tfa.refresh_token).toBeUndefined();

    const arc = await call(sandbox, "GET", "/arc/v1/providers/clinica-central-do/outpatient-care-claim", {
      token: tfa.access_token,
    });
    expect(arc.status).toBe(403);
    const sms = await call(sandbox, "POST", `${base(tfa.user_id)}/send-sms-verification-code`, {
      token: tfa.access_token,
    });
    expect(sms.body).toMatchObject({ error_code: "TFA_METHOD_NOT_AVAILABLE" });

    const sent = await call(sandbox, "POST", `${base(tfa.user_id)}/send-email-verification-code`, {
      token: tfa.access_token,
    });
    expect(sent.status).toBe(204);
    const [message] = await outboxFor(sandbox, username("tfa-email"));
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.link).toBe(`/tfa-email-verification?code=${message.code}`);
    const wrongCode = message.code === "000000" ? "111111" : "000000";

    const validate = (code: string) =>
      call<TokenAnswer>(sandbox, "POST", `${base(tfa.user_id)}/validate-email-verification-code`, {
        token: tfa.access_token,
        json: { code },
      });
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await validate(wrongCode);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ error_code: "VERIFICATION_CODE_INCORRECT" });
    }
    const fifth = await validate(wrongCode);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ error_code: "TOO_MANY_ATTEMPTS" });
    const whileLocked = await validate(message.code ?? "");
    expect(whileLocked.status).toBe(429);

    sandbox.advance(5 * 60_000 + 1000);
    // The access TTL is 5 minutes too: sign in again, a new code is needed.
    const again = await signIn(sandbox, "tfa-email");
    await call(sandbox, "POST", `${base(again.user_id)}/send-email-verification-code`, {
      token: again.access_token,
    });
    const [fresh] = await outboxFor(sandbox, username("tfa-email"));
    const ok = await call<TokenAnswer>(
      sandbox,
      "POST",
      `${base(again.user_id)}/validate-email-verification-code`,
      {
        token: again.access_token,
        json: { code: fresh.code },
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ scope: "portal", tfa_required: false });
    expect(ok.body.refresh_token).toBeTruthy();
    const full = await call(
      sandbox,
      "GET",
      "/arc/v1/providers/clinica-central-do/outpatient-care-claim?size=1",
      {
        token: ok.body.access_token,
      },
    );
    expect(full.status).toBe(200);
    // The tfa token is spent.
    const reuse = await call(sandbox, "POST", `${base(again.user_id)}/send-email-verification-code`, {
      token: again.access_token,
    });
    expect(reuse.status).toBe(401);
  });

  it("sends SMS codes to the phone and rejects an expired code", async () => {
    const tfa = await signIn(sandbox, "tfa-sms");
    expect(tfa.tfa_available_methods).toEqual(["SMS_VERIFICATION"]);
    await call(sandbox, "POST", `${base(tfa.user_id)}/send-sms-verification-code`, {
      token: tfa.access_token,
    });
    const [sms] = await outboxFor(sandbox, "+18095550101");
    expect(sms.channel).toBe("sms");
    expect(sms.code).toMatch(/^\d{6}$/);
    sandbox.advance(4 * 60_000);
    const inTime = await call(sandbox, "POST", `${base(tfa.user_id)}/validate-sms-verification-code`, {
      token: tfa.access_token,
      json: { code: sms.code },
    });
    expect(inTime.status).toBe(200);

    const second = await signIn(sandbox, "tfa-sms");
    await call(sandbox, "POST", `${base(second.user_id)}/send-sms-verification-code`, {
      token: second.access_token,
    });
    const [later] = await outboxFor(sandbox, "+18095550101");
    // Codes live 10 minutes, tfa tokens 5: sign in again after the code has expired.
    sandbox.advance(11 * 60_000);
    const third = await signIn(sandbox, "tfa-sms");
    const late = await call(sandbox, "POST", `${base(third.user_id)}/validate-sms-verification-code`, {
      token: third.access_token,
      json: { code: later.code },
    });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ error_code: "LINK_NO_LONGER_AVAILABLE" });
  });

  it("only acts on the caller's own id", async () => {
    const tfa = await signIn(sandbox, "tfa-email");
    const other = await call(sandbox, "POST", `${base("u-1001")}/send-email-verification-code`, {
      token: tfa.access_token,
    });
    expect(other.status).toBe(403);
  });
});
