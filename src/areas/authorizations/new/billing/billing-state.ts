import type { FlowDraft, FlowPersist } from "../../../../lib/flow";

/**
 * The authorization-and-billing and claim part of the new authorization's state (000 §4
 * "Authorization request creation", "Claim creation"; issue 20 §5, §6). Placeholder written with
 * the flow's frame; the billing step's owner completes it (the request and claim followed, as ids).
 */
export interface BillingState {
  /** The authorization request followed, once sent. */
  readonly requestId: number | null;
  /** Its Location (the 202's): what a reload polls again instead of sending a second request. */
  readonly requestLocation: string | null;
  /** The authorization-and-billing step is done (cost-sharing obtained, invoice data where required). */
  readonly billingComplete: boolean;
}

export const BILLING_INITIAL: BillingState = {
  requestId: null,
  requestLocation: null,
  billingComplete: false,
};

export const BILLING_PERSIST: FlowPersist<BillingState> = {
  requestId: "id",
  requestLocation: "id",
  billingComplete: "choice",
};

export function restoreBilling(draft: FlowDraft, initial: BillingState): BillingState {
  return {
    requestId: typeof draft.requestId === "number" ? draft.requestId : initial.requestId,
    requestLocation:
      typeof draft.requestLocation === "string" ? draft.requestLocation : initial.requestLocation,
    billingComplete: draft.billingComplete === true,
  };
}

/** The authorization and billing step is done: the claim may be entered. */
export function billingComplete(s: BillingState): boolean {
  return s.billingComplete;
}
