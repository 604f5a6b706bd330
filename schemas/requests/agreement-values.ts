/**
 * The value lists of an agreement's configuration (001 §3 "Agreement"; §7
 * `GET provider-payer-configurations/file-format-fields`; docs/decisions.md "Agreements"), kept
 * apart from schemas/requests/agreements.ts so that the configuration form
 * (schemas/forms/agreement-configuration.ts) and the wire body derived from it
 * (schemas/requests/agreements.ts) read them without importing each other. Plain data.
 */

/**
 * Sponsor types of an agreement (001 §3 "sponsor type", values not shown; docs/decisions.md
 * "Agreements"): the kinds of payer the billing rules differ for.
 */
export const SPONSOR_TYPES = [
  "PUBLIC",
  "PRIVATE",
  "PREPAID_MEDICINE",
  "OCCUPATIONAL_RISK",
  "TRAFFIC_ACCIDENT_INSURANCE",
  "SPECIAL_REGIME",
] as const;
export type SponsorType = (typeof SPONSOR_TYPES)[number];

/** CUV formats of regulation 2275 (001 §3 "CUV format json or txt"). */
export const CUV_FORMATS = ["JSON", "TXT"] as const;
export type CuvFormat = (typeof CUV_FORMATS)[number];

/**
 * Fields a support file's name in the agreement's package may be built from, in the order chosen
 * (001 §7 `GET provider-payer-configurations/file-format-fields`; names not shown,
 * docs/decisions.md "Agreements"). No patient data: file names travel to the payer and to folders.
 */
export const FILE_FORMAT_FIELDS = [
  "PROVIDER_TAX_ID",
  "INVOICE_NUMBER",
  "SETTLEMENT_NUMBER",
  "AGREEMENT_CODE",
  "SUPPORT_FILE_CODE",
  "SERVICE_TYPE",
  "CONSECUTIVE",
] as const;
export type FileFormatField = (typeof FILE_FORMAT_FIELDS)[number];

/**
 * A tax identification number (001 §3): 5–25 characters, digits and capital letters with the
 * separators used in the portal's countries (NIT `900123456-7`, CNPJ `12.345.678/0001-90`),
 * starting with a digit or letter.
 */
export const TAX_ID_PATTERN = "^[0-9A-Z][0-9A-Z./-]{4,24}$";
