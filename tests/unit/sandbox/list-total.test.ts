/**
 * The accounts list total on a big table (sandbox/lib/list-total.ts; docs/decisions.md "The accounts
 * list total on a million rows"; issue 23 §8): above `SANDBOX_EXACT_COUNT_MAX` estimated matches the
 * list answers the planner's estimate with `total_elements_estimated: true` instead of counting
 * every match (180–450 ms for a provider's million accounts on PostgreSQL), exact again where the
 * page shows the end; below it, and on a table no bigger than that, the exact count as before.
 * The seeded test database has 300 accounts of the editor's provider, so a threshold of 100 plays
 * the million.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { estimatedTotal, exactCountMax } from "../../../sandbox/lib/list-total";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

interface ListAnswer {
  content: { id: string; invoice_number: string }[];
  total_elements: number;
  total_pages: number;
  total_elements_estimated?: boolean;
}

describe("estimatedTotal", () => {
  it("is exact when the page shows the end", () => {
    expect(estimatedTotal(1_000_000, { page: 3, size: 15 }, 7)).toEqual({ total: 52, exact: true });
    expect(estimatedTotal(1_000_000, { page: 0, size: 15 }, 0)).toEqual({ total: 0, exact: true });
  });

  it("keeps the estimate between what was seen and where the page lies", () => {
    expect(estimatedTotal(999_756.4, { page: 0, size: 15 }, 15)).toEqual({ total: 999_756, exact: false });
    expect(estimatedTotal(10, { page: 4, size: 15 }, 15)).toEqual({ total: 75, exact: false });
    expect(estimatedTotal(1_000_000, { page: 90_000, size: 15 }, 0)).toEqual({
      total: 1_000_000,
      exact: false,
    });
    expect(estimatedTotal(500, { page: 90, size: 15 }, 0)).toEqual({ total: 500, exact: false });
  });
});

describe("GET /rcm/v1/accounts total on a big table", () => {
  let sandbox: TestSandbox;
  let token: string;
  const list = async (query: string) => {
    const answer = await call<ListAnswer>(sandbox, "GET", `/rcm/v1/accounts?${query}`, { token });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    sandbox = await startSandbox();
    token = (await signIn(sandbox, "rcm-editor")).access_token;
    await sandbox.handle.exec("ANALYZE accounts");
  });
  afterEach(() => {
    delete process.env.SANDBOX_EXACT_COUNT_MAX;
  });
  afterAll(() => sandbox.close());

  it("counts exactly by default (a table of hundreds of accounts)", async () => {
    expect(exactCountMax()).toBe(200_000);
    const page = await list("size=15");
    expect(page.total_elements).toBe(300);
    expect(page.total_elements_estimated).toBeUndefined();
  });

  it("answers the planner's estimate, said so, when more match than it counts", async () => {
    process.env.SANDBOX_EXACT_COUNT_MAX = "100";
    const exact = 300;
    const page = await list("size=15&sort=desc&order_by=created_at");
    expect(page.total_elements_estimated).toBe(true);
    expect(page.content).toHaveLength(15);
    expect(Math.abs(page.total_elements - exact)).toBeLessThanOrEqual(exact * 0.2);
    expect(page.total_pages).toBe(Math.ceil(page.total_elements / 15));
    // The same rows in the same order as the exact path gives.
    delete process.env.SANDBOX_EXACT_COUNT_MAX;
    expect((await list("size=15&sort=desc&order_by=created_at")).content).toEqual(page.content);
  });

  it("is exact again on the page that shows the end, and for a filter matching few", async () => {
    process.env.SANDBOX_EXACT_COUNT_MAX = "100";
    const last = await list("size=200&page=1");
    expect(last.content).toHaveLength(100);
    expect(last.total_elements).toBe(300);
    expect(last.total_elements_estimated).toBeUndefined();
    const [first] = (await list("size=1")).content;
    const few = await list(`search_value=${encodeURIComponent(first.invoice_number)}`);
    expect(few.total_elements).toBe(1);
    expect(few.total_elements_estimated).toBeUndefined();
  });
});
