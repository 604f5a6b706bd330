/**
 * Fixed reference data: providers and branches, sponsors (000 §3), RCM payers, agreements, provider
 * lookups, support-file types, role statuses and view configuration (001 §3, §6).
 */
import { ACCOUNT_STATUSES } from "../lib/domain";

export const PROVIDERS = [
  {
    slug: "clinica-central-do",
    name: "Clínica Central",
    legal_name: "Clínica Central Piantini, S.R.L.",
    country_code: "DO",
    web_title: "Clínica Central",
    locale: "es-DO",
    currency_code: "DOP",
  },
  {
    slug: "clinica-andina-co",
    name: "Clínica Andina",
    legal_name: "Clínica Andina S.A.S.",
    country_code: "CO",
    web_title: "Clínica Andina",
    locale: "es",
    currency_code: "COP",
  },
  {
    slug: "hospital-sao-lucas-br",
    name: "Hospital São Lucas",
    legal_name: "Hospital São Lucas Ltda.",
    country_code: "BR",
    web_title: "Hospital São Lucas",
    locale: "pt",
    currency_code: "BRL",
  },
] as const;

export const PROVIDER_BRANCHES = [
  { id: 11, provider_slug: "clinica-central-do", name: "Clínica Central - Sede Piantini" },
  { id: 12, provider_slug: "clinica-central-do", name: "Clínica Central - Santiago" },
  { id: 13, provider_slug: "clinica-central-do", name: "Clínica Central - La Romana" },
  { id: 21, provider_slug: "clinica-andina-co", name: "Clínica Andina - Sede Chapinero" },
  { id: 22, provider_slug: "clinica-andina-co", name: "Clínica Andina - Sede Norte" },
  { id: 31, provider_slug: "hospital-sao-lucas-br", name: "Hospital São Lucas - Unidade Paulista" },
] as const;

/**
 * The sponsors of 000 §3 with the scalar part of their configuration (docs/api-contract.md
 * "Sponsors and their configuration"; docs/decisions.md "The sponsors' differences"): which
 * verification each requires (fingerprint, face or none), which allow beneficiary data updates and
 * what data they require, do-universal's manual authorizations and invoice, the default product
 * codes of 000 §5. The product display configurations and mx-gnp's text overrides are set by the
 * configuration's service module (sandbox/routes/arc/sponsor-configuration.ts). Category only for
 * the three with categories.
 */
export const SPONSORS = [
  {
    slug: "do-universal",
    name: "ARS Universal",
    country_code: "DO",
    category: "global",
    biometric_verification_required: true,
    biometric_verification_method: "FINGERPRINT",
    allow_beneficiary_data_update: true,
    required_beneficiary_data: ["email", "phone"],
    automatic_dispensation: false,
    manual_authorizations: true,
    requires_invoice: true,
    default_product_code: "890202",
  },
  {
    slug: "do-primera",
    name: "ARS Primera",
    country_code: "DO",
    category: "platinum",
    biometric_verification_required: true,
    biometric_verification_method: "FINGERPRINT",
    allow_beneficiary_data_update: false,
    required_beneficiary_data: [],
    automatic_dispensation: true,
    manual_authorizations: false,
    requires_invoice: false,
    default_product_code: "1086",
  },
  {
    slug: "do-humano",
    name: "ARS Humano",
    country_code: "DO",
    category: "conventional",
    biometric_verification_required: true,
    biometric_verification_method: "FACE",
    allow_beneficiary_data_update: true,
    required_beneficiary_data: ["phone"],
    automatic_dispensation: false,
    manual_authorizations: false,
    requires_invoice: false,
    default_product_code: "1086",
  },
  {
    slug: "do-senasa",
    name: "SeNaSa",
    country_code: "DO",
    category: null,
    biometric_verification_required: false,
    biometric_verification_method: null,
    allow_beneficiary_data_update: false,
    required_beneficiary_data: [],
    automatic_dispensation: false,
    manual_authorizations: false,
    requires_invoice: false,
    default_product_code: null,
  },
  {
    slug: "us-umbrella-corporation",
    name: "Umbrella Corporation Health Plan",
    country_code: "US",
    category: null,
    biometric_verification_required: false,
    biometric_verification_method: null,
    allow_beneficiary_data_update: false,
    required_beneficiary_data: [],
    automatic_dispensation: false,
    manual_authorizations: false,
    requires_invoice: false,
    default_product_code: null,
  },
  {
    slug: "mx-gnp",
    name: "GNP Seguros",
    country_code: "MX",
    category: null,
    biometric_verification_required: true,
    biometric_verification_method: "FINGERPRINT",
    allow_beneficiary_data_update: true,
    required_beneficiary_data: ["email"],
    automatic_dispensation: false,
    manual_authorizations: false,
    requires_invoice: false,
    default_product_code: null,
  },
] as const;

