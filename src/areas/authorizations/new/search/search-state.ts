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

/** The fields of the search part, in the order its steps fill them. */
type SearchKeep = Partial<Pick<SearchState, keyof SearchState>>;

/**
 * The state with the search part as given and every later choice forgotten: what was chosen after
 * a changed choice (the beneficiary of another sponsor, the doctor's products for another
 * beneficiary, a verification of another person) does not hold any more (000 §2).
 * @param initial - the flow's state with nothing chosen (`NEW_AUTHORIZATION_INITIAL`).
 */
function keepOnly<S extends SearchState>(state: S, initial: S, keep: SearchKeep): S {
  return { ...initial, kind: state.kind, ...keep };
}

/**
 * The sponsor chosen (000 §2 step "sponsor"): the same one keeps everything; another forgets the
 * search method, the search and everything after.
 */
export function chooseSponsor<S extends SearchState>(state: S, initial: S, sponsorSlug: string): S {
  if (state.sponsorSlug === sponsorSlug) return state;
  return keepOnly(state, initial, { sponsorSlug });
}

/** The search method chosen (000 §2 step "search method"): another one forgets the search and what follows. */
export function chooseSearchForm<S extends SearchState>(state: S, initial: S, searchFormSlug: string): S {
  if (state.searchFormSlug === searchFormSlug) return state;
  return keepOnly(state, initial, { sponsorSlug: state.sponsorSlug, searchFormSlug });
}

/**
 * A search started (its 202's Location kept, so a reload polls it again and never searches twice):
 * the beneficiary chosen from an earlier search and everything after it are forgotten.
 */
export function searchStarted<S extends SearchState>(state: S, initial: S, searchLocation: string): S {
  return keepOnly(state, initial, {
    sponsorSlug: state.sponsorSlug,
    searchFormSlug: state.searchFormSlug,
    searchLocation,
  });
}

/** The search is dropped (a new search to type, or it failed): its Location and what follows go. */
export function searchDropped<S extends SearchState>(state: S, initial: S): S {
  if (state.searchLocation === null && state.beneficiaryId === null) return state;
  return keepOnly(state, initial, { sponsorSlug: state.sponsorSlug, searchFormSlug: state.searchFormSlug });
}

/** A beneficiary chosen among the results: the same one keeps everything; another forgets what follows. */
export function chooseBeneficiary<S extends SearchState>(state: S, initial: S, beneficiaryId: number): S {
  if (state.beneficiaryId === beneficiaryId) return state;
  return keepOnly(state, initial, {
    sponsorSlug: state.sponsorSlug,
    searchFormSlug: state.searchFormSlug,
    searchLocation: state.searchLocation,
    beneficiaryId,
  });
}

/** The completed search step done: the beneficiary's required data is up to date (000 §5). */
export function markBeneficiaryReady<S extends SearchState>(state: S): S {
  return state.beneficiaryReady ? state : { ...state, beneficiaryReady: true };
}
