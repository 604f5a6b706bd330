/**
 * The settlement wizard's rules (schemas/settlements/settlement-rules.ts; 000 §3, §4, §5, §7, §9;
 * issue 22 §2 "Unit tests for every wizard rule of 000 §4–§5 and the payload choice").
 */
import { describe, expect, it } from "vitest";
import {
  amountForWire,
  areManualAuthorizationsValid,
  billingProblems,
  claimDeletions,
  claimSelection,
  includedCount,
  isClaimChosen,
  isSettlementDate,
  isSponsorStepComplete,
  requiresManualAuthorizations,
  satisfiesDocumentPolicy,
  toggleClaim,
  type ClaimChoice,
} from "../../../schemas/settlements/settlement-rules";

const SPONSOR = {
  sponsorSlug: "do-senasa",
  dateFrom: "2026-10-01",
  dateTo: "2026-10-31",
  coverages: ["OUTPATIENT_CARE"],
};

describe("sponsor step (000 §5)", () => {
  it("is complete only with a sponsor, a start date, an end date and at least one coverage", () => {
    expect(isSponsorStepComplete(SPONSOR)).toBe(true);
    expect(isSponsorStepComplete({ ...SPONSOR, sponsorSlug: "" })).toBe(false);
    expect(isSponsorStepComplete({ ...SPONSOR, dateFrom: "" })).toBe(false);
    expect(isSponsorStepComplete({ ...SPONSOR, dateTo: "" })).toBe(false);
    expect(isSponsorStepComplete({ ...SPONSOR, coverages: [] })).toBe(false);
  });
  it("takes dates as YYYY-MM-DD real days, the start not after the end (000 §9)", () => {
    expect(isSettlementDate("2026-02-28")).toBe(true);
    expect(isSettlementDate("2026-02-30")).toBe(false);
    expect(isSettlementDate("31/10/2026")).toBe(false);
    expect(isSponsorStepComplete({ ...SPONSOR, dateFrom: "2026-11-01" })).toBe(false);
  });
});

describe("document policy (000 §5)", () => {
  it("is satisfied when nothing is required or uploaded equals required", () => {
    expect(satisfiesDocumentPolicy({ uploadedRequiredFiles: 0, totalRequiredFiles: 0 })).toBe(true);
    expect(satisfiesDocumentPolicy({ uploadedRequiredFiles: 3, totalRequiredFiles: 3 })).toBe(true);
    expect(satisfiesDocumentPolicy({ uploadedRequiredFiles: 2, totalRequiredFiles: 3 })).toBe(false);
  });
});

describe("manual authorizations (000 §5, §7)", () => {
  it("are for do-universal only", () => {
    expect(requiresManualAuthorizations("do-universal")).toBe(true);
    expect(requiresManualAuthorizations("do-senasa")).toBe(false);
  });
  it("need quantity and amount both greater than 0", () => {
    expect(areManualAuthorizationsValid(2, "150.25")).toBe(true);
    expect(areManualAuthorizationsValid(0, "150.25")).toBe(false);
    expect(areManualAuthorizationsValid(2, "0")).toBe(false);
    expect(areManualAuthorizationsValid(undefined, "10")).toBe(false);
    expect(areManualAuthorizationsValid(1.5, "10")).toBe(false);
  });
});

describe("amounts (000 §5 commas removed, §9 two decimals)", () => {
  it("removes the commas before sending", () => {
    expect(amountForWire("1,234,567.50")).toBe("1234567.50");
    expect(amountForWire("980")).toBe("980");
  });
  it("billing needs every field, a positive amount and an expiry not before the receipt date", () => {
    const fields = {
      invoiceNumber: "FAC-1",
      invoiceDate: "2026-10-31",
      invoiceAmount: "1,000.00",
      taxReceiptNumber: "B0100000001",
      taxReceiptDate: "2026-10-31",
      taxReceiptExpiryDate: "2027-12-31",
    };
    expect(billingProblems(fields, true)).toEqual([]);
    expect(billingProblems(fields, false)).toEqual(["invoiceFile"]);
    expect(billingProblems({ ...fields, invoiceAmount: "1.234" }, true)).toEqual(["invoiceAmount"]);
    expect(billingProblems({ ...fields, taxReceiptExpiryDate: "2026-10-30" }, true)).toEqual([
      "taxReceiptExpiryDate",
    ]);
    expect(billingProblems({ ...fields, invoiceNumber: " " }, true)).toEqual(["invoiceNumber"]);
  });
});

describe("the final payload (000 §4)", () => {
  const oneByOne: ClaimChoice = { selectAll: false, includedClaims: [11, 12], excludedClaims: [] };
  const all: ClaimChoice = { selectAll: true, includedClaims: [], excludedClaims: [7, 8] };

  it("sends the claim ids when claims were included one by one", () => {
    expect(claimSelection(oneByOne, SPONSOR)).toEqual({ claimIds: [11, 12] });
    expect(claimSelection({ ...oneByOne, includedClaims: [] }, SPONSOR)).toBeNull();
  });
  it("otherwise sends the search criteria: dateFrom, dateTo, excludedClaimIds (never ten thousand ids)", () => {
    expect(claimSelection(all, SPONSOR)).toEqual({
      dateFrom: "2026-10-01",
      dateTo: "2026-10-31",
      excludedClaimIds: [7, 8],
      transactionTypes: ["OUTPATIENT_CARE"],
    });
  });
  it("deletes the excluded ids and then the included ids, each only when non-empty", () => {
    expect(claimDeletions({ selectAll: false, includedClaims: [1], excludedClaims: [2, 3] })).toEqual([
      [2, 3],
      [1],
    ]);
    expect(claimDeletions(oneByOne)).toEqual([[11, 12]]);
    expect(claimDeletions(all)).toEqual([[7, 8]]);
    expect(claimDeletions({ selectAll: false, includedClaims: [], excludedClaims: [] })).toEqual([]);
  });
  it("select-all across pages means all matching minus the excluded", () => {
    expect(includedCount(all, 10_000)).toBe(9_998);
    expect(isClaimChosen(all, 9)).toBe(true);
    expect(isClaimChosen(all, 7)).toBe(false);
    const unticked = toggleClaim(all, 9, false);
    expect(unticked.excludedClaims).toEqual([7, 8, 9]);
    expect(toggleClaim(unticked, 7, true).excludedClaims).toEqual([8, 9]);
    expect(toggleClaim(oneByOne, 13, true).includedClaims).toEqual([11, 12, 13]);
    expect(toggleClaim(oneByOne, 11, false).includedClaims).toEqual([12]);
  });
});
