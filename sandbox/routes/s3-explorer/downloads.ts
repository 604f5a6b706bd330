/**
 * The download manager's back end (001 §4 "Download manager", §7 "Download manager calls", §8
 * download error codes): each item is prepared with a POST that answers `{ file_name, download_url }`
 * (a download ticket in the jobs table, valid 10 minutes), then fetched with a GET of the URL,
 * which answers the zip with `Content-Disposition`. Like a presigned URL, the GET needs no bearer
 * token: the ticket id (a random UUID) is the credential. Every download error code can be forced
 * for tests with a fault carrying `error_code` (docs/api-contract.md "Sandbox-only calls").
 */
import { contentDisposition } from "@tinyhttp/content-disposition";
import { and, asc, count, eq, gt, inArray, isNotNull } from "drizzle-orm";
import type { Zippable } from "fflate";
import { zipSync } from "fflate";
import { Hono } from "hono";
import {
  accountFilesBody,
  settlementGroupFilesBody,
  type AccountFilesBody,
  type SettlementGroupFilesBody,
} from "../../../schemas/requests/rcm";
import type { Db } from "../../db/client";
import {
  accounts,
  charges,
  jobs,
  pre_settlement_files,
  pre_settlement_invoices,
  pre_settlements,
  support_files,
} from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError } from "../../lib/errors";
import { createJob } from "../../lib/jobs";
import { translate } from "../../lib/messages";
import { isUuid } from "../../lib/query";
import { ownAccount } from "../../lib/rcm-account";
import { requireEvent } from "../../lib/rcm-permissions";
import { readBody } from "../../lib/validate";
import { DOWNLOADABLE_STATUSES } from "../rcm/pre-settlements";
import { addToZip } from "../rcm/support-files";
import { readStoredFiles } from "../../lib/file-store";

/** How long a download URL stays valid, in ms (10 minutes). */
export const DOWNLOAD_TTL_MS = 10 * 60_000;

/** Uploaded support files of accounts, in archive order. */
function filesOf(db: Db, accountIds: readonly string[]) {
  return db
    .select({
      id: support_files.id,
      account_id: support_files.account_id,
      sha256: support_files.sha256,
      file_name: support_files.file_name,
      file_code: support_files.file_code,
      support_level: support_files.support_level,
      charge_code: charges.code,
    })
    .from(support_files)
    .leftJoin(charges, eq(charges.id, support_files.charge_id))
    .where(and(inArray(support_files.account_id, [...accountIds]), isNotNull(support_files.sha256)))
    .orderBy(asc(support_files.account_id), asc(support_files.support_level), asc(support_files.created_at));
}

/** A pre-settlement's files with their bytes, by name (files whose bytes are missing left out). */
async function preSettlementFiles(db: Db, preSettlementId: string) {
  const files = await db
    .select({ name: pre_settlement_files.name, sha256: pre_settlement_files.sha256 })
    .from(pre_settlement_files)
    .where(eq(pre_settlement_files.pre_settlement_id, preSettlementId))
    .orderBy(asc(pre_settlement_files.name));
  const bytes = await readStoredFiles(
    db,
    files.map((f) => f.sha256),
  );
  return files.flatMap((f) => {
    const content = bytes.get(f.sha256);
    return content ? [{ name: f.name, content }] : [];
  });
}

