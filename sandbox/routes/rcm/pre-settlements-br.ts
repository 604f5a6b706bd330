/**
 * The Brazil dispatch panel (001 §2 "pre-settlements-br" with "pre-settlements-br-credentials", §3
 * "Brazil pre-settlement", "Brazil credentials", §4 "Brazil dispatch", §5, §7; issue 9 §2;
 * docs/api-contract.md "Brazil dispatch panel"), under `/rcm/v1`:
 * - `GET accounts/sent-accounts-statuses` (search_value, statuses SENT/SEND_ERROR comma-joined,
 *   from_date, to_date on the sent date, page, size 15): the sending records, newest first;
 * - `GET accounts/sent-accounts-statuses-details/{id}` (page, size): one record's attempts with the
 *   integration's `response_message`;
 * - `GET accounts/sent-accounts-statuses-details-cont-info` (the list's filters): count and amount of
 *   all, SENT and SEND_ERROR records, so that the panel's counts are those of its list;
 * - `GET`, `POST`, `PATCH providers/provider-keys-configuration` (worker_type SIAD/ORIZON, username,
 *   password all required; the password is kept as a scrypt hash and never answered; the username
 *   is answered masked, `hs••••••••`);
 * - `GET providers/provider-keys-configuration-log` (worker_slug, page, size): the change log,
 *   usernames masked.
 * The provider is the caller's (the token's). Viewing needs VIEW_PRE_SETTLEMENTS, creating and
 * updating credentials MODIFY_PRE_SETTLEMENTS (000 §6; docs/decisions.md "Brazil dispatch panel").
 */
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, gte, inArray, like, lt, sql, sum, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import {
  PRE_SETTLEMENTS_BR_STATUSES,
  BR_WORKER_TYPES,
  credentialsProblem,
  type BrCredentialsBody,
} from "../../../schemas/requests/pre-settlements-br";
import type { Db } from "../../db/client";
import {
  br_sending_attempts,
  br_sending_records,
  provider_keys_configuration_log,
  provider_keys_configurations,
} from "../../db/schema-pre-settlements-br";
import { providers, type UserRow } from "../../db/schema";
import { requireRcmUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, forbidden, notFound, validationError } from "../../lib/errors";
import { readPage, withContent } from "../../lib/paging";
import { hashPassword } from "../../lib/passwords";
import { maskSecret } from "../../../schemas/secrets";
import { dayEnd, dayStart, escapeLike, isUuid, QueryReader } from "../../lib/query";
import { requireEvent } from "../../lib/rcm-permissions";
import { readJson } from "../../lib/validate";

const HOUR_MS = 3_600_000;

/** The list row (001 §3 "Brazil pre-settlement" and the other sending-record fields). */
const LIST_ROW = {
  id: br_sending_records.id,
  invoice_number: br_sending_records.invoice_number,
  invoice_source: br_sending_records.invoice_source,
  payer_name: br_sending_records.payer_name,
  settlement_number: br_sending_records.settlement_number,
  worker_service: br_sending_records.worker_service,
  sent_date: br_sending_records.sent_date,
  account_status: br_sending_records.account_status,
  account_id: br_sending_records.account_id,
  invoice_total_amount: br_sending_records.invoice_total_amount,
  currency_code: br_sending_records.currency_code,
  settlement_number_received_at: br_sending_records.settlement_number_received_at,
  correction_deadline: br_sending_records.correction_deadline,
  billed_location: br_sending_records.billed_location,
  protocol: br_sending_records.protocol,
  external_id: br_sending_records.external_id,
  movement_type: br_sending_records.movement_type,
  reason: br_sending_records.reason,
  xml_delivery: br_sending_records.xml_delivery,
};

/**
 * Time left to correct a SEND_ERROR record at `now`: whole hours (`remain_time_to_correct`, 0 once
 * the deadline passed) and whole days (`days_remaining`); both null for a record without a deadline.
 */
export function remainingTime(
  deadline: Date | null,
  now: Date,
): { remain_time_to_correct: number | null; days_remaining: number | null } {
  if (!deadline) return { remain_time_to_correct: null, days_remaining: null };
  const hours = Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / HOUR_MS));
  return { remain_time_to_correct: hours, days_remaining: Math.floor(hours / 24) };
}

