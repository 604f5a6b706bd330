/**
 * Static template files of each sponsor by coverage (000 §7 `GET /arc/v2/authorizations/static/
 * sponsor/{sponsor}/coverage/{coverageTypes}/files` and `…/template/file/{id}`; issue 10 §3
 * "Sponsor templates"): forms the provider downloads, fills and uploads. Derived from the sponsors'
 * form definitions (one template per sponsor and coverage of its non-guest forms, plus a general
 * consent per sponsor); the bytes are a small valid PDF naming the template, built on request.
 */
import { createHash } from "node:crypto";
import { AUTHORIZATION_FORMS } from "./authorization-forms";

/** A template file. */
export interface SponsorTemplate {
  id: string;
  sponsor_slug: string;
  /** The coverage it serves; null for templates of every coverage. */
  coverage_type: string | null;
  file_name: string;
  title: string;
}

function idOf(sponsor: string, name: string): string {
  const hex = createHash("sha256").update(`${sponsor}/${name}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Every template, by sponsor. */
export const SPONSOR_TEMPLATES: readonly SponsorTemplate[] = Object.entries(AUTHORIZATION_FORMS).flatMap(
  ([sponsor, forms]) => [
    ...forms
      .filter((form) => !form.form_slug.includes("guest") && form.authorization_coverage)
      .map((form) => ({
        id: idOf(sponsor, form.form_slug),
        sponsor_slug: sponsor,
        coverage_type: form.authorization_coverage,
        file_name: `${sponsor}-${form.form_slug}.pdf`,
        title: form.fallback_name,
      })),
    {
      id: idOf(sponsor, "consent"),
      sponsor_slug: sponsor,
      coverage_type: null,
      file_name: `${sponsor}-consentimiento.pdf`,
      title: "Consentimiento informado",
    },
  ],
);
