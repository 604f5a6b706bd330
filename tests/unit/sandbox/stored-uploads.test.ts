/**
 * Uploaded files kept through the file store (sandbox/lib/stored-uploads.ts; issue 22 review
 * finding 1; docs/decisions.md "Where uploaded bytes live"): a settlement's document (000 §7), a
 * v2 request's authorization document and a claims-desk request's authorization document (000 §5,
 * §7) are content-addressed files; their rows keep metadata and the SHA-256, and the download is
 * byte-identical (SHA-256); a replaced or deleted file leaves the store; a 25 MB body is refused
 * while it is read on each of the three routes (000 §5 "20 MB").
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../../sandbox/lib/context";
import { ApiError } from "../../../sandbox/lib/errors";
import { readStoredFile, setFileDirectory } from "../../../sandbox/lib/file-store";
import { storeUploadWithData } from "../../../sandbox/lib/stored-uploads";
import { V2_ADDITIONAL_DOCUMENT_POLICY, V2_LARGE_FILE_POLICY } from "../../../schemas/upload-policies";
import { downloadBytes, rowSha256, sha256Hex as sha256 } from "./download-check";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";
import {
  expectInStore as expectInStoreOf,
  pdfBytes as pdf,
  sendOversized,
  storedPath,
} from "./stored-file-checks";
import { deskRequestBody, v2RequestBody } from "./desk-request";

let sandbox: TestSandbox;
let directory: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  sandbox = await startSandbox();
  for (const role of ["settlement-submitter", "without-claims", "authorizer"])
    tokens[role] = (await signIn(sandbox, role)).access_token;
  directory = mkdtempSync(join(tmpdir(), "stored-uploads-"));
  await setFileDirectory(directory);
}, 60_000);
afterAll(async () => {
  await setFileDirectory(null);
  rmSync(directory, { recursive: true, force: true });
  await sandbox?.close();
});

const MiB = 1024 * 1024;
const stored = (digest: string) => storedPath(directory, digest);
const expectInStore = (digest: string, size: number) => expectInStoreOf(sandbox, directory, digest, size);
const oversized = (path: string, token: string) => sendOversized(sandbox, path, token);

async function upload(path: string, token: string, bytes: Uint8Array<ArrayBuffer>, name = "doc.pdf") {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "application/pdf" }), name);
  const res = await sandbox.app.request(`/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const SETTLEMENTS = "/settlements/v3/settlements";

async function settlement(): Promise<string> {
  const token = tokens["settlement-submitter"];
  const created = await call(sandbox, "POST", SETTLEMENTS, { token, json: { sponsor_slug: "do-senasa" } });
  expect(created.status).toBe(201);
  return String(created.body.id);
}

describe("a settlement's documents are kept in the file store (000 §7)", () => {
  it("stores the invoice by its SHA-256, downloads it byte-identical, and drops the replaced one", async () => {
    const token = tokens["settlement-submitter"];
    const id = await settlement();
    const first = pdf(3 * MiB, 1);
    const up = await upload(
      `${SETTLEMENTS}/${id}/documents?document_type=INVOICE`,
      token,
      first,
      "factura.pdf",
    );
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({
      document_type: "INVOICE",
      file_name: "factura.pdf",
      size_bytes: first.length,
    });
    expect(up.body).not.toHaveProperty("sha256");
    await expectInStore(sha256(first), first.length);
    expect(await rowSha256(sandbox, "settlement_files", String(up.body.id))).toBe(sha256(first));
    const back = await downloadBytes(sandbox, `${SETTLEMENTS}/${id}/files/${String(up.body.id)}`, token);
    expect(sha256(back)).toBe(sha256(first));

    // One document per type: the replaced invoice's bytes leave the store.
    const second = pdf(MiB, 2);
    const again = await upload(`${SETTLEMENTS}/${id}/documents?document_type=INVOICE`, token, second);
    expect(again.status).toBe(201);
    expect(existsSync(stored(sha256(first)))).toBe(false);
    const path = `${SETTLEMENTS}/${id}/files/${String(again.body.id)}`;
    expect(sha256(await downloadBytes(sandbox, path, token))).toBe(sha256(second));
  }, 60_000);

  it("refuses a 25 MB body while reading it", async () => {
    const id = await settlement();
    const answer = await oversized(
      `${SETTLEMENTS}/${id}/documents?document_type=INVOICE`,
      tokens["settlement-submitter"],
    );
    expect(answer).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });
    expect(answer.sent).toBeLessThan(21 * MiB);
  }, 60_000);
});

interface RequestAnswer {
  id: number;
  status: string;
  authorizations: { id: number; coverage: string; product_type: string }[];
}

describe("a v2 request's authorization documents are kept in the file store (000 §5, §7)", () => {
  let requestId: number;
  let target: RequestAnswer["authorizations"][number];
  beforeAll(async () => {
    const token = tokens["without-claims"];
    const [person] = await sandbox.handle.query<{ id: number }>(
      "SELECT id FROM beneficiaries WHERE sponsor_slug = 'do-senasa' ORDER BY id LIMIT 1",
    );
    const created = await call<{ id: number }>(sandbox, "POST", "/arc/v1/authorization-requests", {
      token,
      json: v2RequestBody(person.id),
    });
    expect(created.status).toBe(202);
    requestId = created.body.id;
    let answer: RequestAnswer;
    do {
      answer = (
        await call<RequestAnswer>(sandbox, "GET", `/arc/v1/authorization-requests/${requestId}`, { token })
      ).body;
    } while (answer.status === "IN_PROGRESS");
    expect(answer.status).toBe("CREATED");
    target = answer.authorizations[0];
  }, 60_000);

  const path = (call: string, extra: Record<string, string> = {}) =>
    `/arc/v1/authorization-requests/${requestId}${call}?${new URLSearchParams({
      authorization_id: String(target.id),
      coverage: target.coverage,
      document_type_slug: "PRESCRIPTION",
      ...extra,
    }).toString()}`;

  it("stores the upload by its SHA-256; the attached file downloads byte-identical; a deleted one leaves the store", async () => {
    const token = tokens["without-claims"];
    const bytes = pdf(2 * MiB, 3);
    const up = await upload(path("/files"), token, bytes, "receta.pdf");
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ file_name: "receta.pdf", size_bytes: bytes.length, attached: false });
    expect(await rowSha256(sandbox, "v2_authorization_request_files", String(up.body.file_id))).toBe(
      sha256(bytes),
    );
    await expectInStore(sha256(bytes), bytes.length);
    const attached = await call<{ authorization_file_id: string }>(
      sandbox,
      "POST",
      path("/upload/files", { file_id: String(up.body.file_id) }),
      { token },
    );
    expect(attached.status).toBe(200);
    const back = await downloadBytes(
      sandbox,
      `/arc/v2/authorizations/files/${attached.body.authorization_file_id}`,
      token,
    );
    expect(sha256(back)).toBe(sha256(bytes));

    const extra = pdf(MiB, 4);
    const other = await upload(path("/files"), token, extra);
    expect(other.status).toBe(201);
    expect(existsSync(stored(sha256(extra)))).toBe(true);
    const removed = await call(
      sandbox,
      "POST",
      path("/files/delete", { file_id: String(other.body.file_id) }),
      {
        token,
      },
    );
    expect(removed.status).toBe(204);
    expect(existsSync(stored(sha256(extra)))).toBe(false);
  }, 60_000);

  it("refuses a 25 MB body while reading it", async () => {
    const answer = await oversized(path("/files"), tokens["without-claims"]);
    expect(answer).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });
    expect(answer.sent).toBeLessThan(21 * MiB);
  }, 60_000);
});

describe("a claims-desk request's authorization documents are kept in the file store (000 §5, §7)", () => {
  let requestId: number;
  let authorizationId: number;
  beforeAll(async () => {
    const token = tokens.authorizer;
    const [branch] = await sandbox.handle.query<{ id: number }>(
      "SELECT id FROM provider_branches WHERE provider_slug = 'clinica-central-do' ORDER BY id LIMIT 1",
    );
    const [person] = await sandbox.handle.query<{ id: number }>(
      "SELECT id FROM beneficiaries WHERE sponsor_slug = 'do-universal' ORDER BY id LIMIT 1",
    );
    const created = await call<{ id: number }>(sandbox, "POST", "/arc/v1/authorization-requests", {
      token,
      json: deskRequestBody({
        provider_branch_id: branch.id,
        beneficiary_id: person.id,
        products: [{ product_type_slug: "laboratory", quantity: 1, provider_product_code: "LAB-100" }],
        biometric_reading_id: "5d7c1f4e-9a1b-4c7e-8f00-123456789abc",
      }),
    });
    expect(created.status).toBe(202);
    requestId = created.body.id;
    const answer = await call<RequestAnswer>(sandbox, "GET", `/arc/v1/authorization-requests/${requestId}`, {
      token,
    });
    expect(answer.body.status).not.toBe("IN_PROGRESS");
    authorizationId = answer.body.authorizations[0].id;
  }, 60_000);

  const path = (call: string, extra: Record<string, string> = {}) =>
    `/arc/v1/authorization-requests/${requestId}${call}?${new URLSearchParams({
      authorization_id: String(authorizationId),
      document_type_slug: "PRESCRIPTION",
      ...extra,
    }).toString()}`;

  it("stores the upload by its SHA-256, reads it back byte-identical, and a deleted one leaves the store", async () => {
    const token = tokens.authorizer;
    const bytes = pdf(2 * MiB, 5);
    const up = await upload(path("/files"), token, bytes, "receta.pdf");
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ file_name: "receta.pdf", size_bytes: bytes.length, attached: false });
    const digest = await rowSha256(sandbox, "claims_desk_authorization_files", String(up.body.file_id));
    expect(digest).toBe(sha256(bytes));
    await expectInStore(sha256(bytes), bytes.length);
    const back = await readStoredFile(sandbox.handle.db, sha256(bytes));
    expect(back && sha256(back)).toBe(sha256(bytes));
    const removed = await call(sandbox, "POST", path("/files/delete", { file_id: String(up.body.file_id) }), {
      token,
    });
    expect(removed.status).toBe(204);
    expect(existsSync(stored(sha256(bytes)))).toBe(false);
  }, 60_000);

  it("refuses a 25 MB body while reading it", async () => {
    const answer = await oversized(path("/files"), tokens.authorizer);
    expect(answer).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });
    expect(answer.sent).toBeLessThan(21 * MiB);
  }, 60_000);
});

describe("an upload with request_data is held to the policy its request_data decides", () => {
  /** A route storing its upload under the 20 MB policy, or 10 MB when request_data says `small`. */
  const app = new Hono<AppEnv>().post("/up", async (c) => {
    try {
      const { file, requestData } = await storeUploadWithData<{ small?: boolean }>(
        c,
        sandbox.handle.db,
        V2_LARGE_FILE_POLICY,
        new Date(),
        {
          schema: { type: "object", properties: { small: { type: "boolean" } }, additionalProperties: false },
          policyOf: (data) => (data.small ? V2_ADDITIONAL_DOCUMENT_POLICY : V2_LARGE_FILE_POLICY),
        },
      );
      return c.json({ file, requestData });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return c.json({ code: error.code }, error.status);
    }
  });
  async function send(bytes: Uint8Array<ArrayBuffer>, requestData?: string) {
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "application/pdf" }), "doc.pdf");
    if (requestData !== undefined) form.append("request_data", requestData);
    const res = await app.request("/up", { method: "POST", body: form });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it("stores a file within the decided policy and answers the checked request_data", async () => {
    const bytes = pdf(MiB, 6);
    const answer = await send(bytes, JSON.stringify({ small: true }));
    expect(answer).toEqual({
      status: 200,
      body: {
        file: {
          file_name: "doc.pdf",
          content_type: "application/pdf",
          size_bytes: bytes.length,
          sha256: sha256(bytes),
        },
        requestData: { small: true },
      },
    });
    await expectInStore(sha256(bytes), bytes.length);
    expect((await send(pdf(MiB, 6))).body.requestData).toEqual({});
  }, 60_000);

  it("refuses a file over the decided policy, or request_data off the schema, and stores nothing", async () => {
    const big = pdf(11 * MiB, 7);
    expect(await send(big, JSON.stringify({ small: true }))).toEqual({
      status: 413,
      body: { code: "V2_DOCUMENT_TOO_LARGE" },
    });
    expect(await send(big, JSON.stringify({ other: 1 }))).toEqual({
      status: 400,
      body: { code: "VALIDATION_ERROR" },
    });
    expect(existsSync(stored(sha256(big)))).toBe(false);
  }, 60_000);
});
