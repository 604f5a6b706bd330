/**
 * Revenue cycle of the reference API (001 §3, §4, §6, §7; docs/api-contract.md "Revenue cycle"):
 * the accounts list (each filter, sort, paging, totals, 400s), account detail and charges,
 * lookups, role permissions, view configuration and provider isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context } from "hono";
import { accounts as accountsTable } from "../../../sandbox/db/schema";
import { ACCOUNT_LIST_ROW, parseAccountListQuery } from "../../../sandbox/lib/account-query";
import { QueryReader } from "../../../sandbox/lib/query";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 300 });
  token = (await signIn(sandbox, "rcm-editor")).access_token;
}, 60_000);
afterAll(() => sandbox.close());

interface Account {
  id: string;
  invoice_number: string;
  created_at: string;
  invoice_amount: number;
  status: string | null;
  payer_slug: string;
  payer_name: string;
  patient_id: string;
  patient_name: string;
  service_types: string[];
  [field: string]: unknown;
}
interface Page<T = Account> {
  content: T[];
  total_elements: number;
  total_pages: number;
  number: number;
  size: number;
}

const accounts = (query = "", bearer = token) =>
  call<Page>(sandbox, "GET", `/rcm/v1/accounts${query ? `?${query}` : ""}`, { token: bearer });

/** Count of clinica-andina-co accounts matching an SQL condition (independent of the route's query). */
async function sqlCount(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await sandbox.handle.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM accounts WHERE provider_slug = 'clinica-andina-co' AND (${where})`,
    params,
  );
  return row.n;
}

async function sampleValue<T>(column: string): Promise<T> {
  const [row] = await sandbox.handle.query<{ v: T }>(
    `SELECT ${column} AS v FROM accounts WHERE provider_slug = 'clinica-andina-co' AND ${column} IS NOT NULL ORDER BY invoice_number LIMIT 1 OFFSET 7`,
  );
  return row.v;
}

describe("accounts list", () => {
  it("answers a Spring page of the caller's provider with the contract's row fields", async () => {
    const { status, body } = await accounts();
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: 0, size: 15, total_elements: 300, total_pages: 20 });
    const row = body.content[0];
    for (const field of [
      "id",
      "invoice_number",
      "healthcare_plan_coverage",
      "origin_event_id",
      "created_at",
      "payer_name",
      "payer_slug",
      "invoice_amount",
      "required_support_documents_completed",
      "uploaded_support_documents",
      "required_support_documents",
      "agreement_code",
      "agreement_name",
      "status",
      "service_types",
      "multiple_patient_account",
      "multiple_event_same_patient_account",
      "regime",
      "patient_id",
      "patient_name",
      "origin_event_creation_date_time",
      "responsible_email_address",
      "responsible_name",
      "reassigned_account",
      "rip_cuv_files_completed",
      "cost_center_name",
      "cost_center_code",
      "settlement_group_id",
      "parent_event_id",
      "concurrent_audit_required",
      "currency_code",
    ]) {
      expect(row, field).toHaveProperty(field);
    }
    expect(typeof row.invoice_amount).toBe("number");
    expect(row.invoice_number).toMatch(/^FE-\d{7}$/);
    expect(row.currency_code).toBe("COP");
    const times = body.content.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("holds every account status, an empty status and styling-only statuses", async () => {
    const rows = await sandbox.handle.query<{ status: string | null }>(
      "SELECT DISTINCT status FROM accounts WHERE provider_slug = 'clinica-andina-co'",
    );
    const statuses = rows.map((r) => r.status);
    for (const s of [
      "IN_PROGRESS",
      "PRE_INVOICED",
      "INVOICED",
      "VOIDED",
      "READY_TO_GENERATE",
      "PACKAGE_GENERATED",
      "PENDING_AUDIT",
      "ERROR",
      "SEND_ERROR",
      "COMPLETE_AUDIT",
      "SENT",
      "SETTLED",
      "NON_PROCESSABLE",
      "READY_TO_AUDIT",
      "IN_INTERNAL_AUDIT",
      "AUDITED",
      null,
    ]) {
      expect(statuses).toContain(s);
    }
  });

  const cases: [string, () => Promise<[query: string, where: string, params?: unknown[]]>][] = [
    ["statuses", async () => ["statuses=SENT,SETTLED", "status IN ('SENT','SETTLED')"]],
    [
      "healthcare_plan_coverages",
      async () => ["healthcare_plan_coverages=NPBS", "healthcare_plan_coverage = 'NPBS'"],
    ],
    [
      "from_date/to_date",
      async () => [
        "from_date=2026-01-01&to_date=2026-03-31",
        "created_at >= '2026-01-01T00:00:00Z' AND created_at < '2026-04-01T00:00:00Z'",
      ],
    ],
    [
      "required_support_documents_completed",
      async () => ["required_support_documents_completed=false", "NOT required_support_documents_completed"],
    ],
    ["payer", async () => ["payer=co-nueva-eps", "payer_slug = 'co-nueva-eps'"]],
    [
      "concurrent_audit_required",
      async () => ["concurrent_audit_required=true", "concurrent_audit_required"],
    ],
    [
      "invoice_amount_min/max",
      async () => [
        "invoice_amount_min=1000000&invoice_amount_max=5000000.50",
        "invoice_amount BETWEEN 1000000 AND 5000000.50",
      ],
    ],
    [
      "service_types",
      async () => ["service_types=URGENCIAS,EXAMEN", "service_types && ARRAY['URGENCIAS','EXAMEN']"],
    ],
    [
      "executor_service",
      async () => ["executor_service=cirugia-general", "executor_service = 'cirugia-general'"],
    ],
    [
      "agreement_plan_type",
      async () => ["agreement_plan_type=capita,pgp", "agreement_plan_type IN ('capita','pgp')"],
    ],
    ["invoice_source", async () => ["invoice_source=manual", "invoice_source = 'manual'"]],
    [
      "agreement_code",
      async () => {
        const code = await sampleValue<string>("agreement_code");
        return [`agreement_code=${code}`, "agreement_code = $1", [code]];
      },
    ],
    [
      "missing_supports",
      async () => ["missing_supports=EPI,HC", "missing_support_codes && ARRAY['EPI','HC']"],
    ],
    [
      "responsible_email_addresses",
      async () => [
        "responsible_email_addresses=LAURA.GOMEZ@clinica-andina.co,rcm-editor@demo.provider-portal.test",
        "responsible_email_address IN ('laura.gomez@clinica-andina.co','rcm-editor@demo.provider-portal.test')",
      ],
    ],
    ["is_reassigned_account", async () => ["is_reassigned_account=true", "reassigned_account"]],
    [
      "reassigned_account_id",
      async () => {
        const id = await sampleValue<string>("reassigned_account_id");
        return [`reassigned_account_id=${id}`, "reassigned_account_id = $1", [id]];
      },
    ],
    [
      "search_value (invoice number)",
      async () => [
        "search_value=fe-00123",
        "invoice_number ILIKE '%fe-00123%' OR patient_id ILIKE '%fe-00123%' OR patient_name ILIKE '%fe-00123%'",
      ],
    ],
    [
      "search_value (patient id)",
      async () => {
        const id = (await sampleValue<string>("patient_id")).slice(2, 8);
        return [
          `search_value=${id}`,
          "(invoice_number ILIKE $1 OR patient_id ILIKE $1 OR patient_name ILIKE $1)",
          [`%${id}%`],
        ];
      },
    ],
    [
      "search_value (patient name)",
      async () => [
        "search_value=RESTREPO",
        "(invoice_number ILIKE '%restrepo%' OR patient_id ILIKE '%restrepo%' OR patient_name ILIKE '%restrepo%')",
      ],
    ],
  ];

  for (const [name, build] of cases) {
    it(`filters by ${name}`, async () => {
      const [query, where, params] = await build();
      const expected = await sqlCount(where, params);
      expect(expected, `the seed should hold matches for ${name}`).toBeGreaterThan(0);
      expect(expected, `the filter ${name} should narrow the list`).toBeLessThan(300);
      const { status, body } = await accounts(`${query}&size=200`);
      expect(status).toBe(200);
      expect(body.total_elements).toBe(expected);
      expect(body.content).toHaveLength(Math.min(expected, 200));
    });
  }

  it("checks rows against the filters", async () => {
    const { body } = await accounts(
      "statuses=PENDING_AUDIT&service_types=HOSPITALIZACION&invoice_amount_min=100000&size=200",
    );
    for (const row of body.content) {
      expect(row.status).toBe("PENDING_AUDIT");
      expect(row.service_types).toContain("HOSPITALIZACION");
      expect(row.invoice_amount).toBeGreaterThanOrEqual(100000);
    }
  });

  it("sorts by every order_by in both directions", async () => {
    for (const orderBy of [
      "created_at",
      "invoice_amount",
      "invoice_number",
      "payer_name",
      "status",
      "patient_id",
    ]) {
      for (const sort of ["asc", "desc"]) {
        const { status, body } = await accounts(`order_by=${orderBy}&sort=${sort}&size=50`);
        expect(status).toBe(200);
        const expected = await sandbox.handle.query<{ id: string }>(
          `SELECT id FROM accounts WHERE provider_slug = 'clinica-andina-co' ORDER BY ${orderBy} ${sort}, id ${sort} LIMIT 50`,
        );
        expect(
          body.content.map((r) => r.id),
          `${orderBy} ${sort}`,
        ).toEqual(expected.map((r) => r.id));
      }
    }
    const amounts = (await accounts("order_by=invoice_amount&sort=asc&size=100")).body.content.map(
      (r) => r.invoice_amount,
    );
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
  });

  it("gives the same rows with the index order and the sort-after-filter order", async () => {
    for (const query of [
      "",
      "order_by=payer_name&sort=asc",
      "order_by=invoice_amount&sort=desc",
      "order_by=status&sort=asc&page=3",
    ]) {
      const params = new URLSearchParams(`${query}&size=40`);
      const context = {
        req: { query: (n: string) => params.get(n) ?? undefined, queries: (n: string) => params.getAll(n) },
      } as unknown as Context;
      const parsed = parseAccountListQuery(new QueryReader(context), "clinica-andina-co");
      const run = (order: typeof parsed.order) =>
        sandbox.handle.db
          .select(ACCOUNT_LIST_ROW)
          .from(accountsTable)
          .where(parsed.where)
          .orderBy(...order)
          .limit(parsed.size)
          .offset(parsed.page * parsed.size);
      const byIndex = await run(parsed.order);
      expect(byIndex).toHaveLength(40);
      expect(await run(parsed.orderAfterFilter), query).toEqual(byIndex);
    }
  });

  it("pages without overlap", async () => {
    const first = (await accounts("size=25&page=0")).body;
    const second = (await accounts("size=25&page=1")).body;
    const both = (await accounts("size=50")).body;
    expect([...first.content, ...second.content].map((r) => r.id)).toEqual(both.content.map((r) => r.id));
    expect(first.total_pages).toBe(12);
    expect((await accounts("size=25&page=12")).body.content).toEqual([]);
  });

  it("answers 400 on bad parameters", async () => {
    for (const query of [
      "statuses=NOPE",
      "statuses=SENT,nope",
      "from_date=2026-02-30",
      "to_date=01/02/2026",
      "from_date=2026-05-01&to_date=2026-04-01",
      "invoice_amount_min=-5",
      "invoice_amount_max=abc",
      "invoice_amount_min=500&invoice_amount_max=100",
      "service_types=CIRUGIA",
      "healthcare_plan_coverages=POS",
      "concurrent_audit_required=yes",
      "is_reassigned_account=1",
      "reassigned_account_id=not-a-uuid",
      "sort=up",
      "order_by=password_hash",
      "size=201",
      "page=x",
    ]) {
      const { status, body } = await accounts(query);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ error_code: "VALIDATION_ERROR" });
      expect(typeof (body as unknown as { message: string }).message).toBe("string");
    }
  });
});

describe("account detail and charges", () => {
  it("answers the detail fields and the paged charges", async () => {
    const [first] = (await accounts("size=1")).body.content;
    const detail = await call(sandbox, "GET", `/rcm/v1/accounts/${first.id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: first.id,
      account_id: first.id,
      invoice_number: first.invoice_number,
    });
    for (const field of [
      "patient_document_type",
      "patient_document_number",
      "service_type_name",
      "child_events",
      "origin_invoice_group_id",
      "settlement_number",
      "external_id",
      "authorization_id",
      "agreement_plan_type",
      "invoice_source",
      "invoice_date_time",
      "invoice_origin_provider_branch_name",
      "reassigned_invoice_number",
      "reassigned_account_id",
      "last_change_log",
      "has_unconfigured_products",
      "concurrent_audit_required",
    ]) {
      expect(detail.body, field).toHaveProperty(field);
    }
    const charges = await call<
      Page<{ account_id: string; total_amount: number; quantity: number; amount: number }>
    >(sandbox, "GET", `/rcm/v1/accounts/${first.id}/charges?size=10`, { token });
    expect(charges.status).toBe(200);
    expect(charges.body.total_elements).toBeGreaterThanOrEqual(1);
    expect(charges.body.total_elements).toBeLessThanOrEqual(5);
    const sum = charges.body.content.reduce((s, c) => s + c.total_amount, 0);
    expect(Math.round(sum * 100)).toBe(Math.round(first.invoice_amount * 100));
    for (const c of charges.body.content)
      expect(Math.round(c.amount * c.quantity * 100)).toBe(Math.round(c.total_amount * 100));
    const charge = await call(
      sandbox,
      "GET",
      `/rcm/v1/charges/${(charges.body.content[0] as unknown as { id: string }).id}`,
      { token },
    );
    expect(charge.status).toBe(200);
    expect(charge.body).toMatchObject({ account_id: first.id });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect(
      (await call(sandbox, "GET", "/rcm/v1/accounts/00000000-0000-4000-8000-000000000000", { token })).status,
    ).toBe(404);
    expect((await call(sandbox, "GET", "/rcm/v1/accounts/123", { token })).status).toBe(400);
  });
});

