/**
 * The filter model and its wire filters (DESIGN.md §3; 001 §5, §6, §7; 000 §7).
 */
import { describe, expect, it } from "vitest";
import {
  amountRangeProblem,
  dateRangeProblem,
  normalizeModel,
  parseAmountInput,
  toCrudFilters,
  visibleFilterKeys,
} from "../../../src/lib/filter-model";
import accounts from "../../../resources/accounts";
import authorizations from "../../../resources/authorizations";
import { toFilterParams } from "../../../providers/data";

describe("toCrudFilters", () => {
  it("001 §7: accounts filters become eq/in filters named after the query parameters", () => {
    const filters = toCrudFilters(
      {
        searchValue: "  Ana ",
        statuses: ["SENT", "SETTLED"],
        createdAt: { from: "2026-01-01", to: "2026-01-31" },
        invoiceAmount: { min: 10, max: 99.5 },
        requiredSupportDocumentsCompleted: false,
        payer: "do-universal",
      },
      accounts.list.filters,
    );
    expect(filters).toEqual([
      { field: "searchValue", operator: "eq", value: "Ana" },
      { field: "statuses", operator: "in", value: ["SENT", "SETTLED"] },
      { field: "fromDate", operator: "eq", value: "2026-01-01" },
      { field: "toDate", operator: "eq", value: "2026-01-31" },
      { field: "payer", operator: "eq", value: "do-universal" },
      { field: "invoiceAmountMin", operator: "eq", value: 10 },
      { field: "invoiceAmountMax", operator: "eq", value: 99.5 },
      { field: "requiredSupportDocumentsCompleted", operator: "eq", value: false },
    ]);
    // And the rcm data provider's mapping accepts them as the contract's query.
    expect(toFilterParams(filters, { keyCase: "snake" })).toEqual({
      search_value: "Ana",
      statuses: "SENT,SETTLED",
      from_date: "2026-01-01",
      to_date: "2026-01-31",
      payer: "do-universal",
      invoice_amount_min: 10,
      invoice_amount_max: 99.5,
      required_support_documents_completed: false,
    });
  });

  it("000 §7: authorization filters", () => {
    const filters = toCrudFilters(
      {
        claimStatus: ["READY"],
        createdAt: { from: "2026-02-01" },
        authorizationCode: "AUT-1",
        satisfiesDocumentsPolicy: true,
      },
      authorizations.list.filters,
    );
    expect(toFilterParams(filters, { keyCase: "snake" })).toEqual({
      authorization_code: "AUT-1",
      claim_status: "READY",
      date_from: "2026-02-01",
      satisfies_documents_policy: true,
    });
  });

  it("drops empty and malformed values and unknown keys", () => {
    expect(
      toCrudFilters(
        {
          searchValue: "   ",
          statuses: [],
          createdAt: { from: "2026-13-40" },
          invoiceAmount: {},
          unknown: "x",
          payer: ["a"],
        },
        accounts.list.filters,
      ),
    ).toEqual([]);
    expect(normalizeModel({ statuses: ["A", "A", ""] }, accounts.list.filters)).toEqual({ statuses: ["A"] });
  });
});

describe("001 §5 validation", () => {
  it("amounts: positive only, min ≤ max", () => {
    expect(amountRangeProblem({ min: 1, max: 2 })).toBeNull();
    expect(amountRangeProblem({ min: 5 })).toBeNull();
    expect(amountRangeProblem({})).toBeNull();
    expect(amountRangeProblem({ min: 0 })).toBe("filters.errors.amountPositive");
    expect(amountRangeProblem({ max: -3 })).toBe("filters.errors.amountPositive");
    expect(amountRangeProblem({ min: Number.NaN })).toBe("filters.errors.amountPositive");
    expect(amountRangeProblem({ min: 10, max: 2 })).toBe("filters.errors.amountOrder");
  });

  it("typed amounts: decimals with a point or a comma; anything else is refused", () => {
    expect(parseAmountInput("")).toBeUndefined();
    expect(parseAmountInput(" 12.5 ")).toBe(12.5);
    expect(parseAmountInput("12,5")).toBe(12.5);
    expect(parseAmountInput("12abc")).toBeNaN();
    expect(parseAmountInput("1e3")).toBeNaN();
  });

  it("dates: at most today, from ≤ to, real dates", () => {
    expect(dateRangeProblem({ from: "2026-01-01", to: "2026-01-31" }, "2026-02-01")).toBeNull();
    expect(dateRangeProblem({ to: "2026-02-01" }, "2026-02-01")).toBeNull();
    expect(dateRangeProblem({ to: "2026-02-02" }, "2026-02-01")).toBe("filters.errors.dateFuture");
    expect(dateRangeProblem({ from: "2026-01-31", to: "2026-01-01" }, "2026-02-01")).toBe(
      "filters.errors.dateOrder",
    );
    expect(dateRangeProblem({ from: "2026-02-30" }, "2026-03-01")).toBe("filters.errors.dateInvalid");
  });
});

describe("001 §5/§6 filters by role", () => {
  const keys = (roles: string[] | undefined) => visibleFilterKeys(accounts.list.filters, roles);

  it("EXTERNAL_AUDITOR gets no concurrent-status filter and no provider lookups", () => {
    const visible = keys(["EXTERNAL_AUDITOR"]);
    expect(visible).not.toContain("concurrentAuditRequired");
    for (const lookup of [
      "serviceTypes",
      "executorService",
      "agreementPlanType",
      "invoiceSource",
      "agreementCode",
      "missingSupports",
      "responsibleEmailAddresses",
    ]) {
      expect(visible).not.toContain(lookup);
    }
    expect(visible).toEqual(
      expect.arrayContaining(["searchValue", "statuses", "createdAt", "invoiceAmount", "payer"]),
    );
  });

  it("other roles get every filter; roles add up (EXTERNAL_AUDITOR + EDITOR keeps them)", () => {
    const all = Object.keys(accounts.list.filters);
    expect(keys(["EDITOR"])).toEqual(all);
    expect(keys(["INTERNAL_AUDITOR"])).toEqual(all);
    expect(keys(["EXTERNAL_AUDITOR", "EDITOR"])).toEqual(all);
    expect(keys(undefined)).toEqual(all);
  });
});
