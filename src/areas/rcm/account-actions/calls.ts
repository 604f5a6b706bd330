/**
 * The account actions' calls (001 §4, §7 "Account and agreement calls under rcm/v1";
 * docs/api-contract.md "Revenue cycle"), over the portal's client. Bodies go snake_case, answers
 * come camel-cased. Every POST carries the `Idempotency-Key` it is given (a retried POST never
 * applies twice); the client adds one itself when none is given.
 */
import { fillEndpoint } from "../../../../providers/data/endpoint";
import {
  IDEMPOTENCY_HEADER,
  isOutcomeUnknown,
  PollFailedError,
  pollLocation,
  type HttpClient,
} from "../../../../providers/http";

/** Notification states of a polled validation (001 §4: started, in progress, completed, error). */
export type ProcessState = "STARTED" | "IN_PROGRESS" | "COMPLETED" | "ERROR";

/** A polled process as the API answers it (the jobs table, camel-cased). */
export interface ProcessAnswer {
  processId: string;
  type: string;
  status: ProcessState;
  total: number;
  processed: number;
  failed: number;
  result?: unknown;
  errorCode?: string | null;
  message?: string | null;
}

/** One account's result in a validation (`result` of the completed process). */
export interface ValidationResult {
  accountId: string;
  valid: boolean;
  missingDocuments?: number;
  message?: string;
}

/** A responsible user of the provider (`GET rcm/v1/users/{provider}`). */
export interface ResponsibleUser {
  name: string;
  emailAddress: string;
}

/** A Spring page (camel-cased). */
export interface PageAnswer<T> {
  content: T[];
  totalElements: number;
}

const headersOf = (key: string | undefined) => (key ? { [IDEMPOTENCY_HEADER]: key } : undefined);

/**
 * Moves one account: `PUT rcm/v1/accounts/{id}/status` with `next_status` and `message` (001 §4).
 * @throws the client's error (409 INVALID_STATUS_TRANSITION, 403 …) for the caller's report.
 */
export async function changeStatus(
  http: HttpClient,
  accountId: string,
  nextStatus: string,
  message: string,
  signal?: AbortSignal,
): Promise<void> {
  await http.put(
    `/${fillEndpoint("rcm/v1/accounts/{id}/status", { id: accountId })}`,
    message ? { nextStatus, message } : { nextStatus },
    { snakeBody: true, signal },
  );
}

/**
 * Re-reads an account whose move failed, before the report speaks (issue 17 §3; DESIGN.md §4):
 * true when the move's answer was lost (see `isOutcomeUnknown`) and `GET rcm/v1/accounts/{id}`
 * shows the account in `nextStatus` now; false for a refusal (the server answered it) or when the
 * account is elsewhere.
 * @throws the client's error when the re-read fails (the caller keeps the failure).
 */
export async function moveHeld(
  http: HttpClient,
  accountId: string,
  nextStatus: string,
  error: unknown,
  signal?: AbortSignal,
): Promise<boolean> {
  if (!isOutcomeUnknown(error)) return false;
  const answer = await http.get<{ status?: string }>(
    `/${fillEndpoint("rcm/v1/accounts/{id}", { id: accountId })}`,
    {
      signal,
    },
  );
  return answer.data.status === nextStatus;
}

/**
 * Starts the revalidation of accounts' support documents (`POST …/validate-support-documents`
 * with `account_ids`, at most 500) and polls it (`GET` with `process_id`) until it completes or
 * fails, telling each state seen.
 * @returns the final process; an ERROR process is returned, not thrown (its results name the
 *   accounts that failed).
 * @throws the client's error when a call fails; `PollTimeoutError` past the poll ceiling.
 */
