/**
 * Supports configuration of an agreement: the query parameters of its three read calls and their
 * parsing (001 §2 "agreements/supports-configuration | service support documents"; §3 "Support
 * files": relation levels ACCOUNT, CHARGE and EVENT; §3 "Agreement product: id and product {code,
 * name, description}"; §7:
 * - `GET provider-payer-configurations/{agreementCode}/provider-payer-services/{id}/support-documents`
 *   with search_value, level, support_type_slug, page, size (a Spring page);
 * - `GET …/provider-payer-products/support-documents` with provider_payer_service_id, search_value,
 *   support_type_slug, last_value (keyset paging);
 * - `GET …/provider-payer-products` with search_value, healthcare_coverage_id,
 *   all_products_with_service, page, size;
 * issue 8 §2; docs/decisions.md "Supports configuration"). Shared by the reference API, which
 * validates with these parsers (400 with the returned message), and the portal, which offers the
 * same values. Plain data and pure functions.
 */

/** Relation levels of a support document (001 §3 "Support files": ACCOUNT, CHARGE and EVENT). */
export const SUPPORT_LEVELS = ["ACCOUNT", "CHARGE", "EVENT"] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];

/**
 * Support types (`support_type_slug`; 001 §7 names the parameter, not its values;
 * docs/decisions.md "Supports configuration"): whether the payer always requires the document, only
 * under a condition of the agreement, or accepts it without requiring it.
 */
export const SUPPORT_TYPE_SLUGS = ["required", "conditional", "optional"] as const;
export type SupportTypeSlug = (typeof SUPPORT_TYPE_SLUGS)[number];

/** Page size of a service's support documents: 10 unless asked, at most 100 (rows). */
export const SERVICE_SUPPORTS_PAGE = { size: 10, max: 100 } as const;
/** Page size of the agreement's products: 10 unless asked, at most 100 (rows). */
export const PRODUCTS_PAGE = { size: 10, max: 100 } as const;
/**
 * Slice size of the product support documents (keyset paging): 20 unless asked with `size`, at
 * most 100 rows (`size` is an addition to 001 §7, docs/decisions.md "Supports configuration").
 */
export const PRODUCT_SUPPORTS_SLICE = { size: 20, max: 100 } as const;

/** Longest accepted free text (`search_value`), in characters. */
export const SEARCH_MAX = 100;
/** Longest accepted keyset cursor (`last_value`), in characters. */
export const LAST_VALUE_MAX = 512;

/** `GET …/provider-payer-services/{id}/support-documents` parameters, parsed. */
export interface ServiceSupportsQuery {
  search_value?: string;
  level?: SupportLevel;
  support_type_slug?: SupportTypeSlug;
  /** 0-based page. */
  page: number;
  size: number;
}

/** `GET …/provider-payer-products/support-documents` parameters, parsed. */
export interface ProductSupportsQuery {
  provider_payer_service_id?: string;
  /** The product whose documents are wanted (an addition to 001 §7, see the decision). */
  provider_payer_product_id?: string;
  search_value?: string;
  support_type_slug?: SupportTypeSlug;
  /** The opaque cursor of the previous slice's last row; absent for the first slice. */
  last_value?: string;
  size: number;
}

/** `GET …/provider-payer-products` parameters, parsed. */
export interface ProductsQuery {
  search_value?: string;
  healthcare_coverage_id?: string;
  /** true: only the products tied to a service of the agreement. */
  all_products_with_service?: boolean;
  page: number;
  size: number;
}

/** The result of a parser: the value, or the message of the 400 answer naming the parameter. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Reads one raw query parameter (absent → undefined). */
export type QueryGetter = (name: string) => string | undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURSOR = /^[A-Za-z0-9_-]+$/;

/** True when the text is a UUID (any version, any case). */
export function isUuidText(text: string): boolean {
  return UUID.test(text);
}

class Problem extends Error {}

/** The parameter trimmed, or undefined when absent or blank. */
function present(get: QueryGetter, name: string): string | undefined {
  const raw = get(name);
  if (raw === undefined) return undefined;
  const value = raw.trim();
  return value === "" ? undefined : value;
}

function text(get: QueryGetter, name: string, max: number): string | undefined {
  const value = present(get, name);
  if (value !== undefined && value.length > max)
    throw new Problem(`${name} is longer than ${max} characters`);
  return value;
}

