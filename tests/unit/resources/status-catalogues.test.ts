/**
 * Status catalogues (001 §4, 000 §4) and their translations.
 */
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_STATUS_CATALOGUE,
  CLAIM_STATUS_CATALOGUE,
  STATUS_CATALOGUES,
} from "../../../schemas/entities/status-catalogues";
import { textsOf } from "../../locales";

const [en, es, esDO, pt] = ["en", "es", "es-DO", "pt"].map(textsOf);

describe("status catalogues", () => {
  it("001 §4: 13 account statuses, 5 styling-only ones and PENDING for an empty status", () => {
    expect(ACCOUNT_STATUS_CATALOGUE.values).toHaveLength(13);
    expect([...ACCOUNT_STATUS_CATALOGUE.stylingOnly]).toEqual([
      "READY_TO_SETTLE",
      "READY_TO_AUDIT",
      "IN_INTERNAL_AUDIT",
      "IN_EXTERNAL_AUDIT",
      "AUDITED",
    ]);
    expect(ACCOUNT_STATUS_CATALOGUE.emptyAs).toBe("PENDING");
  });

  it("000 §4: the eleven claim statuses of the home", () => {
    expect(CLAIM_STATUS_CATALOGUE.values).toHaveLength(11);
  });

  it("every value has a tone and a label in every locale (statuses.<category>.<value>)", () => {
    for (const [category, catalogue] of Object.entries(STATUS_CATALOGUES)) {
      for (const value of [...catalogue.values, ...catalogue.stylingOnly, catalogue.emptyAs]) {
        expect(catalogue.tones[value], `${category}.${value} tone`).toBeDefined();
        for (const locale of [en, es, esDO, pt]) {
          const labels = (locale as { statuses: Record<string, Record<string, string>> }).statuses[category];
          expect(labels?.[value], `${category}.${value}`).toBeTruthy();
        }
      }
    }
  });
});
