/**
 * Agreements in the reference API (001 §3 "Agreement"; §7 "GET /rcm/v1 and /rcm/v2
 * provider-payer-configurations …", "/{agreementCode}, file-format-fields", "PATCH
 * provider-payer-configurations"; 000 §6 VIEW_AGREEMENTS / MODIFY_AGREEMENTS; issue 8 §2): seeded
 * agreements with services and audit configurations, list filters, sort and paging, the
 * configuration read and replaced (persisted, hash changed), 400 answers naming the field, and the
 * role tables enforced (403 with the error shape).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_FORMAT_FIELDS } from "../../../schemas/requests/agreements";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let editor: string;
let admin: string;
let viewer: string;
let external: string;
let denials: string;
let brConsultant: string;
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 300 });
  editor = (await signIn(sandbox, "rcm-editor")).access_token;
  admin = (await signIn(sandbox, "rcm-admin")).access_token;
  viewer = (await signIn(sandbox, "rcm-viewer")).access_token;
  external = (await signIn(sandbox, "rcm-external-auditor")).access_token;
  denials = (await signIn(sandbox, "denials-editor")).access_token;
  brConsultant = (await signIn(sandbox, "rcm-consultant")).access_token;
}, 120_000);
afterAll(() => sandbox.close());

interface Row {
  id: string;
  agreement_code: string;
  agreement_name: string;
  payer_name: string;
  payer_slug: string;
  hash: string;
  services: { id: string; service_type: string; service_type_fallback_name: string }[];
  audit_configurations: { id: string; audit_type: string; min_invoice_amount: number }[];
  regulation2275_active?: boolean;
}
interface Page {
  content: Row[];
  total_elements: number;
  total_pages: number;
  number: number;
  size: number;
}
interface Detail extends Row {
  tax_identification_number?: string;
  sponsor_type?: string;
  concurrency: boolean;
  responsible?: string;
  regulation2275: {
    active: boolean;
    start_date?: string;
    cuv_format?: string;
    with_validation_results: boolean;
  };
  file_format_fields: string[];
  updated_by?: string;
}

const list = (query = "", token = viewer, version = "v1") =>
  call<Page>(sandbox, "GET", `/rcm/${version}/provider-payer-configurations${query}`, { token });

describe("agreement list (001 §7 provider-payer-configurations)", () => {
  it("pages the provider's 16 agreements by name with services and audit configurations", async () => {
    const first = await list("?page=0&size=5");
    expect(first.status).toBe(200);
    expect(first.body.total_elements).toBe(16);
    expect(first.body.total_pages).toBe(4);
    expect(first.body.content).toHaveLength(5);
    const names = first.body.content.map((r) => r.agreement_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const row of first.body.content) {
      expect(row.services.length).toBeGreaterThanOrEqual(2);
      expect(row.services[0].service_type_fallback_name).toBeTruthy();
      expect(row.hash).toMatch(/^[0-9a-f]{16}$/);
    }
    const all = await list("?size=50");
    expect(all.body.content.some((r) => r.audit_configurations.length > 0)).toBe(true);
    expect(all.body.content.every((r) => r.payer_slug.startsWith("co-"))).toBe(true);
  });

  it("filters by agreement codes, payer slugs, search value and service search value", async () => {
    const codes = await list("?agreement_codes=NEPS-EVT-2026,SURA-PGP-2026");
    expect(codes.body.content.map((r) => r.agreement_code).sort()).toEqual([
      "NEPS-EVT-2026",
      "SURA-PGP-2026",
    ]);
    const payers = await list("?payer_slugs=co-sanitas");
    expect(payers.body.total_elements).toBe(2);
    expect(payers.body.content.every((r) => r.payer_name === "EPS Sanitas")).toBe(true);
    const search = await list(`?search_value=${encodeURIComponent("pago global")}`);
    expect(search.body.total_elements).toBe(8);
    expect(search.body.content.every((r) => r.agreement_code.endsWith("-PGP-2026"))).toBe(true);
    const byPayerName = await list("?search_value=compensar");
    expect(byPayerName.body.total_elements).toBe(2);
    const service = await list("?service_search_value=urgencias&size=50");
    expect(service.body.total_elements).toBeGreaterThan(0);
    expect(service.body.total_elements).toBeLessThan(16);
    for (const row of service.body.content)
      expect(row.services.some((s) => /urgencias/i.test(s.service_type_fallback_name))).toBe(true);
  });

  it("sorts by order_by and sort, and refuses an unknown order_by with 400 and a message", async () => {
    const desc = await list("?order_by=agreement_code&sort=desc&size=50");
    const codes = desc.body.content.map((r) => r.agreement_code);
    expect(codes).toEqual([...codes].sort().reverse());
    const wrong = await list("?order_by=hash");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error_code: "VALIDATION_ERROR" });
    expect(String((wrong.body as unknown as { message: string }).message)).toMatch(/order_by/);
  });

  it("v2 rows carry the configuration summary", async () => {
    const v2 = await list("?agreement_codes=NEPS-EVT-2026", viewer, "v2");
    expect(v2.status).toBe(200);
    expect(typeof v2.body.content[0].regulation2275_active).toBe("boolean");
  });

  it("shows each provider its own agreements only", async () => {
    const br = await list("?size=50", brConsultant);
    expect(br.status).toBe(200);
    expect(br.body.total_elements).toBe(8);
    expect(br.body.content.every((r) => r.payer_slug.startsWith("br-"))).toBe(true);
    const other = await call(sandbox, "GET", "/rcm/v1/provider-payer-configurations/NEPS-EVT-2026", {
      token: brConsultant,
    });
    expect(other.status).toBe(404);
  });
});

describe("agreement configuration (001 §3, §7; issue 8 §2)", () => {
  const get = (code: string, token = viewer) =>
    call<Detail>(sandbox, "GET", `/rcm/v1/provider-payer-configurations/${code}`, { token });
  const patch = (json: unknown, token = editor) =>
    call<Detail & { error_code?: string; message?: string }>(
      sandbox,
      "PATCH",
      "/rcm/v1/provider-payer-configurations",
      { token, json },
    );

  it("reads one agreement with its configuration, unset values left out", async () => {
    const answer = await get("NEPS-EVT-2026");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ agreement_code: "NEPS-EVT-2026", payer_name: "Nueva EPS" });
    expect(typeof answer.body.concurrency).toBe("boolean");
    expect(typeof answer.body.regulation2275.active).toBe("boolean");
    expect(Array.isArray(answer.body.file_format_fields)).toBe(true);
    const unset = await call<Detail>(sandbox, "GET", "/rcm/v1/provider-payer-configurations/NEPS-PGP-2026", {
      token: viewer,
    });
    // Seeded: every third agreement has no tax id (index 2 of the CO list is SANI-EVT-2026).
    const third = await get("SANI-EVT-2026");
    expect("tax_identification_number" in third.body).toBe(false);
    expect(unset.status).toBe(200);
    expect((await get("NOPE-2026")).status).toBe(404);
  });

  it("lists the file-format fields", async () => {
    const answer = await call<{ field: string }[]>(
      sandbox,
      "GET",
      "/rcm/v1/provider-payer-configurations/file-format-fields",
      { token: viewer },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.map((f) => f.field)).toEqual([...FILE_FORMAT_FIELDS]);
  });

  it("an editor replaces the configuration: persisted, hash changed, seen by a viewer", async () => {
    const before = await get("SURA-EVT-2026");
    const saved = await patch({
      agreement_code: "SURA-EVT-2026",
      tax_identification_number: "800088702-2",
      sponsor_type: "PRIVATE",
      concurrency: true,
      responsible: "laura.gomez@clinica-andina.co",
      regulation2275: {
        active: true,
        start_date: "2026-03-01",
        cuv_format: "TXT",
        with_validation_results: true,
      },
      file_format_fields: ["INVOICE_NUMBER", "PROVIDER_TAX_ID"],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.hash).not.toBe(before.body.hash);
    const after = await get("SURA-EVT-2026");
    expect(after.body).toMatchObject({
      tax_identification_number: "800088702-2",
      sponsor_type: "PRIVATE",
      concurrency: true,
      responsible: "laura.gomez@clinica-andina.co",
      regulation2275: {
        active: true,
        start_date: "2026-03-01",
        cuv_format: "TXT",
        with_validation_results: true,
      },
      file_format_fields: ["INVOICE_NUMBER", "PROVIDER_TAX_ID"],
      updated_by: "rcm-editor@demo.provider-portal.test",
    });
    // The body is the whole configuration: what it leaves out is cleared.
    const cleared = await patch(
      { agreement_code: "SURA-EVT-2026", regulation2275: { active: false } },
      admin,
    );
    expect(cleared.status).toBe(200);
    const empty = await get("SURA-EVT-2026");
    expect("tax_identification_number" in empty.body).toBe(false);
    expect(empty.body.regulation2275).toEqual({ active: false, with_validation_results: false });
    expect(empty.body.file_format_fields).toEqual([]);
  });

  it.each([
    [{ agreement_code: "SURA-EVT-2026", regulation2275: { active: true, cuv_format: "JSON" } }, /start_date/],
    [
      { agreement_code: "SURA-EVT-2026", regulation2275: { active: true, start_date: "2026-01-01" } },
      /cuv_format/,
    ],
    [
      {
        agreement_code: "SURA-EVT-2026",
        regulation2275: { active: true, start_date: "2026-02-30", cuv_format: "JSON" },
      },
      /start_date/,
    ],
    [{ agreement_code: "SURA-EVT-2026", regulation2275: { active: false, cuv_format: "XML" } }, /cuv_format/],
    [
      { agreement_code: "SURA-EVT-2026", tax_identification_number: "12<script>" },
      /tax_identification_number/,
    ],
    [{ agreement_code: "SURA-EVT-2026", sponsor_type: "FRIENDS" }, /sponsor_type/],
    [{ agreement_code: "SURA-EVT-2026", responsible: "someone@elsewhere.test" }, /responsible/],
    [{ agreement_code: "SURA-EVT-2026", file_format_fields: ["PATIENT_NAME"] }, /file_format_fields/],
    [
      { agreement_code: "SURA-EVT-2026", file_format_fields: ["INVOICE_NUMBER", "INVOICE_NUMBER"] },
      /file_format_fields/,
    ],
    [{ agreement_code: "SURA-EVT-2026", colour: "blue" }, /colour/],
    [{ regulation2275: { active: false } }, /agreement_code/],
  ])("refuses %j with 400 naming the field", async (body, field) => {
    const before = await get("SURA-EVT-2026");
    const answer = await patch(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe("VALIDATION_ERROR");
    expect(answer.body.message).toMatch(field);
    expect((await get("SURA-EVT-2026")).body.hash).toBe(before.body.hash);
  });

  it("answers 404 for an agreement of no one", async () => {
    const answer = await patch({ agreement_code: "NOPE-2026", regulation2275: { active: false } });
    expect(answer.status).toBe(404);
  });

  it("enforces the role tables: viewers cannot change, external auditors and denials roles cannot see (403 with the error shape)", async () => {
    const body = { agreement_code: "COMP-EVT-2026", concurrency: true };
    for (const token of [viewer, external, denials]) {
      const answer = await patch(body, token);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error_code: "INSUFFICIENT_PERMISSIONS" });
      expect(typeof answer.body.message).toBe("string");
    }
    for (const token of [external, denials]) {
      expect((await list("", token)).status).toBe(403);
      expect((await get("COMP-EVT-2026", token)).status).toBe(403);
    }
    expect((await patch(body, admin)).status).toBe(200);
  });
});

describe("audit rules of an agreement (001 §2 'audit rules'; issue 8 §2 'positive, min ≤ max')", () => {
  interface Rule {
    id: string;
    service_type: string;
    plan_coverage: string | null;
    min_invoice_amount: number;
    max_invoice_amount: number | null;
    audit_type: string;
    pmis: string | null;
  }
  const path = (code: string, id = "") =>
    `/rcm/v1/provider-payer-configurations/${code}/audit-configurations${id ? `/${id}` : ""}`;
  const serviceOf = async (code: string) => {
    const [row] = await sandbox.handle.query<{ service_type: string }>(
      `SELECT service_type FROM rcm_agreement_services WHERE provider_slug = 'clinica-andina-co'
        AND agreement_code = $1 ORDER BY position LIMIT 1`,
      [code],
    );
    return row.service_type;
  };

  it("an editor creates, updates and deletes a rule; viewers read it; the list shows the count", async () => {
    const code = "MSER-EVT-2026";
    const service = await serviceOf(code);
    const before = await call<Rule[]>(sandbox, "GET", path(code), { token: viewer });
    expect(before.status).toBe(200);
    const created = await call<Rule>(sandbox, "POST", path(code), {
      token: editor,
      json: {
        service_type: service,
        plan_coverage: "PBS",
        min_invoice_amount: 150000.5,
        max_invoice_amount: 900000,
        audit_type: "CONCURRENT",
        pmis: "PMIS-01",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      service_type: service,
      min_invoice_amount: 150000.5,
      max_invoice_amount: 900000,
      audit_type: "CONCURRENT",
    });
    const listed = await call<Rule[]>(sandbox, "GET", path(code), { token: viewer });
    expect(listed.body).toHaveLength(before.body.length + 1);
    const row = await list(`?agreement_codes=${code}`);
    expect(row.body.content[0].audit_configurations).toHaveLength(before.body.length + 1);

    const one = await call<Rule>(sandbox, "GET", path(code, created.body.id), { token: viewer });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(created.body);

    const updated = await call<Rule>(sandbox, "PUT", path(code, created.body.id), {
      token: editor,
      json: { service_type: service, min_invoice_amount: 10, audit_type: "PRE_AUDIT" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ audit_type: "PRE_AUDIT", max_invoice_amount: null, pmis: null });

    expect((await call(sandbox, "DELETE", path(code, created.body.id), { token: viewer })).status).toBe(403);
    expect((await call(sandbox, "DELETE", path(code, created.body.id), { token: editor })).status).toBe(200);
    expect((await call<Rule[]>(sandbox, "GET", path(code), { token: viewer })).body).toHaveLength(
      before.body.length,
    );
    expect((await call(sandbox, "DELETE", path(code, created.body.id), { token: editor })).status).toBe(404);
    expect((await call(sandbox, "GET", path(code, created.body.id), { token: viewer })).status).toBe(404);
  });

  it.each([
    [{ min_invoice_amount: 0 }, /min_invoice_amount/],
    [{ min_invoice_amount: -5 }, /min_invoice_amount/],
    [{ min_invoice_amount: 10.123 }, /min_invoice_amount/],
    [{ min_invoice_amount: 500, max_invoice_amount: 100 }, /min_invoice_amount/],
    [{ audit_type: "POST_AUDIT" }, /audit_type/],
    [{ service_type: "NOT-A-SERVICE" }, /service_type/],
    [{ pmis: "x" }, /pmis/],
  ])("refuses %j with 400 naming the field", async (change, field) => {
    const code = "MSER-EVT-2026";
    const body = {
      service_type: await serviceOf(code),
      min_invoice_amount: 100,
      audit_type: "PRE_AUDIT",
      ...change,
    };
    const answer = await call<{ error_code: string; message: string }>(sandbox, "POST", path(code), {
      token: editor,
      json: body,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe("VALIDATION_ERROR");
    expect(answer.body.message).toMatch(field);
  });

  it("refuses viewers' changes and other providers' agreements", async () => {
    const code = "MSER-EVT-2026";
    const json = { service_type: await serviceOf(code), min_invoice_amount: 100, audit_type: "PRE_AUDIT" };
    expect((await call(sandbox, "POST", path(code), { token: viewer, json })).status).toBe(403);
    expect((await call(sandbox, "GET", path(code), { token: external })).status).toBe(403);
    expect((await call(sandbox, "GET", path(code), { token: brConsultant })).status).toBe(404);
    expect((await call(sandbox, "PUT", path(code, "not-a-uuid"), { token: editor, json })).status).toBe(404);
  });
});
