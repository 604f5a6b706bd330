/**
 * The query parsers of the supports configuration calls (001 §7 "…/provider-payer-services/{id}/
 * support-documents with search_value, level, support_type_slug, page, size", "…/provider-payer-
 * products/support-documents with provider_payer_service_id, search_value, support_type_slug,
 * last_value", "…/provider-payer-products with search_value, healthcare_coverage_id,
 * all_products_with_service, page, size"; §3 "Support files" levels; issue 8 §2): defaults, accepted
 * values, and the message naming the parameter for each bad value.
 */
import { describe, expect, it } from "vitest";
import {
  parseProductSupportsQuery,
  parseProductsQuery,
  parseServiceSupportsQuery,
  PRODUCT_SUPPORTS_SLICE,
  SERVICE_SUPPORTS_PAGE,
  SUPPORT_LEVELS,
  SUPPORT_TYPE_SLUGS,
  toQueryString,
  type Parsed,
  type QueryGetter,
} from "../../../schemas/requests/supports-configuration";

const from =
  (query: string): QueryGetter =>
  (name) =>
    new URLSearchParams(query).get(name) ?? undefined;

function failure<T>(parsed: Parsed<T>): string {
  if (parsed.ok) throw new Error(`expected a failure, got ${JSON.stringify(parsed.value)}`);
  return parsed.message;
}

describe("parseServiceSupportsQuery (001 §7 service support documents)", () => {
  it("defaults to the first page of 10 and keeps the given filters", () => {
    expect(parseServiceSupportsQuery(from(""))).toEqual({
      ok: true,
      value: { page: 0, size: SERVICE_SUPPORTS_PAGE.size },
    });
    for (const level of SUPPORT_LEVELS)
      for (const slug of SUPPORT_TYPE_SLUGS)
        expect(
          parseServiceSupportsQuery(
            from(`level=${level}&support_type_slug=${slug}&search_value=%20epi%20&page=2&size=100`),
          ),
        ).toEqual({
          ok: true,
          value: { level, support_type_slug: slug, search_value: "epi", page: 2, size: 100 },
        });
  });

  it.each([
    ["level=PATIENT", "level"],
    ["level=account", "level"],
    ["support_type_slug=REQUIRED", "support_type_slug"],
    ["size=101", "size"],
    ["size=0", "size"],
    ["page=-1", "page"],
    ["page=1.5", "page"],
    [`search_value=${"x".repeat(101)}`, "search_value"],
  ])("refuses %s naming %s", (query, name) => {
    expect(failure(parseServiceSupportsQuery(from(query)))).toContain(name);
  });
});

describe("parseProductSupportsQuery (001 §7 product support documents, keyset)", () => {
  it("defaults to a slice of 20 without cursor and lower-cases the UUIDs", () => {
    expect(parseProductSupportsQuery(from(""))).toEqual({
      ok: true,
      value: { size: PRODUCT_SUPPORTS_SLICE.size },
    });
    const id = "0A1B2C3D-0000-4000-8000-00000000000F";
    expect(
      parseProductSupportsQuery(
        from(`provider_payer_service_id=${id}&provider_payer_product_id=${id}&last_value=WyJhIl0&size=5`),
      ),
    ).toEqual({
      ok: true,
      value: {
        provider_payer_service_id: id.toLowerCase(),
        provider_payer_product_id: id.toLowerCase(),
        last_value: "WyJhIl0",
        size: 5,
      },
    });
  });

  it.each([
    ["provider_payer_service_id=12", "provider_payer_service_id"],
    ["provider_payer_product_id=not-a-uuid", "provider_payer_product_id"],
    ["last_value=a%2Bb", "last_value"],
    [`last_value=${"a".repeat(513)}`, "last_value"],
    ["size=101", "size"],
    ["support_type_slug=x", "support_type_slug"],
  ])("refuses %s naming %s", (query, name) => {
    expect(failure(parseProductSupportsQuery(from(query)))).toContain(name);
  });
});

describe("parseProductsQuery (001 §7 agreement products)", () => {
  it("reads the toggle, the coverage and the paging", () => {
    expect(
      parseProductsQuery(from("all_products_with_service=true&healthcare_coverage_id=PBS&page=1&size=5")),
    ).toEqual({
      ok: true,
      value: { all_products_with_service: true, healthcare_coverage_id: "PBS", page: 1, size: 5 },
    });
    expect(parseProductsQuery(from("all_products_with_service=false"))).toMatchObject({
      ok: true,
      value: { all_products_with_service: false },
    });
  });

  it.each([
    ["all_products_with_service=yes", "all_products_with_service"],
    ["size=500", "size"],
    [`healthcare_coverage_id=${"c".repeat(65)}`, "healthcare_coverage_id"],
  ])("refuses %s naming %s", (query, name) => {
    expect(failure(parseProductsQuery(from(query)))).toContain(name);
  });
});

describe("toQueryString", () => {
  it("leaves out absent values and parses back to the same query", () => {
    const query = { search_value: "hc 1", level: "CHARGE" as const, page: 3, size: 10 };
    const text = toQueryString({ ...query, support_type_slug: undefined });
    expect(text).not.toContain("support_type_slug");
    expect(parseServiceSupportsQuery(from(text))).toEqual({ ok: true, value: query });
  });
});
