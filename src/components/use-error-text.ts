import { useTranslation } from "react-i18next";
import { selectErrorMessage } from "../../providers/http";

/** The translated text of a failed call (001 §8 order), as text. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const chosen = selectErrorMessage(error);
    return chosen.text ?? t(chosen.key ?? "errors.unknown");
  };
}
