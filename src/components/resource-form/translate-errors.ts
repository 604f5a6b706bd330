import { TranslatableString, type RJSFValidationError } from "@rjsf/utils";

/**
 * Translation of form validation (issue 8 §1; the weak spot of RJSF noted in
 * rjsf-team/react-jsonschema-form#4387 and #4092: ajv writes English messages, and RJSF puts the
 * schema's untranslated titles into them). Every message is rebuilt here from the ajv keyword and
 * its parameters, in the user's language, from the `forms` text part; a keyword without its own
 * text gets the generic `forms.errors.invalid`, never ajv's English nor the raw keyword.
 */

/** The part of an i18next instance the translation needs. */
export interface Translator {
  t(key: string, options?: Record<string, unknown>): string;
  exists(key: string): boolean;
}

/** Keywords whose message reads only the field (no parameter). */
const PLAIN = new Set([
  "pattern",
  "enum",
  "const",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "additionalProperties",
  "oneOf",
  "anyOf",
]);

/** Keywords whose message counts something (`{{count}}`, pluralised). */
const COUNTED = new Set(["minLength", "maxLength", "minItems", "maxItems"]);

/** Keywords whose message names a bound (`{{limit}}`). */
const BOUNDED = new Set(["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]);

/** The number of decimals a `multipleOf` allows when it is 10^-n (0.01 → 2), else undefined. */
export function decimalsOf(multipleOf: unknown): number | undefined {
  if (typeof multipleOf !== "number" || !(multipleOf > 0) || multipleOf >= 1) return undefined;
  const decimals = Math.round(-Math.log10(multipleOf));
  return Math.abs(10 ** -decimals - multipleOf) < 1e-12 ? decimals : undefined;
}

/** A number written for the user's language (decimal comma in es/pt). */
function formatLimit(value: unknown, language: string): string {
  if (typeof value !== "number") return String(value ?? "");
  return new Intl.NumberFormat(language === "es-DO" ? "es-DO" : language, {
    maximumFractionDigits: 10,
  }).format(value);
}

/**
 * The translated message of one validation error (ajv keyword `name`, ajv `params`).
 * @param error an RJSF validation error (`name` = ajv keyword).
 * @param i18n the translator; its `language` formats numbers.
 */
export function messageOf(
  error: Pick<RJSFValidationError, "name" | "params">,
  i18n: Translator & { language?: string },
): string {
  const name = error.name ?? "";
  const params = (error.params ?? {}) as Record<string, unknown>;
  const language = i18n.language ?? "en";
  if (name === "required" || name === "dependencies" || name === "dependentRequired")
    return i18n.t("forms.errors.required");
  if (name === "type") {
    const wanted = String(params.type ?? "")
      .split(",")
      .find((type) => type !== "null");
    const typeKey = `forms.errors.types.${wanted ?? "null"}`;
    return i18n.t("forms.errors.type", {
      type: i18n.exists(typeKey) ? i18n.t(typeKey) : i18n.t("forms.errors.types.string"),
    });
  }
  if (COUNTED.has(name)) return i18n.t(`forms.errors.${name}`, { count: Number(params.limit) });
  if (BOUNDED.has(name))
    return i18n.t(`forms.errors.${name}`, { limit: formatLimit(params.limit, language) });
  if (name === "multipleOf") {
    const decimals = decimalsOf(params.multipleOf);
    return decimals === undefined
      ? i18n.t("forms.errors.multipleOf", { limit: formatLimit(params.multipleOf, language) })
      : i18n.t("forms.errors.decimals", { count: decimals });
  }
  if (name === "format") {
    const key = `forms.errors.format.${String(params.format)}`;
    return i18n.t(i18n.exists(key) ? key : "forms.errors.format.default");
  }
  if (PLAIN.has(name)) return i18n.t(`forms.errors.${name}`);
  return i18n.t("forms.errors.invalid");
}

/**
 * RJSF's `transformErrors`: every error's `message` and `stack` rebuilt in the user's language
 * (see {@link messageOf}); `stack` is `"<label>: <message>"` when RJSF found the field's title.
 * @param labelOf the translated label of a field path (`a.b`, no leading dot), if any.
 */
export function translateErrors(
  errors: readonly RJSFValidationError[],
  i18n: Translator & { language?: string },
  labelOf: (property: string | undefined) => string | undefined = () => undefined,
): RJSFValidationError[] {
  // An `if` error only says that its `then` (or `else`) failed, whose own errors are listed too
  // (e.g. "required" under the field a condition needs): showing it would add a vague message.
  return errors
    .filter((error) => error.name !== "if")
    .map((error) => {
      const message = messageOf(error, i18n);
      const label = labelOf(error.property?.replace(/^\./, ""));
      return { ...error, message, stack: label ? `${label}: ${message}` : message, title: label };
    });
}

const STRING_NAMES = new Map<string, string>(
  Object.entries(TranslatableString).map(([name, text]) => [text as string, name]),
);

/**
 * RJSF's `translateString` (its own labels: "Add item", "Remove", "Errors", …) from
 * `forms.rjsf.<TranslatableString name>`, `%1`, `%2`… given as `{{p1}}`, `{{p2}}`…
 */
export function translateRjsfString(i18n: Translator, text: TranslatableString, params?: string[]): string {
  const name = STRING_NAMES.get(text);
  const values = Object.fromEntries((params ?? []).map((value, index) => [`p${index + 1}`, value]));
  if (name && i18n.exists(`forms.rjsf.${name}`)) return i18n.t(`forms.rjsf.${name}`, values);
  return i18n.t("forms.errors.invalid");
}
