/**
 * The files and completion of a claims-desk authorization request (docs/api-contract.md
 * "Authorizations of the claims desk": "the files and complete calls are those of the v2
 * requests"): the same paths as sandbox/routes/arc/v2-requests/files.ts, over the claims desk's
 * tables. Query `authorization_id`, `document_type_slug` (one of the authorization's required
 * documents), optionally `coverage` and `product_type` (then they must be the authorization's).
 * Files by the one upload policy of authorization documents (schemas/upload-policies.ts:
 * 20 MB, ADDITIONAL_DOCUMENT 10 MB, at most 10 attached, PNG/JPEG/XML/PDF by content).
 */
import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import type { Context } from "hono";
import { claims_desk_authorization_files, claims_desk_authorizations } from "../../../db/schema-claims-desk";
import { authorizations } from "../../../db/schema";
import type { AppDeps, AppEnv } from "../../../lib/context";
import { ApiError, notFound, validationError } from "../../../lib/errors";
import type { RequiredDocument } from "./claims-desk";
import { dropUnreferenced, refuseWhenFull } from "../../../lib/uploads";
import { storeUpload } from "../../../lib/stored-uploads";
import { v2DocumentPolicy } from "../../../../schemas/upload-policies";
import { INT, UUID, type RequestRow } from "./shared";

