import type { FormInstance } from "antd/es/form";
import { isAxiosError, selectErrorMessage } from "../../../../providers/http";
import { fieldOfMessage } from "./product-queries";

/**
 * What a failed save shows (issue 8 §1 "maps server 400 answers onto the fields they name, keeps what
 * was typed on any failure"): the server's words (or the translated fallback) for the dialog's
 * alert, and, for a 400 naming a field the form has, that field marked with `refused` (a translated
 * message). The form's values are left as typed.
 * @param fields the form's field names a 400 may land on.
 * @returns the reason to show in the alert.
 */
export function showSaveError(
  error: unknown,
  form: FormInstance,
  fields: readonly string[],
  refused: string,
  translate: (key: string) => string,
): string {
  const chosen = selectErrorMessage(error);
  const reason = chosen.text ?? translate(chosen.key ?? "errors.unknown");
  if (isAxiosError(error) && error.response?.status === 400 && chosen.text) {
    const field = fieldOfMessage(chosen.text);
    if (field && fields.includes(field)) form.setFields([{ name: field, errors: [refused] }]);
  }
  return reason;
}
