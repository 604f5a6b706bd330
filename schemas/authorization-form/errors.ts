/**
 * Errors of the sponsor form builder (build.ts). A definition the portal cannot render is refused
 * loudly, naming the form and the field, never rendered with a field silently missing
 * (issue 10 §1; 000 §3 "Authorization form").
 */

/** Why a definition was refused. */
export type AuthorizationFormErrorCode =
  /** A field's `type` is not one of AUTHORIZATION_FIELD_TYPES. */
  | "UNKNOWN_FIELD_TYPE"
  /** Two fields of the forms being built share a slug (their values would overwrite each other). */
  | "DUPLICATE_FIELD"
  /** A field is malformed: empty slug, a pattern that is not a regular expression, minLength > maxLength, a SELECT without options. */
  | "INVALID_FIELD"
  /** Nothing is left to render: no form was given, or every form is a guest form (000 §5). */
  | "NO_FORM";

/**
 * A sponsor authorization form definition the portal cannot render.
 * `message` is English for logs and developers; screens show a translated text chosen by `code`
 * and may name `fieldSlug` (a sponsor's slug, not patient data).
 */
export class AuthorizationFormDefinitionError extends Error {
  override name = "AuthorizationFormDefinitionError";
  /** Why it was refused. */
  readonly code: AuthorizationFormErrorCode;
  /** The form's `formSlug`, when the problem lies in one form. */
  readonly formSlug: string | undefined;
  /** The field's slug, when the problem lies in one field. */
  readonly fieldSlug: string | undefined;

  constructor(
    code: AuthorizationFormErrorCode,
    message: string,
    where: { formSlug?: string; fieldSlug?: string } = {},
  ) {
    super(message);
    this.code = code;
    this.formSlug = where.formSlug;
    this.fieldSlug = where.fieldSlug;
  }
}

/** A field whose `type` the portal does not know (never silently dropped; issue 10 §1). */
export class UnknownFieldTypeError extends AuthorizationFormDefinitionError {
  override name = "UnknownFieldTypeError";
  /** The type the sponsor sent. */
  readonly fieldType: string;

  constructor(formSlug: string, fieldSlug: string, fieldType: string, known: readonly string[]) {
    super(
      "UNKNOWN_FIELD_TYPE",
      `Form "${formSlug}", field "${fieldSlug}": unknown field type "${fieldType}" (known: ${known.join(", ")})`,
      { formSlug, fieldSlug },
    );
    this.fieldType = fieldType;
  }
}
