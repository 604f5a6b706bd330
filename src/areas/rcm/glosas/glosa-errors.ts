/**
 * The 12 glosa error texts of 001 §8 "Glosa and AI errors": the codes the reference API answers
 * (`error_code`) and the texts the portal shows for them (`glosas.errors.<code>` in the `glosas`
 * text part). A failure whose body carries a glosa code shows that code's text; any other shows
 * the operation's own glosa text with the server's message (001 §8 "Choosing the message").
 */
import { errorCode, selectErrorMessage } from "../../../../providers/http";
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
 * The texts of a failed glosa call: the code's text when the body carries a glosa code (the
 * server's message, which may name a row, as detail), else the operation's `fallback` code text
 * with the message chosen by 001 §8 as detail.
 */
export function glosaFailure(
  error: unknown,
  fallback: GlosaErrorCode,
  t: (key: string) => string,
): GlosaFailure {
  const code = errorCode(error);
  const chosen = selectErrorMessage(error);
  const message = chosen.text ?? t(chosen.key ?? "errors.unknown");
  if (isGlosaErrorCode(code)) {
    const title = t(glosaErrorKey(code));
    return message && message !== title && !message.startsWith(title)
      ? { title, detail: message }
      : { title };
  }
  return { title: t(glosaErrorKey(fallback)), detail: message };
}
