/**
 * msw handlers of the component tests of lists (docs/api-contract.md wire: snake_case bodies,
 * Spring pages, 0-based pages). The data is in memory and can be changed per test.
 */
import { delay, http, HttpResponse } from "msw";
import { ORIGIN } from "./origin";

export const BASE = `${ORIGIN}/api`;
export const PROVIDER = "clinica-central-do";

/** Every request the handlers saw, in order (path and query). */
export const requests: URL[] = [];

/** An account row as the wire sends it (snake_case, docs/api-contract.md "Revenue cycle"). */
export type WireAccount = Record<string, unknown>;

const ACCOUNT_STATUSES = ["IN_PROGRESS", "SENT", "SETTLED", "ERROR", "", "READY_TO_AUDIT"];

/** `count` accounts, deterministic: amounts 100.5 × n, statuses cycling (one empty), every 4th reassigned. */
export function makeAccounts(count: number): WireAccount[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      id: `acc-${n}`,
      invoice_number: `F-${String(n).padStart(4, "0")}`,
      patient_id: `P-${n}`,
      patient_name: `Paciente ${n}`,
      payer_name: "Universal",
      payer_slug: "do-universal",
      agreement_name: "Plan básico",
      healthcare_plan_coverage: "PBS",
      service_types: ["CONSULTA EXTERNA", "EXAMEN"],
      invoice_amount: n === 1 ? 1234.5 : n === 2 ? null : 100.5 * n,
      uploaded_support_documents: n % 3,
      required_support_documents: 2,
      required_support_documents_completed: n % 3 === 2,
      status: ACCOUNT_STATUSES[index % ACCOUNT_STATUSES.length],
      responsible_name: "Ana Gómez",
      cost_center_name: "Urgencias",
      created_at: `2026-01-${String((n % 28) + 1).padStart(2, "0")}T09:30:00`,
      reassigned_account: n % 4 === 0,
      concurrent_audit_required: false,
      currency_code: "DOP",
    };
  });
}

/** The in-memory data of a test; reset by {@link resetData}. */
export const data = {
  accounts: makeAccounts(45),
  claims: [] as Record<string, unknown>[],
  excludedColumns: ["costCenterName"] as string[],
  /** Delay of each accounts page, ms (export tests). */
  accountsDelayMs: 0,
  /** Polls answered IN_PROGRESS before COMPLETED. */
  pendingPolls: 1,
};

/** Claims of the authorization list (000 §3 list item, wire names). */
export function makeClaims(): Record<string, unknown>[] {
  return [
    {
      id: "claim-1",
      authorization_id: "auth-1",
      authorization_code: "AUT-0001",
      created_at: "2026-02-10T08:15:00",
      sponsor_name: "Universal",
      beneficiary_name: "Juan Pérez",
      coverage_type: "OUTPATIENT_CARE",
      provider_branch_name: "Central",
      claim_status: "COMPLETED",
      satisfies_documents_policy: true,
      uploaded_files: 2,
      total_files_to_upload: 2,
    },
    {
      id: "claim-2",
      authorization_id: "auth-2",
      authorization_code: "AUT-0002",
      created_at: "2026-02-09T10:00:00",
      sponsor_name: "Primera",
      beneficiary_name: "Rosa Díaz",
      coverage_type: "LABORATORY",
      provider_branch_name: "Norte",
      claim_status: "READY",
      satisfies_documents_policy: false,
      uploaded_files: 0,
      total_files_to_upload: 1,
    },
  ];
}

export function resetData(): void {
  data.accounts = makeAccounts(45);
  data.claims = makeClaims();
  data.excludedColumns = ["costCenterName"];
  data.accountsDelayMs = 0;
  data.pendingPolls = 1;
  requests.length = 0;
}

function page(rows: unknown[], url: URL) {
  const number = Number(url.searchParams.get("page") ?? "0");
  const size = Number(url.searchParams.get("size") ?? "15");
  return {
    content: rows.slice(number * size, number * size + size),
    total_elements: rows.length,
    total_pages: Math.ceil(rows.length / size),
    number,
    size,
  };
}

const log = (request: Request) => {
  const url = new URL(request.url);
  requests.push(url);
  return url;
};

