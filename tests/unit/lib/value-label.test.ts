/**
 * Every value in words (issue 19 §3): a catalogued value shows its label in the UI language, a
 * value no catalogue labels shows a readable fallback (never the raw code) and is reported once in
 * development; every catalogue value has a label in the four languages (000 §1).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import i18next from "i18next";
import { VALUE_CATALOGUES } from "../../../schemas/entities/value-catalogues";
import { readableCode, valueLabel } from "../../../src/lib/value-label";
import { lookupOptions } from "../../../src/components/resource/use-lookup-options";
import {
  IDENTITY_DOCUMENT_TYPE_CATALOGUE,
  PLAN_TYPE_CATALOGUE,
} from "../../../schemas/entities/value-catalogues";
import { textsOf } from "../../locales";

const LANGUAGES = ["es-DO", "es", "en", "pt"] as const;

async function tOf(lng: (typeof LANGUAGES)[number]) {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { [lng]: { translation: textsOf(lng) } }, fallbackLng: false });
  return instance.t;
}

afterEach(() => vi.restoreAllMocks());

describe("readableCode (issue 19 §3 fallback)", () => {
  it("turns a code into words: underscores as spaces, first letter capitalised, the rest lower case", () => {
    expect(readableCode("CONSULTA EXTERNA")).toBe("Consulta externa");
    expect(readableCode("medical_order")).toBe("Medical order");
    expect(readableCode("TAX_ID")).toBe("Tax id");
    expect(readableCode("pgp")).toBe("Pgp");
    expect(readableCode("  READY__TO-GENERATE ")).toBe("Ready to generate");
    expect(readableCode("")).toBe("");
  });
});

describe("valueLabel (issue 19 §3)", () => {
  it("gives the catalogue's label in the UI language", async () => {
    expect(valueLabel(await tOf("en"), "serviceTypes", "CONSULTA EXTERNA")).toBe("Outpatient care");
    expect(valueLabel(await tOf("pt"), "values.identityDocumentTypes", "TAX_ID")).toBe(
      "Identificação fiscal",
    );
    expect(valueLabel(await tOf("es-DO"), "values.planTypes", "pgp")).toBe("Pago global prospectivo");
    expect(valueLabel(await tOf("en"), "values.invoiceSources", "manual")).toBe("Manual");
    expect(valueLabel(await tOf("en"), "values.formFields", "medical_order")).toBe("Medical order");
  });

  it("names a patient's identity document type as the reference API seeds it (CC, TI, CE, RC, PA, CPF)", async () => {
    // The codes of sandbox/seed/account-plans.ts `patient` (Colombia and Brazil), as the account
    // header shows them (001 §3 "Detail adds"; issue 19 §3).
    const seeded = ["CC", "TI", "CE", "RC", "PA", "CPF"];
    expect(IDENTITY_DOCUMENT_TYPE_CATALOGUE.values).toEqual(expect.arrayContaining(seeded));
    const en = await tOf("en");
    expect(valueLabel(en, IDENTITY_DOCUMENT_TYPE_CATALOGUE.labels, "CC")).toBe("Citizenship card");
    expect(valueLabel(await tOf("es-DO"), IDENTITY_DOCUMENT_TYPE_CATALOGUE.labels, "TI")).toBe(
      "Tarjeta de identidad",
    );
    expect(valueLabel(await tOf("pt"), IDENTITY_DOCUMENT_TYPE_CATALOGUE.labels, "CE")).toBe(
      "Cédula de estrangeiro",
    );
    for (const code of seeded)
      expect(valueLabel(en, IDENTITY_DOCUMENT_TYPE_CATALOGUE.labels, code)).not.toBe(code);
  });

  it("shows a value with no label readably, never as its code, and reports it once in development", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const t = await tOf("en");
    expect(valueLabel(t, "values.planTypes", "PLAN_NUEVO")).toBe("Plan nuevo");
    expect(valueLabel(t, "values.planTypes", "PLAN_NUEVO")).toBe("Plan nuevo");
    expect(valueLabel(t, "serviceTypes", "CIRUGIA AMBULATORIA")).toBe("Cirugia ambulatoria");
    expect(import.meta.env.DEV).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toContain("values.planTypes.PLAN_NUEVO");
  });

  it("prefers the name the server gave for a value with no label, and shows blanks as blank", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const t = await tOf("en");
    expect(valueLabel(t, "values.supportFileTypes", "XYZ", "Acta de entrega")).toBe("Acta de entrega");
    expect(valueLabel(t, "values.supportFileTypes", "OM", "Orden médica")).toBe("Medical order");
    expect(valueLabel(t, "values.supportFileTypes", "XYZ_DOC", " ")).toBe("Xyz doc");
    expect(valueLabel(t, undefined, "medical_order")).toBe("Medical order");
    expect(valueLabel(t, "serviceTypes", "")).toBe("");
  });

  it("has a label for every value of every catalogue in the four languages", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const lng of LANGUAGES) {
      const t = await tOf(lng);
      for (const catalogue of VALUE_CATALOGUES)
        for (const value of catalogue.values) {
          const label = valueLabel(t, catalogue.labels, value);
          expect(label, `${lng} ${catalogue.labels}.${value}`).not.toBe("");
        }
    }
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("lookup filter options through their catalogue (issue 19 §3)", () => {
  it("labels a provider lookup's values in the UI language, the server's label for unknown ones", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const answer = [
      { slug: "pgp", value: "Pago global prospectivo" },
      { slug: "capita", value: "Cápita" },
      { slug: "convenio-especial", value: "Convenio especial" },
    ];
    const source = { endpoint: "x", value: "slug", label: "value", labels: PLAN_TYPE_CATALOGUE.labels };
    expect(lookupOptions(answer, source, await tOf("en")).map((o) => o.label)).toEqual([
      "Prospective global payment",
      "Capitation",
      "Convenio especial",
    ]);
    // Without a catalogue (or a translation function) the server's labels, as before.
    expect(lookupOptions(answer, { ...source, labels: undefined }, await tOf("en"))[0].label).toBe(
      "Pago global prospectivo",
    );
  });
});
