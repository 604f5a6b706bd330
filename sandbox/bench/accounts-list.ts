/**
 * Latency of `GET /api/rcm/v1/accounts` on a running reference API (DESIGN.md §8 "list endpoint
 * latency at scale"). Signs in as the rcm-editor demo user and times each query shape.
 *
 *   npx tsx sandbox/bench/accounts-list.ts [--url http://127.0.0.1:4300] [--runs 50]
 */
import { parseArgs } from "node:util";
import { readDemoUsers } from "../seed/users";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:4300" },
    runs: { type: "string", default: "50" },
  },
});
const base = `${values.url}/api`;
const runs = Number(values.runs);

/** Query shapes: the brief's target (status filter + date range + sort) and the usual others. */
const SHAPES: Record<string, string> = {
  "default (created_at desc)": "",
  "status + date range + sort":
    "statuses=PENDING_AUDIT,INVOICED&from_date=2026-01-01&to_date=2026-06-30&order_by=created_at&sort=desc",
  "status + date range + amount sort":
    "statuses=SENT&from_date=2025-06-01&to_date=2026-10-31&order_by=invoice_amount&sort=asc",
  "amount range + sort by amount":
    "invoice_amount_min=1000000&invoice_amount_max=2000000&order_by=invoice_amount&sort=desc",
  "search patient name": "search_value=restrepo",
  "search invoice number": "search_value=FE-00456",
  "many filters":
    "statuses=IN_PROGRESS,PRE_INVOICED,INVOICED&payer=co-nueva-eps,co-sura&service_types=URGENCIAS&required_support_documents_completed=false&order_by=payer_name&sort=asc",
  "deep page": "page=500&size=50",
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main(): Promise<void> {
  const editor = readDemoUsers().find((u) => u.kind === "rcm-editor");
  if (!editor) throw new Error("no rcm-editor demo user");
  const signIn = await fetch(`${base}/v1/oauth/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from("provider-portal:provider-portal-secret").toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      grant_type: "password",
      username: editor.username,
      password: editor.password,
    }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const results: Record<string, unknown>[] = [];
  for (const [name, query] of Object.entries(SHAPES)) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs + 3; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/rcm/v1/accounts?${query}`, { headers });
      const body = (await res.json()) as { total_elements: number };
      if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
      total = body.total_elements;
      if (i >= 3) times.push(performance.now() - started); // 3 warm-up requests
    }
    times.sort((a, b) => a - b);
    results.push({
      shape: name,
      total_elements: total,
      p50_ms: Number(percentile(times, 50).toFixed(1)),
      p95_ms: Number(percentile(times, 95).toFixed(1)),
      max_ms: Number(times[times.length - 1].toFixed(1)),
    });
  }
  console.table(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
