/**
 * Sponsor authorization form definitions of the reference API (issue 10 §4; 000 §3 "Authorization
 * form", 001 §3, 001 §5), as `GET /arc/v1/sponsors/{sponsor}/authorization-forms` answers them
 * (snake_case on the wire; the portal camel-cases). The portal builds its v2 form steps from these
 * with schemas/authorization-form/build.ts and names no sponsor: adding a form here makes it appear.
 *
 * The sponsors differ in the ways the rules of 000 §5 / 001 §5 care about:
 * - do-universal: a three-group hospitalization form with a guest variant (dropped), patterns
 *   (cédula, phone), prescription, pre-invoice, invoice and additional-document files; and a
 *   reimbursement form;
 * - do-primera: an outpatient form with one group (it becomes the current form), a number and a date;
 * - do-humano: a credit-card-balance form carrying `settlement_files` (removed by the portal);
 * - do-senasa: a two-group procedure form with a select, a checkbox, a text area and an NCF pattern;
 * - us-umbrella-corporation: an English two-group outpatient form with a member id pattern;
 * - mx-gnp: a hospitalization "folio" form with RFC (tax id) and CFDI invoice fields;
 * - do-senasa also has an additional-products form (`authorization_action` ADDITIONAL_PRODUCTS, 000 §4):
 *   its last step sends the product it names (provider_product_code, product_type_slug, quantity).
 */

/** One field on the wire (000 §3: slug, type, label, group_name, show_order; 001 §5 pattern and lengths). */
export interface AuthorizationFormFieldRow {
  id: number;
  slug: string;
  type: string;
  label: string;
  group_name: string | null;
  show_order: number;
  pattern?: string | null;
  max_length?: number | null;
  min_length?: number | null;
  required?: boolean;
  document_type_slug?: string | null;
  options?: { value: string; label: string }[] | null;
}

/** One form definition on the wire. */
export interface AuthorizationFormRow {
  form_slug: string;
  fallback_name: string;
  authorization_coverage: string | null;
  /** ADDITIONAL_PRODUCTS for a form whose last step sends additional products (000 §4), else absent. */
  authorization_action?: string | null;
  fields: AuthorizationFormFieldRow[];
}

type FieldInput = Omit<AuthorizationFormFieldRow, "id" | "group_name" | "show_order">;

let nextFieldId = 9000;

/** A group of fields: ids and show_order numbered in the order written, from `firstOrder`. */
function group(name: string | null, firstOrder: number, fields: FieldInput[]): AuthorizationFormFieldRow[] {
  return fields.map((field, index) => ({
    id: nextFieldId++,
    group_name: name,
    show_order: firstOrder + index * 10,
    ...field,
  }));
}

const CEDULA = "^\\d{3}-\\d{7}-\\d$";
const PHONE = "^\\d{6,15}$";
const NCF = "^(?:B0[12]|E3[1-4])\\d{8,10}$";

const ROOM_TYPES = [
  { value: "SHARED", label: "Compartida" },
  { value: "PRIVATE", label: "Privada" },
  { value: "ICU", label: "Cuidados intensivos" },
];

const file = (slug: string, label: string, document_type_slug: string, required = false): FieldInput => ({
  slug,
  type: "FILE_UPLOAD",
  label,
  document_type_slug,
  required,
});

