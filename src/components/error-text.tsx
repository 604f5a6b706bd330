import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { ErrorDescription } from "../../providers/auth-errors";

/** antd's Alert loads when the first error shows: most visits to a form never need it. */
const Alert = lazy(() => import("antd/es/alert"));

/**
 * An error alert from an ErrorDescription: a translated key, or server text rendered as plain
 * text (never HTML, DESIGN.md §4). While the alert's code loads, the same text shows at once in a
 * plain `role="alert"` box, so the message is never late.
 */
export function ErrorText({ error, id }: { error: ErrorDescription | null | undefined; id?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = error.key ? t(error.key, error.params) : (error.text ?? t("errors.unknown"));
  return (
    <Suspense
      fallback={
        <div id={id} role="alert" className="error-text-fallback">
          {message}
        </div>
      }
    >
      <Alert id={id} type="error" showIcon message={message} role="alert" style={{ marginBottom: 16 }} />
    </Suspense>
  );
}
