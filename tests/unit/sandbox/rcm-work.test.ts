/**
 * Revenue-cycle account work of the reference API (001 §3, §4, §5, §7, §8; issue 7 §5): account
 * detail extras, per-account restrictions, support files (list, upload by content, 20 MiB limit,
 * replace, delete, downloads), audit comments, status moves, complete audit, assemble, the polled
 * validation, cleaning, responsible users, bulk-process information and the download manager.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyPdf, tinyPng } from "../../../sandbox/seed/documents";
import { unzipSync } from "fflate";
import { zipEntryName } from "../../../sandbox/routes/rcm/support-files";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let editor: string;
let auditor: string;
let viewer: string;
let external: string;
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 300 });
  editor = (await signIn(sandbox, "rcm-editor")).access_token;
  auditor = (await signIn(sandbox, "rcm-editor-with-audit")).access_token;
  viewer = (await signIn(sandbox, "rcm-viewer")).access_token;
  external = (await signIn(sandbox, "rcm-external-auditor")).access_token;
}, 120_000);
afterAll(() => sandbox.close());

const PROVIDER = "clinica-andina-co";
const MISSING = "00000000-0000-4000-8000-000000000000";

async function one<T>(sqlText: string, params: unknown[] = []): Promise<T> {
  const [row] = await sandbox.handle.query<T>(sqlText, params);
  return row;
}
const accountWith = (where: string) =>
  one<{ id: string; invoice_number: string }>(
    `SELECT id, invoice_number FROM accounts WHERE provider_slug = '${PROVIDER}' AND ${where} ORDER BY invoice_number LIMIT 1`,
  );
const firstAccount = () => accountWith("invoice_number = 'FE-0012345'");

interface Page<T> {
  content: T[];
  total_elements: number;
  total_pages: number;
  number: number;
  size: number;
}
interface SupportFile {
  id: string;
  status: string;
  support_level: string;
  required: boolean;
  type: { file_code: string; name: string };
  product: { code: string; name: string } | null;
  file_name: string | null;
  content_type: string | null;
  restricted: boolean;
  charge_id: string | null;
}

/** Sends a multipart upload (path after /api). */
async function upload(
  path: string,
  token: string,
  file: { bytes: Uint8Array; name: string; type?: string } | null,
  requestData?: unknown,
) {
  const form = new FormData();
  if (file)
    form.append(
      "file",
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  if (requestData !== undefined) form.append("request_data", JSON.stringify(requestData));
  const res = await sandbox.app.request(`/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

async function binary(method: string, path: string, token: string, json?: unknown) {
  const res = await sandbox.app.request(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json ? { "content-type": "application/json" } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("account detail and restrictions", () => {
  it("answers the change log of an ERROR account, children and the build state", async () => {
    const account = await accountWith("status = 'ERROR'");
    const { status, body } = await call(sandbox, "GET", `/rcm/v1/accounts/${account.id}`, { token: editor });
    expect(status).toBe(200);
    expect(body.last_change_log).toMatchObject({ to_status: "ERROR", reason_of_change: expect.any(String) });
    expect(body).toHaveProperty("has_unconfigured_products");
    expect(body).toHaveProperty("build_state");
    expect(Array.isArray(body.non_processable_children)).toBe(true);
  });

  it("links a NON_PROCESSABLE account to its parent, and the parent lists it", async () => {
    const child = await one<{ id: string } | undefined>(
      `SELECT c.id FROM accounts c JOIN accounts p ON p.origin_event_id = c.parent_event_id
        WHERE c.status = 'NON_PROCESSABLE' AND c.provider_slug = '${PROVIDER}' LIMIT 1`,
    );
    expect(child).toBeDefined();
    const detail = await call(sandbox, "GET", `/rcm/v1/accounts/${child!.id}`, { token: editor });
    const parent = detail.body.parent_account as { id: string };
    const parentDetail = await call(sandbox, "GET", `/rcm/v1/accounts/${parent.id}`, { token: editor });
    const children = parentDetail.body.non_processable_children as { id: string }[];
    expect(children.map((c) => c.id)).toContain(child!.id);
  });

  it("answers the per-account restrictions of the caller only", async () => {
    const account = await firstAccount();
    const base = `/rcm/v1/role-permissions/providers/${PROVIDER}/accounts/${account.id}`;
    const events = await call<{ restricted_event: string }[]>(sandbox, "GET", `${base}/restricted-events`, {
      token: editor,
    });
    expect(events.body.map((e) => e.restricted_event)).toEqual(["DELETE_DOCUMENT", "REPLACE_DOCUMENT"]);
    const files = await call<{ file_code: string }[]>(sandbox, "GET", `${base}/support-file-restrictions`, {
      token: editor,
    });
    expect(files.body).toEqual([{ file_code: "HC" }]);
    expect((await call(sandbox, "GET", `${base}/restricted-events`, { token: viewer })).body).toEqual([]);
    const other = `/rcm/v1/role-permissions/providers/hospital-sao-lucas-br/accounts/${account.id}/restricted-events`;
    expect((await call(sandbox, "GET", other, { token: editor })).status).toBe(403);
    const unknown = `/rcm/v1/role-permissions/providers/${PROVIDER}/accounts/${MISSING}/restricted-events`;
    expect((await call(sandbox, "GET", unknown, { token: editor })).status).toBe(404);
  });

  it("role permissions differ by role", async () => {
    const path = `/rcm/v1/role-permissions/providers/${PROVIDER}/statuses`;
    const a = await call<{ role_statuses: { statuses: string[] }[] }>(sandbox, "GET", path, {
      token: editor,
    });
    const b = await call<{ role_statuses: { statuses: string[] }[] }>(sandbox, "GET", path, {
      token: external,
    });
    expect(a.body.role_statuses[0].statuses).not.toEqual(b.body.role_statuses[0].statuses);
  });
});

describe("charges", () => {
  it("pages an account with hundreds of charges", async () => {
    const big = await one<{ account_id: string; n: number }>(
      `SELECT ch.account_id, count(*)::int AS n FROM charges ch JOIN accounts a ON a.id = ch.account_id
        WHERE a.provider_slug = '${PROVIDER}' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    );
    expect(big.n).toBeGreaterThanOrEqual(150);
    const page = await call<Page<{ line_number: number }>>(
      sandbox,
      "GET",
      `/rcm/v1/accounts/${big.account_id}/charges?page=2&size=50`,
      { token: editor },
    );
    expect(page.body).toMatchObject({ total_elements: big.n, number: 2, size: 50 });
    expect(page.body.content[0].line_number).toBe(101);
  });
});

