/**
 * Idempotent changes in the reference API (issue 17 §1, §4; docs/api-contract.md "General"
 * Idempotency-Key): every POST, PUT, PATCH and DELETE with a key replays its first answer; "the
 * same request" is judged on meaning (multipart by its parts and each file's SHA-256, never the
 * boundary; JSON by its parsed body); the lost-answer fault does the work, then loses the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyPdf } from "../../../sandbox/seed/documents";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let editor: string;
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 300, faults: true });
  editor = (await signIn(sandbox, "rcm-editor")).access_token;
}, 120_000);
afterAll(() => sandbox.close());

const PROVIDER = "clinica-andina-co";

async function one<T>(sqlText: string, params: unknown[] = []): Promise<T> {
  const [row] = await sandbox.handle.query<T>(sqlText, params);
  return row;
}

/** An account of the editor's provider with no document of type TRA yet, different per call. */
let taken = 0;
async function freshAccount(): Promise<string> {
  const row = await one<{ id: string }>(
    `SELECT id FROM accounts WHERE provider_slug = '${PROVIDER}' AND status = 'IN_PROGRESS' AND invoice_number <> 'FE-0012345' ORDER BY invoice_number OFFSET ${taken++} LIMIT 1`,
  );
  return row.id;
}

async function documentsOf(accountId: string): Promise<number> {
  const row = await one<{ n: number }>(
    "SELECT count(*)::int AS n FROM support_files WHERE account_id = $1 AND file_code = 'TRA' AND status <> 'PENDING'",
    [accountId],
  );
  return row.n;
}

/**
 * A multipart upload encoded by hand with the given boundary (two encodings of one request differ
 * only in it), as a browser's retry after re-encoding a FormData would.
 */
function encodeUpload(
  boundary: string,
  file: { bytes: Uint8Array; name: string },
  requestData: unknown,
): Uint8Array {
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
    `Content-Type: application/pdf\r\n\r\n`;
  const middle =
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="request_data"\r\n\r\n` +
    `${JSON.stringify(requestData)}\r\n--${boundary}--\r\n`;
  const encoder = new TextEncoder();
  const parts = [encoder.encode(head), file.bytes, encoder.encode(middle)];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function send(path: string, body: Uint8Array, boundary: string, key: string) {
  const res = await sandbox.app.request(`/api${path}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${editor}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "idempotency-key": key,
    },
    body: body as Uint8Array<ArrayBuffer>,
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
  };
}

const requestData = { support_level: "ACCOUNT", document_type_slug: "TRA" };

describe("Idempotency-Key on multipart uploads: judged on meaning, not encoding", () => {
  it("replays a retry re-encoded with another boundary, and stores one document", async () => {
    const accountId = await freshAccount();
    const path = `/rcm/v1/support-files/${accountId}/upload`;
    const file = { bytes: tinyPdf("Traslado", "uno"), name: "traslado.pdf" };
    const first = await send(path, encodeUpload("boundaryA1", file, requestData), "boundaryA1", "up-1");
    const retry = await send(path, encodeUpload("boundaryB2", file, requestData), "boundaryB2", "up-1");
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    expect(await documentsOf(accountId)).toBe(1);
  });

  it("refuses the same key with another file (422 IDEMPOTENCY_KEY_REUSED), storing nothing more", async () => {
    const accountId = await freshAccount();
    const path = `/rcm/v1/support-files/${accountId}/upload`;
    const first = await send(
      path,
      encodeUpload("b1", { bytes: tinyPdf("Traslado", "uno"), name: "a.pdf" }, requestData),
      "b1",
      "up-2",
    );
    const other = await send(
      path,
      encodeUpload("b1", { bytes: tinyPdf("Traslado", "dos"), name: "a.pdf" }, requestData),
      "b1",
      "up-2",
    );
    expect(first.status).toBe(201);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error_code: "IDEMPOTENCY_KEY_REUSED" });
    expect(await documentsOf(accountId)).toBe(1);
  });

  it("refuses the same key with other fields", async () => {
    const accountId = await freshAccount();
    const path = `/rcm/v1/support-files/${accountId}/upload`;
    const file = { bytes: tinyPdf("Traslado", "tres"), name: "a.pdf" };
    await send(path, encodeUpload("b1", file, requestData), "b1", "up-3");
    const other = await send(
      path,
      encodeUpload("b1", file, { ...requestData, support_level: "CHARGE" }),
      "b1",
      "up-3",
    );
    expect(other.status).toBe(422);
  });
});

