/**
 * `npm run bench -- --postgres` (issue 23 §8): the accounts figures on a PostgreSQL server with a
 * million accounts. {@link runPostgresBench}:
 * 1. starts a throwaway cluster with `.ci/pg-cluster` (Debian's postgresql, as `.ci/run` does; stopped
 *    and removed at the end, also on failure);
 * 2. starts the reference API on it (`DATABASE_URL`): it migrates with the project's migrations and
 *    seeds `BASE_ACCOUNTS` accounts of clinica-andina-co with the project's own seed (so every table
 *    the screens join is there, deterministic);
 * 3. tiles those accounts and their charges server-side (`INSERT … SELECT … CROSS JOIN
 *    generate_series`, secondary indexes dropped and rebuilt from their migrated definitions) up to
 *    {@link PG_ACCOUNTS}: every copy keeps its original's status, dates, amounts, payer, … (so every
 *    filter matches the same fraction as on the PGlite seed) and gets new ids, invoice numbers and
 *    event ids (deterministic: md5 of the copy number and the original id). Then VACUUM ANALYZE;
 * 4. measures `accountsListPg` (the same query mix and sampling as bench.ts `accountsList`, Spring
 *    total included) and `accountDetailPg` (the calls the account screen makes, in parallel as the
 *    browser makes them: the account, both per-account restrictions, the first page of charges).
 * Measures, never asserts. Ports: `BENCH_PG_PORT` (cluster, default 55440), `BENCH_PG_API_PORT`
 * (reference API, default 4353); `BENCH_PG_KEEP=1` leaves the cluster running (for EXPLAIN; the stop
 * command is printed). Run alone: `npx tsx tests/bench/postgres.ts` (prints the figures).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { demoUser } from "../e2e/fixtures";
import { largestAccountId } from "./account-detail";
import { percentile, type ListLatency } from "./bench-helpers";

/** Accounts of clinica-andina-co after tiling (the million). */
export const PG_ACCOUNTS = Number(process.env.BENCH_PG_ACCOUNTS ?? 1_000_000);
/** Accounts the project's seed makes before tiling (PG_ACCOUNTS must be a multiple of it). */
const BASE_ACCOUNTS = 20_000;
const PROVIDER = "clinica-andina-co";
/** The list query of bench.ts `accountsList` (status filter, date range, sort by amount, 15 rows). */
export const LIST_QUERY =
  "statuses=PENDING_AUDIT,IN_PROGRESS&from_date=2026-01-01&to_date=2026-10-31&sort=desc&order_by=invoice_amount&size=15";
const LIST_SAMPLES = 60;
const WARM_UP = 5;
/** Rounds of the account screen's calls (each round: one account, its four calls at once). */
const DETAIL_ROUNDS = 40;
const root = path.resolve(import.meta.dirname, "../..");

/** What {@link runPostgresBench} measured (milliseconds unless named otherwise). */
export interface PostgresFigures {
  server: string;
  accounts: number;
  charges: number;
  seed: {
    /** Accounts (all providers) per second of seeding wall time, migrations and ANALYZE included. */
    accountsPerS: number;
    wallMs: number;
    /** The project's seed of BASE_ACCOUNTS accounts (and everything else), migrations included. */
    baseSeedMs: number;
    /** Tiling accounts and charges up to the million, secondary indexes rebuilt. */
    tileMs: number;
    analyzeMs: number;
  };
  accountsListPg: ListLatency;
  accountDetailPg: { apiP50Ms: number; apiP95Ms: number; samples: number; calls: string[] };
  wallMs: number;
}

/** Starts the cluster; returns its DATABASE_URL. @throws Error when pg-cluster fails. */
function startCluster(dir: string, port: number): string {
  const started = spawnSync(path.join(root, ".ci/pg-cluster"), ["start", dir, String(port)], {
    encoding: "utf8",
  });
  if (started.status !== 0) throw new Error(`pg-cluster start failed: ${started.stderr}`);
  return started.stdout.trim().split("\n").pop() ?? "";
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the reference API exited (${server.exitCode})`);
    const ok = await fetch(`${base}/api/__sandbox/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the reference API did not start");
}

/** `prefix-NNN` with its last `digits` digits moved up by `by` (SQL text over a column). */
function shifted(column: string, digits: number, by: string): string {
  return `(left(${column}, length(${column}) - ${digits}) || lpad((right(${column}, ${digits})::int + ${by})::text, ${digits}, '0'))`;
}

