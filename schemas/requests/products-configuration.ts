/**
 * The configuration of a provider's products (001 §2 "products-configuration",
 * "products-configuration/detail"; §3 "Other": "Provider product configuration … exist; their fields
 * are not shown"; §7 "GET and PUT providers/{id}/products with search_value, last_value, page,
 * size"; issue 8 §3). The fields are decided in docs/decisions.md "Products configuration": a
 * product (the `provider_product_code` of charges, 001 §3 "Charge") is billed to payers under a
 * default billing code or a billing code per agreement, in a unit of measure, may need support
 * documents of given types, and is delivered in a package group (group name, folder and file name,
 * as the groups of an agreement's package configuration, schemas/requests/agreement-packages.ts).
 * Shared by the reference API, which validates with it, and the portal's dialogs, which check the
 * same rules before sending. Plain data and pure functions.
 */
import type { ConfigurationProblem } from "./agreements";
import { PACKAGE_NAME_PATTERN } from "./agreement-packages";
import { UNITS_OF_MEASURE, type UnitOfMeasure } from "../entities/products-configuration";

/** A billing code as payers' tariff tables write them: letters, digits, `.` and `-`, 1–20 characters. */
export const BILLING_CODE_PATTERN = "^[A-Za-z0-9][A-Za-z0-9.-]{0,19}$";

/** Most products in one `PUT`. */
export const MAX_PRODUCTS_PER_PUT = 100;
/** Most agreement billing codes of one product. */
export const MAX_AGREEMENT_BILLING_CODES = 50;
/** Most support document types one product may require. */
export const MAX_PRODUCT_SUPPORTS = 20;

/** The package group one product is delivered in (as an agreement package's group, without supports). */
const packageGroupSchema = {
  type: "object",
  required: ["name", "folder", "file_name"],
  additionalProperties: false,
  properties: {
    name: { type: "string", minLength: 1, maxLength: 100 },
    folder: { type: "string", minLength: 1, maxLength: 100, pattern: PACKAGE_NAME_PATTERN },
    file_name: { type: "string", minLength: 1, maxLength: 100, pattern: PACKAGE_NAME_PATTERN },
  },
} as const;

/**
 * One product's configuration in the `PUT` body (snake_case). It replaces the stored configuration
 * of that product whole; the product is *configured* once it has a default billing code and a unit
 * of measure ({@link isConfigured}).
 */
export const productConfigurationItem = {
  type: "object",
  required: [
    "product_code",
    "default_billing_code",
    "unit_of_measure",
    "requires_support_documents",
    "support_file_codes",
    "agreement_billing_codes",
  ],
  additionalProperties: false,
  properties: {
    product_code: { type: "string", minLength: 1, maxLength: 64 },
    default_billing_code: { type: ["string", "null"], maxLength: 20, pattern: BILLING_CODE_PATTERN },
    unit_of_measure: { type: ["string", "null"], enum: [...UNITS_OF_MEASURE, null] },
    requires_support_documents: { type: "boolean" },
    support_file_codes: {
      type: "array",
      maxItems: MAX_PRODUCT_SUPPORTS,
      items: { type: "string", minLength: 1, maxLength: 64 },
    },
    agreement_billing_codes: {
      type: "array",
      maxItems: MAX_AGREEMENT_BILLING_CODES,
      items: {
        type: "object",
        required: ["agreement_code", "billing_code"],
        additionalProperties: false,
        properties: {
          agreement_code: { type: "string", minLength: 1, maxLength: 64 },
          billing_code: { type: "string", minLength: 1, maxLength: 20, pattern: BILLING_CODE_PATTERN },
        },
      },
    },
    package_group: { anyOf: [{ type: "null" }, packageGroupSchema] },
  },
} as const;

/** The body of `PUT providers/{id}/products`: the configurations of one or more products. */
export const productsConfigurationBody = {
  type: "object",
  required: ["products"],
  additionalProperties: false,
  properties: {
    products: {
      type: "array",
      minItems: 1,
      maxItems: MAX_PRODUCTS_PER_PUT,
      items: productConfigurationItem,
    },
  },
} as const;

/** The package group a product is delivered in. */
export interface ProductPackageGroup {
  name: string;
  folder: string;
  file_name: string;
}

/** The billing code of a product under one agreement. */
export interface AgreementBillingCode {
  agreement_code: string;
  billing_code: string;
}

/** One product's configuration, as the reference API reads it after validation. */
export interface ProductConfigurationItem {
  product_code: string;
  default_billing_code: string | null;
  unit_of_measure: UnitOfMeasure | null;
  requires_support_documents: boolean;
  support_file_codes: string[];
  agreement_billing_codes: AgreementBillingCode[];
  package_group?: ProductPackageGroup | null;
}

/** The `PUT providers/{id}/products` body after validation. */
export interface ProductsConfigurationBody {
  products: ProductConfigurationItem[];
}

/** Whether a configuration makes its product configured: a default billing code and a unit of measure. */
export function isConfigured(
  item: Pick<ProductConfigurationItem, "default_billing_code" | "unit_of_measure">,
) {
  return Boolean(item.default_billing_code?.trim()) && item.unit_of_measure !== null;
}

/**
 * Rules of a products configuration body its JSON Schema does not say (docs/decisions.md "Products
 * configuration"): a product once per body; a product that requires support documents names at least
 * one type and one that does not names none; a type once per product; an agreement once per product.
 * @returns the broken rules, each message starting with the snake_case field path (as the reference
 *   API's 400 messages do); empty when none.
 */
export function productsConfigurationProblems(body: ProductsConfigurationBody): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  const seen = new Set<string>();
  body.products.forEach((item, p) => {
    const at = `products.${p}`;
    if (seen.has(item.product_code))
      problems.push({ field: `${at}.product_code`, message: `${at}.product_code appears twice in the body` });
    seen.add(item.product_code);
    if (item.requires_support_documents && item.support_file_codes.length === 0)
      problems.push({
        field: `${at}.support_file_codes`,
        message: `${at}.support_file_codes needs at least one support document when requires_support_documents is true`,
      });
    if (!item.requires_support_documents && item.support_file_codes.length > 0)
      problems.push({
        field: `${at}.support_file_codes`,
        message: `${at}.support_file_codes must be empty when requires_support_documents is false`,
      });
    if (new Set(item.support_file_codes).size !== item.support_file_codes.length)
      problems.push({
        field: `${at}.support_file_codes`,
        message: `${at}.support_file_codes names a support document twice`,
      });
    const agreements = new Set<string>();
    item.agreement_billing_codes.forEach((entry, a) => {
      if (agreements.has(entry.agreement_code))
        problems.push({
          field: `${at}.agreement_billing_codes.${a}.agreement_code`,
          message: `${at}.agreement_billing_codes.${a}.agreement_code appears twice for the product`,
        });
      agreements.add(entry.agreement_code);
    });
  });
  return problems;
}