describe("support files", () => {
  it("lists by relation and status with the type and product of each file", async () => {
    const account = await accountWith(
      "EXISTS (SELECT 1 FROM support_files f WHERE f.account_id = accounts.id AND f.support_level = 'CHARGE')",
    );
    const all = await call<Page<SupportFile>>(
      sandbox,
      "GET",
      `/rcm/v1/accounts/${account.id}/get-all-support-files?size=200`,
      {
        token: editor,
      },
    );
    expect(all.status).toBe(200);
    expect(all.body.total_elements).toBe(all.body.content.length);
    const charge = await call<Page<SupportFile>>(
      sandbox,
      "GET",
      `/rcm/v1/accounts/${account.id}/get-all-support-files?relations=CHARGE&statuses=PENDING,RECEIVED`,
      { token: editor },
    );
    expect(charge.body.content.length).toBeGreaterThan(0);
    for (const file of charge.body.content) {
      expect(file.support_level).toBe("CHARGE");
      expect(file.product).toMatchObject({ code: expect.stringMatching(/^PP-/) });
      expect(file.type.name).toBeTruthy();
    }
    const bad = await call(
      sandbox,
      "GET",
      `/rcm/v1/accounts/${account.id}/get-all-support-files?statuses=LOST`,
      {
        token: editor,
      },
    );
    expect(bad.status).toBe(400);
    expect(
      (await call(sandbox, "GET", `/rcm/v1/accounts/${MISSING}/get-all-support-files`, { token: editor }))
        .status,
    ).toBe(404);
  });

  it("filters by code, search_value and the account-level flag; marks restricted types", async () => {
    const account = await firstAccount();
    const base = `/rcm/v1/accounts/${account.id}/get-all-support-files`;
    const flagged = await call<Page<SupportFile>>(
      sandbox,
      "GET",
      `${base}?is_restricted_as_account_level=false&size=200`,
      {
        token: editor,
      },
    );
    expect(flagged.status).toBe(200);
    const all = await call<Page<SupportFile>>(sandbox, "GET", `${base}?size=200`, { token: editor });
    const code = all.body.content[0].type.file_code;
    const byCode = await call<Page<SupportFile>>(sandbox, "GET", `${base}?code=${code}`, { token: editor });
    expect(byCode.body.content.every((f) => f.type.file_code === code)).toBe(true);
    const bySearch = await call<Page<SupportFile>>(
      sandbox,
      "GET",
      `${base}?search_value=${code.toLowerCase()}`,
      {
        token: editor,
      },
    );
    expect(bySearch.body.total_elements).toBeGreaterThan(0);
  });

  it("uploads a PDF into the pending slot, then downloads, replaces and deletes it", async () => {
    const account = await accountWith(
      "EXISTS (SELECT 1 FROM support_files f WHERE f.account_id = accounts.id AND f.status = 'PENDING' AND f.support_level = 'ACCOUNT' AND f.file_code <> 'HC') AND invoice_number <> 'FE-0012345'",
    );
    const slot = await one<{ id: string; file_code: string }>(
      `SELECT id, file_code FROM support_files WHERE account_id = $1 AND status = 'PENDING' AND support_level = 'ACCOUNT' AND file_code <> 'HC' LIMIT 1`,
      [account.id],
    );
    const before = await one<{ uploaded: number }>(
      "SELECT uploaded_support_documents AS uploaded FROM accounts WHERE id = $1",
      [account.id],
    );
    // Named .png, but the bytes are a PDF: the content decides.
    const up = await upload(
      `/rcm/v1/support-files/${account.id}/upload`,
      editor,
      { bytes: tinyPdf("Epicrisis", "x"), name: "scan.png", type: "image/png" },
      {
        support_level: "ACCOUNT",
        document_type_slug: slot.file_code,
        support_file_id: slot.id,
      },
    );
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ id: slot.id, status: "RECEIVED", content_type: "application/pdf" });
    const after = await one<{ uploaded: number }>(
      "SELECT uploaded_support_documents AS uploaded FROM accounts WHERE id = $1",
      [account.id],
    );
    expect(after.uploaded).toBe(before.uploaded + 1);

    const got = await binary("GET", `/rcm/v1/accounts/${account.id}/support-documents/${slot.id}`, editor);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("content-disposition")).toContain('attachment; filename="scan.png"');
    expect(new TextDecoder().decode(got.bytes.slice(0, 5))).toBe("%PDF-");

    const png = tinyPng(8, [0, 0, 0], [255, 255, 255]);
    const replaced = await upload(`/rcm/v1/support-files/${account.id}/${slot.id}/replace`, editor, {
      bytes: png,
      name: "scan2.png",
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ content_type: "image/png", file_name: "scan2.png" });

    const deleted = await call(sandbox, "DELETE", `/rcm/v1/support-files/${account.id}/${slot.id}`, {
      token: editor,
    });
    expect(deleted.status).toBe(204);
    const row = await one<{ status: string; sha256: string | null }>(
      "SELECT status, sha256 FROM support_files WHERE id = $1",
      [slot.id],
    );
    expect(row).toEqual({ status: "PENDING", sha256: null });
    const again = await call(sandbox, "DELETE", `/rcm/v1/support-files/${account.id}/${slot.id}`, {
      token: editor,
    });
    expect(again.status).toBe(409);
  });

  it("adds a general document when no slot waits for it, and deletes it for good", async () => {
    const account = await accountWith("status = 'IN_PROGRESS' AND invoice_number <> 'FE-0012345'");
    const up = await upload(
      `/rcm/v1/support-files/${account.id}/upload`,
      editor,
      { bytes: new TextEncoder().encode('{"ok":true}'), name: "data.txt" },
      {
        support_level: "ACCOUNT",
        document_type_slug: "TRA",
      },
    );
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ status: "GENERAL", content_type: "application/json", required: false });
    const del = await call(sandbox, "DELETE", `/rcm/v1/support-files/${account.id}/${String(up.body.id)}`, {
      token: editor,
    });
    expect(del.status).toBe(204);
    expect(
      await one<{ n: number }>("SELECT count(*)::int AS n FROM support_files WHERE id = $1", [up.body.id]),
    ).toEqual({ n: 0 });
  });

  it("refuses by content, shape, size and permission", async () => {
    const account = await accountWith("status = 'INVOICED' AND invoice_number <> 'FE-0012345'");
    const path = `/rcm/v1/support-files/${account.id}/upload`;
    const data = { support_level: "ACCOUNT", document_type_slug: "EPI" };
    // An executable named .pdf.
    const exe = new Uint8Array([
      0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff, 0x00, 0x00,
    ]);
    const refused = await upload(
      path,
      editor,
      { bytes: exe, name: "invoice.pdf", type: "application/pdf" },
      data,
    );
    expect(refused).toMatchObject({ status: 415, body: { error_code: "UNSUPPORTED_FILE_TYPE" } });
    expect((await upload(path, editor, null, data)).status).toBe(400);
    expect((await upload(path, editor, { bytes: tinyPdf("a", "b"), name: "a.pdf" })).status).toBe(400);
    const badData = await upload(
      path,
      editor,
      { bytes: tinyPdf("a", "b"), name: "a.pdf" },
      { support_level: "SHELF", document_type_slug: "EPI" },
    );
    expect(badData.status).toBe(400);
    const unknownType = await upload(
      path,
      editor,
      { bytes: tinyPdf("a", "b"), name: "a.pdf" },
      { support_level: "ACCOUNT", document_type_slug: "NOPE" },
    );
    expect(unknownType.status).toBe(400);
    const noCharge = await upload(
      path,
      editor,
      { bytes: tinyPdf("a", "b"), name: "a.pdf" },
      { support_level: "CHARGE", document_type_slug: "EPI" },
    );
    expect(noCharge.status).toBe(400);
    expect((await upload(path, viewer, { bytes: tinyPdf("a", "b"), name: "a.pdf" }, data)).status).toBe(403);
    expect(
      (
        await upload(
          `/rcm/v1/support-files/${MISSING}/upload`,
          editor,
          { bytes: tinyPdf("a", "b"), name: "a.pdf" },
          data,
        )
      ).status,
    ).toBe(404);
  });

  it("takes a file up to 20 MiB and refuses a larger one with 413", async () => {
    const account = await accountWith("status = 'PRE_INVOICED'");
    const path = `/rcm/v1/support-files/${account.id}/upload`;
    const data = { support_level: "ACCOUNT", document_type_slug: "RES" };
    const big = new Uint8Array(20 * 1024 * 1024).fill(0x61); // plain text "aaaa…"
    const ok = await upload(path, editor, { bytes: big, name: "big.txt" }, data);
    expect(ok.status).toBe(201);
    expect(ok.body.size_bytes).toBe(big.length);
    const tooBig = await upload(
      path,
      editor,
      { bytes: new Uint8Array(20 * 1024 * 1024 + 1).fill(0x61), name: "big.txt" },
      data,
    );
    expect(tooBig).toMatchObject({ status: 413, body: { error_code: "PAYLOAD_TOO_LARGE" } });
    // Other routes keep the 1 MiB limit.
    const json = await call(sandbox, "POST", "/rcm/v1/responsible", {
      token: editor,
      json: { pad: "x".repeat(1_100_000) },
    });
    expect(json.status).toBe(413);
  }, 60_000);

  it("honours per-account restrictions: rcm-editor may not replace, delete or touch HC on FE-0012345", async () => {
    const account = await firstAccount();
    const uploaded = await one<{ id: string } | undefined>(
      "SELECT id FROM support_files WHERE account_id = $1 AND sha256 IS NOT NULL LIMIT 1",
      [account.id],
    );
    if (uploaded) {
      expect(
        (
          await call(sandbox, "DELETE", `/rcm/v1/support-files/${account.id}/${uploaded.id}`, {
            token: editor,
          })
        ).status,
      ).toBe(403);
      const replaced = await upload(`/rcm/v1/support-files/${account.id}/${uploaded.id}/replace`, editor, {
        bytes: tinyPdf("a", "b"),
        name: "a.pdf",
      });
      expect(replaced.status).toBe(403);
    }
    const hc = await upload(
      `/rcm/v1/support-files/${account.id}/upload`,
      editor,
      { bytes: tinyPdf("a", "b"), name: "a.pdf" },
      {
        support_level: "ACCOUNT",
        document_type_slug: "HC",
      },
    );
    expect(hc).toMatchObject({ status: 403, body: { error_code: "SUPPORT_FILE_RESTRICTED" } });
  });

  it("downloads every document of an account as a zip", async () => {
    const account = await accountWith(
      "(SELECT count(*) FROM support_files f WHERE f.account_id = accounts.id AND f.sha256 IS NOT NULL) >= 2",
    );
    const res = await binary("POST", `/rcm/v1/accounts/${account.id}/support-documents/download`, editor, {});
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain(
      `${account.invoice_number}-support-documents.zip`,
    );
    expect([...res.bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const bad = await binary("POST", `/rcm/v1/accounts/${account.id}/support-documents/download`, editor, {
      relations: ["X"],
    });
    expect(bad.status).toBe(400);
    const none = await accountWith(
      "NOT EXISTS (SELECT 1 FROM support_files f WHERE f.account_id = accounts.id AND f.sha256 IS NOT NULL)",
    );
    const empty = await call(sandbox, "POST", `/rcm/v1/accounts/${none.id}/support-documents/download`, {
      token: editor,
      json: {},
    });
    expect(empty.body).toMatchObject({ error_code: "NO_FILES_AVAILABLE_FOR_DOWNLOAD" });
  });
});

