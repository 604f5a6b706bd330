/**
 * Declared forms (DESIGN.md §3, §10 "Forms are declared"): a resource declaration may carry
 * `form: { schema, uiSchema }` for its create and edit pages, rendered by the lazy `ResourceForm`
 * (src/components/resource-form) with react-jsonschema-form. Plain data: schemas are `as const`
 * modules in `schemas/forms/` with their TypeScript types derived (`FromSchema`), and the uiSchema
 * names widgets by string, so a declaration never imports React.
 */

/**
 * A JSON Schema (draft 7, as ajv 8 reads it) of a form: an object whose properties are the fields.
 * Kept structural so `as const` schemas fit without casts.
 */
export interface FormSchema {
  type: "object";
  properties: Readonly<Record<string, unknown>>;
  required?: readonly string[];
  [keyword: string]: unknown;
}

/**
 * The widgets the portal adds to RJSF's antd theme (issue 8 §1), named in a uiSchema as
 * `"ui:widget": "<name>"`:
 * - `money`: a decimal amount (not cents) typed freely, sent as a number, shown with 2 decimals
 *   once left (001 §9); pair it with `multipleOf: 0.01` in the schema;
 * - `date`: a calendar date shown and typed DD/MM/YYYY, sent `YYYY-MM-DD` (001 §9, docs/api-contract.md);
 * - `lookup`: a select whose options come from a server search, debounced ({@link LookupWidgetOptions});
 * - `file`: a file sent on choice with its progress, refused before the network when its type or
 *   size is not allowed ({@link FileWidgetOptions}); the field's value is the server's answer.
 */
export const FORM_WIDGETS = ["money", "date", "lookup", "file"] as const;
export type FormWidgetName = (typeof FORM_WIDGETS)[number];

/**
 * `ui:options` of a `lookup` field: `GET <endpoint>?<searchParam>=<typed text>` (under apiBaseUrl,
 * `{provider}` filled from the session), answered with an array or a Spring page of items whose
 * camel-cased `value` / `label` properties make the options (001 §3 "Provider lookups").
 */
export interface LookupWidgetOptions {
  endpoint: string;
  value: string;
  label: string;
  /** Query parameter carrying the typed text (default `search_value`). */
  searchParam?: string;
  /** Fewest characters typed before searching (default 0: the first page shows on opening). */
  minChars?: number;
}

/**
 * `ui:options` of a `file` field. The file is posted multipart (`file` part, plus `requestData`
 * as a `request_data` JSON part when given) to `upload.endpoint` as soon as it is chosen; the
 * field's value becomes the answer's `upload.valueField` (e.g. `id`).
 */
export interface FileWidgetOptions {
  /** Accepted extensions without the dot, lower case (e.g. `["pdf", "png"]`). */
  extensions: readonly string[];
  /** Largest accepted size, bytes. */
  maxBytes: number;
  upload: {
    /** Endpoint template under apiBaseUrl; `{provider}` and the form's path parameters are filled. */
    endpoint: string;
    /** Property of the (camel-cased) answer that becomes the field's value. */
    valueField: string;
    /** Sent as the `request_data` JSON part (snake_case as the endpoint expects it). */
    requestData?: Readonly<Record<string, unknown>>;
  };
}

/** A uiSchema (RJSF): `ui:*` keys per field, nested like the schema. Plain data only. */
export type FormUiSchema = Readonly<Record<string, unknown>>;

/**
 * A rule across two fields that JSON Schema cannot say (001 §5 "amount filters … with min and max",
 * issue 8 §2 "min ≤ max"): `lessOrEqual` holds when either field is empty or
 * `field` ≤ `other` (numbers by value, `YYYY-MM-DD` dates and other texts in their order). A broken
 * rule puts `forms.errors.lessOrEqual` (naming the other field) on `field`. Top-level fields.
 */
export interface FormRule {
  rule: "lessOrEqual";
  field: string;
  other: string;
}

/** The form of a resource declaration, used for both its create and its edit page. */
export interface FormDeclaration {
  schema: FormSchema;
  uiSchema?: FormUiSchema;
  rules?: readonly FormRule[];
}

/**
 * The rules of {@link FormDeclaration.rules} that `data` breaks.
 * @returns the broken rules, in declaration order; empty when all hold.
 */
export function brokenRules(data: unknown, rules: readonly FormRule[] = []): FormRule[] {
  const values = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  return rules.filter(({ field, other }) => {
    const a = values[field];
    const b = values[other];
    if (typeof a === "number" && typeof b === "number") return a > b;
    if (typeof a === "string" && typeof b === "string" && a !== "" && b !== "") return a > b;
    return false;
  });
}

const WIDGET_NAMES: ReadonlySet<string> = new Set(FORM_WIDGETS);

/** RJSF's own widget names a uiSchema may use besides the portal's (antd theme). */
const RJSF_WIDGETS: ReadonlySet<string> = new Set([
  "text",
  "textarea",
  "password",
  "email",
  "uri",
  "select",
  "checkbox",
  "checkboxes",
  "radio",
  "updown",
  "range",
  "hidden",
]);

/**
 * What is wrong with a declared form, checked when the declaration loads (resources/define-resource.ts):
 * the schema must be an object schema; its `required` fields must be properties; every uiSchema
 * entry must name a property, and every `ui:widget` a known widget, with the options the portal's
 * widgets need (a lookup's endpoint/value/label, a file's extensions, size and upload).
 * @returns the problems, empty when the form is sound.
 */
export function formProblems(form: FormDeclaration): string[] {
  const problems: string[] = [];
  const walk = (schema: Record<string, unknown>, ui: Record<string, unknown> | undefined, at: string) => {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    for (const name of (schema.required as string[] | undefined) ?? [])
      if (!(name in properties)) problems.push(`required "${at}${name}" is not a property`);
    for (const [key, value] of Object.entries(ui ?? {})) {
      if (key.startsWith("ui:")) continue;
      const property = properties[key];
      if (!property) {
        problems.push(`uiSchema "${at}${key}" is not a property`);
        continue;
      }
      const fieldUi = (value ?? {}) as Record<string, unknown>;
      const widget = fieldUi["ui:widget"];
      const options = (fieldUi["ui:options"] ?? {}) as Record<string, unknown>;
      if (typeof widget === "string" && !WIDGET_NAMES.has(widget) && !RJSF_WIDGETS.has(widget))
        problems.push(`field "${at}${key}": unknown widget "${widget}"`);
      if (widget === "lookup" && !(options.endpoint && options.value && options.label))
        problems.push(`field "${at}${key}": a lookup needs ui:options endpoint, value and label`);
      if (
        widget === "file" &&
        !(Array.isArray(options.extensions) && typeof options.maxBytes === "number" && options.upload)
      )
        problems.push(`field "${at}${key}": a file field needs ui:options extensions, maxBytes and upload`);
      if (property.type === "object") walk(property, fieldUi, `${at}${key}.`);
    }
  };
  const top = (form.schema.properties ?? {}) as Record<string, unknown>;
  for (const { field, other } of form.rules ?? [])
    for (const name of [field, other])
      if (!(name in top)) problems.push(`rule field "${name}" is not a property`);
  if (form.schema.type !== "object") problems.push("the form schema must be an object schema");
  else walk(form.schema as Record<string, unknown>, form.uiSchema as Record<string, unknown> | undefined, "");
  return problems;
}
