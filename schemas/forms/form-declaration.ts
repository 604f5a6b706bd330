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
 *   size is not allowed ({@link FileWidgetOptions}); the field's value is the server's answer;
 * - `pick`: a select (one value, or several for an array of strings) over a list the server gives
 *   whole ({@link PickWidgetOptions}) or over the field's enum, searched by label as typed.
 * An array of objects edited as rows (a remove button per row, an add button under them) is the
 * `rows` field, named `"ui:field": "rows"` ({@link RowsFieldOptions}).
 */
export const FORM_WIDGETS = ["money", "date", "lookup", "file", "pick"] as const;
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

/**
 * `ui:options` of a `pick` field: `GET <endpoint>` (under apiBaseUrl, `{provider}` and the form's
 * path parameters filled) answers an array of items; `value` names the (camel-cased) property that
 * becomes the field's value, `label` the one shown, or a template of several (`"{name} ({fileCode})"`).
 */
export interface PickWidgetOptions {
  /** Without an endpoint, the options are the field's enum values and their labels. */
  endpoint?: string;
  value: string;
  label: string;
  /** Query parameters sent with the call (e.g. `{ sortBy: "name" }`). */
  params?: Readonly<Record<string, string>>;
  /** Text key shown in the list when the call failed (default `forms.lookup.failed`). */
  failedKey?: string;
}

/** The field name of {@link RowsFieldOptions}' rows (`"ui:field": "rows"`). */
export const FORM_FIELDS = ["rows"] as const;

/**
 * `ui:options` of a `rows` field (an array of objects): `addKey` / `removeKey` are the text keys
 * of the add button and of each row's remove button (`{{n}}`: the row's number, from 1);
 * `increment` lists the fields a new row fills with one more than the largest of the rows (an
 * order). A cell's label key may hold `{{n}}` too (`ui:titleKey`). The most rows is the schema's
 * `maxItems`; its `minItems` and the rows' own rules show under the rows.
 */
export interface RowsFieldOptions {
  addKey: string;
  removeKey: string;
  increment?: readonly string[];
}

/** A uiSchema (RJSF): `ui:*` keys per field, nested like the schema. Plain data only. */
export type FormUiSchema = Readonly<Record<string, unknown>>;

/**
 * A rule across fields that JSON Schema cannot say. Top-level fields.
 * - `lessOrEqual` (001 §5 "amount filters … with min and max", issue 8 §2 "min ≤ max"): holds when
 *   either field is empty or `field` ≤ `other` (numbers by value, `YYYY-MM-DD` dates and other texts
 *   in their order); broken, `forms.errors.lessOrEqual` (naming the other field) goes on `field`.
 * - `matchesBy`: a non-empty `field` matches `patterns[<value of other>]` (e.g. an export route
 *   that fits its delivery channel); broken, the text `<message>.<value of other>` goes on `field`.
 * - `distinct`: in the rows of the array `field`, no two rows have the same non-empty `item`;
 *   broken, the text `message` goes on the later row's `item`.
 */
export type FormRule =
  | { rule: "lessOrEqual"; field: string; other: string }
  | {
      rule: "matchesBy";
      field: string;
      other: string;
      patterns: Readonly<Record<string, string>>;
      message: string;
    }
  | { rule: "distinct"; field: string; item: string; message: string };

/**
 * A declared form (DESIGN.md §10 "Forms are declared"): its schema, uiSchema and rules across
 * fields; a resource declaration carries one for its create and edit pages, and a standalone form
 * ({@link DeclaredForm}) for a dialog or an editor.
 */
export interface FormDeclaration {
  schema: FormSchema;
  uiSchema?: FormUiSchema;
  rules?: readonly FormRule[];
  /**
   * Where labels are read: `<texts>.fields.<field>` and `<texts>.values.<field>.<value>` (default
   * `resources.<name>`, the grid's keys). A field's `ui:titleKey` / `ui:enumKeys` name its own.
   */
  texts?: string;
  /**
   * A text key put on each field a refused save (400) names, the server's own words then shown at
   * the top of the form (default: the server's words under the field).
   */
  refusedKey?: string;
}

