import { defineFlow, type FlowDraft } from "../../../lib/flow";
import {
  keptRequestOf,
  resumeRequest,
  type KeptRequest,
  type RequestState,
} from "../../../components/authorization-request/request-machine";

/**
 * The authorization request's state in its flow's layout (`FlowProvider` in
 * `authorization-request-screen.tsx`): where the request stands (the pure machine of
 * request-machine.ts) and, beside it, the request it follows as ids only (`requestId`, the 202's
 * `location`), which is all the flow's draft keeps.
 */
export interface RequestFlowState {
  readonly request: RequestState;
  /** The request followed (`keptRequestOf`), while it lives; absent once completed, refused or not sent. */
  readonly requestId?: number;
  /** Its Location (the 202's, or the request's own path once created): what a reload polls again. */
  readonly location?: string;
}

/** The flow's state for a machine state: the request it follows written beside it (ids only). */
export function withKept(request: RequestState): RequestFlowState {
  const kept = keptRequestOf(request);
  return kept ? { request, requestId: kept.requestId, location: kept.location } : { request };
}

/** The state the flow starts with: nothing sent. */
export const INITIAL_REQUEST_FLOW: RequestFlowState = withKept(resumeRequest(null));

/** The request's steps, as written in the URL (`?step=`; the first is the bare URL). */
export const REQUEST_STEPS = ["form", "authorizations", "completed"] as const;

/** One of {@link REQUEST_STEPS}. */
export type RequestStep = (typeof REQUEST_STEPS)[number];

/** Whether a request exists and is followed (being polled, its files handled, or a poll to retry). */
function followed(request: RequestState): boolean {
  return (
    request.phase === "polling" ||
    request.phase === "files" ||
    request.phase === "completing" ||
    request.phase === "completed" ||
    (request.phase === "failed" && request.resume !== undefined)
  );
}

/**
 * The step a machine state belongs to: the form while nothing is followed (editing, sending, a
 * send that failed), the authorizations while a request is followed (polled, its files, a poll to
 * retry), completed once completed.
 */
export function stepOfRequest(request: RequestState): RequestStep {
  if (request.phase === "completed") return "completed";
  return followed(request) ? "authorizations" : "form";
}

/**
 * The state after a reload (issue 18 §2): a kept request (`requestId` and `location` in the draft)
 * is polled again from its Location, never sent a second time (`resumeRequest`); without one, the
 * state the flow starts with.
 */
export function restoreRequest(draft: FlowDraft, initial: RequestFlowState): RequestFlowState {
  const { requestId, location } = draft;
  if (typeof requestId !== "number" || !Number.isInteger(requestId) || typeof location !== "string")
    return initial;
  const kept: KeptRequest = { requestId, location };
  return withKept(resumeRequest(kept));
}

/**
 * The authorization request as a flow of the flow kit (issue 18 §1, §2; DESIGN.md §12; 000 §4
 * "Authorization request creation: a 202 returns a location to poll; the polled result lists
 * authorizations whose files are then uploaded; then the request is completed"): three steps,
 * `form` (the bare URL the detail links to, `firstStepUnnamed`), `authorizations` (entered once a
 * request is followed) and `completed` (once completed). The request's phase leads the step (a
 * sent request cannot be unsent: the moves replace the history entry, so the browser's Back leaves
 * the screen).
 *
 * The draft keeps the request followed as ids only, `requestId` and `location` (no patient data:
 * what was typed in the form stays in memory), so a reload, in this tab, polls the same request
 * again instead of posting a second one (`usePolledJob`'s resume). Name `v2-request`, one instance
 * per sponsor and authorization.
 */
export const requestFlow = defineFlow<RequestFlowState>({
  name: "v2-request",
  steps: [
    { id: "form" },
    { id: "authorizations", canEnter: (state) => followed(state.request) },
    { id: "completed", canEnter: (state) => state.request.phase === "completed" },
  ],
  persist: { requestId: "id", location: "id" },
  restore: restoreRequest,
  firstStepUnnamed: true,
});

/** The flow's instance of one authorization's request (ids only): `{sponsor}:{code}`. */
export function requestInstance(sponsorSlug: string, authorizationCode: string): string {
  return `${sponsorSlug}:${authorizationCode}`;
}
