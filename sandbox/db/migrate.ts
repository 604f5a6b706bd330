/**
 * Applies the plain SQL migrations of `sandbox/db/migrations/` in file-name order, each once, and
 * records them in `schema_migrations`.
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { DbHandle } from "./client";

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/** Names of the migration files, in the order they apply. */
export function migrationNames(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith(".sql"))
    .sort();
}

/**
 * Applies every migration not yet recorded, each in its own transaction.
 * @returns the names applied by this call.
 */
export async function migrate(handle: DbHandle): Promise<string[]> {
  await handle.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const done = new Set(
    (await handle.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const name of migrationNames()) {
    if (done.has(name)) continue;
    const text = readFileSync(join(MIGRATIONS_DIR, name), "utf8");
    const escaped = name.replace(/'/g, "''");
    try {
      await handle.exec(
        `BEGIN;\n${text}\nINSERT INTO schema_migrations (name) VALUES ('${escaped}');\nCOMMIT;`,
      );
    } catch (error) {
      await handle.exec("ROLLBACK").catch(() => undefined);
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(name);
  }
  return applied;
}