/**
 * A form of its own, not a resource's create or edit page (a dialog, an editor): listed in
 * `schemas/forms/index.ts` `FORMS` so that its validator is compiled with the portal
 * (src/components/resource-form/precompiled/vite-plugin.ts), and rendered by `ResourceForm` with
 * the save the screen gives it (`onSubmit`).
 */
export interface DeclaredForm {
  /** Unique among forms and resources (the compiled validators are keyed by it). */
  name: string;
  form: FormDeclaration;
  /**
   * `"runtime"`: built while the portal runs from a definition the server sent (a sponsor's
   * beneficiary search form), so it cannot be compiled with the portal; `ResourceForm` validates
   * it with the eval-free run-time validator (`RUNTIME_FORM_KEYWORDS`). Made by
   * {@link defineRuntimeForm}, never listed in `FORMS`.
   */
  builtAt?: "runtime";
}

/**
 * A standalone form, checked as it is declared ({@link formProblems}).
 * @throws Error naming the form and its problems.
 */
export function defineForm<const T extends DeclaredForm>(declared: T): T {
  const problems = formProblems(declared.form);
  if (problems.length > 0) throw new Error(`Form "${declared.name}": ${problems.join("; ")}`);
  return declared;
}

/**
 * The JSON Schema keywords a field of a form built at run time may use: those the run-time
 * validator (src/components/resource-form/runtime-validator.ts) checks, and annotations. Only
 * `format: "date"` among formats.
 */
export const RUNTIME_FORM_KEYWORDS: ReadonlySet<string> = new Set([
  "type",
  "title",
  "description",
  "default",
  "required",
  "pattern",
  "minLength",
  "maxLength",
  "format",
  "enum",
  "const",
  "minimum",
]);

/**
 * What a form built at run time may not hold besides {@link formProblems}: fields one level deep
 * using only {@link RUNTIME_FORM_KEYWORDS} (`format` only `date`), no rules across fields.
 * @returns the problems, empty when the run-time validator judges the form as ajv would.
 */
