/**
 * The agreement matrix upload (001 §2 "upload-agreement-matrix"; §3 "Uploaded agreement matrix";
 * §4 "Matrix upload"; §5; §7 `POST /rcm/v1/provider-payer-configurations/upload-process-file`
 * multipart with file, process_type, provider_slug, and `GET provider-payer-configurations/{id}/
 * download-process-file/{fileId}`; §8 "Matrix upload failure: the server's errors list is kept in
 * the result", "Matrix: invalid file type, format errors, download error"; issue 8 §4;
 * docs/api-contract.md "Agreement matrix"; docs/decisions.md "Agreement matrix"):
 * - `POST …/upload-process-file`: an XLSX (decided by its bytes) of at most 5 MiB, `process_type`
 *   AGREEMENT_MATRIX, `provider_slug` the caller's provider; 400 with a code of 001 §8 and its
 *   text otherwise. The file is stored and a job of the one jobs table (sandbox/lib/jobs.ts) started;
 *   201 with the upload (status UPLOAD_PENDING).
 * - `GET …/process-files` (list path not shown in 001 §7; decided) with `page`, `size`: the
 *   provider's uploads, newest first; each poll of a pending upload moves its job on, so the portal
 *   follows the five states by polling (UPLOAD_PENDING → VALIDATION_PENDING → UPLOAD_ERRORS |
 *   VALIDATION_ERROR | UPLOAD_COMPLETE). The job's work reads the workbook with exceljs, checks
 *   every row against the provider's agreements, writes the processed file, and applies the rows
 *   only when none is wrong (all or nothing).
 * - `GET …/process-files/{id}`: one upload with its rows in error (`errors`: row, column, code,
 *   value, message).
 * - `GET …/{id}/download-process-file/{fileId}`: the processed XLSX (409 MATRIX_DOWNLOAD_ERROR when
 *   there is none, e.g. still pending or unreadable).
 * Uploading needs UPLOAD_AGREEMENT_MATRIX, reading VIEW_AGREEMENTS or UPLOAD_AGREEMENT_MATRIX
 * (`MATRIX_READER_EVENTS`: 000 §6 DENIALS_ADMIN may only upload; docs/decisions.md).
 */
import { contentDisposition } from "@tinyhttp/content-disposition";
import { and, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { Hono, type Context } from "hono";
import {
  isMatrixPending,
  MATRIX_PROCESS_TYPE,
  MATRIX_READER_EVENTS,
  type MatrixErrorCode,
  type MatrixRowError,
  type MatrixStatus,
} from "../../../schemas/requests/agreement-matrix";
import type { Db } from "../../db/client";
import { jobs, rcm_agreement_configurations, rcm_agreements, users, type JobRow } from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import {
  checkMatrixRows,
  MatrixFormatError,
  matrixStatusOf,
  matrixText,
  processedWorkbook,
  readMatrix,
  type KnownAgreement,
  type MatrixChange,
} from "../../lib/agreement-matrix";
import { configurationHash, type ConfigurationValues } from "../../lib/agreements";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, notFound, validationError } from "../../lib/errors";
import { createJob, listJobs, pollJob, type JobOutcome } from "../../lib/jobs";
import type { Lang } from "../../lib/messages";
import { withContent } from "../../lib/paging";
import { isUuid, QueryReader } from "../../lib/query";
import { requireAnyEvent, requireEvent } from "../../lib/rcm-permissions";
import { readMultipart, storeBytes } from "../../lib/uploads";
import { AGREEMENT_MATRIX_POLICY } from "../../../schemas/upload-policies";
import { readStoredFile } from "../../lib/file-store";

/** Job kind of a matrix upload (sandbox/lib/jobs.ts). */
export const MATRIX_JOB = "agreement-matrix";

/** Content type of a workbook. */
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Most row errors kept in a result (beyond it `errors_truncated` says so). */
export const MATRIX_MAX_ERRORS_KEPT = 5_000;

