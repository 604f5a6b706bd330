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

/** A one-page PDF showing `title` (ASCII only in the text stream; other characters become '?'). */
export function templatePdf(title: string): Buffer {
  const text = title.replace(/[^\x20-\x7e]/g, "?").replace(/[()\\]/g, "\\$&");
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
