/**
 * `bulkStatusChange` of `npm run bench` (issue 7 §6): the wall time of moving 500 accounts to
 * READY_TO_GENERATE through the portal's bulk runner (src/lib/bulk-runner.ts: one
 * `PUT rcm/v1/accounts/{id}/status` per account, 001 §4, at most 4 in flight) against the
 * reference API over HTTP. Measures, never asserts; throws when the run cannot be measured
 * honestly (too few eligible accounts, or any call failed). Each run consumes 500 accounts of the
 * bench database (pending … INVOICED accounts become READY_TO_GENERATE).
 */
import { DEFAULT_BULK_CONCURRENCY, runBulk } from "../../src/lib/bulk-runner";
import { apiToken } from "./api-token";

/** Options of {@link measureBulkStatusChange}. */
export interface BulkStatusOptions {
  /** Origin of the reference API serving /api, e.g. `http://127.0.0.1:4320`. */
  base: string;
  /** Accounts to move (default 500). */
  accounts?: number;
  /** Calls in flight (default the runner's, 4). */
  concurrency?: number;
}

/** What {@link measureBulkStatusChange} answers. */
export interface BulkStatusResult {
  /** Accounts moved (= requested). */
  accounts: number;
  /** From the first call to the last answer, in ms. */
  wallMs: number;
}

/**
 * Moves `accounts` accounts (default 500) from IN_PROGRESS, PRE_INVOICED or INVOICED to
 * READY_TO_GENERATE, one call each through the bulk runner, and times it.
 * @throws Error when fewer accounts are eligible, or when any call failed (its message included).
 */
export async function measureBulkStatusChange(opts: BulkStatusOptions): Promise<BulkStatusResult> {
  const wanted = opts.accounts ?? 500;
  const bearer = await apiToken(opts.base);
  const headers = { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json" };
  // The list answers at most 100 rows a page: collect the ids page by page.
  const ids: string[] = [];
  for (let page = 0; ids.length < wanted; page++) {
    const list = await fetch(
      `${opts.base}/api/rcm/v1/accounts?statuses=IN_PROGRESS,PRE_INVOICED,INVOICED&page=${page}&size=100`,
      { headers },
    );
    if (!list.ok) throw new Error(`Account list failed: ${list.status}`);
    const content = ((await list.json()) as { content: { id: string }[] }).content;
    if (content.length === 0) break;
    ids.push(...content.map((row) => row.id));
  }
  ids.splice(wanted);
  if (ids.length < wanted) throw new Error(`Only ${ids.length} eligible accounts, ${wanted} wanted`);

  const started = performance.now();
  const report = await runBulk(
    ids,
    async (id, { signal }) => {
      const answer = await fetch(`${opts.base}/api/rcm/v1/accounts/${id}/status`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ next_status: "READY_TO_GENERATE", message: "bench" }),
        signal,
      });
      if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
    },
    { concurrency: opts.concurrency ?? DEFAULT_BULK_CONCURRENCY },
  );
  const wallMs = Math.round(performance.now() - started);
  if (report.failures.length > 0)
    throw new Error(
      `${report.failures.length} moves failed, e.g. ${report.failures
        .slice(0, 3)
        .map((f) => f.message)
        .join("; ")}`,
    );
  return { accounts: report.affected, wallMs };
}
