/**
 * The Brazil response-message mapping (001 §8 "Brazil pre-settlement response messages are mapped to
 * translated texts when a translation exists"; issue 9 §2, §4 "the response-message mapping (every
 * listed case and an unknown one)"): each of the 21 listed cases has its own text in every language,
 * and anything else is shown exactly as the server sent it.
 */
import { describe, expect, it } from "vitest";
import { BR_RESPONSE_MESSAGES } from "../../../schemas/requests/pre-settlements-br";
import {
  responseMessageKey,
  responseMessageText,
} from "../../../src/areas/rcm/pre-settlements-br/response-messages";
import { textParts } from "../../locales";

type Tree = Record<string, unknown>;
const LOCALES = ["en", "es", "es-DO", "pt"] as const;

/** A translate function over one language's `pre-settlements-br` part (a missing key returns the key). */
function translator(locale: string): (key: string) => string {
  const part = textParts(locale)["pre-settlements-br"];
  return (key) => {
    const value = key.split(".").reduce<unknown>((node, k) => (node as Tree | undefined)?.[k], part);
    return typeof value === "string" ? value : key;
  };
}

/** The 21 cases of 001 §8 in the spec's order, by the English text of each (spec wording). */
const LISTED: Record<string, RegExp> = {
  PROTOCOL_NOT_FROM_INVOICE: /protocol does not belong to this invoice/i,
  BATCH_OR_GUIDE_NOT_FROM_PROVIDER: /batch or guide does not belong to this provider/i,
  PROTOCOL_NOT_RELEASED_OR_EXPORTED: /only when the protocol is released or exported/i,
  INVALID_USER_OR_PASSWORD: /invalid user or password.*contact support/i,
  INVOICE_ALREADY_SENT: /already been sent/i,
  REQUIRED_FIELDS_MISSING: /required fields are missing.*password/i,
  FIELD_SIZE_OR_CONTENT_ERROR: /size or content.*XML/i,
  TIMEOUT_AUTOMATIC_RESEND: /timeout or service unavailable.*automatically/i,
  FILE_VALIDATION_ERROR: /did not pass validation/i,
  COMMUNICATION_FAILURE_AUTOMATIC_RESEND: /communication failure.*automatically/i,
  MAX_IMAGES_PER_UNIT: /maximum number of images per unit/i,
  IMAGE_SIZE_EXCEEDED: /image is larger than allowed/i,
  DEADLINE_EXPIRED: /deadline .*expired/i,
  SIGNED_IMAGES_NOT_ACCEPTED: /does not accept signed images/i,
  PROVIDER_NOT_ENABLED: /provider is not enabled/i,
  NO_ACTIVE_OPERATOR_CONFIGURATION: /no active configuration/i,
  ALREADY_PACKAGED: /already in a package/i,
  INVALID_MIME: /MIME type is not valid/i,
  CORRUPTED_FILES: /corrupted/i,
  INVALID_EXTENSION: /extension is not valid/i,
  UNKNOWN_ERROR: /^unknown error\.$/i,
};

describe("Brazil response messages (001 §8)", () => {
  it("lists the 21 cases of the spec, each once", () => {
    expect(BR_RESPONSE_MESSAGES).toHaveLength(21);
    expect(new Set(BR_RESPONSE_MESSAGES).size).toBe(21);
    expect([...BR_RESPONSE_MESSAGES].sort()).toEqual(Object.keys(LISTED).sort());
  });

  it("maps every listed case to its own translated text in every language", () => {
    for (const locale of LOCALES) {
      const t = translator(locale);
      const texts = BR_RESPONSE_MESSAGES.map((code) => responseMessageText(code, t));
      texts.forEach((text, i) => {
        const code = BR_RESPONSE_MESSAGES[i];
        expect(text, `${locale} ${code}`).not.toBe(code);
        expect(text, `${locale} ${code}`).not.toMatch(/^preSettlementsBr\./);
        expect(text.length, `${locale} ${code}`).toBeGreaterThan(5);
      });
      expect(new Set(texts).size, `${locale}: one text per case`).toBe(21);
    }
    const en = translator("en");
    for (const [code, wording] of Object.entries(LISTED)) {
      expect(responseMessageText(code, en), code).toMatch(wording);
    }
  });

  it("ignores surrounding spaces of a listed code", () => {
    expect(responseMessageKey("  DEADLINE_EXPIRED \n")).toBe(
      "preSettlementsBr.responseMessages.DEADLINE_EXPIRED",
    );
  });

  it("shows an unknown message exactly as the server sent it, markup included, as text", () => {
    const t = translator("pt");
    for (const raw of [
      "Guia com divergência de valores entre lote e fatura",
      "deadline_expired",
      "<b>Lote</b> recusado",
      "toString",
      "responseMessages.UNKNOWN_ERROR",
    ]) {
      expect(responseMessageKey(raw)).toBeNull();
      expect(responseMessageText(raw, t)).toBe(raw);
    }
    expect(responseMessageText(null, t)).toBe("");
    expect(responseMessageText(undefined, t)).toBe("");
  });
});
