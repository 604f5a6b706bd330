/**
 * The files of a v2 authorization (sandbox/routes/arc/v2-authorizations.ts): upload, download,
 * delete, and the document policy (which required files are uploaded). The bytes live in the file
 * store (sandbox/lib/stored-uploads.ts; docs/decisions.md "Where uploaded bytes live"): a row keeps
 * the metadata and the SHA-256, a replaced or deleted file's bytes leave the store when no row refers
 * to them any more.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Hono } from "hono";
import { authorization_forms, v2_authorization_files, v2_authorizations } from "../../../db/schema-v2";
import type { AppDeps, AppEnv } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { storedFileResponse, storeUploadWithData } from "../../../lib/stored-uploads";
import { dropUnreferenced, refuseWhenFull } from "../../../lib/uploads";
import { fileRoleOf } from "../../../../schemas/authorization-form/build";
import {
  V2_ADDITIONAL_DOCUMENT_POLICY,
  V2_LARGE_FILE_POLICY,
  v2DocumentPolicy,
  type UploadPolicy,
} from "../../../../schemas/upload-policies";
import type { AuthorizationFormFieldRow } from "../../../seed/authorization-forms";
import { authorizationQueries, FILE_ROW, requireV2User } from "./shared";

/** `request_data` of a file upload (000 §7, snake case); every part optional. */
const uploadRequestData = {
  type: "object",
  properties: {
    field_slug: { type: "string", minLength: 1, maxLength: 80 },
    authorization_form_field_id: { anyOf: [{ type: "string", maxLength: 40 }, { type: "integer" }] },
    document_type_slug: { type: "string", minLength: 1, maxLength: 80 },
    authorization_file_id: { type: "string", format: "uuid" },
  },
  additionalProperties: false,
} as const;

interface UploadRequestData {
  field_slug?: string;
  authorization_form_field_id?: string | number;
  document_type_slug?: string;
  authorization_file_id?: string;
}

/**
 * The upload policy of a file (schemas/upload-policies.ts): 20 MB for prescriptions, invoices,
 * pre-invoices (by document type or form field), 10 MB otherwise (000 §5).
 */
export function policyOf(data: { field_slug?: string; document_type_slug?: string }): UploadPolicy {
  if (data.document_type_slug && v2DocumentPolicy(data.document_type_slug) === V2_LARGE_FILE_POLICY)
    return V2_LARGE_FILE_POLICY;
  if (data.field_slug && fileRoleOf(data.field_slug) !== "document") return V2_LARGE_FILE_POLICY;
  return V2_ADDITIONAL_DOCUMENT_POLICY;
}

