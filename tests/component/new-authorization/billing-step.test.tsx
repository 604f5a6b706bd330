/**
 * The new authorization's authorization-and-billing and claim steps in jsdom
 * (src/areas/authorizations/new/billing/; issue 20 §5, §6; 000 §4 product results, §5 invoice
 * amounts without commas, §8 errors.authorizationRequest.emptyAuthorization), over the contract's
 * wire answered by msw: each product's result by its label with the sponsor's reason and the
 * amounts with 2 decimals; an answer listing no authorization says emptyAuthorization; the claim
 * step refuses a malformed invoice amount before any call and sends a typed "1,250.50" as "1250.50";
 * the claim's result said on /home is the claim as read back (`GET …/claims/{id}`, issue 20 §6).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { renderPortal, server, SESSIONS } from "../resource/harness";
import { BASE, PROVIDER } from "../resource/handlers";
import { textsOf } from "../../locales";
import { draftKey } from "../../../src/lib/flow";
import { RESOURCES } from "../../../resources";
import { clearBillingMemory } from "../../../src/areas/authorizations/new/billing/billing-memory";

interface BillingTexts {
  billing: { send: string; continue: string; results: Record<string, string> };
  claim: {
    create: string;
    success: string;
    readBack: string;
    invoice: Record<string, string>;
    errors: Record<string, string>;
  };
}
const en = textsOf("en") as unknown as {
  newAuthorization: BillingTexts;
  errors: { authorizationRequest: { emptyAuthorization: string } };
};
const b = en.newAuthorization;
const KEY = draftKey("new-authorization", "new");
const SCREEN_MS = 45_000;
const SESSION = {
  ...SESSIONS.administrator,
  extensions: { ...SESSIONS.administrator.extensions, providerBranchId: 11 },
};
const DRAFT = {
  kind: "laboratory",
  sponsorSlug: "do-universal",
  searchFormSlug: "by-document",
  beneficiaryId: 501,
  beneficiaryReady: true,
  doctorLicense: "EXQ-1",
  doctorName: "Ana Pérez",
  doctorSpecialty: "cardiologia",
  doctorCountry: "DO",
  illnessOnset: "2026-01-10",
  diagnosisCodes: ["Z00.0"],
  products: [
    { productId: 101, productTypeSlug: "laboratory", code: "900001", providerProductCode: "", quantity: 1 },
  ],
  clinicalComplete: true,
  verificationStatus: "VERIFICATION_SUCCESS",
};

const product = (id: number, code: string, result: string, reason: string | null, amount: number) => ({
  id,
  product_id: 100 + id,
  product_name: `Examen ${id}`,
  product_type_slug: "laboratory",
  quantity: 1,
  provider_product_code: code,
  result,
  reason,
  amount,
  copayment: 0,
});
const AUTHORIZATION = {
  id: 900001,
  authorization_code: "CD-5001-1",
  sponsor_slug: "do-universal",
  transaction_type: "DIAGNOSTIC_TESTS",
  coverage: "DIAGNOSTIC_TESTS",
  status: "READY",
  product_type: "laboratory",
  currency_code: "DOP",
  amount: 1250.5,
  copayment: 100,
  coinsurance_percent: 10,
  total_to_pay: 225.05,
  products: [
    product(1, "LAB-100", "APPROVED", null, 1250.5),
    product(2, "LAB-109", "REJECTED", "The product is not covered by the plan", 400),
    product(3, "LAB-107", "MANUAL_APPROVAL_REQUIRED", "The sponsor will review the request manually", 325),
  ],
  required_documents: [],
  files: [],
};

/** The wire of the billing steps; `authorizations` is what the request's poll lists. */
function backend(authorizations: unknown[]) {
  const claims: unknown[] = [];
  server.use(
    http.get(`${BASE}/plans/v1/beneficiaries/:id`, () =>
      HttpResponse.json({ id: 501, email: "a@example.com", phone: "8095551234" }),
    ),
    http.get(`${BASE}/arc/v1/sponsors/:sponsor/configuration`, () =>
      HttpResponse.json({
        sponsor_slug: "do-universal",
        default_product_code: "890202",
        requires_invoice: true,
      }),
    ),
    http.post(`${BASE}/arc/v1/authorization-requests`, () =>
      HttpResponse.json(
        { id: 5001, status: "IN_PROGRESS" },
        {
          status: 202,
          headers: { location: `${BASE}/arc/v1/authorization-requests/5001`, "retry-after": "0" },
        },
      ),
    ),
    http.get(`${BASE}/arc/v1/authorization-requests/5001`, () =>
      HttpResponse.json({ id: 5001, status: "CREATED", error_message: null, authorizations }),
    ),
    http.post(`${BASE}/arc/v1/authorization-requests/5001/complete`, () =>
      HttpResponse.json({ id: 5001, status: "COMPLETED", error_message: null, authorizations }),
    ),
    http.post(`${BASE}/arc/v1/providers/${PROVIDER}/outpatient-care-claim`, async ({ request }) => {
      claims.push(await request.json());
      return HttpResponse.json({ id: "job", status: "IN_PROGRESS" }, { status: 400 });
    }),
  );
  return { claims };
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  sessionStorage.clear();
  clearBillingMemory();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

async function open(step: "authorization" | "claim", draft: Record<string, unknown> = {}) {
  sessionStorage.setItem(KEY, JSON.stringify({ ...DRAFT, ...draft }));
  await renderPortal({
    path: `/authorization/laboratories?kind=laboratory&step=${step}`,
    session: SESSION,
    declarations: RESOURCES.filter((r) => r.name !== "settlements"),
  });
}

describe("the authorization step (000 §4, §8)", () => {
  it("shows each product's result by its label with the sponsor's reason, and the amounts with 2 decimals", async () => {
    backend([AUTHORIZATION]);
    await open("authorization");
    fireEvent.click(await screen.findByRole("button", { name: b.billing.send }, { timeout: SCREEN_MS }));
    const table = await screen.findByRole("table", {}, { timeout: SCREEN_MS });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.getAttribute("data-result"))).toEqual([
      "APPROVED",
      "REJECTED",
      "MANUAL_APPROVAL_REQUIRED",
    ]);
    expect(rows[0]).toHaveTextContent(b.billing.results.APPROVED);
    expect(rows[1]).toHaveTextContent(b.billing.results.REJECTED);
    expect(rows[1]).toHaveTextContent("The product is not covered by the plan");
    expect(rows[2]).toHaveTextContent(b.billing.results.MANUAL_APPROVAL_REQUIRED);
    expect(screen.getByTestId("desk-amount")).toHaveTextContent(/1,250\.50$/);
    expect(screen.getByTestId("desk-total-to-pay")).toHaveTextContent(/225\.05$/);
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Record<string, unknown>;
    expect(kept).toMatchObject({ requestId: 5001, requestLocation: expect.stringContaining("/5001") });
  });

  it("an answer listing no authorization says errors.authorizationRequest.emptyAuthorization", async () => {
    backend([]);
    await open("authorization");
    fireEvent.click(await screen.findByRole("button", { name: b.billing.send }, { timeout: SCREEN_MS }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      en.errors.authorizationRequest.emptyAuthorization,
    );
  });
});

