/**
 * Where uploaded bytes live (issue 23 §1; sandbox/lib/file-store.ts, docs/decisions.md "Where
 * uploaded bytes live"): with a file directory, a 20 MiB upload is a content-addressed file (the
 * row keeps only metadata and hash) and its download, alone or in the account's zip, is
 * byte-identical (SHA-256); deleting it removes the file; a 25 MB body is refused while it is read,
 * never read whole (001 §9 "20 MB").
 */
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileDirectory, fileDirectoryFor, setFileDirectory } from "../../../sandbox/lib/file-store";
import { pdfOfSize } from "../../bench/upload";
import { signIn, startSandbox, type TestSandbox } from "./helpers";
import { sendOversized } from "./stored-file-checks";

let sandbox: TestSandbox;
let editor: string;
let accountId: string;
let directory: string;

beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 300 });
  editor = (await signIn(sandbox, "rcm-editor")).access_token;
  const [account] = await sandbox.handle.query<{ id: string }>(
    "SELECT id FROM accounts WHERE provider_slug = 'clinica-andina-co' AND status = 'PRE_INVOICED' ORDER BY invoice_number LIMIT 1",
  );
  accountId = account.id;
  directory = mkdtempSync(join(tmpdir(), "file-store-"));
  await setFileDirectory(directory);
}, 120_000);
afterAll(async () => {
  await setFileDirectory(null);
  rmSync(directory, { recursive: true, force: true });
  await sandbox.close();
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const MiB = 1024 * 1024;

describe("where the bytes live", () => {
  it("beside a PGlite data directory, in SANDBOX_FILES_DIR when set, else in the database", () => {
    expect(fileDirectoryFor({ dataDir: "/data/pg", databaseUrl: undefined, filesDir: undefined })).toBe(
      "/data/pg.files",
    );
    expect(fileDirectoryFor({ dataDir: "/data/pg", databaseUrl: "postgres://x/y", filesDir: "/mnt/f" })).toBe(
      "/mnt/f",
    );
    expect(fileDirectoryFor({ dataDir: "memory", databaseUrl: undefined, filesDir: undefined })).toBeNull();
    expect(
      fileDirectoryFor({ dataDir: "/data/pg", databaseUrl: "postgres://x/y", filesDir: undefined }),
    ).toBeNull();
    expect(fileDirectory()).toBe(directory);
  });

  it("stores a 20 MiB upload as a file named by its SHA-256 and downloads it byte-identical", async () => {
    const bytes = pdfOfSize(20 * MiB);
    const digest = sha256(bytes);
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "application/pdf" }), "scan.pdf");
    form.append("request_data", JSON.stringify({ support_level: "ACCOUNT", document_type_slug: "EPI" }));
    const headers = { authorization: `Bearer ${editor}` };
    const up = await sandbox.app.request(`/api/rcm/v1/support-files/${accountId}/upload`, {
      method: "POST",
      headers,
      body: form,
    });
    expect(up.status).toBe(201);
    const stored = (await up.json()) as { id: string; size_bytes: number };
    expect(stored.size_bytes).toBe(bytes.length);

    const [row] = await sandbox.handle.query<{ content: unknown; size_bytes: number }>(
      "SELECT content, size_bytes FROM stored_files WHERE sha256 = $1",
      [digest],
    );
    expect(row).toEqual({ content: null, size_bytes: bytes.length });
    const file = join(directory, digest.slice(0, 2), digest);
    expect(existsSync(file)).toBe(true);

    const one = await sandbox.app.request(
      `/api/rcm/v1/accounts/${accountId}/support-documents/${stored.id}`,
      {
        headers,
      },
    );
    expect(one.status).toBe(200);
    expect(one.headers.get("content-length")).toBe(String(bytes.length));
    expect(sha256(new Uint8Array(await one.arrayBuffer()))).toBe(digest);

    const zip = await sandbox.app.request(`/api/rcm/v1/accounts/${accountId}/support-documents/download`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ support_file_ids: [stored.id] }),
    });
    expect(zip.status).toBe(200);
    const entries = Object.values(unzipSync(new Uint8Array(await zip.arrayBuffer())));
    expect(entries.map(sha256)).toEqual([digest]);

    const gone = await sandbox.app.request(`/api/rcm/v1/support-files/${accountId}/${stored.id}`, {
      method: "DELETE",
      headers,
    });
    expect(gone.status).toBe(204);
    expect(existsSync(file)).toBe(false);
  }, 60_000);

  it("refuses a 25 MB body sent without a length while reading it, never reading it whole", async () => {
    const { status, code, sent } = await sendOversized(
      sandbox,
      `/rcm/v1/support-files/${accountId}/upload`,
      editor,
    );
    expect(status).toBe(413);
    expect(code).toBe("PAYLOAD_TOO_LARGE");
    // Read up to the limit (20 MiB + 64 KiB of framing) and a few chunks of look-ahead, no further.
    expect(sent).toBeLessThan(21 * MiB);
  }, 60_000);
});
