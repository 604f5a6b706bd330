/**
 * The doctor step's calls (000 §7 "Medical catalogs", "GET arc/v1/providers/providers-branches/{id}/
 * product-types"; docs/api-contract.md "Claims desk: a new authorization" › "Medical catalogues",
 * "Authorizations of the claims desk"). Reads are `queryOptions` factories; answers are camel-cased
 * by the client. Searches keep their last page while the next one loads (the select does not blink).
 */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { HttpClient } from "../../../../../providers/http";
import { fillEndpoint } from "../../../../../providers/data/endpoint";
import type { AuthorizationKindDefinition } from "../../../../../schemas/claims-desk/authorization-kinds";

/** A page of the catalogues (Spring envelope, camel-cased). */
export interface CataloguePage<T> {
  readonly content: readonly T[];
  readonly totalElements: number;
}

/** An ICD-10 diagnosis (`diagnoses/search`). */
export interface CatalogueDiagnosis {
  readonly code: string;
  readonly name: string;
  readonly tags: readonly string[];
}

/** A product of `products/search` or `products/sponsor-provider/search`. */
export interface CatalogueProduct {
  readonly id: number;
  readonly name: string;
  readonly productTypeSlug: string;
  /** `products/search` only. */
  readonly code?: string;
  /** `sponsor-provider/search` only. */
  readonly providerProductCode?: string;
  readonly sponsorProductCode?: string;
}

/** One of the provider's outpatient-care products for a sponsor. */
export interface OutpatientCareProduct {
  readonly productId: number;
  readonly productName: string;
  readonly providerProductCode: string;
  readonly sponsorProductCode: string;
}

/** A product type the branch offers. */
export interface BranchProductType {
  readonly slug: string;
  readonly name: string;
}

const HOUR = 60 * 60_000;
/** Rows a search select shows. */
export const SEARCH_SIZE = 20;

/** Diagnoses whose name has the words typed, or whose code starts with them (000 §7 `diagnoses/search`). */
export function diagnosisSearchQuery(http: HttpClient, name: string) {
  return queryOptions({
    queryKey: ["new-authorization", "diagnoses", name],
    queryFn: async ({ signal }) =>
      (
        await http.get<CataloguePage<CatalogueDiagnosis>>("medical-catalogs/v1/diagnoses/search", {
          params: { name, page: 0, size: SEARCH_SIZE },
          signal,
        })
      ).data,
    enabled: name.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: HOUR,
  });
}

/** What a product search is limited to. */
export interface ProductSearch {
  readonly name: string;
  /** The product types offered (the kind's, within the branch's). */
  readonly productTypes: readonly string[];
  readonly countryCode: string;
  /** Under `filterProductsByProviderAndSponsor`: the provider and sponsor whose agreed products are searched. */
  readonly agreed: { provider: string; sponsor: string } | null;
}

/**
 * Products of the kind's types whose name has the words typed (000 §7 `products/search`, or
 * `products/sponsor-provider/search` under the `filterProductsByProviderAndSponsor` flag).
 */
export function productSearchQuery(http: HttpClient, search: ProductSearch) {
  const { name, productTypes, countryCode, agreed } = search;
  return queryOptions({
    queryKey: [
      "new-authorization",
      "products",
      name,
      productTypes.join(","),
      countryCode,
      agreed?.sponsor ?? "",
    ],
    queryFn: async ({ signal }) =>
      (
        await http.get<CataloguePage<CatalogueProduct>>(
          agreed
            ? "medical-catalogs/v1/products/sponsor-provider/search"
            : "medical-catalogs/v1/products/search",
          {
            params: {
              product_name: name,
              product_type_slug: productTypes.join(","),
              ...(countryCode ? { country_code: countryCode } : {}),
              ...(agreed ? { provider_slug: agreed.provider, sponsor_slug: agreed.sponsor } : {}),
              page: 0,
              size: SEARCH_SIZE,
            },
            signal,
          },
        )
      ).data,
    enabled: name.trim().length >= 2 && productTypes.length > 0,
    placeholderData: keepPreviousData,
    staleTime: HOUR,
  });
}

/** The provider's outpatient-care (consultation) products for the sponsor, its default first. */
export function outpatientCareQuery(http: HttpClient, provider: string, sponsor: string) {
  return queryOptions({
    queryKey: ["new-authorization", "outpatient-care", provider, sponsor],
    queryFn: async ({ signal }) =>
      (
        await http.get<OutpatientCareProduct[]>(
          fillEndpoint("medical-catalogs/v1/products/providers/{provider}/outpatient-care/{sponsor}", {
            provider,
            sponsor,
          }),
          { signal },
        )
      ).data,
    enabled: provider !== "" && sponsor !== "",
    staleTime: HOUR,
  });
}

/** The product types of the session's branch (`arc/v1/providers/providers-branches/{id}/product-types`). */
export function branchProductTypesQuery(http: HttpClient, branchId: number | undefined) {
  return queryOptions({
    queryKey: ["new-authorization", "branch-product-types", branchId ?? 0],
    queryFn: async ({ signal }) =>
      (
        await http.get<BranchProductType[]>(
          fillEndpoint("arc/v1/providers/providers-branches/{id}/product-types", { id: String(branchId) }),
          { signal },
        )
      ).data,
    enabled: branchId !== undefined,
    staleTime: HOUR,
  });
}

/**
 * The product types the doctor step offers: the kind's, within the branch's when the branch
 * answered (`arc/v1/providers/providers-branches/{id}/product-types`); all the kind's otherwise.
 */
export function offeredProductTypes(
  kind: Pick<AuthorizationKindDefinition, "productTypes"> | undefined,
  branchTypes: readonly { slug: string }[] | undefined,
): string[] {
  const types = [...(kind?.productTypes ?? [])];
  return branchTypes ? types.filter((type) => branchTypes.some((b) => b.slug === type)) : types;
}
