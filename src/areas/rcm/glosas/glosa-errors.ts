/**
 * The 12 glosa error texts of 001 §8 "Glosa and AI errors": the codes the reference API answers
 * (`error_code`) and the texts the portal shows for them (`glosas.errors.<code>` in the `glosas`
 * text part). A failure whose body carries a glosa code shows that code's text; any other shows
 * the operation's own glosa text with the server's message (001 §8 "Choosing the message").
 */
import { bodyOf, errorCode, selectErrorMessage } from "../../../../providers/http";
import { readableCode } from "../../../lib/value-label";
import { GLOSA_ERROR_CODES, type GlosaErrorCode } from "../../../../schemas/requests/glosas";

export { GLOSA_ERROR_CODES, type GlosaErrorCode };

/** Whether a text is one of the glosa codes. */
export function isGlosaErrorCode(code: unknown): code is GlosaErrorCode {
  return typeof code === "string" && (GLOSA_ERROR_CODES as readonly string[]).includes(code);
}

/** The i18n key of a glosa code's text. */
export function glosaErrorKey(code: GlosaErrorCode): string {
  return `glosas.errors.${code}`;
}

/** What to show for a failed glosa call: a title (translated) and, when useful, the server's message (as text). */
export interface GlosaFailure {
  title: string;
  detail?: string;
}

/**
 * The texts of a failed glosa call, each said once (issue 19 §4): the code's text when the body
 * carries a glosa code, with what is particular to this failure as detail: the required columns a
 * file lacks (`missing_columns`, `missingColumns` once camel-cased), named by their labels as the user sees them
 * (`resources.glosas.fields.<column>`), else the server's own `detail` (a row, in the user's
 * language); never the server's sentence for the code again. Any other failure: the operation's
 * `fallback` code text with the message chosen by 001 §8 as detail.
 */
export function glosaFailure(
  error: unknown,
  fallback: GlosaErrorCode,
  t: (key: string, options?: Record<string, unknown>) => string,
): GlosaFailure {
  const code = errorCode(error);
  if (isGlosaErrorCode(code)) {
    const title = t(glosaErrorKey(code));
    const body = bodyOf(error);
    // `missing_columns` on the wire, camel-cased by the HTTP layer.
    const listed = body?.missingColumns ?? body?.missing_columns;
    const missing = Array.isArray(listed) ? listed.filter((c): c is string => typeof c === "string") : [];
    if (missing.length > 0) {
      const columns = missing.map((c) =>
        t(`resources.glosas.fields.${c}`, { defaultValue: readableCode(c) }),
      );
      return { title, detail: t("glosas.upload.missingColumns", { columns: columns.join(", ") }) };
    }
    return typeof body?.detail === "string" && body.detail.trim() !== ""
      ? { title, detail: body.detail }
      : { title };
  }
  const chosen = selectErrorMessage(error);
  return { title: t(glosaErrorKey(fallback)), detail: chosen.text ?? t(chosen.key ?? "errors.unknown") };
}
