/**
 * The files of a v2 authorization request (sandbox/routes/arc/v2-requests.ts):
 * `POST /arc/v1/authorization-requests/{id}/files` (multipart file), `POST …/{id}/upload/files`
 * (attaches the file to the authorization) and `POST …/{id}/files/delete`.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { UserRow } from "../../../db/schema";
import { v2_authorization_files, v2_authorizations } from "../../../db/schema-v2";
import {
  v2_authorization_request_files,
  v2_authorization_request_items,
} from "../../../db/schema-v2-requests";
import type { AppDeps, AppEnv } from "../../../lib/context";
import { ApiError, notFound, validationError } from "../../../lib/errors";
import { dropUnreferenced, refuseWhenFull } from "../../../lib/uploads";
import { storeUpload } from "../../../lib/stored-uploads";
import { V2_REQUEST_DOCUMENTS } from "../../../../schemas/v2/requests";
import { v2DocumentPolicy } from "../../../../schemas/upload-policies";
import { requestQueries } from "./queries";
import { INT, UUID } from "./shared";
import { requireRequestUser } from "./claims-desk";
import { claimsDeskFileHandlers, uploadedFileAnswer } from "./claims-desk-files";

/** Registers the file routes of requests on `routes` (under /arc). */
export function registerRequestFileRoutes(routes: Hono<AppEnv>, deps: AppDeps): void {
  const db = deps.handle.db;
  const { ownRequest } = requestQueries(deps);
  const claimsDesk = claimsDeskFileHandlers(deps);

  /** The caller, and the claims desk's request when the caller is of the claims desk. */
  async function caller(c: Context<AppEnv>) {
    const { user, kind } = requireRequestUser(c);
    if (kind === "v2") return { user, claimsDeskRequest: null };
    return { user, claimsDeskRequest: await ownRequest(user, c.req.param("id") ?? "", db, kind) };
  }

  /** Reads the query of the file calls and finds the request's authorization it names. */
  async function fileTarget(c: Context<AppEnv>, user: UserRow) {
    const request = await ownRequest(user, c.req.param("id") ?? "", db, "v2");
    if (request.status !== "CREATED")
      throw new ApiError(
        409,
        "V2_REQUEST_NOT_OPEN",
        `The request is ${request.status}: its files cannot change`,
      );
    const authorizationId = c.req.query("authorization_id") ?? "";
    if (!INT.test(authorizationId)) throw validationError("authorization_id is required (an integer)");
    const [item] = await db
      .select({
        product_type: v2_authorization_request_items.product_type,
        coverage: v2_authorizations.coverage_type,
      })
      .from(v2_authorization_request_items)
      .innerJoin(v2_authorizations, eq(v2_authorizations.id, v2_authorization_request_items.authorization_id))
      .where(
        and(
          eq(v2_authorization_request_items.request_id, request.id),
          eq(v2_authorization_request_items.authorization_id, Number(authorizationId)),
        ),
      );
    if (!item)
      throw validationError(`authorization_id: ${authorizationId} is not an authorization of this request`);
    const coverage = c.req.query("coverage");
    if (coverage !== item.coverage) throw validationError(`coverage must be ${item.coverage}`);
    const documentType = c.req.query("document_type_slug") ?? "";
    const document = V2_REQUEST_DOCUMENTS.find((d) => d.documentTypeSlug === documentType);
    if (!document)
      throw validationError(
        `document_type_slug must be one of ${V2_REQUEST_DOCUMENTS.map((d) => d.documentTypeSlug).join(", ")}`,
      );
    const productType = c.req.query("product_type");
    if (productType !== undefined && productType !== item.product_type)
      throw validationError(`product_type must be ${item.product_type}`);
    return { request, authorizationId: Number(authorizationId), item, document };
  }

  routes.post("/v1/authorization-requests/:id/files", async (c) => {
    const { user, claimsDeskRequest } = await caller(c);
    if (claimsDeskRequest) return claimsDesk.upload(c, claimsDeskRequest);
    const { request, authorizationId, item, document } = await fileTarget(c, user);
    const code = c.req.query("provider_product_code");
    if (code !== undefined && !/^[A-Za-z0-9._-]{1,40}$/.test(code))
      throw validationError("provider_product_code is not a product code");
    const file = await storeUpload(c, db, v2DocumentPolicy(document.documentTypeSlug), deps.now());
    const [saved] = await db
      .insert(v2_authorization_request_files)
      .values({
        id: randomUUID(),
        request_id: request.id,
        authorization_id: authorizationId,
        coverage: item.coverage,
        document_type_slug: document.documentTypeSlug,
        product_type: item.product_type,
        provider_product_code: code ?? null,
        ...file,
        created_at: deps.now(),
      })
      .returning();
    return uploadedFileAnswer(c, saved, authorizationId);
  });

  routes.post("/v1/authorization-requests/:id/upload/files", async (c) => {
    const { user, claimsDeskRequest } = await caller(c);
    if (claimsDeskRequest) return claimsDesk.attach(c, claimsDeskRequest);
    const { request, authorizationId, document } = await fileTarget(c, user);
    const fileId = c.req.query("file_id") ?? "";
    if (!UUID.test(fileId)) throw validationError("file_id is required (a file of POST …/files)");
    const answer = await db.transaction(async (tx) => {
      const [file] = await tx
        .select()
        .from(v2_authorization_request_files)
        .where(
          and(
            eq(v2_authorization_request_files.id, fileId.toLowerCase()),
            eq(v2_authorization_request_files.request_id, request.id),
            eq(v2_authorization_request_files.authorization_id, authorizationId),
          ),
        );
      if (!file) throw notFound();
      if (file.document_type_slug !== document.documentTypeSlug)
        throw validationError(`document_type_slug: the file was uploaded as ${file.document_type_slug}`);
      if (file.attached_file_id) return file.attached_file_id;
      const attached = await tx
        .select({ id: v2_authorization_files.id })
        .from(v2_authorization_files)
        .where(eq(v2_authorization_files.authorization_id, authorizationId));
      refuseWhenFull(v2DocumentPolicy(file.document_type_slug), attached.length);
      // The authorization's file refers to the same stored bytes (a row older than the store has none).
      if (!file.sha256) throw notFound();
      const id = randomUUID();
      await tx.insert(v2_authorization_files).values({
        id,
        authorization_id: authorizationId,
        field_slug: null,
        authorization_form_field_id: null,
        document_type_slug: file.document_type_slug,
        file_name: file.file_name,
        content_type: file.content_type,
        size_bytes: file.size_bytes,
        sha256: file.sha256,
        uploaded_by: user.email,
        created_at: deps.now(),
      });
      await tx
        .update(v2_authorization_request_files)
        .set({ attached_file_id: id })
        .where(eq(v2_authorization_request_files.id, file.id));
      return id;
    });
    return c.json({ file_id: fileId.toLowerCase(), authorization_file_id: answer, attached: true });
  });

  routes.post("/v1/authorization-requests/:id/files/delete", async (c) => {
    const { user, claimsDeskRequest } = await caller(c);
    if (claimsDeskRequest) return claimsDesk.remove(c, claimsDeskRequest);
    const { request, authorizationId, document } = await fileTarget(c, user);
    const fileId = c.req.query("file_id") ?? "";
    if (!UUID.test(fileId)) throw validationError("file_id is required");
    const sha256 = await db.transaction(async (tx) => {
      const [file] = await tx
        .delete(v2_authorization_request_files)
        .where(
          and(
            eq(v2_authorization_request_files.id, fileId.toLowerCase()),
            eq(v2_authorization_request_files.request_id, request.id),
            eq(v2_authorization_request_files.authorization_id, authorizationId),
            eq(v2_authorization_request_files.document_type_slug, document.documentTypeSlug),
          ),
        )
        .returning();
      if (!file) throw notFound();
      if (file.attached_file_id)
        await tx.delete(v2_authorization_files).where(eq(v2_authorization_files.id, file.attached_file_id));
      return file.sha256;
    });
    await dropUnreferenced(db, sha256);
    return c.body(null, 204);
  });
}
