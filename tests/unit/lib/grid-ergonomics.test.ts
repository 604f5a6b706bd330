/**
 * The pure parts of the grids of issue 7 §3b: which filters sit in the one-row bar, chip texts,
 * density defaults, column choices within the view configuration (001 §1), status columns fixed
 * last, the remembered layout, the saved-view PHI guard (DESIGN.md §5) and the keyboard map.
 */
import { describe, expect, it } from "vitest";
import i18next from "i18next";
import accounts from "../../../resources/accounts";
import authorizations from "../../../resources/authorizations";
import { chipText } from "../../../src/components/resource/filter-chips";
import {
  activeFilterKeys,
  chosenColumns,
  defaultDensity,
  gridLayoutKey,
  panelFilterKeys,
  pinnedFilterKeys,
  readGridLayout,
  withFixedLast,
  writeGridLayout,
} from "../../../src/components/resource/grid-layout";
import { readSavedView, withoutPhi } from "../../../src/components/resource/saved-views-queries";
import {
  isTypingTarget,
  triageCommand,
  type TriageKey,
} from "../../../src/components/resource/use-keyboard-triage";
import { textsOf } from "../../locales";

const t = await (async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: "en", resources: { en: { translation: textsOf("en") } } });
  return instance.t;
})();

const keys = Object.keys(accounts.list.filters);

describe("one-row filter bar (issue 7 §3b)", () => {
  it("pins the declared filters; the panel has the rest, advanced ones last", () => {
    expect(pinnedFilterKeys(accounts.list.filters, keys)).toEqual(["searchValue", "statuses"]);
    const panel = panelFilterKeys(accounts.list.filters, keys);
    expect(panel).not.toContain("searchValue");
    expect(panel.slice(0, 5)).toEqual([
      "createdAt",
      "payer",
      "healthcarePlanCoverages",
      "invoiceAmount",
      "requiredSupportDocumentsCompleted",
    ]);
    expect(panel.at(-1)).toBe("responsibleEmailAddresses");
  });

  it("without pinned filters, the first one is pinned; filters a role does not get are never shown", () => {
    const filters = { a: { kind: "text", param: "a" }, b: { kind: "boolean", param: "b" } } as const;
    expect(pinnedFilterKeys(filters, ["a", "b"])).toEqual(["a"]);
    expect(panelFilterKeys(filters, ["a", "b"])).toEqual(["b"]);
    expect(pinnedFilterKeys(accounts.list.filters, ["payer", "createdAt"])).toEqual(["payer"]);
  });

  it("active keys are those with a value, in the given order", () => {
    expect(
      activeFilterKeys({ payer: "x", statuses: undefined, createdAt: { from: "2026-01-01" } }, keys),
    ).toEqual(["createdAt", "payer"]);
  });
});

describe("chip texts (issue 7 §3b)", () => {
  // What the bar passes: catalogue labels through the texts, a loaded lookup's labels.
  const label = (key: string, value: string) =>
    key === "statuses"
      ? t(`statuses.rcm-status-account.${value}`)
      : value === "eps-sanitas"
        ? "EPS Sanitas"
        : value;
  const chip = (key: string, value: Parameters<typeof chipText>[3]) =>
    chipText("accounts", key, accounts.list.filters[key], value, t, label);

  it("reads options by their labels, with the count of a multiple select", () => {
    expect(chip("statuses", ["SENT", "SETTLED"])).toEqual({
      label: "Status",
      value: "Sent, Settled",
      count: 2,
    });
    expect(chip("payer", "eps-sanitas")).toEqual({ label: "Payer", value: "EPS Sanitas", count: 1 });
  });

  it("reads yes/no by the filter's own labels, dates DD/MM/YYYY and amounts as ranges", () => {
    expect(chip("requiredSupportDocumentsCompleted", false).value).toBe(
      textsOf("en").resources.accounts.filters.requiredSupportDocumentsCompletedOptions.false,
    );
    expect(chip("isReassignedAccount", true).value).toBe("Yes");
    expect(chip("createdAt", { from: "2026-01-02", to: "2026-02-03" }).value).toBe("02/01/2026 – 03/02/2026");
    expect(chip("createdAt", { to: "2026-02-03" }).value).toBe("≤ 03/02/2026");
    expect(chip("invoiceAmount", { min: 10.5 }).value).toBe("≥ 10.5");
    expect(chip("invoiceAmount", { min: 1, max: 99 }).value).toBe("1 – 99");
  });
});

describe("density and columns (issue 7 §3b, 001 §1)", () => {
  it("every grid starts compact: one density default (issue 19 §9)", () => {
    expect(defaultDensity()).toBe("compact");
  });

  it("chosen columns stay within the allowed ones, in order, never empty", () => {
    const allowed = ["invoiceNumber", "payerName", "status"];
    expect(chosenColumns(allowed, ["payerName"])).toEqual(["invoiceNumber", "status"]);
    // A hidden name the view configuration excludes anyway changes nothing, and cannot add it back.
    expect(chosenColumns(allowed, ["costCenterName"])).toEqual(allowed);
    expect(chosenColumns(allowed, allowed)).toEqual(["invoiceNumber"]);
  });

  it("status columns are fixed last", () => {
    const arranged = withFixedLast(["invoiceNumber", "status", "payerName"], accounts.schema);
    expect(arranged.columns).toEqual(["invoiceNumber", "payerName", "status"]);
    expect([...arranged.fixed]).toEqual(["status"]);
  });

  it("the remembered layout is layout only, under pp.grid.<resource>; a bad entry is ignored", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    writeGridLayout(storage, "accounts", { density: "comfortable", hidden: ["patientName"] });
    expect([...store.keys()]).toEqual([gridLayoutKey("accounts")]);
    expect(JSON.parse(store.get("pp.grid.accounts") ?? "")).toEqual({
      density: "comfortable",
      hidden: ["patientName"],
    });
    expect(readGridLayout(storage, "accounts")).toEqual({ density: "comfortable", hidden: ["patientName"] });
    store.set("pp.grid.accounts", '{"density":"huge","hidden":[]}');
    expect(readGridLayout(storage, "accounts")).toBeUndefined();
    store.set("pp.grid.accounts", "{not json");
    expect(readGridLayout(storage, "accounts")).toBeUndefined();
  });
});

