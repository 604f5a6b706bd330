/**
 * The authorization request flow as a pure state machine (issue 10 §3; 000 §4 "Authorization
 * request creation: a 202 returns a location to poll; the polled result lists authorizations whose
 * files are then uploaded; then the request is completed"; 000 §8 errors.authorizationRequest.
 * emptyAuthorization):
 *
 *   editing --send--> sending --accepted--> polling (the request's Location kept)
 *   polling --polled CREATED with authorizations--> files --complete--> completing --completed--> completed
 *   polling --polled ERROR | CREATED with none | poll failed (the one ceiling, a call)--> failed
 *   files --refreshed--> files;  completing --call failed--> files (with the reason)
 *   failed --retry--> polling (when a request exists and the failure was the poll) | editing
 *
 * The polling itself (every 2 s or the server's Retry-After, one ceiling: 000 §7, §9) is
 * `usePolledJob` (src/lib/use-polled-job.ts): `polled` is its final answer. The Location kept in
 * `polling` is what a reload resumes ({@link resumeRequest}). The screen performs the calls; this
 * module only decides. No React, no network. One machine for the v2 request
 * (src/areas/v2/authorization-request/) and the claims desk's authorization step
 * (src/areas/authorizations/new/billing/), whose answer carries more fields per authorization.
 */
import type { V2RequestStatus } from "../../../schemas/v2/requests";

/** A document of an authorization, as the poll answers it (camel-cased). */
export interface RequestDocument {
  documentTypeSlug: string;
  required: boolean;
  maxBytes: number;
}

/** A file of an authorization of the request. */
export interface RequestFile {
  id: string;
  documentTypeSlug: string;
  fileName: string;
  sizeBytes: number;
  attached: boolean;
}

/** An authorization the request made. */
export interface RequestAuthorization {
  id: number;
  authorizationCode: string;
  sponsorSlug: string;
  coverage: string;
  status: string;
  productType: string;
  products: { productTypeSlug: string; quantity: number; providerProductCode: string }[];
  requiredDocuments: RequestDocument[];
  files: RequestFile[];
}

/** The polled answer of `GET arc/v1/authorization-requests/{id}` (camel-cased). */
export interface RequestAnswer {
  id: number;
  status: V2RequestStatus | string;
  errorMessage: string | null;
  authorizations: RequestAuthorization[];
}

/** Why the flow failed: a translation key, or the server's text. */
export type FailureReason = { key: string } | { text: string };

/** The flow's state. */
export type RequestState =
  | { phase: "editing" }
  | { phase: "sending" }
  | { phase: "polling"; requestId: number; location: string }
  | { phase: "files"; requestId: number; authorizations: RequestAuthorization[]; error?: FailureReason }
  | { phase: "completing"; requestId: number; authorizations: RequestAuthorization[] }
  | { phase: "completed"; requestId: number; authorizations: RequestAuthorization[] }
  | {
      phase: "failed";
      reason: FailureReason;
      /** Set when the request exists and polling it again may help (a failed or timed-out poll). */
      resume?: { requestId: number; location: string };
    };

/** What happened. */
export type RequestEvent =
  | { type: "send" }
  | { type: "accepted"; requestId: number; location: string }
  | { type: "sendFailed"; reason: FailureReason }
  | { type: "polled"; answer: RequestAnswer }
  | { type: "pollFailed"; reason: FailureReason }
  | { type: "refreshed"; answer: RequestAnswer }
  | { type: "fileFailed"; reason: FailureReason }
  | { type: "complete" }
  | { type: "completed"; answer: RequestAnswer }
  | { type: "completeFailed"; reason: FailureReason }
  | { type: "retry" }
  | { type: "edit" };

/** The initial state. */
export const INITIAL_REQUEST_STATE: RequestState = { phase: "editing" };

/** i18n keys of the machine's own failures. */
export const REQUEST_FAILURE_KEYS = {
  /** 000 §8 "errors.authorizationRequest.emptyAuthorization": the result lists no authorization. */
  empty: "v2.request.errors.emptyAuthorization",
  /** The poll reached the client's one ceiling (`pollCeilingMs`) while IN_PROGRESS. */
  timeout: "v2.request.errors.timeout",
  /** ERROR without a message from the server. */
  refused: "v2.request.errors.refused",
} as const;

/**
 * True when every required document of every authorization has an attached file (what
 * `POST …/{id}/complete` requires; docs/api-contract.md).
 */
