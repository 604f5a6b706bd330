/**
 * The products configuration body and its rules (001 §3 "Other" provider product configuration,
 * fields decided in docs/decisions.md "Products configuration"; §7 "PUT providers/{id}/products";
 * issue 8 §3, §6 "every form schema (valid and invalid examples)"): the JSON Schema the reference
 * API validates with, the cross-field rules shared with the portal's dialog, and when a product
 * counts as configured.
 */
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import {
  isConfigured,
  MAX_PRODUCTS_PER_PUT,
  productsConfigurationBody,
  productsConfigurationProblems,
  type ProductConfigurationItem,
} from "../../../schemas/requests/products-configuration";

const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
const validate = ajv.compile(productsConfigurationBody);

const item = (over: Partial<ProductConfigurationItem> = {}): ProductConfigurationItem => ({
  product_code: "PP-890201",
  default_billing_code: "890201",
  unit_of_measure: "SESSION",
  requires_support_documents: true,
  support_file_codes: ["HC"],
  agreement_billing_codes: [{ agreement_code: "NEPS-EVT-2026", billing_code: "39145-01" }],
  package_group: { name: "Consultas", folder: "consultas", file_name: "consultas-soportes" },
  ...over,
});

/** The instance paths ajv names for a body. */
function errorsOf(body: unknown): string[] {
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`);
}

describe("productsConfigurationBody (the JSON Schema)", () => {
  it("accepts a full configuration, an unconfigured one and one without package group", () => {
    expect(errorsOf({ products: [item()] })).toEqual([]);
    expect(
      errorsOf({
        products: [
          item({
            default_billing_code: null,
            unit_of_measure: null,
            requires_support_documents: false,
            support_file_codes: [],
            agreement_billing_codes: [],
            package_group: null,
          }),
        ],
      }),
    ).toEqual([]);
    const { package_group: _omitted, ...withoutGroup } = item();
    expect(errorsOf({ products: [withoutGroup] })).toEqual([]);
  });

  it.each([
    ["no products", { products: [] }, "/products minItems"],
    [
      "too many products",
      { products: Array.from({ length: MAX_PRODUCTS_PER_PUT + 1 }, () => item()) },
      "/products maxItems",
    ],
    [
      "an unknown unit",
      { products: [item({ unit_of_measure: "BOX" as never })] },
      "/products/0/unit_of_measure enum",
    ],
    [
      "a billing code with spaces",
      { products: [item({ default_billing_code: "89 02" })] },
      "/products/0/default_billing_code pattern",
    ],
    [
      "a billing code too long",
      { products: [item({ default_billing_code: "A".repeat(21) })] },
      "/products/0/default_billing_code maxLength",
    ],
    [
      "a product code too long",
      { products: [item({ product_code: "P".repeat(65) })] },
      "/products/0/product_code maxLength",
    ],
    [
      "an agreement billing code empty",
      { products: [item({ agreement_billing_codes: [{ agreement_code: "A", billing_code: "" }] })] },
      "/products/0/agreement_billing_codes/0/billing_code minLength",
    ],
    [
      "a package folder with a slash",
      { products: [item({ package_group: { name: "G", folder: "a/b", file_name: "f" } })] },
      "/products/0/package_group/folder pattern",
    ],
    ["an unknown field", { products: [{ ...item(), price: 1 }] }, "/products/0 additionalProperties"],
  ])("refuses %s", (_name, body, expected) => {
    expect(errorsOf(body)).toContain(expected);
  });
});

describe("productsConfigurationProblems (rules the schema does not say)", () => {
  it("has none for a consistent body", () => {
    expect(
      productsConfigurationProblems({ products: [item(), item({ product_code: "PP-890202" })] }),
    ).toEqual([]);
  });

  it("names a repeated product, supports that do not match the flag, a support or agreement twice", () => {
    const fields = (products: ProductConfigurationItem[]) =>
      productsConfigurationProblems({ products }).map((p) => p.field);
    expect(fields([item(), item()])).toEqual(["products.1.product_code"]);
    expect(fields([item({ support_file_codes: [] })])).toEqual(["products.0.support_file_codes"]);
    expect(fields([item({ requires_support_documents: false })])).toEqual(["products.0.support_file_codes"]);
    expect(fields([item({ support_file_codes: ["HC", "HC"] })])).toEqual(["products.0.support_file_codes"]);
    expect(
      fields([
        item({
          agreement_billing_codes: [
            { agreement_code: "A", billing_code: "1" },
            { agreement_code: "A", billing_code: "2" },
          ],
        }),
      ]),
    ).toEqual(["products.0.agreement_billing_codes.1.agreement_code"]);
    // Messages start with the field path, as the reference API's 400 messages do.
    for (const problem of productsConfigurationProblems({ products: [item(), item()] }))
      expect(problem.message.startsWith(problem.field)).toBe(true);
  });
});

describe("isConfigured", () => {
  it("needs a default billing code and a unit of measure", () => {
    expect(isConfigured(item())).toBe(true);
    expect(isConfigured(item({ default_billing_code: null }))).toBe(false);
    expect(isConfigured(item({ default_billing_code: "  " }))).toBe(false);
    expect(isConfigured(item({ unit_of_measure: null }))).toBe(false);
  });
});
