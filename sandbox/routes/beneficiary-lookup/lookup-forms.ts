/**
 * The sponsors' beneficiary search forms (000 §7 `beneficiary-lookup/v1/sponsors/{sponsor}/forms`;
 * docs/api-contract.md "Beneficiary lookup"; issue 20 §2 "search method = which form"): every
 * sponsor searches by identity document and by member code; do-universal, do-humano,
 * us-umbrella-corporation and mx-gnp also by name and date of birth. Labels in es, en and pt (es-DO
 * reads es). Seeded into `beneficiary_lookup_forms` by the lookup's service module.
 */
import type { DbHandle } from "../../db/client";
import type { LocalizedText, LookupFormField } from "../../db/schema";
import { SPONSORS } from "../../seed/catalogues";
import { sponsorProfile } from "../../seed/sponsor-plans";

/** The identity document form's slug; its `document_number` starting `000` makes the search fail. */
export const DOCUMENT_FORM = "identity-document";
export const MEMBER_CODE_FORM = "member-code";
export const NAME_FORM = "name-and-birth-date";

/** A form definition as stored. */
export interface LookupForm {
  slug: string;
  name: LocalizedText;
  fields: LookupFormField[];
}

const DOCUMENT_TYPES: [string, LocalizedText][] = [
  ["NATIONAL_ID", { es: "Cédula de identidad", en: "National ID card", pt: "Documento de identidade" }],
  ["PASSPORT", { es: "Pasaporte", en: "Passport", pt: "Passaporte" }],
  ["SOCIAL_SECURITY", { es: "Seguridad social", en: "Social security", pt: "Previdência social" }],
  ["TAX_ID", { es: "Identificación tributaria", en: "Tax id", pt: "Identificação fiscal" }],
  ["ELECTORAL_REGISTRY", { es: "Registro electoral", en: "Electoral registry", pt: "Título de eleitor" }],
];

const documentForm = (): LookupForm => ({
  slug: DOCUMENT_FORM,
  name: { es: "Por documento de identidad", en: "By identity document", pt: "Por documento de identidade" },
  fields: [
    {
      slug: "document_type",
      label: { es: "Tipo de documento", en: "Document type", pt: "Tipo de documento" },
      type: "select",
      required: true,
      options: DOCUMENT_TYPES.map(([value, label]) => ({ value, label })),
    },
    {
      slug: "document_number",
      label: { es: "Número de documento", en: "Document number", pt: "Número do documento" },
      type: "text",
      required: true,
      pattern: "^[A-Za-z0-9-]{4,20}$",
      max_length: 20,
    },
  ],
});

const memberCodeForm = (prefix: string): LookupForm => ({
  slug: MEMBER_CODE_FORM,
  name: { es: "Por código de afiliado", en: "By member code", pt: "Por código do beneficiário" },
  fields: [
    {
      slug: "member_code",
      label: { es: "Código de afiliado", en: "Member code", pt: "Código do beneficiário" },
      type: "text",
      required: true,
      pattern: `^${prefix}-[0-9]{8}(-[0-9]{2})?$`,
      max_length: 15,
    },
  ],
});

const nameForm = (): LookupForm => ({
  slug: NAME_FORM,
  name: {
    es: "Por nombre y fecha de nacimiento",
    en: "By name and date of birth",
    pt: "Por nome e data de nascimento",
  },
  fields: [
    {
      slug: "name",
      label: { es: "Nombre", en: "Name", pt: "Nome" },
      type: "text",
      required: true,
      pattern: "^[^0-9]{3,80}$",
      max_length: 80,
    },
    {
      slug: "date_of_birth",
      label: { es: "Fecha de nacimiento", en: "Date of birth", pt: "Data de nascimento" },
      type: "date",
      required: true,
      pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
    },
  ],
});

/** Sponsors that also search by name and date of birth (three forms; the others two). */
const BY_NAME = new Set(["do-universal", "do-humano", "us-umbrella-corporation", "mx-gnp"]);

/** Every sponsor's forms, in the order they are offered. */
export function lookupForms(): Record<string, LookupForm[]> {
  return Object.fromEntries(
    SPONSORS.map((sponsor) => [
      sponsor.slug,
      [
        documentForm(),
        memberCodeForm(sponsorProfile(sponsor.slug).memberPrefix),
        ...(BY_NAME.has(sponsor.slug) ? [nameForm()] : []),
      ],
    ]),
  );
}

/** Inserts the forms (the lookup service's `seed`). */
export async function seedLookupForms(handle: DbHandle): Promise<void> {
  for (const [sponsor, forms] of Object.entries(lookupForms())) {
    for (const [position, form] of forms.entries()) {
      await handle.query(
        "INSERT INTO beneficiary_lookup_forms (sponsor_slug, slug, position, name, fields) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)",
        [sponsor, form.slug, position, JSON.stringify(form.name), JSON.stringify(form.fields)],
      );
    }
  }
}
