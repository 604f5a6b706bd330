/**
 * Saved views of the grids in the reference API (issue 7 §3b; docs/api-contract.md "Saved views",
 * an addition to the contract): per user, checked against the resource declaration, never holding
 * a PHI filter (DESIGN.md §5).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let editor: string;
let auditor: string;
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 50 });
  editor = (await signIn(sandbox, "rcm-editor")).access_token;
  auditor = (await signIn(sandbox, "rcm-editor-with-audit")).access_token;
}, 120_000);
afterAll(() => sandbox.close());

interface View {
  id: string;
  resource: string;
  name: string;
  filters: Record<string, unknown>;
  sort: { field: string; order: string } | null;
  columns: string[];
  density: string;
  created_at: string;
}

const VIEW = {
  resource: "accounts",
  name: "Sent this year",
  filters: { statuses: ["SENT", "SETTLED"], createdAt: { from: "2026-01-01" }, invoiceAmount: { min: 10 } },
  sort: { field: "invoiceAmount", order: "desc" },
  columns: ["invoiceNumber", "payerName", "status"],
  density: "compact",
};

const list = (token: string, resource = "accounts") =>
  call<View[]>(sandbox, "GET", `/portal/v1/saved-views?resource=${resource}`, { token });

describe("saved views (issue 7 §3b)", () => {
  it("creates a view and lists it for the same user only", async () => {
    const created = await call<View>(sandbox, "POST", "/portal/v1/saved-views", {
      token: editor,
      json: VIEW,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ resource: "accounts", name: "Sent this year", density: "compact" });
    expect(created.body.filters).toEqual(VIEW.filters);
    expect(created.body.sort).toEqual(VIEW.sort);
    expect(created.body.columns).toEqual(VIEW.columns);

    const mine = await list(editor);
    expect(mine.status).toBe(200);
    expect(mine.body.map((view) => view.name)).toEqual(["Sent this year"]);
    expect((await list(auditor)).body).toEqual([]);
  });

  it("saving under the same name (any case) replaces the view instead of adding one", async () => {
    const replaced = await call<View>(sandbox, "POST", "/portal/v1/saved-views", {
      token: editor,
      json: { ...VIEW, name: "SENT THIS YEAR", density: "comfortable", sort: null },
    });
    expect(replaced.status).toBe(200);
    const views = (await list(editor)).body;
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ name: "SENT THIS YEAR", density: "comfortable", sort: null });
  });

  it("DESIGN.md §5: refuses a view holding a PHI filter with 400 and a message naming it", async () => {
    const refused = await call<{ error_code: string; message: string }>(
      sandbox,
      "POST",
      "/portal/v1/saved-views",
      {
        token: editor,
        json: { ...VIEW, name: "With a patient", filters: { ...VIEW.filters, searchValue: "Gómez" } },
        headers: { "accept-language": "en" },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error_code).toBe("SAVED_VIEW_PHI_FILTER");
    expect(refused.body.message).toBe("A saved view cannot hold filters with patient data: searchValue");
    expect((await list(editor)).body.map((view) => view.name)).not.toContain("With a patient");
    // The same rule on another list: the authorization code is PHI there (000 §2).
    const other = await call<{ error_code: string }>(sandbox, "POST", "/portal/v1/saved-views", {
      token: editor,
      json: {
        resource: "authorizations",
        name: "By code",
        filters: { authorizationCode: "A-1" },
        columns: ["authorizationCode"],
        density: "comfortable",
      },
    });
    expect(other.status).toBe(400);
    expect(other.body.error_code).toBe("SAVED_VIEW_PHI_FILTER");
  });

  it("refuses filters the list does not have, values of no filter's shape, unknown resources", async () => {
    const refuse = async (json: unknown, message: RegExp) => {
      const answer = await call<{ error_code: string; message: string }>(
        sandbox,
        "POST",
        "/portal/v1/saved-views",
        { token: editor, json },
      );
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.error_code).toBe("VALIDATION_ERROR");
      expect(answer.body.message).toMatch(message);
    };
    await refuse({ ...VIEW, filters: { nope: "x" } }, /filters\.nope/);
    await refuse({ ...VIEW, filters: { statuses: 5 } }, /filters\.statuses/);
    await refuse({ ...VIEW, filters: { createdAt: { from: "yesterday" } } }, /filters\.createdAt/);
    await refuse({ ...VIEW, filters: { invoiceAmount: { min: -3 } } }, /filters\.invoiceAmount/);
    await refuse({ ...VIEW, columns: ["status", "status"] }, /columns/);
    await refuse({ ...VIEW, resource: "nothing" }, /nothing/);
    await refuse({ ...VIEW, density: "tiny" }, /density/);
    await refuse({ ...VIEW, name: "   " }, /name/);
  });

  it("deletes only the caller's own views; signed-out callers get 401", async () => {
    const [view] = (await list(editor)).body;
    expect(
      (await call(sandbox, "DELETE", `/portal/v1/saved-views/${view.id}`, { token: auditor })).status,
    ).toBe(404);
    expect(
      (await call(sandbox, "DELETE", `/portal/v1/saved-views/${view.id}`, { token: editor })).status,
    ).toBe(204);
    expect((await list(editor)).body).toEqual([]);
    expect((await call(sandbox, "GET", "/portal/v1/saved-views?resource=accounts")).status).toBe(401);
  });
});
