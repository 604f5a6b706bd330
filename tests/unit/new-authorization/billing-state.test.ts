/**
 * The billing part of the new authorization's state and the answer's rules
 * (src/areas/authorizations/new/billing/billing-state.ts, billing-answer.ts; issue 20 §5, §6;
 * 000 §4 product results, §5 invoice amounts without commas, §8 empty approved products): the
 * draft keeps ids and Locations only; a reload restores them; the claim step opens only with the
 * authorization chosen; the invoice is checked and sent without commas.
 */
import { describe, expect, it } from "vitest";
import {
  BILLING_INITIAL,
  BILLING_PERSIST,
  billingComplete,
  billingDone,
  claimSent,
  requestSent,
  restoreBilling,
} from "../../../src/areas/authorizations/new/billing/billing-state";
import {
  claimableAuthorization,
  claimCreation,
  invoiceErrors,
  invoiceRequired,
  type DeskAuthorization,
} from "../../../src/areas/authorizations/new/billing/billing-answer";
import { amountWithoutCommas } from "../../../schemas/requests/outpatient-care-claim";

const product = (result: "APPROVED" | "REJECTED" | "MANUAL_APPROVAL_REQUIRED") => ({
  id: 1,
  productId: 3,
  productName: "Hemograma",
  productTypeSlug: "laboratory",
  quantity: 1,
  providerProductCode: "LAB-1",
  result,
  reason: null,
  amount: 400,
  copayment: 40,
});
const authorization = (
  id: number,
  results: ("APPROVED" | "REJECTED")[],
  invoice = false,
): DeskAuthorization => ({
  id,
  authorizationCode: `CD-1-${id}`,
  sponsorSlug: "do-universal",
  coverage: "DIAGNOSTIC_TESTS",
  status: "READY",
  productType: "laboratory",
  transactionType: "DIAGNOSTIC_TESTS",
  currencyCode: "DOP",
  amount: 400,
  copayment: 100,
  coinsurancePercent: 10,
  totalToPay: 140,
  products: results.map(product),
  requiredDocuments: [
    { documentTypeSlug: "PRESCRIPTION", required: true, maxBytes: 20_971_520 },
    ...(invoice ? [{ documentTypeSlug: "INVOICE", required: true, maxBytes: 20_971_520 }] : []),
  ],
  files: [],
});

describe("billing state (the draft: ids and Locations only)", () => {
  it("persists only ids, Locations and the one choice", () => {
    expect(BILLING_PERSIST).toEqual({
      requestId: "id",
      requestLocation: "id",
      billingComplete: "choice",
      authorizationId: "id",
      claimLocation: "id",
    });
  });

  it("restores a draft, ignoring what is not an id or a Location", () => {
    expect(
      restoreBilling(
        {
          requestId: 5001,
          requestLocation: "/api/arc/v1/authorization-requests/5001",
          billingComplete: true,
          authorizationId: 900001,
          claimLocation: "/api/arc/v1/providers/p/outpatient-care-claim/jobs/x",
        },
        BILLING_INITIAL,
      ),
    ).toEqual({
      requestId: 5001,
      requestLocation: "/api/arc/v1/authorization-requests/5001",
      billingComplete: true,
      authorizationId: 900001,
      claimLocation: "/api/arc/v1/providers/p/outpatient-care-claim/jobs/x",
    });
    expect(
      restoreBilling({ requestId: "x", authorizationId: -1, claimLocation: 3 }, BILLING_INITIAL),
    ).toEqual(BILLING_INITIAL);
  });

  it("the claim step opens once billing is done with its authorization; a new request forgets the old", () => {
    const sent = requestSent(BILLING_INITIAL, 5001, "/loc");
    expect(billingComplete(sent)).toBe(false);
    const done = billingDone(sent, 900001);
    expect(billingComplete(done)).toBe(true);
    expect(billingComplete({ ...done, authorizationId: null })).toBe(false);
    expect(claimSent(done, "/claim").claimLocation).toBe("/claim");
    expect(requestSent(done, 5002, "/loc2")).toMatchObject({ billingComplete: false, authorizationId: null });
  });
});

describe("the sponsor's answer (000 §4, §5, §8)", () => {
  it("the claim is for the first authorization with an approved product; none when nothing is approved", () => {
    expect(
      claimableAuthorization([authorization(1, ["REJECTED"]), authorization(2, ["REJECTED", "APPROVED"])])
        ?.id,
    ).toBe(2);
    expect(claimableAuthorization([authorization(1, ["REJECTED"])])).toBeUndefined();
  });

  it("asks the invoice only where the document policy requires it", () => {
    expect(invoiceRequired(authorization(1, ["APPROVED"], true))).toBe(true);
    expect(invoiceRequired(authorization(1, ["APPROVED"]))).toBe(false);
    expect(invoiceRequired(undefined)).toBe(false);
  });
});

describe("the invoice (000 §5 commas removed from amounts)", () => {
  const today = "2026-11-26";

  it("removes thousands commas and spaces; refuses what is not an amount", () => {
    expect(amountWithoutCommas("1,250.50")).toBe("1250.50");
    expect(amountWithoutCommas(" 12 500 ")).toBe("12500");
    expect(amountWithoutCommas("12.505")).toBeNull();
    expect(amountWithoutCommas("abc")).toBeNull();
  });

  it("checks number, date and amount (the sponsor says whether it is above the authorized amount)", () => {
    expect(invoiceErrors({ number: "", date: "", amount: "" }, today)).toEqual({
      number: "newAuthorization.claim.errors.required",
      date: "newAuthorization.claim.errors.required",
      amount: "newAuthorization.claim.errors.required",
    });
    expect(invoiceErrors({ number: "F-1", date: "2026-11-27", amount: "4,00.0.0" }, today)).toEqual({
      date: "newAuthorization.claim.errors.future",
      amount: "newAuthorization.claim.errors.amount",
    });
    expect(invoiceErrors({ number: "F-1", date: today, amount: "1,000,000.00" }, today)).toEqual({});
  });

  it("sends the invoice without commas, or only the authorization when none is asked", () => {
    expect(claimCreation(7, { number: " F-1 ", date: today, amount: "1,250.50" })).toEqual({
      authorization_id: 7,
      invoice_number: "F-1",
      invoice_date: today,
      invoice_amount: "1250.50",
    });
    expect(claimCreation(7, null)).toEqual({ authorization_id: 7 });
  });
});
