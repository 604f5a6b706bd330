import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { SERVICE_TYPE_CATALOGUE } from "../../../../schemas/entities/value-catalogues";
import { valueLabel } from "../../../lib/value-label";
import { fillEndpoint } from "../../../../providers/data/endpoint";
import type { HttpClient } from "../../../../providers/http";
import type {
  AgreementProduct,
  ProductSupportSlice,
  ServiceSupportDocument,
} from "../../../../schemas/entities/supports-configuration";
import type {
  ProductSupportsQuery,
  ProductsQuery,
  ServiceSupportsQuery,
} from "../../../../schemas/requests/supports-configuration";

/**
 * The read calls of an agreement's supports configuration (001 §2 "agreements/supports-
 * configuration"; §7 `GET provider-payer-configurations/{agreementCode}` for its services,
 * `…/provider-payer-services/{id}/support-documents`, `…/provider-payer-products`,
 * `…/provider-payer-products/support-documents`; issue 8 §2; docs/api-contract.md "Supports
 * configuration"). Each key holds every parameter of its call, and every call passes react-query's
 * abort signal: an answer for filters that are no longer current lands in its own cache entry and is
 * never shown, and leaving a filter aborts its request. Answers are camel-cased by the HTTP layer.
 */
const AGREEMENT = "rcm/v1/provider-payer-configurations/{agreementCode}";
const SERVICE_SUPPORTS = `${AGREEMENT}/provider-payer-services/{id}/support-documents`;
const PRODUCTS = `${AGREEMENT}/provider-payer-products`;
const PRODUCT_SUPPORTS = `${AGREEMENT}/provider-payer-products/support-documents`;

/** A Spring page as the HTTP layer camel-cases it (`number` 0-based). */
export interface SpringPage<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/** A service of the agreement (001 §3 "services (with serviceTypeFallbackName)"). */
export interface AgreementService {
  id: string;
  serviceType: string;
  serviceTypeFallbackName?: string;
}

/**
 * The name a service shows with (001 §3 "services (with serviceTypeFallbackName)"): its service
 * type's label in the UI language (issue 19 §3), the server's fallback name for a type the
 * catalogue does not know.
 */
export const serviceName = (service: AgreementService, t: TFunction) =>
  valueLabel(t, SERVICE_TYPE_CATALOGUE.labels, service.serviceType, service.serviceTypeFallbackName);

/** The part of `GET …/{agreementCode}` this screen reads: name, payer and services. */
export interface AgreementSummary {
  agreementCode: string;
  agreementName: string;
  payerName?: string;
  services: AgreementService[];
}

/** The first key part of every call of this screen, for one agreement. */
export function supportsKey(agreementCode: string) {
  return ["rcm", "supports-configuration", agreementCode] as const;
}

/** Query parameters without the undefined members (axios would send them as empty). */
function params(query: object): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== "")) as Record<
    string,
    string | number | boolean
  >;
}

/** The agreement's name, payer and services (`GET …/{agreementCode}`); disabled without a code. */
export function agreementSummaryQuery(http: HttpClient, agreementCode: string) {
  return queryOptions({
    queryKey: [...supportsKey(agreementCode), "agreement"] as const,
    queryFn: async ({ signal }): Promise<AgreementSummary> =>
      (await http.get<AgreementSummary>(`/${fillEndpoint(AGREEMENT, { agreementCode })}`, { signal })).data,
    enabled: agreementCode !== "",
  });
}

/**
 * One page of the support documents a service of the agreement requires (001 §7, Spring page).
 * The previous page stays on screen while the next loads only when the filters are the same.
 */
export function serviceSupportsQuery(
  http: HttpClient,
  agreementCode: string,
  serviceId: string,
  query: ServiceSupportsQuery,
) {
  return queryOptions({
    queryKey: [...supportsKey(agreementCode), "service", serviceId, query] as const,
    queryFn: async ({ signal }): Promise<SpringPage<ServiceSupportDocument>> =>
      (
        await http.get<SpringPage<ServiceSupportDocument>>(
          `/${fillEndpoint(SERVICE_SUPPORTS, { agreementCode, id: serviceId })}`,
          { params: params(query), signal },
        )
      ).data,
    enabled: agreementCode !== "" && serviceId !== "",
  });
}

/** One page of the agreement's products (001 §7 `…/provider-payer-products`). */
export function productsQuery(http: HttpClient, agreementCode: string, query: ProductsQuery) {
  return queryOptions({
    queryKey: [...supportsKey(agreementCode), "products", query] as const,
    queryFn: async ({ signal }): Promise<SpringPage<AgreementProduct>> =>
      (
        await http.get<SpringPage<AgreementProduct>>(`/${fillEndpoint(PRODUCTS, { agreementCode })}`, {
          params: params(query),
          signal,
        })
      ).data,
    enabled: agreementCode !== "",
  });
}

/**
 * The product support documents in keyset slices (001 §7 `…/provider-payer-products/support-
 * documents` with `last_value`): each page of the infinite query is one slice, the next asked with
 * the previous slice's `lastValue`, none after a null one. The filters are in the key, so a filter
 * change starts over from the first slice (and never shows slices of other filters).
 */
export function productSupportsQuery(
  http: HttpClient,
  agreementCode: string,
  query: Omit<ProductSupportsQuery, "last_value">,
) {
  return infiniteQueryOptions({
    queryKey: [...supportsKey(agreementCode), "product-supports", query] as const,
    queryFn: async ({ signal, pageParam }): Promise<ProductSupportSlice> =>
      (
        await http.get<ProductSupportSlice>(`/${fillEndpoint(PRODUCT_SUPPORTS, { agreementCode })}`, {
          params: params({ ...query, last_value: pageParam ?? undefined }),
          signal,
        })
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.lastValue ?? undefined,
    enabled: agreementCode !== "",
  });
}
