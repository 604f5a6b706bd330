/**
 * A status move's trips to the database (001 §4 "Status change of one or many accounts … one call
 * is made per account"; docs/performance.md "Issue 23, round 2"): a bulk move of 500 accounts is
 * 500 calls, and on PGlite every statement is serialised work of the one process. One move is the
 * session check, one read (the account with the caller's restrictions and the role's statuses) and
 * one write (the move with its change log, one statement, no transaction); the permissions it reads
 * in that one read still refuse as before.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let editor: string;
let editorId: string;
const PROVIDER = "clinica-andina-co";

beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 300, faults: false });
  editor = (await signIn(sandbox, "rcm-editor")).access_token;
  const [user] = await sandbox.handle.query<{ id: string }>(
    "SELECT id FROM users WHERE email = 'rcm-editor@demo.provider-portal.test'",
  );
  editorId = user.id;
}, 120_000);
afterAll(() => sandbox?.close());

/** Accounts of the provider that may move to READY_TO_GENERATE, `count` of them, each once. */
let taken = 0;
async function movableAccount(): Promise<string> {
  const rows = await sandbox.handle.query<{ id: string }>(
    `SELECT id FROM accounts WHERE provider_slug = $1 AND status IN ('IN_PROGRESS', 'PRE_INVOICED', 'INVOICED')
      ORDER BY invoice_number OFFSET $2 LIMIT 1`,
    [PROVIDER, taken++],
  );
  return rows[0].id;
}

const move = (id: string) =>
  call(sandbox, "PUT", `/rcm/v1/accounts/${id}/status`, {
    token: editor,
    json: { next_status: "READY_TO_GENERATE", message: "lote 3" },
  });

/**
 * Counts, during `work`, the statements sent to the database (every drizzle query and execute ends
 * in one call of the driver's `query`), the statements drizzle builds (its session's
 * `prepareQuery`: a statement built once and kept, `.prepare()`, is built by its first call only)
 * and the transactions opened.
 */
async function counted(
  work: () => Promise<unknown>,
): Promise<{ statements: number; built: number; transactions: number }> {
  const db = sandbox.handle.db as unknown as { session: object; $client: { query: () => unknown } };
  const prototype = Object.getPrototypeOf(db.session) as { prepareQuery: () => unknown };
  const sent = vi.spyOn(db.$client, "query");
  const built = vi.spyOn(prototype, "prepareQuery");
  const transactions = vi.spyOn(sandbox.handle.db, "transaction");
  try {
    await work();
    return {
      statements: sent.mock.calls.length,
      built: built.mock.calls.length,
      transactions: transactions.mock.calls.length,
    };
  } finally {
    sent.mockRestore();
    built.mockRestore();
    transactions.mockRestore();
  }
}

describe("a status move's trips to the database", () => {
  it("is the session check, one read and one write, with no transaction, and records the move", async () => {
    const id = await movableAccount();
    let answer: Awaited<ReturnType<typeof move>> | undefined;
    const trips = await counted(async () => {
      answer = await move(id);
    });
    expect(answer).toMatchObject({ status: 200, body: { id, status: "READY_TO_GENERATE" } });
    expect(trips).toMatchObject({ statements: 3, transactions: 0 });
    const [account] = await sandbox.handle.query<{ status: string; build_state: string; reason: string }>(
      "SELECT status, build_state, last_change_reason AS reason FROM accounts WHERE id = $1",
      [id],
    );
    expect(account).toEqual({
      status: "READY_TO_GENERATE",
      build_state: "READY_TO_GENERATE",
      reason: "lote 3",
    });
    const logs = await sandbox.handle.query<{ from_status: string; to_status: string; changed_by: string }>(
      "SELECT from_status, to_status, changed_by FROM account_change_logs WHERE account_id = $1 AND to_status = 'READY_TO_GENERATE'",
      [id],
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      to_status: "READY_TO_GENERATE",
      changed_by: "rcm-editor@demo.provider-portal.test",
    });
  });

  it("builds the session check and the read once: a later move builds only its write", async () => {
    // docs/performance.md "bulkStatusChange: statements built once": drizzle building the text of
    // the session check and of the account's read again on every call was a fifth of a move.
    await move(await movableAccount());
    const id = await movableAccount();
    let answer: Awaited<ReturnType<typeof move>> | undefined;
    const trips = await counted(async () => {
      answer = await move(id);
    });
    expect(answer).toMatchObject({ status: 200, body: { id, status: "READY_TO_GENERATE" } });
    expect(trips).toEqual({ statements: 3, built: 1, transactions: 0 });
  });

  it("still refuses a move restricted for the user on that account, or everywhere, and moves nothing", async () => {
    const onAccount = await movableAccount();
    await sandbox.handle.query(
      "INSERT INTO account_restricted_events (account_id, user_id, restricted_event) VALUES ($1, $2, 'PASS_TO_READY_TO_GENERATE')",
      [onAccount, editorId],
    );
    expect(await move(onAccount)).toMatchObject({ status: 403 });
    const elsewhere = await movableAccount();
    expect((await move(elsewhere)).status).toBe(200);

    const everywhere = await movableAccount();
    await sandbox.handle.query(
      "INSERT INTO account_event_restrictions (user_id, restricted_event) VALUES ($1, 'PASS_TO_READY_TO_GENERATE')",
      [editorId],
    );
    try {
      expect(await move(everywhere)).toMatchObject({ status: 403 });
    } finally {
      await sandbox.handle.query(
        "DELETE FROM account_event_restrictions WHERE user_id = $1 AND restricted_event = 'PASS_TO_READY_TO_GENERATE'",
        [editorId],
      );
    }
    const [row] = await sandbox.handle.query<{ n: number | string }>(
      "SELECT count(*) AS n FROM accounts WHERE id IN ($1, $2) AND status = 'READY_TO_GENERATE'",
      [onAccount, everywhere],
    );
    expect(Number(row.n)).toBe(0);
  });

  it("still refuses a status the user's roles do not allow", async () => {
    const id = await movableAccount();
    const roles = await sandbox.handle.query<{ role: string; statuses: string[] }>(
      "SELECT role, statuses FROM rcm_role_statuses WHERE provider_slug = $1",
      [PROVIDER],
    );
    await sandbox.handle.query(
      "UPDATE rcm_role_statuses SET statuses = array_remove(statuses, 'READY_TO_GENERATE') WHERE provider_slug = $1",
      [PROVIDER],
    );
    try {
      expect(await move(id)).toMatchObject({ status: 403 });
    } finally {
      for (const { role, statuses } of roles)
        await sandbox.handle.query(
          "UPDATE rcm_role_statuses SET statuses = $3 WHERE provider_slug = $1 AND role = $2",
          [PROVIDER, role, statuses],
        );
    }
    expect((await move(id)).status).toBe(200);
  });
});
