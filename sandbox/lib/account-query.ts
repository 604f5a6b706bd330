/**
 * The accounts list query (001 §7 `GET /rcm/v1/accounts`, docs/api-contract.md "Revenue cycle"):
 * parsing and validation of every filter, and the SQL conditions and order they become.
 */
import { and, arrayOverlaps, asc, desc, eq, gte, inArray, like, lt, lte, sql, type SQL } from "drizzle-orm";
import { accounts } from "../db/schema";
import { FILTERABLE_ACCOUNT_STATUSES, PLAN_COVERAGES, SERVICE_TYPES } from "./domain";
import { validationError } from "./errors";
import { dayEnd, dayStart, escapeLike, type QueryReader } from "./query";

/** Columns of an account list row (snake_case of 001 §3 "Account (list row)"). */
export const ACCOUNT_LIST_ROW = {
  id: accounts.id,
  invoice_number: accounts.invoice_number,
  healthcare_plan_coverage: accounts.healthcare_plan_coverage,
  origin_event_id: accounts.origin_event_id,
  created_at: accounts.created_at,
  payer_name: accounts.payer_name,
  payer_slug: accounts.payer_slug,
  invoice_amount: accounts.invoice_amount,
  required_support_documents_completed: accounts.required_support_documents_completed,
  uploaded_support_documents: accounts.uploaded_support_documents,
  required_support_documents: accounts.required_support_documents,
  agreement_code: accounts.agreement_code,
  agreement_name: accounts.agreement_name,
  status: accounts.status,
  service_types: accounts.service_types,
  multiple_patient_account: accounts.multiple_patient_account,
  multiple_event_same_patient_account: accounts.multiple_event_same_patient_account,
  regime: accounts.regime,
  patient_id: accounts.patient_id,
  patient_name: accounts.patient_name,
  origin_event_creation_date_time: accounts.origin_event_creation_date_time,
  responsible_email_address: accounts.responsible_email_address,
  responsible_name: accounts.responsible_name,
  reassigned_account: accounts.reassigned_account,
  rip_cuv_files_completed: accounts.rip_cuv_files_completed,
  cost_center_name: accounts.cost_center_name,
  cost_center_code: accounts.cost_center_code,
  settlement_group_id: accounts.settlement_group_id,
  parent_event_id: accounts.parent_event_id,
  concurrent_audit_required: accounts.concurrent_audit_required,
  currency_code: accounts.currency_code,
};

/** Columns the list can be ordered by (`order_by`). */
export const ACCOUNT_ORDER_BY = {
  created_at: accounts.created_at,
  invoice_amount: accounts.invoice_amount,
  invoice_number: accounts.invoice_number,
  payer_name: accounts.payer_name,
  status: accounts.status,
  patient_id: accounts.patient_id,
} as const;

/** A parsed accounts-list request. */
export interface AccountListQuery {
  where: SQL | undefined;
  order: SQL[];
  /**
   * The same order on expressions no index serves. For a selective filter this makes PostgreSQL
   * filter first and sort the few matches, instead of walking an index in sort order and
   * discarding most rows (the LIMIT misestimate when matches cluster at one end of the order).
   */
  orderAfterFilter: SQL[];
  page: number;
  size: number;
}

/**
 * Parses the query of the accounts list for one provider.
 * @throws ApiError 400 VALIDATION_ERROR on an unknown status or service type, a bad date, boolean or
 *   amount, a minimum above the maximum, a bad UUID, sort or order_by, or paging out of range.
 */
export function parseAccountListQuery(q: QueryReader, provider: string): AccountListQuery {
  const statuses = q.list("statuses", FILTERABLE_ACCOUNT_STATUSES);
  const search = q.text("search_value", 100);
  const coverages = q.list("healthcare_plan_coverages", PLAN_COVERAGES);
  const { from, to } = q.dateRange("from_date", "to_date");
  const completed = q.bool("required_support_documents_completed");
  const payers = q.list("payer");
  const concurrent = q.bool("concurrent_audit_required");
  const min = q.amount("invoice_amount_min");
  const max = q.amount("invoice_amount_max");
  if (min !== undefined && max !== undefined && min > max) {
    throw validationError("invoice_amount_min is greater than invoice_amount_max");
  }
  const serviceTypes = q.list("service_types", SERVICE_TYPES);
  const executors = q.list("executor_service");
  const planTypes = q.list("agreement_plan_type");
  const sources = q.list("invoice_source");
  const agreements = q.list("agreement_code");
  const missing = q.list("missing_supports");
  const responsibles = q.list("responsible_email_addresses")?.map((e) => e.toLowerCase());
  const reassigned = q.bool("is_reassigned_account");
  const reassignedId = q.uuid("reassigned_account_id");
  const direction = q.oneOf("sort", ["asc", "desc"] as const, "desc");
  const orderBy = q.oneOf(
    "order_by",
    Object.keys(ACCOUNT_ORDER_BY) as (keyof typeof ACCOUNT_ORDER_BY)[],
    "created_at",
  );
  const { page, size } = q.paging(15, 200);

  const where = and(
    eq(accounts.provider_slug, provider),
    statuses ? inArray(accounts.status, statuses) : undefined,
    search ? like(accounts.search_text, `%${escapeLike(search.toLowerCase())}%`) : undefined,
    coverages ? inArray(accounts.healthcare_plan_coverage, coverages) : undefined,
    from ? gte(accounts.created_at, dayStart(from)) : undefined,
    to ? lt(accounts.created_at, dayEnd(to)) : undefined,
    completed !== undefined ? eq(accounts.required_support_documents_completed, completed) : undefined,
    payers ? inArray(accounts.payer_slug, payers) : undefined,
    concurrent !== undefined ? eq(accounts.concurrent_audit_required, concurrent) : undefined,
    min !== undefined ? gte(accounts.invoice_amount, min) : undefined,
    max !== undefined ? lte(accounts.invoice_amount, max) : undefined,
    serviceTypes ? arrayOverlaps(accounts.service_types, serviceTypes) : undefined,
    executors ? inArray(accounts.executor_service, executors) : undefined,
    planTypes ? inArray(accounts.agreement_plan_type, planTypes) : undefined,
    sources ? inArray(accounts.invoice_source, sources) : undefined,
    agreements ? inArray(accounts.agreement_code, agreements) : undefined,
    missing ? arrayOverlaps(accounts.missing_support_codes, missing) : undefined,
    responsibles ? inArray(accounts.responsible_email_address, responsibles) : undefined,
    reassigned !== undefined ? eq(accounts.reassigned_account, reassigned) : undefined,
    reassignedId ? eq(accounts.reassigned_account_id, reassignedId) : undefined,
  );

  const by = direction === "asc" ? asc : desc;
  const column = ACCOUNT_ORDER_BY[orderBy];
  // Identity expressions of the column's own type (same collation, same order): x || '', x + 0, x + '0s'.
  const detached =
    orderBy === "created_at"
      ? sql`(${column} + interval '0 seconds')`
      : orderBy === "invoice_amount"
        ? sql`(${column} + 0)`
        : sql`(${column} || '')`;
  return {
    where,
    order: [by(column), by(accounts.id)],
    orderAfterFilter: [by(detached), by(accounts.id)],
    page,
    size,
  };
}

/** Up to this many matches the list sorts after filtering (measured on 100,000 accounts). */
export const SORT_AFTER_FILTER_MAX = 3000;

/** The order to use once the number of matches is known (see AccountListQuery.orderAfterFilter). */
export function orderFor(query: AccountListQuery, total: number): SQL[] {
  return total <= SORT_AFTER_FILTER_MAX ? query.orderAfterFilter : query.order;
}
