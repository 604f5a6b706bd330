/**
 * The wire of the new authorization's search steps as docs/api-contract.md "Claims desk: a new
 * authorization" writes it (sponsors, configuration, coverage, providers, beneficiary lookup with
 * the client token, plans), answered by msw for the component tests of the search steps while
 * the reference API's routes are being written (issue 20 §7); the e2e spec runs the same steps
 * against the reference API itself. Every request is recorded with its bearer.
 */
import { http, HttpResponse, type HttpHandler } from "msw";
import { BASE, PROVIDER } from "../resource/handlers";

/** The client token the fake token endpoint gives (the user's is "token", harness SESSIONS). */
export const CLIENT_TOKEN = "client-credentials-token";

/** One request seen: method, path after the API base, bearer, body. */
export interface Seen {
  method: string;
  path: string;
  auth: string | null;
  body: unknown;
}

/** Search forms of do-senasa (by document with a select and a pattern; by name and birth date). */
export const FORMS = [
  {
    slug: "by-document",
    name: "By identity document",
    fields: [
      {
        slug: "document_type",
        label: "Document type",
        type: "select",
        required: true,
        options: [
          { value: "NATIONAL_ID", label: "National ID" },
          { value: "PASSPORT", label: "Passport" },
        ],
      },
      {
        slug: "document_number",
        label: "Document number",
        type: "text",
        required: true,
        pattern: "^[0-9]{3,11}$",
        max_length: 11,
      },
    ],
  },
  {
    slug: "by-name",
    name: "By name and date of birth",
    fields: [
      { slug: "full_name", label: "Full name", type: "text", required: true },
      { slug: "date_of_birth", label: "Date of birth", type: "date", required: true },
    ],
  },
];

/** The family a search finds: the holder and a dependent. */
export const FAMILY = [
  {
    id: 501,
    name: "Carmen Rosario",
    date_of_birth: "1980-03-07",
    identity_document_type: "NATIONAL_ID",
    identity_document_id: "40212345678",
    owner: true,
    owner_id: null,
    sex: "F",
    age: 46,
    status: "ACTIVE",
    currency_code: "DOP",
    member_code: "SEN-000501",
  },
  {
    id: 502,
    name: "Luis Rosario",
    date_of_birth: "2012-11-21",
    identity_document_type: "NATIONAL_ID",
    identity_document_id: "40298765432",
    owner: false,
    owner_id: 501,
    sex: "M",
    age: 14,
    status: "SUSPENDED",
    currency_code: "DOP",
    member_code: "SEN-000502",
  },
];

/** What a test may change in the fake answers. */
export interface SearchBackendOptions {
  /** The coverage of the kind (default enabled). */
  coverageEnabled?: boolean;
  /** The coverage answers only once this promise settles (default at once). */
  coverageHeld?: Promise<unknown>;
  /** The poll's final answer (default COMPLETED with {@link FAMILY}); `null`: an empty body. */
  finalAnswer?: Record<string, unknown> | null;
  /** Polls answered IN_PROGRESS before the final answer (default 1). */
  pendingPolls?: number;
  /** do-senasa allows data updates (default true). */
  allowUpdate?: boolean;
  /** The beneficiary lacks email and phone (default true). */
  missingContact?: boolean;
  /** The update answers this status (default 200). */
  updateStatus?: number;
}

