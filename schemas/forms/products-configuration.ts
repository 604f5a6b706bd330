import {
  BILLING_CODE_PATTERN,
  MAX_AGREEMENT_BILLING_CODES,
  MAX_PRODUCT_SUPPORTS,
} from "../requests/products-configuration";
import { UNITS_OF_MEASURE } from "../entities/products-configuration";
import { groupNameProperties } from "./agreement-packages";
import { defineForm } from "./form-declaration";

/**
 * The forms of a provider product's dialogs (001 §2 "Screens implied: Provider product
 * configuration dialog and package group dialog"; §3 "Other"; issue 8 §3; fields decided in
 * docs/decisions.md "Products configuration"), with the rules of the reference API
 * (schemas/requests/products-configuration.ts). A refused save marks the field it names with
 * `productsConfiguration.errors.refused` and shows the server's words at the top. Texts in the `products` part.
 */

const REQUIRED = "productsConfiguration.errors.required";

/**
 * The configuration dialog: default billing code and unit of measure (required: saving configures
 * the product), whether support documents are required and which (the provider's support
 * documents), and billing codes per agreement (the provider's agreements, each once).
 */
export const productConfigurationForm = defineForm({
  name: "product-configuration",
  form: {
    texts: "resources.products-configuration",
    refusedKey: "productsConfiguration.errors.refused",
    schema: {
      type: "object",
      required: ["defaultBillingCode", "unitOfMeasure"],
      properties: {
        defaultBillingCode: { type: "string", maxLength: 20, pattern: BILLING_CODE_PATTERN },
        unitOfMeasure: { type: "string", enum: [...UNITS_OF_MEASURE] },
        requiresSupportDocuments: { type: "boolean" },
        agreementBillingCodes: {
          type: "array",
          maxItems: MAX_AGREEMENT_BILLING_CODES,
          items: {
            type: "object",
            required: ["agreementCode", "billingCode"],
            properties: {
              agreementCode: { type: "string" },
              billingCode: { type: "string", maxLength: 20, pattern: BILLING_CODE_PATTERN },
            },
          },
        },
      },
      // Which support documents, when some are required.
      if: {
        properties: { requiresSupportDocuments: { const: true } },
        required: ["requiresSupportDocuments"],
      },
      then: {
        required: ["supportFileCodes"],
        properties: {
          supportFileCodes: {
            type: "array",
            minItems: 1,
            maxItems: MAX_PRODUCT_SUPPORTS,
            uniqueItems: true,
            items: { type: "string" },
          },
        },
      },
    },
    uiSchema: {
      "ui:order": [
        "defaultBillingCode",
        "unitOfMeasure",
        "requiresSupportDocuments",
        "supportFileCodes",
        "agreementBillingCodes",
      ],
      defaultBillingCode: {
        "ui:autocomplete": "off",
        "ui:messages": { required: REQUIRED, pattern: "productsConfiguration.errors.billingCode" },
      },
      unitOfMeasure: {
        "ui:widget": "pick",
        "ui:enumKeys": "productsConfiguration.units",
        "ui:messages": { required: REQUIRED },
      },
      requiresSupportDocuments: { "ui:titleKey": "productsConfiguration.fields.requiresSupportDocuments" },
      supportFileCodes: {
        "ui:widget": "pick",
        "ui:titleKey": "productsConfiguration.fields.supportFileCodes",
        "ui:options": {
          endpoint: "rcm/v1/support-files",
          params: { sortBy: "name" },
          value: "fileCode",
          label: "{name} ({fileCode})",
          failedKey: "productsConfiguration.dialog.supportsFailed",
        },
        "ui:messages": {
          required: "productsConfiguration.errors.noSupports",
          minItems: "productsConfiguration.errors.noSupports",
        },
      },
      agreementBillingCodes: {
        "ui:field": "rows",
        "ui:titleKey": "productsConfiguration.detail.agreements",
        "ui:options": {
          addKey: "productsConfiguration.dialog.addAgreement",
          removeKey: "productsConfiguration.dialog.removeAgreementN",
        },
        items: {
          agreementCode: {
            "ui:widget": "pick",
            "ui:titleKey": "productsConfiguration.fields.agreementN",
            "ui:options": {
              endpoint: "rcm/v1/provider-payer-configurations/all-agreements",
              value: "agreementCode",
              label: "{agreementName} ({agreementCode})",
              failedKey: "productsConfiguration.dialog.agreementsFailed",
            },
            "ui:messages": { required: REQUIRED },
          },
          billingCode: {
            "ui:titleKey": "productsConfiguration.fields.billingCodeN",
            "ui:autocomplete": "off",
            "ui:messages": { required: REQUIRED, pattern: "productsConfiguration.errors.billingCode" },
          },
        },
      },
    },
    rules: [
      {
        rule: "distinct",
        field: "agreementBillingCodes",
        item: "agreementCode",
        message: "productsConfiguration.errors.agreementTwice",
      },
    ],
  },
});

/** The package group dialog: the group the product's support documents are delivered in. */
export const productPackageGroupForm = defineForm({
  name: "product-package-group",
  form: {
    texts: "productsConfiguration",
    refusedKey: "productsConfiguration.errors.refused",
    schema: { type: "object", required: ["name", "folder", "fileName"], properties: groupNameProperties },
    uiSchema: {
      name: {
        "ui:titleKey": "productsConfiguration.fields.groupName",
        "ui:autocomplete": "off",
        "ui:messages": { required: REQUIRED, pattern: REQUIRED },
      },
      folder: {
        "ui:autocomplete": "off",
        "ui:messages": { required: REQUIRED, pattern: "productsConfiguration.errors.name" },
      },
      fileName: {
        "ui:autocomplete": "off",
        "ui:messages": { required: REQUIRED, pattern: "productsConfiguration.errors.name" },
      },
    },
  },
});
