/**
 * Token revocation (RFC 7009; issue 6 §2 "Sign-out revokes"; docs/api-contract.md "Token
 * revocation"): `POST /v1/oauth/revoke` with client basic auth and a form body; a revoked refresh
 * token (and its whole family) then answers invalid_grant; unknown tokens answer 200.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASIC, call, signIn, startSandbox, type TestSandbox, type TokenAnswer } from "./helpers";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    config: {
      clients: { "provider-portal": "provider-portal-secret", "other-client": "other-secret" },
    },
  });
}, 60_000);
afterAll(() => sandbox.close());

const revoke = (form: Record<string, string>, authorization = BASIC) =>
  call(sandbox, "POST", "/v1/oauth/revoke", { form, headers: { authorization } });

const refresh = (token: string) =>
  call<TokenAnswer>(sandbox, "POST", "/v1/oauth/token", {
    form: { grant_type: "refresh_token", refresh_token: token },
    headers: { authorization: BASIC },
  });

const accountsWith = (token: string) => call(sandbox, "GET", "/rcm/v1/payers", { token });

describe("POST /v1/oauth/revoke", () => {
  it("revokes a refresh token and its family: the refresh answers invalid_grant, the access token 401", async () => {
    const session = await signIn(sandbox, "rcm-editor");
    const rotated = (await refresh(session.refresh_token ?? "")).body;
    expect((await accountsWith(rotated.access_token)).status).toBe(200);

    const answer = await revoke({ token: rotated.refresh_token ?? "", token_type_hint: "refresh_token" });
    expect(answer.status).toBe(200);
    expect(answer.body).toBeNull();
    expect(answer.headers.get("cache-control")).toBe("no-store");

    const again = await refresh(rotated.refresh_token ?? "");
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ error: "invalid_grant" });
    expect((await accountsWith(rotated.access_token)).status).toBe(401);
    expect((await accountsWith(session.access_token)).status).toBe(401);
  });

  it("revokes a lone access token (hint access_token); the session's refresh token still works", async () => {
    const session = await signIn(sandbox, "rcm-viewer");
    expect((await revoke({ token: session.access_token, token_type_hint: "access_token" })).status).toBe(200);
    expect((await accountsWith(session.access_token)).status).toBe(401);
    expect((await refresh(session.refresh_token ?? "")).status).toBe(200);
  });

  it("finds the token whatever the hint says, and ignores an unknown hint", async () => {
    const session = await signIn(sandbox, "rcm-admin");
    expect(
      (await revoke({ token: session.refresh_token ?? "", token_type_hint: "access_token" })).status,
    ).toBe(200);
    expect((await refresh(session.refresh_token ?? "")).status).toBe(401);
    const other = await signIn(sandbox, "rcm-admin");
    expect(
      (await revoke({ token: other.refresh_token ?? "", token_type_hint: "saml_assertion" })).status,
    ).toBe(200);
    expect((await refresh(other.refresh_token ?? "")).status).toBe(401);
  });

  it("answers 200 for an unknown token and leaves another client's token alone", async () => {
    expect((await revoke({ token: "never-issued" })).status).toBe(200);
    const session = await signIn(sandbox, "denials-admin");
    const otherClient = `Basic ${Buffer.from("other-client:other-secret").toString("base64")}`;
    expect((await revoke({ token: session.refresh_token ?? "" }, otherClient)).status).toBe(200);
    expect((await refresh(session.refresh_token ?? "")).status).toBe(200);
  });

  it("requires client authentication and a token", async () => {
    const session = await signIn(sandbox, "denials-editor");
    const anonymous = await call(sandbox, "POST", "/v1/oauth/revoke", {
      form: { token: session.refresh_token ?? "" },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ error: "invalid_client" });
    expect((await refresh(session.refresh_token ?? "")).status).toBe(200);

    const missing = await revoke({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: "invalid_request" });
    const tooLong = await revoke({ token: "t".repeat(600) });
    expect(tooLong.status).toBe(400);
  });

  it("ends a pending two-factor sign-in when given its tfa token", async () => {
    const pending = await call<TokenAnswer>(sandbox, "POST", "/v1/oauth/token", {
      form: {
        grant_type: "password",
        username: "tfa-email@demo.provider-portal.test",
        password: "Demo#Portal2026",
      },
      headers: { authorization: BASIC },
    });
    expect(pending.body.scope).toBe("tfa");
    expect((await revoke({ token: pending.body.access_token })).status).toBe(200);
    const send = await call(
      sandbox,
      "POST",
      `/v1/users/${pending.body.user_id}/two-factor-authentication/send-email-verification-code`,
      { token: pending.body.access_token },
    );
    expect(send.status).toBe(401);
  });
});
