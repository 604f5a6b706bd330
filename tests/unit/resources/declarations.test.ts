/**
 * Resource declarations (DESIGN.md §3) and what is derived from them: routes, access, wire names.
 */
import { describe, expect, it } from "vitest";
import { RESOURCES, findResource, requirementOf } from "../../../resources";
import { defineResource, type ResourceDeclaration } from "../../../resources/define-resource";
import {
  checkDeclaration,
  declarationProblems,
  ResourceDeclarationError,
} from "../../../resources/declaration-checks";
import accounts from "../../../resources/accounts";
import authorizations from "../../../resources/authorizations";
import { accountSchema } from "../../../schemas/entities/account";
import { toSnakeKey } from "../../../providers/http";

/** Wire parameter names of a list's filters (camelCase, as sent to the data provider). */
function filterParams(declaration: ResourceDeclaration): string[] {
  return Object.values(declaration.list.filters).flatMap((filter) =>
    filter.kind === "dateRange"
      ? [filter.params.from, filter.params.to]
      : filter.kind === "amountRange"
        ? [filter.params.min, filter.params.max]
        : [filter.param],
  );
}

describe("declarations", () => {
  it("are unique by name and route, with routes from the declaration (accounts → /rcm/home, authorizations → /home)", () => {
    expect(new Set(RESOURCES.map((r) => r.name)).size).toBe(RESOURCES.length);
    expect(new Set(RESOURCES.map((r) => r.meta.route)).size).toBe(RESOURCES.length);
    expect(findResource("accounts")?.meta.route).toBe("/rcm/home");
    expect(findResource("authorizations")?.meta.route).toBe("/home");
    expect(findResource("settlements")?.meta.route).toBe("/settlements");
    expect(findResource("v2-authorizations")?.meta.route).toBe("/v2/home");
  });

  it("list only schema properties as columns and sorters", () => {
    for (const declaration of RESOURCES) {
      const properties = Object.keys(declaration.schema.properties);
      for (const column of declaration.list.columns) expect(properties).toContain(column);
      for (const sorter of declaration.list.sorters) expect(properties).toContain(sorter);
    }
  });

  it("001 §7 accounts: every filter of GET /rcm/v1/accounts is offered (sort, order_by, page, size are the list's own)", () => {
    const wire = filterParams(accounts).map(toSnakeKey).sort();
    expect(wire).toEqual(
      [
        "statuses",
        "search_value",
        "healthcare_plan_coverages",
        "from_date",
        "to_date",
        "required_support_documents_completed",
        "payer",
        "concurrent_audit_required",
        "invoice_amount_min",
        "invoice_amount_max",
        "service_types",
        "executor_service",
        "agreement_plan_type",
        "invoice_source",
        "agreement_code",
        "missing_supports",
        "responsible_email_addresses",
        "is_reassigned_account",
        "reassigned_account_id",
      ].sort(),
    );
  });

  it("001 §7 accounts: sorters map to the order_by values of the contract", () => {
    const orderBy = accounts.list.sorters.map(toSnakeKey).sort();
    expect(orderBy).toEqual(
      ["created_at", "invoice_amount", "invoice_number", "payer_name", "patient_id", "status"].sort(),
    );
    expect(accounts.list.defaultSort).toEqual({ field: "createdAt", order: "desc" });
  });

  it("000 §2/§7 authorizations: status, date range, code search, documentation; sort by creation date (default desc), beneficiary, coverage, status", () => {
    expect(filterParams(authorizations).map(toSnakeKey).sort()).toEqual(
      ["authorization_code", "claim_status", "date_from", "date_to", "satisfies_documents_policy"].sort(),
    );
    expect([...authorizations.list.sorters].sort()).toEqual([
      "beneficiaryName",
      "claimStatus",
      "coverageType",
      "createdAt",
    ]);
    expect(authorizations.list.defaultSort).toEqual({ field: "createdAt", order: "desc" });
    expect(authorizations.list.rowActions?.map((a) => a.name)).toEqual(["void", "voidClaim"]);
    expect(authorizations.list.rowActions?.every((a) => a.confirm)).toBe(true);
  });

  it("DESIGN.md §5: search text filters are PHI (never in the URL)", () => {
    expect(accounts.list.phi).toContain("searchValue");
    expect(authorizations.list.phi).toContain("authorizationCode");
  });

  it("001 §5/§6: the concurrent-audit filter and the provider lookups are hidden for EXTERNAL_AUDITOR", () => {
    const hidden = Object.entries(accounts.list.filters)
      .filter(([, filter]) => filter.hideForRcmRoles?.includes("EXTERNAL_AUDITOR"))
      .map(([key]) => key)
      .sort();
    expect(hidden).toEqual(
      [
        "agreementCode",
        "agreementPlanType",
        "concurrentAuditRequired",
        "executorService",
        "invoiceSource",
        "missingSupports",
        "responsibleEmailAddresses",
        "serviceTypes",
      ].sort(),
    );
  });
});