describe("the claim step (000 §5 commas removed)", () => {
  it("refuses a malformed amount before any call, then sends the typed amount without commas", async () => {
    const { claims } = backend([
      {
        ...AUTHORIZATION,
        required_documents: [
          { document_type_slug: "INVOICE", required: true, max_bytes: 20971520, max_files: 10 },
        ],
      },
    ]);
    await open("claim", {
      requestId: 5001,
      requestLocation: `${BASE}/arc/v1/authorization-requests/5001`,
      billingComplete: true,
      authorizationId: 900001,
    });
    const amount = await screen.findByLabelText(b.claim.invoice.amount, {}, { timeout: SCREEN_MS });
    fireEvent.change(screen.getByLabelText(b.claim.invoice.number), { target: { value: "F-1" } });
    fireEvent.change(amount, { target: { value: "1,25.0.0" } });
    fireEvent.click(screen.getByRole("button", { name: b.claim.create }));
    expect(await screen.findByText(b.claim.errors.amount)).toBeInTheDocument();
    expect(claims).toEqual([]);
    fireEvent.change(amount, { target: { value: "1,250.50" } });
    // The date is asked too: the same click with it missing still sends nothing.
    fireEvent.click(screen.getByRole("button", { name: b.claim.create }));
    expect(claims).toEqual([]);
    const date = screen.getByLabelText(b.claim.invoice.date);
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: "10/01/2026" } });
    fireEvent.keyDown(date, { key: "Enter", code: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: b.claim.create }));
    await waitFor(() => expect(claims).toHaveLength(1));
    expect(claims[0]).toEqual({
      authorization_id: 900001,
      invoice_number: "F-1",
      invoice_date: "2026-01-10",
      invoice_amount: "1250.50",
    });
  });
});

