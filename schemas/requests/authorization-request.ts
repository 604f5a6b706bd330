/**
 * The v2 authorization request and additional-product bodies (issue 10 §3; 000 §3 "Authorization
 * request payload", 000 §5, 001 §9; docs/api-contract.md "v2 area: additional products,
 * authorization requests"), snake_case, with the rules they carry: written once (DESIGN.md §12
 * "a rule"). The portal checks and builds the payload by them
 * (schemas/requests/authorization-request-payload.ts, for the v2 area and the claims desk); the
 * reference API validates `POST arc/v1/authorization-requests` and the additional-product calls
 * against the same schemas and refuses with the same rule (sandbox/routes/arc/v2-requests/). The
 * claims desk's request adds `transaction_type` and `provider_branch_id` (docs/api-contract.md
 * "Authorizations of the claims desk") and its product types (000 §9).
 */
import { MEDICAL_PROCEDURE, V2_PRODUCT_TYPES, type V2ProductType } from "../v2/requests";
import { DOCTOR_NAME_MAX_LENGTH, MAX_DIAGNOSES, MAX_ITEMS } from "../claims-desk/doctor-rules";

/** 000 §9 "Authorization transactionType values". */
export const TRANSACTION_TYPES = [
  "OUTPATIENT_CARE",
  "MEDICAL_PROCEDURES",
  "DIAGNOSTIC_TESTS",
  "PRESCRIPTION_DRUGS",
  "AUTOMATIC_DISPENSATION",
] as const;

/** One transaction type. */
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * The product types of the claims desk's catalogues (docs/api-contract.md "Medical catalogues";
 * 000 §9 "laboratory and diagnostic-test, DIAGNOSTIC_STUDY and medical-procedure").
 */
export const CLAIMS_DESK_PRODUCT_TYPES = [
  "laboratory",
  "diagnostic-test",
  "DIAGNOSTIC_STUDY",
  "medical-procedure",
  "MEDICINE",
  "outpatient-consultation",
] as const;

/** A product type a request may carry: the v2 area's or the claims desk's. */
export type RequestProductType = V2ProductType | (typeof CLAIMS_DESK_PRODUCT_TYPES)[number];

/** Every product type of a request body, each once. */
export const REQUEST_PRODUCT_TYPES: readonly RequestProductType[] = [
  ...new Set<RequestProductType>([...V2_PRODUCT_TYPES, ...CLAIMS_DESK_PRODUCT_TYPES]),
];

/** 001 §9 "Phone 6 to 15 digits": the phone on the wire, digits only. */
export const PHONE_NUMBER_PATTERN = "^\\d{6,15}$";

/** An ICD-10 code such as Z00.0 or J45, upper case (000 §3 diagnoses, coding system ICD-10). */
export const ICD10_CODE_PATTERN = "^[A-Z][0-9]{2}(\\.[0-9A-Z]{1,4})?$";

/** The doctor's country: two upper-case letters (ISO 3166-1 alpha-2). */
export const COUNTRY_CODE_PATTERN = "^[A-Z]{2}$";

/** A provider's product code: letters, digits, dot, underscore and dash. */
export const PRODUCT_CODE_PATTERN = "^[A-Za-z0-9._-]+$";

/** How many of one product a row may ask for. */
export const PRODUCT_QUANTITY = { minimum: 1, maximum: 999 } as const;

/** True when `digits` is a phone number of the wire (after the portal drops spaces and signs). */
export function isPhoneNumber(digits: string): boolean {
  return new RegExp(PHONE_NUMBER_PATTERN).test(digits);
}

/** True when `code` is an ICD-10 code as sent (upper case, no surrounding spaces). */
export function isIcd10Code(code: string): boolean {
  return new RegExp(ICD10_CODE_PATTERN).test(code);
}

/** True when `quantity` is a whole number of products a row may ask for. */
export function isProductQuantity(quantity: number): boolean {
  return (
    Number.isInteger(quantity) && quantity >= PRODUCT_QUANTITY.minimum && quantity <= PRODUCT_QUANTITY.maximum
  );
}

/** 000 §5 "riskManager applies only when a product of medical-procedure type exists". */
export function riskManagerApplies(products: readonly { product_type_slug: string }[] | undefined): boolean {
  return (products ?? []).some((p) => p.product_type_slug === MEDICAL_PROCEDURE);
}

/** The reference API's 400 message when only one of transaction_type and provider_branch_id comes. */
export const CLAIMS_DESK_PAIR_REFUSAL = "transaction_type and provider_branch_id go together";

/** The reference API's 400 message when a risk manager comes without a medical procedure. */
export const RISK_MANAGER_REFUSAL =
  "risk_manager applies only when a product of type medical-procedure exists";

/**
 * The rules of a request body beyond its JSON Schema (000 §5 risk-manager rule; the claims desk's
 * transaction type comes with its provider branch).
 * @returns the 400 message, or null when the body keeps them.
 */
export function authorizationRequestRefusal(body: AuthorizationRequestBody): string | null {
  if (body.risk_manager !== undefined && !riskManagerApplies(body.products)) return RISK_MANAGER_REFUSAL;
  if ((body.transaction_type === undefined) !== (body.provider_branch_id === undefined))
    return CLAIMS_DESK_PAIR_REFUSAL;
  return null;
}