/** The claims desk's file and complete handlers (called by the v2 request routes for a claims-desk request). */
export function claimsDeskFileHandlers(deps: AppDeps) {
  const db = deps.handle.db;

  function open(request: RequestRow): void {
    if (request.status !== "CREATED")
      throw new ApiError(
        409,
        "V2_REQUEST_NOT_OPEN",
        `The request is ${request.status}: its files cannot change`,
      );
  }

  /** The authorization and document the query names. @throws 400 naming the field. */
  async function target(c: Context<AppEnv>, request: RequestRow) {
    open(request);
    const authorizationId = c.req.query("authorization_id") ?? "";
    if (!INT.test(authorizationId)) throw validationError("authorization_id is required (an integer)");
    const [row] = await db
      .select({ detail: claims_desk_authorizations, coverage: authorizations.coverage_type })
      .from(claims_desk_authorizations)
      .innerJoin(authorizations, eq(authorizations.id, claims_desk_authorizations.authorization_id))
      .where(
        and(
          eq(claims_desk_authorizations.request_id, request.id),
          eq(claims_desk_authorizations.authorization_id, Number(authorizationId)),
        ),
      );
    if (!row)
      throw validationError(`authorization_id: ${authorizationId} is not an authorization of this request`);
    const coverage = c.req.query("coverage");
    if (coverage !== undefined && coverage !== row.coverage)
      throw validationError(`coverage must be ${row.coverage}`);
    const productType = c.req.query("product_type");
    if (productType !== undefined && productType !== row.detail.product_type)
      throw validationError(`product_type must be ${row.detail.product_type}`);
    const documents = row.detail.required_documents as RequiredDocument[];
    const documentType = c.req.query("document_type_slug") ?? "";
    const document = documents.find((d) => d.document_type_slug === documentType);
    if (!document)
      throw validationError(
        `document_type_slug must be one of ${documents.map((d) => d.document_type_slug).join(", ")}`,
      );
    return { authorizationId: Number(authorizationId), document };
  }

  async function upload(c: Context<AppEnv>, request: RequestRow): Promise<Response> {
    const { authorizationId, document } = await target(c, request);
    const file = await storeUpload(c, db, v2DocumentPolicy(document.document_type_slug), deps.now());
    const [saved] = await db
      .insert(claims_desk_authorization_files)
      .values({
        id: randomUUID(),
        request_id: request.id,
        authorization_id: authorizationId,
        document_type_slug: document.document_type_slug,
        ...file,
        created_at: deps.now(),
      })
      .returning();
    return uploadedFileAnswer(c, saved, authorizationId);
  }

  function fileIdOf(c: Context<AppEnv>): string {
    const fileId = c.req.query("file_id") ?? "";
    if (!UUID.test(fileId)) throw validationError("file_id is required (a file of POST …/files)");
    return fileId.toLowerCase();
  }

  async function attach(c: Context<AppEnv>, request: RequestRow): Promise<Response> {
    const { authorizationId, document } = await target(c, request);
    const fileId = fileIdOf(c);
    await db.transaction(async (tx) => {
      const where = and(
        eq(claims_desk_authorization_files.id, fileId),
        eq(claims_desk_authorization_files.request_id, request.id),
        eq(claims_desk_authorization_files.authorization_id, authorizationId),
      );
      const [file] = await tx.select().from(claims_desk_authorization_files).where(where).for("update");
      if (!file) throw notFound();
      if (file.document_type_slug !== document.document_type_slug)
        throw validationError(`document_type_slug: the file was uploaded as ${file.document_type_slug}`);
      if (file.attached) return;
      const [{ held }] = await tx
        .select({ held: count() })
        .from(claims_desk_authorization_files)
        .where(
          and(
            eq(claims_desk_authorization_files.authorization_id, authorizationId),
            eq(claims_desk_authorization_files.attached, true),
          ),
        );
      refuseWhenFull(v2DocumentPolicy(file.document_type_slug), held);
      await tx.update(claims_desk_authorization_files).set({ attached: true }).where(where);
    });
    return c.json({ file_id: fileId, authorization_file_id: fileId, attached: true });
  }

  async function remove(c: Context<AppEnv>, request: RequestRow): Promise<Response> {
    const { authorizationId, document } = await target(c, request);
    const fileId = fileIdOf(c);
    const [file] = await db
      .delete(claims_desk_authorization_files)
      .where(
        and(
          eq(claims_desk_authorization_files.id, fileId),
          eq(claims_desk_authorization_files.request_id, request.id),
          eq(claims_desk_authorization_files.authorization_id, authorizationId),
          eq(claims_desk_authorization_files.document_type_slug, document.document_type_slug),
        ),
      )
      .returning({ id: claims_desk_authorization_files.id, sha256: claims_desk_authorization_files.sha256 });
    if (!file) throw notFound();
    await dropUnreferenced(db, file.sha256);
    return c.body(null, 204);
  }

  /**
   * The documents still missing before the request may be completed: each required document of
   * each of its authorizations not attached, as `{authorization_id}:{document}` (the v2 rule).
   */
  async function missingDocuments(request: RequestRow): Promise<string[]> {
    const rows = await db
      .select({ detail: claims_desk_authorizations })
      .from(claims_desk_authorizations)
      .where(eq(claims_desk_authorizations.request_id, request.id));
    const attached = await db
      .select({
        authorization_id: claims_desk_authorization_files.authorization_id,
        document_type_slug: claims_desk_authorization_files.document_type_slug,
      })
      .from(claims_desk_authorization_files)
      .where(
        and(
          eq(claims_desk_authorization_files.request_id, request.id),
          eq(claims_desk_authorization_files.attached, true),
        ),
      );
    return rows.flatMap(({ detail }) =>
      (detail.required_documents as RequiredDocument[])
        .filter(
          (d) =>
            d.required &&
            !attached.some(
              (a) =>
                a.authorization_id === detail.authorization_id &&
                a.document_type_slug === d.document_type_slug,
            ),
        )
        .map((d) => `${detail.authorization_id}:${d.document_type_slug}`),
    );
  }

  return { upload, attach, remove, missingDocuments };
}

/**
 * The 201 answer of an authorization document's upload (`POST …/authorization-requests/{id}/files`,
 * docs/api-contract.md), for a v2 or a claims-desk request: the file's id and metadata, not attached.
 */
export function uploadedFileAnswer(
  c: Context<AppEnv>,
  saved: { id: string; document_type_slug: string; file_name: string; size_bytes: number },
  authorizationId: number,
): Response {
  return c.json(
    {
      file_id: saved.id,
      authorization_id: authorizationId,
      document_type_slug: saved.document_type_slug,
      file_name: saved.file_name,
      size_bytes: saved.size_bytes,
      attached: false,
    },
    201,
  );
}
