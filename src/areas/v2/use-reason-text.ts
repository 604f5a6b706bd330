import { useTranslation } from "react-i18next";
import { selectErrorMessage } from "../../../providers/http";

/**
 * The reason of a failed call as the user reads it (000 §8 message selection): the server's own
 * text when it sent one, else the translated key `selectErrorMessage` chose.
 */
export function useReasonText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error: unknown) => {
    const chosen = selectErrorMessage(error);
    return chosen.text ?? t(chosen.key ?? "errors.unknown");
  };
}