export function canComplete(authorizations: readonly RequestAuthorization[]): boolean {
  return authorizations.length > 0 && authorizations.every((a) => missingDocuments(a).length === 0);
}

/** The required document types of an authorization that have no attached file yet. */
export function missingDocuments(authorization: RequestAuthorization): string[] {
  return authorization.requiredDocuments
    .filter((d) => d.required)
    .filter((d) => !authorization.files.some((f) => f.attached && f.documentTypeSlug === d.documentTypeSlug))
    .map((d) => d.documentTypeSlug);
}

/** A request being followed, as its flow keeps it (ids only: no patient data). */
export interface KeptRequest {
  requestId: number;
  location: string;
}

/**
 * The state a flow starts in: polling a kept request (a reload resumes the same request, never a
 * second POST), or editing.
 */
export function resumeRequest(kept: KeptRequest | null | undefined): RequestState {
  return kept
    ? { phase: "polling", requestId: kept.requestId, location: kept.location }
    : INITIAL_REQUEST_STATE;
}

/** The request a state follows, to keep for a reload (none once completed, refused or edited). */
export function keptRequestOf(state: RequestState): KeptRequest | null {
  switch (state.phase) {
    case "polling":
    case "files":
    case "completing":
      return {
        requestId: state.requestId,
        location:
          state.phase === "polling" ? state.location : `arc/v1/authorization-requests/${state.requestId}`,
      };
    case "failed":
      return state.resume ?? null;
    default:
      return null;
  }
}

/** The state the polled (final) answer leads to (from polling). */
function fromAnswer(state: Extract<RequestState, { phase: "polling" }>, answer: RequestAnswer): RequestState {
  switch (answer.status) {
    case "IN_PROGRESS":
      return state;
    case "ERROR":
      return {
        phase: "failed",
        reason: answer.errorMessage ? { text: answer.errorMessage } : { key: REQUEST_FAILURE_KEYS.refused },
      };
    case "CREATED":
      if (answer.authorizations.length === 0)
        return { phase: "failed", reason: { key: REQUEST_FAILURE_KEYS.empty } };
      return { phase: "files", requestId: state.requestId, authorizations: answer.authorizations };
    case "COMPLETED":
      return { phase: "completed", requestId: state.requestId, authorizations: answer.authorizations };
    default:
      return { phase: "failed", reason: { key: REQUEST_FAILURE_KEYS.refused } };
  }
}

/**
 * The next state. Events that do not apply to the current phase leave it unchanged (a late poll
 * answer after a retry, a double click).
 */
export function requestReducer(state: RequestState, event: RequestEvent): RequestState {
  switch (event.type) {
    case "send":
      return state.phase === "editing" ? { phase: "sending" } : state;
    case "accepted":
      return state.phase === "sending"
        ? { phase: "polling", requestId: event.requestId, location: event.location }
        : state;
    case "sendFailed":
      return state.phase === "sending" ? { phase: "failed", reason: event.reason } : state;
    case "polled":
      return state.phase === "polling" ? fromAnswer(state, event.answer) : state;
    case "pollFailed":
      return state.phase === "polling"
        ? {
            phase: "failed",
            reason: event.reason,
            resume: { requestId: state.requestId, location: state.location },
          }
        : state;
    case "refreshed":
      return state.phase === "files" && event.answer.status === "CREATED"
        ? { phase: "files", requestId: state.requestId, authorizations: event.answer.authorizations }
        : state;
    case "fileFailed":
      return state.phase === "files" ? { ...state, error: event.reason } : state;
    case "complete":
      return state.phase === "files" && canComplete(state.authorizations)
        ? { phase: "completing", requestId: state.requestId, authorizations: state.authorizations }
        : state;
    case "completed":
      return state.phase === "completing"
        ? { phase: "completed", requestId: state.requestId, authorizations: event.answer.authorizations }
        : state;
    case "completeFailed":
      return state.phase === "completing"
        ? {
            phase: "files",
            requestId: state.requestId,
            authorizations: state.authorizations,
            error: event.reason,
          }
        : state;
    case "retry":
      if (state.phase !== "failed") return state;
      return state.resume
        ? { phase: "polling", requestId: state.resume.requestId, location: state.resume.location }
        : { phase: "editing" };
    case "edit":
      return state.phase === "failed" ? { phase: "editing" } : state;
  }
}