export async function validateAccounts(
  http: HttpClient,
  accountIds: readonly string[],
  options: { signal?: AbortSignal; idempotencyKey?: string; onState?(state: ProcessState): void },
): Promise<ProcessAnswer> {
  const path = "/rcm/v1/accounts/validate-support-documents";
  const started = await http.post<ProcessAnswer>(
    path,
    { accountIds },
    { snakeBody: true, signal: options.signal, headers: headersOf(options.idempotencyKey) },
  );
  options.onState?.(started.data.status);
  if (started.data.status === "COMPLETED" || started.data.status === "ERROR") return started.data;
  const location = `${path}?process_id=${encodeURIComponent(started.data.processId)}`;
  options.onState?.("IN_PROGRESS");
  try {
    return await pollLocation<ProcessAnswer>(http, location, {
      signal: options.signal,
      pendingStatuses: ["STARTED", "IN_PROGRESS"],
    });
  } catch (error) {
    // pollLocation throws on ERROR; the process (with its per-account results) is its body.
    if (error instanceof PollFailedError && (error.body as ProcessAnswer | undefined)?.status === "ERROR")
      return error.body as ProcessAnswer;
    throw error;
  }
}

/**
 * Empties the package folder of accounts (`POST …/clean-account-packages`, at most 500).
 * @returns the accounts cleaned and those skipped (sent or settled keep their package).
 */
export async function cleanPackages(
  http: HttpClient,
  accountIds: readonly string[],
  options: { signal?: AbortSignal; idempotencyKey?: string },
): Promise<{ cleaned: number; skipped: string[] }> {
  const answer = await http.post<{ cleaned: number; skipped: string[] }>(
    "/rcm/v1/accounts/clean-account-packages",
    { accountIds },
    { snakeBody: true, signal: options.signal, headers: headersOf(options.idempotencyKey) },
  );
  return answer.data;
}

/** The provider's responsible users (`GET rcm/v1/users/{provider}`). */
export async function responsibleUsers(
  http: HttpClient,
  provider: string,
  signal?: AbortSignal,
): Promise<ResponsibleUser[]> {
  const answer = await http.get<ResponsibleUser[]>(
    `/${fillEndpoint("rcm/v1/users/{provider}", { provider })}`,
    {
      signal,
    },
  );
  return answer.data;
}

/**
 * Assigns (or with `null` removes) the responsible of accounts (`POST rcm/v1/responsible`, at
 * most 500 ids).
 * @returns how many accounts were updated.
 */
export async function assignResponsible(
  http: HttpClient,
  accountIds: readonly string[],
  emailAddress: string | null,
  options: { signal?: AbortSignal; idempotencyKey?: string },
): Promise<number> {
  const answer = await http.post<{ updated: number }>(
    "/rcm/v1/responsible",
    { accountIds, emailAddress },
    { snakeBody: true, signal: options.signal, headers: headersOf(options.idempotencyKey) },
  );
  return answer.data.updated;
}

/**
 * Assembles (or reassembles) an account's package (`POST …/accounts/{id}/assemble|reassemble`);
 * `confirmIncomplete` when the user accepted missing support documents (001 §4).
 * @throws the client's error; 409 INCOMPLETE_ACCOUNT when documents are missing and not confirmed.
 */
export async function assemble(
  http: HttpClient,
  accountId: string,
  again: boolean,
  confirmIncomplete: boolean,
  options: { signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<{ missingDocuments: number }> {
  const answer = await http.post<{ missingDocuments: number }>(
    `/${fillEndpoint(`rcm/v1/accounts/{id}/${again ? "reassemble" : "assemble"}`, { id: accountId })}`,
    { confirmIncomplete },
    { snakeBody: true, signal: options.signal, headers: headersOf(options.idempotencyKey) },
  );
  return answer.data;
}

/** The provider's latest queued processes (`GET providers/{id}/bulk-process-information`). */
export async function bulkProcesses(
  http: HttpClient,
  provider: string,
  signal?: AbortSignal,
): Promise<PageAnswer<ProcessAnswer>> {
  const answer = await http.get<PageAnswer<ProcessAnswer>>(
    `/${fillEndpoint("rcm/v1/providers/{provider}/bulk-process-information", { provider })}`,
    { params: { page: 0, size: 5 }, signal },
  );
  return answer.data;
}
