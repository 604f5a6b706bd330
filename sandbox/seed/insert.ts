/**
 * Bulk insert for the seed. On PGlite rows go in with COPY (CSV); on a server each chunk is one
 * statement whose single JSON parameter `json_populate_recordset` expands. Either way thousands of
 * rows cost one short statement.
 */
import type { DbHandle } from "../db/client";

/** A row to insert: column name to a JSON-serialisable value (arrays become PostgreSQL arrays). */
export type SeedRow = Record<string, string | number | boolean | null | readonly string[]>;

type Value = SeedRow[string];

function csvField(value: Value): string {
  if (value === null) return "";
  let text: string;
  if (Array.isArray(value)) {
    text = `{${value.map((v: string) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
  } else {
    text = String(value);
  }
  return text === "" || /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Inserts rows into a table in chunks. Every row must have the same keys (the first row's keys
 * name the columns).
 * @param chunkSize rows per statement.
 */
export async function insertRows(
  handle: DbHandle,
  table: string,
  rows: readonly SeedRow[],
  chunkSize = 2000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  if (handle.copyCsv) {
    const csv = rows.map((row) => columns.map((c) => csvField(row[c] ?? null)).join(",")).join("\n");
    await handle.copyCsv(table, columns, csv);
    return;
  }
  const list = columns.map((c) => `"${c}"`).join(", ");
  const statement = `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`;
  for (let start = 0; start < rows.length; start += chunkSize) {
    await handle.query(statement, [JSON.stringify(rows.slice(start, start + chunkSize))]);
  }
}

/**
 * Runs a bulk load with the secondary indexes of the given tables dropped, then rebuilds them from
 * their recorded definitions (the migrations stay the one source of the index definitions).
 */
export async function withoutIndexes(
  handle: DbHandle,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<void> {
  const indexes = await handle.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
       JOIN pg_class c ON c.relname = i.indexname
       JOIN pg_index x ON x.indexrelid = c.oid
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
        AND NOT x.indisprimary AND NOT x.indisunique`,
    [tables],
  );
  for (const index of indexes) await handle.exec(`DROP INDEX "${index.indexname}"`);
  try {
    await load();
  } finally {
    for (const index of indexes) await handle.exec(index.indexdef);
  }
}
