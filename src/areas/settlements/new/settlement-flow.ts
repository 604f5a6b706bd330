import { defineFlow, type FlowDraft } from "../../../lib/flow";
import {
  areManualAuthorizationsValid,
  isSponsorStepComplete,
  requiresManualAuthorizations,
  SETTLEMENT_DOCUMENT_TYPES,
  type BillingFields,
  type SettlementDocumentType,
} from "../../../../schemas/settlements/settlement-rules";

/** The five steps of the settlement wizard (000 §2 "Settlement creation wizard"), as URL ids. */
export const SETTLEMENT_STEPS = ["sponsor", "pending", "manual", "summary", "billing"] as const;
export type SettlementStep = (typeof SETTLEMENT_STEPS)[number];

/** A document uploaded to the draft settlement (000 §3 "documents (each with settlementFileId)"). */
export interface UploadedDocument {
  documentType: SettlementDocumentType;
  settlementFileId: string;
  /** The file's name, shown beside its type; not kept in the draft (a name could say anything). */
  fileName?: string;
}

/**
 * The settlement creation state (000 §3): the draft settlement's id and sponsor, the cut-off
 * dates, coverages, the claim choice (included one by one, or select-all minus the excluded),
 * whether the choice was sent (addAuthorizationsComplete), the manual authorizations, the
 * documents and the billing fields as typed.
 */
export interface SettlementWizardState {
  settlementId: string;
  /** The sponsor the draft settlement was created for (another sponsor needs another draft). */
  settlementSponsor: string;
  sponsorSlug: string;
  dateFrom: string;
  dateTo: string;
  coverages: string[];
  selectAll: boolean;
  includedClaims: number[];
  excludedClaims: number[];
  addAuthorizationsComplete: boolean;
  /** Whether the choice last sent was select-all (its claims are then not all in the draft's ids). */
  sentSelectAll: boolean;
  manualQuantity: number | undefined;
  manualAmount: string;
  documents: UploadedDocument[];
  billing: BillingFields;
}

/** The state a new settlement starts with. */
export const EMPTY_SETTLEMENT: SettlementWizardState = {
  settlementId: "",
  settlementSponsor: "",
  sponsorSlug: "",
  dateFrom: "",
  dateTo: "",
  coverages: [],
  selectAll: false,
  includedClaims: [],
  excludedClaims: [],
  addAuthorizationsComplete: false,
  sentSelectAll: false,
  manualQuantity: undefined,
  manualAmount: "",
  documents: [],
  billing: {
    invoiceNumber: "",
    invoiceDate: "",
    invoiceAmount: "",
    taxReceiptNumber: "",
    taxReceiptDate: "",
    taxReceiptExpiryDate: "",
  },
};

/** Whether the steps after the manual step may be entered: claims sent, manual authorizations valid when required. */
export function manualStepDone(state: SettlementWizardState): boolean {
  return (
    state.addAuthorizationsComplete &&
    (!requiresManualAuthorizations(state.sponsorSlug) ||
      areManualAuthorizationsValid(state.manualQuantity, state.manualAmount))
  );
}

const text = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);
const ids = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === "number" && Number.isInteger(v)) : [];

/**
 * The state after a reload: the draft's ids and choices over the empty state; the billing texts
 * are typed again. Documents keep their type and file id (the names are re-read from the server).
 */
export function restoreSettlementDraft(
  draft: FlowDraft,
  initial: SettlementWizardState,
): SettlementWizardState {
  const documents = (Array.isArray(draft.documents) ? (draft.documents as readonly unknown[]) : []).flatMap(
    (d) => {
      if (typeof d !== "object" || d === null) return [];
      const { documentType, settlementFileId } = d as Record<string, unknown>;
      const type = SETTLEMENT_DOCUMENT_TYPES.find((t) => t === documentType);
      return type && typeof settlementFileId === "string" ? [{ documentType: type, settlementFileId }] : [];
    },
  );
  return {
    ...initial,
    settlementId: text(draft.settlementId, initial.settlementId),
    settlementSponsor: text(draft.settlementSponsor, initial.settlementSponsor),
    sponsorSlug: text(draft.sponsorSlug, initial.sponsorSlug),
    dateFrom: text(draft.dateFrom, initial.dateFrom),
    dateTo: text(draft.dateTo, initial.dateTo),
    coverages: Array.isArray(draft.coverages) ? draft.coverages.filter((c) => typeof c === "string") : [],
    selectAll: draft.selectAll === true,
    includedClaims: ids(draft.includedClaims),
    excludedClaims: ids(draft.excludedClaims),
    addAuthorizationsComplete: draft.addAuthorizationsComplete === true,
    sentSelectAll: draft.sentSelectAll === true,
    manualQuantity: typeof draft.manualQuantity === "number" ? draft.manualQuantity : undefined,
    manualAmount: text(draft.manualAmount, ""),
    documents,
  };
}

/**
 * The settlement wizard as a flow (000 §2, §3, §5; issue 22 §2; the flow kit of DESIGN.md §12):
 * pending authorizations need a complete sponsor step and its draft settlement; the manual step
 * needs the claim choice sent; the summary and billing need valid manual authorizations when the
 * sponsor has them. The draft keeps ids and choices only: the settlement id, sponsor, dates,
 * coverages, the claim ids (or, under select-all, only the excluded ids: the criteria, never ten
 * thousand ids), the manual quantity and amount, and each document's type and file id.
 */
export const settlementFlow = defineFlow<SettlementWizardState>({
  name: "new-settlement",
  steps: [
    { id: "sponsor" },
    { id: "pending", canEnter: (s) => isSponsorStepComplete(s) && s.settlementId !== "" },
    { id: "manual", canEnter: (s) => s.addAuthorizationsComplete },
    { id: "summary", canEnter: manualStepDone },
    { id: "billing", canEnter: manualStepDone },
  ],
  persist: {
    settlementId: "id",
    settlementSponsor: "id",
    sponsorSlug: "id",
    dateFrom: "choice",
    dateTo: "choice",
    coverages: "choices",
    selectAll: "choice",
    includedClaims: "ids",
    excludedClaims: "ids",
    addAuthorizationsComplete: "choice",
    sentSelectAll: "choice",
    manualQuantity: "choice",
    manualAmount: "choice",
    documents: { each: { documentType: "choice", settlementFileId: "id" } },
  },
  restore: restoreSettlementDraft,
});
