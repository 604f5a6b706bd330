import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { CHANGE_UNCONFIRMED_KEY, selectErrorMessage } from "../../../../providers/http";

/**
 * The text of a failed audit-comment call: the server's text, else the default comment error of
 * 001 §8 ("documents.comments.error"); an unknown outcome has its own words (issue 17 §3).
 */
export function useCommentErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const chosen = selectErrorMessage(error);
      if (chosen.key === CHANGE_UNCONFIRMED_KEY) return t(chosen.key);
      return chosen.text ?? t("documents.comments.error");
    },
    [t],
  );
}
