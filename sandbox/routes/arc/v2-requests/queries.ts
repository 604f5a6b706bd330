/**
 * The v2 request lookups shared by its routes: the caller's request with its job's status, and the
 * request as the poll answers it.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { jobs, type UserRow } from "../../../db/schema";
import { v2_authorizations } from "../../../db/schema-v2";
import {
  v2_authorization_request_files,
  v2_authorization_request_items,
  v2_authorization_requests,
} from "../../../db/schema-v2-requests";
import type { AppDeps } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { V2_REQUEST_DOCUMENTS } from "../../../../schemas/v2/requests";
import { INT, requestStatus, type RequestRow } from "./shared";
import { isClaimsDeskRequest, type RequestUserKind } from "./claims-desk";

/** The request lookups over the app's database. */
export function requestQueries(deps: AppDeps) {
  const db = deps.handle.db;

  /**
   * The caller's request by id, with the status and error its job gives it.
   * @param kind when given, the request must have been sent by that kind of requester (a claims-desk
   * request is not a v2 user's, and the other way round).
   * @throws 404 when it is not of the caller's provider (or not of `kind`).
   */
  async function ownRequest(
    user: UserRow,
    idText: string,
    tx: Db = db,
    kind?: RequestUserKind,
  ): Promise<RequestRow> {
    if (!INT.test(idText)) throw notFound();
    const [row] = await tx
      .select({ request: v2_authorization_requests, job_status: jobs.status, job_message: jobs.message })
      .from(v2_authorization_requests)
      .innerJoin(jobs, eq(jobs.id, v2_authorization_requests.job_id))
      .where(
        and(
          eq(v2_authorization_requests.id, Number(idText)),
          eq(v2_authorization_requests.provider_slug, user.provider_slug),
        ),
      );
    if (!row) throw notFound();
    if (kind !== undefined && isClaimsDeskRequest(row.request) !== (kind === "claims-desk")) throw notFound();
    return {
      ...row.request,
      status: requestStatus(row.job_status, row.request.completed_at),
      error_message: row.job_status === "ERROR" ? row.job_message : null,
    };
  }

  /** The request as the poll answers it: status, error and its authorizations with their files. */
  async function answerOf(request: RequestRow) {
    const items = await db
      .select({
        authorization_id: v2_authorization_request_items.authorization_id,
        product_type: v2_authorization_request_items.product_type,
        products: v2_authorization_request_items.products,
        authorization_code: v2_authorizations.authorization_code,
        sponsor_slug: v2_authorizations.sponsor_slug,
        coverage: v2_authorizations.coverage_type,
        status: v2_authorizations.status,
      })
      .from(v2_authorization_request_items)
      .innerJoin(v2_authorizations, eq(v2_authorizations.id, v2_authorization_request_items.authorization_id))
      .where(eq(v2_authorization_request_items.request_id, request.id))
      .orderBy(asc(v2_authorization_request_items.authorization_id));
    const files = await db
      .select({
        id: v2_authorization_request_files.id,
        authorization_id: v2_authorization_request_files.authorization_id,
        document_type_slug: v2_authorization_request_files.document_type_slug,
        file_name: v2_authorization_request_files.file_name,
        size_bytes: v2_authorization_request_files.size_bytes,
        attached_file_id: v2_authorization_request_files.attached_file_id,
      })
      .from(v2_authorization_request_files)
      .where(eq(v2_authorization_request_files.request_id, request.id))
      .orderBy(asc(v2_authorization_request_files.created_at));
    return {
      id: request.id,
      status: request.status,
      error_message: request.error_message,
      sponsor_slug: request.sponsor_slug,
      authorizations: items.map((item) => ({
        id: item.authorization_id,
        authorization_code: item.authorization_code,
        sponsor_slug: item.sponsor_slug,
        coverage: item.coverage,
        status: item.status,
        product_type: item.product_type,
        products: item.products,
        required_documents: V2_REQUEST_DOCUMENTS.map((d) => ({
          document_type_slug: d.documentTypeSlug,
          required: d.required,
          max_bytes: d.maxBytes,
        })),
        files: files
          .filter((f) => f.authorization_id === item.authorization_id)
          .map((f) => ({
            id: f.id,
            document_type_slug: f.document_type_slug,
            file_name: f.file_name,
            size_bytes: f.size_bytes,
            attached: f.attached_file_id !== null,
          })),
      })),
    };
  }

  return { ownRequest, answerOf };
}
