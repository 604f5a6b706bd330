/**
 * The last step's submit plan (issue 10 §3, §5 "the reimbursement error, additional-products
 * condition"; 000 §4 "on the last step, if the form is not a reimbursement and the action is
 * additional products, additional products are sent"; 000 §5 the reimbursement error; 000 §7 the
 * two additional-products calls): src/areas/v2/form/submit-plan.ts.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import type { AuthorizationFormDefinition } from "../../../schemas/authorization-form/definition";
import {
  AUTHORIZATION_MISSING_KEY,
  formActionOf,
  isReimbursementForm,
  planSubmit,
  PRODUCT_INVALID_KEY,
  productOfValues,
  REIMBURSEMENT_ERROR_KEY,
  sendsAdditionalProducts,
} from "../../../src/areas/v2/form/submit-plan";

const def = (
  formSlug: string,
  authorizationCoverage: string | null,
  authorizationAction?: string | null,
): AuthorizationFormDefinition =>
  ({
    formSlug,
    fallbackName: formSlug,
    authorizationCoverage,
    authorizationAction,
    fields: [],
  }) as AuthorizationFormDefinition;

const PRODUCTS = def("additional-products", "MEDICAL_PROCEDURES", "ADDITIONAL_PRODUCTS");
const REIMBURSEMENT = def("reimbursement", "REIMBURSEMENT");
const REIMBURSEMENT_WITH_ACTION = def("reimbursement-products", "REIMBURSEMENT", "ADDITIONAL_PRODUCTS");
const PLAIN = def("hospitalization", "HOSPITALIZATION");
const DEFINITIONS = [
  PRODUCTS,
  REIMBURSEMENT,
  REIMBURSEMENT_WITH_ACTION,
  PLAIN,
  def("hospitalization-guest", "HOSPITALIZATION"),
];
const VALUES = {
  provider_product_code: " LAB-001 ",
  product_type_slug: "LABORATORY",
  quantity: 2,
  justification: "x",
};

describe("the additional-products condition (000 §4)", () => {
  it("is true only for a form that is not a reimbursement and whose action is additional products", () => {
    expect(sendsAdditionalProducts(false, "ADDITIONAL_PRODUCTS")).toBe(true);
    expect(sendsAdditionalProducts(true, "ADDITIONAL_PRODUCTS")).toBe(false);
    expect(sendsAdditionalProducts(false, null)).toBe(false);
    expect(sendsAdditionalProducts(false, "OTHER")).toBe(false);
  });

  it("reads the action and the reimbursement from the definitions", () => {
    expect(formActionOf(DEFINITIONS, "additional-products")).toBe("ADDITIONAL_PRODUCTS");
    expect(formActionOf(DEFINITIONS, "hospitalization")).toBeNull();
    expect(formActionOf(DEFINITIONS, "missing")).toBeNull();
    expect(isReimbursementForm(DEFINITIONS, "reimbursement")).toBe(true);
    expect(isReimbursementForm(DEFINITIONS, "additional-products")).toBe(false);
  });

  it("sends the product to the authorization (v2 call) when it has no reimbursement", () => {
    expect(
      planSubmit({
        definitions: DEFINITIONS,
        formSlug: "additional-products",
        authorization: { id: 701001, reimbursementId: null },
        values: VALUES,
      }),
    ).toEqual({
      kind: "send",
      additionalProducts: {
        endpoint: "arc/v2/authorizations/without-claims/701001/additional-products",
        body: {
          products: [{ product_type_slug: "LABORATORY", quantity: 2, provider_product_code: "LAB-001" }],
        },
      },
    });
  });

  it("sends the product to the reimbursement (v1 call) when the authorization carries one", () => {
    const plan = planSubmit({
      definitions: DEFINITIONS,
      formSlug: "additional-products",
      authorization: { id: 701004, reimbursementId: "RMB-AP-000004" },
      values: { ...VALUES, quantity: "3", product_id: "12" },
    });
    expect(plan).toEqual({
      kind: "send",
      additionalProducts: {
        endpoint: "arc/v1/reimbursements/RMB-AP-000004/additional-products",
        body: {
          products: [
            {
              product_id: 12,
              product_type_slug: "LABORATORY",
              quantity: 3,
              provider_product_code: "LAB-001",
            },
          ],
        },
      },
    });
  });

  it("a reimbursement form never sends additional products, even with that action", () => {
    const plan = planSubmit({
      definitions: DEFINITIONS,
      formSlug: "reimbursement-products",
      authorization: { id: 1, reimbursementId: "RMB-1" },
      values: VALUES,
    });
    expect(plan).toEqual({ kind: "send", additionalProducts: null });
  });

  it("other forms send no products", () => {
    expect(
      planSubmit({
        definitions: DEFINITIONS,
        formSlug: "hospitalization",
        authorization: { id: 1, reimbursementId: null },
        values: VALUES,
      }),
    ).toEqual({ kind: "send", additionalProducts: null });
  });

  it("values that make no product are refused naming the field; no authorization is refused", () => {
    const base = {
      definitions: DEFINITIONS,
      formSlug: "additional-products",
      authorization: { id: 1, reimbursementId: null },
    };
    for (const [values, field] of [
      [{ ...VALUES, provider_product_code: "  " }, "provider_product_code"],
      [{ ...VALUES, product_type_slug: "NOPE" }, "product_type_slug"],
      [{ ...VALUES, quantity: 0 }, "quantity"],
      [{ ...VALUES, quantity: 1.5 }, "quantity"],
      [{ ...VALUES, quantity: "abc" }, "quantity"],
      [{ ...VALUES, quantity: 1000 }, "quantity"],
      [{ ...VALUES, product_id: "-2" }, "product_id"],
    ] as const) {
      expect(planSubmit({ ...base, values })).toEqual({
        kind: "refuse",
        errorKey: PRODUCT_INVALID_KEY,
        params: { field },
      });
    }
    expect(planSubmit({ ...base, authorization: undefined, values: VALUES })).toEqual({
      kind: "refuse",
      errorKey: AUTHORIZATION_MISSING_KEY,
    });
    expect(productOfValues(VALUES)).toEqual({
      product_type_slug: "LABORATORY",
      quantity: 2,
      provider_product_code: "LAB-001",
    });
  });
});

describe("the reimbursement error (000 §5)", () => {
  it("a reimbursement submit without a created authorization is refused with the spec's error", () => {
    for (const authorization of [
      undefined,
      null,
      { id: null, reimbursementId: "RMB-1" },
      { id: 5, reimbursementId: null },
    ]) {
      expect(
        planSubmit({ definitions: DEFINITIONS, formSlug: "reimbursement", authorization, values: {} }),
      ).toEqual({
        kind: "refuse",
        errorKey: REIMBURSEMENT_ERROR_KEY,
      });
    }
    expect(
      planSubmit({
        definitions: DEFINITIONS,
        formSlug: "reimbursement",
        authorization: { id: 5, reimbursementId: "RMB-1" },
        values: {},
      }),
    ).toEqual({ kind: "send", additionalProducts: null });
  });

  it("its text is the spec's exact text in Spanish and translated in every language", () => {
    const text = (lang: string) =>
      (
        JSON.parse(readFileSync(`locales/${lang}/v2.json`, "utf8")) as {
          v2: { form: Record<string, string> };
        }
      ).v2.form.reimbursementError;
    expect(REIMBURSEMENT_ERROR_KEY).toBe("v2.form.reimbursementError");
    expect(text("es")).toBe("Error al obtener la autorización creada, porfavor intente nuevamente");
    expect(text("es-DO")).toBe("Error al obtener la autorización creada, porfavor intente nuevamente");
    expect(text("en")).toBe("Error getting the created authorization, please try again");
    expect(text("pt")).toBe("Erro ao obter a autorização criada, por favor tente novamente");
  });
});