/** RCM payers: Colombian EPS and Brazilian health plans. `prefix` builds agreement codes. */
export const RCM_PAYERS = [
  { slug: "co-nueva-eps", name: "Nueva EPS", country_code: "CO", prefix: "NEPS" },
  { slug: "co-sanitas", name: "EPS Sanitas", country_code: "CO", prefix: "SANI" },
  { slug: "co-sura", name: "EPS Sura", country_code: "CO", prefix: "SURA" },
  { slug: "co-salud-total", name: "Salud Total EPS", country_code: "CO", prefix: "STOT" },
  { slug: "co-compensar", name: "Compensar EPS", country_code: "CO", prefix: "COMP" },
  { slug: "co-famisanar", name: "Famisanar EPS", country_code: "CO", prefix: "FAMI" },
  { slug: "co-coosalud", name: "Coosalud EPS", country_code: "CO", prefix: "COOS" },
  { slug: "co-mutual-ser", name: "Mutual Ser EPS", country_code: "CO", prefix: "MSER" },
  { slug: "br-unimed", name: "Unimed", country_code: "BR", prefix: "UNIM" },
  { slug: "br-bradesco-saude", name: "Bradesco Saúde", country_code: "BR", prefix: "BRAD" },
  { slug: "br-sulamerica", name: "SulAmérica Saúde", country_code: "BR", prefix: "SULA" },
  { slug: "br-amil", name: "Amil", country_code: "BR", prefix: "AMIL" },
] as const;

/** The RCM providers and their country. */
export const RCM_PROVIDERS = [
  { slug: "clinica-andina-co", country_code: "CO", branch: "Clínica Andina - Sede Chapinero" },
  { slug: "hospital-sao-lucas-br", country_code: "BR", branch: "Hospital São Lucas - Unidade Paulista" },
] as const;

/** Agreements of a provider: two per payer of its country. */
export function agreementsFor(providerSlug: string, countryCode: string) {
  return RCM_PAYERS.filter((p) => p.country_code === countryCode).flatMap((payer) => [
    {
      provider_slug: providerSlug,
      agreement_code: `${payer.prefix}-EVT-2026`,
      agreement_name: `${payer.name} - Evento 2026`,
      payer_slug: payer.slug,
    },
    {
      provider_slug: providerSlug,
      agreement_code: `${payer.prefix}-PGP-2026`,
      agreement_name: `${payer.name} - Pago global prospectivo 2026`,
      payer_slug: payer.slug,
    },
  ]);
}

type Lookup = readonly (readonly [slug: string, value: string])[];

/** Provider lookups per country (001 §3 "Provider lookups"): slug and value pairs. */
export const RCM_LOOKUPS: Record<"CO" | "BR", Record<string, Lookup>> = {
  CO: {
    service_type: [
      ["HOSPITALIZACION", "Hospitalización"],
      ["URGENCIAS", "Urgencias"],
      ["CONSULTA EXTERNA", "Consulta externa"],
      ["PROCEDIMIENTO", "Procedimiento"],
      ["EXAMEN", "Examen"],
    ],
    executor_service: [
      ["urgencias-adultos", "Urgencias adultos"],
      ["urgencias-pediatricas", "Urgencias pediátricas"],
      ["cirugia-general", "Cirugía general"],
      ["medicina-interna", "Medicina interna"],
      ["ginecobstetricia", "Ginecobstetricia"],
      ["laboratorio-clinico", "Laboratorio clínico"],
      ["imagenologia", "Imagenología"],
      ["uci-adultos", "UCI adultos"],
    ],
    agreement_plan_type: [
      ["evento", "Evento"],
      ["capita", "Cápita"],
      ["pgp", "Pago global prospectivo"],
      ["paquete", "Paquete integral"],
    ],
    invoice_source: [
      ["his", "HIS (historia clínica)"],
      ["manual", "Manual"],
      ["api", "Integración API"],
      ["rips", "Carga RIPS"],
    ],
  },
  BR: {
    service_type: [
      ["HOSPITALIZACION", "Internação"],
      ["URGENCIAS", "Pronto-socorro"],
      ["CONSULTA EXTERNA", "Consulta ambulatorial"],
      ["PROCEDIMIENTO", "Procedimento"],
      ["EXAMEN", "Exame"],
    ],
    executor_service: [
      ["pronto-socorro", "Pronto-socorro"],
      ["clinica-medica", "Clínica médica"],
      ["cirurgia-geral", "Cirurgia geral"],
      ["laboratorio", "Laboratório"],
      ["diagnostico-por-imagem", "Diagnóstico por imagem"],
    ],
    agreement_plan_type: [
      ["evento", "Conta aberta"],
      ["pacote", "Pacote"],
    ],
    invoice_source: [
      ["his", "HIS"],
      ["manual", "Manual"],
      ["tiss", "Lote TISS"],
    ],
  },
};

