/**
 * What the last step of a v2 sponsor form does on submit (issue 10 §3; 000 §4 "Authorization form
 * (v2): … on the last step, if the form is not a reimbursement and the action is additional
 * products, additional products are sent", 000 §5 "Reimbursement submit without a created
 * authorization gives 'Error al obtener la autorización creada, porfavor intente nuevamente'",
 * 000 §7 additional-products calls; 001 §4, §5; docs/decisions.md "v2 additional products").
 * Pure: no network, no React.
 */
import type { AuthorizationFormDefinition } from "../../../../schemas/authorization-form/definition";
import {
  ADDITIONAL_PRODUCTS_ACTION,
  isV2ProductType,
  REIMBURSEMENT_COVERAGE,
  type V2ProductType,
} from "../../../../schemas/v2/requests";

/** The i18n key of 000 §5's reimbursement error (es: 'Error al obtener la autorización creada, porfavor intente nuevamente'). */
export const REIMBURSEMENT_ERROR_KEY = "v2.form.reimbursementError";

/** The i18n key shown when the form's values do not make a product (`{{field}}` names the field slug). */
export const PRODUCT_INVALID_KEY = "v2.form.productInvalid";

/** The i18n key shown when the authorization the form is filled for is not loaded. */
export const AUTHORIZATION_MISSING_KEY = "v2.form.authorizationMissing";

/** A product as the additional-products calls take it (000 §3 products, snake_case on the wire). */
export interface AdditionalProduct {
  product_id?: number;
  product_type_slug: V2ProductType;
  quantity: number;
  provider_product_code: string;
}

/** One additional-products call (000 §7). */
export interface AdditionalProductsCall {
  /**
   * `arc/v1/reimbursements/{reimbursementId}/additional-products` when the authorization carries a
   * reimbursement, else `arc/v2/authorizations/without-claims/{id}/additional-products`.
   */
  endpoint: string;
  body: { products: AdditionalProduct[] };
}

/** The plan of a submit: refused with a translated reason, or sent (with additional products or not). */
export type SubmitPlan =
  | { kind: "refuse"; errorKey: string; params?: Record<string, string> }
  | { kind: "send"; additionalProducts: AdditionalProductsCall | null };

/** The authorization the form is filled for (the detail's `id` and `reimbursementId`), if loaded. */
export interface SubmitAuthorization {
  id: number | null | undefined;
  reimbursementId: string | null | undefined;
}

/** A definition as the API answers it: the builder's shape plus the optional `authorizationAction`. */
type DefinitionWithAction = AuthorizationFormDefinition & { authorizationAction?: unknown };

/**
 * The action of the form `formSlug` among its definitions (`authorizationAction`, camel-cased from
 * the API's `authorization_action`; docs/api-contract.md), or null when it has none.
 */
export function formActionOf(
  definitions: readonly AuthorizationFormDefinition[],
  formSlug: string,
): string | null {
  const definition = definitions.find((d) => d.formSlug === formSlug) as DefinitionWithAction | undefined;
  return typeof definition?.authorizationAction === "string" ? definition.authorizationAction : null;
}

/**
 * True when the form is a reimbursement (000 §4, §5): its coverage is REIMBURSEMENT
 * (`authorizationCoverage` of the definition).
 */
export function isReimbursementForm(
  definitions: readonly AuthorizationFormDefinition[],
  formSlug: string,
): boolean {
  const definition = definitions.find((d) => d.formSlug === formSlug);
  return definition?.authorizationCoverage === REIMBURSEMENT_COVERAGE;
}

/** 000 §4: additional products are sent when the form is not a reimbursement and the action is additional products. */
export function sendsAdditionalProducts(reimbursement: boolean, action: string | null): boolean {
  return !reimbursement && action === ADDITIONAL_PRODUCTS_ACTION;
}

/**
 * The product named by the form's values: the fields `provider_product_code`, `product_type_slug`,
 * `quantity` and optionally `product_id` (docs/decisions.md "v2 additional products").
 * @returns the product, or the slug of the first field whose value does not fit.
 */
export function productOfValues(
  values: Readonly<Record<string, unknown>>,
): AdditionalProduct | { invalid: string } {
  const code = typeof values.provider_product_code === "string" ? values.provider_product_code.trim() : "";
  if (code === "") return { invalid: "provider_product_code" };
  const type = values.product_type_slug;
  if (typeof type !== "string" || !isV2ProductType(type)) return { invalid: "product_type_slug" };
  const quantity = typeof values.quantity === "string" ? Number(values.quantity.trim()) : values.quantity;
  if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1 || quantity > 999)
    return { invalid: "quantity" };
  const product: AdditionalProduct = { product_type_slug: type, quantity, provider_product_code: code };
  if (values.product_id !== undefined && values.product_id !== null && values.product_id !== "") {
    const id = Number(values.product_id);
    if (!Number.isInteger(id) || id < 1) return { invalid: "product_id" };
    product.product_id = id;
  }
  return product;
}

/**
 * Plans the submit of the last step.
 * - A reimbursement form (000 §5) needs the created authorization: without its id or its
 *   reimbursement the submit is refused with {@link REIMBURSEMENT_ERROR_KEY}.
 * - A form that is not a reimbursement and whose action is additional products (000 §4) sends the
 *   product of its values: to the reimbursement when the authorization carries one, else to the
 *   authorization (000 §7); values that make no product refuse with {@link PRODUCT_INVALID_KEY}
 *   (`field`: the slug), no authorization with {@link AUTHORIZATION_MISSING_KEY}.
 * - Any other form is sent as it is (no additional products).
 * @param input.definitions the sponsor's definitions (as `GET …/authorization-forms` answered).
 * @param input.formSlug the form being submitted (the builder's `plan.formSlug`).
 * @param input.authorization the authorization's id and reimbursement, when loaded.
 * @param input.values the form's values by field slug.
 */
export function planSubmit(input: {
  definitions: readonly AuthorizationFormDefinition[];
  formSlug: string;
  authorization: SubmitAuthorization | null | undefined;
  values: Readonly<Record<string, unknown>>;
}): SubmitPlan {
  const { definitions, formSlug, authorization, values } = input;
  const reimbursement = isReimbursementForm(definitions, formSlug);
  if (reimbursement) {
    if (!authorization?.id || !authorization.reimbursementId)
      return { kind: "refuse", errorKey: REIMBURSEMENT_ERROR_KEY };
    return { kind: "send", additionalProducts: null };
  }
  if (!sendsAdditionalProducts(reimbursement, formActionOf(definitions, formSlug)))
    return { kind: "send", additionalProducts: null };
  if (!authorization?.id) return { kind: "refuse", errorKey: AUTHORIZATION_MISSING_KEY };
  const product = productOfValues(values);
  if ("invalid" in product)
    return { kind: "refuse", errorKey: PRODUCT_INVALID_KEY, params: { field: product.invalid } };
  const endpoint = authorization.reimbursementId
    ? `arc/v1/reimbursements/${encodeURIComponent(authorization.reimbursementId)}/additional-products`
    : `arc/v2/authorizations/without-claims/${authorization.id}/additional-products`;
  return { kind: "send", additionalProducts: { endpoint, body: { products: [product] } } };
}
