/**
 * One table for every asynchronous process (DESIGN.md §10 "one jobs table for every 202/polled
 * process"): claim voids, support-document validations, package cleaning, authorization requests
 * (v2) and download tickets. Every 202 is answered by {@link acceptJob} (Location and
 * `Retry-After`), and a poll answer of a job still running carries `Retry-After` too
 * ({@link retryAfterWhileRunning}; 000 §9 "Polling interval: twice the delay (2 seconds)").
 * Nothing is kept in memory: a job advances by being polled, so any instance over the database
 * answers the same. A job starts STARTED; each poll moves it on; the poll that reaches `steps` runs
 * the job's work inside the transaction that locks its row (so two instances never both run it)
 * and records COMPLETED or ERROR.
 */
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/client";
import { jobs, type JobRow } from "../db/schema";
import type { AppDeps } from "./context";
import { notFound } from "./errors";
import { readPage, type Page, type Paging } from "./paging";

/** Notification states of a polled process (001 §4: started, in progress, completed, error). */
export const JOB_STATUSES = ["STARTED", "IN_PROGRESS", "COMPLETED", "ERROR"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Seconds a client waits before polling a running job again (000 §9: 2 s), sent as `Retry-After`. */
export const JOB_RETRY_AFTER_SECONDS = 2;

/** True while a job has not finished (STARTED or IN_PROGRESS). */
export function isJobRunning(status: string): boolean {
  return status === "STARTED" || status === "IN_PROGRESS";
}

/**
 * Answers a started job: 202 with its `Location` (000 §7) and `Retry-After: 2` (seconds).
 * @param c - the request's context.
 * @param location - the URL to poll.
 * @param body - the 202's body (each route keeps its contract's shape).
 */
export function acceptJob(c: Context, location: string, body: Record<string, unknown>): Response {
  c.header("location", location);
  c.header("retry-after", String(JOB_RETRY_AFTER_SECONDS));
  return c.json(body, 202);
}

/**
 * Adds `Retry-After` to a poll answer while the job it reports still runs (none once finished).
 * @param c - the poll's context.
 * @param status - the job's status (a job row's, or what the route answers).
 */
export function retryAfterWhileRunning(c: Context, status: string): void {
  if (isJobRunning(status)) c.header("retry-after", String(JOB_RETRY_AFTER_SECONDS));
}

/** What a new job holds. */
export interface NewJob {
  kind: string;
  provider: string;
  userId: string | null;
  /** What the job is about (a claim id, an account id, a group id). */
  subject?: string;
  input?: Record<string, unknown>;
  /** Items to process (for progress). */
  total?: number;
  /** Polls until the work runs (default 2: the first poll answers IN_PROGRESS). */
  steps?: number;
  /** Status right after creation (default STARTED). */
  status?: JobStatus;
  expiresAt?: Date;
}

/** The outcome of a job's work. */
export interface JobOutcome {
  status: "COMPLETED" | "ERROR";
  processed: number;
  failed: number;
  result?: unknown;
  error_code?: string;
  message?: string;
}

/** Creates a job and returns its row. */
export async function createJob(deps: AppDeps, job: NewJob): Promise<JobRow> {
  const now = deps.now();
  const [row] = await deps.handle.db
    .insert(jobs)
    .values({
      id: randomUUID(),
      kind: job.kind,
      provider_slug: job.provider,
      user_id: job.userId,
      subject: job.subject ?? null,
      status: job.status ?? "STARTED",
      steps: job.steps ?? 2,
      total: job.total ?? 0,
      input: job.input ?? {},
      created_at: now,
      updated_at: now,
      expires_at: job.expiresAt ?? null,
    })
    .returning();
  return row;
}

/** Reads a job of a kind and provider, without advancing it. @throws 404 when there is none. */
export async function readJob(deps: AppDeps, id: string, kind: string, provider: string): Promise<JobRow> {
  const [row] = await deps.handle.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.kind, kind), eq(jobs.provider_slug, provider)));
  if (!row) throw notFound();
  return row;
}

/**
 * The one jobs listing: a page of a provider's jobs of some kinds, newest first, without advancing
 * them (the bulk-process list of account actions, the agreement matrix's process files).
 */
export async function listJobs(
  deps: AppDeps,
  provider: string,
  kinds: readonly string[],
  paging: Paging,
): Promise<Page<JobRow>> {
  const db = deps.handle.db;
  const where = and(eq(jobs.provider_slug, provider), inArray(jobs.kind, [...kinds]));
  return readPage(
    paging,
    db.select().from(jobs).where(where).orderBy(desc(jobs.created_at), desc(jobs.id)).$dynamic(),
    db.select({ total: count() }).from(jobs).where(where),
  );
}

/**
 * Polls a job: counts the poll and, when the count reaches the job's steps, runs `work` in the same
 * transaction and records its outcome. A finished job answers as it is.
 * @throws ApiError 404 when no job of that kind and provider has the id.
 */
export async function pollJob(
  deps: AppDeps,
  id: string,
  kind: string,
  provider: string,
  work: (tx: Db, job: JobRow) => Promise<JobOutcome>,
): Promise<JobRow> {
  return deps.handle.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.kind, kind), eq(jobs.provider_slug, provider)))
      .for("update");
    if (!job) throw notFound();
    if (job.status === "COMPLETED" || job.status === "ERROR") return job;
    const polls = job.polls + 1;
    const now = deps.now();
    if (polls < job.steps) {
      const processed = Math.floor((job.total * polls) / job.steps);
      const [row] = await tx
        .update(jobs)
        .set({ polls, status: "IN_PROGRESS", processed, updated_at: now })
        .where(eq(jobs.id, id))
        .returning();
      return row;
    }
    const outcome = await work(tx as unknown as Db, job);
    const [row] = await tx
      .update(jobs)
      .set({
        polls,
        status: outcome.status,
        processed: outcome.processed,
        failed: outcome.failed,
        result: outcome.result ?? null,
        error_code: outcome.error_code ?? null,
        message: outcome.message ?? null,
        updated_at: now,
      })
      .where(eq(jobs.id, id))
      .returning();
    return row;
  });
}
