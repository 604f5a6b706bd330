/**
 * From a sponsor's authorization form definitions to the steps of a v2 authorization form
 * (issue 10 §1; 000 §3 "Authorization form", 000 §4 "Authorization form (v2)", 000 §5, 001 §3,
 * 001 §5): one step per field group, in `showOrder`, each a JSON Schema and a uiSchema for RJSF.
 * A new sponsor form appears in the portal with no code change: nothing here names a sponsor.
 *
 * Rules (000 §5, 001 §5):
 * - forms whose slug contains `guest` are dropped from the steps ({@link isGuestForm});
 * - when one group remains it becomes the current form: `layout` is `"single"`, no step counter;
 * - for credit-card-balance coverage the `settlement_files` field is removed
 *   ({@link isCreditCardBalanceCoverage});
 * - pre-invoice and invoice file fields are kept out of the generic upload-file list
 *   (`uploadFields`), in `invoiceFields` ({@link invoiceKindOf});
 * - `FILE_UPLOAD` fields become file widgets: `ui:widget: "file"`, the form framework's uploader
 *   (schemas/forms/form-declaration.ts `FileWidgetOptions`): the file is posted on choice to the
 *   authorization's files with its `request_data` (000 §7) and the field holds the answer's id;
 *   docs/decisions.md "Sponsor forms";
 * - every field type of definition.ts is rendered; an unknown type is refused with
 *   {@link UnknownFieldTypeError} naming the form and the field, never silently dropped.
 *
 * Validation uses standard JSON Schema keywords only (`required`, `pattern`, `minLength`,
 * `maxLength`, `format`, `enum`, `const`, `type`), so the form framework's translated messages
 * (src/components/resource-form/translate-errors.ts) cover them. Sponsor text (labels, group names,
 * option labels) goes into `title` / `ui:title` / `ui:enumNames` and is rendered as text.
 *
 * Pure and synchronous: no React, no network.
 */
import type { RJSFSchema, UiSchema } from "@rjsf/utils";

import type { FileWidgetOptions } from "../forms/form-declaration";
import { V2_ADDITIONAL_DOCUMENT_POLICY, V2_LARGE_FILE_POLICY } from "../upload-policies";

import {
  AUTHORIZATION_FIELD_TYPES,
  type AuthorizationFieldType,
  type AuthorizationFormDefinition,
  type AuthorizationFormFieldDefinition,
  isAuthorizationFieldType,
} from "./definition";
import { AuthorizationFormDefinitionError, UnknownFieldTypeError } from "./errors";
import type { TextFieldRules } from "./field-behaviour";
import { isValidPattern } from "./pattern";

/** Bytes: 20 MB for prescriptions, invoices (and pre-invoices), from {@link V2_LARGE_FILE_POLICY}. */
export const LARGE_FILE_BYTES = V2_LARGE_FILE_POLICY.maxBytes;
/** Bytes: 10 MB for additional documents, from {@link V2_ADDITIONAL_DOCUMENT_POLICY}. */
export const DOCUMENT_FILE_BYTES = V2_ADDITIONAL_DOCUMENT_POLICY.maxBytes;
/** Accepted uploads (000 §5 "allowed types PNG, JPEG, XML, PDF"), the extensions of {@link V2_LARGE_FILE_POLICY}. */
export const FILE_EXTENSIONS: readonly string[] = Object.keys(V2_LARGE_FILE_POLICY.types);
/**
 * Where a sponsor form's file goes by default: the v2 authorization's files (000 §7
 * `POST /arc/v2/authorizations/{id}/without-claims/files`, multipart with a `request_data` part);
 * `{authorizationId}` is filled by the form's path parameters.
 */
export const DEFAULT_FILE_UPLOAD_ENDPOINT = "arc/v2/authorizations/{authorizationId}/without-claims/files";
/** The field removed under credit-card-balance coverage (000 §5, 001 §5). */
export const SETTLEMENT_FILES_SLUG = "settlement_files";

/** What a file field holds in the authorization's documents (000 §5, 001 §5). */
export type FileRole = "pre-invoice" | "invoice" | "prescription" | "document";

/**
 * `ui:options` of a FILE_UPLOAD field: the form framework's {@link FileWidgetOptions} (extensions,
 * maxBytes, upload endpoint, value field and `request_data`) plus the file's role. The field's value
 * is the uploaded file's id (a string), as the widget sets it.
 */
