import type { CustomValidator, RJSFValidationError } from "@rjsf/utils";
import { ruleFailures, type FormDeclaration } from "../../../schemas/forms/form-declaration";
import { labelOfPath, uiAt } from "./labels";
import { translateErrors, type Translator } from "./translate-errors";

/**
 * When and how a declared form's messages show (issue 18 §5; docs/architecture.md "Forms"): the
 * form validates as the user types (RJSF `liveValidate`), but a field's message shows only once
 * the user has been in that field (focused it) or has tried to save; a field's own texts
 * (`ui:messages`, by ajv keyword) replace the generic ones; the rules across fields
 * (`form.rules`) put their translated messages where they say.
 */

/** The DOM id RJSF gives the field at an error's property (`.a.0.b` → `root_a_0_b`). */
export function idOfProperty(property: string | undefined): string {
  return `root${(property ?? "").replace(/\./g, "_")}`;
}

/** What the transformer reads at each validation. */
export interface ErrorView {
  /** Ids of the fields the user has been in. */
  visited: Set<string>;
  /** Whether the user has tried to save (then every message shows). */
  submitted: boolean;
}

/**
 * RJSF's `transformErrors` of a declared form: every message translated (`translateErrors`), a
 * field's `ui:messages[<keyword>]` text used instead when declared, and only the messages of
 * visited fields kept until the first save attempt (`additionalProperties` never: see below).
 * @param view read at each call (a ref's current value).
 */
export function errorTransformer(
  form: FormDeclaration,
  uiSchema: Record<string, unknown>,
  i18n: Translator & { language?: string },
  view: () => ErrorView,
) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] => {
    const { visited, submitted } = view();
    // Values the form has no field for (a loaded record's other properties) are never sent
    // (`omitExtraData`): live validation sees them, the user could do nothing about them.
    const own = errors.filter((error) => error.name !== "additionalProperties");
    const shown = submitted ? own : own.filter((error) => visited.has(idOfProperty(error.property)));
    return translateErrors(shown, i18n, (path) => labelOfPath(form.schema, uiSchema, path)).map((error) => {
      const path = (error.property ?? "").replace(/^\./, "");
      const messages = uiAt(uiSchema, path)?.["ui:messages"] as Record<string, string> | undefined;
      const key = messages?.[error.name ?? ""];
      if (!key) return error;
      const message = i18n.t(key);
      return { ...error, message, stack: error.title ? `${error.title}: ${message}` : message };
    });
  };
}

type ErrorNode = { addError?(message: string): void } & Record<string | number, unknown>;

const nodeAt = (errors: unknown, path: readonly (string | number)[]) =>
  path.reduce<ErrorNode | undefined>(
    (at, segment) => at?.[segment] as ErrorNode | undefined,
    errors as ErrorNode,
  );

/**
 * RJSF's `customValidate` of a form with rules (`ruleFailures`): each failure's text on the field
 * it names (`lessOrEqual` naming the other field's label).
 */
export function rulesValidator(
  form: FormDeclaration,
  uiSchema: Record<string, unknown>,
  i18n: Translator,
): CustomValidator {
  return (data, errors) => {
    for (const failure of ruleFailures(data, form.rules)) {
      const node = nodeAt(errors, failure.path);
      const other = failure.other
        ? (labelOfPath(form.schema, uiSchema, failure.other) ?? failure.other)
        : undefined;
      node?.addError?.(i18n.t(failure.key, { other }));
    }
    return errors;
  };
}
