import { defineFlow, type FlowDraft } from "../../../lib/flow";
import {
  BILLING_INITIAL,
  BILLING_PERSIST,
  billingComplete,
  restoreBilling,
  type BillingState,
} from "./billing/billing-state";
import {
  CLINICAL_INITIAL,
  CLINICAL_PERSIST,
  clinicalComplete,
  restoreClinical,
  type ClinicalState,
} from "./clinical/clinical-state";
import {
  IDENTITY_INITIAL,
  IDENTITY_PERSIST,
  identityVerified,
  restoreIdentity,
  type IdentityState,
} from "./identity/identity-state";
import {
  restoreSearch,
  SEARCH_INITIAL,
  SEARCH_PERSIST,
  searchGuards,
  type SearchState,
} from "./search/search-state";

/**
 * The new authorization's state: one part per group of steps, each in its own file with what its
 * draft keeps and how it is restored (search/, clinical/, identity/, billing/).
 */
export type NewAuthorizationState = SearchState & ClinicalState & IdentityState & BillingState;

/** Nothing chosen yet. */
export const NEW_AUTHORIZATION_INITIAL: NewAuthorizationState = {
  ...SEARCH_INITIAL,
  ...CLINICAL_INITIAL,
  ...IDENTITY_INITIAL,
  ...BILLING_INITIAL,
};

/**
 * The steps, as written in the URL (`?step=`; the first, the type, is the bare URL): 000 §2 "type,
 * sponsor, search method, beneficiary, completed beneficiary search" then "doctor information,
 * identity verification, authorization and billing", and the claim (000 §4 "Claim creation").
 */
export const NEW_AUTHORIZATION_STEPS = [
  "type",
  "sponsor",
  "search-method",
  "beneficiary",
  "beneficiary-data",
  "doctor",
  "identity",
  "authorization",
  "claim",
] as const;

/** One of {@link NEW_AUTHORIZATION_STEPS}. */
export type NewAuthorizationStep = (typeof NEW_AUTHORIZATION_STEPS)[number];

const upToDoctor = (s: NewAuthorizationState) => searchGuards.complete(s);
const upToIdentity = (s: NewAuthorizationState) => upToDoctor(s) && clinicalComplete(s);
const upToAuthorization = (s: NewAuthorizationState) => upToIdentity(s) && identityVerified(s);
const upToClaim = (s: NewAuthorizationState) => upToAuthorization(s) && billingComplete(s);

/** The state after a reload: each part restored by its own rule over the initial state. */
export function restoreNewAuthorization(
  draft: FlowDraft,
  initial: NewAuthorizationState,
): NewAuthorizationState {
  // A typed route opens its own kind: a draft of another kind is not resumed there.
  if (initial.kind !== null && draft.kind !== undefined && draft.kind !== initial.kind) return initial;
  return {
    ...restoreSearch(draft, initial),
    ...restoreClinical(draft, initial),
    ...restoreIdentity(draft, initial),
    ...restoreBilling(draft, initial),
  };
}

/**
 * The new authorization as a flow of the flow kit (000 §2; issue 20 §1; DESIGN.md §12 "a
 * multi-step flow"): nine steps, each entered only when the ones before it are complete (a reload
 * or a link to a later step goes back to the last one that may be entered); the counter of 000 §2
 * (starts at 1, next increments, back never below 1; cancel resets everything). One flow for every
 * kind: what differs by kind is data (`schemas/claims-desk/authorization-kinds.ts`). The draft
 * (sessionStorage, this tab) keeps ids and choices only, named by each part's `*_PERSIST`.
 */
export const newAuthorizationFlow = defineFlow<NewAuthorizationState>({
  name: "new-authorization",
  steps: [
    { id: "type" },
    { id: "sponsor", canEnter: (s) => searchGuards.sponsor(s) },
    { id: "search-method", canEnter: (s) => searchGuards.searchMethod(s) },
    { id: "beneficiary", canEnter: (s) => searchGuards.beneficiary(s) },
    { id: "beneficiary-data", canEnter: (s) => searchGuards.beneficiaryData(s) },
    { id: "doctor", canEnter: upToDoctor },
    { id: "identity", canEnter: upToIdentity },
    { id: "authorization", canEnter: upToAuthorization },
    { id: "claim", canEnter: upToClaim },
  ],
  persist: { ...SEARCH_PERSIST, ...CLINICAL_PERSIST, ...IDENTITY_PERSIST, ...BILLING_PERSIST },
  restore: restoreNewAuthorization,
  firstStepUnnamed: true,
});

/** The one instance of the flow in a tab (a second new authorization starts after the first ends or is cancelled). */
export const NEW_AUTHORIZATION_INSTANCE = "new";