export interface SponsorFileOptions extends FileWidgetOptions {
  role: FileRole;
  upload: FileWidgetOptions["upload"] & {
    /** `request_data` of 000 §7, snake_case: field_slug, authorization_form_field_id, document_type_slug. */
    requestData: Readonly<Record<string, string | number>>;
  };
}

/** One field as placed by the builder. */
export interface AuthorizationFormFieldPlan {
  slug: string;
  type: AuthorizationFieldType;
  /** The sponsor's label, else the slug. */
  label: string;
  /** `showOrder`, `null` when the sponsor gave none (placed after the ordered ones). */
  showOrder: number | null;
  required: boolean;
  /** The form it comes from. */
  formSlug: string;
  /** `authorizationFormFieldId` (000 §7). */
  id: string | number | null;
  /** Text rules for the widget (field-behaviour.ts); empty for fields without text. */
  textRules: TextFieldRules;
}

/** A file field of the plan, with where its uploads go. */
export interface AuthorizationFileFieldPlan extends AuthorizationFormFieldPlan {
  type: "FILE_UPLOAD";
  file: SponsorFileOptions;
}

/**
 * The JSON Schema of a step: what RJSF renders, and a form declaration's schema
 * (schemas/forms/form-declaration.ts `FormSchema`).
 */
export interface StepSchema extends RJSFSchema {
  type: "object";
  properties: Record<string, RJSFSchema>;
  required?: string[];
}

/** One step: a group of fields, rendered as one RJSF form. */
export interface AuthorizationFormStep {
  /** 1-based position. */
  number: number;
  /** The sponsor's group name, "" for fields without a group. */
  groupName: string;
  /** What to show as the step's title: the group name, else the form's fallbackName, else its slug. */
  title: string;
  /** JSON Schema of the step: an object with one property per field (keyed by slug). */
  schema: StepSchema;
  /** uiSchema of the step: `ui:order` in showOrder, widgets and their options per field. */
  uiSchema: UiSchema;
  /** The step's fields in order. */
  fields: AuthorizationFormFieldPlan[];
}

/** A field the builder removed on purpose, and why. */
export interface RemovedField {
  formSlug: string;
  slug: string;
  reason: "credit-card-balance";
}

/** What the screens render for a sponsor form. */
export interface AuthorizationFormPlan {
  /** The form the steps come from (the first non-guest form). */
  formSlug: string;
  /** Its name when no translation of `formSlug` exists (`fallbackName`, else the slug). */
  fallbackName: string;
  authorizationCoverage: string | null;
  /** `"single"` when one group remains: it is the current form, without step counter (000 §5). */
  layout: "single" | "steps";
  /** Steps in order, at least one. */
  steps: AuthorizationFormStep[];
  /** The generic upload-file list: file fields that are not pre-invoice or invoice (000 §5). */
  uploadFields: AuthorizationFileFieldPlan[];
  /** Pre-invoice and invoice file fields, kept out of `uploadFields` (000 §5). */
  invoiceFields: AuthorizationFileFieldPlan[];
  /** Slugs of the guest forms dropped (000 §5). */
  droppedGuestForms: string[];
  /** Fields removed by a rule (credit-card-balance). */
  removedFields: RemovedField[];
}

/** Options of {@link buildAuthorizationForm}. */
export interface BuildAuthorizationFormOptions {
  /**
   * The authorization's coverage type, when known. Credit-card-balance coverage of either the
   * authorization or the form removes `settlement_files` (000 §5).
   */
  coverage?: string | null;
  /**
   * Endpoint template file fields upload to (default {@link DEFAULT_FILE_UPLOAD_ENDPOINT}); its
   * placeholders are filled from the form's path parameters.
   */
  fileUploadEndpoint?: string;
  /** Property of the upload's answer the file field keeps (default `id`). */
  fileValueField?: string;
}

/** True for a guest form: its slug contains `guest`, in any case (000 §5, 001 §5). */
export function isGuestForm(formSlug: string): boolean {
  return formSlug.toLowerCase().includes("guest");
}

/**
 * True for credit-card-balance coverage (000 §5, 001 §5; the spec names the coverage, not its
 * spelling): `CREDIT_CARD_BALANCE`, `credit-card-balance` and `Credit card balance` all are.
 */
