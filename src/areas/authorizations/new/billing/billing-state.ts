import type { FlowDraft, FlowPersist } from "../../../../lib/flow";

/**
 * The authorization-and-billing and claim part of the new authorization's state (000 §4
 * "Authorization request creation", "Claim creation"; issue 20 §5, §6): the request and the claim
 * followed, as ids and Locations only (the house's rule on patient data: the invoice's data and
 * the files stay in memory, billing-memory.ts). A reload polls the kept Location again instead of
 * sending a second request or claim.
 */
export interface BillingState {
  /** The authorization request followed, once sent. */
  readonly requestId: number | null;
  /** Its Location (the 202's): what a reload polls again instead of sending a second request. */
  readonly requestLocation: string | null;
  /** The authorization-and-billing step is done (results seen, documents attached, request completed). */
  readonly billingComplete: boolean;
  /** The authorization the claim is for (the request's first with an APPROVED product). */
  readonly authorizationId: number | null;
  /** The claim creation's Location (its 202's), polled again after a reload. */
  readonly claimLocation: string | null;
}

/** Nothing sent yet. */
export const BILLING_INITIAL: BillingState = {
  requestId: null,
  requestLocation: null,
  billingComplete: false,
  authorizationId: null,
  claimLocation: null,
};

/** What the draft keeps of this part: ids, Locations and one choice. */
export const BILLING_PERSIST: FlowPersist<BillingState> = {
  requestId: "id",
  requestLocation: "id",
  billingComplete: "choice",
  authorizationId: "id",
  claimLocation: "id",
};

const idOf = (value: unknown, fallback: number | null) =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : fallback;
const locationOf = (value: unknown, fallback: string | null) =>
  typeof value === "string" && value !== "" ? value : fallback;

/** This part after a reload: what the draft kept, over `initial`. */
export function restoreBilling(draft: FlowDraft, initial: BillingState): BillingState {
  return {
    requestId: idOf(draft.requestId, initial.requestId),
    requestLocation: locationOf(draft.requestLocation, initial.requestLocation),
    billingComplete: draft.billingComplete === true,
    authorizationId: idOf(draft.authorizationId, initial.authorizationId),
    claimLocation: locationOf(draft.claimLocation, initial.claimLocation),
  };
}

/** The authorization and billing step is done: the claim may be entered (it needs its authorization). */
export function billingComplete(s: BillingState): boolean {
  return s.billingComplete && s.authorizationId !== null;
}

/** The request was sent and accepted (a 202): the step resumes it rather than sending again. */
export function requestSent<S extends BillingState>(state: S, requestId: number, location: string): S {
  return { ...state, requestId, requestLocation: location, billingComplete: false, authorizationId: null };
}

/** The request is complete and its authorization for the claim chosen: the claim step may open. */
export function billingDone<S extends BillingState>(state: S, authorizationId: number): S {
  return { ...state, billingComplete: true, authorizationId };
}

/** The claim was sent and accepted: its Location kept so that a reload polls it again. */
export function claimSent<S extends BillingState>(state: S, location: string): S {
  return { ...state, claimLocation: location };
}
