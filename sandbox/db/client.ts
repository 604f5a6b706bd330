/**
 * Opens the database of the reference API (DESIGN.md §7): embedded PostgreSQL (PGlite) in memory or
 * under a data directory, or a PostgreSQL server when a connection URL is given. Both go through the
 * same Drizzle schema.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with the few raw operations migrations and the seed need. */
export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Human-readable location: "memory", a directory, or the server URL without credentials. */
  location: string;
  /** Runs SQL text that may hold several statements and no parameters. */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows as the driver gives them. */
  query<T>(sqlText: string, params?: unknown[]): Promise<T[]>;
  /**
   * Bulk-loads CSV text (no header, PostgreSQL array literals for arrays) into the columns of a
   * table with COPY. Only PGlite has it; elsewhere the seed uses multi-row JSON inserts.
   */
  copyCsv?: (table: string, columns: readonly string[], csv: string) => Promise<void>;
  /** PGlite only: a dump of the data directory, loadable with OpenOptions.snapshot. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Where to open the database. */
export interface OpenOptions {
  /** PGlite data directory, or "memory" (the default) for an in-memory database. */
  dataDir?: string;
  /** PostgreSQL connection URL; wins over dataDir. */
  databaseUrl?: string;
  /** Wipe everything first (the PGlite directory, or the server's public and drizzle schemas). */
  reset?: boolean;
  /** In-memory PGlite only: start from a data-directory dump (see DbHandle.dump) instead of initdb. */
  snapshot?: Blob;
}

/**
 * Opens the database.
 * @throws when the server is unreachable or the PGlite directory is not usable.
 */
export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) return openServer(options.databaseUrl, options.reset ?? false);
  return openPglite(options.dataDir ?? "memory", options.reset ?? false, options.snapshot);
}

async function openPglite(dataDir: string, reset: boolean, snapshot?: Blob): Promise<DbHandle> {
  const inMemory = dataDir === "memory";
  const dir = inMemory ? undefined : resolve(dataDir);
  const lock = dir ? `${dir}.lock` : undefined;
  if (dir && lock) {
    claimDirectory(lock);
    if (reset) rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(snapshot && inMemory ? { loadDataDir: snapshot } : {}),
  });
  // PgliteDatabase is PgDatabase over the PGlite result kind; the wider HKT is what callers use.
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    location: dir ?? "memory",
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    query: async <T>(sqlText: string, params: unknown[] = []) => {
      const result = await client.query<T>(sqlText, params);
      return result.rows;
    },
    copyCsv: async (table, columns, csv) => {
      const list = columns.map((c) => `"${c}"`).join(", ");
      await client.query(`COPY ${table} (${list}) FROM '/dev/blob' WITH (FORMAT csv)`, [], {
        blob: new Blob([csv]),
      });
    },
    dump: async () => {
      const dumped = await client.dumpDataDir("none");
      return dumped;
    },
    close: async () => {
      await client.close();
      if (lock) rmSync(lock, { force: true });
    },
  };
}

/**
 * PGlite is single-process: a second process on the same directory would corrupt it. A lock file
 * next to the directory names the owner's pid; a stale one (dead pid) is taken over.
 * @throws Error when a live process holds the directory.
 */
function claimDirectory(lock: string): void {
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, "utf8").trim());
    let alive = false;
    try {
      alive = pid > 0 && pid !== process.pid && process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`The data directory is in use by process ${pid} (${lock}); stop it first.`);
  }
  mkdirSync(join(lock, ".."), { recursive: true });
  writeFileSync(lock, String(process.pid));
}

async function openServer(url: string, reset: boolean): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, an administrator's terminate, a dropped test
  // database) emits "error" on the pool; unheard, it would end the process. The pool replaces the
  // connection on the next query, so a line is enough.
  pool.on("error", (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
  // The migrator's record (drizzle.__drizzle_migrations) goes with the tables it describes.
  if (reset) {
    await pool.query(
      "DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;",
    );
  }
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    location: url.replace(/\/\/[^@/]*@/, "//"),
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    query: async <T>(sqlText: string, params: unknown[] = []) => {
      const result = await pool.query(sqlText, params);
      return result.rows as T[];
    },
    close: () => pool.end(),
  };
}