export function isCreditCardBalanceCoverage(coverage: string | null | undefined): boolean {
  return (
    typeof coverage === "string" &&
    coverage
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, "_") === "CREDIT_CARD_BALANCE"
  );
}

/**
 * Whether a file field holds the pre-invoice or the invoice (000 §5 "Pre-invoice and invoice fields
 * are left out of the generic upload-file list"). Read from the slug's words (split on anything but
 * letters and digits): `pre_invoice`, `preinvoice_file`, `pre-invoice` are the pre-invoice;
 * any other slug with the word `invoice` (`invoice`, `invoice_file`, `sponsor_invoice_xml`) is the
 * invoice. `undefined` otherwise.
 */
export function invoiceKindOf(slug: string): "pre-invoice" | "invoice" | undefined {
  const words = slug.toLowerCase().split(/[^a-z0-9]+/);
  const at = words.indexOf("invoice");
  if (words.includes("preinvoice") || (at > 0 && words[at - 1] === "pre")) return "pre-invoice";
  return at >= 0 ? "invoice" : undefined;
}

/** The role of a file field: invoice kinds, else `prescription` when the slug says so, else `document`. */
export function fileRoleOf(slug: string): FileRole {
  const invoice = invoiceKindOf(slug);
  if (invoice) return invoice;
  return slug
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .includes("prescription")
    ? "prescription"
    : "document";
}

interface Placed {
  field: AuthorizationFormFieldDefinition;
  form: AuthorizationFormDefinition;
  /** Appearance order across the forms, for stable ties. */
  seq: number;
}

/**
 * Builds the steps of a sponsor's authorization form.
 *
 * @param definitions - the answer of `GET /arc/v1/sponsors/{sponsor}/authorization-forms` (000 §7),
 *   camel-cased: one definition or several (a form and its guest variant, say). Fields of every
 *   non-guest form are pooled and grouped by `groupName`.
 * @param options - see {@link BuildAuthorizationFormOptions}.
 * @returns the plan: steps ordered by the smallest `showOrder` of each group, fields within a step by
 *   `showOrder` (fields without one after the others; ties keep the sponsor's order).
 * @throws UnknownFieldTypeError when a field's type is not one of AUTHORIZATION_FIELD_TYPES.
 * @throws AuthorizationFormDefinitionError `NO_FORM` when no non-guest form is left,
 *   `DUPLICATE_FIELD` when two fields share a slug, `INVALID_FIELD` for an empty slug (or
 *   `__proto__`), a pattern
 *   that does not compile, `minLength` above `maxLength` or a SELECT without options.
 */
