import {
  BR_RESPONSE_MESSAGES,
  type BrResponseMessage,
} from "../../../../schemas/requests/pre-settlements-br";

/** The text key prefix of the mapped response messages (`pre-settlements-br` part). */
export const RESPONSE_MESSAGE_PREFIX = "preSettlementsBr.responseMessages";

/**
 * The translation key of a sending attempt's `responseMessage` (001 §8 "Brazil pre-settlement
 * response messages are mapped to translated texts when a translation exists"): one of the 21
 * codes of `BR_RESPONSE_MESSAGES` (surrounding spaces ignored), else null. Pure.
 */
export function responseMessageKey(message: string | null | undefined): string | null {
  const code = (message ?? "").trim();
  return (BR_RESPONSE_MESSAGES as readonly string[]).includes(code)
    ? `${RESPONSE_MESSAGE_PREFIX}.${code as BrResponseMessage}`
    : null;
}

/**
 * The text shown for a `responseMessage`: its translation when it is one of the mapped codes, else
 * the message exactly as the server sent it (rendered by React as text, never as markup); an empty
 * message reads as "" . Pure given `t`.
 * @param t the i18next translate function of the screen (the `pre-settlements-br` part loaded).
 */
export function responseMessageText(message: string | null | undefined, t: (key: string) => string): string {
  const key = responseMessageKey(message);
  return key ? t(key) : (message ?? "");
}
