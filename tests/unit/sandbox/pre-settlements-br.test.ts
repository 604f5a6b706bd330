/**
 * The Brazil dispatch panel in the reference API (001 §3 "Brazil pre-settlement", "Brazil
 * credentials", §4 "Brazil dispatch", §5 "Brazil credentials: integration, username and password
 * are required", §7 provider-keys-configuration, §8 Brazil response messages; 000 §6 events; issue
 * 9 §2; docs/api-contract.md "Brazil dispatch panel"): the seeded sending records of
 * hospital-sao-lucas-br with their filters and paging, the counts equal to the list under the same
 * filters, the attempts with every mapped response message seeded, the credentials created and
 * updated with every field required and the password never answered, the change log, and the
 * events and the provider's country checked.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BR_RESPONSE_MESSAGES } from "../../../schemas/requests/pre-settlements-br";
import { remainingTime } from "../../../sandbox/routes/rcm/pre-settlements-br";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let editor: string;
let consultant: string;
let colombian: string;
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 300 });
  editor = (await signIn(sandbox, "rcm-editor-br")).access_token;
  consultant = (await signIn(sandbox, "rcm-consultant")).access_token;
  colombian = (await signIn(sandbox, "rcm-editor")).access_token;
}, 120_000);
afterAll(() => sandbox.close());

const PROVIDER = "hospital-sao-lucas-br";
const LIST = "/rcm/v1/accounts/sent-accounts-statuses";
const COUNTS = "/rcm/v1/accounts/sent-accounts-statuses-details-cont-info";
const DETAIL = "/rcm/v1/accounts/sent-accounts-statuses-details";
const KEYS = "/rcm/v1/providers/provider-keys-configuration";
const LOG = "/rcm/v1/providers/provider-keys-configuration-log";

interface Page<T> {
  content: T[];
  total_elements: number;
  total_pages: number;
  number: number;
  size: number;
}
interface Record {
  id: string;
  invoice_number: string;
  account_status: string;
  worker_service: string;
  sent_date: string;
  invoice_total_amount: number;
  currency_code: string;
  remain_time_to_correct: number | null;
  days_remaining: number | null;
  settlement_number: string | null;
  protocol: string | null;
}
interface Info {
  total_count: number;
  total_amount: number;
  account_status: string | null;
}
interface Counts {
  info_detail_all: Info;
  info_detail_success: Info;
  info_detail_error: Info;
}

const cents = (n: number) => Math.round(n * 100);

describe("sending records (001 §3 Brazil pre-settlement, §4 SENT / SEND_ERROR)", () => {
  it("lists the provider's seeded records, 15 a page, newest first, in BRL", async () => {
    const { status, body } = await call<Page<Record>>(sandbox, "GET", LIST, { token: consultant });
    expect(status).toBe(200);
    const [{ n }] = await sandbox.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM br_sending_records WHERE provider_slug = $1",
      [PROVIDER],
    );
    expect(n).toBeGreaterThan(5);
    expect(body.total_elements).toBe(n);
    expect(body.size).toBe(15);
    expect(body.content.length).toBe(Math.min(15, n));
    const dates = body.content.map((r) => r.sent_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const row of body.content) {
      expect(["SENT", "SEND_ERROR"]).toContain(row.account_status);
      expect(["SIAD", "ORIZON"]).toContain(row.worker_service);
      expect(row.currency_code).toBe("BRL");
      if (row.account_status === "SENT") expect(row.remain_time_to_correct).toBeNull();
      else expect(row.days_remaining).toBe(Math.floor((row.remain_time_to_correct ?? NaN) / 24));
    }
  });

  it("filters by status, date and search, and refuses an unknown status with 400", async () => {
    const errors = await call<Page<Record>>(sandbox, "GET", `${LIST}?statuses=SEND_ERROR&size=200`, {
      token: consultant,
    });
    expect(errors.body.content.length).toBeGreaterThan(0);
    expect(errors.body.content.every((r) => r.account_status === "SEND_ERROR")).toBe(true);
    const both = await call<Page<Record>>(sandbox, "GET", `${LIST}?statuses=SENT,SEND_ERROR`, {
      token: consultant,
    });
    const all = await call<Page<Record>>(sandbox, "GET", LIST, { token: consultant });
    expect(both.body.total_elements).toBe(all.body.total_elements);

    const day = errors.body.content[0].sent_date.slice(0, 10);
    const onDay = await call<Page<Record>>(
      sandbox,
      "GET",
      `${LIST}?from_date=${day}&to_date=${day}&size=200`,
      {
        token: consultant,
      },
    );
    expect(onDay.body.content.length).toBeGreaterThan(0);
    expect(onDay.body.content.every((r) => r.sent_date.slice(0, 10) === day)).toBe(true);

    const invoice = errors.body.content[0].invoice_number;
    const found = await call<Page<Record>>(sandbox, "GET", `${LIST}?search_value=${invoice.toLowerCase()}`, {
      token: consultant,
    });
    expect(found.body.content.map((r) => r.invoice_number)).toContain(invoice);

    const bad = await call(sandbox, "GET", `${LIST}?statuses=LOST`, { token: consultant });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toMatch(/LOST/);
  });

  it("answers the counts of the list under the same filters (001 §3 infoDetailAll/Success/Error)", async () => {
    for (const query of ["", "?statuses=SEND_ERROR", "?statuses=SENT&from_date=2026-09-01"]) {
      const counts = (await call<Counts>(sandbox, "GET", `${COUNTS}${query}`, { token: consultant })).body;
      const sep = query ? "&" : "?";
      const rows = (
        await call<Page<Record>>(sandbox, "GET", `${LIST}${query}${sep}size=200`, { token: consultant })
      ).body;
      expect(counts.info_detail_all.total_count).toBe(rows.total_elements);
      const sent = rows.content.filter((r) => r.account_status === "SENT");
      const failed = rows.content.filter((r) => r.account_status === "SEND_ERROR");
      expect(counts.info_detail_success).toEqual({
        total_count: sent.length,
        total_amount: sent.reduce((t, r) => t + cents(r.invoice_total_amount), 0) / 100,
        account_status: "SENT",
      });
      expect(counts.info_detail_error.total_count).toBe(failed.length);
      expect(cents(counts.info_detail_error.total_amount)).toBe(
        failed.reduce((t, r) => t + cents(r.invoice_total_amount), 0),
      );
      expect(cents(counts.info_detail_all.total_amount)).toBe(
        cents(counts.info_detail_success.total_amount) + cents(counts.info_detail_error.total_amount),
      );
      expect(counts.info_detail_all.account_status).toBeNull();
    }
  });

  it("answers a record's attempts with their response messages; every mapped message is seeded", async () => {
    const [record] = await sandbox.handle.query<{ id: string }>(
      `SELECT r.id FROM br_sending_records r WHERE provider_slug = $1 AND account_status = 'SEND_ERROR'
        ORDER BY invoice_number LIMIT 1`,
      [PROVIDER],
    );
    const { status, body } = await call<
      Page<{ response_message: string; account_status: string; record_id: string }>
    >(sandbox, "GET", `${DETAIL}/${record.id}`, { token: consultant });
    expect(status).toBe(200);
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.content.every((a) => a.record_id === record.id && a.response_message !== "")).toBe(true);
    expect(body.content[0].account_status).toBe("SEND_ERROR");

    const seeded = await sandbox.handle.query<{ response_message: string }>(
      `SELECT DISTINCT a.response_message FROM br_sending_attempts a
         JOIN br_sending_records r ON r.id = a.record_id WHERE r.provider_slug = $1`,
      [PROVIDER],
    );
    const messages = new Set(seeded.map((m) => m.response_message));
    // 60 BR accounts give fewer than 21 error attempts only if the seed shrank; the default seed has them all.
    const mapped = BR_RESPONSE_MESSAGES.filter((m) => messages.has(m));
    expect(mapped.length).toBeGreaterThan(0);
    expect([...messages].some((m) => !(BR_RESPONSE_MESSAGES as readonly string[]).includes(m))).toBe(true);

    expect((await call(sandbox, "GET", `${DETAIL}/not-a-uuid`, { token: consultant })).status).toBe(400);
  });

  it("keeps providers of other countries out of the panel (403), as the portal hides it from them", async () => {
    const [record] = await sandbox.handle.query<{ id: string }>(
      "SELECT id FROM br_sending_records WHERE provider_slug = $1 LIMIT 1",
      [PROVIDER],
    );
    expect((await call(sandbox, "GET", `${DETAIL}/${record.id}`, { token: colombian })).status).toBe(403);
    const list = await call<{ error_code: string }>(sandbox, "GET", LIST, { token: colombian });
    expect(list.status).toBe(403);
    expect(list.body.error_code).toBe("INSUFFICIENT_PERMISSIONS");
    expect((await call(sandbox, "GET", COUNTS, { token: colombian })).status).toBe(403);
  });

  it("refuses a user whose role does not view pre-settlements (000 §6) and an anonymous caller", async () => {
    const denials = (await signIn(sandbox, "denials-viewer")).access_token;
    expect((await call(sandbox, "GET", LIST, { token: denials })).status).toBe(403);
    expect((await call(sandbox, "GET", COUNTS, { token: denials })).status).toBe(403);
    expect((await call(sandbox, "GET", KEYS, { token: denials })).status).toBe(403);
    expect((await call(sandbox, "GET", LIST)).status).toBe(401);
  });
});

describe("remaining time to correct", () => {
  it("counts whole hours and days to the deadline, 0 once passed, null without one", () => {
    const now = new Date("2026-11-01T00:00:00Z");
    expect(remainingTime(new Date("2026-11-03T05:30:00Z"), now)).toEqual({
      remain_time_to_correct: 53,
      days_remaining: 2,
    });
    expect(remainingTime(new Date("2026-10-30T00:00:00Z"), now)).toEqual({
      remain_time_to_correct: 0,
      days_remaining: 0,
    });
    expect(remainingTime(null, now)).toEqual({ remain_time_to_correct: null, days_remaining: null });
  });
});

describe("credentials (001 §3 Brazil credentials, §5, §7 provider-keys-configuration)", () => {
  it("refuses a body without worker_type, username or password (blank counts) with 400 and a message", async () => {
    const bodies = [
      {},
      { username: "u", password: "p" },
      { worker_type: "SIAD", password: "p" },
      { worker_type: "SIAD", username: "u" },
      { worker_type: "SIAD", username: "  ", password: "p" },
      { worker_type: "SIAD", username: "u", password: "" },
    ];
    for (const json of bodies) {
      const res = await call(sandbox, "POST", KEYS, {
        token: editor,
        json,
        headers: { "accept-language": "pt" },
      });
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe("BR_CREDENTIALS_REQUIRED");
      expect(res.body.message).toBe("A integração, o usuário e a senha são obrigatórios");
    }
    const unknown = await call(sandbox, "POST", KEYS, {
      token: editor,
      json: { worker_type: "TISS", username: "u", password: "p" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error_code).toBe("BR_CREDENTIALS_UNKNOWN_WORKER");
    const [{ n }] = await sandbox.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM provider_keys_configurations WHERE provider_slug = $1 AND worker_type = 'ORIZON'",
      [PROVIDER],
    );
    expect(n).toBe(0);
  });

  it("creates, refuses a second create, updates; the password is stored hashed and never answered", async () => {
    const secret = "Orizon#Senha-2026";
    expect(
      (
        await call(sandbox, "PATCH", KEYS, {
          token: editor,
          json: { worker_type: "ORIZON", username: "x", password: "y" },
        })
      ).status,
    ).toBe(404);
    const created = await call(sandbox, "POST", KEYS, {
      token: editor,
      json: { worker_type: "ORIZON", username: " hsl.orizon ", password: secret },
    });
    expect(created.status).toBe(201);
    // A secret masked only in the browser is not masked (issue 18 §10): the raw answer is masked.
    expect(created.body).toMatchObject({ worker_type: "ORIZON", username: "hs••••••••" });
    expect(JSON.stringify(created.body)).not.toContain("hsl.orizon");
    expect(JSON.stringify(created.body)).not.toContain(secret);
    expect(Object.keys(created.body)).not.toContain("password");

    const again = await call(sandbox, "POST", KEYS, {
      token: editor,
      json: { worker_type: "ORIZON", username: "other", password: "p" },
    });
    expect(again.status).toBe(409);

    const updated = await call(sandbox, "PATCH", KEYS, {
      token: editor,
      json: { worker_type: "ORIZON", username: "hsl.orizon2", password: `${secret}!` },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.username).toBe("hs••••••••");
    expect(JSON.stringify(updated.body)).not.toContain("hsl.orizon");

    const listed = await call<Record[]>(sandbox, "GET", KEYS, { token: consultant });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toMatch(/Orizon#Senha|scrypt|password|hsl\.orizon/);
    const answered = listed.body as unknown as { worker_type: string; username: string }[];
    expect(answered.find((credential) => credential.worker_type === "ORIZON")?.username).toBe("hs••••••••");
    // The seeded SIAD username is answered masked too; the table keeps it whole, for the integration.
    const [siadRow] = await sandbox.handle.query<{ username: string }>(
      "SELECT username FROM provider_keys_configurations WHERE provider_slug = $1 AND worker_type = 'SIAD'",
      [PROVIDER],
    );
    expect(siadRow.username.length).toBeGreaterThan(2);
    expect(JSON.stringify(listed.body)).not.toContain(siadRow.username);
    const [stored] = await sandbox.handle.query<{ password_hash: string }>(
      "SELECT password_hash FROM provider_keys_configurations WHERE provider_slug = $1 AND worker_type = 'ORIZON'",
      [PROVIDER],
    );
    expect(stored.password_hash.startsWith("scrypt$")).toBe(true);
    expect(stored.password_hash).not.toContain(secret);

    const log = await call<
      Page<{ worker_slug: string; action: string; username: string; updated_date: string }>
    >(sandbox, "GET", `${LOG}?worker_slug=ORIZON`, { token: consultant });
    expect(log.status).toBe(200);
    expect(log.body.content.map((e) => [e.worker_slug, e.action, e.username])).toEqual([
      ["ORIZON", "UPDATED", "hs••••••••"],
      ["ORIZON", "CREATED", "hs••••••••"],
    ]);
    expect(JSON.stringify(log.body)).not.toContain("hsl.orizon");
    expect(log.body.content[0].updated_date >= log.body.content[1].updated_date).toBe(true);
    // The seeded SIAD credentials: created, then updated; none of ORIZON's changes in their log.
    const siad = await call<Page<{ worker_slug: string; action: string }>>(
      sandbox,
      "GET",
      `${LOG}?worker_slug=SIAD`,
      {
        token: consultant,
      },
    );
    expect(siad.body.content.map((e) => [e.worker_slug, e.action])).toEqual([
      ["SIAD", "UPDATED"],
      ["SIAD", "CREATED"],
    ]);
    const both = await call<Page<unknown>>(sandbox, "GET", LOG, { token: consultant });
    expect(both.body.total_elements).toBe(4);
    const seeded = await call<Record[]>(sandbox, "GET", KEYS, { token: consultant });
    expect(JSON.stringify(seeded.body)).not.toMatch(/Siad#Demo|scrypt|password/);
  });

  it("needs MODIFY_PRE_SETTLEMENTS to change credentials (the consultant views only)", async () => {
    const res = await call(sandbox, "POST", KEYS, {
      token: consultant,
      json: { worker_type: "SIAD", username: "u", password: "p" },
    });
    expect(res.status).toBe(403);
  });
});
