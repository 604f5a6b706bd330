/**
 * A v2 authorization's files kept through the file store (sandbox/routes/arc/v2-authorizations/files.ts;
 * issue 23 §1; docs/decisions.md "Authorization and settlement documents in the file store"; 000 §5,
 * §7): the row keeps metadata and the SHA-256, never the bytes; the download is byte-identical
 * (SHA-256) with the same headers; a replaced, deleted or refused file's bytes leave the store unless
 * another row refers to them (a v2 request's file attached to its authorization refers to the same
 * bytes, not to a copy); a 25 MB body is refused while it is read (000 §5 "20 MB").
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setFileDirectory } from "../../../sandbox/lib/file-store";
import { downloadBytes, sha256Hex as sha256 } from "./download-check";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";
import { expectInStore, pdfBytes as pdf, sendOversized, storedPath } from "./stored-file-checks";
import { v2RequestBody } from "./desk-request";

let sandbox: TestSandbox;
let directory: string;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox, "without-claims")).access_token;
  directory = mkdtempSync(join(tmpdir(), "v2-authorization-files-"));
  await setFileDirectory(directory);
}, 60_000);
afterAll(async () => {
  await setFileDirectory(null);
  rmSync(directory, { recursive: true, force: true });
  await sandbox?.close();
});

const MiB = 1024 * 1024;
const FILES = (id: number) => `/arc/v2/authorizations/${id}/without-claims/files`;
const FILE = (fileId: string) => `/arc/v2/authorizations/files/${fileId}`;

async function upload(
  path: string,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  requestData?: Record<string, unknown>,
) {
  const form = new FormData();
  // Declared as text: the type is decided by the bytes.
  form.append("file", new Blob([bytes], { type: "text/plain" }), name);
  if (requestData)
    form.append("request_data", new Blob([JSON.stringify(requestData)], { type: "application/json" }));
  const res = await sandbox.app.request(`/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The bytes of the file `fileId`, downloaded as the caller (200, its length as sent). */
const download = (fileId: string) => downloadBytes(sandbox, FILE(fileId), token);

async function fileRow(id: string) {
  const [row] = await sandbox.handle.query<{ sha256: string | null; size_bytes: number }>(
    "SELECT sha256, size_bytes FROM v2_authorization_files WHERE id = $1",
    [id],
  );
  return row;
}

async function expectGone(digest: string) {
  const rows = await sandbox.handle.query("SELECT 1 FROM stored_files WHERE sha256 = $1", [digest]);
  expect(rows).toHaveLength(0);
  expect(existsSync(storedPath(directory, digest))).toBe(false);
}

/** A v2 authorization of the caller's provider, of `sponsor`. */
async function authorizationOf(sponsor: string): Promise<number> {
  const page = await call<{ content: { id: number }[] }>(
    sandbox,
    "GET",
    `/arc/v2/authorizations/without-claims?sponsor_slug=${sponsor}&size=1`,
    { token },
  );
  expect(page.body.content).toHaveLength(1);
  return page.body.content[0].id;
}