/** The handlers and what they saw. */
export function searchBackend(options: SearchBackendOptions = {}): { handlers: HttpHandler[]; seen: Seen[] } {
  const seen: Seen[] = [];
  let polls = 0;
  let contact: { email: string | null; phone: string | null } =
    options.missingContact === false
      ? { email: "carmen@example.test", phone: "8095551234" }
      : { email: null, phone: null };
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === "GET" ? "" : await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // a form body stays text
    }
    seen.push({
      method: request.method,
      path: `${url.pathname.slice(new URL(BASE).pathname.length)}${url.search}`,
      auth: request.headers.get("authorization"),
      body,
    });
  };
  const beneficiary = () => ({
    ...FAMILY[0],
    ...contact,
    plan: { code: "PBS-1", name: "Plan Básico de Salud", coverage_plan: "PBS" },
    sponsor_slug: "do-senasa",
    data_update_required: (options.allowUpdate ?? true) && (!contact.email || !contact.phone),
  });
  const handlers: HttpHandler[] = [
    http.post(`${BASE}/v1/oauth/token`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        access_token: CLIENT_TOKEN,
        token_type: "bearer",
        expires_in: 300,
        scope: "client",
      });
    }),
    http.get(`${BASE}/providers/v1/providers/:provider/sponsors`, async ({ request }) => {
      await record(request);
      return HttpResponse.json([
        { slug: "do-humano", name: "Humano", country_code: "DO", category: "global" },
        { slug: "do-senasa", name: "SENASA", country_code: "DO", category: null },
      ]);
    }),
    http.get(`${BASE}/arc/v1/sponsors/:sponsor/configuration`, async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({
        sponsor_slug: params.sponsor,
        biometric_verification_required: params.sponsor === "do-humano",
        biometric_verification_method: params.sponsor === "do-humano" ? "FACE" : null,
        product_display_configurations: [],
        allow_beneficiary_data_update: options.allowUpdate ?? true,
        required_beneficiary_data: ["email", "phone"],
        automatic_dispensation: false,
        manual_authorizations: false,
        requires_invoice: false,
        default_product_code: null,
        text_overrides: {},
      });
    }),
    http.get(
      `${BASE}/providers/v1/providers/:provider/sponsor/:sponsor/transaction-coverage-type/:type`,
      async ({ request, params }) => {
        await record(request);
        await options.coverageHeld;
        return HttpResponse.json({
          provider_slug: params.provider,
          sponsor_slug: params.sponsor,
          transaction_type: params.type,
          coverage_type: "OUTPATIENT",
          enabled: options.coverageEnabled ?? true,
          product_types: ["outpatient-consultation"],
          requires_prescription: false,
        });
      },
    ),
    http.get(`${BASE}/providers/v2/providers`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        content: [
          {
            id: 1,
            slug: PROVIDER,
            name: "Clínica Central",
            legal_name: "Clínica Central SRL",
            country_code: "DO",
            branches: [{ id: 11, name: "Sede" }],
          },
        ],
        total_elements: 1,
        total_pages: 1,
        number: 0,
        size: 15,
      });
    }),
    http.get(`${BASE}/providers/v1/sponsors/:sponsor/providers`, async ({ request, params }) => {
      await record(request);
      return new HttpResponse(JSON.stringify({ id: "net-1", status: "IN_PROGRESS" }), {
        status: 202,
        headers: {
          "content-type": "application/json",
          location: `/api/providers/v1/sponsors/${String(params.sponsor)}/providers/jobs/net-1`,
          "retry-after": "0",
        },
      });
    }),
    http.get(`${BASE}/providers/v1/sponsors/:sponsor/providers/jobs/:job`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        status: "COMPLETED",
        content: [{ slug: PROVIDER, name: "Clínica Central", legal_name: "Clínica Central SRL" }],
        total_elements: 1,
        total_pages: 1,
        number: 0,
        size: 50,
      });
    }),
    http.get(`${BASE}/beneficiary-lookup/v1/sponsors/:sponsor/forms`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(FORMS);
    }),
    http.post(`${BASE}/beneficiary-lookup/v1/sponsors/:sponsor/search`, async ({ request }) => {
      await record(request);
      return new HttpResponse(JSON.stringify({ id: "s-9", status: "IN_PROGRESS" }), {
        status: 202,
        headers: {
          "content-type": "application/json",
          location: "/api/beneficiary-lookup/v1/searches/s-9",
          "retry-after": "0",
        },
      });
    }),
    http.get(`${BASE}/beneficiary-lookup/v1/searches/:id`, async ({ request, params }) => {
      await record(request);
      polls += 1;
      if (polls <= (options.pendingPolls ?? 1))
        return HttpResponse.json(
          { id: params.id, status: "IN_PROGRESS", results: [] },
          { headers: { "retry-after": "0" } },
        );
      if (options.finalAnswer === null) return new HttpResponse(null, { status: 200 });
      return HttpResponse.json(
        options.finalAnswer ?? { id: params.id, status: "COMPLETED", results: FAMILY },
      );
    }),
    http.get(`${BASE}/plans/v1/beneficiaries/:id`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(beneficiary());
    }),
    http.post(`${BASE}/plans/v1/beneficiaries/:id`, async ({ request }) => {
      await record(request);
      const status = options.updateStatus ?? 200;
      if (status !== 200)
        return HttpResponse.json(
          { error_code: "INTERNAL", message: "Plans service unavailable" },
          { status },
        );
      const body = (await request.json()) as { email: string; phone: string };
      contact = { email: body.email, phone: body.phone };
      return HttpResponse.json(beneficiary());
    }),
    // What the later steps ask (their owners' calls) is not this wire: not found.
    http.all(`${BASE}/*`, () => HttpResponse.json({ error_code: "NOT_FOUND" }, { status: 404 })),
  ];
  return { handlers, seen };
}