/** The list's filters (search_value, statuses, from_date, to_date) as one condition for a provider. */
function listCondition(q: QueryReader, provider: string): SQL | undefined {
  const search = q.text("search_value", 100)?.toLowerCase();
  const statuses = q.list("statuses", PRE_SETTLEMENTS_BR_STATUSES);
  const { from, to } = q.dateRange("from_date", "to_date");
  const where: SQL[] = [eq(br_sending_records.provider_slug, provider)];
  if (search) where.push(like(br_sending_records.search_text, `%${escapeLike(search)}%`));
  if (statuses) where.push(inArray(br_sending_records.account_status, statuses));
  if (from) where.push(gte(br_sending_records.sent_date, dayStart(from)));
  if (to) where.push(lt(br_sending_records.sent_date, dayEnd(to)));
  return and(...where);
}

/** Reads and checks a credentials body (001 §5). @throws ApiError 400 with a translated message. */
async function credentialsBody(c: Parameters<typeof readJson>[0]): Promise<BrCredentialsBody> {
  const body = await readJson(c);
  const problem = credentialsProblem(body);
  if (problem === "REQUIRED") throw new ApiError(400, "BR_CREDENTIALS_REQUIRED");
  if (problem === "UNKNOWN_WORKER_TYPE") throw new ApiError(400, "BR_CREDENTIALS_UNKNOWN_WORKER");
  if (problem === "TOO_LONG") throw new ApiError(400, "BR_CREDENTIALS_TOO_LONG");
  const extra = Object.keys(body as object).find((k) => !["worker_type", "username", "password"].includes(k));
  if (extra) throw validationError(`${extra} is not an allowed field`);
  const { worker_type, username, password } = body as BrCredentialsBody;
  return { worker_type, username: username.trim(), password };
}

/**
 * The answer of a credential: its username masked (schemas/secrets.ts; a secret masked only in
 * the browser is not masked), never its password nor its hash.
 */
const credentialAnswer = (row: typeof provider_keys_configurations.$inferSelect) => ({
  worker_type: row.worker_type,
  username: maskSecret(row.username),
  last_updated: row.last_updated,
  updated_by: row.updated_by,
});

