/**
 * Value conversion of the form widgets (issue 8 §1): money (001 §9, 2 decimals, decimal amounts),
 * dates (DD/MM/YYYY shown, YYYY-MM-DD sent), custom formats, and the declaration-time check of
 * forms. File limits refused before the network: tests/unit/lib/file-check.test.ts.
 */
import { describe, expect, it } from "vitest";
import { formatMoneyInput, parseMoneyInput } from "../../../src/components/resource-form/widgets/money-value";
import {
  displayToWire,
  wireToDayjs,
  wireToDisplay,
} from "../../../src/components/resource-form/widgets/date-value";
import { lookupItems } from "../../../src/components/resource-form/widgets/lookup-widget";
import { isEmailList, isFolderName, isPastDate } from "../../../schemas/forms/formats";
import { brokenRules, formProblems } from "../../../schemas/forms/form-declaration";

describe("money widget values", () => {
  it("reads decimals with or without thousands commas", () => {
    expect(parseMoneyInput("1,234.50")).toBe(1234.5);
    expect(parseMoneyInput("1234.5")).toBe(1234.5);
    expect(parseMoneyInput(" 12 ")).toBe(12);
    expect(parseMoneyInput(".5")).toBe(0.5);
    expect(parseMoneyInput("0.001")).toBe(0.001);
  });

  it("keeps what is not a number as text (the schema refuses it) and empty as undefined", () => {
    expect(parseMoneyInput("")).toBeUndefined();
    expect(parseMoneyInput("   ")).toBeUndefined();
    expect(parseMoneyInput("12a")).toBe("12a");
    expect(parseMoneyInput("1.2.3")).toBe("1.2.3");
    expect(parseMoneyInput("1,23")).toBe("1,23");
  });

  it("shows 2 decimals once left, never rounding a value with more", () => {
    expect(formatMoneyInput(1234.5)).toBe("1,234.50");
    expect(formatMoneyInput(0)).toBe("0.00");
    expect(formatMoneyInput(1.234)).toBe("1.234");
    expect(formatMoneyInput("12a")).toBe("12a");
    expect(formatMoneyInput(undefined)).toBe("");
  });
});

describe("date widget values", () => {
  it("sends YYYY-MM-DD for a typed DD/MM/YYYY (or D/M/YYYY)", () => {
    expect(displayToWire("31/12/2026")).toBe("2026-12-31");
    expect(displayToWire("1/2/2026")).toBe("2026-02-01");
    expect(displayToWire("")).toBeUndefined();
  });

  it("keeps an impossible date as typed, for the schema to refuse", () => {
    expect(displayToWire("31/02/2026")).toBe("31/02/2026");
    expect(displayToWire("2026-12-31")).toBe("2026-12-31");
  });

  it("shows DD/MM/YYYY for a wire date", () => {
    expect(wireToDisplay("2026-03-09")).toBe("09/03/2026");
    expect(wireToDisplay("nonsense")).toBe("nonsense");
    expect(wireToDisplay(undefined)).toBe("");
    expect(wireToDayjs("2026-03-09")?.format("DD/MM/YYYY")).toBe("09/03/2026");
    expect(wireToDayjs("2026-02-30")).toBeNull();
  });
});

describe("lookup answers", () => {
  it("reads an array or a Spring page's content", () => {
    expect(lookupItems([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(lookupItems({ content: [{ a: 2 }], totalElements: 1 })).toEqual([{ a: 2 }]);
    expect(lookupItems({ nope: true })).toEqual([]);
  });
});

describe("custom formats", () => {
  const now = new Date(2026, 10, 22, 10, 0);
  it("past-date: real dates up to today", () => {
    expect(isPastDate("2026-11-22", now)).toBe(true);
    expect(isPastDate("2026-11-23", now)).toBe(false);
    expect(isPastDate("2026-02-30", now)).toBe(false);
    expect(isPastDate("22/11/2026", now)).toBe(false);
  });
  it("folder-name and email-list", () => {
    expect(isFolderName("Paquete_2026 Enero-v2")).toBe(true);
    expect(isFolderName("Facturación")).toBe(true);
    expect(isFolderName("../etc")).toBe(false);
    expect(isFolderName("a/b")).toBe(false);
    expect(isFolderName(" lead")).toBe(false);
    expect(isEmailList("a@b.co, c@d.org")).toBe(true);
    expect(isEmailList("a@b.co,")).toBe(false);
    expect(isEmailList("nope")).toBe(false);
  });
});

describe("declared forms are checked on load", () => {
  it("names unknown fields, unknown widgets and widgets without their options", () => {
    const problems = formProblems({
      schema: {
        type: "object",
        properties: { amount: { type: "number" }, service: { type: "string" }, file: { type: "string" } },
        required: ["amount", "missing"],
      },
      uiSchema: {
        amount: { "ui:widget": "moneyy" },
        service: { "ui:widget": "lookup", "ui:options": { endpoint: "rcm/v1/services" } },
        file: { "ui:widget": "file", "ui:options": { extensions: ["pdf"] } },
        ghost: { "ui:widget": "text" },
      },
    });
    expect(problems).toEqual([
      'required "missing" is not a property',
      'field "amount": unknown widget "moneyy"',
      'field "service": a lookup needs ui:options endpoint, value and label',
      'field "file": a file field needs ui:options extensions, maxBytes and upload',
      'uiSchema "ghost" is not a property',
    ]);
  });
});

describe("rules across fields (issue 8 §2 min ≤ max)", () => {
  const rules = [{ rule: "lessOrEqual", field: "min", other: "max" }] as const;
  it("holds for empty sides and ordered values, breaks otherwise", () => {
    expect(brokenRules({ min: 10, max: 10 }, rules)).toEqual([]);
    expect(brokenRules({ min: 10 }, rules)).toEqual([]);
    expect(brokenRules({ min: "", max: "2026-01-01" }, rules)).toEqual([]);
    expect(brokenRules({ min: 10.01, max: 10 }, rules)).toEqual([rules[0]]);
    expect(brokenRules({ min: "2026-02-01", max: "2026-01-31" }, rules)).toEqual([rules[0]]);
    expect(brokenRules({ min: 1, max: "2" }, rules)).toEqual([]);
  });
  it("a rule naming an unknown field fails the declaration", () => {
    expect(
      formProblems({
        schema: { type: "object", properties: { min: { type: "number" } } },
        rules: [{ rule: "lessOrEqual", field: "min", other: "maximum" }],
      }),
    ).toEqual(['rule field "maximum" is not a property']);
  });
});