describe("the claim read back (issue 20 §6; 000 §7 GET arc/v2/providers/{provider}/claims/{id})", () => {
  /** The claim made, completed and read back with `claimStatus`; returns what was asked. */
  function claimWire(claimStatus: string) {
    const asked: string[] = [];
    backend([AUTHORIZATION]);
    // Registered after the billing wire, so these answer the claim's calls.
    server.use(
      http.post(`${BASE}/arc/v1/providers/${PROVIDER}/outpatient-care-claim`, () =>
        HttpResponse.json(
          { id: "job-77", status: "IN_PROGRESS" },
          {
            status: 202,
            headers: {
              location: `${BASE}/arc/v1/providers/${PROVIDER}/outpatient-care-claim/jobs/job-77`,
              "retry-after": "0",
            },
          },
        ),
      ),
      http.get(`${BASE}/arc/v1/providers/${PROVIDER}/outpatient-care-claim/jobs/job-77`, () =>
        HttpResponse.json({ status: "COMPLETED", claim_id: 77, error_code: null, message: null }),
      ),
      http.post(`${BASE}/arc/v1/providers/${PROVIDER}/outpatient-care-claim/77/complete`, () => {
        asked.push("complete");
        return HttpResponse.json({ id: 77, claim_status: "COMPLETED" });
      }),
      http.get(`${BASE}/arc/v2/providers/${PROVIDER}/claims/77`, () => {
        asked.push("read back");
        return HttpResponse.json({ id: 77, claim_status: claimStatus, authorization: {}, files: [] });
      }),
    );
    return asked;
  }

  async function createTheClaim() {
    await open("claim", {
      requestId: 5001,
      requestLocation: `${BASE}/arc/v1/authorization-requests/5001`,
      billingComplete: true,
      authorizationId: 900001,
    });
    fireEvent.click(await screen.findByRole("button", { name: b.claim.create }, { timeout: SCREEN_MS }));
  }

  it("says the claim was created when the claim read back is COMPLETED", async () => {
    const asked = claimWire("COMPLETED");
    await createTheClaim();
    expect(
      await screen.findByText(b.claim.success.replace("{{code}}", "CD-5001-1"), {}, { timeout: SCREEN_MS }),
    ).toBeInTheDocument();
    expect(asked).toEqual(["complete", "read back"]);
  });

  it("says the claim's status in words when the claim read back is not COMPLETED", async () => {
    const asked = claimWire("UPDATE_IN_PROGRESS");
    await createTheClaim();
    const said = b.claim.readBack
      .replace("{{code}}", "CD-5001-1")
      .replace("{{status}}", "Update in progress")
      .replace("{{files}}", "0")
      .replace("{{sent}}", "0");
    expect(await screen.findByText(said, {}, { timeout: SCREEN_MS })).toBeInTheDocument();
    expect(asked).toEqual(["complete", "read back"]);
  });
});
