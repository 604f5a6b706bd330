/**
 * Pre-settlements, delivery relationships (001 §3 "Pre-settlement", §4 "Pre-settlement statuses",
 * §7 "Pre-settlement calls"; docs/api-contract.md "Revenue cycle: pre-settlements"), under
 * `/rcm/v1` like the other revenue-cycle calls (001 §7 does not show their prefix; docs/decisions.md
 * "Pre-settlements"):
 * - `GET pre-settlements` (search_value, statuses comma-joined, provider_payer_configuration_ids =
 *   agreement codes, from_send_date, to_send_date, page, size; Spring page, newest first),
 * - `GET pre-settlements/{id}` (by id or origin invoice group id; files and invoices),
 * - `GET pre-settlements/{id}/files/download` (zip of its files),
 * - `PUT pre-settlements/{id}/build` (generates the package files; GENERATED),
 * - `PUT pre-settlements/{id}/status` with next_status (moves of schemas/requests/pre-settlements.ts;
 *   an impossible move answers 400 with a message, a move to the current status the success of a
 *   move, docs/decisions.md "Moves already done"),
 * - `POST settlements/register-action`, `POST pre-settlements/files/{id}/replace` (multipart `file`,
 *   refused when its content is not of the replaced file's type),
 * - `GET`/`PATCH pre-settlements/package-folder`.
 * Viewing needs VIEW_PRE_SETTLEMENTS, changes MODIFY_PRE_SETTLEMENTS, replacing a file
 * REPLACE_SUPPORT_DOCUMENT_PRE_SETTLEMENT (000 §6). Reads and the build of a pre-settlement are
 * sandbox/lib/pre-settlements.ts.
 */
import { randomUUID } from "node:crypto";
import { contentDisposition } from "@tinyhttp/content-disposition";
import { and, arrayOverlaps, count, desc, eq, gte, inArray, like, lt, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import {
  BUILDABLE_STATUSES,
  PRE_SETTLEMENT_STATUSES,
  isPackageFolder,
  moveRefusal,
  packageFolderBody,
  preSettlementStatusBody,
  registerActionBody,
  type PackageFolderBody,
  type PreSettlementStatusBody,
  type RegisterActionBody,
} from "../../../schemas/requests/pre-settlements";
import {
  pre_settlement_actions,
  pre_settlement_files,
  pre_settlement_package_folders,
  pre_settlements,
  type PreSettlementRow,
  type UserRow,
} from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, forbidden, notFound, validationError } from "../../lib/errors";
import { readPage } from "../../lib/paging";
import {
  buildPreSettlement,
  ownPreSettlement,
  preSettlementArchive,
  preSettlementDetail,
} from "../../lib/pre-settlements";
import { dayEnd, dayStart, escapeLike, isUuid, QueryReader } from "../../lib/query";
import { requireEvent } from "../../lib/rcm-permissions";
import { dropUnreferenced, readUpload, storeBytes } from "../../lib/uploads";
import { preSettlementReplacementPolicy } from "../../../schemas/upload-policies";
import { readBody } from "../../lib/validate";

/** The list row (001 §3 "Pre-settlement"). */
const LIST_ROW = {
  id: pre_settlements.id,
  origin_invoice_group_id: pre_settlements.origin_invoice_group_id,
  path: pre_settlements.path,
  status: pre_settlements.status,
  settlement_number: pre_settlements.settlement_number,
  delivery_responsible: pre_settlements.delivery_responsible,
  payer_name: pre_settlements.payer_name,
  sent_date: pre_settlements.sent_date,
  agreement_codes: pre_settlements.agreement_codes,
  invoice_count: pre_settlements.invoice_count,
  created_at: pre_settlements.created_at,
  updated_at: pre_settlements.updated_at,
};

export { ownPreSettlement, preSettlementArchive };

