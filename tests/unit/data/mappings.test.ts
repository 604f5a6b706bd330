/**
 * The pure mappings of the DataProvider factory (DESIGN.md §3 "Resources and data providers").
 */
import { describe, expect, it } from "vitest";
import type { CrudFilter } from "@refinedev/core";
import {
  arcDialect,
  denialsDialect,
  DIALECTS,
  documentValidationDialect,
  fillEndpoint,
  fromSpringPage,
  rcmDialect,
  settlementsDialect,
  SPRING_PAGING,
  toFilterParams,
  toListQuery,
  toPageParams,
  toSortParams,
} from "../../../providers/data";

describe("toPageParams (000 §7: shown 1-based, server zero-based)", () => {
  it("sends currentPage - 1 and the page size", () => {
    expect(toPageParams({ currentPage: 3, pageSize: 15 }, SPRING_PAGING)).toEqual({ page: 2, size: 15 });
  });

  it("001 §9: without a page size, 15 rows are asked for (not Refine's 10)", () => {
    expect(toPageParams(undefined, SPRING_PAGING)).toEqual({ page: 0, size: 15 });
    expect(toPageParams({ currentPage: 2 }, SPRING_PAGING)).toEqual({ page: 1, size: 15 });
    for (const dialect of Object.values(DIALECTS)) expect(dialect.paging.defaultPageSize).toBe(15);
  });

  it('DESIGN.md §3: mode "off" (and "client") is not supported by paged dialects', () => {
    expect(() => toPageParams({ mode: "off" }, SPRING_PAGING)).toThrow(/not supported/);
    expect(() => toPageParams({ mode: "client" }, SPRING_PAGING)).toThrow(/not supported/);
  });

  it("rejects page 0, fractional pages and sizes below 1", () => {
    expect(() => toPageParams({ currentPage: 0 }, SPRING_PAGING)).toThrow();
    expect(() => toPageParams({ currentPage: 1.5 }, SPRING_PAGING)).toThrow();
    expect(() => toPageParams({ pageSize: 0 }, SPRING_PAGING)).toThrow();
  });
});

describe("toSortParams per dialect (DESIGN.md §3 sort column)", () => {
  const byCreated = [{ field: "createdAt", order: "desc" as const }];

  it("rcm: sort=asc|desc + order_by=<snake_case field> (001 §7)", () => {
    expect(toSortParams(byCreated, rcmDialect.sort)).toEqual({ sort: "desc", order_by: "created_at" });
    expect(toSortParams([{ field: "invoiceAmount", order: "asc" }], rcmDialect.sort)).toEqual({
      sort: "asc",
      order_by: "invoice_amount",
    });
  });

  it("arc: sort=<camelField>,<asc|desc> (000 §7, §9 createdAt descending)", () => {
    expect(toSortParams(byCreated, arcDialect.sort)).toEqual({ sort: "createdAt,desc" });
    expect(toSortParams([{ field: "beneficiaryName", order: "asc" }], arcDialect.sort)).toEqual({
      sort: "beneficiaryName,asc",
    });
  });

  it("denials (decided): order_by carries the camelCase field, plus sort (001 §7)", () => {
    expect(toSortParams([{ field: "filingDate", order: "asc" }], denialsDialect.sort)).toEqual({
      sort: "asc",
      order_by: "filingDate",
    });
  });

  it("settlements and document-validation (decided): no server sort, a sorter throws", () => {
    expect(toSortParams([], settlementsDialect.sort)).toEqual({});
    expect(() => toSortParams(byCreated, settlementsDialect.sort)).toThrow(/not supported/);
    expect(() => toSortParams(byCreated, documentValidationDialect.sort)).toThrow(/not supported/);
  });

  it("no sorter → no parameter; two sorters or a bad order throw", () => {
    expect(toSortParams(undefined, rcmDialect.sort)).toEqual({});
    expect(() => toSortParams([...byCreated, { field: "status", order: "asc" }], rcmDialect.sort)).toThrow(
      /one sorter/,
    );
    expect(() => toSortParams([{ field: "x", order: "up" as "asc" }], arcDialect.sort)).toThrow(
      /asc or desc/,
    );
  });
});

