/**
 * Where stored files' bytes live (issue 23 §1; docs/decisions.md "Where uploaded bytes live"). Every
 * stored file has a row in `stored_files` (its SHA-256, size, type and date: the metadata every
 * reference and query uses); its bytes are either
 * - a content-addressed file `<dir>/<sha256[0..2]>/<sha256>` in the file directory, when one is set
 *   ({@link setFileDirectory}: by default `<data dir>.files` beside a PGlite data directory, or the
 *   directory named by `SANDBOX_FILES_DIR`, which several instances over one PostgreSQL all mount);
 *   the row's `content` is then NULL; or
 * - the row's `content` (bytea), with no file directory: the in-memory database of the tests, and a
 *   PostgreSQL server without `SANDBOX_FILES_DIR` (every instance sees the database).
 * Rows written before the directory existed (and the seed's small files) keep their `content`, so a
 * reader takes `content` when present and the file otherwise ({@link readStoredFiles}).
 * Why: writing a 20 MiB bytea through PGlite (WebAssembly) took ~3.5 s of parameter serialisation,
 * TOAST and garbage collection per upload; a file is written at disk speed (docs/performance.md).
 */
import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { Readable } from "node:stream";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { stored_files } from "../db/schema";

let directory: string | null = null;

/**
 * The file directory the reference API uses, from its options: `SANDBOX_FILES_DIR` when set (any
 * database), else `<dataDir>.files` beside a PGlite data directory, else none (in-memory PGlite, or
 * PostgreSQL without the variable: the bytes stay in the database).
 */
export function fileDirectoryFor(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  filesDir: string | undefined;
}): string | null {
  if (options.filesDir) return resolve(options.filesDir);
  if (options.databaseUrl || options.dataDir === "memory") return null;
  return `${resolve(options.dataDir)}.files`;
}

/**
 * Sets the file directory of this process (null: bytes in the database). Called once at start-up by
 * sandbox/main.ts; tests set it around their own cases. `wipe` empties it first (`--reset`).
 */
export async function setFileDirectory(dir: string | null, wipe = false): Promise<void> {
  directory = dir;
  if (!dir) return;
  if (wipe) await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}

/** The file directory in use, or null when bytes are kept in the database. */
export function fileDirectory(): string | null {
  return directory;
}

function pathOf(dir: string, sha256: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`not a SHA-256: ${sha256}`);
  return join(dir, sha256.slice(0, 2), sha256);
}

/**
 * Stores bytes whose SHA-256 is `sha256` once per content: a file written under a temporary name and
 * renamed (so that no reader ever sees half a file) plus the metadata row, or the row with its
 * `content` when there is no file directory. Storing content already stored changes nothing.
 */
export async function putStoredFile(
  db: Db,
  sha256: string,
  bytes: Uint8Array,
  contentType: string,
  now: Date,
): Promise<void> {
  const dir = directory;
  if (dir) {
    const target = pathOf(dir, sha256);
    const present = await stat(target).then(
      (s) => s.size === bytes.length,
      () => false,
    );
    if (!present) {
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    }
  }
  // The driver takes bytea as a Uint8Array of the running realm; a Node Buffer is one, except under
  // the component tests' DOM environment (jsdom's own Uint8Array), where seeding stores files too.
  const content = dir ? null : ((bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) as Buffer);
  await db
    .insert(stored_files)
    .values({ sha256, content, size_bytes: bytes.length, content_type: contentType, created_at: now })
    .onConflictDoNothing();
}

/**
 * The bytes of stored files by SHA-256 (absent from the map: no such row, or its file is gone).
 * Reads the row's `content` when it has one, else its file in the file directory.
 */
export async function readStoredFiles(db: Db, keys: readonly string[]): Promise<Map<string, Buffer>> {
  const unique = [...new Set(keys)];
  const found = new Map<string, Buffer>();
  if (unique.length === 0) return found;
  const rows = await db
    .select({ sha256: stored_files.sha256, content: stored_files.content })
    .from(stored_files)
    .where(inArray(stored_files.sha256, unique));
  for (const row of rows) {
    if (row.content) {
      found.set(row.sha256, row.content);
      continue;
    }
    const bytes = directory ? await readFile(pathOf(directory, row.sha256)).catch(() => null) : null;
    if (bytes) found.set(row.sha256, bytes);
  }
  return found;
}

/** The bytes of one stored file, or null (see {@link readStoredFiles}). */
export async function readStoredFile(db: Db, sha256: string): Promise<Buffer | null> {
  return (await readStoredFiles(db, [sha256])).get(sha256) ?? null;
}

/**
 * A stored file as a stream and its size, for a download that never holds the bytes whole when
 * they are in the file directory (null: no such row or file).
 */
export async function openStoredFile(
  db: Db,
  sha256: string,
): Promise<{ size: number; body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> } | null> {
  const [row] = await db
    .select({ content: stored_files.content, size: stored_files.size_bytes })
    .from(stored_files)
    .where(eq(stored_files.sha256, sha256));
  if (!row) return null;
  if (row.content) return { size: row.content.length, body: new Uint8Array(row.content) };
  if (!directory) return null;
  const file = pathOf(directory, sha256);
  const size = await stat(file).then(
    (s) => s.size,
    () => null,
  );
  if (size === null) return null;
  return { size, body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array> };
}

/** The SHA-256 (hex) of bytes. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * The tables whose `sha256` column refers to a stored file: a stored file is dropped only when none
 * of them refers to it any more ({@link dropStoredFile}). A new table keeping files adds itself here.
 */
export const TABLES_REFERRING_TO_STORED_FILES: readonly string[] = [
  "support_files",
  "pre_settlement_files",
  "glosa_files",
  "claims_desk_authorization_files",
  "v2_authorization_request_files",
  "v2_authorization_files",
  "settlement_files",
  "claim_files",
];

/**
 * Deletes the row of `sha256` when no table of {@link TABLES_REFERRING_TO_STORED_FILES} refers to
 * it any more, and then its file. (A file of a row deleted under a concurrent identical upload is
 * written again by that upload's rename only if it came after; docs/decisions.md.)
 */
export async function dropStoredFile(db: Db, sha256: string): Promise<void> {
  const unreferenced = TABLES_REFERRING_TO_STORED_FILES.map(
    (table) => sql`NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE sha256 = ${sha256})`,
  );
  const rows = await db
    .delete(stored_files)
    .where(and(eq(stored_files.sha256, sha256), ...unreferenced))
    .returning({ sha256: stored_files.sha256 });
  if (directory && rows.length > 0) await unlink(pathOf(directory, sha256)).catch(() => undefined);
}
