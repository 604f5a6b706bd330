/**
 * A seeded database template for the sandbox tests: the first test file that needs it migrates and
 * seeds an in-memory PGlite and dumps it to the temp directory; later files load the dump (about
 * 2 s instead of initdb + seed). The file name carries a hash of the migrations and seed sources,
 * so a change to them makes a new template.
 *
 * With `DATABASE_URL` (a PostgreSQL server, as `.ci/run` starts one) the template is a database
 * `pp_tpl_<hash>` on that server, built once under an advisory lock, and every test file gets its
 * own copy (`CREATE DATABASE … TEMPLATE`), dropped when the file closes it.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import pg from "pg";
import { openDatabase, type DbHandle } from "../../../sandbox/db/client";
import { migrate } from "../../../sandbox/db/migrate";
import { seedDatabase, type SeedOptions } from "../../../sandbox/seed";
import { SERVICE_MODULES } from "../../../sandbox/routes/found-service-modules";

const ROOT = resolve(import.meta.dirname, "../../..");
const SOURCES = [
  "sandbox/db/migrations",
  "sandbox/db/migrations/meta",
  "sandbox/seed",
  "sandbox/lib/domain.ts",
  "sandbox/lib/agreements.ts",
  "sandbox/lib/passwords.ts",
  "package-lock.json",
  // Service modules that seed rows of their own (sandbox/routes/service-modules.ts): their whole
  // folder, since a module's seed may live in a file beside it (dispensing/prescription-seed.ts).
  ...new Set(
    SERVICE_MODULES.filter((module) => module.seed).map((module) => `sandbox/routes/${dirname(module.file)}`),
  ),
];

function fingerprint(options: SeedOptions): string {
  const hash = createHash("sha256").update(JSON.stringify(options));
  for (const source of SOURCES) {
    const full = join(ROOT, source);
    if (!existsSync(full)) continue;
    const files =
      full.endsWith(".ts") || full.endsWith(".json")
        ? [full]
        : readdirSync(full, { withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => join(full, entry.name))
            .sort();
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** A seeded database of one test file. */
export interface SeededHandle extends DbHandle {
  /**
   * Another connection to the same database, as a second API instance would have: a second pool
   * on the server, or, with PGlite (one process), the same database object (closing it is a no-op).
   */
  connectAgain(): Promise<DbHandle>;
}

/**
 * Opens a database holding the seed of `options`, from the template when it exists: an in-memory
 * PGlite, or with `DATABASE_URL` a fresh database on that server.
 */
export async function openSeeded(options: SeedOptions): Promise<SeededHandle> {
  const url = process.env.DATABASE_URL;
  if (url) return openSeededOnServer(url, options);
  const handle = await openSeededPglite(options);
  return {
    ...handle,
    connectAgain: async () => ({ ...handle, close: async () => undefined }),
  };
}

async function openSeededPglite(options: SeedOptions): Promise<DbHandle> {
  const file = join(tmpdir(), `provider-portal-sandbox-${fingerprint(options)}.tar`);
  if (existsSync(file)) {
    return openDatabase({ dataDir: "memory", snapshot: new Blob([readFileSync(file)]) });
  }
  const handle = await openDatabase({ dataDir: "memory" });
  await migrate(handle);
  await seedDatabase(handle, options);
  if (handle.dump) {
    const dump = Buffer.from(await (await handle.dump()).arrayBuffer());
    const temporary = `${file}.${process.pid}`;
    writeFileSync(temporary, dump);
    renameSync(temporary, file);
  }
  return handle;
}

/** The URL of another database on the same server. */
function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Any number: the key of the advisory lock that serialises building the template. */
const TEMPLATE_LOCK = 7_274_301;

async function openSeededOnServer(url: string, options: SeedOptions): Promise<SeededHandle> {
  const template = `pp_tpl_${fingerprint(options)}`;
  const name = `pp_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when complete, so a crash never leaves half a template.
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(url, building) });
      try {
        await migrate(handle);
        await seedDatabase(handle, options);
      } finally {
        await handle.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  const ownUrl = databaseUrl(url, name);
  const handle = await openDatabase({ databaseUrl: ownUrl });
  const others: DbHandle[] = [];
  return {
    ...handle,
    connectAgain: async () => {
      const other = await openDatabase({ databaseUrl: ownUrl });
      others.push(other);
      return other;
    },
    close: async () => {
      await Promise.all([handle, ...others].map((h) => h.close().catch(() => undefined)));
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