export function runtimeFormProblems(form: FormDeclaration): string[] {
  const problems = formProblems(form);
  if (form.rules?.length) problems.push("a form built at run time takes no rules across fields");
  const top = Object.keys(form.schema).filter(
    (key) => !["type", "properties", "required", "title", "description"].includes(key),
  );
  if (top.length > 0) problems.push(`unsupported form keywords ${top.join(", ")}`);
  for (const [name, property] of Object.entries(form.schema.properties)) {
    const field = (property ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(field).filter((key) => !RUNTIME_FORM_KEYWORDS.has(key));
    if (unknown.length > 0) problems.push(`field "${name}": unsupported keywords ${unknown.join(", ")}`);
    if (field.format !== undefined && field.format !== "date")
      problems.push(`field "${name}": unsupported format "${String(field.format)}"`);
    if (field.type === "object" || field.type === "array")
      problems.push(`field "${name}": a form built at run time is one level deep`);
  }
  return problems;
}

/**
 * A declared form built while the portal runs (from a definition the server sent), checked as it
 * is made ({@link runtimeFormProblems}) and marked `builtAt: "runtime"`, so that `ResourceForm`
 * validates it without generated code (the CSP forbids it).
 * @throws Error naming the form and its problems.
 */
export function defineRuntimeForm(declared: Omit<DeclaredForm, "builtAt">): DeclaredForm {
  const problems = runtimeFormProblems(declared.form);
  if (problems.length > 0) throw new Error(`Form "${declared.name}": ${problems.join("; ")}`);
  return { ...declared, builtAt: "runtime" };
}

/**
 * The rules of {@link FormDeclaration.rules} that `data` breaks.
 * @returns the broken rules, in declaration order; empty when all hold.
 */
export function brokenRules(data: unknown, rules: readonly FormRule[] = []): FormRule[] {
  const values = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  return rules.filter((rule) => {
    if (rule.rule !== "lessOrEqual") return false;
    const { field, other } = rule;
    const a = values[field];
    const b = values[other];
    if (typeof a === "number" && typeof b === "number") return a > b;
    if (typeof a === "string" && typeof b === "string" && a !== "" && b !== "") return a > b;
    return false;
  });
}

/** One place a broken rule puts its message: the field path and the text key (with its values). */
export interface RuleFailure {
  path: (string | number)[];
  key: string;
  /** `other`: the other field's name (lessOrEqual, to be shown as its label). */
  other?: string;
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== "";

/**
 * Every message the rules of {@link FormDeclaration.rules} put on `data` (see {@link FormRule}).
 * @returns the failures in declaration order (a `distinct` rule one per repeated row); empty when all hold.
 */
export function ruleFailures(data: unknown, rules: readonly FormRule[] = []): RuleFailure[] {
  const values = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  const failures: RuleFailure[] = [];
  for (const rule of rules) {
    if (rule.rule === "lessOrEqual") {
      if (brokenRules(values, [rule]).length > 0)
        failures.push({ path: [rule.field], key: "forms.errors.lessOrEqual", other: rule.other });
    } else if (rule.rule === "matchesBy") {
      const value = values[rule.field];
      const by = values[rule.other];
      const pattern = typeof by === "string" ? rule.patterns[by] : undefined;
      if (
        typeof value === "string" &&
        value.trim() !== "" &&
        pattern &&
        !new RegExp(pattern, "u").test(value.trim())
      )
        failures.push({ path: [rule.field], key: `${rule.message}.${String(by)}` });
    } else {
      const rows = Array.isArray(values[rule.field]) ? (values[rule.field] as unknown[]) : [];
      const seen: unknown[] = [];
      rows.forEach((row, index) => {
        const value = (row as Record<string, unknown> | null)?.[rule.item];
        if (!filled(value)) return;
        if (seen.includes(value)) failures.push({ path: [rule.field, index, rule.item], key: rule.message });
        seen.push(value);
      });
    }
  }
  return failures;
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

/** An object schema's properties, with those its conditions add (`then` / `else`, also under `allOf`). */
export function conditionalProperties(
  schema: Record<string, unknown>,
): Record<string, Record<string, unknown>> {
  const branches = [schema, ...((schema.allOf as Record<string, unknown>[] | undefined) ?? [])].flatMap(
    (node) => [node, node.then, node.else] as (Record<string, unknown> | undefined)[],
  );
  return Object.assign({}, ...branches.map((node) => (node?.properties ?? {}) as object)) as Record<
    string,
    Record<string, unknown>
  >;
}

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
    const properties = conditionalProperties(schema);
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
      const field = fieldUi["ui:field"];
      if (field !== undefined && !(FORM_FIELDS as readonly unknown[]).includes(field))
        problems.push(`field "${at}${key}": unknown field "${String(field)}"`);
      if (field === "rows" && !(options.addKey && options.removeKey))
        problems.push(`field "${at}${key}": rows need ui:options addKey and removeKey`);
      if (widget === "pick" && !(options.endpoint ? options.value && options.label : property.enum))
        problems.push(`field "${at}${key}": a pick needs an enum, or ui:options endpoint, value and label`);
      if (widget === "lookup" && !(options.endpoint && options.value && options.label))
        problems.push(`field "${at}${key}": a lookup needs ui:options endpoint, value and label`);
      if (
        widget === "file" &&
        !(Array.isArray(options.extensions) && typeof options.maxBytes === "number" && options.upload)
      )
        problems.push(`field "${at}${key}": a file field needs ui:options extensions, maxBytes and upload`);
      if (property.type === "object") walk(property, fieldUi, `${at}${key}.`);
      const items = property.items as Record<string, unknown> | undefined;
      if (property.type === "array" && items?.type === "object")
        walk(items, fieldUi.items as Record<string, unknown> | undefined, `${at}${key}[].`);
    }
  };
  const top = (form.schema.properties ?? {}) as Record<string, unknown>;
  for (const rule of form.rules ?? [])
    for (const name of rule.rule === "distinct" ? [rule.field] : [rule.field, rule.other])
      if (!(name in top)) problems.push(`rule field "${name}" is not a property`);
  if (form.schema.type !== "object") problems.push("the form schema must be an object schema");
  else walk(form.schema as Record<string, unknown>, form.uiSchema as Record<string, unknown> | undefined, "");
  return problems;
}
