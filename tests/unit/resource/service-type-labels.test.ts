/**
 * Service types are shown by their label, never as a raw code (issue 18 §10): the products list
 * and the AI-analysed documents list showed `URGENCIAS` and `CONSULTA EXTERNA`. One catalogue,
 * `serviceTypes.<code>` in the `portal` text part (four languages), read through the schemas'
 * `x-labels` hint by every grid cell and CSV text (src/components/resource/cell-text.ts).
 */
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources";
import { SERVICE_TYPE_LABELS } from "../../../schemas/entities/field-kinds";
import { SERVICE_TYPES } from "../../../sandbox/lib/domain";
import { RCM_LOOKUPS } from "../../../sandbox/seed/catalogues";
import { cellText } from "../../../src/components/resource/cell-text";
import { SUPPORTED_LOCALES } from "../../../providers/i18n";
import { textParts } from "../../locales";
import productsConfiguration from "../../../resources/products-configuration";
import aiAnalysedDocuments from "../../../resources/ai-analysed-documents";
import accounts from "../../../resources/accounts";

async function tOf(locale: string) {
  const instance = i18next.createInstance();
  await instance.init({ lng: locale, resources: { [locale]: { translation: textParts(locale).portal } } });
  return instance.t;
}

const context = async (locale: string, schema: (typeof RESOURCES)[number]["schema"]) => ({
  schema,
  currency: { code: "COP", symbol: "$" },
  t: await tOf(locale),
});

describe("service-type labels (issue 18 §10)", () => {
  it("the portal part labels every service type the reference API and the providers' lookups know, in the four languages", () => {
    const codes = new Set<string>([
      ...SERVICE_TYPES,
      ...Object.values(RCM_LOOKUPS).flatMap((lookups) => (lookups.service_type ?? []).map(([slug]) => slug)),
    ]);
    for (const locale of SUPPORTED_LOCALES) {
      const labels = (textParts(locale).portal as Record<string, Record<string, string>>)[
        SERVICE_TYPE_LABELS
      ];
      for (const code of codes) {
        expect(labels?.[code], `${locale} ${code}`).toBeTruthy();
        expect(labels?.[code], `${locale} ${code}`).not.toBe(code);
      }
    }
  });

  it("the products list shows the label of its service type", async () => {
    const row = { productCode: "PP-1", serviceType: "URGENCIAS" };
    const shown = { "es-DO": "Urgencias", es: "Urgencias", en: "Emergency", pt: "Urgência" };
    for (const [locale, label] of Object.entries(shown))
      expect(cellText(row, "serviceType", await context(locale, productsConfiguration.schema))).toBe(label);
  });

  it("the AI-analysed documents list and the accounts grid show labels of their service types", async () => {
    const row = { serviceTypes: ["URGENCIAS", "CONSULTA EXTERNA"] };
    expect(cellText(row, "serviceTypes", await context("es-DO", aiAnalysedDocuments.schema))).toBe(
      "Urgencias, Consulta externa",
    );
    expect(cellText(row, "serviceTypes", await context("en", aiAnalysedDocuments.schema))).toBe(
      "Emergency, Outpatient care",
    );
    expect(cellText(row, "serviceTypes", await context("pt", accounts.schema))).toBe("Urgência, Ambulatório");
  });

  it("the generic grids' service-type fields name the catalogue", () => {
    const grids = ["products-configuration", "ai-analysed-documents", "accounts", "charges"];
    for (const declaration of RESOURCES.filter((resource) => grids.includes(resource.name)))
      for (const [field, hints] of Object.entries(declaration.schema.properties))
        if (/^serviceTypes?$/.test(field))
          expect(hints["x-labels"], `${declaration.name}.${field}`).toBe(SERVICE_TYPE_LABELS);
  });
});
