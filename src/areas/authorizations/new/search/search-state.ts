import type { FlowDraft, FlowPersist } from "../../../../lib/flow";
import { kindOf } from "../../../../../schemas/claims-desk/authorization-kinds";

/**
 * The search part of the new authorization's state (000 §2 steps type, sponsor, search method,
 * beneficiary, completed beneficiary search; issue 20 §1, §2). Ids and choices only: the
 * beneficiary's name, document and contact data are re-fetched (`GET /plans/v1/beneficiaries/{id}`)
 * after a reload, never kept.
 */
export interface SearchState {
  /** The kind chosen on the type step (`AUTHORIZATION_KINDS`), or null. */
  readonly kind: string | null;
  /** The sponsor chosen. */
  readonly sponsorSlug: string | null;
  /** The search method: the slug of the sponsor's search form. */
  readonly searchFormSlug: string | null;
  /** The beneficiary search being followed (its 202's Location), so a reload polls it again. */
  readonly searchLocation: string | null;
  /** The beneficiary chosen among the results. */
  readonly beneficiaryId: number | null;
  /** The completed search step is done: required data updated where the sponsor asks (000 §5). */
  readonly beneficiaryReady: boolean;
}

/** Nothing chosen. */
export const SEARCH_INITIAL: SearchState = {
  kind: null,
  sponsorSlug: null,
  searchFormSlug: null,
  searchLocation: null,
  beneficiaryId: null,
  beneficiaryReady: false,
};

/** What the draft keeps of the search part (ids and choices). */
export const SEARCH_PERSIST: FlowPersist<SearchState> = {
  kind: "choice",
  sponsorSlug: "id",
  searchFormSlug: "id",
  searchLocation: "id",
  beneficiaryId: "id",
  beneficiaryReady: "choice",
};

/** The search part after a reload: the drafted fields that still make sense. */
export function restoreSearch(draft: FlowDraft, initial: SearchState): SearchState {
  const id = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : null);
  return {
    kind: kindOf(draft.kind) ? (draft.kind as string) : initial.kind,
    sponsorSlug: id(draft.sponsorSlug) ?? initial.sponsorSlug,
    searchFormSlug: id(draft.searchFormSlug) ?? initial.searchFormSlug,
    searchLocation: id(draft.searchLocation) ?? initial.searchLocation,
    beneficiaryId:
      typeof draft.beneficiaryId === "number" && Number.isInteger(draft.beneficiaryId)
        ? draft.beneficiaryId
        : initial.beneficiaryId,
    beneficiaryReady: draft.beneficiaryReady === true,
  };
}

/** Guards of the search steps (each: the steps before it are complete). */
export const searchGuards = {
  sponsor: (s: SearchState) => kindOf(s.kind) !== undefined,
  searchMethod: (s: SearchState) => kindOf(s.kind) !== undefined && s.sponsorSlug !== null,
  beneficiary: (s: SearchState) =>
    kindOf(s.kind) !== undefined && s.sponsorSlug !== null && s.searchFormSlug !== null,
  beneficiaryData: (s: SearchState) => searchGuards.beneficiary(s) && s.beneficiaryId !== null,
  /** The search part is complete: the steps after it may be entered. */
  complete: (s: SearchState) => searchGuards.beneficiaryData(s) && s.beneficiaryReady,
};