const product = {
  type: "object",
  properties: {
    product_id: { type: "integer", minimum: 1 },
    product_type_slug: { enum: [...REQUEST_PRODUCT_TYPES] },
    quantity: { type: "integer", ...PRODUCT_QUANTITY },
    provider_product_code: { type: "string", minLength: 1, maxLength: 40, pattern: PRODUCT_CODE_PATTERN },
  },
  required: ["product_type_slug", "quantity", "provider_product_code"],
  additionalProperties: false,
} as const;

/** A product on the wire (000 §3 products: productId, productTypeSlug, quantity, providerProductCode). */
export interface ProductBody {
  product_id?: number;
  product_type_slug: RequestProductType;
  quantity: number;
  provider_product_code: string;
}

/**
 * `POST arc/v1/reimbursements/{id}/additional-products` and
 * `POST arc/v2/authorizations/without-claims/{id}/additional-products`: `{ products }`.
 */
export const additionalProductsBody = {
  type: "object",
  properties: { products: { type: "array", minItems: 1, maxItems: 20, items: product } },
  required: ["products"],
  additionalProperties: false,
} as const;
export interface AdditionalProductsBody {
  products: ProductBody[];
}

const text = (maxLength: number) => ({ type: "string", minLength: 1, maxLength }) as const;

/** The request payload of 000 §3, snake_case (docs/api-contract.md lists the field names). */
export const authorizationRequestBody = {
  type: "object",
  properties: {
    transaction_type: { enum: [...TRANSACTION_TYPES] },
    provider_branch_id: { type: "integer", minimum: 1 },
    beneficiary_id: { type: "integer", minimum: 1 },
    beneficiary_email: { type: "string", format: "email", maxLength: 120 },
    beneficiary_phone_number: { type: "string", pattern: PHONE_NUMBER_PATTERN },
    sponsor_slug: text(80),
    doctor_license_number: text(40),
    doctor_specialty: text(80),
    doctor_name: text(DOCTOR_NAME_MAX_LENGTH),
    doctor_country_code: { type: "string", pattern: COUNTRY_CODE_PATTERN },
    illness_onset: { type: "string", format: "date" },
    risk_manager: text(120),
    diagnoses: {
      type: "array",
      minItems: 1,
      maxItems: MAX_DIAGNOSES,
      items: {
        type: "object",
        properties: {
          coding_system: { enum: ["ICD-10"] },
          code: { type: "string", pattern: ICD10_CODE_PATTERN },
          type: { enum: ["PRINCIPAL", "SECONDARY"] },
        },
        required: ["coding_system", "code", "type"],
        additionalProperties: false,
      },
    },
    treatments: {
      type: "array",
      minItems: 1,
      maxItems: MAX_ITEMS,
      items: {
        type: "object",
        properties: {
          brand: text(120),
          drug_form_slug: text(60),
          dosage_measurement_unit_slug: text(60),
          treatment_duration_days: { type: "integer", minimum: 1, maximum: 3650 },
          product_ids: { type: "array", maxItems: 20, items: { type: "integer", minimum: 1 } },
          quantity: { type: "integer", minimum: 1, maximum: 999 },
          frequencies: { type: "array", maxItems: 10, items: text(60) },
          compositions: { type: "array", maxItems: 10, items: text(120) },
          notes: { type: "string", maxLength: 500 },
          indications: { type: "array", maxItems: 10, items: text(200) },
        },
        required: ["quantity"],
        additionalProperties: false,
      },
    },
    products: { type: "array", minItems: 1, maxItems: MAX_ITEMS, items: product },
    biometric_reading_id: {
      anyOf: [
        { type: "integer", minimum: 1 },
        { type: "string", format: "uuid" },
      ],
    },
  },
  required: [
    "beneficiary_id",
    "sponsor_slug",
    "doctor_license_number",
    "doctor_specialty",
    "doctor_name",
    "doctor_country_code",
    "illness_onset",
  ],
  additionalProperties: false,
} as const;

/** A diagnosis on the wire: ICD-10, the first PRINCIPAL and the others SECONDARY. */
export interface DiagnosisBody {
  coding_system: "ICD-10";
  code: string;
  type: "PRINCIPAL" | "SECONDARY";
}

/** The body of `POST arc/v1/authorization-requests`, as {@link authorizationRequestBody} checks it. */
export interface AuthorizationRequestBody {
  /** Claims desk only (000 §9). */
  transaction_type?: TransactionType;
  /** Claims desk only: the branch the authorization is made at. */
  provider_branch_id?: number;
  beneficiary_id: number;
  beneficiary_email?: string;
  beneficiary_phone_number?: string;
  sponsor_slug: string;
  doctor_license_number: string;
  doctor_specialty: string;
  doctor_name: string;
  doctor_country_code: string;
  illness_onset: string;
  risk_manager?: string;
  diagnoses?: DiagnosisBody[];
  treatments?: Record<string, unknown>[];
  products?: ProductBody[];
  biometric_reading_id?: number | string;
}
