/**
 * Moves already done are done (docs/decisions.md "Moves already done"; docs/api-contract.md
 * "Sandbox notes"): in the reference API a move to the state something is already in (with the
 * same message, where the call carries one) answers the success of a real move, showing the
 * current state, and records nothing a second time; a move from a state that may not move is still
 * refused. Account status moves and complete-audit (001 §4 "Account statuses"), pre-settlement moves
 * (001 §4 "Pre-settlement statuses"), glosa disabling (001 §7 "Denials calls"), the v2 change of
 * status (000 §4 "A status change is requested from a current status to a new status"), and the
 * authorization and claim voids (000 §4 "Claim void", §7).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyPdf } from "../../../sandbox/seed/documents";
import { glosaRows, glosaXlsx } from "../../glosa-files";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let editor: string;
let auditor: string;
let denials: string;
let withoutClaims: string;
let provider: string;
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 300 });
  [editor, auditor, denials, withoutClaims, provider] = await Promise.all(
    ["rcm-editor", "rcm-editor-with-audit", "denials-editor", "without-claims", "provider"].map(
      async (kind) => (await signIn(sandbox, kind)).access_token,
    ),
  );
}, 120_000);
afterAll(() => sandbox?.close());

async function one<T>(sqlText: string, params: unknown[] = []): Promise<T> {
  const [row] = await sandbox.handle.query<T>(sqlText, params);
  return row;
}
async function countOf(sqlText: string, params: unknown[] = []): Promise<number> {
  return Number((await one<{ n: number | string }>(sqlText, params)).n);
}

describe("account status moves (001 §4 'Account statuses')", () => {
  const PROVIDER = "clinica-andina-co";
  const accountWith = (where: string) =>
    one<{ id: string }>(
      `SELECT id FROM accounts WHERE provider_slug = '${PROVIDER}' AND ${where} ORDER BY invoice_number LIMIT 1`,
    );
  const logs = (id: string) =>
    countOf("SELECT count(*) AS n FROM account_change_logs WHERE account_id = $1", [id]);

  it("a move to the status reached, with the same message, answers the move's success and logs once", async () => {
    const account = await accountWith("status = 'READY_TO_GENERATE'");
    const path = `/rcm/v1/accounts/${account.id}/status`;
    const before = await logs(account.id);
    const move = { next_status: "PACKAGE_GENERATED", message: "lote 7" };
    const moved = await call(sandbox, "PUT", path, { token: editor, json: move });
    expect(moved).toMatchObject({
      status: 200,
      body: { id: account.id, status: "PACKAGE_GENERATED", previous_status: "READY_TO_GENERATE" },
    });
    sandbox.advance(1_000);
    // The same call again (a retry without an Idempotency-Key): done already.
    const again = await call(sandbox, "PUT", path, { token: editor, json: { ...move, message: " lote 7 " } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      id: account.id,
      status: "PACKAGE_GENERATED",
      previous_status: "PACKAGE_GENERATED",
    });
    expect(await logs(account.id)).toBe(before + 1);
    const detail = await call<{ status: string; last_change_log: Record<string, unknown> }>(
      sandbox,
      "GET",
      `/rcm/v1/accounts/${account.id}`,
      { token: editor },
    );
    expect(detail.body.status).toBe("PACKAGE_GENERATED");
    expect(detail.body.last_change_log).toMatchObject({
      reason_of_change: "lote 7",
      from_status: "READY_TO_GENERATE",
    });

    // Another message is another move, which the status table does not list: still refused.
    const other = await call(sandbox, "PUT", path, {
      token: editor,
      json: { next_status: "PACKAGE_GENERATED", message: "lote 8" },
    });
    expect(other).toMatchObject({ status: 409, body: { error_code: "INVALID_STATUS_TRANSITION" } });
    expect(await logs(account.id)).toBe(before + 1);
  });

  it("a move to the status an account has with no message recorded needs no message either", async () => {
    const account = await accountWith("status = 'READY_TO_GENERATE' AND last_change_reason IS NULL");
    const before = await logs(account.id);
    const same = await call(sandbox, "PUT", `/rcm/v1/accounts/${account.id}/status`, {
      token: editor,
      json: { next_status: "READY_TO_GENERATE" },
    });
    expect(same).toMatchObject({
      status: 200,
      body: { id: account.id, status: "READY_TO_GENERATE", previous_status: "READY_TO_GENERATE" },
    });
    expect(await logs(account.id)).toBe(before);
  });

  it("a move from a status that may not move is still refused", async () => {
    const settled = await accountWith("status = 'SETTLED'");
    const back = await call(sandbox, "PUT", `/rcm/v1/accounts/${settled.id}/status`, {
      token: editor,
      json: { next_status: "PACKAGE_GENERATED" },
    });
    expect(back).toMatchObject({ status: 409, body: { error_code: "INVALID_STATUS_TRANSITION" } });
  });

  it("complete-audit again with the same message answers the completion, with no second letter or log", async () => {
    const account = await accountWith("status = 'PENDING_AUDIT' AND invoice_number <> 'FE-0012345'");
    const path = `/rcm/v1/accounts/${account.id}/complete-audit`;
    const letters = () =>
      countOf("SELECT count(*) AS n FROM support_files WHERE account_id = $1 AND file_code = 'CONC'", [
        account.id,
      ]);
    const before = { logs: await logs(account.id), letters: await letters() };
    const form = new FormData();
    form.append("file", new Blob([tinyPdf("Conciliacion", "ok") as Uint8Array<ArrayBuffer>]), "carta.pdf");
    form.append("request_data", JSON.stringify({ message: "Conciliada" }));
    const res = await sandbox.app.request(`/api${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${auditor}` },
      body: form,
    });
    const done = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(200);
    expect(done).toMatchObject({ id: account.id, status: "COMPLETE_AUDIT" });
    expect(done.conciliation_letter_id).toEqual(expect.any(String));

    const again = await call(sandbox, "POST", path, { token: auditor, json: { message: "Conciliada" } });
    expect(again).toMatchObject({ status: 200, body: done });
    expect(await logs(account.id)).toBe(before.logs + 1);
    expect(await letters()).toBe(before.letters + 1);

    const other = await call(sandbox, "POST", path, { token: auditor, json: { message: "Otra" } });
    expect(other).toMatchObject({ status: 409, body: { error_code: "AUDIT_NOT_PENDING" } });
    const outside = await accountWith("status = 'SETTLED'");
    const refused = await call(sandbox, "POST", `/rcm/v1/accounts/${outside.id}/complete-audit`, {
      token: auditor,
      json: {},
    });
    expect(refused).toMatchObject({ status: 409, body: { error_code: "AUDIT_NOT_PENDING" } });
  });
});

describe("pre-settlement moves (001 §4 'Pre-settlement statuses')", () => {
  const withStatus = (status: string) =>
    one<{ id: string; updated_at: string }>(
      `SELECT id, updated_at FROM pre_settlements WHERE provider_slug = 'clinica-andina-co' AND status = $1
        ORDER BY origin_invoice_group_id LIMIT 1`,
      [status],
    );
  const move = (id: string, next: string) =>
    call(sandbox, "PUT", `/rcm/v1/pre-settlements/${id}/status`, {
      token: editor,
      json: { next_status: next },
      headers: { "accept-language": "en" },
    });
  const updatedAt = async (id: string) =>
    new Date(
      (await one<{ updated_at: string }>("SELECT updated_at FROM pre_settlements WHERE id = $1", [id]))
        .updated_at,
    ).getTime();

  it("a move to the status reached answers the move's success and writes nothing", async () => {
    const row = await withStatus("READY_TO_GENERATE");
    const moved = await move(row.id, "RIPS_VALIDATION_ERRORS");
    expect(moved).toMatchObject({
      status: 200,
      body: { id: row.id, status: "RIPS_VALIDATION_ERRORS", previous_status: "READY_TO_GENERATE" },
    });
    const stamp = await updatedAt(row.id);
    sandbox.advance(1_000);
    const again = await move(row.id, "RIPS_VALIDATION_ERRORS");
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      id: row.id,
      status: "RIPS_VALIDATION_ERRORS",
      previous_status: "RIPS_VALIDATION_ERRORS",
      sent_date: moved.body.sent_date,
    });
    expect(await updatedAt(row.id)).toBe(stamp);
  });

  it("two of the same move at once both succeed", async () => {
    const row = await withStatus("GENERATED");
    const both = await Promise.all([move(row.id, "SENT_ERROR"), move(row.id, "SENT_ERROR")]);
    expect(both.map((a) => [a.status, a.body.status])).toEqual([
      [200, "SENT_ERROR"],
      [200, "SENT_ERROR"],
    ]);
  });

  it("a settled pre-settlement asked to be settled is settled; asked to be sent, refused", async () => {
    const settled = await withStatus("SETTLED");
    const same = await move(settled.id, "SETTLED");
    expect(same).toMatchObject({ status: 200, body: { status: "SETTLED", previous_status: "SETTLED" } });
    const back = await move(settled.id, "SENT");
    expect(back).toMatchObject({ status: 400, body: { error_code: "PRE_SETTLEMENT_TRANSITION" } });
  });
});

describe("glosa disabling (001 §7 'Denials calls')", () => {
  const BASE = "/rcm-denials/v1";
  let loads = 0;

  /** Uploads and loads a GLOSS spreadsheet of `n` rows; answers the file id and the glosa ids. */
  async function loaded(n: number): Promise<{ fileId: string; ids: string[] }> {
    loads += 1;
    const prefix = `MD-T${loads}`;
    const form = new FormData();
    form.append(
      "file",
      new Blob([(await glosaXlsx(glosaRows(n, prefix))) as Uint8Array<ArrayBuffer>]),
      "g.xlsx",
    );
    form.append("type", "GLOSS");
    const reference = `md-${loads}-${Date.now()}`;
    form.append("fileReferenceId", reference);
    const res = await sandbox.app.request(`/api${BASE}/storage/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${denials}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const fileId = ((await res.json()) as { id: string }).id;
    for (let i = 0; i < 5; i += 1) {
      const polled = await call<{ status: string }[]>(sandbox, "POST", `${BASE}/storage/files/polling`, {
        token: denials,
        json: { file_reference_id: [reference] },
      });
      if (polled.body[0].status !== "PROCESSING") break;
    }
    const list = await call<{ content: { id: string }[] }>(
      sandbox,
      "GET",
      `${BASE}/invoice?filter=${prefix}&size=50&order_by=invoiceNumber`,
      { token: denials },
    );
    expect(list.body.content).toHaveLength(n);
    return { fileId, ids: list.body.content.map((r) => r.id) };
  }

  it("disabling a disabled file answers the file, DISABLED, unchanged", async () => {
    const { fileId } = await loaded(1);
    const path = `${BASE}/storage/file/disable/${fileId}`;
    const first = await call(sandbox, "PATCH", path, { token: denials });
    expect(first).toMatchObject({ status: 200, body: { id: fileId, status: "DISABLED" } });
    sandbox.advance(1_000);
    const again = await call(sandbox, "PATCH", path, { token: denials });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const unknown = await call(
      sandbox,
      "PATCH",
      `${BASE}/storage/file/disable/00000000-0000-4000-8000-000000000000`,
      {
        token: denials,
      },
    );
    expect(unknown.status).toBe(404);
  });

  it("disabling glosas counts those disabled already; none of the caller's is still 404", async () => {
    const { ids } = await loaded(2);
    const disable = (list: string[]) =>
      call(sandbox, "PATCH", `${BASE}/invoice/disable`, { token: denials, json: { ids: list } });
    expect(await disable([ids[0]])).toMatchObject({ status: 200, body: { disabled: 1 } });
    const stamp = await one<{ updated_at: string }>("SELECT updated_at FROM glosas WHERE id = $1", [ids[0]]);
    sandbox.advance(1_000);
    expect(await disable([ids[0]])).toMatchObject({ status: 200, body: { disabled: 1 } });
    expect(await disable(ids)).toMatchObject({ status: 200, body: { disabled: 2 } });
    expect(await one("SELECT updated_at FROM glosas WHERE id = $1", [ids[0]])).toEqual(stamp);
    expect((await disable(["00000000-0000-4000-8000-000000000000"])).status).toBe(404);
  });

  it("disabling a disabled answer counts it and changes nothing; an unknown answer is 404", async () => {
    const { ids } = await loaded(1);
    const answered = await call<{ comments: { id: string }[] }>(
      sandbox,
      "POST",
      `${BASE}/invoice/${ids[0]}/comments`,
      {
        token: denials,
        json: { eventType: "COMMENT", comment: "Soportes enviados", acceptedValue: 20 },
      },
    );
    expect(answered.status).toBe(201);
    const commentId = answered.body.comments[0].id;
    const disable = (list: string[]) =>
      call(sandbox, "PATCH", `${BASE}/invoice/comments/disable`, {
        token: denials,
        json: { commentIds: list },
      });
    expect(await disable([commentId])).toMatchObject({ status: 200, body: { disabled: 1 } });
    const after = await call(sandbox, "GET", `${BASE}/invoice/${ids[0]}`, { token: denials });
    expect(await disable([commentId])).toMatchObject({ status: 200, body: { disabled: 1 } });
    expect((await call(sandbox, "GET", `${BASE}/invoice/${ids[0]}`, { token: denials })).body).toEqual(
      after.body,
    );
    expect((await disable([commentId, "00000000-0000-4000-8000-000000000000"])).status).toBe(404);
  });
});

describe("v2 change of status (000 §4, §7)", () => {
  interface Row {
    id: number;
    authorization_code: string;
    sponsor_slug: string;
  }
  const changes = (id: number) =>
    countOf("SELECT count(*) AS n FROM v2_authorization_status_changes WHERE authorization_id = $1", [id]);
  const readyRows = async () =>
    (
      await call<{ content: Row[] }>(
        sandbox,
        "GET",
        "/arc/v2/authorizations/without-claims?status=READY&size=10",
        {
          token: withoutClaims,
        },
      )
    ).body.content;
  const change = (row: Row, query: string) =>
    call(
      sandbox,
      "POST",
      `/arc/v2/authorizations/sponsor/${row.sponsor_slug}/code/${row.authorization_code}/change-status?${query}`,
      { token: withoutClaims },
    );

  it("a change to the status reached answers the change's success and records one change", async () => {
    const [row] = await readyRows();
    const before = await changes(row.id);
    const ok = await change(row, "currentStatus=READY&newStatus=APPROVED");
    expect(ok).toMatchObject({
      status: 200,
      body: { id: row.id, authorization_code: row.authorization_code, status: "APPROVED" },
    });
    const again = await change(row, "currentStatus=READY&newStatus=APPROVED");
    expect(again.status).toBe(200);
    expect(again.body).toEqual(ok.body);
    expect(await changes(row.id)).toBe(before + 1);

    // Stale current status and another new status: still refused; equal statuses: still a bad call.
    const stale = await change(row, "currentStatus=READY&newStatus=PAID");
    expect(stale).toMatchObject({ status: 409, body: { error_code: "V2_STATUS_CHANGED" } });
    expect((await change(row, "currentStatus=APPROVED&newStatus=APPROVED")).status).toBe(400);
    expect(await changes(row.id)).toBe(before + 1);
  });

  it("two of the same change at once both succeed and record one change", async () => {
    const [, row] = await readyRows();
    const before = await changes(row.id);
    const both = await Promise.all([
      change(row, "currentStatus=READY&newStatus=QUALIFICATION"),
      change(row, "currentStatus=READY&newStatus=QUALIFICATION"),
    ]);
    expect(both.map((a) => [a.status, a.body.status])).toEqual([
      [200, "QUALIFICATION"],
      [200, "QUALIFICATION"],
    ]);
    expect(await changes(row.id)).toBe(before + 1);
  });
});

describe("voids (000 §4 'Claim void', §7)", () => {
  const PROVIDER = "clinica-central-do";
  const jobsOf = (claimId: number) =>
    countOf("SELECT count(*) AS n FROM jobs WHERE kind = 'claim-void' AND subject = $1", [String(claimId)]);
  const voidClaim = (claimId: number) =>
    call<{ status: string; job_id: string }>(
      sandbox,
      "POST",
      `/arc/v1/providers/${PROVIDER}/claims/${claimId}/void`,
      {
        token: provider,
      },
    );
  const poll = (location: string) =>
    call(sandbox, "GET", location.replace(/^\/api/, ""), { token: provider });

  it("voiding a voided authorization answers the void again", async () => {
    const auth = await one<{ id: number }>(
      `SELECT id FROM authorizations WHERE provider_slug = '${PROVIDER}' AND status <> 'VOIDED' ORDER BY id LIMIT 1`,
    );
    const path = `/arc/v1/authorizations/${auth.id}/void`;
    expect(await call(sandbox, "POST", path, { token: provider })).toMatchObject({
      status: 200,
      body: { status: "VOIDED" },
    });
    expect(await call(sandbox, "POST", path, { token: provider })).toMatchObject({
      status: 200,
      body: { status: "VOIDED" },
    });
    expect(
      await countOf(
        "SELECT count(*) AS n FROM claims WHERE authorization_id = $1 AND claim_status <> 'VOIDED'",
        [auth.id],
      ),
    ).toBe(0);
    const foreign = await signIn(sandbox, "rcm-editor");
    expect((await call(sandbox, "POST", path, { token: foreign.access_token })).status).toBe(404);
  });

  it("voiding a voided claim answers its one void job, with no second job", async () => {
    const claim = await one<{ id: number }>(
      `SELECT id FROM claims WHERE provider_slug = '${PROVIDER}' AND claim_status <> 'VOIDED' ORDER BY id LIMIT 1`,
    );
    const first = await voidClaim(claim.id);
    expect(first).toMatchObject({ status: 202, body: { status: "IN_PROGRESS" } });
    const location = first.headers.get("location") ?? "";
    const again = await voidClaim(claim.id);
    expect(again).toMatchObject({ status: 202, body: { status: "IN_PROGRESS", job_id: first.body.job_id } });
    expect(again.headers.get("location")).toBe(location);
    expect((await poll(location)).body).toEqual({ status: "IN_PROGRESS" });
    expect((await poll(location)).body).toEqual({ status: "COMPLETED" });
    const later = await voidClaim(claim.id);
    expect(later).toMatchObject({ status: 202, body: { status: "COMPLETED", job_id: first.body.job_id } });
    expect(await jobsOf(claim.id)).toBe(1);
  });

  it("a claim voided with its authorization gets one completed void job on its first void call", async () => {
    const claim = await one<{ id: number }>(
      `SELECT id FROM claims WHERE provider_slug = '${PROVIDER}' AND claim_status = 'VOIDED'
        AND NOT EXISTS (SELECT 1 FROM jobs WHERE kind = 'claim-void' AND subject = claims.id::text)
        ORDER BY id LIMIT 1`,
    );
    const first = await voidClaim(claim.id);
    expect(first).toMatchObject({ status: 202, body: { status: "COMPLETED" } });
    const location = first.headers.get("location") ?? "";
    expect(location).toMatch(new RegExp(`/claims/${claim.id}/void-status/${first.body.job_id}$`));
    expect((await poll(location)).body).toEqual({ status: "COMPLETED" });
    const again = await voidClaim(claim.id);
    expect(again).toMatchObject({ status: 202, body: { status: "COMPLETED", job_id: first.body.job_id } });
    expect(await jobsOf(claim.id)).toBe(1);
    expect((await voidClaim(1)).status).toBe(404);
  });
});
