/**
 * Accounts and charges (001 §3, §7): `GET /rcm/v1/accounts` (every filter, sort, paging),
 * `GET /rcm/v1/accounts/{id}`, `GET /rcm/v1/accounts/{id}/charges`, `GET /rcm/v1/charges/{id}`.
 * Every call is limited to the caller's provider.
 */
import { and, asc, count, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import { account_change_logs, accounts, charges } from "../../db/schema";
import {
  ACCOUNT_LIST_ROW,
  orderFor,
  parseAccountListQuery,
  SORT_AFTER_FILTER_MAX,
} from "../../lib/account-query";
import type { AppDeps, AppEnv } from "../../lib/context";
import { SERVICE_TYPES } from "../../lib/domain";
import { forbidden, notFound, validationError } from "../../lib/errors";
import { estimatedTotal, exactCountMax, plannedRows } from "../../lib/list-total";
import { pageOf, pageWindow, readPage } from "../../lib/paging";
import { dayEnd, dayStart, escapeLike, isUuid, QueryReader } from "../../lib/query";
import { requireRcmUser } from "../../lib/access";
import { readOwnAccount } from "../../lib/rcm-account";

/** Extra columns of the detail (001 §3 "Detail adds", "The selected account also has"). */
const DETAIL_ROW = {
  ...ACCOUNT_LIST_ROW,
  provider_slug: accounts.provider_slug,
  patient_document_type: accounts.patient_document_type,
  patient_document_number: accounts.patient_document_number,
  service_type_name: accounts.service_type_name,
  child_events: accounts.child_events,
  origin_invoice_group_id: accounts.origin_invoice_group_id,
  settlement_number: accounts.settlement_number,
  external_id: accounts.external_id,
  authorization_id: accounts.authorization_id,
  agreement_plan_type: accounts.agreement_plan_type,
  invoice_source: accounts.invoice_source,
  executor_service: accounts.executor_service,
  invoice_date_time: accounts.invoice_date_time,
  invoice_origin_provider_branch_name: accounts.invoice_origin_provider_branch_name,
  reassigned_invoice_number: accounts.reassigned_invoice_number,
  reassigned_account_id: accounts.reassigned_account_id,
  missing_supports: accounts.missing_support_codes,
  has_unconfigured_products: accounts.has_unconfigured_products,
  last_change_reason: accounts.last_change_reason,
  build_state: accounts.build_state,
  package_generated_at: accounts.package_generated_at,
};

/** Columns of a charge row (001 §3 "Charge"), with the account fields charge views show. */
const CHARGE_ROW = {
  id: charges.id,
  account_id: charges.account_id,
  line_number: charges.line_number,
  code: charges.code,
  description: charges.description,
  quantity: charges.quantity,
  amount: charges.amount,
  total_amount: charges.total_amount,
  service_type: charges.service_type,
  diagnosis_code: charges.diagnosis_code,
  diagnosis_name: charges.diagnosis_name,
  provider_product_code: charges.provider_product_code,
  required_support_documents: charges.required_support_documents,
  uploaded_support_documents: charges.uploaded_support_documents,
  required_support_documents_completed: charges.required_support_documents_completed,
  created_at: charges.created_at,
  origin_event_creation_date_time: charges.origin_event_creation_date_time,
  invoice_number: accounts.invoice_number,
  agreement_code: accounts.agreement_code,
  payer_name: accounts.payer_name,
  provider_branch_name: accounts.invoice_origin_provider_branch_name,
  patient_id: accounts.patient_id,
  patient_name: accounts.patient_name,
  patient_document_type: accounts.patient_document_type,
  patient_document_number: accounts.patient_document_number,
  healthcare_plan_coverage: accounts.healthcare_plan_coverage,
  currency_code: accounts.currency_code,
};

/** Routes under /rcm for accounts and charges. */
export function rcmAccountRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  routes.get("/v1/accounts", async (c) => {
    const user = requireRcmUser(c);
    const query = parseAccountListQuery(new QueryReader(c), user.provider_slug);
    const { where, page, size } = query;
    const rows = (order: SQL[]) =>
      db
        .select(ACCOUNT_LIST_ROW)
        .from(accounts)
        .where(where)
        .orderBy(...order)
        .$dynamic();
    const counted = db.select({ total: count() }).from(accounts).where(where);
    // A big table (sandbox/lib/list-total.ts): the planner's estimate of the matches first.
    const estimate = await plannedRows(
      deps.handle,
      "accounts",
      db.select({ id: accounts.id }).from(accounts).where(where),
    );
    if (estimate !== undefined && estimate > exactCountMax()) {
      // Too many to count on each page: the total is the estimate, exact where the page shows the end.
      const content = await pageWindow(rows(query.order), { page, size });
      const { total, exact } = estimatedTotal(estimate, { page, size }, content.length);
      return c.json({
        ...pageOf(content, total, page, size),
        ...(exact ? {} : { total_elements_estimated: true }),
      });
    }
    // Far more matches than a sort after filtering takes: walk the index in sort order beside the count.
    if (estimate !== undefined && estimate > 10 * SORT_AFTER_FILTER_MAX)
      return c.json(await readPage({ page, size }, rows(query.order), counted));
    // Few matches: filter then sort them; many: walk the index in sort order (see orderAfterFilter).
    return c.json(await readPage({ page, size }, (total) => rows(orderFor(query, total)), counted));
  });

  routes.get("/v1/accounts/:id", async (c) => {
    const user = requireRcmUser(c);
    const id = c.req.param("id");
    if (!isUuid(id)) throw validationError("id must be a UUID");
    const related = {
      id: accounts.id,
      invoice_number: accounts.invoice_number,
      status: accounts.status,
      origin_event_id: accounts.origin_event_id,
    };
    // The account's own events, read in the same statement as the accounts that name them.
    const self = alias(accounts, "self");
    const eventOf = (column: typeof self.origin_event_id | typeof self.parent_event_id) =>
      db.select({ event: column }).from(self).where(eq(self.id, id));
    // One round trip (issue 23 §8): the account, its last change, its children and its parent at
    // once; nothing is answered before the provider check below.
    const [[row], [log], children, [parent]] = await Promise.all([
      db.select(DETAIL_ROW).from(accounts).where(eq(accounts.id, id)),
      db
        .select({
          reason_of_change: account_change_logs.reason_of_change,
          from_status: account_change_logs.from_status,
          to_status: account_change_logs.to_status,
          changed_by: account_change_logs.changed_by,
          changed_at: account_change_logs.changed_at,
        })
        .from(account_change_logs)
        .where(eq(account_change_logs.account_id, id))
        .orderBy(desc(account_change_logs.changed_at), desc(account_change_logs.id))
        .limit(1),
      // Children of this account's event (001 §4: NON_PROCESSABLE applies to a child of an already invoiced parent).
      db
        .select(related)
        .from(accounts)
        .where(
          and(
            eq(accounts.provider_slug, user.provider_slug),
            eq(accounts.parent_event_id, eventOf(self.origin_event_id)),
          ),
        )
        .orderBy(asc(accounts.invoice_number)),
      db
        .select(related)
        .from(accounts)
        .where(
          and(
            eq(accounts.provider_slug, user.provider_slug),
            eq(accounts.origin_event_id, eventOf(self.parent_event_id)),
          ),
        )
        .limit(1),
    ]);
    if (!row) throw notFound();
    if (row.provider_slug !== user.provider_slug) throw forbidden();
    const { last_change_reason, ...rest } = row;
    return c.json({
      ...rest,
      account_id: row.id,
      last_change_log: log ?? (last_change_reason ? { reason_of_change: last_change_reason } : null),
      child_accounts: children,
      non_processable_children: children.filter((child) => child.status === "NON_PROCESSABLE"),
      parent_account: parent ?? null,
    });
  });

  routes.get("/v1/accounts/:id/charges", async (c) => {
    const user = requireRcmUser(c);
    const id = c.req.param("id");
    if (!isUuid(id)) throw validationError("id must be a UUID");
    const q = new QueryReader(c);
    const serviceTypes = q.list("service_types", SERVICE_TYPES);
    const completed = q.bool("required_support_documents_completed");
    const { from, to } = q.dateRange("from_date", "to_date");
    const search = q.text("search_value", 100);
    const paging = q.paging(15, 200);
    const pattern = search ? `%${escapeLike(search.toLowerCase())}%` : "";
    const where: SQL | undefined = and(
      eq(charges.account_id, id),
      serviceTypes ? inArray(charges.service_type, serviceTypes) : undefined,
      completed !== undefined ? eq(charges.required_support_documents_completed, completed) : undefined,
      from ? gte(charges.created_at, dayStart(from)) : undefined,
      to ? lt(charges.created_at, dayEnd(to)) : undefined,
      search
        ? or(
            like(sql`lower(${charges.code})`, pattern),
            like(sql`lower(${charges.description})`, pattern),
            like(sql`lower(${charges.diagnosis_code} || ' ' || ${charges.diagnosis_name})`, pattern),
          )
        : undefined,
    );
    // The page beside the ownership check (one round trip; readOwnAccount answers after the check).
    const page = await readOwnAccount(db, id, user.provider_slug, () =>
      readPage(
        paging,
        db
          .select(CHARGE_ROW)
          .from(charges)
          .innerJoin(accounts, eq(accounts.id, charges.account_id))
          .where(where)
          .orderBy(asc(charges.line_number))
          .$dynamic(),
        db.select({ total: count() }).from(charges).where(where),
      ),
    );
    return c.json(page);
  });

  routes.get("/v1/charges/:id", async (c) => {
    const user = requireRcmUser(c);
    const id = c.req.param("id");
    if (!isUuid(id)) throw validationError("id must be a UUID");
    const [row] = await db
      .select({ ...CHARGE_ROW, provider_slug: accounts.provider_slug })
      .from(charges)
      .innerJoin(accounts, eq(accounts.id, charges.account_id))
      .where(eq(charges.id, id));
    if (!row) throw notFound();
    if (row.provider_slug !== user.provider_slug) throw forbidden();
    return c.json(row);
  });

  return routes;
}