/** What a matrix job keeps as input. */
interface MatrixInput {
  process_type: string;
  original_file_name: string;
  sha256: string;
  size_bytes: number;
  lang: Lang;
}

/** What a finished matrix job keeps as result. */
interface MatrixResult {
  matrix_status: MatrixStatus;
  rows: number;
  applied: number;
  failed: number;
  errors: MatrixRowError[];
  errors_truncated: boolean;
  processed_sha256: string | null;
}

/** A matrix error answered with its code and text in the caller's language. */
function matrixError(c: Context<AppEnv>, code: MatrixErrorCode, status: 400 | 404 | 409 = 400): ApiError {
  return new ApiError(status, code, matrixText(code, c.get("lang")));
}

/** An upload on the wire (snake_case; the portal camel-cases it). `withErrors` adds the rows in error. */
function uploadWire(job: JobRow, withErrors: boolean) {
  const input = job.input as unknown as MatrixInput;
  const result = (job.result ?? null) as MatrixResult | null;
  return {
    id: job.id,
    process_type: input.process_type,
    original_file_name: input.original_file_name,
    status: matrixStatusOf(job.status, result?.matrix_status),
    created_at: job.created_at.toISOString(),
    updated_at: job.updated_at.toISOString(),
    file_id: result?.processed_sha256 ?? null,
    error_code: job.error_code,
    message: job.message,
    result: result ? { rows: result.rows, applied: result.applied, failed: result.failed } : null,
    error_count: result?.errors.length ?? 0,
    ...(withErrors
      ? { errors: result?.errors ?? [], errors_truncated: result?.errors_truncated ?? false }
      : {}),
  };
}

/** The provider's agreements with what a row is checked against, by code. */
async function knownAgreements(db: Db, provider: string): Promise<Map<string, KnownAgreement>> {
  const rows = await db
    .select({
      code: rcm_agreements.agreement_code,
      payer: rcm_agreements.payer_slug,
      active: rcm_agreement_configurations.regulation_2275_active,
      start: rcm_agreement_configurations.regulation_2275_start_date,
      cuv: rcm_agreement_configurations.regulation_2275_cuv_format,
    })
    .from(rcm_agreements)
    .leftJoin(
      rcm_agreement_configurations,
      and(
        eq(rcm_agreement_configurations.provider_slug, rcm_agreements.provider_slug),
        eq(rcm_agreement_configurations.agreement_code, rcm_agreements.agreement_code),
      ),
    )
    .where(eq(rcm_agreements.provider_slug, provider));
  return new Map(
    rows.map((r) => [
      r.code,
      {
        payerSlug: r.payer,
        regulation2275Active: r.active ?? false,
        regulation2275StartDate: r.start ?? null,
        regulation2275CuvFormat: r.cuv ?? null,
      },
    ]),
  );
}

/** Applies valid rows to the agreements' configurations (values a row leaves blank are kept). */
async function applyChanges(
  db: Db,
  provider: string,
  changes: readonly MatrixChange[],
  now: Date,
  by: string | null,
): Promise<number> {
  let applied = 0;
  for (const change of changes) {
    const [current] = await db
      .select()
      .from(rcm_agreement_configurations)
      .where(
        and(
          eq(rcm_agreement_configurations.provider_slug, provider),
          eq(rcm_agreement_configurations.agreement_code, change.agreementCode),
        ),
      );
    if (!current) continue;
    const values: ConfigurationValues = {
      tax_identification_number: change.taxIdentificationNumber ?? current.tax_identification_number,
      sponsor_type: change.sponsorType ?? current.sponsor_type,
      concurrency: change.concurrency ?? current.concurrency,
      responsible: current.responsible,
      regulation_2275_active: change.regulation2275Active ?? current.regulation_2275_active,
      regulation_2275_start_date: change.regulation2275StartDate ?? current.regulation_2275_start_date,
      regulation_2275_cuv_format: change.regulation2275CuvFormat ?? current.regulation_2275_cuv_format,
      regulation_2275_with_validation_results: current.regulation_2275_with_validation_results,
      file_format_fields: current.file_format_fields,
    };
    await db
      .update(rcm_agreement_configurations)
      .set({
        ...values,
        file_format_fields: [...values.file_format_fields],
        hash: configurationHash(change.agreementCode, values),
        updated_at: now,
        updated_by: by,
      })
      .where(eq(rcm_agreement_configurations.id, current.id));
    applied++;
  }
  return applied;
}