/** Non-generated columns of a table, in order. */
async function columnsOf(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
      ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/**
 * Tiles the provider's seeded accounts and their charges `copies` times (see the module comment).
 * Secondary indexes of both tables are dropped first and rebuilt from their definitions after; the
 * session skips the charges' foreign-key triggers (every account_id is a tiled account's).
 */
async function tile(client: pg.Client, copies: number): Promise<void> {
  const by = `k * ${BASE_ACCOUNTS}`;
  const uuidOf = (column: string) => `md5('pg-bench:' || k || ':' || ${column})::uuid`;
  const accountOverrides: Record<string, string> = {
    id: uuidOf("a.id"),
    invoice_number: shifted("a.invoice_number", 7, by),
    origin_event_id: shifted("a.origin_event_id", 8, by),
    parent_event_id: `CASE WHEN a.parent_event_id IS NULL THEN NULL ELSE ${shifted("a.parent_event_id", 8, by)} END`,
    child_events: `ARRAY(SELECT ${shifted("a.origin_event_id", 8, by)} || substr(e, length(a.origin_event_id) + 1)
      FROM unnest(a.child_events) WITH ORDINALITY AS u(e, n) ORDER BY n)`,
    reassigned_account_id: `CASE WHEN a.reassigned_account_id IS NULL THEN NULL ELSE ${uuidOf("a.reassigned_account_id")} END`,
    reassigned_invoice_number: `CASE WHEN a.reassigned_invoice_number IS NULL THEN NULL ELSE ${shifted("a.reassigned_invoice_number", 7, by)} END`,
  };
  const accountColumns = await columnsOf(client, "accounts");
  const chargeColumns = await columnsOf(client, "charges");
  const chargeOverrides: Record<string, string> = {
    id: `md5('pg-bench:c:' || k || ':' || c.id)::uuid`,
    account_id: uuidOf("c.account_id"),
  };
  const list = (columns: string[]) => columns.map((c) => `"${c}"`).join(", ");
  const select = (columns: string[], alias: string, overrides: Record<string, string>) =>
    columns.map((c) => overrides[c] ?? `${alias}."${c}"`).join(", ");
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
       JOIN pg_class c ON c.relname = i.indexname
       JOIN pg_index x ON x.indexrelid = c.oid
      WHERE i.schemaname = current_schema() AND i.tablename IN ('accounts', 'charges')
        AND NOT x.indisprimary AND NOT x.indisunique`,
  );
  await client.query("SET maintenance_work_mem = '512MB'");
  await client.query("BEGIN");
  for (const index of indexes) await client.query(`DROP INDEX "${index.indexname}"`);
  await client.query("SET LOCAL session_replication_role = replica");
  await client.query(
    `INSERT INTO accounts (${list(accountColumns)})
     SELECT ${select(accountColumns, "a", accountOverrides)}
       FROM generate_series(1, ${copies - 1}) AS k
      CROSS JOIN LATERAL (SELECT * FROM accounts WHERE provider_slug = $1 ORDER BY invoice_number) AS a`,
    [PROVIDER],
  );
  await client.query(
    `INSERT INTO charges (${list(chargeColumns)})
     SELECT ${select(chargeColumns, "c", chargeOverrides)}
       FROM generate_series(1, ${copies - 1}) AS k
      CROSS JOIN LATERAL (SELECT c.* FROM charges c JOIN accounts a ON a.id = c.account_id
                           WHERE a.provider_slug = $1
                           ORDER BY a.invoice_number, c.line_number) AS c`,
    [PROVIDER],
  );
  for (const index of indexes) await client.query(index.indexdef);
  await client.query("COMMIT");
}

/** A bearer header of the RCM editor (clinica-andina-co) through the password grant. */
async function editorHeaders(base: string): Promise<Record<string, string>> {
  const editor = demoUser("rcm-editor");
  const response = await fetch(`${base}/api/v1/oauth/token`, {
    method: "POST",
    headers: {
      Authorization: `Basic ${Buffer.from("provider-portal:provider-portal-secret").toString("base64")}`,
    },
    body: new URLSearchParams({
      grant_type: "password",
      username: editor.username,
      password: editor.password,
    }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { Authorization: `Bearer ${token}` };
}

async function timedGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body: unknown = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return { ms, body };
}

/** bench.ts `accountsList`'s sampling: pages 0–19 of the query, the first {@link WARM_UP} dropped. */
async function accountsListPg(base: string, headers: Record<string, string>) {
  const all = await timedGet(`${base}/api/rcm/v1/accounts?page=0&size=1`, headers);
  const samples: number[] = [];
  let matched = 0;
  for (let i = 0; i < LIST_SAMPLES; i++) {
    const { ms, body } = await timedGet(`${base}/api/rcm/v1/accounts?${LIST_QUERY}&page=${i % 20}`, headers);
    samples.push(ms);
    matched = (body as { total_elements: number }).total_elements;
  }
  const measured = samples.slice(WARM_UP);
  return {
    rows: (all.body as { total_elements: number }).total_elements,
    matched,
    p50Ms: percentile(measured, 50),
    p95Ms: percentile(measured, 95),
    samples: measured.length,
    query: LIST_QUERY,
  };
}

/**
 * The account screen's calls (src/areas/rcm/account/use-account-loader.ts and its charges grid),
 * four at once per round, over the largest account (hundreds of charges) and accounts spread over
 * the list; every call's time is a sample.
 */
async function accountDetailPg(base: string, headers: Record<string, string>) {
  const ids = [await largestAccountId(base)];
  for (const page of [0, 7000, 21000, 40000, 66000]) {
    const { body } = await timedGet(`${base}/api/rcm/v1/accounts?page=${page}&size=4`, headers);
    ids.push(...(body as { content: { id: string }[] }).content.map((row) => row.id));
  }
  const calls = [
    "rcm/v1/accounts/{id}",
    `rcm/v1/role-permissions/providers/${PROVIDER}/accounts/{id}/restricted-events`,
    `rcm/v1/role-permissions/providers/${PROVIDER}/accounts/{id}/support-file-restrictions`,
    "rcm/v1/accounts/{id}/charges?page=0&size=15",
  ];
  const samples: number[] = [];
  for (let round = 0; round < DETAIL_ROUNDS + WARM_UP; round++) {
    const id = ids[round % ids.length];
    const times = await Promise.all(
      calls.map(async (call) => (await timedGet(`${base}/api/${call.replace("{id}", id)}`, headers)).ms),
    );
    if (round >= WARM_UP) samples.push(...times);
  }
  return {
    apiP50Ms: percentile(samples, 50),
    apiP95Ms: percentile(samples, 95),
    samples: samples.length,
    calls,
  };
}

/**
 * Runs the PostgreSQL figures (see the module comment).
 * @throws Error when the cluster, the reference API or a call fails (the cluster is stopped and
 *   removed first).
 */
export async function runPostgresBench(): Promise<PostgresFigures> {
  const started = performance.now();
  const pgPort = Number(process.env.BENCH_PG_PORT ?? 55440);
  const apiPort = Number(process.env.BENCH_PG_API_PORT ?? 4353);
  const base = `http://127.0.0.1:${apiPort}`;
  if (PG_ACCOUNTS % BASE_ACCOUNTS !== 0)
    throw new Error(`BENCH_PG_ACCOUNTS must be a multiple of ${BASE_ACCOUNTS}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-bench-postgres-"));
  let server: ChildProcess | undefined;
  const client = { current: undefined as pg.Client | undefined };
  try {
    const url = startCluster(dir, pgPort);
    const seedStarted = performance.now();
    // Its own process group, so that stopping it also stops the tsx child behind npx.
    server = spawn(
      "npx",
      [
        "tsx",
        "sandbox/main.ts",
        "--port",
        String(apiPort),
        "--accounts",
        String(BASE_ACCOUNTS),
        "--no-outbox",
        "--quiet",
      ],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: url },
        stdio: ["ignore", "inherit", "inherit"],
        detached: true,
      },
    );
    await waitForHealth(base, server);
    const baseSeedMs = performance.now() - seedStarted;
    client.current = new pg.Client({ connectionString: url });
    await client.current.connect();
    await tile(client.current, PG_ACCOUNTS / BASE_ACCOUNTS);
    const tileMs = performance.now() - seedStarted - baseSeedMs;
    await client.current.query("VACUUM ANALYZE accounts, charges");
    const wallMs = performance.now() - seedStarted;
    const analyzeMs = wallMs - baseSeedMs - tileMs;
    const { rows } = await client.current.query<{ accounts: number; charges: number }>(
      "SELECT (SELECT count(*) FROM accounts)::int AS accounts, (SELECT count(*) FROM charges)::int AS charges",
    );
    const headers = await editorHeaders(base);
    const list = await accountsListPg(base, headers);
    const detail = await accountDetailPg(base, headers);
    const { rows: version } = await client.current.query<{ server_version: string }>("SHOW server_version");
    return {
      server: `PostgreSQL ${version[0].server_version}`,
      accounts: rows[0].accounts,
      charges: rows[0].charges,
      seed: {
        accountsPerS: Math.round(rows[0].accounts / (wallMs / 1000)),
        wallMs: Math.round(wallMs),
        baseSeedMs: Math.round(baseSeedMs),
        tileMs: Math.round(tileMs),
        analyzeMs: Math.round(analyzeMs),
      },
      accountsListPg: list,
      accountDetailPg: detail,
      wallMs: Math.round(performance.now() - started),
    };
  } finally {
    await client.current?.end().catch(() => undefined);
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      process.kill(-server.pid, "SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 6000))]);
    }
    if (process.env.BENCH_PG_KEEP === "1") console.log(`kept: .ci/pg-cluster stop ${dir}`);
    else {
      spawnSync(path.join(root, ".ci/pg-cluster"), ["stop", dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runPostgresBench().then(
    (figures) => console.log(JSON.stringify(figures, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