describe("the lost-answer fault (issue 17 §4)", () => {
  it("does the work, answers 500, and the retry with the same key gets the replay", async () => {
    const accountId = await freshAccount();
    const path = `/rcm/v1/support-files/${accountId}/upload`;
    const armed = await call(sandbox, "POST", "/__sandbox/faults", {
      json: { path_prefix: path, lose_answer: "500", method: "POST" },
    });
    expect(armed.status).toBeLessThan(300);
    const file = { bytes: tinyPdf("Traslado", "cuatro"), name: "b.pdf" };
    const lost = await send(path, encodeUpload("x1", file, requestData), "x1", "up-4");
    expect(lost.status).toBe(500);
    expect(await documentsOf(accountId)).toBe(1);
    const retry = await send(path, encodeUpload("x2", file, requestData), "x2", "up-4");
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await documentsOf(accountId)).toBe(1);
  });

  it("is limited to its method: a GET on the same path is served", async () => {
    const accountId = await freshAccount();
    await call(sandbox, "POST", "/__sandbox/faults", {
      json: { path_prefix: `/rcm/v1/accounts/${accountId}`, lose_answer: "500", method: "PUT" },
    });
    const read = await call(sandbox, "GET", `/rcm/v1/accounts/${accountId}`, { token: editor });
    expect(read.status).toBe(200);
    await call(sandbox, "DELETE", "/__sandbox/faults");
  });

  it("refuses an unknown lost-answer mode with 400", async () => {
    const armed = await call(sandbox, "POST", "/__sandbox/faults", {
      json: { path_prefix: "/rcm", lose_answer: "later" },
    });
    expect(armed.status).toBe(400);
  });
});

describe("Idempotency-Key on PUT, PATCH and DELETE", () => {
  it("replays a DELETE: the retry answers the first 204, not a refusal", async () => {
    const accountId = await freshAccount();
    const path = `/rcm/v1/support-files/${accountId}/upload`;
    const up = await send(
      path,
      encodeUpload("d1", { bytes: tinyPdf("T", "d"), name: "d.pdf" }, requestData),
      "d1",
      "up-5",
    );
    const fileId = String(up.body.id);
    const headers = { "idempotency-key": "del-1" };
    const first = await call(sandbox, "DELETE", `/rcm/v1/support-files/${accountId}/${fileId}`, {
      token: editor,
      headers,
    });
    const retry = await call(sandbox, "DELETE", `/rcm/v1/support-files/${accountId}/${fileId}`, {
      token: editor,
      headers,
    });
    expect(first.status).toBe(204);
    expect(retry.status).toBe(204);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    // Without the key the same DELETE is a new request, refused as before.
    const unkeyed = await call(sandbox, "DELETE", `/rcm/v1/support-files/${accountId}/${fileId}`, {
      token: editor,
    });
    expect(unkeyed.status).not.toBe(204);
  });

  it("replays a PUT whose JSON has its keys in another order", async () => {
    const accountId = await freshAccount();
    const path = `/rcm/v1/accounts/${accountId}/status`;
    const headers = { "idempotency-key": "put-1" };
    const first = await call(sandbox, "PUT", path, {
      token: editor,
      headers,
      json: { next_status: "READY_TO_GENERATE", message: "listo" },
    });
    const retryBody = '{"message":"listo","next_status":"READY_TO_GENERATE"}';
    const res = await sandbox.app.request(`/api${path}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${editor}`, "content-type": "application/json", ...headers },
      body: retryBody,
    });
    expect(first.status).toBe(200);
    expect(res.status).toBe(200);
    expect(res.headers.get("idempotent-replayed")).toBe("true");
    expect(await res.json()).toEqual(first.body);
  });

  it("refuses a PUT with the same key and another body", async () => {
    const accountId = await freshAccount();
    const path = `/rcm/v1/accounts/${accountId}/status`;
    const headers = { "idempotency-key": "put-2" };
    await call(sandbox, "PUT", path, { token: editor, headers, json: { next_status: "READY_TO_GENERATE" } });
    const other = await call(sandbox, "PUT", path, {
      token: editor,
      headers,
      json: { next_status: "READY_TO_GENERATE", message: "otro" },
    });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error_code: "IDEMPOTENCY_KEY_REUSED" });
  });
});

describe("a replayed 202 (docs/api-contract.md 'General': Asynchronous work)", () => {
  it("carries the first answer's Location and Retry-After, so the client waits what the server said", async () => {
    const admin = (await signIn(sandbox, "administrator")).access_token;
    const claim = await one<{ id: number }>(
      "SELECT id FROM claims WHERE provider_slug = 'clinica-central-do' AND claim_status = 'COMPLETED' ORDER BY id LIMIT 1",
    );
    const path = `/arc/v1/providers/clinica-central-do/claims/${claim.id}/void`;
    const headers = { "idempotency-key": "void-202-replay" };
    const first = await call(sandbox, "POST", path, { token: admin, json: {}, headers });
    expect(first.status).toBe(202);
    expect(first.headers.get("retry-after")).toBe("2");
    const replay = await call(sandbox, "POST", path, { token: admin, json: {}, headers });
    expect(replay.status).toBe(202);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.headers.get("location")).toBe(first.headers.get("location"));
    expect(replay.headers.get("retry-after")).toBe("2");
  });
});
