/**
 * The total of a big list (docs/decisions.md "The accounts list total on a million rows"; issue 23
 * §8): an exact count is an index-only scan of every match, ~0.1–0.4 µs per row, so a provider's
 * unfiltered million accounts cost 180–450 ms on PostgreSQL. Up to {@link exactCountMax} matches
 * (the planner's estimate) the total stays an exact count; above it, the answer says the total is
 * the planner's estimate (`total_elements_estimated: true`, docs/api-contract.md "Revenue cycle"),
 * made exact again where the page itself shows the end ({@link estimatedTotal}). A table that holds
 * no more rows than that (every PGlite seed) is never asked for an estimate.
 */
import type { DbHandle } from "../db/client";

/**
 * Matches above which a list's total is estimated: `SANDBOX_EXACT_COUNT_MAX` (read on each call, so
 * tests can lower it), default 200,000 (an index-only count of 200,000 rows is ~20–40 ms here).
 */
export function exactCountMax(): number {
  const set = Number(process.env.SANDBOX_EXACT_COUNT_MAX);
  return Number.isInteger(set) && set >= 0 ? set : 200_000;
}

/** The rows of `EXPLAIN (FORMAT JSON)`: one row, one column, the plan list (parsed or as text). */
type ExplainRow = Record<string, unknown>;

/** A select that can show its SQL text and parameters (drizzle's `.toSQL()`). */
export interface ShowsSql {
  toSQL(): { sql: string; params: unknown[] };
}

function planRows(row: ExplainRow | undefined): number | undefined {
  const value = row ? Object.values(row)[0] : undefined;
  const plans = (typeof value === "string" ? JSON.parse(value) : value) as
    { Plan?: { "Plan Rows"?: number } }[] | undefined;
  const rows = plans?.[0]?.Plan?.["Plan Rows"];
  return typeof rows === "number" ? rows : undefined;
}

/**
 * The planner's estimate of the rows `select` returns, or undefined when `table` holds no more than
 * {@link exactCountMax} rows by its statistics (or has none yet): then an exact count is cheap and
 * no estimate is asked for.
 * @param table - the table the select reads (its `pg_class.reltuples` is checked first).
 * @param select - the list's select with its conditions (no order, no limit).
 */
export async function plannedRows(
  handle: DbHandle,
  table: string,
  select: ShowsSql,
): Promise<number | undefined> {
  const [size] = await handle.query<{ n: number }>(
    "SELECT reltuples::float8 AS n FROM pg_class WHERE oid = to_regclass($1)",
    [table],
  );
  if (!size || Number(size.n) <= exactCountMax()) return undefined;
  const { sql, params } = select.toSQL();
  const [explained] = await handle.query<ExplainRow>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  return planRows(explained);
}

/**
 * The total of a page read without a count, from the planner's estimate and what the page held:
 * exact when the page shows the end (fewer rows than `size`, some on it or it is the first),
 * otherwise the estimate kept between what was seen and where the page lies.
 * @param estimate - the planner's estimate of the matches.
 * @param page - 0-based page and its size.
 * @param rowsOnPage - rows the page held.
 * @returns the total and whether it is exact.
 */
export function estimatedTotal(
  estimate: number,
  { page, size }: { page: number; size: number },
  rowsOnPage: number,
): { total: number; exact: boolean } {
  const before = page * size;
  if (rowsOnPage < size && (rowsOnPage > 0 || page === 0)) return { total: before + rowsOnPage, exact: true };
  if (rowsOnPage === 0) return { total: Math.min(Math.round(estimate), before), exact: false };
  return { total: Math.max(Math.round(estimate), before + size), exact: false };
}
