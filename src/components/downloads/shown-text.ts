import type { TFunction } from "i18next";
import type { ShownText } from "../../lib/download-manager/types";

/**
 * The string of a {@link ShownText}: the translated key, or the server's text as is (rendered by
 * React as a text node, never as HTML).
 */
export function shownText(t: TFunction, shown: ShownText | undefined): string {
  if (!shown) return "";
  if (shown.text !== undefined) return shown.text;
  return shown.key ? t(shown.key) : "";
}
