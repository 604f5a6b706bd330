/**
 * The one paging helper of the reference API (sandbox/lib/paging.ts; issue 18 §9): the Spring
 * envelope (content, total_elements, total_pages, number, size) of a page read from an ordered
 * select, of a page whose order depends on the count (read past the end: no rows), and of a page
 * cut from rows read whole.
 */
import { PGlite } from "@electric-sql/pglite";
import { asc, count, gt } from "drizzle-orm";
import { integer, pgTable } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageOf, pageOfAll, pageWindow, readPage, withContent } from "../../../sandbox/lib/paging";

const numbers = pgTable("numbers", { n: integer("n").primaryKey() });
const client = new PGlite();
const db = drizzle(client);

beforeAll(async () => {
  await client.exec(
    "CREATE TABLE numbers (n integer PRIMARY KEY); INSERT INTO numbers SELECT generate_series(1, 7);",
  );
});
afterAll(() => client.close());

const list = () => db.select().from(numbers).orderBy(asc(numbers.n)).$dynamic();
const total = () => db.select({ total: count() }).from(numbers);

describe("readPage", () => {
  it("reads one window of the ordered rows beside their count", async () => {
    expect(await readPage({ page: 1, size: 3 }, list(), total())).toEqual({
      content: [{ n: 4 }, { n: 5 }, { n: 6 }],
      total_elements: 7,
      total_pages: 3,
      number: 1,
      size: 3,
    });
    expect(await readPage({ page: 2, size: 3 }, list(), total())).toMatchObject({
      content: [{ n: 7 }],
      number: 2,
    });
  });

  it("answers a page past the end with no rows and the same total", async () => {
    expect(await readPage({ page: 5, size: 3 }, list(), total())).toEqual(pageOf([], 7, 5, 3));
  });

  it("makes the select from the count when given a function, and reads nothing past the end", async () => {
    const seen: number[] = [];
    const rows = (n: number) => {
      seen.push(n);
      return list();
    };
    expect(await readPage({ page: 0, size: 5 }, rows, total())).toMatchObject({
      content: [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }, { n: 5 }],
      total_elements: 7,
      total_pages: 2,
    });
    expect(seen).toEqual([7]);
    expect(await readPage({ page: 2, size: 5 }, rows, total())).toEqual(pageOf([], 7, 2, 5));
    expect(seen).toEqual([7]);
  });

  it("counts under the conditions it is given (an empty list has no pages)", async () => {
    const where = gt(numbers.n, 100);
    const page = await readPage(
      { page: 0, size: 15 },
      db.select().from(numbers).where(where).$dynamic(),
      db.select({ total: count() }).from(numbers).where(where),
    );
    expect(page).toEqual({ content: [], total_elements: 0, total_pages: 0, number: 0, size: 15 });
  });
});

describe("pageWindow", () => {
  it("is LIMIT size OFFSET page × size", () => {
    const { sql, params } = pageWindow(list(), { page: 3, size: 20 }).toSQL();
    expect(sql).toMatch(/limit \$\d+ offset \$\d+$/i);
    expect(params.slice(-2)).toEqual([20, 60]);
  });
});

describe("pageOfAll and withContent", () => {
  it("cut a page from rows read whole, and keep the envelope when the rows change", () => {
    const page = pageOfAll(["a", "b", "c", "d", "e"], { page: 1, size: 2 });
    expect(page).toEqual({ content: ["c", "d"], total_elements: 5, total_pages: 3, number: 1, size: 2 });
    expect(withContent(page, [1])).toEqual({ ...page, content: [1] });
  });
});
