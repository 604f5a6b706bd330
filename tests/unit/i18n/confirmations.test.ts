/**
 * Confirmations agree with their noun (issue 19 §4: una regla, "Creada."): a declared form that
 * creates names its thing (`forms.createdOf.<resource>`) in the four languages, and the text for a
 * declaration without its own is neutral in Spanish and Portuguese (no bare gendered participle).
 */
import { describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources";
import { SUPPORTED_LOCALES } from "../../../providers/i18n";
import { textsOf } from "../../locales";

type FormTexts = { forms: { created: string; createdOf: Record<string, string> } };

describe("created confirmations (issue 19 §4)", () => {
  const creating = RESOURCES.filter((r) => r.form && r.access?.create).map((r) => r.name);

  it("some declared form creates", () => {
    expect(creating).toContain("audit-rules");
  });

  it.each(SUPPORTED_LOCALES.map((l) => [l]))("%s names the thing each declared form creates", (locale) => {
    const texts = textsOf(locale) as unknown as FormTexts;
    for (const name of creating) expect(texts.forms.createdOf[name], name).toMatch(/\S/);
    if (locale !== "en") expect(texts.forms.created).not.toMatch(/^(Cread|Criad)[oa]s?\.$/);
  });

  it("a rule is 'creada' in Spanish and 'criada' in Portuguese", () => {
    for (const locale of ["es", "es-DO"] as const)
      expect((textsOf(locale) as unknown as FormTexts).forms.createdOf["audit-rules"]).toMatch(/creada\.$/);
    expect((textsOf("pt") as unknown as FormTexts).forms.createdOf["audit-rules"]).toMatch(/criada\.$/);
  });
});
