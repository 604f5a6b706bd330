import type { FromSchema } from "json-schema-to-ts";

/**
 * The sponsor's authorization form definition as the portal reads it from
 * `GET /arc/v1/sponsors/{sponsor}/authorization-forms` (000 §7), camel-cased by the HTTP layer
 * (000 §3 "Authorization form", 001 §3 "Authorization (v2)": formSlug, fallbackName,
 * authorizationCoverage, fields with slug, type, label, groupName, showOrder; 001 §5: a field may
 * require a pattern, a maximum length and a minimum length).
 *
 * Beyond the spec's list (docs/decisions.md "Sponsor forms"):
 * - `id` is the field's `authorizationFormFieldId` and `documentTypeSlug` the document type of a
 *   file field; both travel in the `request_data` part of a file upload (000 §7);
 * - `required` marks a field the user must fill (issue 10 §2 "required fields");
 * - `options` are the choices of a `SELECT` field (value sent, label shown).
 *
 * `type` is deliberately a free string here, not an enum: an unknown type must reach the builder,
 * which refuses it naming the field (`UnknownFieldTypeError`, errors.ts), instead of failing a generic
 * shape check. The known types are {@link AUTHORIZATION_FIELD_TYPES}.
 */
export const authorizationFormDefinitionSchema = {
  $id: "authorization-form-definition",
  type: "object",
  properties: {
    formSlug: { type: "string", minLength: 1 },
    fallbackName: { type: ["string", "null"] },
    authorizationCoverage: { type: ["string", "null"] },
    fields: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: ["string", "integer", "null"] },
          slug: { type: "string", minLength: 1 },
          type: { type: "string" },
          label: { type: ["string", "null"] },
          groupName: { type: ["string", "null"] },
          showOrder: { type: ["number", "null"] },
          pattern: { type: ["string", "null"] },
          maxLength: { type: ["integer", "null"], minimum: 0 },
          minLength: { type: ["integer", "null"], minimum: 0 },
          required: { type: ["boolean", "null"] },
          documentTypeSlug: { type: ["string", "null"] },
          options: {
            type: ["array", "null"],
            items: {
              type: "object",
              properties: { value: { type: "string" }, label: { type: ["string", "null"] } },
              required: ["value"],
            },
          },
        },
        required: ["slug", "type"],
      },
    },
  },
  required: ["formSlug", "fields"],
} as const;

/** One sponsor authorization form definition (000 §3, 001 §3). */
export type AuthorizationFormDefinition = FromSchema<typeof authorizationFormDefinitionSchema>;

/** One field of a definition (000 §3 "fields (slug, type, label, groupName, showOrder)"). */
export type AuthorizationFormFieldDefinition = AuthorizationFormDefinition["fields"][number];

/**
 * The field types the portal renders, and how (schemas/authorization-form/build.ts):
 *
 * | type          | JSON Schema                                   | uiSchema `ui:widget` |
 * |---------------|-----------------------------------------------|----------------------|
 * | `TEXT`        | string (+ pattern, minLength, maxLength)      | `text`               |
 * | `TEXT_AREA`   | string (+ pattern, minLength, maxLength)      | `textarea`           |
 * | `NUMBER`      | number                                        | `text` (numeric)     |
 * | `DATE`        | string, format `date` (YYYY-MM-DD)            | `date`               |
 * | `SELECT`      | string, enum of the option values             | `select`             |
 * | `CHECKBOX`    | boolean (`const: true` when required)         | `checkbox`           |
 * | `FILE_UPLOAD` | string: the uploaded file's id (000 §3, §7)   | `file`               |
 *
 * FILE_UPLOAD is the one type the spec names (000 §3, 001 §3, 001 §9); the others are the ones the
 * reference API's sponsors use (sandbox/seed/authorization-forms.ts).
 */
export const AUTHORIZATION_FIELD_TYPES = [
  "TEXT",
  "TEXT_AREA",
  "NUMBER",
  "DATE",
  "SELECT",
  "CHECKBOX",
  "FILE_UPLOAD",
] as const;

/** A field type the portal renders. */
export type AuthorizationFieldType = (typeof AUTHORIZATION_FIELD_TYPES)[number];

/** True when `type` is one of {@link AUTHORIZATION_FIELD_TYPES}. */
export function isAuthorizationFieldType(type: string): type is AuthorizationFieldType {
  return (AUTHORIZATION_FIELD_TYPES as readonly string[]).includes(type);
}