describe("toFilterParams (DESIGN.md §3: filters in wire terms, unknown operators throw)", () => {
  const filters: CrudFilter[] = [
    { field: "searchValue", operator: "eq", value: "ana" },
    { field: "statuses", operator: "in", value: ["PENDING", "READY_TO_GENERATE"] },
    { field: "requiredSupportDocumentsCompleted", operator: "eq", value: false },
    { field: "invoiceAmountMin", operator: "eq", value: 0 },
    { field: "payer", operator: "eq", value: undefined },
    { field: "agreementCode", operator: "in", value: [] },
    { field: "fromDate", operator: "eq", value: "" },
    { field: "toDate", operator: "eq", value: null },
  ];

  it("001 §7 rcm: eq → snake_field=value, in → comma-joined; empty values dropped, false and 0 kept", () => {
    expect(toFilterParams(filters, rcmDialect.filters)).toEqual({
      search_value: "ana",
      statuses: "PENDING,READY_TO_GENERATE",
      required_support_documents_completed: false,
      invoice_amount_min: 0,
    });
  });

  it("000 §7 arc: claim_status comma-joined, date_from snake_cased", () => {
    expect(
      toFilterParams(
        [
          { field: "claimStatus", operator: "in", value: ["PAID", "VOIDED"] },
          { field: "dateFrom", operator: "eq", value: "2026-01-01" },
          { field: "satisfiesDocumentsPolicy", operator: "eq", value: true },
        ],
        arcDialect.filters,
      ),
    ).toEqual({ claim_status: "PAID,VOIDED", date_from: "2026-01-01", satisfies_documents_policy: true });
  });

  it("denials (decided): names as written — filter, glossNotificationDate, filingDate (001 §7)", () => {
    expect(
      toFilterParams(
        [
          { field: "filter", operator: "eq", value: "F-22" },
          { field: "glossNotificationDate", operator: "eq", value: "2026-02-01" },
        ],
        denialsDialect.filters,
      ),
    ).toEqual({ filter: "F-22", glossNotificationDate: "2026-02-01" });
  });

  it("document-validation: search_value (001 §7)", () => {
    expect(
      toFilterParams(
        [{ field: "searchValue", operator: "eq", value: "RX" }],
        documentValidationDialect.filters,
      ),
    ).toEqual({ search_value: "RX" });
  });

  it.each(["ne", "contains", "gte", "between", "startswith", "nin"] as const)(
    "DESIGN.md §3: operator %s throws",
    (operator) => {
      expect(() => toFilterParams([{ field: "status", operator, value: "A" }], rcmDialect.filters)).toThrow(
        /operator "\w+" on "status" is not supported/,
      );
    },
  );

  it("a conditional (or/and) filter throws", () => {
    const or: CrudFilter = { operator: "or", value: [{ field: "a", operator: "eq", value: 1 }] };
    expect(() => toFilterParams([or], rcmDialect.filters)).toThrow(/Conditional filter "or"/);
  });

  it("an object value, a list for eq, a scalar for in, or a parameter given twice throw", () => {
    const f = rcmDialect.filters;
    expect(() => toFilterParams([{ field: "fromDate", operator: "eq", value: new Date() }], f)).toThrow();
    expect(() => toFilterParams([{ field: "statuses", operator: "eq", value: ["A"] }], f)).toThrow(
      /use the "in"/,
    );
    expect(() => toFilterParams([{ field: "statuses", operator: "in", value: "A" }], f)).toThrow(
      /list value/,
    );
    expect(() =>
      toFilterParams(
        [
          { field: "payer", operator: "eq", value: "a" },
          { field: "payer", operator: "eq", value: "b" },
        ],
        f,
      ),
    ).toThrow(/twice/);
  });
});

