/**
 * The v2 detail's actions in the reference API (issue 21 §3; 000 §2, §4, §7; docs/api-contract.md
 * "v2 area"; docs/decisions.md "v2 detail actions"): `change-status` holds every move to the one
 * status table of schemas/v2/actions.ts (an illegal move → 409 with a message in the caller's
 * language), an action's move needs its note (400 naming the field) and keeps it as a comment in
 * the same change, the invoice's move needs an INVOICE document of the authorization, and a keyed
 * change replays its answer with one change recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 50 });
  token = (await signIn(sandbox, "without-claims")).access_token;
}, 120_000);
afterAll(() => sandbox?.close());

interface Row {
  id: number;
  authorization_code: string;
  sponsor_slug: string;
  status: string;
}
interface Detail extends Row {
  comments: { metadata_comment: string }[];
}

const LIST = "/arc/v2/authorizations/without-claims";
const taken = new Set<number>();
/** A seeded row in `status` no other test of this file used. */
async function rowIn(status: string): Promise<Row> {
  const rows = (await call<{ content: Row[] }>(sandbox, "GET", `${LIST}?status=${status}&size=20`, { token }))
    .body.content;
  const row = rows.find((r) => !taken.has(r.id));
  if (!row) throw new Error(`no free ${status} row`);
  taken.add(row.id);
  return row;
}
const detail = async (row: Row) =>
  (
    await call<Detail>(sandbox, "GET", `${LIST}/${row.authorization_code}?sponsor_slug=${row.sponsor_slug}`, {
      token,
    })
  ).body;
const move = (row: Row, from: string, to: string, note?: object, headers: Record<string, string> = {}) =>
  call(
    sandbox,
    "POST",
    `/arc/v2/authorizations/sponsor/${row.sponsor_slug}/code/${row.authorization_code}/change-status?currentStatus=${from}&newStatus=${to}`,
    { token, json: note ? { metadata_comment: JSON.stringify(note) } : {}, headers },
  );
