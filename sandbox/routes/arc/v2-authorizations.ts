/**
 * The v2 area's calls (users without claims; issue 10 §4; 000 §3, §4, §5, §7; 001 §3, §7;
 * docs/api-contract.md "v2 area"):
 * - `GET /arc/v1/sponsors/{sponsor}/authorization-forms` (slug, detail_form): the sponsor's form
 *   definitions, read from the `authorization_forms` table (a new row is a new form in the portal);
 * - `GET /arc/v2/authorizations/without-claims` (code, coverage_type, status, date_from, date_to,
 *   sponsor_slug, page, size, sort) and `GET …/without-claims/{code}` (sponsor_slug, provider_slug);
 * - `POST /arc/v1/authorizations/{id}/comment` (metadataComment JSON text, not empty);
 * - `POST /arc/v2/authorizations/sponsor/{sponsor}/code/{code}/change-status` (currentStatus, newStatus;
 *   an authorization already in newStatus answers the success of the change, recording nothing);
 * - `POST /arc/v2/authorizations/{id}/without-claims/files` (multipart file + request_data),
 *   `GET /arc/v2/authorizations/files/{id}` (binary), `DELETE …/{id}/without-claims/files/{fileId}`,
 *   `GET /arc/v2/authorizations/{id}/document-policy`;
 * - `GET /arc/v2/authorizations/static/sponsor/{sponsor}/coverage/{coverageTypes}/files` and
 *   `…/static/sponsor/{sponsor}/template/file/{id}` (binary): the sponsor's template files.
 * Every authorization call is for users without claims of the authorization's provider.
 */
import { randomUUID } from "node:crypto";
import { contentDisposition } from "@tinyhttp/content-disposition";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { beneficiaries, sponsors, type UserRow } from "../../db/schema";
import {
  authorization_forms,
  v2_authorization_comments,
  v2_authorization_files,
  v2_authorization_status_changes,
  v2_authorizations,
} from "../../db/schema-v2";
import { requireUser } from "../../lib/auth";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, forbidden, notFound, validationError } from "../../lib/errors";
import { readPage } from "../../lib/paging";
import { dayEnd, dayStart, escapeLike, QueryReader } from "../../lib/query";
import { policyRefusal, readUpload, refuseWhenFull } from "../../lib/uploads";
import { check } from "../../lib/validate";
import { fileRoleOf } from "../../../schemas/authorization-form/build";
import {
  V2_ADDITIONAL_DOCUMENT_POLICY,
  V2_LARGE_FILE_POLICY,
  v2DocumentPolicy,
  type UploadPolicy,
} from "../../../schemas/upload-policies";
import { HOME_V2_STATUSES, isHomeV2Status } from "../../../schemas/v2/statuses";
import type { AuthorizationFormFieldRow } from "../../seed/authorization-forms";
import { SPONSOR_TEMPLATES } from "../../seed/v2-templates";
import { tinyPdf } from "../../seed/documents";

const SORTABLE = {
  createdAt: v2_authorizations.created_at,
  authorizationCode: v2_authorizations.authorization_code,
  status: v2_authorizations.status,
} as const;

const INT = /^\d{1,9}$/;

/** `sort=field,dir` (repeatable); default createdAt,desc (000 §7). */
function parseSort(values: string[] | undefined): SQL[] {
  const order: SQL[] = [];
  for (const value of values ?? []) {
    if (value.trim() === "") continue;
    const [field, direction = "asc"] = value.split(",").map((v) => v.trim());
    if (!(field in SORTABLE))
      throw validationError(`sort: unknown field ${field} (use ${Object.keys(SORTABLE).join(", ")})`);
    if (direction !== "asc" && direction !== "desc")
      throw validationError("sort: direction must be asc or desc");
    const column = SORTABLE[field as keyof typeof SORTABLE];
    order.push(direction === "asc" ? asc(column) : desc(column));
  }
  if (order.length === 0) order.push(desc(v2_authorizations.created_at));
  return order;
}

/**
 * A user without claims (000 §2 "users without claims to /v2").
 * @throws 401 without a session, 403 for other users.
 */
function requireV2User(c: Context<AppEnv>): UserRow {
  const user = requireUser(c);
  if (!user.is_user_without_claims) throw forbidden();
  return user;
}

