/**
 * The Drizzle schema is the one description of the reference API's tables (issue 18 §4): the
 * migrations of `sandbox/db/migrations/` are generated from it by drizzle-kit. This test fails when
 * the schema says something the migrations do not (someone changed a `schema-*.ts` file and did not
 * run `npm run db:generate`), when a hand-written migration creates or alters a table (a second
 * copy of a table), or when the migrations and drizzle-kit's journal disagree (issue 18 §9: unique
 * migration numbers). It also applies the migrations to a fresh database and checks that every
 * table of the schema is there.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from "drizzle-kit/api";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../sandbox/db/client";
import { migrate, MIGRATIONS_DIR } from "../../../sandbox/db/migrate";
import * as schema from "../../../sandbox/db/schema";

interface Journal {
  entries: { idx: number; tag: string }[];
}

const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as Journal;

function snapshotOf(idx: number): DrizzleSnapshotJSON {
  const file = join(MIGRATIONS_DIR, "meta", `${String(idx).padStart(4, "0")}_snapshot.json`);
  return JSON.parse(readFileSync(file, "utf8")) as DrizzleSnapshotJSON;
}

/** A snapshot without its own identity, to compare what two snapshots describe. */
function described(snapshot: DrizzleSnapshotJSON): unknown {
  const {
    id: _id,
    prevId: _prevId,
    ...rest
  } = snapshot as DrizzleSnapshotJSON & { id: string; prevId: string };
  return rest;
}

describe("the Drizzle schema and the generated migrations (issue 18 §4)", () => {
  it("differ in nothing: generating from the schema after the last migration gives no statement", async () => {
    const last = journal.entries.at(-1);
    expect(last).toBeDefined();
    const current = generateDrizzleJson(schema as Record<string, unknown>);
    const statements = await generateMigration(snapshotOf(last!.idx), current);
    expect(statements, "run `npm run db:generate -- --name <what changed>`").toEqual([]);
  });

  it("are the files of drizzle-kit's journal, one number each, and nothing else", () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith(".sql"))
      .sort();
    expect(files).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`));
    const numbers = files.map((name) => name.slice(0, name.indexOf("_")));
    expect(new Set(numbers).size).toBe(numbers.length);
    journal.entries.forEach((entry, position) => expect(entry.idx).toBe(position));
  });

  it("write tables only in generated migrations: a custom one (schema unchanged) creates or alters none", () => {
    journal.entries.forEach((entry, position) => {
      if (position === 0) return;
      if (
        JSON.stringify(described(snapshotOf(entry.idx))) !==
        JSON.stringify(described(snapshotOf(position - 1)))
      )
        return;
      const text = readFileSync(join(MIGRATIONS_DIR, `${entry.tag}.sql`), "utf8").replace(/--.*$/gm, "");
      expect(text, entry.tag).not.toMatch(/\b(CREATE|ALTER|DROP)\s+TABLE\b/i);
    });
  });

  it("make every table of the schema in a fresh database, the trigram index and the fixed rows", async () => {
    const handle = await openDatabase({ dataDir: "memory" });
    try {
      // A database made by the hand-written migrations the baseline replaced is refused (--reset).
      await handle.exec("CREATE TABLE schema_migrations (name text PRIMARY KEY)");
      await expect(migrate(handle)).rejects.toThrow(/--reset/);
      await handle.exec("DROP TABLE schema_migrations");

      await migrate(handle);
      const tables = (
        await handle.query<{ name: string }>(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
        )
      ).map((row) => row.name);
      const declared = Object.values(schema)
        .filter((value) => is(value, PgTable))
        .map((table) => getTableName(table as PgTable));
      expect(tables.sort()).toEqual(declared.sort());
      const trigram = await handle.query("SELECT 1 FROM pg_indexes WHERE indexname = 'accounts_search_trgm'");
      expect(trigram).toHaveLength(1);
      const conciliation = await handle.query("SELECT 1 FROM support_file_types WHERE file_code = 'CONC'");
      expect(conciliation).toHaveLength(1);
      // Applying again does nothing (each migration applies once).
      await migrate(handle);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
