/**
 * Settlements service v3 (000 §2–§7; issue 22; docs/api-contract.md "Settlements of
 * authorizations"): the fourteen calls under `/settlements/v3/settlements` — the list, the draft's
 * creation, the detail, its transactions and summary, the pending authorizations, adding and
 * removing claims (one by one or "all matching minus the excluded"), documents, completion, the
 * claim as the sponsor sees it, files and manual authorizations. A found service module
 * (routes/service-modules.ts): mounted and seeded without an edit elsewhere.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, lt } from "drizzle-orm";
import { Hono } from "hono";
import {
  authorizations,
  claims,
  claims_desk_authorizations,
  settlement_claims,
  settlement_files,
  settlement_manual_authorizations,
  settlements,
  sponsors,
} from "../../db/schema";
import type { AppDeps, AppEnv } from "../../lib/context";
import { forbidden, notFound, validationError } from "../../lib/errors";
import { readPage } from "../../lib/paging";
import { storedFileResponse } from "../../lib/stored-uploads";
import { dayEnd, dayStart, QueryReader } from "../../lib/query";
import { readBody } from "../../lib/validate";
import { defineServiceModule } from "../service-modules";
import { addChangeRoutes } from "./settlement-changes";
import { completeSettlement } from "./settlement-complete";
import {
  ownSettlement,
  pendingWhere,
  settlementColumns,
  settlementDetail,
  settlementSummary,
  settlementTotals,
  toWireRow,
  type PendingCriteria,
} from "./settlement-queries";
import {
  CURRENCY_OF_COUNTRY,
  requireSettlementUser,
  SETTLEMENT_STATUSES,
  wireAmount,
} from "./settlement-rules";
import { seedSettlements } from "./settlement-seed";

const CREATE_BODY = {
  type: "object",
  properties: { sponsor_slug: { type: "string", minLength: 1, maxLength: 80 } },
  required: ["sponsor_slug"],
} as const;

const BASE = "/v3/settlements";

/** Routes under /settlements. */
export function settlementRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  routes.get(BASE, async (c) => {
    const user = requireSettlementUser(c);
    const q = new QueryReader(c);
    const { from, to } = q.dateRange("date_from", "date_to");
    const sponsor = q.text("sponsor_slug", 80);
    const sponsorSettlementId = q.text("sponsor_settlement_id", 80);
    const statuses = q.list("included_statuses", SETTLEMENT_STATUSES);
    const where = and(
      eq(settlements.provider_slug, user.provider_slug ?? ""),
      from ? gte(settlements.created_at, dayStart(from)) : undefined,
      to ? lt(settlements.created_at, dayEnd(to)) : undefined,
      sponsor ? eq(settlements.sponsor_slug, sponsor) : undefined,
      sponsorSettlementId ? eq(settlements.sponsor_settlement_id, sponsorSettlementId) : undefined,
      statuses ? inArray(settlements.status, statuses) : undefined,
    );
    const totals = settlementTotals(db);
    const page = await readPage(
      q.paging(),
      db
        .select(settlementColumns(totals))
        .from(settlements)
        .innerJoin(sponsors, eq(sponsors.slug, settlements.sponsor_slug))
        .leftJoin(totals, eq(totals.settlement_id, settlements.id))
        .where(where)
        .orderBy(desc(settlements.created_at), desc(settlements.id))
        .$dynamic(),
      db.select({ total: count() }).from(settlements).where(where),
    );
    return c.json({ ...page, content: page.content.map(toWireRow) });
  });

  routes.post(BASE, async (c) => {
    const user = requireSettlementUser(c);
    const body = await readBody<{ sponsor_slug: string }>(c, CREATE_BODY);
    const [sponsor] = await db.select().from(sponsors).where(eq(sponsors.slug, body.sponsor_slug));
    if (!sponsor) throw validationError(`sponsor_slug: unknown sponsor ${body.sponsor_slug}`);
    const id = randomUUID();
    await db.insert(settlements).values({
      id,
      provider_slug: user.provider_slug ?? "",
      sponsor_slug: sponsor.slug,
      currency_code: CURRENCY_OF_COUNTRY[sponsor.country_code] ?? "DOP",
      status: "IN_PROGRESS",
      created_by: user.id,
      created_at: deps.now(),
    });
    return c.json(await settlementDetail(db, id), 201);
  });

  // An addition to the contract: the sponsors of the provider's claims, for the sponsor step and
  // the list's filter (the claims desk's sponsors call is for claims-desk users only).
  routes.get(`${BASE}/sponsors`, async (c) => {
    const user = requireSettlementUser(c);
    const rows = await db
      .selectDistinct({ slug: sponsors.slug, name: sponsors.name })
      .from(authorizations)
      .innerJoin(sponsors, eq(sponsors.slug, authorizations.sponsor_slug))
      .where(eq(authorizations.provider_slug, user.provider_slug ?? ""))
      .orderBy(asc(sponsors.name));
    return c.json(rows);
  });

  routes.get(`${BASE}/pending-authorizations`, async (c) => {
    const user = requireSettlementUser(c);
    const q = new QueryReader(c);
    const sponsor = q.text("sponsor_slug", 80);
    if (!sponsor) throw validationError("sponsor_slug is required");
    const { from, to } = q.dateRange("date_from", "date_to");
    const criteria: PendingCriteria = {
      provider: user.provider_slug ?? "",
      sponsor,
      from,
      to,
      transactionTypes: q.list("transaction_types"),
      productTypes: q.list("product_types"),
    };
    const where = pendingWhere(db, criteria);
    const page = await readPage(
      q.paging(15, 500),
      db
        .select({
          claim_id: claims.id,
          authorization_code: authorizations.authorization_code,
          sponsor_transaction_id: authorizations.sponsor_transaction_id,
          created_at: claims.created_at,
          coverage_type: authorizations.coverage_type,
          amount: authorizations.amount,
          currency_code: authorizations.currency_code,
          uploaded_required_files: claims.uploaded_files,
          total_required_files: claims.total_files_to_upload,
        })
        .from(claims)
        .innerJoin(authorizations, eq(authorizations.id, claims.authorization_id))
        .leftJoin(
          claims_desk_authorizations,
          eq(claims_desk_authorizations.authorization_id, authorizations.id),
        )
        .where(where)
        .orderBy(asc(claims.created_at), asc(claims.id))
        .$dynamic(),
      db
        .select({ total: count() })
        .from(claims)
        .innerJoin(authorizations, eq(authorizations.id, claims.authorization_id))
        .leftJoin(
          claims_desk_authorizations,
          eq(claims_desk_authorizations.authorization_id, authorizations.id),
        )
        .where(where),
    );
    return c.json(page);
  });

  routes.get(`${BASE}/claim/:claimId/sponsor/:slug`, async (c) => {
    const user = requireSettlementUser(c);
    const claimId = c.req.param("claimId");
    if (!/^\d{1,9}$/.test(claimId)) throw notFound();
    const [row] = await db
      .select({
        claim_id: claims.id,
        authorization_code: authorizations.authorization_code,
        sponsor_slug: authorizations.sponsor_slug,
        sponsor_transaction_id: authorizations.sponsor_transaction_id,
        claim_status: claims.claim_status,
        coverage_type: authorizations.coverage_type,
        amount: authorizations.amount,
        currency_code: authorizations.currency_code,
        created_at: claims.created_at,
        settlement_id: settlement_claims.settlement_id,
      })
      .from(claims)
      .innerJoin(authorizations, eq(authorizations.id, claims.authorization_id))
      .leftJoin(settlement_claims, eq(settlement_claims.claim_id, claims.id))
      .where(
        and(
          eq(claims.id, Number(claimId)),
          eq(claims.provider_slug, user.provider_slug ?? ""),
          eq(authorizations.sponsor_slug, c.req.param("slug")),
        ),
      );
    if (!row) throw notFound();
    return c.json(row);
  });

  routes.get(`${BASE}/:id`, async (c) => {
    const user = requireSettlementUser(c);
    const provider = new QueryReader(c).text("provider_slug", 80);
    if (provider !== undefined && provider !== user.provider_slug) throw forbidden();
    const row = await ownSettlement(db, c.req.param("id"), user.provider_slug ?? "");
    return c.json(await settlementDetail(db, row.id));
  });

  routes.get(`${BASE}/:id/transactions`, async (c) => {
    const user = requireSettlementUser(c);
    const row = await ownSettlement(db, c.req.param("id"), user.provider_slug ?? "");
    const q = new QueryReader(c);
    const transaction = q.text("sponsor_transaction_id", 60);
    const where = and(
      eq(settlement_claims.settlement_id, row.id),
      transaction ? eq(authorizations.sponsor_transaction_id, transaction) : undefined,
    );
    const page = await readPage(
      q.paging(15, 200),
      db
        .select({
          claim_id: claims.id,
          authorization_id: authorizations.id,
          authorization_code: authorizations.authorization_code,
          sponsor_transaction_id: authorizations.sponsor_transaction_id,
          created_at: claims.created_at,
          coverage_type: authorizations.coverage_type,
          amount: authorizations.amount,
          currency_code: authorizations.currency_code,
        })
        .from(settlement_claims)
        .innerJoin(claims, eq(claims.id, settlement_claims.claim_id))
        .innerJoin(authorizations, eq(authorizations.id, claims.authorization_id))
        .where(where)
        .orderBy(asc(claims.created_at), asc(claims.id))
        .$dynamic(),
      db
        .select({ total: count() })
        .from(settlement_claims)
        .innerJoin(claims, eq(claims.id, settlement_claims.claim_id))
        .innerJoin(authorizations, eq(authorizations.id, claims.authorization_id))
        .where(where),
    );
    return c.json(page);
  });

  routes.get(`${BASE}/:id/transactions/summary`, async (c) => {
    const user = requireSettlementUser(c);
    const row = await ownSettlement(db, c.req.param("id"), user.provider_slug ?? "");
    const { total_amount, transactions_quantity } = await settlementSummary(db, row.id);
    return c.json({ total_amount, transactions_quantity });
  });

  addChangeRoutes(routes, deps);

  routes.post(`${BASE}/:id/complete`, async (c) => {
    const user = requireSettlementUser(c);
    const row = await ownSettlement(db, c.req.param("id"), user.provider_slug ?? "");
    await completeSettlement(c, deps, row);
    return c.json(await settlementDetail(db, row.id));
  });

  routes.get(`${BASE}/:id/files`, async (c) => {
    const user = requireSettlementUser(c);
    const row = await ownSettlement(db, c.req.param("id"), user.provider_slug ?? "");
    const files = await db
      .select({
        id: settlement_files.id,
        document_type: settlement_files.document_type,
        file_name: settlement_files.file_name,
        size_bytes: settlement_files.size_bytes,
        content_type: settlement_files.content_type,
        created_at: settlement_files.created_at,
      })
      .from(settlement_files)
      .where(eq(settlement_files.settlement_id, row.id))
      .orderBy(asc(settlement_files.created_at));
    return c.json(files);
  });

  routes.get(`${BASE}/:id/files/:fileId`, async (c) => {
    const user = requireSettlementUser(c);
    const row = await ownSettlement(db, c.req.param("id"), user.provider_slug ?? "");
    const fileId = c.req.param("fileId");
    if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw notFound();
    const [file] = await db
      .select()
      .from(settlement_files)
      .where(and(eq(settlement_files.settlement_id, row.id), eq(settlement_files.id, fileId.toLowerCase())));
    if (!file) throw notFound();
    return storedFileResponse(db, file);
  });

  routes.get(`${BASE}/:id/manual-authorizations`, async (c) => {
    const user = requireSettlementUser(c);
    const row = await ownSettlement(db, c.req.param("id"), user.provider_slug ?? "");
    const rows = await db
      .select()
      .from(settlement_manual_authorizations)
      .where(eq(settlement_manual_authorizations.settlement_id, row.id));
    return c.json(
      rows.map((m) => ({
        id: m.id,
        quantity: m.quantity,
        amount: wireAmount(m.amount),
        currency_code: row.currency_code,
      })),
    );
  });

  return routes;
}

export const service = defineServiceModule({
  mount: "/settlements",
  routes: settlementRoutes,
  seed: seedSettlements,
});