/** Lookup answers (001 §3 "Provider lookups"). */
const LOOKUPS: Record<string, unknown> = {
  [`rcm/v1/service-types/providers/${PROVIDER}`]: [{ slug: "HOSPITALIZACION", value: "Hospitalización" }],
  [`rcm/v1/providers/${PROVIDER}/executor-services`]: [{ slug: "lab", value: "Laboratorio" }],
  [`rcm/v1/providers/${PROVIDER}/agreement-plan-types`]: [{ slug: "pgp", value: "PGP" }],
  [`rcm/v1/providers/${PROVIDER}/invoice-sources`]: [{ slug: "his", value: "HIS" }],
  [`rcm/v1/providers/${PROVIDER}/users`]: [{ name: "Ana Gómez", email_address: "ana@example.test" }],
  "rcm/v1/provider-payer-configurations/all-agreements": [
    { agreement_code: "AG-1", agreement_name: "Plan básico" },
  ],
  "rcm/v1/support-files": [{ name: "Factura", file_code: "FAC" }],
  "rcm/v1/payers": [{ name: "Universal", slug: "do-universal" }],
  "rcm/v1/healthcare-plans": [
    { slug: "PBS", value: "PBS" },
    { slug: "NPBS", value: "NPBS" },
  ],
};

export const handlers = [
  http.get(`${BASE}/rcm/v1/accounts`, async ({ request }) => {
    const url = log(request);
    if (data.accountsDelayMs) await delay(data.accountsDelayMs);
    const statuses = url.searchParams.get("statuses")?.split(",");
    const search = url.searchParams.get("search_value")?.toLowerCase();
    let rows = data.accounts.filter((row) => !statuses || statuses.includes(String(row.status)));
    if (search)
      rows = rows.filter(
        (row) =>
          String(row.invoice_number).toLowerCase().includes(search) ||
          String(row.patient_name).toLowerCase().includes(search),
      );
    if (url.searchParams.get("order_by") === "invoice_amount") {
      const sign = url.searchParams.get("sort") === "asc" ? 1 : -1;
      rows = [...rows].sort((a, b) => sign * (Number(a.invoice_amount ?? 0) - Number(b.invoice_amount ?? 0)));
    }
    return HttpResponse.json(page(rows, url));
  }),
  http.get(`${BASE}/rcm/v1/role-permissions/providers/:provider/statuses`, ({ request }) => {
    log(request);
    return HttpResponse.json({
      role_statuses: [
        { role: "EDITOR", statuses: ["IN_PROGRESS", "SENT", "SETTLED", "ERROR"] },
        { role: "EXTERNAL_AUDITOR", statuses: ["PENDING_AUDIT", "COMPLETE_AUDIT"] },
      ],
      account_event_restrictions: [{ restricted_event: "ASSIGN_RESPONSIBLE" }],
      support_file_restrictions: [],
    });
  }),
  http.get(`${BASE}/rcm/v1/view-configuration/:provider`, ({ request }) => {
    log(request);
    return HttpResponse.json({
      sections: [
        { section: "accounts", view_name: "list", excluded_columns: data.excludedColumns, hidden: false },
      ],
    });
  }),
  http.get(`${BASE}/rcm/v1/*`, ({ request }) => {
    const url = log(request);
    const key = url.pathname.replace(/^\/api\//, "");
    const answer = LOOKUPS[key];
    return answer === undefined
      ? HttpResponse.json({ error_code: "NOT_FOUND", message: "Not found" }, { status: 404 })
      : HttpResponse.json(answer);
  }),
  http.get(`${BASE}/arc/v1/providers/:provider/outpatient-care-claim`, ({ request }) => {
    const url = log(request);
    const statuses = url.searchParams.get("claim_status")?.split(",");
    const rows = data.claims.filter((row) => !statuses || statuses.includes(String(row.claim_status)));
    return HttpResponse.json(page(rows, url));
  }),
  http.post(`${BASE}/arc/v1/authorizations/:id/void`, ({ request, params }) => {
    log(request);
    const claim = data.claims.find((row) => row.authorization_id === params.id);
    if (!claim)
      return HttpResponse.json(
        { error_code: "NOT_FOUND", message: "Authorization not found" },
        { status: 404 },
      );
    claim.claim_status = "VOIDED";
    return HttpResponse.json({ status: "VOIDED" });
  }),
  http.post(`${BASE}/arc/v1/providers/:provider/claims/:id/void`, ({ request, params }) => {
    log(request);
    const claim = data.claims.find((row) => row.id === params.id);
    if (!claim)
      return HttpResponse.json({ error_code: "NOT_FOUND", message: "Claim not found" }, { status: 404 });
    return new HttpResponse(null, {
      status: 202,
      headers: {
        Location: `${BASE}/arc/v1/providers/${String(params.provider)}/claims/${String(params.id)}/void-status/job-1`,
      },
    });
  }),
  http.get(`${BASE}/arc/v1/providers/:provider/claims/:id/void-status/:job`, ({ request, params }) => {
    log(request);
    if (data.pendingPolls > 0) {
      data.pendingPolls -= 1;
      return HttpResponse.json({ status: "IN_PROGRESS" });
    }
    const claim = data.claims.find((row) => row.id === params.id);
    if (claim) claim.claim_status = "VOIDED";
    return HttpResponse.json({ status: "COMPLETED" });
  }),
];