/** Routes under /rcm for the Brazil dispatch panel. */
export function preSettlementsBrRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db: Db = deps.handle.db;

  const viewer = async (c: Parameters<typeof requireRcmUser>[0]): Promise<UserRow> => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "VIEW_PRE_SETTLEMENTS");
    return user;
  };

  /** A viewer of the dispatch panel: the panel is for Brazilian providers only (403 for the others). */
  const dispatchViewer = async (c: Parameters<typeof requireRcmUser>[0]): Promise<UserRow> => {
    const user = await viewer(c);
    const [provider] = await db
      .select({ country: providers.country_code })
      .from(providers)
      .where(eq(providers.slug, user.provider_slug));
    if (provider?.country !== "BR") throw forbidden();
    return user;
  };

  routes.get("/v1/accounts/sent-accounts-statuses", async (c) => {
    const user = await dispatchViewer(c);
    const q = new QueryReader(c);
    const condition = listCondition(q, user.provider_slug);
    const page = await readPage(
      q.paging(15, 200),
      db
        .select(LIST_ROW)
        .from(br_sending_records)
        .where(condition)
        .orderBy(desc(br_sending_records.sent_date), desc(br_sending_records.id))
        .$dynamic(),
      db.select({ total: count() }).from(br_sending_records).where(condition),
    );
    const now = deps.now();
    const content = page.content.map(({ correction_deadline, ...row }) => ({
      ...row,
      ...remainingTime(correction_deadline, now),
    }));
    return c.json(withContent(page, content));
  });

  routes.get("/v1/accounts/sent-accounts-statuses-details-cont-info", async (c) => {
    const user = await dispatchViewer(c);
    const condition = listCondition(new QueryReader(c), user.provider_slug);
    const rows = await db
      .select({
        account_status: br_sending_records.account_status,
        total_count: count(),
        total_amount: sum(br_sending_records.invoice_total_amount),
      })
      .from(br_sending_records)
      .where(condition)
      .groupBy(br_sending_records.account_status);
    const of = (status: string | null) => {
      const matching = rows.filter((r) => status === null || r.account_status === status);
      const cents = matching.reduce((total, r) => total + Math.round(Number(r.total_amount ?? 0) * 100), 0);
      return {
        total_count: matching.reduce((total, r) => total + r.total_count, 0),
        total_amount: cents / 100,
        account_status: status,
      };
    };
    return c.json({
      info_detail_all: of(null),
      info_detail_success: of("SENT"),
      info_detail_error: of("SEND_ERROR"),
    });
  });

  routes.get("/v1/accounts/sent-accounts-statuses-details/:id", async (c) => {
    const user = await dispatchViewer(c);
    const id = c.req.param("id");
    if (!isUuid(id)) throw validationError("id must be a UUID");
    const [record] = await db
      .select({ id: br_sending_records.id })
      .from(br_sending_records)
      .where(
        and(
          eq(br_sending_records.id, id.toLowerCase()),
          eq(br_sending_records.provider_slug, user.provider_slug),
        ),
      );
    if (!record) throw notFound();
    const condition = eq(br_sending_attempts.record_id, record.id);
    const page = await readPage(
      new QueryReader(c).paging(15, 200),
      db
        .select({
          id: br_sending_attempts.id,
          record_id: br_sending_attempts.record_id,
          attempt_date: br_sending_attempts.attempt_date,
          account_status: br_sending_attempts.account_status,
          response_message: br_sending_attempts.response_message,
          protocol: br_sending_attempts.protocol,
        })
        .from(br_sending_attempts)
        .where(condition)
        .orderBy(desc(br_sending_attempts.attempt_date), desc(br_sending_attempts.id))
        .$dynamic(),
      db.select({ total: count() }).from(br_sending_attempts).where(condition),
    );
    return c.json(page);
  });

  routes.get("/v1/providers/provider-keys-configuration", async (c) => {
    const user = await viewer(c);
    const rows = await db
      .select()
      .from(provider_keys_configurations)
      .where(eq(provider_keys_configurations.provider_slug, user.provider_slug))
      .orderBy(provider_keys_configurations.worker_type);
    return c.json(rows.map(credentialAnswer));
  });

  const save = (mode: "create" | "update") => async (c: Parameters<typeof requireRcmUser>[0]) => {
    const user = requireRcmUser(c);
    await requireEvent(db, user, "MODIFY_PRE_SETTLEMENTS");
    const body = await credentialsBody(c);
    const now = deps.now();
    const password_hash = await hashPassword(body.password);
    const key = and(
      eq(provider_keys_configurations.provider_slug, user.provider_slug),
      eq(provider_keys_configurations.worker_type, body.worker_type),
    );
    const saved = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(provider_keys_configurations).where(key).for("update");
      if (mode === "create" && current) throw new ApiError(409, "BR_CREDENTIALS_EXIST");
      if (mode === "update" && !current) throw new ApiError(404, "BR_CREDENTIALS_NOT_FOUND");
      const values = { username: body.username, password_hash, last_updated: now, updated_by: user.email };
      const [row] =
        mode === "create"
          ? await tx
              .insert(provider_keys_configurations)
              .values({ provider_slug: user.provider_slug, worker_type: body.worker_type, ...values })
              .returning()
          : await tx.update(provider_keys_configurations).set(values).where(key).returning();
      await tx.insert(provider_keys_configuration_log).values({
        id: randomUUID(),
        provider_slug: user.provider_slug,
        worker_slug: body.worker_type,
        action: mode === "create" ? "CREATED" : "UPDATED",
        username: body.username,
        updated_by: user.email,
        updated_date: now,
      });
      return row;
    });
    return c.json(credentialAnswer(saved), mode === "create" ? 201 : 200);
  };
  routes.post("/v1/providers/provider-keys-configuration", save("create"));
  routes.patch("/v1/providers/provider-keys-configuration", save("update"));

  routes.get("/v1/providers/provider-keys-configuration-log", async (c) => {
    const user = await viewer(c);
    const q = new QueryReader(c);
    const workers = q.list("worker_slug", BR_WORKER_TYPES);
    const paging = q.paging(15, 200);
    const where: SQL[] = [eq(provider_keys_configuration_log.provider_slug, user.provider_slug)];
    if (workers) where.push(inArray(provider_keys_configuration_log.worker_slug, workers));
    const condition = and(...where);
    const page = await readPage(
      paging,
      db
        .select({
          id: provider_keys_configuration_log.id,
          worker_slug: provider_keys_configuration_log.worker_slug,
          action: provider_keys_configuration_log.action,
          username: provider_keys_configuration_log.username,
          updated_by: provider_keys_configuration_log.updated_by,
          updated_date: provider_keys_configuration_log.updated_date,
        })
        .from(provider_keys_configuration_log)
        .where(condition)
        .orderBy(
          desc(provider_keys_configuration_log.updated_date),
          desc(sql`${provider_keys_configuration_log.id}`),
        )
        .$dynamic(),
      db.select({ total: count() }).from(provider_keys_configuration_log).where(condition),
    );
    return c.json(
      withContent(
        page,
        page.content.map((row) => ({ ...row, username: maskSecret(row.username) })),
      ),
    );
  });

  return routes;
}
