import { describe, expect, it } from "vitest";
import { withPriorities } from "../../../src/components/resource/priority-columns";

describe("columns by priority for a bespoke table (issue 19 §2)", () => {
  const columns = [
    { key: "type", title: "Type" },
    { key: "level", title: "Level" },
    { key: "product", title: "Product" },
    { key: "status", title: "Status" },
    { key: "file", title: "File" },
    { key: "actions", title: "Actions" },
  ];

  it("orders by priority, fixes the marked ones last, gives widths and ellipsis, and sums the scroll width", () => {
    const { columns: arranged, scrollX } = withPriorities(columns, {
      type: { priority: 1, minWidth: 220 },
      product: { priority: 3, minWidth: 200 },
      status: { priority: 1, minWidth: 150, fixedRight: true },
      actions: { priority: 1, minWidth: 200, fixedRight: true },
    });
    expect(arranged.map((column) => column.key)).toEqual([
      "type",
      "level",
      "file",
      "product",
      "status",
      "actions",
    ]);
    expect(arranged[0]).toMatchObject({ width: 220, ellipsis: { showTitle: true } });
    expect(arranged[0].fixed).toBeUndefined();
    expect(arranged.at(-1)).toMatchObject({ width: 200, fixed: "right" });
    expect(arranged.at(-1)?.ellipsis).toBeUndefined();
    // Columns without a layout keep their own props (no width: counted at 160 px).
    expect(arranged[1]).toBe(columns[1]);
    expect(scrollX).toBe(220 + 160 + 160 + 200 + 150 + 200);
  });
});