/** Support-file types (001 §3 "support documents (name, fileCode)"). */
export const SUPPORT_FILE_TYPES = [
  { file_code: "FEV", name: "Factura electrónica de venta" },
  { file_code: "RIPS", name: "Registro individual de prestación de servicios" },
  { file_code: "CUV", name: "Código único de validación" },
  { file_code: "EPI", name: "Epicrisis" },
  { file_code: "HC", name: "Historia clínica" },
  { file_code: "OM", name: "Orden médica" },
  { file_code: "AUT", name: "Autorización del pagador" },
  { file_code: "RES", name: "Resultado de laboratorio o imagen" },
  { file_code: "DQX", name: "Descripción quirúrgica" },
  { file_code: "HMED", name: "Hoja de administración de medicamentos" },
  { file_code: "CDE", name: "Comprobante de derechos" },
  { file_code: "TRA", name: "Hoja de traslado" },
] as const;

/** People who can be made responsible for accounts (the rcm-editor demo user is one of them). */
export const RCM_RESPONSIBLES = {
  "clinica-andina-co": [
    ["rcm-editor@demo.provider-portal.test", "Editor Demo"],
    ["laura.gomez@clinica-andina.co", "Laura Gómez"],
    ["andres.restrepo@clinica-andina.co", "Andrés Restrepo"],
    ["diana.cardona@clinica-andina.co", "Diana Cardona"],
    ["jorge.ospina@clinica-andina.co", "Jorge Ospina"],
    ["paula.zapata@clinica-andina.co", "Paula Zapata"],
    ["camilo.arango@clinica-andina.co", "Camilo Arango"],
    ["natalia.quintero@clinica-andina.co", "Natalia Quintero"],
  ],
  "hospital-sao-lucas-br": [
    ["rcm-consultant@demo.provider-portal.test", "Consultor Demo"],
    ["ana.souza@saolucas.com.br", "Ana Souza"],
    ["bruno.lima@saolucas.com.br", "Bruno Lima"],
    ["camila.rocha@saolucas.com.br", "Camila Rocha"],
  ],
} as const;

/** Cost centres of the accounts (code, name). */
export const COST_CENTERS = [
  ["CC-101", "Urgencias"],
  ["CC-201", "Hospitalización"],
  ["CC-301", "Cirugía"],
  ["CC-401", "Consulta externa"],
  ["CC-501", "Laboratorio"],
  ["CC-601", "Imágenes diagnósticas"],
  ["CC-701", "Unidad de cuidados intensivos"],
] as const;

const ALL = [...ACCOUNT_STATUSES];

/**
 * Statuses each RCM role may see and set (001 §6 "Role permissions loaded per provider give
 * statuses allowed"). The lists are the sandbox's decision; EXTERNAL_AUDITOR is the narrow one.
 */
export const ROLE_STATUSES: Record<string, readonly string[]> = {
  EDITOR: ALL,
  EDITOR_WITH_AUDIT: ALL,
  VIEWER: ALL,
  INTERNAL_AUDITOR: [
    "IN_PROGRESS",
    "PRE_INVOICED",
    "INVOICED",
    "PENDING_AUDIT",
    "COMPLETE_AUDIT",
    "READY_TO_GENERATE",
    "ERROR",
  ],
  EXTERNAL_AUDITOR: ["PENDING_AUDIT", "COMPLETE_AUDIT"],
  ADMIN: ALL,
  CONSULTANT: ALL,
  DENIALS_VIEWER: ["SENT", "SETTLED"],
  DENIALS_EDITOR: ["SENT", "SETTLED"],
  DENIALS_ADMIN: ["SENT", "SETTLED"],
};

/** View configuration rows (001 §1, §6). Column names are the portal's camelCase field names. */
export const VIEW_CONFIGURATIONS = [
  {
    provider_slug: "clinica-andina-co",
    section: "accounts",
    view_name: "list",
    excluded_columns: ["costCenterCode"],
    hidden: false,
  },
  {
    provider_slug: "clinica-andina-co",
    section: "charges",
    view_name: "list",
    excluded_columns: [],
    hidden: false,
  },
  {
    provider_slug: "clinica-andina-co",
    section: "ai-rules",
    view_name: "navigation-bar",
    excluded_columns: [],
    hidden: false,
  },
  {
    provider_slug: "clinica-andina-co",
    section: "pre-settlements",
    view_name: "navigation-bar",
    excluded_columns: [],
    hidden: false,
  },
  {
    provider_slug: "hospital-sao-lucas-br",
    section: "accounts",
    view_name: "list",
    excluded_columns: ["costCenterCode", "costCenterName", "regime", "ripCuvFilesCompleted"],
    hidden: false,
  },
  {
    provider_slug: "hospital-sao-lucas-br",
    section: "ai-rules",
    view_name: "navigation-bar",
    excluded_columns: [],
    hidden: true,
  },
  {
    provider_slug: "hospital-sao-lucas-br",
    section: "pre-settlements",
    view_name: "navigation-bar",
    excluded_columns: [],
    hidden: false,
  },
] as const;