const ROW = {
  id: v2_authorizations.id,
  authorization_id: v2_authorizations.id,
  authorization_code: v2_authorizations.authorization_code,
  sponsor_slug: v2_authorizations.sponsor_slug,
  sponsor_name: sponsors.name,
  detail_form_slug: v2_authorizations.detail_form_slug,
  created_at: v2_authorizations.created_at,
  beneficiary_name: beneficiaries.name,
  beneficiary_id: beneficiaries.id,
  beneficiary_member_code: beneficiaries.member_code,
  identity_document_type: beneficiaries.identity_document_type,
  identity_document_id: beneficiaries.identity_document_id,
  coverage_type: v2_authorizations.coverage_type,
  status: v2_authorizations.status,
  reimbursement_id: v2_authorizations.reimbursement_id,
};

const FILE_ROW = {
  id: v2_authorization_files.id,
  authorization_id: v2_authorization_files.authorization_id,
  field_slug: v2_authorization_files.field_slug,
  authorization_form_field_id: v2_authorization_files.authorization_form_field_id,
  document_type_slug: v2_authorization_files.document_type_slug,
  file_name: v2_authorization_files.file_name,
  content_type: v2_authorization_files.content_type,
  size_bytes: v2_authorization_files.size_bytes,
  created_at: v2_authorization_files.created_at,
};

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