describe("requirementOf (DESIGN.md §6)", () => {
  it("gives the declared requirement of an action, else the list's", () => {
    expect(requirementOf("accounts", "list")).toEqual({ area: "rcm" });
    expect(requirementOf("authorizations", "void")).toEqual({ area: "authorizations" });
    expect(requirementOf("authorizations", "voidClaim")).toEqual({ area: "authorizations" });
    expect(requirementOf("authorizations", "create")).toEqual({
      area: "authorizations",
      feature: "addNewAuthorization",
    });
    expect(requirementOf("settlements", "list")).toEqual({
      area: "settlements",
      feature: "settlementSection",
    });
    expect(requirementOf("settlements", "create")).toEqual({
      area: "settlements",
      feature: "settlementSection",
    });
    expect(requirementOf("v2-authorizations", "list")).toEqual({ area: "v2" });
    expect(requirementOf("authorizations", "somethingElse")).toEqual({ area: "authorizations" });
    expect(requirementOf("unknown", "list")).toBeUndefined();
  });
});

describe("defineResource", () => {
  const base = {
    name: "broken",
    service: "rcm" as const,
    endpoint: "rcm/v1/accounts",
    schema: accountSchema,
    list: {
      columns: ["invoiceNumber"] as const,
      filters: { searchValue: { kind: "text" as const, param: "searchValue" } },
      sorters: ["createdAt"] as const,
      defaultSort: { field: "createdAt", order: "desc" as const },
      phi: ["searchValue"],
      pageSizes: [10],
    },
    access: { list: { area: "rcm" as const } },
    meta: { route: "/broken" },
  };

  it("accepts a consistent declaration", () => {
    expect(checkDeclaration(defineResource(base)).name).toBe("broken");
  });

  it.each([
    ["an unknown column", { ...base, list: { ...base.list, columns: ["nope"] } }],
    [
      "a default sort that is not a sorter",
      { ...base, list: { ...base.list, defaultSort: { field: "status", order: "asc" } } },
    ],
    ["a phi key that is not a filter", { ...base, list: { ...base.list, phi: ["other"] } }],
    [
      "a reserved filter key",
      { ...base, list: { ...base.list, filters: { page: { kind: "text", param: "page" } } } },
    ],
    ["a relative route", { ...base, meta: { route: "broken" } }],
    ["no page size", { ...base, list: { ...base.list, pageSizes: [] } }],
  ])("throws on %s", (_name, declaration) => {
    // The bad shapes are deliberately outside the typed contract.
    expect(() => checkDeclaration(defineResource(declaration as never))).toThrow(ResourceDeclarationError);
  });

  it("finds no problem in any declaration of resources/ (the checks run here, not at every page load)", () => {
    for (const declaration of RESOURCES)
      expect(declarationProblems(declaration), declaration.name).toEqual([]);
  });
});

describe("list defaults of defineResource (docs/decisions.md Grids)", () => {
  it("gives a list without page sizes, filters or phi the decided defaults", async () => {
    // A bare list (the settlements list was one until issue 22 gave it filters).
    const { DEFAULT_PAGE_SIZES, defineResource: define } = await import("../../../resources/define-resource");
    const { settlementSchema } = await import("../../../schemas/entities/settlement");
    const bare = define({
      name: "bare-settlements",
      service: "settlements",
      endpoint: "settlements/v3/settlements",
      schema: settlementSchema,
      list: { columns: ["id", "createdAt"], sorters: [] },
      access: { list: { area: "settlements" } },
      meta: { route: "/bare-settlements" },
    });
    expect(bare.list.pageSizes).toEqual(DEFAULT_PAGE_SIZES);
    expect(DEFAULT_PAGE_SIZES[0]).toBe(15);
    expect(bare.list.filters).toEqual({});
    expect(bare.list.phi).toEqual([]);
  });
});
