/**
 * A sponsor's text overrides (000 §3 "mx-gnp (sponsor-specific text overrides, enabled by a token
 * extension)"): looked up by the portal's key, kept as sent by the HTTP layer (`keepKeysOf`), and
 * applied in a Spanish UI only (docs/decisions.md "mx-gnp's text overrides").
 */
import { describe, expect, it } from "vitest";
import { toCamelCaseDeep } from "../../../providers/http/case";
import { overridesApplyIn, sponsorText } from "../../../src/areas/authorizations/new/text-overrides";
import { MX_GNP_TEXT_OVERRIDES } from "../../../sandbox/routes/arc/sponsor-configuration";

describe("sponsorText", () => {
  it("finds each of mx-gnp's texts after the HTTP layer camel-cased the answer but the overrides' keys", () => {
    const { textOverrides } = toCamelCaseDeep<{ textOverrides: Record<string, string> }>(
      { text_overrides: MX_GNP_TEXT_OVERRIDES },
      ["text_overrides"],
    );
    expect(Object.keys(textOverrides)).toEqual(Object.keys(MX_GNP_TEXT_OVERRIDES));
    for (const [key, text] of Object.entries(MX_GNP_TEXT_OVERRIDES))
      expect(sponsorText(textOverrides, key), key).toBe(text);
    expect(sponsorText(textOverrides, "newAuthorization.steps.beneficiary-data")).toBe("Datos del asegurado");
  });

  it("finds a key as sent, and nothing for a key not overridden or without overrides", () => {
    expect(
      sponsorText({ "newAuthorization.steps.claim": "Reclamación" }, "newAuthorization.steps.claim"),
    ).toBe("Reclamación");
    expect(sponsorText({}, "newAuthorization.steps.claim")).toBeUndefined();
    expect(sponsorText(undefined, "newAuthorization.steps.claim")).toBeUndefined();
    expect(sponsorText(MX_GNP_TEXT_OVERRIDES, "newAuthorization.steps.doctor")).toBeUndefined();
  });
});

describe("overridesApplyIn", () => {
  it("applies the sponsor's Spanish texts in Spanish UIs only", () => {
    expect(overridesApplyIn("es")).toBe(true);
    expect(overridesApplyIn("es-DO")).toBe(true);
    expect(overridesApplyIn("es-MX")).toBe(true);
    expect(overridesApplyIn("en")).toBe(false);
    expect(overridesApplyIn("pt")).toBe(false);
    expect(overridesApplyIn("esperanto")).toBe(false);
    expect(overridesApplyIn(undefined)).toBe(false);
  });
});
