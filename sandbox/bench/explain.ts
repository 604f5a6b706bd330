/**
 * EXPLAIN ANALYZE (warm, TIMING OFF) of the accounts-list SQL on a seeded data directory (stop the server first: PGlite
 * is single-process). Prints the plan of each query shape of accounts-list.ts, as built by the
 * route's own query code.
 *
 *   npx tsx sandbox/bench/explain.ts --data-dir .data/bench100k [--shape "many filters"]
 */
import type { Context } from "hono";
import { parseArgs } from "node:util";
import { count } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { accounts } from "../db/schema";
import { ACCOUNT_LIST_ROW, orderFor, parseAccountListQuery } from "../lib/account-query";
import { pageWindow } from "../lib/paging";
import { QueryReader } from "../lib/query";

const SHAPES: Record<string, string> = {
  "default (created_at desc)": "",
  "status + date range + sort":
    "statuses=PENDING_AUDIT,INVOICED&from_date=2026-01-01&to_date=2026-06-30&order_by=created_at&sort=desc",
  "search patient name": "search_value=restrepo",
  "many filters":
    "statuses=IN_PROGRESS,PRE_INVOICED,INVOICED&payer=co-nueva-eps,co-sura&service_types=URGENCIAS&required_support_documents_completed=false&order_by=payer_name&sort=asc",
  "deep page": "page=500&size=50",
};

/** The minimal piece of a Hono context QueryReader reads. */
function fakeContext(query: string): Context {
  const params = new URLSearchParams(query);
  const req = {
    query: (name: string) => params.get(name) ?? undefined,
    queries: (name: string) => (params.has(name) ? params.getAll(name) : undefined),
  };
  return { req } as unknown as Context;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { "data-dir": { type: "string", default: ".data/pglite" }, shape: { type: "string" } },
  });
  const handle = await openDatabase({ dataDir: values["data-dir"] });
  try {
    for (const [name, query] of Object.entries(SHAPES)) {
      if (values.shape && values.shape !== name) continue;
      const parsed = parseAccountListQuery(new QueryReader(fakeContext(query)), "clinica-andina-co");
      const { where, page, size } = parsed;
      const total = handle.db.select({ total: count() }).from(accounts).where(where);
      const [{ total: matches }] = await total;
      const list = pageWindow(
        handle.db
          .select(ACCOUNT_LIST_ROW)
          .from(accounts)
          .where(where)
          .orderBy(...orderFor(parsed, matches))
          .$dynamic(),
        { page, size },
      ).toSQL();
      for (const [label, statement] of [
        ["page", list],
        ["count", total.toSQL()],
      ] as const) {
        // Warm the cache first; TIMING OFF because per-node clocks are costly under WASM.
        await handle.query(statement.sql, statement.params);
        const rows = await handle.query<{ "QUERY PLAN": string }>(
          `EXPLAIN (ANALYZE, TIMING OFF, BUFFERS OFF) ${statement.sql}`,
          statement.params,
        );
        console.log(`\n=== ${name} — ${label}\n${rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
      }
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
