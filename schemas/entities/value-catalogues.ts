/**
 * Value catalogues (issue 19 §3; DESIGN.md §9): every enumerated value a screen shows is shown by
 * its label, `<labels>.<value>` in the four languages of `locales/<lng>/portal.json`, never as its
 * code. The portal renders a value through `valueLabel` (src/lib/value-label.ts); a value a
 * catalogue does not know shows a readable fallback made from the code. Status catalogues keep
 * their tones in status-catalogues.ts (labels `statuses.<category>.<value>`). Plain data.
 */
import { SERVICE_TYPES } from "./service-types";

/** One catalogue: the i18n prefix of its labels and the values it knows, in display order. */
export interface ValueCatalogue {
  /** The i18n prefix: the label of `v` is `<labels>.<v>`. */
  labels: string;
  /** The values with a label in every language (tests/unit/lib/value-label.test.ts checks them). */
  values: readonly string[];
}

/** Service types of accounts, charges, products and agreements (001 §9 "Filter values"). */
export const SERVICE_TYPE_CATALOGUE = {
  labels: "serviceTypes",
  values: SERVICE_TYPES,
} as const satisfies ValueCatalogue;

/**
 * Agreement plan types of an account (001 §3 "Provider lookups" `agreement-plan-types`: the slugs
 * the reference API seeds for Colombia and Brazil).
 */
export const PLAN_TYPE_CATALOGUE = {
  labels: "values.planTypes",
  values: ["evento", "capita", "pgp", "paquete", "pacote"],
} as const satisfies ValueCatalogue;

/** Invoice sources of an account (001 §3 "Provider lookups" `invoice-sources`). */
export const INVOICE_SOURCE_CATALOGUE = {
  labels: "values.invoiceSources",
  values: ["his", "manual", "api", "rips", "tiss"],
} as const satisfies ValueCatalogue;

/**
 * Identity document types of beneficiaries (000 §9 "Identity document types: passport, national
 * ID card, social security, tax id, electoral registry") and of an account's patient (001 §3
 * "Detail adds" patient document; the codes the reference API seeds: Colombia's `CC` citizenship
 * card, `TI` identity card, `CE` foreigner ID card, `RC` civil registry, `PA` passport; Brazil's
 * `CPF`; issue 19 §3).
 */
export const IDENTITY_DOCUMENT_TYPE_CATALOGUE = {
  labels: "values.identityDocumentTypes",
  values: [
    "NATIONAL_ID",
    "PASSPORT",
    "SOCIAL_SECURITY",
    "TAX_ID",
    "ELECTORAL_REGISTRY",
    "CC",
    "TI",
    "CE",
    "RC",
    "PA",
    "CPF",
  ],
} as const satisfies ValueCatalogue;

/** Glosa categories (001 §3 "Glosa": the category of a glosa line as the payer sends it). */
export const GLOSA_CATEGORY_CATALOGUE = {
  labels: "values.glosaCategories",
  values: ["TARIFAS", "SOPORTES", "AUTORIZACION", "COBERTURA", "PERTINENCIA", "FACTURACION"],
} as const satisfies ValueCatalogue;

/**
 * Support-file types by file code (001 §3 "support documents (name, fileCode)"): the reference
 * API names them in Spanish; the portal shows the label of a known code and the server's name of
 * any other.
 */
export const SUPPORT_FILE_TYPE_CATALOGUE = {
  labels: "values.supportFileTypes",
  values: ["FEV", "RIPS", "CUV", "EPI", "HC", "OM", "AUT", "RES", "DQX", "HMED", "CDE", "TRA"],
} as const satisfies ValueCatalogue;

/**
 * Document types of v2 authorization files (000 §3 "Authorization form" `FILE_UPLOAD` fields with
 * their `document_type_slug`; 001 §3), by slug.
 */
export const DOCUMENT_TYPE_CATALOGUE = {
  labels: "values.documentTypes",
  values: [
    "PRESCRIPTION",
    "PRE_INVOICE",
    "INVOICE",
    "ADDITIONAL_DOCUMENT",
    "SETTLEMENT",
    "MEDICAL_ORDER",
    "CARD_STATEMENT",
    "MEDICAL_REPORT",
  ],
} as const satisfies ValueCatalogue;

/**
 * File fields of the sponsors' authorization forms by slug (000 §3 "Authorization form": fields
 * with slug and label; the labels the sponsor gives are Spanish, so a file's field is shown by
 * this label where the slug is known).
 */
export const FORM_FIELD_CATALOGUE = {
  labels: "values.formFields",
  values: [
    "prescription_file",
    "pre_invoice",
    "invoice_file",
    "invoice",
    "additional_documents",
    "supporting_documents",
    "settlement_files",
    "medical_order",
    "card_statement",
    "cfdi_invoice",
    "medical_report",
  ],
} as const satisfies ValueCatalogue;

/** Every value catalogue, for the tests that hold their labels complete. */
export const VALUE_CATALOGUES: readonly ValueCatalogue[] = [
  SERVICE_TYPE_CATALOGUE,
  PLAN_TYPE_CATALOGUE,
  INVOICE_SOURCE_CATALOGUE,
  IDENTITY_DOCUMENT_TYPE_CATALOGUE,
  GLOSA_CATEGORY_CATALOGUE,
  SUPPORT_FILE_TYPE_CATALOGUE,
  DOCUMENT_TYPE_CATALOGUE,
  FORM_FIELD_CATALOGUE,
];
