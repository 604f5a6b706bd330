import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import type { ErrorDescription } from "../../providers/auth-errors";

/**
 * An error alert from an ErrorDescription: a translated key, or server text rendered as plain
 * text (never HTML, DESIGN.md §4).
 */
export function ErrorText({ error, id }: { error: ErrorDescription | null | undefined; id?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = error.key ? t(error.key, error.params) : (error.text ?? t("errors.unknown"));
  return <Alert id={id} type="error" showIcon message={message} role="alert" style={{ marginBottom: 16 }} />;
}
