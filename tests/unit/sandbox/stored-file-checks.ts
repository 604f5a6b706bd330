/**
 * Upload bodies and file-store checks shared by the sandbox tests of stored uploads
 * (stored-uploads.test.ts; the same copies stand in v2-authorization-files-store.test.ts and
 * file-store.test.ts): a PDF whose bytes vary with a seed, a 25 MB multipart body sent without a
 * length, and the check that a digest's bytes are in the file directory, not in the database.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { TestSandbox } from "./helpers";

/** A PDF of `size` bytes whose body varies with `seed` (so two files never share a hash). */
export function pdfBytes(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%"), 0);
  for (let i = 48; i < size - 8; i++) bytes[i] = 0x20 + ((i * 31 + seed * 7) % 90);
  bytes.set(new TextEncoder().encode("\n%%EOF\n"), size - 7);
  return bytes;
}

/** The path of `digest`'s file in the file store's `directory` (sandbox/lib/file-store.ts). */
export function storedPath(directory: string, digest: string): string {
  return join(directory, digest.slice(0, 2), digest);
}

/**
 * Expects the row of `digest` in stored_files to hold no bytes and `size`, and its file to be in
 * `directory` (a file directory is set: the bytes never go to the database).
 */
export async function expectInStore(
  sandbox: TestSandbox,
  directory: string,
  digest: string,
  size: number,
): Promise<void> {
  const [row] = await sandbox.handle.query<{ content: unknown; size_bytes: number }>(
    "SELECT content, size_bytes FROM stored_files WHERE sha256 = $1",
    [digest],
  );
  expect(row).toEqual({ content: null, size_bytes: size });
  expect(existsSync(storedPath(directory, digest))).toBe(true);
}

/**
 * POSTs a 25 MB multipart body (one PDF `file` part) without a length to `/api{path}` with the
 * bearer `token`, and returns the answer's status and `error_code` and the bytes the app pulled.
 */
export async function sendOversized(
  sandbox: TestSandbox,
  path: string,
  token: string,
): Promise<{ status: number; code: string; sent: number }> {
  const boundary = "----stored-uploads";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(head);
        sent += head.length;
      } else if (sent < 25_000_000) {
        controller.enqueue(chunk);
        sent += chunk.length;
      } else {
        controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      }
    },
  });
  const res = await sandbox.app.request(`/api${path}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    body,
    duplex: "half",
  } as RequestInit);
  return { status: res.status, code: ((await res.json()) as { error_code: string }).error_code, sent };
}