/** Routes under /arc. */
export function arcV2Routes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  /** The caller's authorization by id. @throws 404 when it is not of the caller's provider. */
  async function ownById(user: UserRow, idText: string) {
    if (!INT.test(idText)) throw notFound();
    const [row] = await db
      .select()
      .from(v2_authorizations)
      .where(
        and(
          eq(v2_authorizations.id, Number(idText)),
          eq(v2_authorizations.provider_slug, user.provider_slug),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  routes.get("/v1/sponsors/:sponsor/authorization-forms", async (c) => {
    requireUser(c);
    const sponsor = c.req.param("sponsor");
    const q = new QueryReader(c);
    const slug = q.text("slug", 80);
    // detail_form names the authorization's detail form (001 §3 detailFormSlug): read as slug.
    const detailForm = q.text("detail_form", 80);
    if (slug && detailForm && slug !== detailForm)
      throw validationError("slug and detail_form name different forms");
    const wanted = slug ?? detailForm;
    const rows = await db
      .select()
      .from(authorization_forms)
      .where(
        and(
          eq(authorization_forms.sponsor_slug, sponsor),
          wanted
            ? or(
                eq(authorization_forms.form_slug, wanted),
                ilike(authorization_forms.form_slug, `${escapeLike(wanted)}-%`),
              )
            : undefined,
        ),
      )
      .orderBy(asc(authorization_forms.position));
    return c.json(
      rows.map((row) => ({
        form_slug: row.form_slug,
        fallback_name: row.fallback_name,
        authorization_coverage: row.authorization_coverage,
        // ADDITIONAL_PRODUCTS or null (000 §4; sandbox/routes/arc/v2-requests.ts).
        authorization_action: row.authorization_action,
        fields: row.fields as AuthorizationFormFieldRow[],
      })),
    );
  });

  routes.get("/v2/authorizations/without-claims", async (c) => {
    const user = requireV2User(c);
    const q = new QueryReader(c);
    const code = q.text("code", 40);
    const coverages = q.list("coverage_type");
    const statuses = q.list("status", HOME_V2_STATUSES);
    const { from, to } = q.dateRange("date_from", "date_to");
    const sponsor = q.text("sponsor_slug", 80);
    const order = parseSort(c.req.queries("sort"));
    const paging = q.paging();
    // HOSPITAL_CARE and HOSPITALIZATION are one coverage to the user (000 §4).
    const coverageSet = coverages?.some((v) => v === "HOSPITALIZATION" || v === "HOSPITAL_CARE")
      ? [...new Set([...coverages, "HOSPITALIZATION", "HOSPITAL_CARE"])]
      : coverages;
    const where = and(
      eq(v2_authorizations.provider_slug, user.provider_slug),
      code ? ilike(v2_authorizations.authorization_code, `%${escapeLike(code)}%`) : undefined,
      coverageSet ? inArray(v2_authorizations.coverage_type, coverageSet) : undefined,
      statuses ? inArray(v2_authorizations.status, statuses) : undefined,
      from ? gte(v2_authorizations.created_at, dayStart(from)) : undefined,
      to ? lt(v2_authorizations.created_at, dayEnd(to)) : undefined,
      sponsor ? eq(v2_authorizations.sponsor_slug, sponsor) : undefined,
    );
    const page = await readPage(
      paging,
      db
        .select(ROW)
        .from(v2_authorizations)
        .innerJoin(beneficiaries, eq(beneficiaries.id, v2_authorizations.beneficiary_id))
        .innerJoin(sponsors, eq(sponsors.slug, v2_authorizations.sponsor_slug))
        .where(where)
        .orderBy(...order, desc(v2_authorizations.id))
        .$dynamic(),
      db.select({ total: count() }).from(v2_authorizations).where(where),
    );
    return c.json(page);
  });

  routes.get("/v2/authorizations/without-claims/:code", async (c) => {
    const user = requireV2User(c);
    const q = new QueryReader(c);
    const sponsor = q.text("sponsor_slug", 80);
    // 000 §5: the detail loads only with both the code and the sponsor.
    if (!sponsor) throw validationError("sponsor_slug is required");
    const provider = q.text("provider_slug", 80);
    if (provider && provider !== user.provider_slug) throw forbidden();
    const [row] = await db
      .select(ROW)
      .from(v2_authorizations)
      .innerJoin(beneficiaries, eq(beneficiaries.id, v2_authorizations.beneficiary_id))
      .innerJoin(sponsors, eq(sponsors.slug, v2_authorizations.sponsor_slug))
      .where(
        and(
          eq(v2_authorizations.provider_slug, user.provider_slug),
          eq(v2_authorizations.sponsor_slug, sponsor),
          eq(v2_authorizations.authorization_code, c.req.param("code")),
        ),
      );
    if (!row) throw notFound();
    const [comments, files] = await Promise.all([
      db
        .select({
          id: v2_authorization_comments.id,
          created_at: v2_authorization_comments.created_at,
          metadata_comment: v2_authorization_comments.metadata_comment,
          author_name: v2_authorization_comments.author_name,
        })
        .from(v2_authorization_comments)
        .where(eq(v2_authorization_comments.authorization_id, row.id))
        .orderBy(desc(v2_authorization_comments.created_at), desc(v2_authorization_comments.id)),
      db
        .select(FILE_ROW)
        .from(v2_authorization_files)
        .where(eq(v2_authorization_files.authorization_id, row.id))
        .orderBy(asc(v2_authorization_files.created_at)),
    ]);
    return c.json({ ...row, comments, files });
  });

  routes.post("/v1/authorizations/:id/comment", async (c) => {
    const user = requireV2User(c);
    const authorization = await ownById(user, c.req.param("id"));
    const queryId = c.req.query("authorization_id");
    if (queryId !== undefined && queryId !== String(authorization.id))
      throw validationError("authorization_id does not match the path");
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw validationError("the body must be JSON");
    }
    const raw = (body as Record<string, unknown> | null)?.metadata_comment;
    if (typeof raw !== "string") throw validationError("metadata_comment is required (JSON text)");
    let metadata: unknown;
    try {
      metadata = JSON.parse(raw);
    } catch {
      throw validationError("metadata_comment is not valid JSON");
    }
    const text = (metadata as Record<string, unknown> | null)?.comment;
    // 000 §5 "Comment cannot be empty".
    if (typeof text !== "string" || text.trim() === "") throw new ApiError(400, "COMMENT_REQUIRED");
    if (raw.length > 20_000) throw validationError("metadata_comment is longer than 20000 characters");
    const [saved] = await db
      .insert(v2_authorization_comments)
      .values({
        authorization_id: authorization.id,
        metadata_comment: raw,
        author_name: user.name,
        created_at: deps.now(),
      })
      .returning();
    return c.json(
      {
        id: saved.id,
        created_at: saved.created_at,
        metadata_comment: saved.metadata_comment,
        author_name: saved.author_name,
      },
      201,
    );
  });

  routes.post("/v2/authorizations/sponsor/:sponsor/code/:code/change-status", async (c) => {
    const user = requireV2User(c);
    const current = c.req.query("currentStatus") ?? "";
    const next = c.req.query("newStatus") ?? "";
    if (!isHomeV2Status(current)) throw validationError(`currentStatus: unknown value ${current}`);
    if (!isHomeV2Status(next)) throw validationError(`newStatus: unknown value ${next}`);
    if (current === next) throw validationError("newStatus must differ from currentStatus");
    const where = and(
      eq(v2_authorizations.provider_slug, user.provider_slug),
      eq(v2_authorizations.sponsor_slug, c.req.param("sponsor")),
      eq(v2_authorizations.authorization_code, c.req.param("code")),
    );
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(v2_authorizations).where(where).for("update");
      if (!row) throw notFound();
      // Already in the new status (a retried change): done, answered as a change, nothing recorded
      // (docs/decisions.md "Moves already done").
      if (row.status === next) return row;
      if (row.status !== current) throw new ApiError(409, "V2_STATUS_CHANGED");
      await tx.update(v2_authorizations).set({ status: next }).where(eq(v2_authorizations.id, row.id));
      await tx.insert(v2_authorization_status_changes).values({
        authorization_id: row.id,
        from_status: current,
        to_status: next,
        changed_by: user.email,
        created_at: deps.now(),
      });
      return row;
    });
    return c.json({ id: changed.id, authorization_code: changed.authorization_code, status: next });
  });

  routes.post("/v2/authorizations/:id/without-claims/files", async (c) => {
    const user = requireV2User(c);
    const authorization = await ownById(user, c.req.param("id"));
    // request_data is optional here (a document without a form field); checked when present.
    // Read under the 20 MB policy (types and the largest size), then held to the file's own policy,
    // which request_data decides (10 MB for an additional document).
    const upload = await readUpload<unknown>(c, V2_LARGE_FILE_POLICY, null);
    const requestData = check<UploadRequestData>(uploadRequestData, upload.requestData);
    const file = upload.file;
    if (!file) throw validationError("file is required");
    const policy = policyOf(requestData);
    if (file.bytes.length > policy.maxBytes) throw policyRefusal(policy.answers.tooLarge);
    const saved = await db.transaction(async (tx) => {
      // One file per form field: a new file for a field (or for authorization_file_id) replaces it.
      const target = requestData.authorization_file_id
        ? eq(v2_authorization_files.id, requestData.authorization_file_id.toLowerCase())
        : requestData.field_slug
          ? eq(v2_authorization_files.field_slug, requestData.field_slug)
          : undefined;
      const replaced = target
        ? await tx
            .select({ id: v2_authorization_files.id })
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
          file_name: file.fileName,
          content_type: file.contentType,
          size_bytes: file.bytes.length,
          content: file.bytes,
          uploaded_by: user.email,
          created_at: deps.now(),
        })
        .returning(FILE_ROW);
      return row;
    });
    return c.json(saved, 201);
  });

  routes.get("/v2/authorizations/files/:fileId", async (c) => {
    const user = requireV2User(c);
    const fileId = c.req.param("fileId");
    if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw notFound();
    const [file] = await db
      .select({
        file_name: v2_authorization_files.file_name,
        content_type: v2_authorization_files.content_type,
        content: v2_authorization_files.content,
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
    return new Response(new Uint8Array(file.content), {
      headers: {
        "content-type": file.content_type,
        "content-length": String(file.content.length),
        "content-disposition": contentDisposition(file.file_name),
      },
    });
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
      .returning({ id: v2_authorization_files.id });
    if (deleted.length === 0) throw notFound();
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

  routes.get("/v2/authorizations/static/sponsor/:sponsor/coverage/:coverageTypes/files", (c) => {
    requireV2User(c);
    const sponsor = c.req.param("sponsor");
    const coverages = c.req
      .param("coverageTypes")
      .split(",")
      .map((v) => v.trim().toUpperCase())
      .filter((v) => v !== "");
    if (coverages.length === 0 || coverages.length > 20)
      throw validationError("coverageTypes: 1 to 20 values");
    // HOSPITAL_CARE and HOSPITALIZATION are one coverage (000 §4).
    const wanted = new Set(coverages.map((v) => (v === "HOSPITAL_CARE" ? "HOSPITALIZATION" : v)));
    return c.json(
      SPONSOR_TEMPLATES.filter(
        (t) => t.sponsor_slug === sponsor && (t.coverage_type === null || wanted.has(t.coverage_type)),
      ).map((t) => ({
        id: t.id,
        sponsor_slug: t.sponsor_slug,
        coverage_type: t.coverage_type,
        file_name: t.file_name,
        title: t.title,
        content_type: "application/pdf",
        size_bytes: tinyPdf(t.title).length,
      })),
    );
  });

  routes.get("/v2/authorizations/static/sponsor/:sponsor/template/file/:id", (c) => {
    requireV2User(c);
    const template = SPONSOR_TEMPLATES.find(
      (t) => t.sponsor_slug === c.req.param("sponsor") && t.id === c.req.param("id").toLowerCase(),
    );
    if (!template) throw notFound();
    const bytes = tinyPdf(template.title);
    return new Response(new Uint8Array(bytes), {
      headers: {
        "content-type": "application/pdf",
        "content-length": String(bytes.length),
        "content-disposition": contentDisposition(template.file_name),
      },
    });
  });

  return routes;
}
