/**
 * What the v2 request routes share (sandbox/routes/arc/v2-requests.ts): the path patterns, the
 * statuses closed to products, the request job's kind and polls, a request row with its job's
 * status, and the user-without-claims check.
 */
import type { Context } from "hono";
import type { UserRow } from "../../../db/schema";
import type { v2_authorization_requests } from "../../../db/schema-v2-requests";
import { requireUser } from "../../../lib/auth";
import type { AppEnv } from "../../../lib/context";
import { forbidden } from "../../../lib/errors";
import { isJobRunning } from "../../../lib/jobs";

export const INT = /^\d{1,9}$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Statuses in which an authorization takes no more products (docs/decisions.md). */
export const CLOSED = ["VOIDED", "REJECTED", "NOT_ATTENDED", "PAID", "COMPLETED"];
/** The polls a request answers IN_PROGRESS before it is processed (the second poll processes it). */
export const REQUEST_POLLS_IN_PROGRESS = 1;
/** The kind of a request's job in the jobs table. */
export const REQUEST_JOB_KIND = "v2-authorization-request";

/** A request row with the status and error its job gives it (0016_v2_request_jobs.sql). */
export type RequestRow = typeof v2_authorization_requests.$inferSelect & {
  status: "IN_PROGRESS" | "ERROR" | "CREATED" | "COMPLETED";
  error_message: string | null;
};

/**
 * A request's status from its job: IN_PROGRESS while the job runs, ERROR when it failed, CREATED
 * once it completed, COMPLETED once the request was completed.
 */
export function requestStatus(jobStatus: string, completedAt: Date | null): RequestRow["status"] {
  if (isJobRunning(jobStatus)) return "IN_PROGRESS";
  if (jobStatus === "ERROR") return "ERROR";
  return completedAt ? "COMPLETED" : "CREATED";
}
/** First id of authorizations made by requests (apart from the seeded 700,001…). */
export const FIRST_REQUESTED_ID = 800_001;

/** A user without claims (000 §2). @throws 401 without a session, 403 for other users. */
export function requireV2User(c: Context<AppEnv>): UserRow {
  const user = requireUser(c);
  if (!user.is_user_without_claims) throw forbidden();
  return user;
}