const changes = async (id: number) => {
  const [r] = await sandbox.handle.query<{ n: number | string }>(
    "SELECT count(*) AS n FROM v2_authorization_status_changes WHERE authorization_id = $1",
    [id],
  );
  return Number(r.n);
};
async function uploadInvoice(id: number): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")]), "factura.pdf");
  form.append(
    "request_data",
    new Blob([JSON.stringify({ document_type_slug: "INVOICE" })], { type: "application/json" }),
  );
  const res = await sandbox.app.request(`/api/arc/v2/authorizations/${id}/without-claims/files`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("v2 status table (000 §4)", () => {
  it("refuses a move the table does not list, with a message in the caller's language", async () => {
    const row = await rowIn("READY");
    const en = await move(row, "READY", "PAID", undefined, { "accept-language": "en" });
    expect(en).toMatchObject({
      status: 409,
      body: {
        error_code: "V2_TRANSITION_NOT_ALLOWED",
        message: "An authorization in status READY cannot move to PAID",
      },
    });
    const es = await move(row, "READY", "PAID", undefined, { "accept-language": "es-DO" });
    expect(es.body.message).toBe("Una autorización en estado READY no puede pasar a PAID");
    const voided = await rowIn("VOIDED");
    expect((await move(voided, "VOIDED", "APPROVED")).body).toMatchObject({
      error_code: "V2_TRANSITION_NOT_ALLOWED",
    });
    expect((await detail(row)).status).toBe("READY");
    expect(await changes(row.id)).toBe(0);
  });

  it("makes a plain legal move without a note and refuses a note on it", async () => {
    const row = await rowIn("READY");
    expect(await move(row, "READY", "APPROVED", { action: "NEW_ASSESSMENT", comment: "x" })).toMatchObject({
      status: 400,
    });
    expect(await move(row, "READY", "QUALIFICATION")).toMatchObject({
      status: 200,
      body: { status: "QUALIFICATION" },
    });
    expect(
      (
        await call(
          sandbox,
          "POST",
          `/arc/v2/authorizations/sponsor/${row.sponsor_slug}/code/${row.authorization_code}/change-status?currentStatus=QUALIFICATION&newStatus=VOIDED`,
          { token, json: { other: 1 } },
        )
      ).status,
    ).toBe(400);
  });
});

describe("the detail's actions (000 §2)", () => {
  it("a patient discharge moves QUALIFICATION → COMPLETED with its date kept as an observation", async () => {
    const row = await rowIn("QUALIFICATION");
    // An action's move without its note, or with a wrong one: 400 naming the field.
    const bare = await move(row, "QUALIFICATION", "COMPLETED", undefined, { "accept-language": "en" });
    expect(bare).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^metadata_comment/) },
    });
    const future = await move(row, "QUALIFICATION", "COMPLETED", {
      action: "PATIENT_DISCHARGE",
      comment: "Alta",
      dischargeDate: "2999-01-01",
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toMatch(/^dischargeDate/);
    const note = { action: "PATIENT_DISCHARGE", comment: "Alta médica", dischargeDate: "2026-01-15" };
    expect(await move(row, "QUALIFICATION", "COMPLETED", note)).toMatchObject({
      status: 200,
      body: { status: "COMPLETED" },
    });
    const after = await detail(row);
    expect(after.status).toBe("COMPLETED");
    expect(JSON.parse(after.comments[0].metadata_comment)).toEqual(note);
  });

  it("a new assessment moves REJECTED → PENDING_REVIEW", async () => {
    const row = await rowIn("REJECTED");
    const note = { action: "NEW_ASSESSMENT", comment: "Nueva valoración: evolución favorable." };
    expect((await move(row, "REJECTED", "PENDING_REVIEW", note)).status).toBe(200);
    expect((await detail(row)).status).toBe("PENDING_REVIEW");
    // Not offered from READY: READY → PENDING_REVIEW is a plain move, whose note is refused.
    const ready = await rowIn("READY");
    expect((await move(ready, "READY", "PENDING_REVIEW", note)).status).toBe(400);
  });

  it("sending the invoice needs an INVOICE document of the authorization, then moves APPROVED → CLAIMED", async () => {
    const row = await rowIn("APPROVED");
    const other = await rowIn("APPROVED");
    const note = (invoiceFileId: string) => ({
      action: "SEND_INVOICE",
      comment: "Factura F-001",
      invoiceNumber: "F-001",
      invoiceAmount: "1234.50",
      invoiceFileId,
    });
    // Another authorization's invoice is no invoice of this one.
    const foreign = await uploadInvoice(other.id);
    const refused = await move(row, "APPROVED", "CLAIMED", note(foreign), { "accept-language": "en" });
    expect(refused).toMatchObject({ status: 409, body: { error_code: "V2_INVOICE_REQUIRED" } });
    expect(
      (await move(row, "APPROVED", "CLAIMED", { ...note(foreign), invoiceAmount: "1,234.50" })).status,
    ).toBe(400);
    const invoice = await uploadInvoice(row.id);
    expect(await move(row, "APPROVED", "CLAIMED", note(invoice))).toMatchObject({
      status: 200,
      body: { status: "CLAIMED" },
    });
    expect(JSON.parse((await detail(row)).comments[0].metadata_comment)).toMatchObject({
      invoiceNumber: "F-001",
    });
  });

  it("a keyed action replays its answer and records one change; at once, twice, one change", async () => {
    const row = await rowIn("APPROVED");
    const note = { action: "PATIENT_DISCHARGE", comment: "Alta", dischargeDate: "2026-02-01" };
    const key = { "idempotency-key": "4f1b7a52-0000-4000-8000-00000000a001" };
    const first = await move(row, "APPROVED", "COMPLETED", note, key);
    const again = await move(row, "APPROVED", "COMPLETED", note, key);
    expect(first.status).toBe(200);
    expect(again).toEqual(expect.objectContaining({ status: 200, body: first.body }));
    // Without the key, the same move once done is answered as done (a lost answer's retry).
    expect((await move(row, "APPROVED", "COMPLETED", note)).status).toBe(200);
    expect(await changes(row.id)).toBe(1);
    expect(
      (await detail(row)).comments.filter((c) => c.metadata_comment.includes("PATIENT_DISCHARGE")),
    ).toHaveLength(1);

    const both = await rowIn("QUALIFICATION");
    const answers = await Promise.all([
      move(both, "QUALIFICATION", "COMPLETED", note),
      move(both, "QUALIFICATION", "COMPLETED", note),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await changes(both.id)).toBe(1);
  });
});
