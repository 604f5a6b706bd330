/**
 * The CSV export's page loop (issue 3; src/components/resource/export-rows.ts): an exact total stops
 * it, an estimated one (a million-row list on PostgreSQL, docs/decisions.md "The accounts list total
 * on a million rows") does not — it reads on to a short page, so no row is cut off.
 */
import { describe, expect, it, vi } from "vitest";
import type { DataProvider } from "@refinedev/core";
import { fetchAllRows } from "../../../src/components/resource/export-rows";

/** A list of `rows` rows served `pageSize` at a time, announcing `total` (estimated or not). */
function provider(rows: number, total: number, estimated: boolean) {
  const getList = vi.fn(async ({ pagination }: Parameters<DataProvider["getList"]>[0]) => {
    const size = pagination?.pageSize ?? 10;
    const from = ((pagination?.currentPage ?? 1) - 1) * size;
    const data = Array.from({ length: Math.max(0, Math.min(size, rows - from)) }, (_, i) => ({
      id: from + i,
    }));
    return { data, total, ...(estimated ? { totalEstimated: true } : {}) };
  });
  return { getList: getList as unknown as DataProvider["getList"], calls: getList };
}

const base = { resource: "accounts", meta: {}, filters: [], sorters: [], pageSize: 10 };

describe("fetchAllRows", () => {
  it("an estimated total below the real count still reads every row, to the short page", async () => {
    const list = provider(35, 20, true);
    const progress: [number, number][] = [];
    const rows = await fetchAllRows({
      ...base,
      dataProvider: list,
      onProgress: (fetched, all) => progress.push([fetched, all]),
    });
    expect(rows).toHaveLength(35);
    expect(list.calls).toHaveBeenCalledTimes(4);
    expect(progress.at(-1)).toEqual([35, 35]);
  });

  it("an exact total stops at the total without asking for an empty page", async () => {
    const list = provider(30, 30, false);
    const rows = await fetchAllRows({ ...base, dataProvider: list });
    expect(rows).toHaveLength(30);
    expect(list.calls).toHaveBeenCalledTimes(3);
  });
});
