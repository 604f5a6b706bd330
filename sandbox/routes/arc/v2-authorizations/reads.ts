/**
 * The v2 area's reads (sandbox/routes/arc/v2-authorizations.ts): the sponsor's authorization forms,
 * the list of authorizations without claims and one authorization with its comments and files.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from "drizzle-orm";
import type { Hono } from "hono";
import { beneficiaries, sponsors } from "../../../db/schema";
import {
  authorization_forms,
  v2_authorization_comments,
  v2_authorization_files,
  v2_authorizations,
} from "../../../db/schema-v2";
import { requireUser } from "../../../lib/auth";
import type { AppDeps, AppEnv } from "../../../lib/context";
import { forbidden, notFound, validationError } from "../../../lib/errors";
import { readPage } from "../../../lib/paging";
import { dayEnd, dayStart, escapeLike, QueryReader } from "../../../lib/query";
import { HOME_V2_STATUSES } from "../../../../schemas/v2/statuses";
import type { AuthorizationFormFieldRow } from "../../../seed/authorization-forms";
import { FILE_ROW, requireV2User } from "./shared";

const SORTABLE = {
  createdAt: v2_authorizations.created_at,
  authorizationCode: v2_authorizations.authorization_code,
  status: v2_authorizations.status,
} as const;

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

/** Registers the read routes of the v2 area on `routes` (under /arc). */
export function registerReadRoutes(routes: Hono<AppEnv>, deps: AppDeps): void {
  const db = deps.handle.db;

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
}
