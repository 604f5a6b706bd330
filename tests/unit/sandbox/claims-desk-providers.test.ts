/**
 * The providers service and the sponsors' configuration of the reference API (issue 20 §2, §7;
 * 000 §3 "Sponsor", §5 default product codes, §6, §7 "Providers" and
 * `arc/v1/sponsors/{sponsor}/configuration`; docs/api-contract.md "Sponsors and their
 * configuration", "Providers"): the provider's sponsors, its own record, a sponsor's network (by
 * name at once; whole through a job of the jobs table with Retry-After), the transaction coverage
 * (one disabled), and the six sponsors' differences, mx-gnp's text overrides only with the token
 * extension. Claims-desk users only (an RCM user or a user without claims 403, another provider 403).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox, "authorizer")).access_token;
}, 120_000);
afterAll(() => sandbox?.close());

describe("the provider's sponsors (000 §7 providers/v1/providers/{id}/sponsors)", () => {
  it("lists the six sponsors of clinica-central-do by name", async () => {
    const { status, body } = await call<{ slug: string; name: string; country_code: string }[]>(
      sandbox,
      "GET",
      "/providers/v1/providers/clinica-central-do/sponsors",
      { token },
    );
    expect(status).toBe(200);
    expect(body.map((s) => s.slug).sort()).toEqual(
      ["do-humano", "do-primera", "do-senasa", "do-universal", "mx-gnp", "us-umbrella-corporation"].sort(),
    );
    expect(body.map((s) => s.name)).toEqual([...body.map((s) => s.name)].sort((a, b) => (a < b ? -1 : 1)));
    expect(body[0]).toHaveProperty("category");
  });

  it("refuses another provider (403), an RCM user and a user without claims (403), no token (401)", async () => {
    expect(
      (await call(sandbox, "GET", "/providers/v1/providers/clinica-andina-co/sponsors", { token })).status,
    ).toBe(403);
    for (const kind of ["rcm-editor", "without-claims", "settlement-submitter"]) {
      const other = (await signIn(sandbox, kind)).access_token;
      const answer = await call(sandbox, "GET", "/providers/v1/providers/clinica-central-do/sponsors", {
        token: other,
      });
      expect(answer.status, kind).toBe(403);
    }
    expect((await call(sandbox, "GET", "/providers/v1/providers/clinica-central-do/sponsors")).status).toBe(
      401,
    );
  });
});

describe("the provider's record (providers/v2/providers?slug=)", () => {
  it("answers the caller's own record with its branches", async () => {
    const { status, body } = await call<{ content: Record<string, unknown>[]; total_elements: number }>(
      sandbox,
      "GET",
      "/providers/v2/providers?slug=clinica-central-do",
      { token },
    );
    expect(status).toBe(200);
    expect(body.total_elements).toBe(1);
    expect(body.content[0]).toMatchObject({
      id: 1,
      slug: "clinica-central-do",
      name: "Clínica Central",
      legal_name: "Clínica Central Piantini, S.R.L.",
      country_code: "DO",
      branches: [{ id: 11 }, { id: 12 }, { id: 13 }],
    });
  });

  it("answers a network member without branches, an unknown slug with an empty page, no slug 400", async () => {
    const member = await call<{ content: { slug: string; branches: unknown[] }[] }>(
      sandbox,
      "GET",
      "/providers/v2/providers?slug=do-network-0001",
      { token },
    );
    expect(member.body.content).toMatchObject([{ id: 10_001, slug: "do-network-0001", branches: [] }]);
    const unknown = await call<{ content: unknown[]; total_elements: number }>(
      sandbox,
      "GET",
      "/providers/v2/providers?slug=nobody",
      { token },
    );
    expect(unknown.body).toMatchObject({ content: [], total_elements: 0 });
    const missing = await call<{ error_code: string; message: string }>(
      sandbox,
      "GET",
      "/providers/v2/providers",
      {
        token,
        headers: { "accept-language": "en" },
      },
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error_code: "VALIDATION_ERROR", message: "slug is required" });
  });
});

describe("a sponsor's network (providers/v1/sponsors/{slug}/providers)", () => {
  it("answers a page by name at once", async () => {
    const { status, body } = await call<{ content: { slug: string; name: string; legal_name: string }[] }>(
      sandbox,
      "GET",
      "/providers/v1/sponsors/do-universal/providers?name=laboratorio&size=5",
      { token },
    );
    expect(status).toBe(200);
    expect(body.content).toHaveLength(5);
    for (const row of body.content) expect(row.name.toLowerCase()).toContain("laboratorio");
  });

  it("answers the whole network through a polled job: 202, Retry-After, IN_PROGRESS once, then the page", async () => {
    const started = await call<{ id: string; status: string }>(
      sandbox,
      "GET",
      "/providers/v1/sponsors/do-senasa/providers?size=20",
      { token },
    );
    expect(started.status).toBe(202);
    expect(started.headers.get("retry-after")).toBe("2");
    const location = started.headers.get("location") ?? "";
    expect(location).toBe(`/api/providers/v1/sponsors/do-senasa/providers/jobs/${started.body.id}`);
    const path = location.replace(/^\/api/, "");
    const first = await call<{ status: string }>(sandbox, "GET", path, { token });
    expect(first.body.status).toBe("IN_PROGRESS");
    expect(first.headers.get("retry-after")).toBe("2");
    const second = await call<{
      status: string;
      content: { slug: string }[];
      total_elements: number;
      size: number;
    }>(sandbox, "GET", path, { token });
    expect(second.body.status).toBe("COMPLETED");
    expect(second.headers.get("retry-after")).toBeNull();
    expect(second.body.size).toBe(20);
    expect(second.body.content).toHaveLength(20);
    expect(second.body.total_elements).toBeGreaterThan(100);
    const [{ n }] = await sandbox.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE id = $1 AND kind = 'sponsor-network'",
      [started.body.id],
    );
    expect(n).toBe(1);
    // Another sponsor's path does not read this job; an unknown sponsor is 404.
    expect((await call(sandbox, "GET", path.replace("do-senasa", "do-primera"), { token })).status).toBe(404);
    expect((await call(sandbox, "GET", "/providers/v1/sponsors/nobody/providers", { token })).status).toBe(
      404,
    );
  });
});

describe("the transaction coverage type (providers/v1/providers/{p}/sponsor/{s}/transaction-coverage-type/{t})", () => {
  const path = (sponsor: string, type: string) =>
    `/providers/v1/providers/clinica-central-do/sponsor/${sponsor}/transaction-coverage-type/${type}`;

  it("answers what a type covers, and a disabled combination", async () => {
    const lab = await call(sandbox, "GET", path("do-universal", "DIAGNOSTIC_TESTS"), { token });
    expect(lab.body).toEqual({
      provider_slug: "clinica-central-do",
      sponsor_slug: "do-universal",
      transaction_type: "DIAGNOSTIC_TESTS",
      coverage_type: "DIAGNOSTIC_TESTS",
      enabled: true,
      product_types: ["laboratory", "diagnostic-test", "DIAGNOSTIC_STUDY"],
      requires_prescription: true,
    });
    const disabled = await call(sandbox, "GET", path("do-senasa", "MEDICAL_PROCEDURES"), { token });
    expect(disabled.body).toMatchObject({ enabled: false });
    const dispensation = await call(sandbox, "GET", path("do-primera", "AUTOMATIC_DISPENSATION"), { token });
    expect(dispensation.body).toMatchObject({ enabled: true });
  });

  it("refuses an unknown type (400 naming transaction_type), an unknown sponsor (404), another provider (403)", async () => {
    const bad = await call<{ message: string }>(sandbox, "GET", path("do-universal", "NOPE"), {
      token,
      headers: { "accept-language": "en" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^transaction_type must be one of /);
    expect((await call(sandbox, "GET", path("nobody", "OUTPATIENT_CARE"), { token })).status).toBe(404);
    const other = path("do-universal", "OUTPATIENT_CARE").replace("clinica-central-do", "clinica-andina-co");
    expect((await call(sandbox, "GET", other, { token })).status).toBe(403);
  });
});

describe("a sponsor's configuration (arc/v1/sponsors/{sponsor}/configuration)", () => {
  const configuration = (sponsor: string, bearer = token) =>
    call<Record<string, unknown>>(sandbox, "GET", `/arc/v1/sponsors/${sponsor}/configuration`, {
      token: bearer,
    });

  it("answers the six sponsors' differences (000 §3, §5)", async () => {
    const expected: Record<string, Record<string, unknown>> = {
      "do-universal": {
        biometric_verification_required: true,
        biometric_verification_method: "FINGERPRINT",
        allow_beneficiary_data_update: true,
        required_beneficiary_data: ["email", "phone"],
        manual_authorizations: true,
        requires_invoice: true,
        default_product_code: "890202",
      },
      "do-primera": {
        biometric_verification_method: "FINGERPRINT",
        allow_beneficiary_data_update: false,
        automatic_dispensation: true,
        default_product_code: "1086",
      },
      "do-humano": {
        biometric_verification_method: "FACE",
        allow_beneficiary_data_update: true,
        default_product_code: "1086",
      },
      "do-senasa": { biometric_verification_required: false, biometric_verification_method: null },
      "us-umbrella-corporation": {
        biometric_verification_required: false,
        biometric_verification_method: null,
      },
      "mx-gnp": { biometric_verification_method: "FINGERPRINT", text_overrides: {} },
    };
    for (const [sponsor, fields] of Object.entries(expected)) {
      const { status, body } = await configuration(sponsor);
      expect(status, sponsor).toBe(200);
      expect(body, sponsor).toMatchObject({ sponsor_slug: sponsor, ...fields });
      expect(body.product_display_configurations, sponsor).toHaveLength(6);
    }
  });

  it("sends mx-gnp's text overrides only when the token carries the extension", async () => {
    await sandbox.handle.query("UPDATE users SET sponsor_text_overrides = true WHERE kind = 'administrator'");
    try {
      const extended = (await signIn(sandbox, "administrator")).access_token;
      const gnp = await configuration("mx-gnp", extended);
      expect(gnp.body.text_overrides).toMatchObject({ "newAuthorization.steps.beneficiary": "Asegurado" });
      expect((await configuration("do-universal", extended)).body.text_overrides).toEqual({});
    } finally {
      await sandbox.handle.query(
        "UPDATE users SET sponsor_text_overrides = false WHERE kind = 'administrator'",
      );
    }
  });

  it("refuses an unknown sponsor (404), a user without claims (403), no token (401)", async () => {
    expect((await configuration("nobody")).status).toBe(404);
    const without = (await signIn(sandbox, "without-claims-folios")).access_token;
    expect((await configuration("mx-gnp", without)).status).toBe(403);
    expect((await call(sandbox, "GET", "/arc/v1/sponsors/mx-gnp/configuration")).status).toBe(401);
  });
});