/** Routes under /v1/s3-explorer. */
export function s3ExplorerRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  const ticket = async (
    provider: string,
    userId: string,
    subject: string,
    accountIds: string[],
    invoices: Record<string, string>,
    fileName: string,
    preSettlementId: string | null = null,
  ) => {
    const [any] =
      preSettlementId !== null
        ? [{ id: preSettlementId }]
        : accountIds.length === 0
          ? []
          : await db
              .select({ id: support_files.id })
              .from(support_files)
              .where(and(inArray(support_files.account_id, accountIds), isNotNull(support_files.sha256)))
              .limit(1);
    if (!any) throw new ApiError(404, "NO_FILES_AVAILABLE_FOR_DOWNLOAD");
    const job = await createJob(deps, {
      kind: "download",
      provider,
      userId,
      subject,
      input: { account_ids: accountIds, invoices, file_name: fileName, pre_settlement_id: preSettlementId },
      total: accountIds.length,
      status: "COMPLETED",
      expiresAt: new Date(deps.now().getTime() + DOWNLOAD_TTL_MS),
    });
    return { file_name: fileName, download_url: `${deps.config.apiBase}/v1/s3-explorer/files/${job.id}` };
  };

  routes.post("/account-files", async (c) => {
    const user = requireRcmUser(c);
    const body = await readBody<AccountFilesBody>(c, accountFilesBody);
    if (!isUuid(body.account_id)) throw new ApiError(400, "VALIDATION_ERROR", "account_id must be a UUID");
    const account = await ownAccount(db, body.account_id, user.provider_slug);
    return c.json(
      await ticket(
        user.provider_slug,
        user.id,
        account.id,
        [account.id],
        { [account.id]: account.invoice_number },
        `${account.invoice_number}.zip`,
      ),
    );
  });

  routes.post("/account-settlement-group-files", async (c) => {
    const user = requireRcmUser(c);
    const body = await readBody<SettlementGroupFilesBody>(c, settlementGroupFilesBody);
    const group = body.origin_invoice_group_id.trim();
    if (group === "") throw new ApiError(400, "EMPTY_ARCHIVE_REQUEST");
    const [pre] = await db
      .select({ id: pre_settlements.id, status: pre_settlements.status })
      .from(pre_settlements)
      .where(
        and(
          eq(pre_settlements.provider_slug, user.provider_slug),
          eq(pre_settlements.origin_invoice_group_id, group),
        ),
      );
    if (pre) {
      // A pre-settlement's files (issue 9 §1): its package at the root, its invoices' support
      // documents under their invoice numbers; only once built (001 §8 "not in downloadable state").
      await requireEvent(db, user, "VIEW_PRE_SETTLEMENTS");
      if (!DOWNLOADABLE_STATUSES.includes(pre.status)) {
        throw new ApiError(
          400,
          "INVALID_REQUEST",
          translate("PRE_SETTLEMENT_NOT_DOWNLOADABLE", c.get("lang")),
        );
      }
      const [{ n }] = await db
        .select({ n: count() })
        .from(pre_settlement_files)
        .where(eq(pre_settlement_files.pre_settlement_id, pre.id));
      if (n === 0) throw new ApiError(404, "NO_FILES_AVAILABLE_FOR_DOWNLOAD");
      const members = await db
        .select({ id: accounts.id, invoice_number: accounts.invoice_number })
        .from(pre_settlement_invoices)
        .innerJoin(accounts, eq(accounts.id, pre_settlement_invoices.account_id))
        .where(eq(pre_settlement_invoices.pre_settlement_id, pre.id))
        .orderBy(asc(accounts.invoice_number));
      return c.json(
        await ticket(
          user.provider_slug,
          user.id,
          group,
          members.map((r) => r.id),
          Object.fromEntries(members.map((r) => [r.id, r.invoice_number])),
          `${group}.zip`,
          pre.id,
        ),
      );
    }
    const rows = await db
      .select({ id: accounts.id, invoice_number: accounts.invoice_number })
      .from(accounts)
      .where(and(eq(accounts.provider_slug, user.provider_slug), eq(accounts.origin_invoice_group_id, group)))
      .orderBy(asc(accounts.invoice_number));
    if (rows.length === 0) throw new ApiError(404, "RESOURCE_NOT_FOUND");
    return c.json(
      await ticket(
        user.provider_slug,
        user.id,
        group,
        rows.map((r) => r.id),
        Object.fromEntries(rows.map((r) => [r.id, r.invoice_number])),
        `${group}.zip`,
      ),
    );
  });

  routes.get("/files/:id", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw new ApiError(404, "RESOURCE_NOT_FOUND");
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.kind, "download"), gt(jobs.expires_at, deps.now())));
    if (!job) throw new ApiError(404, "RESOURCE_NOT_FOUND", "The download link is unknown or has expired");
    const input = job.input as {
      account_ids: string[];
      invoices: Record<string, string>;
      file_name: string;
      pre_settlement_id?: string | null;
    };
    const files = input.account_ids.length ? await filesOf(db, input.account_ids) : [];
    const keys = [...new Set(files.map((f) => f.sha256).filter((s): s is string => s !== null))];
    const bySha = await readStoredFiles(db, keys);
    const tree: Zippable = {};
    if (input.pre_settlement_id) {
      for (const f of await preSettlementFiles(db, input.pre_settlement_id)) {
        tree[f.name] = [new Uint8Array(f.content), { level: 0 }];
      }
    }
    const several = input.pre_settlement_id ? true : input.account_ids.length > 1;
    for (const accountId of input.account_ids) {
      const prefix = several ? `${input.invoices[accountId] ?? accountId}/` : "";
      addToZip(
        tree,
        files.filter((f) => f.account_id === accountId),
        bySha,
        prefix,
      );
    }
    if (Object.keys(tree).length === 0) throw new ApiError(404, "DATABASE_FILE_NOT_FOUND_IN_S3");
    const archive = zipSync(tree, { level: 0 });
    return new Response(archive as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": "application/zip",
        "content-length": String(archive.length),
        "content-disposition": contentDisposition(input.file_name),
      },
    });
  });

  return routes;
}
