import Alert from "antd/es/alert";
import type { CanReturnType } from "@refinedev/core";
import { useTranslation } from "react-i18next";

/** Refusals that are not about the user's role: the portal's own text says what is wrong. */
const NOT_ABOUT_THE_ROLE = new Set(["access.feature", "access.country", "access.loading"]);

/**
 * What a screen shows when the access-control provider refuses it (DESIGN.md §6,
 * providers/access/rules.ts): the screen's own text (`message`, e.g. "you may not see the
 * product configuration") when the user's role lacks the permission, or the portal's text when the
 * refusal is about something else: the feature is off for the provider (`access.feature`, a flag
 * of 000 §2), the section is another country's (`access.country`), the permissions are still
 * loading. A warning, announced to screen readers.
 */
export function AccessRefused({ answer, message }: { answer: CanReturnType; message: string }) {
  const { t } = useTranslation();
  const reason = answer.reason;
  const text = reason && NOT_ABOUT_THE_ROLE.has(reason) ? t(reason) : message;
  return <Alert type="warning" showIcon role="alert" message={text} />;
}
