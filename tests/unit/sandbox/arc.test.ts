/**
 * Claims desk of the reference API (000 §3, §4, §7; docs/api-contract.md "Claims desk"): the
 * authorization list with its filters, sorts, paging and totals, and the two void calls.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox, "provider")).access_token;
}, 60_000);
afterAll(() => sandbox.close());

interface Row {
  id: number;
  authorization_id: number;
  authorization_code: string;
  created_at: string;
  beneficiary_name: string;
  coverage_type: string;
  claim_status: string;
  status: string;
  satisfies_documents_policy: boolean;
  uploaded_files: number;
  total_files_to_upload: number;
}
interface Page {
  content: Row[];
  total_elements: number;
  total_pages: number;
  number: number;
  size: number;
}

const LIST = "/arc/v1/providers/clinica-central-do/outpatient-care-claim";
const list = (query = "") => call<Page>(sandbox, "GET", `${LIST}${query ? `?${query}` : ""}`, { token });

async function sqlCount(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await sandbox.handle.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM claims c JOIN authorizations a ON a.id = c.authorization_id
      WHERE c.provider_slug = 'clinica-central-do' AND ${where}`,
    params,
  );
  return row.n;
}

describe("authorization list", () => {
  it("answers a Spring page, newest first by default, with the contract's row fields", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: 0, size: 15, total_elements: 500, total_pages: 34 });
    expect(body.content).toHaveLength(15);
    expect(Object.keys(body.content[0]).sort()).toEqual(
      [
        "id",
        "authorization_id",
        "authorization_code",
        "created_at",
        "sponsor_slug",
        "sponsor_name",
        "beneficiary_name",
        "beneficiary_member_code",
        "identity_document_type",
        "identity_document_id",
        "provider_branch_name",
        "coverage_type",
        "status",
        "claim_status",
        "satisfies_documents_policy",
        "sponsor_transaction_id",
        "uploaded_files",
        "total_files_to_upload",
        "is_required_external_sponsor_validations",
        "reimbursement_id",
      ].sort(),
    );
    const times = body.content.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.content[0].authorization_code).toMatch(/^AUT-20\d\d-\d{6}$/);
  });

  it("holds every claim status and coverage type, and a consistent document policy", async () => {
    const { body } = await list("size=200");
    const all: Row[] = [...body.content];
    for (let page = 1; page < body.total_pages; page++)
      all.push(...(await list(`size=200&page=${page}`)).body.content);
    expect(all).toHaveLength(500);
    expect(new Set(all.map((r) => r.claim_status)).size).toBe(11);
    expect(new Set(all.map((r) => r.coverage_type)).size).toBe(6);
    for (const row of all) {
      expect(row.satisfies_documents_policy).toBe(
        row.total_files_to_upload === 0 || row.uploaded_files === row.total_files_to_upload,
      );
      expect(row.uploaded_files).toBeLessThanOrEqual(row.total_files_to_upload);
      expect(Date.parse(row.created_at)).toBeLessThan(Date.UTC(2026, 10, 1));
      expect(Date.parse(row.created_at)).toBeGreaterThan(Date.UTC(2025, 9, 31));
    }
  });

  it("filters by claim status (comma-joined)", async () => {
    const { body } = await list("claim_status=PAID,READY&size=200");
    expect(body.total_elements).toBe(await sqlCount("c.claim_status IN ('PAID','READY')"));
    expect(body.total_elements).toBeGreaterThan(0);
    expect(body.content.every((r) => r.claim_status === "PAID" || r.claim_status === "READY")).toBe(true);
  });

  it("filters by an inclusive date range", async () => {
    const { body } = await list("date_from=2026-03-01&date_to=2026-03-31&size=200");
    expect(body.total_elements).toBe(
      await sqlCount("c.created_at >= '2026-03-01T00:00:00Z' AND c.created_at < '2026-04-01T00:00:00Z'"),
    );
    expect(body.total_elements).toBeGreaterThan(0);
    for (const row of body.content) expect(row.created_at.slice(0, 7)).toBe("2026-03");
    const oneDay = (await list("date_from=2026-03-15&date_to=2026-03-15")).body;
    expect(oneDay.total_elements).toBe(
      await sqlCount("c.created_at >= '2026-03-15T00:00:00Z' AND c.created_at < '2026-03-16T00:00:00Z'"),
    );
  });

  it("filters by authorization code prefix, case-insensitive", async () => {
    const { body } = await list("authorization_code=aut-2026-0001");
    expect(body.total_elements).toBe(await sqlCount("a.authorization_code LIKE 'AUT-2026-0001%'"));
    expect(body.total_elements).toBeGreaterThan(0);
    expect(body.content.every((r) => r.authorization_code.startsWith("AUT-2026-0001"))).toBe(true);
    // A wildcard is taken literally.
    expect((await list("authorization_code=%25")).body.total_elements).toBe(0);
  });

  it("filters by documents policy", async () => {
    const complete = (await list("satisfies_documents_policy=true")).body.total_elements;
    const incomplete = (await list("satisfies_documents_policy=false")).body.total_elements;
    expect(complete).toBe(await sqlCount("c.satisfies_documents_policy"));
    expect(complete + incomplete).toBe(500);
    expect(incomplete).toBeGreaterThan(0);
  });

  it("combines filters", async () => {
    const { body } = await list(
      "claim_status=COMPLETED&satisfies_documents_policy=false&date_from=2026-01-01",
    );
    expect(body.total_elements).toBe(
      await sqlCount(
        "c.claim_status = 'COMPLETED' AND NOT c.satisfies_documents_policy AND c.created_at >= '2026-01-01T00:00:00Z'",
      ),
    );
  });

  it("sorts by beneficiary name, coverage type and claim status, both directions", async () => {
    for (const [field, key] of [
      ["beneficiaryName", "beneficiary_name"],
      ["coverageType", "coverage_type"],
      ["claimStatus", "claim_status"],
    ] as const) {
      for (const direction of ["asc", "desc"] as const) {
        const { body } = await list(`sort=${field},${direction}&size=100`);
        const column = {
          beneficiary_name: "b.name",
          coverage_type: "a.coverage_type",
          claim_status: "c.claim_status",
        }[key];
        const expected = await sandbox.handle.query<{ v: string }>(
          `SELECT ${column} AS v FROM claims c JOIN authorizations a ON a.id = c.authorization_id
             JOIN beneficiaries b ON b.id = a.beneficiary_id ORDER BY ${column} ${direction} LIMIT 100`,
        );
        expect(body.content.map((r) => r[key])).toEqual(expected.map((r) => r.v));
      }
    }
    const oldest = (await list("sort=createdAt,asc&size=50")).body.content.map((r) =>
      Date.parse(r.created_at),
    );
    expect([...oldest].sort((a, b) => a - b)).toEqual(oldest);
  });

  it("pages without overlap and with stable totals", async () => {
    const first = (await list("size=10&page=0")).body;
    const second = (await list("size=10&page=1")).body;
    const both = (await list("size=20&page=0")).body;
    expect(second.number).toBe(1);
    expect([...first.content, ...second.content].map((r) => r.id)).toEqual(both.content.map((r) => r.id));
    expect(first.total_pages).toBe(50);
    const beyond = (await list("size=10&page=60")).body;
    expect(beyond.content).toEqual([]);
    expect(beyond.total_elements).toBe(500);
  });

  it("answers 400 on bad parameters", async () => {
    for (const query of [
      "claim_status=BOGUS",
      "date_from=2026-13-01",
      "date_to=yesterday",
      "date_from=2026-05-01&date_to=2026-04-01",
      "sort=foo,asc",
      "sort=createdAt,sideways",
      "size=0",
      "size=500",
      "page=-1",
      "satisfies_documents_policy=maybe",
      "claim_id=abc",
    ]) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ error_code: "VALIDATION_ERROR" });
    }
  });

  it("is limited to the caller's provider", async () => {
    const other = await call(sandbox, "GET", "/arc/v1/providers/clinica-andina-co/outpatient-care-claim", {
      token,
    });
    expect(other.status).toBe(403);
    const rcm = await signIn(sandbox, "rcm-editor");
    const rcmCall = await call(sandbox, "GET", LIST, { token: rcm.access_token });
    expect(rcmCall.status).toBe(403);
  });
});

describe("void calls", () => {
  it("voids an authorization and its claim", async () => {
    const { status, body } = await call(sandbox, "POST", "/arc/v1/authorizations/100030/void", { token });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "VOIDED" });
    const [row] = (await list("claim_id=500030")).body.content;
    expect(row).toMatchObject({ authorization_id: 100030, status: "VOIDED", claim_status: "VOIDED" });
    expect((await call(sandbox, "POST", "/arc/v1/authorizations/999999/void", { token })).status).toBe(404);
    expect((await call(sandbox, "POST", "/arc/v1/authorizations/abc/void", { token })).status).toBe(404);
    const foreign = await signIn(sandbox, "rcm-editor");
    expect(
      (await call(sandbox, "POST", "/arc/v1/authorizations/100031/void", { token: foreign.access_token }))
        .status,
    ).toBe(404);
  });

  it("voids only the claim through 202 + Location, IN_PROGRESS then COMPLETED", async () => {
    const [before] = (await list("claim_id=500050")).body.content;
    const accepted = await call(sandbox, "POST", "/arc/v1/providers/clinica-central-do/claims/500050/void", {
      token,
    });
    expect(accepted.status).toBe(202);
    const location = accepted.headers.get("location") ?? "";
    expect(location).toMatch(
      /^\/api\/arc\/v1\/providers\/clinica-central-do\/claims\/500050\/void-status\/[0-9a-f-]{36}$/,
    );
    const poll = () => call(sandbox, "GET", location.replace(/^\/api/, ""), { token });
    expect((await poll()).body).toEqual({ status: "IN_PROGRESS" });
    expect((await poll()).body).toEqual({ status: "COMPLETED" });
    expect((await poll()).body).toEqual({ status: "COMPLETED" });
    const [after] = (await list("claim_id=500050")).body.content;
    expect(after.claim_status).toBe("VOIDED");
    expect(after.status).toBe(before.status);
  });

  it("answers 404 for an unknown claim or job and 403 for another provider", async () => {
    expect(
      (await call(sandbox, "POST", "/arc/v1/providers/clinica-central-do/claims/1/void", { token })).status,
    ).toBe(404);
    expect(
      (
        await call(sandbox, "GET", "/arc/v1/providers/clinica-central-do/claims/500050/void-status/nope", {
          token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(sandbox, "POST", "/arc/v1/providers/clinica-andina-co/claims/500051/void", { token }))
        .status,
    ).toBe(403);
  });
});