describe("lookups, permissions, view configuration", () => {
  it("answer the provider lookups", async () => {
    const provider = "clinica-andina-co";
    const serviceTypes = await call<{ slug: string; value: string }[]>(
      sandbox,
      "GET",
      `/rcm/v1/service-types/providers/${provider}`,
      { token },
    );
    expect(serviceTypes.body.map((s) => s.slug)).toEqual([
      "HOSPITALIZACION",
      "URGENCIAS",
      "CONSULTA EXTERNA",
      "PROCEDIMIENTO",
      "EXAMEN",
    ]);
    for (const path of ["executor-services", "agreement-plan-types", "invoice-sources"]) {
      const answer = await call<{ slug: string; value: string }[]>(
        sandbox,
        "GET",
        `/rcm/v1/providers/${provider}/${path}`,
        { token },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeGreaterThan(1);
      expect(Object.keys(answer.body[0]).sort()).toEqual(["slug", "value"]);
    }
    const users = await call<{ name: string; email_address: string }[]>(
      sandbox,
      "GET",
      `/rcm/v1/providers/${provider}/users`,
      { token },
    );
    expect(users.body).toContainEqual({
      name: "Laura Gómez",
      email_address: "laura.gomez@clinica-andina.co",
    });
    const agreements = await call<{ agreement_code: string; agreement_name: string }[]>(
      sandbox,
      "GET",
      "/rcm/v1/provider-payer-configurations/all-agreements",
      { token },
    );
    expect(agreements.body.length).toBe(16);
    const supportFiles = await call<{ name: string; file_code: string }[]>(
      sandbox,
      "GET",
      "/rcm/v1/support-files?sortBy=name",
      { token },
    );
    const names = supportFiles.body.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const payers = await call<{ name: string; slug: string }[]>(sandbox, "GET", "/rcm/v1/payers", { token });
    expect(payers.body).toHaveLength(8);
    expect(payers.body.every((p) => p.slug.startsWith("co-"))).toBe(true);
    const plans = await call<{ slug: string }[]>(sandbox, "GET", "/rcm/v1/healthcare-plans", { token });
    expect(plans.body.map((p) => p.slug)).toEqual(["PBS", "NPBS"]);
  });

  it("answer role statuses and per-user restrictions", async () => {
    const editor = await call<{
      role_statuses: { role: string; statuses: string[] }[];
      account_event_restrictions: { restricted_event: string }[];
      support_file_restrictions: unknown[];
    }>(sandbox, "GET", "/rcm/v1/role-permissions/providers/clinica-andina-co/statuses", { token });
    expect(editor.body.role_statuses).toHaveLength(1);
    expect(editor.body.role_statuses[0].role).toBe("EDITOR");
    expect(editor.body.role_statuses[0].statuses).toHaveLength(13);
    expect(editor.body.account_event_restrictions).toEqual([{ restricted_event: "ASSIGN_RESPONSIBLE" }]);
    expect(editor.body.support_file_restrictions).toEqual([]);
    const external = await signIn(sandbox, "rcm-external-auditor");
    const auditor = await call<{
      role_statuses: { role: string; statuses: string[] }[];
      account_event_restrictions: unknown[];
    }>(sandbox, "GET", "/rcm/v1/role-permissions/providers/clinica-andina-co/statuses", {
      token: external.access_token,
    });
    expect(auditor.body.role_statuses).toEqual([
      { role: "EXTERNAL_AUDITOR", statuses: ["PENDING_AUDIT", "COMPLETE_AUDIT"] },
    ]);
    expect(auditor.body.account_event_restrictions).toEqual([]);
  });

  it("answers the view configuration", async () => {
    const { body } = await call<{
      sections: { section: string; view_name: string; excluded_columns: string[]; hidden: boolean }[];
    }>(sandbox, "GET", "/rcm/v1/view-configuration/clinica-andina-co", { token });
    expect(body.sections).toContainEqual({
      section: "accounts",
      view_name: "list",
      excluded_columns: ["costCenterCode"],
      hidden: false,
    });
  });
});

describe("provider isolation", () => {
  it("lists only the caller's provider's accounts", async () => {
    const consultant = await signIn(sandbox, "rcm-consultant");
    const { body } = await accounts("size=200", consultant.access_token);
    expect(body.total_elements).toBe(60);
    expect(body.content.every((r) => r.currency_code === "BRL" && r.invoice_number.startsWith("NF-"))).toBe(
      true,
    );
  });

  it("answers 403 for another provider's data and for users who are not RCM users", async () => {
    const consultant = await signIn(sandbox, "rcm-consultant");
    const [brAccount] = (await accounts("size=1", consultant.access_token)).body.content;
    expect((await call(sandbox, "GET", `/rcm/v1/accounts/${brAccount.id}`, { token })).status).toBe(403);
    expect((await call(sandbox, "GET", `/rcm/v1/accounts/${brAccount.id}/charges`, { token })).status).toBe(
      403,
    );
    for (const path of [
      "/rcm/v1/service-types/providers/hospital-sao-lucas-br",
      "/rcm/v1/providers/hospital-sao-lucas-br/executor-services",
      "/rcm/v1/providers/hospital-sao-lucas-br/users",
      "/rcm/v1/role-permissions/providers/hospital-sao-lucas-br/statuses",
      "/rcm/v1/view-configuration/hospital-sao-lucas-br",
    ]) {
      expect((await call(sandbox, "GET", path, { token })).status, path).toBe(403);
    }
    const provider = await signIn(sandbox, "provider");
    expect((await accounts("", provider.access_token)).status).toBe(403);
    expect((await call(sandbox, "GET", "/rcm/v1/payers", { token: provider.access_token })).status).toBe(403);
  });
});
