import {
  toErrorSchema,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from "@rjsf/utils";
import { compilePattern } from "../../../schemas/authorization-form/pattern";
import { textLength } from "../../../schemas/authorization-form/field-behaviour";

type Data = Record<string, unknown>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

function typeOk(type: unknown, value: unknown): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "boolean":
      return typeof value === "boolean";
    default:
      return true;
  }
}

function error(
  name: string,
  property: string,
  params: Record<string, unknown>,
  schemaPath: string,
): RJSFValidationError {
  return { name, property, message: name, params, stack: `${property} ${name}`, schemaPath };
}

/**
 * The errors of a form built at run time (an object of fields, one level deep: a sponsor form's
 * step, a beneficiary search form), with the standard JSON Schema keywords those builders emit
 * (schemas/authorization-form/build.ts, `RUNTIME_FORM_KEYWORDS`): `required`,
 * `type`, `pattern` (the sponsor's, as ajv reads it: ECMAScript, `u` flag, unanchored), `minLength`
 * and `maxLength` (code points), `format: date`, `enum`, `const`, and `minimum` (numbers; the v2
 * form's own sign rule, number-fields.ts). Errors are shaped as RJSF's ajv
 * validator shapes them (`name` = keyword, `property` = field slug, ajv's `params`), so the form
 * framework's translated messages apply unchanged (translate-errors.ts).
 */
export function runtimeFormErrors(schema: RJSFSchema, formData: unknown): RJSFValidationError[] {
  const data = (formData && typeof formData === "object" ? formData : {}) as Data;
  const errors: RJSFValidationError[] = [];
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  for (const slug of (schema.required ?? []) as string[]) {
    if (data[slug] === undefined || data[slug] === null)
      errors.push(error("required", slug, { missingProperty: slug }, "#/required"));
  }
  for (const [slug, field] of Object.entries(properties)) {
    const value = data[slug];
    if (value === undefined || value === null) continue;
    const at = `#/properties/${slug}`;
    // As ajv: `type`, `const` and `enum` are checked whatever the value; the string keywords apply to strings.
    if (!typeOk(field.type, value)) errors.push(error("type", slug, { type: field.type }, `${at}/type`));
    if (field.const !== undefined && value !== field.const)
      errors.push(error("const", slug, { allowedValue: field.const }, `${at}/const`));
    if (Array.isArray(field.enum) && !field.enum.includes(value as never))
      errors.push(error("enum", slug, { allowedValues: field.enum }, `${at}/enum`));
    if (typeof value === "number" && typeof field.minimum === "number" && value < field.minimum)
      errors.push(error("minimum", slug, { comparison: ">=", limit: field.minimum }, `${at}/minimum`));
    if (typeof value !== "string") continue;
    const length = textLength(value);
    if (typeof field.minLength === "number" && length < field.minLength)
      errors.push(error("minLength", slug, { limit: field.minLength }, `${at}/minLength`));
    if (typeof field.maxLength === "number" && length > field.maxLength)
      errors.push(error("maxLength", slug, { limit: field.maxLength }, `${at}/maxLength`));
    if (typeof field.pattern === "string" && !compilePattern(field.pattern).matches(value))
      errors.push(error("pattern", slug, { pattern: field.pattern }, `${at}/pattern`));
    if (field.format === "date" && !isDate(value))
      errors.push(error("format", slug, { format: "date" }, `${at}/format`));
  }
  return errors;
}

/**
 * RJSF's validator for forms built at run time, without code generation: the portal's Content
 * Security Policy (`script-src 'self'`, docs/decisions.md) forbids the `new Function` ajv compiles
 * schemas with, and sponsor schemas arrive at run time, so they cannot be compiled at build time
 * either. It interprets the keywords of {@link runtimeFormErrors} (`RUNTIME_FORM_KEYWORDS`; a
 * run-time declaration using another is refused by `defineRuntimeForm`). The v2 sponsor form's
 * steps use it directly, a declared run-time form through `ResourceForm`;
 * tests/unit/v2/step-validator.test.ts holds it to ajv.
 */
export const runtimeValidator: ValidatorType = {
  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    _customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<unknown> {
    let errors = runtimeFormErrors(schema, formData);
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    return { errors, errorSchema: toErrorSchema(errors) };
  },
  isValid(schema: RJSFSchema, formData: unknown): boolean {
    return runtimeFormErrors(schema, formData).length === 0;
  },
  rawValidation<Result = unknown>(schema: RJSFSchema, formData?: unknown) {
    return { errors: runtimeFormErrors(schema, formData) as Result[] };
  },
};