export function buildAuthorizationForm(
  definitions: AuthorizationFormDefinition | readonly AuthorizationFormDefinition[],
  options: BuildAuthorizationFormOptions = {},
): AuthorizationFormPlan {
  const all: readonly AuthorizationFormDefinition[] = Array.isArray(definitions)
    ? definitions
    : [definitions as AuthorizationFormDefinition];
  const forms = all.filter((form) => !isGuestForm(form.formSlug));
  const droppedGuestForms = all.filter((form) => isGuestForm(form.formSlug)).map((form) => form.formSlug);
  if (forms.length === 0) {
    throw new AuthorizationFormDefinitionError(
      "NO_FORM",
      all.length === 0
        ? "No authorization form definition was given"
        : `Every authorization form is a guest form (${droppedGuestForms.join(", ")}): nothing to render`,
    );
  }

  const placed: Placed[] = [];
  const removedFields: RemovedField[] = [];
  const seen = new Map<string, string>();
  let seq = 0;
  for (const form of forms) {
    const creditCardBalance =
      isCreditCardBalanceCoverage(form.authorizationCoverage) ||
      isCreditCardBalanceCoverage(options.coverage);
    for (const field of form.fields) {
      checkField(form, field);
      if (creditCardBalance && field.slug === SETTLEMENT_FILES_SLUG) {
        removedFields.push({ formSlug: form.formSlug, slug: field.slug, reason: "credit-card-balance" });
        continue;
      }
      const previous = seen.get(field.slug);
      if (previous !== undefined) {
        throw new AuthorizationFormDefinitionError(
          "DUPLICATE_FIELD",
          `Form "${form.formSlug}", field "${field.slug}": the slug is already used in form "${previous}"`,
          { formSlug: form.formSlug, fieldSlug: field.slug },
        );
      }
      seen.set(field.slug, form.formSlug);
      placed.push({ field, form, seq: seq++ });
    }
  }

  const main = forms[0];
  const groups = new Map<string, Placed[]>();
  for (const item of [...placed].sort(byShowOrder)) {
    const key = item.field.groupName?.trim() ?? "";
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  // Groups come out in the order of their first (smallest showOrder) field: Map keeps insertion.
  const upload = {
    endpoint: options.fileUploadEndpoint ?? DEFAULT_FILE_UPLOAD_ENDPOINT,
    valueField: options.fileValueField ?? "id",
  };
  const steps: AuthorizationFormStep[] = [...groups.entries()].map(([groupName, items], index) =>
    buildStep(index + 1, groupName, items, upload),
  );
  if (steps.length === 0) {
    // A form with no fields (or only removed ones) is still a form: one empty step to submit.
    steps.push(buildStep(1, "", [], upload));
  }
  for (const step of steps) {
    if (step.title === "") step.title = main.fallbackName?.trim() || main.formSlug;
  }

  const fileFields = steps.flatMap((step) =>
    step.fields.filter((field): field is AuthorizationFileFieldPlan => field.type === "FILE_UPLOAD"),
  );
  return {
    formSlug: main.formSlug,
    fallbackName: main.fallbackName?.trim() || main.formSlug,
    authorizationCoverage: main.authorizationCoverage ?? null,
    layout: steps.length === 1 ? "single" : "steps",
    steps,
    uploadFields: fileFields.filter((field) => invoiceKindOf(field.slug) === undefined),
    invoiceFields: fileFields.filter((field) => invoiceKindOf(field.slug) !== undefined),
    droppedGuestForms,
    removedFields,
  };
}

function byShowOrder(a: Placed, b: Placed): number {
  const x = a.field.showOrder ?? Infinity;
  const y = b.field.showOrder ?? Infinity;
  if (x !== y) return x < y ? -1 : 1;
  return a.seq - b.seq;
}

function checkField(form: AuthorizationFormDefinition, field: AuthorizationFormFieldDefinition): void {
  const where = { formSlug: form.formSlug, fieldSlug: field.slug };
  const invalid = (why: string) =>
    new AuthorizationFormDefinitionError(
      "INVALID_FIELD",
      `Form "${form.formSlug}", field "${field.slug}": ${why}`,
      where,
    );
  if (typeof field.slug !== "string" || field.slug.trim() === "") {
    throw new AuthorizationFormDefinitionError(
      "INVALID_FIELD",
      `Form "${form.formSlug}": a field has no slug (type ${String(field.type)}, label ${String(field.label)})`,
      { formSlug: form.formSlug },
    );
  }
  if (field.slug === "__proto__") throw invalid("the slug cannot be __proto__");
  if (!isAuthorizationFieldType(field.type)) {
    throw new UnknownFieldTypeError(form.formSlug, field.slug, String(field.type), AUTHORIZATION_FIELD_TYPES);
  }
  if (field.pattern != null && !isValidPattern(field.pattern)) {
    throw invalid(`the pattern ${JSON.stringify(field.pattern)} is not a valid regular expression`);
  }
  for (const key of ["minLength", "maxLength"] as const) {
    const value = field[key];
    if (value != null && (!Number.isInteger(value) || value < 0)) {
      throw invalid(`${key} must be a whole number ≥ 0, not ${String(value)}`);
    }
  }
  if (field.minLength != null && field.maxLength != null && field.minLength > field.maxLength) {
    throw invalid(`minLength ${field.minLength} is above maxLength ${field.maxLength}`);
  }
  if (field.type === "SELECT") {
    const values = (field.options ?? []).map((option) => option.value);
    if (values.length === 0) throw invalid("a SELECT field needs options");
    if (new Set(values).size !== values.length) throw invalid("a SELECT field repeats an option value");
  }
}

type UploadTarget = { endpoint: string; valueField: string };

function buildStep(
  number: number,
  groupName: string,
  items: Placed[],
  upload: UploadTarget,
): AuthorizationFormStep {
  const properties: Record<string, RJSFSchema> = {};
  const required: string[] = [];
  const uiSchema: UiSchema = { "ui:order": items.map((item) => item.field.slug) };
  const fields: AuthorizationFormFieldPlan[] = [];
  for (const { field, form } of items) {
    const plan = fieldPlan(form, field, upload);
    const { schema, ui } = fieldSchemas(plan, field);
    properties[plan.slug] = schema;
    // The sponsor's label is shown as given (the form framework translates only fields without ui:title).
    uiSchema[plan.slug] = { "ui:title": plan.label, ...ui };
    if (plan.required) required.push(plan.slug);
    fields.push(plan);
  }
  const schema: StepSchema = { type: "object", properties };
  if (required.length > 0) schema.required = required;
  return { number, groupName, title: groupName, schema, uiSchema, fields };
}

function fieldPlan(
  form: AuthorizationFormDefinition,
  field: AuthorizationFormFieldDefinition,
  upload: UploadTarget,
): AuthorizationFormFieldPlan | AuthorizationFileFieldPlan {
  const type = field.type as AuthorizationFieldType;
  const textual = type === "TEXT" || type === "TEXT_AREA" || type === "NUMBER";
  const textRules: TextFieldRules = {};
  if (textual) {
    if (field.pattern != null) textRules.pattern = field.pattern;
    if (field.minLength != null) textRules.minLength = field.minLength;
    if (field.maxLength != null) textRules.maxLength = field.maxLength;
    if (type === "TEXT_AREA") textRules.multiline = true;
  }
  const plan: AuthorizationFormFieldPlan = {
    slug: field.slug,
    type,
    label: field.label?.trim() || field.slug,
    showOrder: field.showOrder ?? null,
    required: field.required === true,
    formSlug: form.formSlug,
    id: field.id ?? null,
    textRules,
  };
  if (type !== "FILE_UPLOAD") return plan;
  const role = fileRoleOf(field.slug);
  const requestData: Record<string, string | number> = { field_slug: field.slug };
  if (field.id != null) requestData.authorization_form_field_id = field.id;
  if (field.documentTypeSlug != null) requestData.document_type_slug = field.documentTypeSlug;
  return {
    ...plan,
    type,
    file: {
      role,
      extensions: FILE_EXTENSIONS,
      maxBytes: role === "document" ? DOCUMENT_FILE_BYTES : LARGE_FILE_BYTES,
      upload: { ...upload, requestData },
    },
  };
}

/** JSON Schema and uiSchema of one field (the table in definition.ts). */
function fieldSchemas(
  plan: AuthorizationFormFieldPlan | AuthorizationFileFieldPlan,
  field: AuthorizationFormFieldDefinition,
): { schema: RJSFSchema; ui: UiSchema } {
  const title = plan.label;
  const rules = plan.textRules;
  switch (plan.type) {
    case "TEXT":
    case "TEXT_AREA": {
      const schema: RJSFSchema = { type: "string", title };
      if (rules.pattern != null) schema.pattern = rules.pattern;
      if (rules.minLength != null) schema.minLength = rules.minLength;
      if (rules.maxLength != null) schema.maxLength = rules.maxLength;
      return {
        schema,
        ui: { "ui:widget": plan.type === "TEXT" ? "text" : "textarea", "ui:options": { textRules: rules } },
      };
    }
    case "NUMBER":
      // Lengths and pattern of a numeric field act on what is typed (ui:options), not on the number.
      return {
        schema: { type: "number", title },
        ui: {
          "ui:widget": "text",
          // inputType text: commas and partial numbers can be typed; normalised on leaving (001 §5).
          "ui:options": { textRules: rules, inputType: "text", inputMode: "decimal", numeric: true },
        },
      };
    case "DATE":
      return { schema: { type: "string", format: "date", title }, ui: { "ui:widget": "date" } };
    case "SELECT": {
      const options = field.options ?? [];
      return {
        schema: { type: "string", title, enum: options.map((option) => option.value) },
        ui: {
          "ui:widget": "select",
          "ui:enumNames": options.map((option) => option.label?.trim() || option.value),
        },
      };
    }
    case "CHECKBOX": {
      const schema: RJSFSchema = { type: "boolean", title };
      // A required checkbox is one that must be ticked (a consent): false would pass `required`.
      if (plan.required) schema.const = true;
      return { schema, ui: { "ui:widget": "checkbox" } };
    }
    case "FILE_UPLOAD": {
      const file = (plan as AuthorizationFileFieldPlan).file;
      // The uploaded file's id; `required` makes a file mandatory (RJSF drops an empty value).
      return { schema: { type: "string", title }, ui: { "ui:widget": "file", "ui:options": { ...file } } };
    }
  }
}
