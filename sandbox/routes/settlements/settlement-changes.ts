/**
 * The changes of a settlement's content (docs/api-contract.md "Settlements of authorizations"):
 * `POST /{id}/claims` (ids one by one, or "all matching minus the excluded": 000 §4),
 * `DELETE /{id}/claims` and `POST /{id}/documents` (multipart, the one file check of
 * sandbox/lib/uploads.ts; the bytes in the file store through sandbox/lib/stored-uploads.ts). Only
 * while the settlement is IN_PROGRESS. Not a service module itself: `settlements.ts` adds these
 * routes to its own.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Hono } from "hono";
import { settlement_claims, settlement_files } from "../../db/schema";
import type { AppDeps, AppEnv } from "../../lib/context";
import { validationError } from "../../lib/errors";
import { QueryReader } from "../../lib/query";
import { dropUnreferenced } from "../../lib/uploads";
import { storeUpload } from "../../lib/stored-uploads";
import { readBody } from "../../lib/validate";
import { V2_LARGE_FILE_POLICY } from "../../../schemas/upload-policies";
import {
  ownSettlement,
  pendingIds,
  renewClaimStatistics,
  settlementSummary,
  type PendingCriteria,
} from "./settlement-queries";
import { requireSettlementUser, SETTLEMENT_DOCUMENT_TYPES, settlementError } from "./settlement-rules";

const BASE = "/v3/settlements";
const ID_LIST = { type: "array", items: { type: "integer", minimum: 1 }, maxItems: 20_000 } as const;
const DAY = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" } as const;
const NAMES = { type: "array", items: { type: "string", maxLength: 60 }, maxItems: 20 } as const;

/** `POST /{id}/claims`: ids one by one, or the select-all criteria (000 §4). */
const CLAIMS_BODY = {
  type: "object",
  properties: {
    claim_ids: { ...ID_LIST, minItems: 1, maxItems: 1000 },
    date_from: DAY,
    date_to: DAY,
    excluded_claim_ids: ID_LIST,
    transaction_types: NAMES,
    product_types: NAMES,
  },
  additionalProperties: false,
} as const;

interface ClaimsBody {
  claim_ids?: number[];
  date_from?: string;
  date_to?: string;
  excluded_claim_ids?: number[];
  transaction_types?: string[];
  product_types?: string[];
}

/** Adds the claim and document changes of a settlement to `routes`. */
export function addChangeRoutes(routes: Hono<AppEnv>, deps: AppDeps): void {
  const db = deps.handle.db;

  routes.post(`${BASE}/:id/claims`, async (c) => {
    const user = requireSettlementUser(c);
    const row = await ownSettlement(db, c.req.param("id"), user.provider_slug ?? "");
    const body = await readBody<ClaimsBody>(c, CLAIMS_BODY);
    if (row.status !== "IN_PROGRESS") throw settlementError(c, 409, "SETTLEMENT_NOT_IN_PROGRESS");
    const base: PendingCriteria = { provider: row.provider_slug, sponsor: row.sponsor_slug };
    let ids: number[];
    if (body.claim_ids) {
      if (body.excluded_claim_ids || body.date_from || body.date_to)
        throw validationError("claim_ids: send either claim_ids or the search criteria, not both");
      const wanted = [...new Set(body.claim_ids)];
      ids = await pendingIds(db, { ...base, claimIds: wanted });
      const held = await db
        .select({ id: settlement_claims.claim_id })
        .from(settlement_claims)
        .where(and(eq(settlement_claims.settlement_id, row.id), inArray(settlement_claims.claim_id, wanted)));
      const known = new Set([...ids, ...held.map((h) => h.id)]);
      const refused = wanted.find((id) => !known.has(id));
      if (refused !== undefined)
        throw settlementError(c, 409, "SETTLEMENT_CLAIM_NOT_PENDING", String(refused));
    } else {
      if (body.date_from && body.date_to && body.date_from > body.date_to)
        throw validationError("date_from is after date_to");
      ids = await pendingIds(db, {
        ...base,
        from: body.date_from,
        to: body.date_to,
        excluded: body.excluded_claim_ids,
        transactionTypes: body.transaction_types,
        productTypes: body.product_types,
      });
    }
    for (let i = 0; i < ids.length; i += 1000) {
      await db
        .insert(settlement_claims)
        .values(ids.slice(i, i + 1000).map((claim_id) => ({ settlement_id: row.id, claim_id })))
        .onConflictDoNothing();
    }
    await renewClaimStatistics(db, ids.length);
    const { total_amount, transactions_quantity } = await settlementSummary(db, row.id);
    return c.json({ added: ids.length, total_amount, transactions_quantity });
  });

  routes.delete(`${BASE}/:id/claims`, async (c) => {
    const user = requireSettlementUser(c);
    const row = await ownSettlement(db, c.req.param("id"), user.provider_slug ?? "");
    const raw = new QueryReader(c).list("claim_ids") ?? [];
    if (raw.length === 0) throw validationError("claim_ids is required");
    if (raw.some((id) => !/^\d{1,9}$/.test(id))) throw validationError("claim_ids must be integers");
    if (row.status !== "IN_PROGRESS") throw settlementError(c, 409, "SETTLEMENT_NOT_IN_PROGRESS");
    const removed = await db
      .delete(settlement_claims)
      .where(
        and(
          eq(settlement_claims.settlement_id, row.id),
          inArray(settlement_claims.claim_id, raw.map(Number)),
        ),
      )
      .returning({ id: settlement_claims.claim_id });
    await renewClaimStatistics(db, removed.length);
    const { total_amount, transactions_quantity } = await settlementSummary(db, row.id);
    return c.json({ removed: removed.length, total_amount, transactions_quantity });
  });

  routes.post(`${BASE}/:id/documents`, async (c) => {
    const user = requireSettlementUser(c);
    const row = await ownSettlement(db, c.req.param("id"), user.provider_slug ?? "");
    const type = new QueryReader(c).oneOf("document_type", SETTLEMENT_DOCUMENT_TYPES, "INVOICE");
    const file = await storeUpload(c, db, V2_LARGE_FILE_POLICY, deps.now());
    if (row.status !== "IN_PROGRESS") {
      await dropUnreferenced(db, file.sha256);
      throw settlementError(c, 409, "SETTLEMENT_NOT_IN_PROGRESS");
    }
    const stored = {
      id: randomUUID(),
      settlement_id: row.id,
      document_type: type,
      ...file,
      created_at: deps.now(),
    };
    const replaced = await db.transaction(async (tx) => {
      const old = await tx
        .delete(settlement_files)
        .where(and(eq(settlement_files.settlement_id, row.id), eq(settlement_files.document_type, type)))
        .returning({ sha256: settlement_files.sha256 });
      await tx.insert(settlement_files).values(stored);
      return old;
    });
    for (const old of replaced) if (old.sha256 !== file.sha256) await dropUnreferenced(db, old.sha256);
    const { sha256: _sha256, settlement_id: _settlement, ...answer } = stored;
    return c.json(answer, 201);
  });
}
