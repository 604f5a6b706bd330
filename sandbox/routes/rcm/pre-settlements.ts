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
 * REPLACE_SUPPORT_DOCUMENT_PRE_SETTLEMENT (000 §6).
 */
import { randomUUID } from "node:crypto";
import { contentDisposition } from "@tinyhttp/content-disposition";
import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, like, lt, type SQL } from "drizzle-orm";
import { zipSync, type Zippable } from "fflate";
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
import type { Db } from "../../db/client";
import {
  accounts,
  pre_settlement_actions,
  pre_settlement_files,
  pre_settlement_invoices,
  pre_settlement_package_folders,
  pre_settlements,
  stored_files,
  type PreSettlementRow,
  type UserRow,
} from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, forbidden, notFound, validationError } from "../../lib/errors";
import { readPage } from "../../lib/paging";
import { packageFiles } from "../../lib/pre-settlement-files";
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

/**
 * The caller's pre-settlement named by `key`: its id (a UUID) or its origin invoice group id.
 * @throws ApiError 404 when the provider has none.
 */
export async function ownPreSettlement(db: Db, key: string, provider: string): Promise<PreSettlementRow> {
  const byId = isUuid(key);
  const [row] = await db
    .select()
    .from(pre_settlements)
    .where(
      and(
        eq(pre_settlements.provider_slug, provider),
        byId
          ? eq(pre_settlements.id, key.toLowerCase())
          : eq(pre_settlements.origin_invoice_group_id, key.slice(0, 64)),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** The files of a pre-settlement, by name. */
function filesOf(db: Db, preSettlementId: string) {
  return db
    .select({
      id: pre_settlement_files.id,
      name: pre_settlement_files.name,
      extension: pre_settlement_files.extension,
      content_type: pre_settlement_files.content_type,
      size_bytes: pre_settlement_files.size_bytes,
      sha256: pre_settlement_files.sha256,
      created_at: pre_settlement_files.created_at,
      replaced_at: pre_settlement_files.replaced_at,
      replaced_by: pre_settlement_files.replaced_by,
    })
    .from(pre_settlement_files)
    .where(eq(pre_settlement_files.pre_settlement_id, preSettlementId))
    .orderBy(asc(pre_settlement_files.name), asc(pre_settlement_files.id));
}

/** The invoices (accounts) of a pre-settlement, by invoice number. */
function invoicesOf(db: Db, preSettlementId: string) {
  return db
    .select({
      account_id: accounts.id,
      invoice_number: accounts.invoice_number,
      invoice_amount: accounts.invoice_amount,
      currency_code: accounts.currency_code,
      agreement_code: accounts.agreement_code,
      agreement_name: accounts.agreement_name,
      payer_name: accounts.payer_name,
      status: accounts.status,
      invoice_date_time: accounts.invoice_date_time,
    })
    .from(pre_settlement_invoices)
    .innerJoin(accounts, eq(accounts.id, pre_settlement_invoices.account_id))
    .where(eq(pre_settlement_invoices.pre_settlement_id, preSettlementId))
    .orderBy(asc(accounts.invoice_number));
}

/**
 * The zip of a pre-settlement's files, at its root, stored uncompressed.
 * @throws ApiError 404 DATABASE_FILE_NOT_FOUND_IN_S3 when bytes are missing.
 */
export async function preSettlementArchive(db: Db, preSettlementId: string): Promise<Uint8Array> {
  const files = await filesOf(db, preSettlementId);
  const keys = [...new Set(files.map((f) => f.sha256))];
  const blobs = keys.length
    ? await db
        .select({ sha256: stored_files.sha256, content: stored_files.content })
        .from(stored_files)
        .where(inArray(stored_files.sha256, keys))
    : [];
  const bySha = new Map(blobs.map((b) => [b.sha256, b.content]));
  const tree: Zippable = {};
  for (const f of files) {
    const bytes = bySha.get(f.sha256);
    if (!bytes) throw new ApiError(404, "DATABASE_FILE_NOT_FOUND_IN_S3");
    tree[f.name] = [new Uint8Array(bytes), { level: 0 }];
  }
  return zipSync(tree, { level: 0 });
}

/** Replaces a pre-settlement's files with a fresh build from its invoices; returns the new files. */
async function build(db: Db, row: PreSettlementRow, now: Date) {
  const invoices = await invoicesOf(db, row.id);
  if (invoices.length === 0) throw new ApiError(400, "PRE_SETTLEMENT_NO_INVOICES");
  const generated = packageFiles(row.origin_invoice_group_id, row.settlement_number, invoices);
  await db.transaction(async (tx) => {
    const old = await tx
      .delete(pre_settlement_files)
      .where(eq(pre_settlement_files.pre_settlement_id, row.id))
      .returning({ sha256: pre_settlement_files.sha256 });
    for (const f of generated) {
      await storeBytes(tx as unknown as Db, f.bytes, f.content_type, now);
      await tx.insert(pre_settlement_files).values({
        id: randomUUID(),
        pre_settlement_id: row.id,
        name: f.name,
        extension: f.extension,
        content_type: f.content_type,
        size_bytes: f.bytes.length,
        sha256: f.sha256,
        created_at: now,
      });
    }
    const agreements = [...new Set(invoices.map((i) => i.agreement_code))].sort();
    await tx
      .update(pre_settlements)
      .set({
        status: "GENERATED",
        invoice_count: invoices.length,
        agreement_codes: agreements,
        updated_at: now,
      })
      .where(eq(pre_settlements.id, row.id));
    for (const { sha256 } of old) await dropUnreferenced(tx as unknown as Db, sha256);
  });
}

/** The detail answer: the row with its files (without their storage key), invoices and actions. */
const detail = async (db: Db, row: PreSettlementRow) => {
  const [files, invoices, actions] = await Promise.all([
    filesOf(db, row.id),
    invoicesOf(db, row.id),
    db
      .select({
        id: pre_settlement_actions.id,
        action: pre_settlement_actions.action,
        comment: pre_settlement_actions.comment,
        created_by: pre_settlement_actions.created_by,
        created_at: pre_settlement_actions.created_at,
      })
      .from(pre_settlement_actions)
      .where(eq(pre_settlement_actions.pre_settlement_id, row.id))
      .orderBy(desc(pre_settlement_actions.created_at), desc(pre_settlement_actions.id)),
  ]);
  const { search_text: _search, provider_slug: _provider, ...fields } = row;
  return {
    ...fields,
    files: files.map(({ sha256: _sha, ...f }) => f),
    invoices,
    actions,
  };
};

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
    return c.json(await detail(db, row));
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
    await build(db, row, deps.now());
    return c.json(await detail(db, await ownPreSettlement(db, row.id, user.provider_slug)));
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