describe("a v2 authorization's files are kept in the file store (000 §5, §7)", () => {
  it("stores the upload by its SHA-256, downloads it byte-identical, drops the replaced and the deleted one", async () => {
    const id = await authorizationOf("do-primera");
    const first = pdf(12 * MiB, 1);
    const up = await upload(FILES(id), first, "receta médica.pdf", {
      field_slug: "prescription",
      authorization_form_field_id: 12,
    });
    expect(up.status).toBe(201);
    // The answer is unchanged: metadata only, no key of the store.
    expect(Object.keys(up.body).sort()).toEqual(
      [
        "authorization_form_field_id",
        "authorization_id",
        "content_type",
        "created_at",
        "document_type_slug",
        "field_slug",
        "file_name",
        "id",
        "size_bytes",
      ].sort(),
    );
    expect(up.body).toMatchObject({
      authorization_id: id,
      field_slug: "prescription",
      authorization_form_field_id: "12",
      file_name: "receta médica.pdf",
      content_type: "application/pdf",
      size_bytes: first.length,
    });
    const fileId = String(up.body.id);
    expect(await fileRow(fileId)).toEqual({ sha256: sha256(first), size_bytes: first.length });
    await expectInStore(sandbox, directory, sha256(first), first.length);
    const back = await sandbox.app.request(`/api${FILE(fileId)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(back.status).toBe(200);
    expect(sha256(new Uint8Array(await back.arrayBuffer()))).toBe(sha256(first));
    expect(back.headers.get("content-type")).toBe("application/pdf");
    expect(back.headers.get("content-length")).toBe(String(first.length));
    expect(back.headers.get("content-disposition")).toContain("receta");

    // One file per form field: the replaced file's bytes leave the store.
    const second = pdf(MiB, 2);
    const again = await upload(FILES(id), second, "receta-2.pdf", { field_slug: "prescription" });
    expect(again.status).toBe(201);
    await expectGone(sha256(first));
    expect(sha256(await download(String(again.body.id)))).toBe(sha256(second));

    const removed = await sandbox.app.request(`/api${FILES(id)}/${String(again.body.id)}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(204);
    await expectGone(sha256(second));
    const after = await sandbox.app.request(`/api${FILE(String(again.body.id))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(404);
  }, 60_000);

  it("keeps bytes another file refers to, and drops a refused upload's bytes", async () => {
    const id = await authorizationOf("do-senasa");
    const bytes = pdf(MiB, 3);
    const one = await upload(FILES(id), bytes, "a.pdf", { document_type_slug: "ADDITIONAL_DOCUMENT" });
    const two = await upload(FILES(id), bytes, "b.pdf", { document_type_slug: "ADDITIONAL_DOCUMENT" });
    expect([one.status, two.status]).toEqual([201, 201]);
    const removed = await sandbox.app.request(`/api${FILES(id)}/${String(one.body.id)}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(204);
    await expectInStore(sandbox, directory, sha256(bytes), bytes.length);
    expect(sha256(await download(String(two.body.id)))).toBe(sha256(bytes));

    // Replacing a file that does not exist is refused (404) after the bytes were read: they leave the store.
    const orphan = pdf(MiB, 4);
    const refused = await upload(FILES(id), orphan, "c.pdf", {
      authorization_file_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(refused.status).toBe(404);
    await expectGone(sha256(orphan));
  }, 60_000);

  it("refuses a 25 MB body while reading it", async () => {
    const id = await authorizationOf("do-primera");
    const answer = await sendOversized(sandbox, FILES(id), token);
    expect(answer).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });
    expect(answer.sent).toBeLessThan(21 * MiB);
  }, 60_000);
});

interface RequestAnswer {
  id: number;
  status: string;
  authorizations: { id: number; coverage: string; product_type: string }[];
}

describe("a v2 request's file attached to its authorization refers to the same stored bytes (000 §7)", () => {
  it("attaches without a copy; the bytes stay while the request's file refers to them", async () => {
    const [person] = await sandbox.handle.query<{ id: number }>(
      "SELECT id FROM beneficiaries WHERE sponsor_slug = 'do-senasa' ORDER BY id LIMIT 1",
    );
    const created = await call<{ id: number }>(sandbox, "POST", "/arc/v1/authorization-requests", {
      token,
      json: v2RequestBody(person.id),
    });
    expect(created.status).toBe(202);
    let answer: RequestAnswer;
    do {
      answer = (
        await call<RequestAnswer>(sandbox, "GET", `/arc/v1/authorization-requests/${created.body.id}`, {
          token,
        })
      ).body;
    } while (answer.status === "IN_PROGRESS");
    expect(answer.status).toBe("CREATED");
    const target = answer.authorizations[0];
    const path = (what: string, extra: Record<string, string> = {}) =>
      `/arc/v1/authorization-requests/${created.body.id}${what}?${new URLSearchParams({
        authorization_id: String(target.id),
        coverage: target.coverage,
        document_type_slug: "PRESCRIPTION",
        ...extra,
      }).toString()}`;

    const bytes = pdf(2 * MiB, 5);
    const up = await upload(path("/files"), bytes, "receta.pdf");
    expect(up.status).toBe(201);
    const attached = await call<{ authorization_file_id: string }>(
      sandbox,
      "POST",
      path("/upload/files", { file_id: String(up.body.file_id) }),
      { token },
    );
    expect(attached.status).toBe(200);
    const fileId = attached.body.authorization_file_id;
    expect(await fileRow(fileId)).toEqual({ sha256: sha256(bytes), size_bytes: bytes.length });
    expect(sha256(await download(fileId))).toBe(sha256(bytes));

    // The authorization's file deleted: the request's file still refers to the bytes.
    const removed = await sandbox.app.request(`/api${FILES(target.id)}/${fileId}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(204);
    await expectInStore(sandbox, directory, sha256(bytes), bytes.length);
    const gone = await call(sandbox, "POST", path("/files/delete", { file_id: String(up.body.file_id) }), {
      token,
    });
    expect(gone.status).toBe(204);
    await expectGone(sha256(bytes));
  }, 60_000);
});
