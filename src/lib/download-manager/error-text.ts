/**
 * Which text a failed download item shows (001 §8 "Download error codes"; "Any other code shows
 * the server message, then the error message, then the unknown text").
 */
import { errorCode, selectErrorMessage, UNKNOWN_ERROR_KEY } from "../../../providers/http";
import { downloadErrorKey, unknownDownloadErrorKey } from "./error-keys";
import type { DownloadType, ShownText } from "./types";

/**
 * The text a failed item shows (001 §8): the translated text of its code for the download type;
 * for any other code, the server message, then the error's own message (000 §8 order, via
 * `selectErrorMessage`), then the type's unknown text.
 * @param error - anything the prepare or fetch call threw.
 */
export function downloadErrorText(type: DownloadType, error: unknown): ShownText {
  const key = downloadErrorKey(type, errorCode(error));
  if (key) return { key };
  const chosen = selectErrorMessage(error);
  if (chosen.text !== undefined) return { text: chosen.text };
  return {
    key: chosen.key === UNKNOWN_ERROR_KEY || !chosen.key ? unknownDownloadErrorKey(type) : chosen.key,
  };
}