describe("saved views never hold a PHI filter (issue 7 §3b, DESIGN.md §5)", () => {
  it("leaves the declaration's PHI filters out of what is saved", () => {
    expect(
      withoutPhi({ searchValue: "Gómez", statuses: ["SENT"], payer: undefined }, accounts.list.phi),
    ).toEqual({ statuses: ["SENT"] });
    expect(withoutPhi({ authorizationCode: "A-1", claimStatus: ["OPEN"] }, authorizations.list.phi)).toEqual({
      claimStatus: ["OPEN"],
    });
  });

  it("reads an answered view, keeping the declaration's own key names; other shapes are dropped", () => {
    expect(
      readSavedView({
        id: "v1",
        name: "Mine",
        filters: { requiredSupportDocumentsCompleted: true },
        sort: { field: "invoiceAmount", order: "desc" },
        columns: ["invoiceNumber", 3],
        density: "compact",
        created_at: "2026-01-01T00:00:00.000Z",
      }),
    ).toEqual({
      id: "v1",
      name: "Mine",
      filters: { requiredSupportDocumentsCompleted: true },
      sort: { field: "invoiceAmount", order: "desc" },
      columns: ["invoiceNumber"],
      density: "compact",
    });
    expect(
      readSavedView({ id: "v2", name: "x", sort: { field: "a", order: "up" }, density: "odd" }),
    ).toMatchObject({
      sort: null,
      density: "comfortable",
      filters: {},
      columns: [],
    });
    expect(readSavedView({ name: "no id" })).toBeUndefined();
  });
});

describe("keyboard triage map (issue 7 §3b)", () => {
  const key = (over: Partial<TriageKey>): TriageKey => ({
    key: "",
    code: "",
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...over,
  });
  const free = { typing: false, onRow: false };
  const row = { typing: false, onRow: true };

  it("moves with j/k anywhere and arrows on a row only", () => {
    expect(triageCommand(key({ key: "j" }), free)).toEqual({ kind: "next" });
    expect(triageCommand(key({ key: "k" }), free)).toEqual({ kind: "previous" });
    expect(triageCommand(key({ key: "ArrowDown" }), free)).toBeNull();
    expect(triageCommand(key({ key: "ArrowDown" }), row)).toEqual({ kind: "next" });
    expect(triageCommand(key({ key: "ArrowUp" }), row)).toEqual({ kind: "previous" });
  });

  it("selects with x, or Space on a row; opens with Enter on a row", () => {
    expect(triageCommand(key({ key: "x" }), free)).toEqual({ kind: "toggle" });
    expect(triageCommand(key({ key: " " }), free)).toBeNull();
    expect(triageCommand(key({ key: " " }), row)).toEqual({ kind: "toggle" });
    expect(triageCommand(key({ key: "Enter" }), free)).toBeNull();
    expect(triageCommand(key({ key: "Enter" }), row)).toEqual({ kind: "open" });
  });

  it("runs the n-th row action with a digit and the n-th bulk action with Shift + digit, by key position", () => {
    expect(triageCommand(key({ key: "1", code: "Digit1" }), row)).toEqual({ kind: "rowAction", index: 0 });
    expect(triageCommand(key({ key: "!", code: "Digit1", shiftKey: true }), row)).toEqual({
      kind: "bulkAction",
      index: 0,
    });
    expect(triageCommand(key({ key: "3", code: "Numpad3" }), free)).toEqual({ kind: "rowAction", index: 2 });
    expect(triageCommand(key({ key: "0", code: "Digit0" }), row)).toBeNull();
  });

  it("? opens the help, / the search; nothing while typing or with Ctrl, Meta or Alt", () => {
    expect(triageCommand(key({ key: "?", shiftKey: true }), free)).toEqual({ kind: "help" });
    expect(triageCommand(key({ key: "/" }), free)).toEqual({ kind: "search" });
    for (const pressed of ["j", "x", "?", "/", "1"])
      expect(
        triageCommand(key({ key: pressed, code: `Digit${pressed}` }), { typing: true, onRow: false }),
      ).toBeNull();
    expect(triageCommand(key({ key: "j", ctrlKey: true }), free)).toBeNull();
    expect(triageCommand(key({ key: "1", code: "Digit1", metaKey: true }), row)).toBeNull();
    expect(triageCommand(key({ key: "k", altKey: true }), free)).toBeNull();
  });

  it("a non-element target is not typing (the DOM checks run in the component tests)", () => {
    expect(isTypingTarget(null)).toBe(false);
  });
});