describe("toListQuery", () => {
  it("merges paging, sort and filters of a dialect", () => {
    expect(
      toListQuery(rcmDialect, {
        pagination: { currentPage: 2, pageSize: 50 },
        sorters: [{ field: "createdAt", order: "desc" }],
        filters: [{ field: "statuses", operator: "in", value: ["PENDING"] }],
      }),
    ).toEqual({ page: 1, size: 50, sort: "desc", order_by: "created_at", statuses: "PENDING" });
  });

  it("a filter named like a paging or sort parameter throws", () => {
    expect(() => toListQuery(arcDialect, { filters: [{ field: "page", operator: "eq", value: 3 }] })).toThrow(
      /clashes/,
    );
  });
});

describe("fromSpringPage (docs/api-contract.md Spring page)", () => {
  it("reads content and totalElements", () => {
    expect(
      fromSpringPage({ content: [{ id: 1 }], totalElements: 31, totalPages: 3, number: 0, size: 15 }),
    ).toEqual({
      data: [{ id: 1 }],
      total: 31,
    });
  });

  it("an estimated total (a million-row list) says so; an exact one carries no flag", () => {
    expect(fromSpringPage({ content: [], totalElements: 1_002_000, totalElementsEstimated: true })).toEqual({
      data: [],
      total: 1_002_000,
      totalEstimated: true,
    });
    expect(fromSpringPage({ content: [], totalElements: 3, totalElementsEstimated: false })).toEqual({
      data: [],
      total: 3,
    });
  });

  it("DESIGN.md §3: a missing total throws — never data.length", () => {
    expect(() => fromSpringPage({ content: [{ id: 1 }] })).toThrow("list answer has no total");
    expect(() => fromSpringPage({ content: [], totalElements: "3" })).toThrow("list answer has no total");
  });

  it("a body without content (a bare array) throws", () => {
    expect(() => fromSpringPage([{ id: 1 }])).toThrow(/content/);
  });
});

describe("fillEndpoint (DESIGN.md §3 meta.endpoint)", () => {
  it("fills and URI-encodes placeholders", () => {
    expect(
      fillEndpoint("arc/v1/providers/{provider}/outpatient-care-claim", { provider: "clinica-central-do" }),
    ).toBe("arc/v1/providers/clinica-central-do/outpatient-care-claim");
    expect(fillEndpoint("rcm/v1/accounts/{id}/charges", { id: "a b/c" })).toBe(
      "rcm/v1/accounts/a%20b%2Fc/charges",
    );
    expect(fillEndpoint("rcm/v1/accounts", {})).toBe("rcm/v1/accounts");
  });

  it("a placeholder left unfilled throws, naming it", () => {
    expect(() => fillEndpoint("arc/v1/providers/{provider}/claims", {})).toThrow("{provider}");
    expect(() => fillEndpoint("arc/v1/providers/{provider}/claims", { provider: "" })).toThrow("{provider}");
  });
});

describe("the dialect table (DESIGN.md §3)", () => {
  it("has one row per service, Spring paging everywhere, and reasons for the decided cells", () => {
    expect(Object.keys(DIALECTS).sort()).toEqual([
      "arc",
      "denials",
      "document-validation",
      "rcm",
      "settlements",
    ]);
    for (const dialect of Object.values(DIALECTS)) {
      expect(dialect.paging).toMatchObject({ pageParam: "page", sizeParam: "size", firstPage: 0 });
      expect(dialect.envelope).toBe("spring-page");
      for (const decision of dialect.decisions) expect(decision.decision.length).toBeGreaterThan(20);
    }
    expect(settlementsDialect.decisions.map((d) => d.cell)).toContain("sort");
    expect(documentValidationDialect.decisions.map((d) => d.cell)).toContain("sort");
    expect(denialsDialect.searchField).toBe("filter");
    expect(documentValidationDialect.searchField).toBe("searchValue");
  });
});