function oneOf<T extends string>(get: QueryGetter, name: string, allowed: readonly T[]): T | undefined {
  const value = present(get, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new Problem(`${name} must be one of ${allowed.join(", ")}`);
  return value as T;
}

function uuid(get: QueryGetter, name: string): string | undefined {
  const value = present(get, name);
  if (value !== undefined && !isUuidText(value)) throw new Problem(`${name} must be a UUID`);
  return value?.toLowerCase();
}

function int(get: QueryGetter, name: string, min: number, max: number, fallback: number): number {
  const value = present(get, name);
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw new Problem(`${name} must be an integer`);
  const n = Number(value);
  if (n < min || n > max) throw new Problem(`${name} must be between ${min} and ${max}`);
  return n;
}

function bool(get: QueryGetter, name: string): boolean | undefined {
  const value = present(get, name);
  if (value === undefined) return undefined;
  if (value === "true") return true;
  if (value === "false") return false;
  throw new Problem(`${name} must be true or false`);
}

function parse<T>(read: () => T): Parsed<T> {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof Problem) return { ok: false, message: error.message };
    throw error;
  }
}

/** Drops the undefined members, so that a parsed query compares and serialises cleanly. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Parses the query of a service's support documents (001 §7): `level` one of
 * {@link SUPPORT_LEVELS}, `support_type_slug` one of {@link SUPPORT_TYPE_SLUGS}, `search_value` at
 * most {@link SEARCH_MAX} characters, `page` ≥ 0, `size` 1..{@link SERVICE_SUPPORTS_PAGE}.max.
 */
export function parseServiceSupportsQuery(get: QueryGetter): Parsed<ServiceSupportsQuery> {
  return parse(() =>
    defined({
      search_value: text(get, "search_value", SEARCH_MAX),
      level: oneOf(get, "level", SUPPORT_LEVELS),
      support_type_slug: oneOf(get, "support_type_slug", SUPPORT_TYPE_SLUGS),
      page: int(get, "page", 0, 1_000_000, 0),
      size: int(get, "size", 1, SERVICE_SUPPORTS_PAGE.max, SERVICE_SUPPORTS_PAGE.size),
    }),
  );
}

/**
 * Parses the query of the product support documents (001 §7, keyset paging):
 * `provider_payer_service_id` and `provider_payer_product_id` UUIDs, `last_value` a base64url
 * cursor of at most {@link LAST_VALUE_MAX} characters (its content is checked by the server that
 * issued it), `size` 1..{@link PRODUCT_SUPPORTS_SLICE}.max.
 */
export function parseProductSupportsQuery(get: QueryGetter): Parsed<ProductSupportsQuery> {
  return parse(() => {
    const last = present(get, "last_value");
    if (last !== undefined && (last.length > LAST_VALUE_MAX || !CURSOR.test(last)))
      throw new Problem("last_value is not a value this server gave");
    return defined({
      provider_payer_service_id: uuid(get, "provider_payer_service_id"),
      provider_payer_product_id: uuid(get, "provider_payer_product_id"),
      search_value: text(get, "search_value", SEARCH_MAX),
      support_type_slug: oneOf(get, "support_type_slug", SUPPORT_TYPE_SLUGS),
      last_value: last,
      size: int(get, "size", 1, PRODUCT_SUPPORTS_SLICE.max, PRODUCT_SUPPORTS_SLICE.size),
    });
  });
}

/**
 * Parses the query of the agreement's products (001 §7): `healthcare_coverage_id` at most 64
 * characters, `all_products_with_service` true or false, `page` ≥ 0, `size`
 * 1..{@link PRODUCTS_PAGE}.max.
 */
export function parseProductsQuery(get: QueryGetter): Parsed<ProductsQuery> {
  return parse(() =>
    defined({
      search_value: text(get, "search_value", SEARCH_MAX),
      healthcare_coverage_id: text(get, "healthcare_coverage_id", 64),
      all_products_with_service: bool(get, "all_products_with_service"),
      page: int(get, "page", 0, 1_000_000, 0),
      size: int(get, "size", 1, PRODUCTS_PAGE.max, PRODUCTS_PAGE.size),
    }),
  );
}

/**
 * The query string of a parsed query (snake_case names, absent values left out), as the portal
 * sends it; parsing it again gives the same query.
 */
export function toQueryString(
  query: Partial<ServiceSupportsQuery> | Partial<ProductSupportsQuery> | Partial<ProductsQuery>,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === "") continue;
    params.set(name, String(value));
  }
  return params.toString();
}
