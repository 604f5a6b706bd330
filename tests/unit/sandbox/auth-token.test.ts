/**
 * OAuth token endpoint of the reference API (000 §7 "Authentication", docs/api-contract.md
 * "Authentication"): grants, client authentication, messages by language, refresh rotation and
 * family revocation, access-token expiry, check_token, demo-user attributes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASIC,
  call,
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

const refresh = (refreshToken: string) =>
  call<TokenAnswer>(sandbox, "POST", "/v1/oauth/token", {
    form: { grant_type: "refresh_token", refresh_token: refreshToken },
    headers: { authorization: BASIC },
  });

describe("password grant", () => {
  it("signs in with the demo password and answers the full token answer", async () => {
    const { status, body } = await passwordGrant(sandbox, username("administrator"));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      token_type: "bearer",
      scope: "portal",
      expires_in: 300,
      tfa_required: false,
      is_branded_user: true,
      branded_role: "ADMINISTRATOR",
      is_rcm_user: false,
      extensions: {
        provider_slug: "clinica-central-do",
        provider_branch_id: 11,
        country_code: "DO",
        providers_web_title: "Clínica Central",
        locale: "es-DO",
      },
    });
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(body.refresh_token).toMatch(/^[\w-]{40,}$/);
    expect(body.user_id).toMatch(/^u-\d+$/);
  });

  it("lowercases the username", async () => {
    const { status } = await passwordGrant(sandbox, username("provider").toUpperCase());
    expect(status).toBe(200);
  });

  it("accepts a JSON body too", async () => {
    const { status } = await call(sandbox, "POST", "/v1/oauth/token", {
      json: { grant_type: "password", username: username("provider"), password: "Demo#Portal2026" },
      headers: { authorization: BASIC },
    });
    expect(status).toBe(200);
  });

  it("answers bad credentials in the caller's language (fallback es)", async () => {
    const en = await passwordGrant(sandbox, username("provider"), "wrong", {
      "accept-language": "en-US,en;q=0.9",
    });
    expect(en.status).toBe(400);
    // With the tries left before the lock (issue 19 §9; tests/unit/sandbox/sign-in-throttle.test.ts).
    expect(en.body).toEqual({
      error: "invalid_grant",
      error_description: "Bad credentials",
      attempts_remaining: expect.any(Number),
    });
    const pt = await passwordGrant(sandbox, username("provider"), "wrong", { "accept-language": "pt-BR" });
    expect(pt.body).toMatchObject({ error_description: "Credenciais erradas!" });
    const fallback = await passwordGrant(sandbox, username("provider"), "wrong", { "accept-language": "de" });
    expect(fallback.body).toMatchObject({ error_description: "Credenciales incorrectas" });
    const unknownUser = await passwordGrant(sandbox, "nobody@example.com", "Demo#Portal2026", {
      "accept-language": "en",
    });
    expect(unknownUser.body).toEqual({
      error: "invalid_grant",
      error_description: "Bad credentials",
      attempts_remaining: expect.any(Number),
    });
  });

  it("requires client authentication", async () => {
    const form = { grant_type: "password", username: username("provider"), password: "Demo#Portal2026" };
    const missing = await call(sandbox, "POST", "/v1/oauth/token", { form });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ error: "invalid_client" });
    const wrongSecret = `Basic ${Buffer.from("provider-portal:nope").toString("base64")}`;
    const wrong = await call(sandbox, "POST", "/v1/oauth/token", {
      form,
      headers: { authorization: wrongSecret },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: "invalid_client" });
  });

  it("refuses an unknown grant type and a missing one", async () => {
    const unknown = await call(sandbox, "POST", "/v1/oauth/token", {
      form: { grant_type: "implicit" },
      headers: { authorization: BASIC },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: "unsupported_grant_type" });
    const missing = await call(sandbox, "POST", "/v1/oauth/token", {
      form: {},
      headers: { authorization: BASIC },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: "invalid_request" });
  });
});

describe("client_credentials grant", () => {
  it("answers a client-scoped token without refresh token", async () => {
    const { status, body } = await call<TokenAnswer>(sandbox, "POST", "/v1/oauth/token", {
      form: { grant_type: "client_credentials" },
      headers: { authorization: BASIC },
    });
    expect(status).toBe(200);
    expect(body.scope).toBe("client");
    expect(body.refresh_token).toBeUndefined();
    // A client token is not a user session.
    const arc = await call(sandbox, "GET", "/arc/v1/providers/clinica-central-do/outpatient-care-claim", {
      token: body.access_token,
    });
    expect(arc.status).toBe(403);
  });
});

describe("refresh tokens", () => {
  it("rotate on every use and keep the session working", async () => {
    const first = await signIn(sandbox, "provider");
    const second = await refresh(first.refresh_token ?? "");
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.access_token).not.toBe(first.access_token);
    const third = await refresh(second.body.refresh_token ?? "");
    expect(third.status).toBe(200);
    const arc = await call(
      sandbox,
      "GET",
      "/arc/v1/providers/clinica-central-do/outpatient-care-claim?size=1",
      {
        token: third.body.access_token,
      },
    );
    expect(arc.status).toBe(200);
  });

  it("revoke the whole family when a used refresh token comes back", async () => {
    const signedIn = await signIn(sandbox, "provider");
    const rotated = await refresh(signedIn.refresh_token ?? "");
    expect(rotated.status).toBe(200);

    const reuse = await refresh(signedIn.refresh_token ?? "");
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ error: "invalid_grant" });

    // Every token descended from that sign-in is dead now.
    const newest = await refresh(rotated.body.refresh_token ?? "");
    expect(newest.status).toBe(401);
    const arc = await call(sandbox, "GET", "/arc/v1/providers/clinica-central-do/outpatient-care-claim", {
      token: rotated.body.access_token,
    });
    expect(arc.status).toBe(401);
    expect(arc.body).toMatchObject({ error: "invalid_token" });

    // Another sign-in of the same user is another family and still works.
    const other = await signIn(sandbox, "provider");
    expect((await refresh(other.refresh_token ?? "")).status).toBe(200);
  });

  it("refuse an unknown refresh token", async () => {
    expect((await refresh("not-a-token")).status).toBe(401);
  });
});

describe("access tokens", () => {
  it("expire after the configured TTL", async () => {
    const { access_token } = await signIn(sandbox, "provider");
    const path = "/arc/v1/providers/clinica-central-do/outpatient-care-claim?size=1";
    expect((await call(sandbox, "GET", path, { token: access_token })).status).toBe(200);
    sandbox.advance(301_000);
    const expired = await call(sandbox, "GET", path, { token: access_token });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ error: "invalid_token" });
  });

  it("are required on the other calls", async () => {
    const none = await call(sandbox, "GET", "/rcm/v1/accounts");
    expect(none.status).toBe(401);
    const garbage = await call(sandbox, "GET", "/rcm/v1/accounts", { token: "garbage" });
    expect(garbage.status).toBe(401);
  });

  it("are described by check_token", async () => {
    const answer = await signIn(sandbox, "rcm-viewer");
    const { status, body } = await call(sandbox, "GET", `/v1/oauth/check_token?token=${answer.access_token}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      active: true,
      user_id: answer.user_id,
      user_name: username("rcm-viewer"),
      scope: "portal",
    });
    expect(typeof body.exp).toBe("number");
    const bad = await call(sandbox, "GET", "/v1/oauth/check_token?token=nope");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: "invalid_token" });
  });
});

describe("demo users", () => {
  it("carry the attributes of their kind", async () => {
    const editor = await signIn(sandbox, "rcm-editor");
    expect(editor).toMatchObject({
      is_rcm_user: true,
      is_branded_user: false,
      extensions: {
        provider_slug: "clinica-andina-co",
        country_code: "CO",
        rcm_user_roles: ["EDITOR"],
        locale: "es",
      },
    });
    const consultant = await signIn(sandbox, "rcm-consultant");
    expect(consultant.extensions).toMatchObject({
      provider_slug: "hospital-sao-lucas-br",
      country_code: "BR",
      rcm_user_roles: ["CONSULTANT"],
      locale: "pt",
    });
    expect(await signIn(sandbox, "unknown-role")).toMatchObject({
      is_branded_user: true,
      branded_role: "AUDITOR",
    });
    expect(await signIn(sandbox, "without-claims")).toMatchObject({ is_user_without_claims: true });
    expect(await signIn(sandbox, "password-rotation")).toMatchObject({ password_rotation_required: true });
    expect(await signIn(sandbox, "terms-required")).toMatchObject({
      terms_and_conditions_acceptance_required: true,
      terms_and_conditions_slug: "provider-terms-2026",
    });
    expect(await signIn(sandbox, "settlement-submitter")).toMatchObject({
      branded_role: "SETTLEMENT_SUBMITTER",
    });
    const denials = await signIn(sandbox, "denials-admin");
    expect(denials.extensions).toMatchObject({ rcm_user_roles: ["DENIALS_ADMIN"] });
  });
});
