import { describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources";
import { defineResource, PRIMARY_COLUMNS_WIDTH, ROW_ACTIONS_WIDTH } from "../../../resources/define-resource";
import {
  checkDeclaration,
  columnLayoutProblems,
  ResourceDeclarationError,
} from "../../../resources/declaration-checks";
import accounts from "../../../resources/accounts";
import authorizations from "../../../resources/authorizations";
import glosas from "../../../resources/glosas";
import { withFixedLast } from "../../../src/components/resource/grid-layout";
import { actionsColumnWidth, columnLayoutOf } from "../../../src/components/resource/column-layout";
import { offeredBulkActions } from "../../../src/components/resource/use-list-actions";

const schema = {
  type: "object",
  properties: {
    id: { type: "string" },
    code: { type: "string" },
    name: { type: "string" },
    status: { type: "string", "x-kind": "status", "x-category": "rcm-status-account" },
    amount: { type: "number", "x-kind": "money" },
  },
} as const;

const declare = (
  columnLayout: Record<string, { priority: 1 | 2 | 3; minWidth: number }>,
  rowActions?: { name: string }[],
) =>
  checkDeclaration(
    defineResource({
      name: "layout-test",
      service: "rcm",
      endpoint: "rcm/v1/layout-test",
      schema,
      list: { columns: ["code", "name", "status", "amount"], sorters: [], columnLayout, rowActions },
      access: { list: { area: "rcm" } },
      meta: { route: "/rcm/layout-test" },
    }),
  );

describe("column layout of the declarations (issue 19 §2)", () => {
  it("every declared list names the priority and width of each of its columns, within the budget", () => {
    for (const declaration of RESOURCES) {
      const { columns, columnLayout } = declaration.list;
      expect(Object.keys(columnLayout ?? {}).sort(), declaration.name).toEqual([...columns].sort());
      expect(columnLayoutProblems(declaration.list), declaration.name).toEqual([]);
    }
  });

  it("the columns a clerk needs first are priority 1", () => {
    const first = (declaration: (typeof RESOURCES)[number]) =>
      Object.entries(declaration.list.columnLayout ?? {})
        .filter(([, layout]) => layout?.priority === 1)
        .map(([column]) => column)
        .sort();
    expect(first(accounts)).toEqual(
      ["invoiceAmount", "invoiceNumber", "patientName", "payerName", "status"].sort(),
    );
    expect(first(authorizations)).toEqual(
      ["authorizationCode", "beneficiaryName", "claimStatus", "createdAt", "sponsorName"].sort(),
    );
    expect(first(glosas)).toEqual(expect.arrayContaining(["glosaStatus", "invoicedAmount", "glossedAmount"]));
  });

  it("refuses a layout of an unknown column, a wrong priority or width, and priority columns too wide", () => {
    expect(() => declare({ other: { priority: 1, minWidth: 100 } })).toThrow(ResourceDeclarationError);
    expect(() => declare({ code: { priority: 4 as 1, minWidth: 100 } })).toThrow(/priority 4/);
    expect(() => declare({ code: { priority: 1, minWidth: 20 } })).toThrow(/minWidth 20/);
    expect(() => declare({ code: { priority: 1, minWidth: 100.5 } })).toThrow(/minWidth/);
    expect(() =>
      declare({
        code: { priority: 1, minWidth: 400 },
        name: { priority: 1, minWidth: 400 },
        amount: { priority: 1, minWidth: PRIMARY_COLUMNS_WIDTH - 799 },
      }),
    ).toThrow(/priority-1 columns with the selection and the actions take/);
    // The same columns without the last fit alone, not with the row actions beside them.
    const fitting = { code: { priority: 1, minWidth: 400 }, name: { priority: 1, minWidth: 400 } } as const;
    expect(() => declare(fitting)).not.toThrow();
    expect(() => declare(fitting, [{ name: "void" }])).toThrow(/take 1064 px/);
    expect(() =>
      declare({ code: { priority: 1, minWidth: 400 }, name: { priority: 2, minWidth: 400 } }),
    ).not.toThrow();
  });

  it("shows columns by priority, declared order within one; priority-1 status columns last and fixed", () => {
    const declaration = declare({
      code: { priority: 2, minWidth: 100 },
      name: { priority: 1, minWidth: 160 },
      status: { priority: 1, minWidth: 140 },
      amount: { priority: 1, minWidth: 120 },
    });
    const arranged = withFixedLast(declaration.list.columns, schema, declaration.list.columnLayout);
    expect(arranged.columns).toEqual(["name", "amount", "code", "status"]);
    expect([...arranged.fixed]).toEqual(["status"]);
    // A status column that is not a priority scrolls with the others.
    const low = declare({ status: { priority: 3, minWidth: 140 } });
    const lowArranged = withFixedLast(low.list.columns, schema, low.list.columnLayout);
    expect(lowArranged.columns).toEqual(["code", "name", "amount", "status"]);
    expect(lowArranged.fixed.size).toBe(0);
  });

  it("a column without a layout is priority 2 with a width by its kind; actions take at most two buttons", () => {
    const bare = declare({});
    expect(columnLayoutOf(bare, "amount")).toEqual({ priority: 2, minWidth: 120 });
    expect(columnLayoutOf(bare, "code").priority).toBe(2);
    expect(columnLayoutOf(accounts, "patientName")).toEqual(accounts.list.columnLayout?.patientName);
    expect(actionsColumnWidth(7)).toBe(actionsColumnWidth(2));
    expect(actionsColumnWidth(2)).toBe(ROW_ACTIONS_WIDTH);
    expect(actionsColumnWidth(1)).toBeLessThan(actionsColumnWidth(2));
  });
});

describe("bulk actions offered for a selection (issue 19 §9)", () => {
  const move = { name: "move", when: { field: "status", in: ["SENT"] } };
  const download = { name: "download" };
  it("offers only the actions at least one selected row allows, with how many rows", () => {
    expect(offeredBulkActions([move, download], [])).toEqual([]);
    expect(offeredBulkActions([move, download], [{ status: "VOIDED" }])).toEqual([
      { action: download, count: 1 },
    ]);
    expect(
      offeredBulkActions([move, download], [{ status: "SENT" }, { status: "VOIDED" }, { status: "SENT" }]),
    ).toEqual([
      { action: move, count: 2 },
      { action: download, count: 3 },
    ]);
  });
});
