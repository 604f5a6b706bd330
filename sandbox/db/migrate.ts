/**
 * Applies the migrations of `sandbox/db/migrations/`, which drizzle-kit generates from the Drizzle
 * schema (`sandbox/db/schema.ts`; `npm run db:generate`): drizzle-orm's own migrator, the PGlite one
 * or the node-postgres one by the kind of database. Each migration applies once, in the order of
 * `meta/_journal.json` (numbered by drizzle-kit, so no two share a number); the applied ones are
 * recorded in `drizzle.__drizzle_migrations`.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DbHandle } from "./client";

/** The folder drizzle-kit writes the migrations to (`drizzle.config.ts` `out`). */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Applies every migration not yet applied.
 * @throws Error when the database was made by the hand-written migrations that the generated
 * baseline replaced (a `schema_migrations` table): such a database is started again with `--reset`
 * (docs/decisions.md "Generated migrations"). Also when a migration fails (nothing of it stays).
 */
export async function migrate(handle: DbHandle): Promise<void> {
  const legacy = await handle.query<{ found: string | null }>(
    "SELECT to_regclass('schema_migrations')::text AS found",
  );
  if (legacy[0]?.found) {
    throw new Error(
      `${handle.location} was made by the hand-written migrations that the generated baseline replaced; ` +
        "start the reference API once with --reset (the seed is rebuilt).",
    );
  }
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase, config);
  }
}
