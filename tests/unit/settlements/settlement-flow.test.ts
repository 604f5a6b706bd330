/**
 * The settlement wizard as a flow (src/areas/settlements/new/settlement-flow.ts; 000 §2, §3, §5;
 * issue 22 §2): the steps' guards, what the draft keeps (ids and choices only: no billing texts,
 * no file names) and how a reload restores it.
 */
import { describe, expect, it } from "vitest";
import { draftOf, lastEnterable } from "../../../src/lib/flow";
import {
  EMPTY_SETTLEMENT,
  manualStepDone,
  restoreSettlementDraft,
  settlementFlow,
  type SettlementWizardState,
} from "../../../src/areas/settlements/new/settlement-flow";

const READY: SettlementWizardState = {
  ...EMPTY_SETTLEMENT,
  settlementId: "6f1c2d3e-0000-4000-8000-000000000001",
  settlementSponsor: "do-universal",
  sponsorSlug: "do-universal",
  dateFrom: "2026-10-01",
  dateTo: "2026-10-31",
  coverages: ["OUTPATIENT_CARE"],
  selectAll: true,
  excludedClaims: [500_001, 500_002],
  addAuthorizationsComplete: true,
  manualQuantity: 2,
  manualAmount: "1,500.25",
  documents: [{ documentType: "INVOICE", settlementFileId: "f-1", fileName: "factura-enero.pdf" }],
  billing: { ...EMPTY_SETTLEMENT.billing, invoiceNumber: "FAC-1", invoiceAmount: "10.00" },
};

describe("settlement flow guards (000 §2, §5)", () => {
  it("enters the pending step only with a complete sponsor step and its draft settlement", () => {
    expect(lastEnterable(settlementFlow, 5, READY, undefined)).toBe(5);
    expect(lastEnterable(settlementFlow, 5, { ...READY, settlementId: "" }, undefined)).toBe(1);
    expect(lastEnterable(settlementFlow, 5, { ...READY, coverages: [] }, undefined)).toBe(1);
  });
  it("enters the manual step once the choice was sent, the summary once do-universal's manual authorizations are valid", () => {
    expect(lastEnterable(settlementFlow, 5, { ...READY, addAuthorizationsComplete: false }, undefined)).toBe(
      2,
    );
    expect(lastEnterable(settlementFlow, 5, { ...READY, manualQuantity: 0 }, undefined)).toBe(3);
    expect(manualStepDone({ ...READY, sponsorSlug: "do-senasa", manualQuantity: undefined })).toBe(true);
  });
});

describe("the draft (ids and choices only)", () => {
  it("keeps ids and choices, never the billing texts nor file names", () => {
    const draft = JSON.stringify(draftOf(settlementFlow, READY));
    expect(draft).toContain("500001");
    expect(draft).toContain("f-1");
    expect(draft).not.toContain("FAC-1");
    expect(draft).not.toContain("factura-enero");
  });
  it("restores on reload what it kept, dropping what is not an id or a choice", () => {
    const restored = restoreSettlementDraft(draftOf(settlementFlow, READY), EMPTY_SETTLEMENT);
    expect(restored).toMatchObject({
      settlementId: READY.settlementId,
      selectAll: true,
      excludedClaims: [500_001, 500_002],
      manualQuantity: 2,
      documents: [{ documentType: "INVOICE", settlementFileId: "f-1" }],
      billing: EMPTY_SETTLEMENT.billing,
    });
    const junk = restoreSettlementDraft(
      { includedClaims: ["x", 3], documents: [{ documentType: "RECEIPT", settlementFileId: "f" }] },
      EMPTY_SETTLEMENT,
    );
    expect(junk.includedClaims).toEqual([3]);
    expect(junk.documents).toEqual([]);
  });
});