/**
 * The work of a matrix job (run by the poll that finishes it, in its transaction): read, check,
 * write the processed file, apply when every row is valid.
 */
async function processMatrix(tx: Db, job: JobRow, now: Date, by: string | null): Promise<JobOutcome> {
  const input = job.input as unknown as MatrixInput;
  const content = await readStoredFile(tx, input.sha256);
  const blob = content ? { content } : undefined;
  const empty: MatrixResult = {
    matrix_status: "UPLOAD_ERRORS",
    rows: 0,
    applied: 0,
    failed: 0,
    errors: [],
    errors_truncated: false,
    processed_sha256: null,
  };
  let sheet;
  try {
    if (!blob) throw new MatrixFormatError("the stored file is missing");
    sheet = await readMatrix(blob.content);
  } catch (error) {
    if (!(error instanceof MatrixFormatError)) throw error;
    return {
      status: "ERROR",
      processed: 0,
      failed: 0,
      error_code: "MATRIX_INVALID_FORMAT",
      message: `${matrixText("MATRIX_INVALID_FORMAT", input.lang)} (${error.message})`,
      result: empty,
    };
  }
  const { errors, changes } = checkMatrixRows(
    sheet,
    await knownAgreements(tx, job.provider_slug),
    input.lang,
  );
  const processedSha = await storeBytes(tx, await processedWorkbook(sheet, errors), XLSX_TYPE, now);
  const failedRows = new Set(errors.map((e) => e.row)).size;
  const kept = errors.slice(0, MATRIX_MAX_ERRORS_KEPT);
  if (errors.length > 0) {
    const result: MatrixResult = {
      matrix_status: "VALIDATION_ERROR",
      rows: sheet.rows.length,
      applied: 0,
      failed: failedRows,
      errors: kept,
      errors_truncated: kept.length < errors.length,
      processed_sha256: processedSha,
    };
    return { status: "COMPLETED", processed: sheet.rows.length, failed: failedRows, result };
  }
  const applied = await applyChanges(tx, job.provider_slug, changes, now, by);
  const result: MatrixResult = {
    matrix_status: "UPLOAD_COMPLETE",
    rows: sheet.rows.length,
    applied,
    failed: 0,
    errors: [],
    errors_truncated: false,
    processed_sha256: processedSha,
  };
  return { status: "COMPLETED", processed: sheet.rows.length, failed: 0, result };
}