/** Routes under /rcm for pre-settlements. */
export function preSettlementRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  const viewer = async (c: Parameters<typeof requireRcmUser>[0]): Promise<UserRow> => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "VIEW_PRE_SETTLEMENTS");
    return user;
  };

  routes.get("/v1/pre-settlements", async (c) => {
    const user = await viewer(c);
    const q = new QueryReader(c);
    const search = q.text("search_value", 100)?.toLowerCase();
    const statuses = q.list("statuses", PRE_SETTLEMENT_STATUSES);
    const agreements = q.list("provider_payer_configuration_ids");
    const { from, to } = q.dateRange("from_send_date", "to_send_date");
    const paging = q.paging(15, 200);
    const where: SQL[] = [eq(pre_settlements.provider_slug, user.provider_slug)];
    if (search) where.push(like(pre_settlements.search_text, `%${escapeLike(search)}%`));
    if (statuses) where.push(inArray(pre_settlements.status, statuses));
    if (agreements) where.push(arrayOverlaps(pre_settlements.agreement_codes, agreements));
    if (from) where.push(gte(pre_settlements.sent_date, dayStart(from)));
    if (to) where.push(lt(pre_settlements.sent_date, dayEnd(to)));
    const condition = and(...where);
    const page = await readPage(
      paging,
      db
        .select(LIST_ROW)
        .from(pre_settlements)
        .where(condition)
        .orderBy(desc(pre_settlements.created_at), desc(pre_settlements.id))
        .$dynamic(),
      db.select({ total: count() }).from(pre_settlements).where(condition),
    );
    return c.json(page);
  });

  routes.get("/v1/pre-settlements/package-folder", async (c) => {
    const user = await viewer(c);
    const [row] = await db
      .select()
      .from(pre_settlement_package_folders)
      .where(eq(pre_settlement_package_folders.provider_slug, user.provider_slug));
    return c.json({
      package_folder: row?.package_folder ?? null,
      updated_at: row?.updated_at ?? null,
      updated_by: row?.updated_by ?? null,
    });
  });

  routes.patch("/v1/pre-settlements/package-folder", async (c) => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "MODIFY_PRE_SETTLEMENTS");
    const body = await readBody<PackageFolderBody>(c, packageFolderBody);
    const folder = body.package_folder.trim();
    if (!isPackageFolder(folder)) throw new ApiError(400, "PACKAGE_FOLDER_INVALID");
    const now = deps.now();
    const values = { package_folder: folder, updated_at: now, updated_by: user.email };
    await db
      .insert(pre_settlement_package_folders)
      .values({ provider_slug: user.provider_slug, ...values })
      .onConflictDoUpdate({ target: pre_settlement_package_folders.provider_slug, set: values });
    return c.json(values);
  });

  routes.post("/v1/pre-settlements/files/:id/replace", async (c) => {
    const user = requireRcmUser(c);
    const id = c.req.param("id");
    if (!isUuid(id)) throw validationError("id must be a UUID");
    await requireEvent(db, user, "REPLACE_SUPPORT_DOCUMENT_PRE_SETTLEMENT");
    const [current] = await db
      .select({ file: pre_settlement_files, provider: pre_settlements.provider_slug })
      .from(pre_settlement_files)
      .innerJoin(pre_settlements, eq(pre_settlements.id, pre_settlement_files.pre_settlement_id))
      .where(eq(pre_settlement_files.id, id.toLowerCase()));
    if (!current) throw notFound();
    if (current.provider !== user.provider_slug) throw forbidden();
    // The policy of a replacement, narrowed to the type of the file replaced (415 mismatch otherwise).
    const narrowed = preSettlementReplacementPolicy(current.file.extension);
    const policy =
      narrowed.contentTypes.length > 0
        ? narrowed
        : { ...narrowed, contentTypes: [current.file.content_type] };
    const { file } = await readUpload<Record<string, never>>(c, policy, null);
    if (!file) throw validationError("file is required");
    const now = deps.now();
    const sha256 = await storeBytes(db, file.bytes, file.contentType, now);
    const [updated] = await db
      .update(pre_settlement_files)
      .set({ sha256, size_bytes: file.bytes.length, replaced_at: now, replaced_by: user.email })
      .where(eq(pre_settlement_files.id, current.file.id))
      .returning();
    await db
      .update(pre_settlements)
      .set({ updated_at: now })
      .where(eq(pre_settlements.id, current.file.pre_settlement_id));
    if (current.file.sha256 !== sha256) await dropUnreferenced(db, current.file.sha256);
    const { sha256: _sha, pre_settlement_id: _owner, ...answer } = updated;
    return c.json(answer);
  });

  routes.get("/v1/pre-settlements/:id", async (c) => {
    const user = await viewer(c);
    const row = await ownPreSettlement(db, c.req.param("id"), user.provider_slug);
    return c.json(await preSettlementDetail(db, row));
  });

  routes.get("/v1/pre-settlements/:id/files/download", async (c) => {
    const user = await viewer(c);
    const row = await ownPreSettlement(db, c.req.param("id"), user.provider_slug);
    const [{ n }] = await db
      .select({ n: count() })
      .from(pre_settlement_files)
      .where(eq(pre_settlement_files.pre_settlement_id, row.id));
    if (n === 0) throw new ApiError(404, "NO_FILES_AVAILABLE_FOR_DOWNLOAD");
    const archive = await preSettlementArchive(db, row.id);
    return new Response(archive as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": "application/zip",
        "content-length": String(archive.length),
        "content-disposition": contentDisposition(`${row.origin_invoice_group_id}.zip`),
      },
    });
  });

  routes.put("/v1/pre-settlements/:id/build", async (c) => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "MODIFY_PRE_SETTLEMENTS");
    const row = await ownPreSettlement(db, c.req.param("id"), user.provider_slug);
    if (!BUILDABLE_STATUSES.includes(row.status as never))
      throw new ApiError(400, "PRE_SETTLEMENT_NOT_BUILDABLE");
    await buildPreSettlement(db, row, deps.now());
    return c.json(await preSettlementDetail(db, await ownPreSettlement(db, row.id, user.provider_slug)));
  });

  routes.put("/v1/pre-settlements/:id/status", async (c) => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "MODIFY_PRE_SETTLEMENTS");
    const row = await ownPreSettlement(db, c.req.param("id"), user.provider_slug);
    const body = await readBody<PreSettlementStatusBody>(c, preSettlementStatusBody);
    const next = body.next_status;
    const refusal = moveRefusal(row.status, next);
    if (refusal === "UNKNOWN_STATUS") throw validationError(`next_status: unknown status ${next}`);
    // A move already done answers as one, writing nothing (docs/decisions.md "Moves already done").
    if (refusal === "SAME_STATUS") return c.json(moveAnswer(row, row));
    if (refusal !== null) throw new ApiError(400, "PRE_SETTLEMENT_TRANSITION");
    if (next === "GENERATED" || next === "SENT") {
      const [{ n }] = await db
        .select({ n: count() })
        .from(pre_settlement_files)
        .where(eq(pre_settlement_files.pre_settlement_id, row.id));
      if (n === 0) throw new ApiError(400, "PRE_SETTLEMENT_NOT_BUILT");
    }
    const now = deps.now();
    const [updated] = await db
      .update(pre_settlements)
      .set({ status: next, updated_at: now, ...(next === "SENT" ? { sent_date: now } : {}) })
      .where(and(eq(pre_settlements.id, row.id), eq(pre_settlements.status, row.status)))
      .returning();
    if (!updated) {
      // Another call moved it in between: done already when it moved it to `next`, else refused.
      const after = await ownPreSettlement(db, row.id, user.provider_slug);
      if (after.status === next) return c.json(moveAnswer(after, after));
      throw new ApiError(409, "PRE_SETTLEMENT_TRANSITION");
    }
    return c.json(moveAnswer(updated, row));
  });

  routes.post("/v1/settlements/register-action", async (c) => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "MODIFY_PRE_SETTLEMENTS");
    const body = await readBody<RegisterActionBody>(c, registerActionBody);
    const row = await ownPreSettlement(db, body.origin_invoice_group_id.trim(), user.provider_slug);
    const now = deps.now();
    const action = {
      id: randomUUID(),
      pre_settlement_id: row.id,
      action: body.action,
      comment: body.comment?.trim() || null,
      created_by: user.email,
      created_at: now,
    };
    await db.insert(pre_settlement_actions).values(action);
    const { pre_settlement_id: _owner, ...answer } = action;
    return c.json({ ...answer, origin_invoice_group_id: row.origin_invoice_group_id }, 201);
  });

  return routes;
}

/**
 * The answer of `PUT pre-settlements/{id}/status` (001 §4 "Status changes carry a nextStatus"):
 * `{ id, status, previous_status, sent_date }` of the pre-settlement `after` the move and `before`
 * it. A move already done passes the current row as both, so `previous_status` is the current
 * status (docs/decisions.md "Moves already done").
 */
function moveAnswer(
  after: PreSettlementRow,
  before: PreSettlementRow,
): { id: string; status: string; previous_status: string; sent_date: Date | null } {
  return { id: after.id, status: after.status, previous_status: before.status, sent_date: after.sent_date };
}

/** The statuses whose pre-settlements can be downloaded: those with a built package. */
export const DOWNLOADABLE_STATUSES: readonly string[] = [
  "GENERATED",
  "SENT",
  "SETTLED",
  "SENT_ERROR",
  "RIPS_VALIDATION_ERRORS",
];
