/**
 * Settlements service v3 of the reference API (000 §3, §4, §5, §6, §7; issue 22 §4;
 * docs/api-contract.md "Settlements of authorizations"): the list in every status, who may call
 * it, a draft settled end to end (claims one by one and "all matching minus the excluded"),
 * exact totals, the completion's refusals and its idempotent retry.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox, "settlement-submitter")).access_token;
}, 60_000);
afterAll(() => sandbox.close());

const BASE = "/settlements/v3/settlements";
type Json = Record<string, unknown>;
interface Page<T = Json> {
  content: T[];
  total_elements: number;
}
interface Pending {
  claim_id: number;
  amount: number;
  created_at: string;
}

async function sqlTotal(ids: number[]): Promise<string> {
  const [row] = await sandbox.handle.query<{ t: string }>(
    `SELECT coalesce(sum(a.amount), 0)::text AS t FROM claims c JOIN authorizations a ON a.id = c.authorization_id
      WHERE c.id = ANY($1::int[])`,
    [ids],
  );
  return row.t;
}

async function upload(id: string, type: string, key?: string) {
  const form = new FormData();
  form.append(
    "file",
    new Blob([Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")], {
      type: "application/pdf",
    }),
    "factura.pdf",
  );
  const res = await sandbox.app.request(`/api${BASE}/${id}/documents?document_type=${type}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...(key ? { "idempotency-key": key } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

describe("settlements list", () => {
  it("answers the provider's settlements in every status of 000 §4, newest first, with exact amounts", async () => {
    const { status, body } = await call<Page>(sandbox, "GET", `${BASE}?size=200`, { token });
    expect(status).toBe(200);
    const statuses = new Set(body.content.map((r) => r.status));
    for (const s of [
      "IN_PROGRESS",
      "COMPLETED",
      "SENT_TO_SPONSOR",
      "REJECTED_BY_SPONSOR",
      "APPROVED_BY_SPONSOR",
      "ERROR",
    ])
      expect(statuses).toContain(s);
    const dates = body.content.map((r) => String(r.created_at));
    expect([...dates].sort().reverse()).toEqual(dates);
    const row = body.content[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        "amount",
        "authorization_count",
        "created_at",
        "currency_code",
        "id",
        "sponsor_medical_account_number",
        "sponsor_name",
        "sponsor_settlement_id",
        "sponsor_slug",
        "status",
      ].sort(),
    );
    const [{ t }] = await sandbox.handle.query<{ t: string }>(
      `SELECT coalesce(sum(a.amount),0)::text AS t FROM settlement_claims sc JOIN claims c ON c.id = sc.claim_id
         JOIN authorizations a ON a.id = c.authorization_id WHERE sc.settlement_id = $1`,
      [row.id],
    );
    expect(row.amount).toBe(Number(t));
  });

  it("filters by statuses, sponsor and sponsor settlement id; refuses an unknown status naming the field", async () => {
    const paid = await call<Page>(sandbox, "GET", `${BASE}?included_statuses=COMPLETED,ERROR&size=200`, {
      token,
    });
    expect(paid.body.content.every((r) => ["COMPLETED", "ERROR"].includes(String(r.status)))).toBe(true);
    const one = paid.body.content.find((r) => r.sponsor_settlement_id) ?? paid.body.content[0];
    const bySponsor = await call<Page>(
      sandbox,
      "GET",
      `${BASE}?sponsor_slug=${String(one.sponsor_slug)}&size=200`,
      { token },
    );
    expect(bySponsor.body.content.every((r) => r.sponsor_slug === one.sponsor_slug)).toBe(true);
    const bad = await call(sandbox, "GET", `${BASE}?included_statuses=PAID`, { token });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toContain("included_statuses");
  });

  it("is for ADMINISTRATOR and SETTLEMENT_SUBMITTER, not AUTHORIZER nor RCM users (000 §6); another provider's settlement is 403", async () => {
    const admin = (await signIn(sandbox, "administrator")).access_token;
    expect((await call(sandbox, "GET", BASE, { token: admin })).status).toBe(200);
    const authorizer = (await signIn(sandbox, "authorizer")).access_token;
    expect((await call(sandbox, "GET", BASE, { token: authorizer })).status).toBe(403);
    expect(
      (
        await call(sandbox, "GET", `${BASE}/pending-authorizations?sponsor_slug=do-universal`, {
          token: authorizer,
        })
      ).status,
    ).toBe(403);
    const rcm = (await signIn(sandbox, "rcm-editor")).access_token;
    expect((await call(sandbox, "GET", BASE, { token: rcm })).status).toBe(403);
    await sandbox.handle.query(
      `INSERT INTO settlements (id, provider_slug, sponsor_slug, currency_code, status, created_at)
       VALUES ('00000000-0000-4000-8000-000000000022', 'clinica-andina-co', 'do-senasa', 'DOP', 'IN_PROGRESS', now())`,
    );
    expect(
      (await call(sandbox, "GET", `${BASE}/00000000-0000-4000-8000-000000000022`, { token })).status,
    ).toBe(403);
    expect(
      (await call(sandbox, "GET", `${BASE}/00000000-0000-4000-8000-000000000099`, { token })).status,
    ).toBe(404);
  });
});

describe("a settlement from draft to sponsor", () => {
  it("settles claims one by one: pending, add, delete, summary exact, documents, refusals, completion once", async () => {
    const created = await call(sandbox, "POST", BASE, {
      token,
      json: { sponsor_slug: "do-senasa" },
      headers: { "idempotency-key": "h7-create-1" },
    });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    const again = await call(sandbox, "POST", BASE, {
      token,
      json: { sponsor_slug: "do-senasa" },
      headers: { "idempotency-key": "h7-create-1" },
    });
    expect(again.body.id).toBe(id);
    expect(created.body).toMatchObject({ status: "IN_PROGRESS", amount: 0, authorization_count: 0 });

    const pending = await call<Page<Pending>>(
      sandbox,
      "GET",
      `${BASE}/pending-authorizations?sponsor_slug=do-senasa&size=500`,
      { token },
    );
    expect(pending.status).toBe(200);
    expect(pending.body.total_elements).toBeGreaterThan(4);
    const ids = pending.body.content.map((r) => r.claim_id);
    const chosen = ids.slice(0, 4);
    const add = await call(sandbox, "POST", `${BASE}/${id}/claims`, { token, json: { claim_ids: chosen } });
    expect(add.body).toMatchObject({ added: 4, transactions_quantity: 4 });
    const retry = await call(sandbox, "POST", `${BASE}/${id}/claims`, { token, json: { claim_ids: chosen } });
    expect(retry.body).toMatchObject({ added: 0, transactions_quantity: 4 });
    const removed = await call(sandbox, "DELETE", `${BASE}/${id}/claims?claim_ids=${chosen[3]}`, { token });
    expect(removed.body).toMatchObject({ removed: 1, transactions_quantity: 3 });
    const kept = chosen.slice(0, 3);
    const summary = await call(sandbox, "GET", `${BASE}/${id}/transactions/summary`, { token });
    expect(summary.body).toEqual({ total_amount: Number(await sqlTotal(kept)), transactions_quantity: 3 });
    const notPending = await call(sandbox, "POST", `${BASE}/${id}/claims`, {
      token,
      json: { claim_ids: [999_999] },
    });
    expect(notPending.status).toBe(409);
    expect(notPending.body.error_code).toBe("SETTLEMENT_CLAIM_NOT_PENDING");
    const stillPending = await call<Page<Pending>>(
      sandbox,
      "GET",
      `${BASE}/pending-authorizations?sponsor_slug=do-senasa&size=500`,
      { token },
    );
    expect(stillPending.body.total_elements).toBe(pending.body.total_elements - 3);

    const billing = {
      invoice_number: "FAC-900001",
      invoice_date: "2026-10-31",
      invoice_amount: await sqlTotal(kept),
      tax_receipt_number: "B0100000901",
      tax_receipt_date: "2026-10-31",
      tax_receipt_expiry_date: "2027-12-31",
    };
    const noInvoice = await call(sandbox, "POST", `${BASE}/${id}/complete`, { token, json: billing });
    expect(noInvoice.status).toBe(409);
    expect(noInvoice.body.error_code).toBe("SETTLEMENT_INVOICE_MISSING");
    const file = await upload(id, "INVOICE", "h7-upload-1");
    expect(file.status).toBe(201);
    expect((await upload(id, "INVOICE", "h7-upload-1")).body.id).toBe(file.body.id);
    const comma = await call(sandbox, "POST", `${BASE}/${id}/complete`, {
      token,
      json: { ...billing, invoice_amount: "1,000.00" },
    });
    expect(comma.status).toBe(400);
    expect(String(comma.body.message)).toContain("invoice_amount");
    const wrong = await call(sandbox, "POST", `${BASE}/${id}/complete`, {
      token,
      json: { ...billing, invoice_amount: "1.00" },
      headers: { "accept-language": "es" },
    });
    expect(wrong.status).toBe(422);
    expect(String(wrong.body.message)).toContain("no coincide");
    const done = await call(sandbox, "POST", `${BASE}/${id}/complete`, {
      token,
      json: billing,
      headers: { "idempotency-key": "h7-complete-1" },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: "SENT_TO_SPONSOR",
      authorization_count: 3,
      invoice_number: "FAC-900001",
    });
    const replay = await call(sandbox, "POST", `${BASE}/${id}/complete`, { token, json: billing });
    expect(replay.status).toBe(200);
    const [{ n }] = await sandbox.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM settlements WHERE invoice_number = 'FAC-900001'",
    );
    expect(n).toBe(1);
    const files = await call<Json[]>(sandbox, "GET", `${BASE}/${id}/files`, { token });
    expect(files.body).toHaveLength(1);
    const bytes = await sandbox.app.request(`/api${BASE}/${id}/files/${String(files.body[0].id)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bytes.headers.get("content-type")).toBe("application/pdf");
    const transactions = await call<Page>(sandbox, "GET", `${BASE}/${id}/transactions`, { token });
    expect(transactions.body.content.map((r) => r.claim_id).sort()).toEqual([...kept].sort());
    const sponsorView = await call(sandbox, "GET", `${BASE}/claim/${kept[0]}/sponsor/do-senasa`, { token });
    expect(sponsorView.body).toMatchObject({ claim_id: kept[0], settlement_id: id });
    expect(
      (await call(sandbox, "POST", `${BASE}/${id}/claims`, { token, json: { claim_ids: [ids[5]] } })).status,
    ).toBe(409);
  });

  it("select-all means all matching minus the excluded; do-universal needs manual authorizations > 0", async () => {
    const id = String(
      (await call(sandbox, "POST", BASE, { token, json: { sponsor_slug: "do-universal" } })).body.id,
    );
    const all = await call<Page<Pending>>(
      sandbox,
      "GET",
      `${BASE}/pending-authorizations?sponsor_slug=do-universal&size=500`,
      { token },
    );
    const excluded = all.body.content.slice(0, 2).map((r) => r.claim_id);
    const add = await call(sandbox, "POST", `${BASE}/${id}/claims`, {
      token,
      json: { excluded_claim_ids: excluded },
    });
    expect(add.body).toMatchObject({ added: all.body.total_elements - 2 });
    const included = all.body.content.slice(2).map((r) => r.claim_id);
    const summary = await call(sandbox, "GET", `${BASE}/${id}/transactions/summary`, { token });
    expect(summary.body.total_amount).toBe(Number(await sqlTotal(included)));
    await upload(id, "INVOICE");
    const billing = {
      invoice_number: "FAC-900002",
      invoice_date: "2026-10-31",
      invoice_amount: await sqlTotal(included),
      tax_receipt_number: "B0100000902",
      tax_receipt_date: "2026-10-31",
      tax_receipt_expiry_date: "2027-12-31",
    };
    const missing = await call(sandbox, "POST", `${BASE}/${id}/complete`, { token, json: billing });
    expect(missing.status).toBe(400);
    expect(String(missing.body.message)).toContain("manual_authorizations");
    const zero = await call(sandbox, "POST", `${BASE}/${id}/complete`, {
      token,
      json: { ...billing, manual_authorizations: { quantity: 0, amount: "10.00" } },
    });
    expect(zero.status).toBe(400);
    const manual = { quantity: 2, amount: "150.25" };
    const total = (BigInt(Math.round(Number(billing.invoice_amount) * 100)) + 15025n).toString();
    const done = await call(sandbox, "POST", `${BASE}/${id}/complete`, {
      token,
      json: {
        ...billing,
        invoice_amount: `${total.slice(0, -2)}.${total.slice(-2)}`,
        manual_authorizations: manual,
      },
    });
    expect(done.status).toBe(200);
    const recorded = await call<Json[]>(sandbox, "GET", `${BASE}/${id}/manual-authorizations`, { token });
    expect(recorded.body).toMatchObject([{ quantity: 2, amount: 150.25 }]);
  });
});

describe("sponsors of the provider's claims (an addition: the sponsor step and the list's filter)", () => {
  it("lists each sponsor once, by name, for a settlement submitter", async () => {
    const { status, body } = await call<{ slug: string; name: string }[]>(
      sandbox,
      "GET",
      `${BASE}/sponsors`,
      { token },
    );
    expect(status).toBe(200);
    expect(body.map((r) => r.slug)).toContain("do-universal");
    expect(new Set(body.map((r) => r.slug)).size).toBe(body.length);
    expect([...body.map((r) => r.name)].sort((a, b) => a.localeCompare(b))).toEqual(body.map((r) => r.name));
  });
});

describe("settlement documents are an upload route (the 20 MB body limit, not 1 MiB)", () => {
  it("takes a 2 MiB invoice", async () => {
    const id = String(
      (await call(sandbox, "POST", BASE, { token, json: { sponsor_slug: "do-senasa" } })).body.id,
    );
    const bytes = Buffer.concat([
      Buffer.from("%PDF-1.4\n"),
      Buffer.alloc(2 * 1024 * 1024, 0x20),
      Buffer.from("\n%%EOF\n"),
    ]);
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "application/pdf" }), "factura-grande.pdf");
    const res = await sandbox.app.request(`/api${BASE}/${id}/documents?document_type=INVOICE`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(201);
  });
});