/** Every sponsor's forms, by sponsor slug. */
export const AUTHORIZATION_FORMS: Readonly<Record<string, readonly AuthorizationFormRow[]>> = {
  "do-universal": [
    {
      form_slug: "hospitalization",
      fallback_name: "Solicitud de hospitalización",
      authorization_coverage: "HOSPITALIZATION",
      fields: [
        // Written out of order on purpose: the portal orders by show_order.
        ...group("Documentos", 300, [
          file("prescription_file", "Indicación médica", "PRESCRIPTION", true),
          file("pre_invoice", "Prefactura", "PRE_INVOICE"),
          file("invoice_file", "Factura", "INVOICE"),
          file("additional_documents", "Documentos adicionales", "ADDITIONAL_DOCUMENT"),
        ]),
        ...group("Datos del paciente", 100, [
          {
            slug: "patient_identity_document",
            type: "TEXT",
            label: "Cédula",
            pattern: CEDULA,
            required: true,
          },
          { slug: "patient_phone", type: "TEXT", label: "Teléfono", pattern: PHONE },
          { slug: "admission_date", type: "DATE", label: "Fecha de ingreso", required: true },
        ]),
        ...group("Información médica", 200, [
          {
            slug: "diagnosis_description",
            type: "TEXT_AREA",
            label: "Diagnóstico",
            min_length: 10,
            max_length: 500,
            required: true,
          },
          { slug: "estimated_days", type: "NUMBER", label: "Días estimados de estancia", max_length: 3 },
          { slug: "room_type", type: "SELECT", label: "Tipo de habitación", options: ROOM_TYPES },
        ]),
      ],
    },
    {
      form_slug: "hospitalization-guest",
      fallback_name: "Solicitud de hospitalización (invitado)",
      authorization_coverage: "HOSPITALIZATION",
      fields: group("Invitado", 10, [
        { slug: "guest_name", type: "TEXT", label: "Nombre del invitado", max_length: 80 },
      ]),
    },
    {
      form_slug: "reimbursement",
      fallback_name: "Reembolso",
      authorization_coverage: "REIMBURSEMENT",
      fields: [
        ...group("Reclamante", 10, [
          {
            slug: "claimant_name",
            type: "TEXT",
            label: "Nombre del reclamante",
            min_length: 3,
            max_length: 80,
          },
          {
            slug: "claimant_identity_document",
            type: "TEXT",
            label: "Cédula",
            pattern: CEDULA,
            required: true,
          },
        ]),
        ...group("Gastos", 50, [
          { slug: "expense_amount", type: "NUMBER", label: "Monto reclamado", required: true },
          { slug: "expense_date", type: "DATE", label: "Fecha del gasto", required: true },
          file("invoice", "Factura", "INVOICE", true),
          file("settlement_files", "Soportes de liquidación", "SETTLEMENT"),
        ]),
      ],
    },
  ],
  "do-primera": [
    {
      form_slug: "outpatient-care",
      fallback_name: "Consulta ambulatoria",
      authorization_coverage: "OUTPATIENT_CARE",
      fields: group(null, 1, [
        { slug: "consultation_date", type: "DATE", label: "Fecha de la consulta", required: true },
        { slug: "copayment_amount", type: "NUMBER", label: "Copago" },
        { slug: "reason", type: "TEXT", label: "Motivo de la consulta", max_length: 120 },
        file("medical_order", "Orden médica", "MEDICAL_ORDER"),
      ]),
    },
  ],
  "do-humano": [
    {
      form_slug: "credit-card-balance",
      fallback_name: "Saldo de tarjeta de crédito",
      authorization_coverage: "CREDIT_CARD_BALANCE",
      fields: [
        ...group("Tarjeta", 10, [
          {
            slug: "card_last_digits",
            type: "TEXT",
            label: "Últimos 4 dígitos",
            pattern: "^\\d{4}$",
            required: true,
          },
          { slug: "balance_amount", type: "NUMBER", label: "Saldo", required: true },
        ]),
        ...group("Soportes", 40, [
          file("settlement_files", "Soportes de liquidación", "SETTLEMENT"),
          file("card_statement", "Estado de cuenta", "CARD_STATEMENT", true),
        ]),
      ],
    },
    {
      form_slug: "credit-card-balance-guest",
      fallback_name: "Saldo de tarjeta de crédito (invitado)",
      authorization_coverage: "CREDIT_CARD_BALANCE",
      fields: group(null, 1, [{ slug: "guest_card_holder", type: "TEXT", label: "Titular" }]),
    },
  ],
  "do-senasa": [
    {
      form_slug: "medical-procedures",
      fallback_name: "Procedimiento médico",
      authorization_coverage: "MEDICAL_PROCEDURES",
      fields: [
        ...group("Procedimiento", 10, [
          {
            slug: "procedure_code",
            type: "TEXT",
            label: "Código del procedimiento",
            pattern: "^[0-9]{4,6}$",
            required: true,
          },
          {
            slug: "anesthesia",
            type: "SELECT",
            label: "Anestesia",
            options: [
              { value: "NONE", label: "Sin anestesia" },
              { value: "LOCAL", label: "Local" },
              { value: "GENERAL", label: "General" },
            ],
            required: true,
          },
          { slug: "procedure_notes", type: "TEXT_AREA", label: "Notas", max_length: 1000 },
        ]),
        ...group("Facturación", 60, [
          { slug: "tax_receipt_number", type: "TEXT", label: "NCF", pattern: NCF, required: true },
          file("invoice_file", "Factura", "INVOICE", true),
          {
            slug: "consent_signed",
            type: "CHECKBOX",
            label: "Consentimiento informado firmado",
            required: true,
          },
        ]),
      ],
    },
    {
      // 000 §4: not a reimbursement and the action is additional products; the field slugs name the
      // product's parts (src/areas/v2/form/submit-plan.ts, docs/decisions.md "v2 additional products").
      form_slug: "additional-products",
      fallback_name: "Productos adicionales",
      authorization_coverage: "MEDICAL_PROCEDURES",
      authorization_action: "ADDITIONAL_PRODUCTS",
      fields: [
        ...group("Producto", 10, [
          {
            slug: "provider_product_code",
            type: "TEXT",
            label: "Código del producto en el prestador",
            pattern: "^[A-Za-z0-9._-]+$",
            max_length: 40,
            required: true,
          },
          {
            slug: "product_type_slug",
            type: "SELECT",
            label: "Tipo de producto",
            options: [
              { value: "medical-procedure", label: "Procedimiento médico" },
              { value: "LABORATORY", label: "Laboratorio" },
              { value: "DIAGNOSTIC_STUDY", label: "Estudio diagnóstico" },
              { value: "MEDICINE", label: "Medicamento" },
            ],
            required: true,
          },
          { slug: "quantity", type: "NUMBER", label: "Cantidad", max_length: 3, required: true },
        ]),
        ...group("Justificación", 50, [
          {
            slug: "justification",
            type: "TEXT_AREA",
            label: "Justificación médica",
            min_length: 10,
            max_length: 500,
            required: true,
          },
        ]),
      ],
    },
  ],
  "us-umbrella-corporation": [
    {
      form_slug: "outpatient-care",
      fallback_name: "Outpatient visit",
      authorization_coverage: "OUTPATIENT_CARE",
      fields: [
        ...group("Member", 1, [
          { slug: "member_id", type: "TEXT", label: "Member ID", pattern: "^UMB-[0-9]{6}$", required: true },
          { slug: "visit_date", type: "DATE", label: "Visit date", required: true },
        ]),
        ...group("Visit", 20, [
          {
            slug: "chief_complaint",
            type: "TEXT_AREA",
            label: "Chief complaint",
            min_length: 5,
            max_length: 300,
          },
          file("supporting_documents", "Supporting documents", "ADDITIONAL_DOCUMENT"),
        ]),
      ],
    },
  ],
  "mx-gnp": [
    {
      form_slug: "hospitalization-folio",
      fallback_name: "Folio de hospitalización",
      authorization_coverage: "HOSPITALIZATION",
      fields: [
        ...group("Paciente", 10, [
          {
            slug: "patient_rfc",
            type: "TEXT",
            label: "RFC",
            pattern: "^[A-ZÑ&]{3,4}\\d{6}[A-Z0-9]{3}$",
            min_length: 12,
            max_length: 13,
            required: true,
          },
          { slug: "policy_number", type: "TEXT", label: "Número de póliza", pattern: "^[0-9]{8,10}$" },
        ]),
        ...group("Atención", 30, [
          { slug: "admission_date", type: "DATE", label: "Fecha de ingreso", required: true },
          { slug: "estimated_amount", type: "NUMBER", label: "Monto estimado" },
        ]),
        ...group("Facturación", 50, [
          file("cfdi_invoice", "Factura CFDI (XML)", "INVOICE", true),
          file("medical_report", "Informe médico", "MEDICAL_REPORT"),
        ]),
      ],
    },
  ],
};

/**
 * The forms `GET /arc/v1/sponsors/{sponsor}/authorization-forms?slug=` answers: the form of that
 * slug and its variants (`{slug}-…`, such as its guest form), or every form of the sponsor without
 * a slug. An unknown sponsor has none.
 */
export function authorizationFormsOf(sponsorSlug: string, slug?: string): AuthorizationFormRow[] {
  const forms = AUTHORIZATION_FORMS[sponsorSlug] ?? [];
  if (!slug) return [...forms];
  return forms.filter((form) => form.form_slug === slug || form.form_slug.startsWith(`${slug}-`));
}