describe("audit comments", () => {
  it("creates, lists newest first, edits, resolves and deletes; refuses empty ones", async () => {
    const account = await accountWith("status = 'PENDING_AUDIT'");
    const path = `/rcm/v1/accounts/${account.id}/audit-comments`;
    const created = await call(sandbox, "POST", path, {
      token: auditor,
      json: {
        comment: "Falta la epicrisis",
        private_comment: false,
        beneficiary_comment: true,
        audit_type: "PRE_AUDIT",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ category: "GENERAL", resolved: false, audit_type: "PRE_AUDIT" });
    const list = await call<{ comment_id: string; created_at: string }[]>(sandbox, "GET", path, {
      token: auditor,
    });
    expect(list.body[0].comment_id).toBe(created.body.comment_id);
    const times = list.body.map((c) => c.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const edited = await call(sandbox, "PATCH", path, {
      token: auditor,
      json: { comment_id: created.body.comment_id, comment: "Falta la epicrisis firmada", resolved: true },
    });
    expect(edited.body).toMatchObject({ comment: "Falta la epicrisis firmada", resolved: true });
    const empty = await call(sandbox, "POST", path, {
      token: auditor,
      json: { comment: "  ", audit_type: "PRE_AUDIT" },
    });
    expect(empty).toMatchObject({ status: 400, body: { error_code: "COMMENT_REQUIRED" } });
    const emptyEdit = await call(sandbox, "PATCH", path, {
      token: auditor,
      json: { comment_id: created.body.comment_id, comment: "" },
    });
    expect(emptyEdit.status).toBe(400);
    const del = await call(sandbox, "DELETE", `${path}/${String(created.body.comment_id)}`, {
      token: auditor,
    });
    expect(del.status).toBe(204);
    expect(
      (await call(sandbox, "DELETE", `${path}/${String(created.body.comment_id)}`, { token: auditor }))
        .status,
    ).toBe(404);
  });

  it("comments on a charge, and refuses roles without the audit event", async () => {
    const account = await accountWith("status = 'PENDING_AUDIT'");
    const charge = await one<{ id: string; code: string }>(
      "SELECT id, code FROM charges WHERE account_id = $1 LIMIT 1",
      [account.id],
    );
    const path = `/rcm/v1/accounts/${account.id}/audit-comments`;
    const created = await call(sandbox, "POST", path, {
      token: auditor,
      json: { comment: "Cantidad", audit_type: "CONCURRENT", category: "CHARGE", charge_id: charge.id },
    });
    expect(created.body).toMatchObject({
      category: "CHARGE",
      charge_id: charge.id,
      charge_code: charge.code,
    });
    const byCharge = await call<unknown[]>(sandbox, "GET", `${path}?charge_id=${charge.id}`, {
      token: editor,
    });
    expect(byCharge.body.length).toBeGreaterThan(0);
    expect(
      (await call(sandbox, "POST", path, { token: editor, json: { comment: "x", audit_type: "PRE_AUDIT" } }))
        .status,
    ).toBe(403);
    // The external auditor may comment pre-audit, not concurrent (docs/decisions.md role tables).
    expect(
      (
        await call(sandbox, "POST", path, {
          token: external,
          json: { comment: "x", audit_type: "PRE_AUDIT" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(sandbox, "POST", path, {
          token: external,
          json: { comment: "x", audit_type: "CONCURRENT" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(sandbox, "POST", path, { token: auditor, json: { comment: "x", audit_type: "LATER" } }))
        .status,
    ).toBe(400);
  });
});

describe("status moves and audits", () => {
  it("moves along 001 §4, records the change log, and refuses other moves", async () => {
    const account = await accountWith("status = 'READY_TO_GENERATE'");
    const path = `/rcm/v1/accounts/${account.id}/status`;
    const moved = await call(sandbox, "PUT", path, {
      token: editor,
      json: { next_status: "PACKAGE_GENERATED", message: "lote 12" },
    });
    expect(moved).toMatchObject({
      status: 200,
      body: { status: "PACKAGE_GENERATED", previous_status: "READY_TO_GENERATE" },
    });
    const detail = await call(sandbox, "GET", `/rcm/v1/accounts/${account.id}`, { token: editor });
    expect(detail.body).toMatchObject({ status: "PACKAGE_GENERATED", build_state: "GENERATED" });
    expect(detail.body.last_change_log).toMatchObject({
      reason_of_change: "lote 12",
      to_status: "PACKAGE_GENERATED",
    });
    const back = await call(sandbox, "PUT", path, { token: editor, json: { next_status: "IN_PROGRESS" } });
    expect(back).toMatchObject({ status: 409, body: { error_code: "INVALID_STATUS_TRANSITION" } });
    expect((await call(sandbox, "PUT", path, { token: editor, json: { next_status: "NOPE" } })).status).toBe(
      400,
    );
    expect((await call(sandbox, "PUT", path, { token: editor, json: {} })).status).toBe(400);
    expect((await call(sandbox, "PUT", path, { token: viewer, json: { next_status: "SENT" } })).status).toBe(
      403,
    );
    expect(
      (
        await call(sandbox, "PUT", `/rcm/v1/accounts/${MISSING}/status`, {
          token: editor,
          json: { next_status: "SENT" },
        })
      ).status,
    ).toBe(404);
  });

  it("fails one account's move on demand through fault injection", async () => {
    const account = await accountWith("status = 'SENT'");
    const path = `/rcm/v1/accounts/${account.id}/status`;
    await call(sandbox, "POST", "/__sandbox/faults", {
      json: { path_prefix: path, status: 500, message: "Forced failure" },
    });
    const failed = await call(sandbox, "PUT", path, { token: editor, json: { next_status: "SETTLED" } });
    expect(failed).toMatchObject({ status: 500, body: { message: "Forced failure" } });
    const retried = await call(sandbox, "PUT", path, { token: editor, json: { next_status: "SETTLED" } });
    expect(retried.status).toBe(200);
  });

  it("completes an audit with a conciliation letter, and refuses it outside audit or when restricted", async () => {
    const account = await accountWith("status = 'PENDING_AUDIT' AND invoice_number <> 'FE-0012345'");
    const done = await upload(
      `/rcm/v1/accounts/${account.id}/complete-audit`,
      auditor,
      { bytes: tinyPdf("Conciliacion", "ok"), name: "carta.pdf" },
      {
        message: "Auditoría conciliada",
      },
    );
    expect(done).toMatchObject({ status: 200, body: { status: "COMPLETE_AUDIT" } });
    const letter = await one<{ file_code: string; status: string }>(
      "SELECT file_code, status FROM support_files WHERE id = $1",
      [done.body.conciliation_letter_id],
    );
    expect(letter).toEqual({ file_code: "CONC", status: "GENERAL" });
    const again = await call(sandbox, "POST", `/rcm/v1/accounts/${account.id}/complete-audit`, {
      token: auditor,
      json: {},
    });
    expect(again).toMatchObject({ status: 409, body: { error_code: "AUDIT_NOT_PENDING" } });
    const other = await accountWith(
      "status = 'PENDING_AUDIT' AND invoice_number <> 'FE-0012345' AND id <> '" + account.id + "'",
    );
    expect(
      (
        await call(sandbox, "POST", `/rcm/v1/accounts/${other.id}/complete-audit`, {
          token: editor,
          json: {},
        })
      ).status,
    ).toBe(403);
  });

  it("assembles: an incomplete account needs confirmation with the count of missing documents", async () => {
    const account = await accountWith(
      "required_support_documents > uploaded_support_documents AND status = 'INVOICED'",
    );
    const path = `/rcm/v1/accounts/${account.id}/assemble`;
    const asked = await call(sandbox, "POST", path, { token: editor, json: {} });
    expect(asked).toMatchObject({
      status: 409,
      body: { error_code: "INCOMPLETE_ACCOUNT", missing_documents: expect.any(Number) },
    });
    const done = await call(sandbox, "POST", path, { token: editor, json: { confirm_incomplete: true } });
    expect(done).toMatchObject({ status: 200, body: { build_state: "GENERATED" } });
    const re = await call(sandbox, "POST", `/rcm/v1/accounts/${account.id}/reassemble`, {
      token: editor,
      json: { confirm_incomplete: true },
    });
    expect(re.status).toBe(200);
    const cleaned = await call(sandbox, "POST", "/rcm/v1/accounts/clean-account-packages", {
      token: editor,
      json: { account_ids: [account.id] },
    });
    expect(cleaned.body).toMatchObject({ cleaned: 1, skipped: [] });
    const notBuilt = await call(sandbox, "POST", `/rcm/v1/accounts/${account.id}/reassemble`, {
      token: editor,
      json: {},
    });
    expect(notBuilt).toMatchObject({ status: 409, body: { error_code: "PACKAGE_NOT_GENERATED" } });
    expect(
      (
        await call(sandbox, "POST", "/rcm/v1/accounts/clean-account-packages", {
          token: editor,
          json: { account_ids: [] },
        })
      ).status,
    ).toBe(400);
  });
});

describe("validation process, responsible users, bulk information", () => {
  it("validates support documents through started, in progress and completed", async () => {
    const a = await accountWith("status = 'INVOICED'");
    const started = await call(sandbox, "POST", "/rcm/v1/accounts/validate-support-documents", {
      token: editor,
      json: { account_ids: [a.id] },
    });
    expect(started).toMatchObject({ status: 202, body: { status: "STARTED", total: 1 } });
    const location = started.headers.get("location")!;
    expect(location).toContain(`process_id=${String(started.body.process_id)}`);
    const poll = () => call(sandbox, "GET", location.replace(/^\/api/, ""), { token: editor });
    expect((await poll()).body.status).toBe("IN_PROGRESS");
    const done = await poll();
    expect(done.body).toMatchObject({ status: "COMPLETED", processed: 1, failed: 0 });
    expect((await poll()).body.status).toBe("COMPLETED");
    const info = await call<Page<{ process_id: string }>>(
      sandbox,
      "GET",
      `/rcm/v1/providers/${PROVIDER}/bulk-process-information`,
      {
        token: editor,
      },
    );
    expect(info.body.content.map((p) => p.process_id)).toContain(started.body.process_id);
  });

  it("ends in ERROR when an account cannot be validated; 400, 404 and another user's provider", async () => {
    const voided = await accountWith("status = 'VOIDED'");
    const started = await call(sandbox, "POST", "/rcm/v1/accounts/validate-support-documents", {
      token: editor,
      json: { account_ids: [voided.id] },
    });
    const id = String(started.body.process_id);
    const path = `/rcm/v1/accounts/validate-support-documents?process_id=${id}`;
    await call(sandbox, "GET", path, { token: editor });
    expect((await call(sandbox, "GET", path, { token: editor })).body).toMatchObject({
      status: "ERROR",
      failed: 1,
    });
    expect(
      (
        await call(sandbox, "POST", "/rcm/v1/accounts/validate-support-documents", {
          token: editor,
          json: { account_ids: ["x"] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(sandbox, "POST", "/rcm/v1/accounts/validate-support-documents", {
          token: editor,
          json: { account_ids: [MISSING] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(sandbox, "GET", `/rcm/v1/accounts/validate-support-documents?process_id=${MISSING}`, {
          token: editor,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(sandbox, "GET", "/rcm/v1/accounts/validate-support-documents", { token: editor })).status,
    ).toBe(400);
    const br = (await signIn(sandbox, "rcm-consultant")).access_token;
    expect((await call(sandbox, "GET", path, { token: br })).status).toBe(404);
  });

  it("lists responsible users and assigns one, refusing the restricted rcm-editor", async () => {
    const users = await call<{ email_address: string }[]>(sandbox, "GET", `/rcm/v1/users/${PROVIDER}`, {
      token: auditor,
    });
    expect(users.body.length).toBeGreaterThan(1);
    const a = await accountWith("status = 'INVOICED'");
    const email = users.body[1].email_address;
    const done = await call(sandbox, "POST", "/rcm/v1/responsible", {
      token: auditor,
      json: { account_ids: [a.id], email_address: email },
    });
    expect(done.body).toMatchObject({ updated: 1, responsible_email_address: email });
    const row = await one<{ e: string }>(
      "SELECT responsible_email_address AS e FROM accounts WHERE id = $1",
      [a.id],
    );
    expect(row.e).toBe(email);
    expect(
      (
        await call(sandbox, "POST", "/rcm/v1/responsible", {
          token: editor,
          json: { account_ids: [a.id], email_address: email },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(sandbox, "POST", "/rcm/v1/responsible", {
          token: auditor,
          json: { account_ids: [a.id], email_address: "nobody@x.test" },
        })
      ).status,
    ).toBe(400);
  });
});

const expiring: string[] = [];

describe("download manager back end", () => {
  it("prepares an account's files, then serves the zip with Content-Disposition", async () => {
    const account = await accountWith(
      "EXISTS (SELECT 1 FROM support_files f WHERE f.account_id = accounts.id AND f.sha256 IS NOT NULL)",
    );
    const prepared = await call<{ file_name: string; download_url: string }>(
      sandbox,
      "POST",
      "/v1/s3-explorer/account-files",
      {
        token: editor,
        json: { account_id: account.id },
      },
    );
    expect(prepared.status).toBe(200);
    expect(prepared.body.file_name).toBe(`${account.invoice_number}.zip`);
    const res = await sandbox.app.request(prepared.body.download_url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${account.invoice_number}.zip"`,
    );
    expect([...new Uint8Array(await res.arrayBuffer()).slice(0, 2)]).toEqual([0x50, 0x4b]);
    expiring.push(prepared.body.download_url);
  });

  it("zips several accounts' files under their invoice numbers, each named once by its type code (issue 18 §10)", async () => {
    const accounts = await sandbox.handle.query<{ id: string; invoice_number: string }>(
      `SELECT id, invoice_number FROM accounts a WHERE provider_slug = '${PROVIDER}'
         AND EXISTS (SELECT 1 FROM support_files f WHERE f.account_id = a.id AND f.sha256 IS NOT NULL)
       LIMIT 2`,
    );
    expect(accounts).toHaveLength(2);
    const entries: string[] = [];
    for (const account of accounts) {
      const prepared = await call<{ file_name: string; download_url: string }>(
        sandbox,
        "POST",
        "/v1/s3-explorer/account-files",
        { token: editor, json: { account_id: account.id } },
      );
      expect(prepared.status).toBe(200);
      const res = await sandbox.app.request(prepared.body.download_url);
      entries.push(...Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer()))));
    }
    const group = await one<{ g: string }>(
      `SELECT origin_invoice_group_id AS g FROM accounts a WHERE provider_slug = '${PROVIDER}' AND origin_invoice_group_id IS NOT NULL
         AND EXISTS (SELECT 1 FROM support_files f WHERE f.account_id = a.id AND f.sha256 IS NOT NULL) LIMIT 1`,
    );
    const prepared = await call<{ download_url: string }>(
      sandbox,
      "POST",
      "/v1/s3-explorer/account-settlement-group-files",
      { token: editor, json: { origin_invoice_group_id: group.g } },
    );
    const grouped = Object.keys(
      unzipSync(new Uint8Array(await (await sandbox.app.request(prepared.body.download_url)).arrayBuffer())),
    );
    entries.push(...grouped);
    const codes = (
      await sandbox.handle.query<{ file_code: string }>(
        "SELECT DISTINCT file_code FROM support_files WHERE account_id = ANY($1::uuid[])",
        [accounts.map((account) => account.id)],
      )
    ).map((row) => row.file_code);
    expect(entries.length).toBeGreaterThan(2);
    for (const entry of entries) {
      const base = entry.split("/").pop() ?? "";
      for (const code of codes) expect(base.startsWith(`${code}-${code}-`), entry).toBe(false);
    }
    // A seeded file is named `<code>-<invoice>…`: in the zip, exactly that name.
    const [seeded] = await sandbox.handle.query<{ file_name: string; support_level: string }>(
      "SELECT file_name, support_level FROM support_files WHERE account_id = $1 AND sha256 IS NOT NULL AND charge_id IS NULL LIMIT 1",
      [accounts[0].id],
    );
    if (seeded) expect(entries).toContain(`${seeded.support_level}/${seeded.file_name}`);
    expect(zipEntryName({ id: "f1", file_name: "scan.pdf", file_code: "RES" })).toBe("RES-scan.pdf");
    expect(zipEntryName({ id: "f1", file_name: "RES-FE-0031598.pdf", file_code: "RES" })).toBe(
      "RES-FE-0031598.pdf",
    );
  }, 30_000);

  it("prepares a settlement group's files, one folder per account", async () => {
    const group = await one<{ g: string }>(
      `SELECT origin_invoice_group_id AS g FROM accounts a WHERE provider_slug = '${PROVIDER}' AND origin_invoice_group_id IS NOT NULL
         AND EXISTS (SELECT 1 FROM support_files f WHERE f.account_id = a.id AND f.sha256 IS NOT NULL) LIMIT 1`,
    );
    const prepared = await call<{ file_name: string; download_url: string }>(
      sandbox,
      "POST",
      "/v1/s3-explorer/account-settlement-group-files",
      {
        token: editor,
        json: { origin_invoice_group_id: group.g },
      },
    );
    expect(prepared.body.file_name).toBe(`${group.g}.zip`);
    expect((await sandbox.app.request(prepared.body.download_url)).status).toBe(200);
    const unknown = await call(sandbox, "POST", "/v1/s3-explorer/account-settlement-group-files", {
      token: editor,
      json: { origin_invoice_group_id: "OIG-NONE" },
    });
    expect(unknown.body).toMatchObject({ error_code: "RESOURCE_NOT_FOUND" });
  });

  it("answers the error codes of 001 §8, and each can be forced", async () => {
    const bad = await call(sandbox, "POST", "/v1/s3-explorer/account-files", {
      token: editor,
      json: { account_id: "nope" },
    });
    expect(bad.body).toMatchObject({ error_code: "VALIDATION_ERROR" });
    const missing = await call(sandbox, "POST", "/v1/s3-explorer/account-files", {
      token: editor,
      json: { account_id: MISSING },
    });
    expect(missing.body).toMatchObject({ error_code: "RESOURCE_NOT_FOUND" });
    const none = await accountWith(
      "NOT EXISTS (SELECT 1 FROM support_files f WHERE f.account_id = accounts.id AND f.sha256 IS NOT NULL)",
    );
    const empty = await call(sandbox, "POST", "/v1/s3-explorer/account-files", {
      token: editor,
      json: { account_id: none.id },
    });
    expect(empty).toMatchObject({ status: 404, body: { error_code: "NO_FILES_AVAILABLE_FOR_DOWNLOAD" } });
    const codes = [
      "UNAUTHORIZED",
      "INVALID_TOKEN_METADATA",
      "PROVIDER_SLUG_NOT_FOUND",
      "VALIDATION_ERROR",
      "AUTHENTICATION_REQUIRED",
      "INSUFFICIENT_PERMISSIONS",
      "RESOURCE_NOT_FOUND",
      "INVALID_REQUEST",
      "FILE_OPERATION_FAILED_UNEXPECTED",
      "NO_FILES_AVAILABLE_FOR_DOWNLOAD",
      "INTERNAL_SERVER_ERROR",
      "DATABASE_FILE_NOT_FOUND_IN_S3",
      "FILE_DOWNLOAD_FAILED",
      "EMPTY_ARCHIVE_REQUEST",
      "DATABASE_CONNECTION_ERROR",
      "TOO_MANY_OPERATIONS",
    ];
    for (const code of codes) {
      await call(sandbox, "POST", "/__sandbox/faults", {
        json: {
          path_prefix: "/v1/s3-explorer/account-files",
          status: 422,
          error_code: code,
          message: `forced ${code}`,
        },
      });
      const forced = await call(sandbox, "POST", "/v1/s3-explorer/account-files", {
        token: editor,
        json: { account_id: none.id },
      });
      expect(forced.body).toEqual({ error_code: code, message: `forced ${code}` });
    }
  });
});

describe("download links", () => {
  // Last: moving the clock also expires the tokens of this file.
  it("expire after 10 minutes", async () => {
    expect(expiring.length).toBe(1);
    sandbox.advance(11 * 60_000);
    expect((await sandbox.app.request(expiring[0])).status).toBe(404);
  });
});