/** Routes under /rcm. */
export function agreementMatrixRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;
  const BASE = "/v1/provider-payer-configurations";

  /** Moves a pending upload on by one poll and answers it as it is then. */
  const advance = async (job: JobRow): Promise<JobRow> => {
    if (!isMatrixPending(matrixStatusOf(job.status))) return job;
    return pollJob(deps, job.id, MATRIX_JOB, job.provider_slug, async (tx, row) => {
      // The uploader's email for `updated_by` (the job keeps the id only).
      const [uploader] = row.user_id
        ? await tx.select({ email: users.email }).from(users).where(eq(users.id, row.user_id))
        : [];
      return processMatrix(tx, row, deps.now(), uploader?.email ?? null);
    });
  };

  /** The caller's upload `id`, or 404. */
  const ownUpload = async (id: string, provider: string): Promise<JobRow> => {
    if (!isUuid(id)) throw validationError("id must be a UUID");
    const [row] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id.toLowerCase()), eq(jobs.kind, MATRIX_JOB), eq(jobs.provider_slug, provider)));
    if (!row) throw notFound();
    return row;
  };

  routes.post(`${BASE}/upload-process-file`, async (c) => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "UPLOAD_AGREEMENT_MATRIX");
    const { form, part } = await readMultipart(c);
    if (part === undefined || typeof part === "string") throw validationError("file is required");
    if (form.process_type !== MATRIX_PROCESS_TYPE) {
      throw validationError(`process_type must be ${MATRIX_PROCESS_TYPE}`);
    }
    if (typeof form.provider_slug !== "string" || form.provider_slug !== user.provider_slug) {
      throw validationError("provider_slug must be the session's provider");
    }
    const policy = AGREEMENT_MATRIX_POLICY;
    if (part.size === 0) throw new ApiError(400, "EMPTY_FILE");
    if (part.size > policy.maxBytes) throw matrixError(c, policy.answers.tooLarge.code);
    const bytes = Buffer.from(await part.arrayBuffer());
    const found = await fileTypeFromBuffer(bytes);
    if (!found || !(policy.contentTypes as readonly string[]).includes(found.mime)) {
      throw matrixError(c, policy.answers.wrongType.code);
    }
    const now = deps.now();
    const fileName = (part.name || "matrix.xlsx").replace(/[\\/]/g, "_").slice(0, 200);
    const sha256 = await storeBytes(db, bytes, XLSX_TYPE, now);
    const input: MatrixInput = {
      process_type: MATRIX_PROCESS_TYPE,
      original_file_name: fileName,
      sha256,
      size_bytes: bytes.length,
      lang: c.get("lang"),
    };
    const job = await createJob(deps, {
      kind: MATRIX_JOB,
      provider: user.provider_slug,
      userId: user.id,
      input: input as unknown as Record<string, unknown>,
    });
    return c.json(uploadWire(job, true), 201);
  });

  routes.get(`${BASE}/process-files`, async (c) => {
    const user = requireRcmUser(c);
    await requireAnyEvent(db, user, MATRIX_READER_EVENTS);
    const q = new QueryReader(c);
    const type = q.oneOf("process_type", [MATRIX_PROCESS_TYPE] as const, MATRIX_PROCESS_TYPE);
    const page = await listJobs(deps, user.provider_slug, [MATRIX_JOB], q.paging(15, 100));
    const answered: JobRow[] = [];
    for (const row of page.content) answered.push(await advance(row));
    return c.json(
      withContent(
        page,
        answered
          .filter((r) => (r.input as unknown as MatrixInput).process_type === type)
          .map((r) => uploadWire(r, false)),
      ),
    );
  });

  routes.get(`${BASE}/process-files/:id`, async (c) => {
    const user = requireRcmUser(c);
    await requireAnyEvent(db, user, MATRIX_READER_EVENTS);
    const job = await advance(await ownUpload(c.req.param("id"), user.provider_slug));
    return c.json(uploadWire(job, true));
  });

  routes.get(`${BASE}/:id/download-process-file/:fileId`, async (c) => {
    const user = requireRcmUser(c);
    await requireAnyEvent(db, user, MATRIX_READER_EVENTS);
    const job = await ownUpload(c.req.param("id"), user.provider_slug);
    const result = (job.result ?? null) as MatrixResult | null;
    const fileId = c.req.param("fileId").toLowerCase();
    if (!/^[0-9a-f]{64}$/.test(fileId)) throw validationError("fileId must be the processed file's id");
    if (!result?.processed_sha256) throw matrixError(c, "MATRIX_DOWNLOAD_ERROR", 409);
    if (result.processed_sha256 !== fileId) throw notFound();
    const content = await readStoredFile(db, fileId);
    if (!content) throw matrixError(c, "MATRIX_DOWNLOAD_ERROR", 409);
    const blob = { content };
    const original = (job.input as unknown as MatrixInput).original_file_name.replace(/\.xlsx$/i, "");
    return new Response(new Uint8Array(blob.content), {
      headers: {
        "content-type": XLSX_TYPE,
        "content-length": String(blob.content.length),
        "content-disposition": contentDisposition(`${original}-processed.xlsx`),
      },
    });
  });

  return routes;
}
