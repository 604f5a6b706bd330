/**
 * Checks of stored uploads shared by the sandbox tests: the SHA-256 a file row keeps, and a
 * download that must come back byte-identical (status 200, a `content-length` equal to its bytes).
 */
import { createHash } from "node:crypto";
import { expect } from "vitest";
import type { TestSandbox } from "./helpers";

/** The hex SHA-256 of `bytes`. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The `sha256` column of the row `id` of `table` (null when the row keeps none). */
export async function rowSha256(
  sandbox: TestSandbox,
  table: string,
  id: string | number,
): Promise<string | null> {
  const [row] = await sandbox.handle.query<{ sha256: string | null }>(
    `SELECT sha256 FROM ${table} WHERE id = $1`,
    [id],
  );
  return row.sha256;
}

/**
 * Downloads `/api{path}` with the bearer `token`; expects status 200 and a `content-length` equal
 * to the bytes, and returns them.
 */
export async function downloadBytes(sandbox: TestSandbox, path: string, token: string): Promise<Uint8Array> {
  const res = await sandbox.app.request(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(res.headers.get("content-length")).toBe(String(bytes.length));
  return bytes;
}

/**
 * Expects the file row `id` of `table` to keep the SHA-256 of `bytes`, and its download at
 * `/api{path}` to be those bytes exactly.
 */
export async function expectDownloadSha256(
  sandbox: TestSandbox,
  file: { table: string; id: string | number; path: string; token: string },
  bytes: Uint8Array,
): Promise<void> {
  expect(await rowSha256(sandbox, file.table, file.id)).toBe(sha256Hex(bytes));
  expect(await downloadBytes(sandbox, file.path, file.token)).toEqual(bytes);
}