/** Registers the file and document-policy routes on `routes` (under /arc). */
export function registerFileRoutes(routes: Hono<AppEnv>, deps: AppDeps): void {
  const db = deps.handle.db;
  const { ownById } = authorizationQueries(deps);

  routes.post("/v2/authorizations/:id/without-claims/files", async (c) => {
    const user = requireV2User(c);
    const authorization = await ownById(user, c.req.param("id"));
    // request_data is optional here (a document without a form field); checked when present.
    // Read under the 20 MB policy (types and the largest size), then held to the file's own policy,
    // which request_data decides (10 MB for an additional document).
    const { file, requestData } = await storeUploadWithData<UploadRequestData>(
      c,
      db,
      V2_LARGE_FILE_POLICY,
      deps.now(),
      { schema: uploadRequestData, policyOf },
    );
    const policy = policyOf(requestData);
    const saved = await db
      .transaction(async (tx) => {
        // One file per form field: a new file for a field (or for authorization_file_id) replaces it.
        const target = requestData.authorization_file_id
          ? eq(v2_authorization_files.id, requestData.authorization_file_id.toLowerCase())
          : requestData.field_slug
            ? eq(v2_authorization_files.field_slug, requestData.field_slug)
            : undefined;
        const replaced = target
          ? await tx
              .select({ id: v2_authorization_files.id, sha256: v2_authorization_files.sha256 })
              .from(v2_authorization_files)
              .where(and(eq(v2_authorization_files.authorization_id, authorization.id), target))
          : [];
        if (requestData.authorization_file_id && replaced.length === 0) throw notFound();
        if (replaced.length > 0)
          await tx.delete(v2_authorization_files).where(
            inArray(
              v2_authorization_files.id,
              replaced.map((r) => r.id),
            ),
          );
        const [{ n }] = await tx
          .select({ n: count() })
          .from(v2_authorization_files)
          .where(eq(v2_authorization_files.authorization_id, authorization.id));
        refuseWhenFull(policy, n);
        const [row] = await tx
          .insert(v2_authorization_files)
          .values({
            id: randomUUID(),
            authorization_id: authorization.id,
            field_slug: requestData.field_slug ?? null,
            authorization_form_field_id:
              requestData.authorization_form_field_id === undefined
                ? null
                : String(requestData.authorization_form_field_id),
            document_type_slug: requestData.document_type_slug ?? null,
            ...file,
            uploaded_by: user.email,
            created_at: deps.now(),
          })
          .returning(FILE_ROW);
        return { row, replaced: replaced.map((r) => r.sha256) };
      })
      .catch(async (error: unknown) => {
        // Refused (404 for authorization_file_id, 409 V2_TOO_MANY_FILES): the bytes leave the store again.
        await dropUnreferenced(db, file.sha256);
        throw error;
      });
    for (const old of saved.replaced) await dropUnreferenced(db, old);
    return c.json(saved.row, 201);
  });

  routes.get("/v2/authorizations/files/:fileId", async (c) => {
    const user = requireV2User(c);
    const fileId = c.req.param("fileId");
    if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw notFound();
    const [file] = await db
      .select({
        file_name: v2_authorization_files.file_name,
        content_type: v2_authorization_files.content_type,
        sha256: v2_authorization_files.sha256,
      })
      .from(v2_authorization_files)
      .innerJoin(v2_authorizations, eq(v2_authorizations.id, v2_authorization_files.authorization_id))
      .where(
        and(
          eq(v2_authorization_files.id, fileId.toLowerCase()),
          eq(v2_authorizations.provider_slug, user.provider_slug),
        ),
      );
    if (!file) throw notFound();
    return storedFileResponse(db, file);
  });

  routes.delete("/v2/authorizations/:id/without-claims/files/:fileId", async (c) => {
    const user = requireV2User(c);
    const authorization = await ownById(user, c.req.param("id"));
    const fileId = c.req.param("fileId");
    if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw notFound();
    const deleted = await db
      .delete(v2_authorization_files)
      .where(
        and(
          eq(v2_authorization_files.id, fileId.toLowerCase()),
          eq(v2_authorization_files.authorization_id, authorization.id),
        ),
      )
      .returning({ sha256: v2_authorization_files.sha256 });
    if (deleted.length === 0) throw notFound();
    await dropUnreferenced(db, deleted[0].sha256);
    return c.body(null, 204);
  });

  routes.get("/v2/authorizations/:id/document-policy", async (c) => {
    const user = requireV2User(c);
    const authorization = await ownById(user, c.req.param("id"));
    const [form] = authorization.detail_form_slug
      ? await db
          .select({ fields: authorization_forms.fields })
          .from(authorization_forms)
          .where(
            and(
              eq(authorization_forms.sponsor_slug, authorization.sponsor_slug),
              eq(authorization_forms.form_slug, authorization.detail_form_slug),
            ),
          )
      : [];
    const required = ((form?.fields ?? []) as AuthorizationFormFieldRow[])
      .filter((f) => f.type === "FILE_UPLOAD" && f.required)
      .map((f) => f.slug);
    const uploaded = (
      await db
        .select({ field_slug: v2_authorization_files.field_slug })
        .from(v2_authorization_files)
        .where(eq(v2_authorization_files.authorization_id, authorization.id))
    ).map((r) => r.field_slug);
    const missing = required.filter((slug) => !uploaded.includes(slug));
    // 000 §5: satisfied when nothing is required or every required file is uploaded.
    return c.json({
      required_files: required,
      missing_files: missing,
      total_files_to_upload: required.length,
      uploaded_files: required.length - missing.length,
      satisfies_documents_policy: missing.length === 0,
    });
  });
}
