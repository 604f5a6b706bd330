/**
 * Glosa tables read at upload, kept until the file's processing takes them (001 §7 "glosa
 * upload"; docs/performance.md "Issue 23, round 2"). The upload reads the whole table to refuse a
 * file without the required columns at once; its processing (the file's job, run by a poll) needs
 * the same table, and reading a 10,000-row XLSX again cost a second full parse (0.3 s warm, over
 * 1 s the first time) on the way from upload to rows listed.
 *
 * In-process and bounded: a table not found here (another API instance over the same PostgreSQL, a
 * restart, or pushed out by later uploads) is read again from the stored bytes, so what a file
 * loads never depends on this cache, only how soon.
 */
import type { Table } from "../../lib/glosa-files";

/** Most tables kept at once (the oldest goes first). */
export const KEPT_TABLES_MAX = 4;

const kept = new Map<string, Table>();

/**
 * Keeps the table read from the bytes whose SHA-256 (hex) is `sha256`, for {@link takeParsedTable}.
 * The same bytes uploaded again replace the entry; past {@link KEPT_TABLES_MAX} the oldest goes.
 */
export function keepParsedTable(sha256: string, table: Table): void {
  kept.delete(sha256);
  kept.set(sha256, table);
  while (kept.size > KEPT_TABLES_MAX) kept.delete(kept.keys().next().value as string);
}

/**
 * The table kept for these bytes, removed from the cache (each upload's table is processed once).
 * @returns undefined when it is not kept here: the caller reads the stored bytes.
 */
export function takeParsedTable(sha256: string): Table | undefined {
  const table = kept.get(sha256);
  kept.delete(sha256);
  return table;
}
