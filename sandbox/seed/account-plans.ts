/**
 * The plans and catalogues the seeded revenue-cycle accounts draw from (sandbox/seed/accounts.ts):
 * the two RCM providers, status weights, error reasons, support codes, auditors and comments, and
 * the small pickers (patient, status, amount split). Split out of `accounts.ts`.
 */
import { ACCOUNT_STATUSES } from "../lib/domain";
import { agreementsFor, RCM_LOOKUPS, RCM_PAYERS, RCM_RESPONSIBLES, SUPPORT_FILE_TYPES } from "./catalogues";
import {
  BRAZILIAN_FIRST_NAMES,
  BRAZILIAN_LAST_NAMES,
  COLOMBIAN_FIRST_NAMES,
  COLOMBIAN_LAST_NAMES,
} from "./names";
import type { Rng } from "./prng";

export const CHUNK = 2000;
export const SPAN_SECONDS = 548 * 86_400; // 18 months

/** What differs between the two RCM providers. */
export interface ProviderPlan {
  slug: "clinica-andina-co" | "hospital-sao-lucas-br";
  country: "CO" | "BR";
  currency: string;
  invoicePrefix: string;
  firstInvoice: number;
  branch: string;
  /** Invoice amount range in currency units. */
  minAmount: number;
  maxAmount: number;
  seedOffset: number;
}

/** The providers that get accounts. */
export const ACCOUNT_PLANS: Record<ProviderPlan["slug"], ProviderPlan> = {
  "clinica-andina-co": {
    slug: "clinica-andina-co",
    country: "CO",
    currency: "COP",
    invoicePrefix: "FE",
    firstInvoice: 12_345,
    branch: "Clínica Andina - Sede Chapinero",
    minAmount: 50_000,
    maxAmount: 25_000_000,
    seedOffset: 10,
  },
  "hospital-sao-lucas-br": {
    slug: "hospital-sao-lucas-br",
    country: "BR",
    currency: "BRL",
    invoicePrefix: "NF",
    firstInvoice: 5_001,
    branch: "Hospital São Lucas - Unidade Paulista",
    minAmount: 150,
    maxAmount: 120_000,
    seedOffset: 11,
  },
};

export type Status = string | null;

export const STATUS_WEIGHTS: readonly (readonly [Status, number])[] = [
  ["IN_PROGRESS", 12],
  ["PRE_INVOICED", 8],
  ["INVOICED", 12],
  ["VOIDED", 4],
  ["READY_TO_GENERATE", 8],
  ["PACKAGE_GENERATED", 7],
  ["PENDING_AUDIT", 10],
  ["ERROR", 3],
  ["SEND_ERROR", 2],
  ["COMPLETE_AUDIT", 6],
  ["SENT", 12],
  ["SETTLED", 10],
  ["NON_PROCESSABLE", 2],
  [null, 3],
  ["READY_TO_AUDIT", 1],
  ["IN_INTERNAL_AUDIT", 1],
  ["AUDITED", 1],
];

/** Statuses forced on the first accounts, so that every one exists even in a tiny seed. */
export const FIRST_STATUSES: readonly Status[] = [
  ...ACCOUNT_STATUSES,
  null,
  "READY_TO_AUDIT",
  "IN_INTERNAL_AUDIT",
  "AUDITED",
];

export const ERROR_REASONS = [
  "El pagador rechazó el RIPS: estructura inválida en el archivo AF",
  "No se encontró el CUV del documento electrónico",
  "Falla de comunicación con el servicio del pagador",
  "Factura sin autorización vigente del pagador",
];

export const SUPPORT_CODES = SUPPORT_FILE_TYPES.map((s) => s.file_code);

/** Support-file types kept at account level only (001 §7 is_restricted_as_account_level). */
export const ACCOUNT_LEVEL_CODES: readonly string[] = ["FEV", "RIPS", "CUV"];

/** Statuses whose accounts have been or are in audit, and so carry audit comments. */
export const AUDITED_STATUSES: readonly string[] = [
  "PENDING_AUDIT",
  "COMPLETE_AUDIT",
  "READY_TO_AUDIT",
  "IN_INTERNAL_AUDIT",
  "AUDITED",
];

/** Package build state of a seeded account (001 §4 "Account build state"). */
export function buildStateOf(status: Status): string {
  if (status === "READY_TO_GENERATE") return "READY_TO_GENERATE";
  if (status === "VOIDED") return "VOIDED";
  if (["PACKAGE_GENERATED", "SENT", "SETTLED", "SEND_ERROR"].includes(status ?? "")) return "GENERATED";
  return "PENDING";
}

/** Who writes the seeded audit comments (email, name). */
export const AUDITORS: Record<ProviderPlan["slug"], readonly (readonly [string, string])[]> = {
  "clinica-andina-co": [
    ["rcm-editor-with-audit@demo.provider-portal.test", "Editora con auditoría Demo"],
    ["rcm-internal-auditor@demo.provider-portal.test", "Auditor interno Demo"],
    ["rcm-external-auditor@demo.provider-portal.test", "Auditor externo Demo"],
  ],
  "hospital-sao-lucas-br": [["rcm-consultant@demo.provider-portal.test", "Consultor Demo"]],
};

export const COMMENTS = [
  "Falta la firma del médico tratante en la epicrisis",
  "La cantidad facturada no coincide con la hoja de administración de medicamentos",
  "Se valida la pertinencia del procedimiento, sin observaciones",
  "Adjuntar la autorización del pagador para el procedimiento",
  "El diagnóstico principal no corresponde con la orden médica",
  "Revisar la tarifa pactada en el convenio",
];

/** Context that stays the same over one provider's accounts. */
export interface Catalogue {
  payers: { slug: string; name: string; prefix: string; agreements: { code: string; name: string }[] }[];
  executors: string[];
  planTypes: string[];
  sources: string[];
  responsibles: readonly (readonly [string, string])[];
}

export function catalogueFor(plan: ProviderPlan): Catalogue {
  const agreements = agreementsFor(plan.slug, plan.country);
  const lookups = RCM_LOOKUPS[plan.country];
  return {
    payers: RCM_PAYERS.filter((p) => p.country_code === plan.country).map((p) => ({
      slug: p.slug,
      name: p.name,
      prefix: p.prefix,
      agreements: agreements
        .filter((a) => a.payer_slug === p.slug)
        .map((a) => ({ code: a.agreement_code, name: a.agreement_name })),
    })),
    executors: lookups.executor_service.map(([slug]) => slug),
    planTypes: lookups.agreement_plan_type.map(([slug]) => slug),
    sources: lookups.invoice_source.map(([slug]) => slug),
    responsibles: RCM_RESPONSIBLES[plan.slug],
  };
}

export function patient(rng: Rng, plan: ProviderPlan) {
  if (plan.country === "BR") {
    const name = `${rng.pick(BRAZILIAN_FIRST_NAMES)} ${rng.pick(BRAZILIAN_LAST_NAMES)} ${rng.pick(BRAZILIAN_LAST_NAMES)}`;
    return { name, type: "CPF", number: rng.digits(11) };
  }
  const name = `${rng.pick(COLOMBIAN_FIRST_NAMES)} ${rng.pick(COLOMBIAN_LAST_NAMES)} ${rng.pick(COLOMBIAN_LAST_NAMES)}`;
  const type = rng.weighted([
    ["CC", 75],
    ["TI", 10],
    ["CE", 5],
    ["RC", 5],
    ["PA", 5],
  ] as const);
  const number = type === "CC" ? String(rng.int(10_000_000, 1_299_999_999)) : rng.digits(10);
  return { name, type, number };
}

export function pickStatus(rng: Rng, index: number, ageSeconds: number): Status {
  if (index < FIRST_STATUSES.length) return FIRST_STATUSES[index];
  if (ageSeconds > 300 * 86_400 && rng.chance(0.5)) {
    return rng.weighted([
      ["SETTLED", 6],
      ["SENT", 3],
      ["VOIDED", 1],
    ] as const);
  }
  return rng.weighted(STATUS_WEIGHTS);
}

/** Splits an amount in cents over charges; returns per charge [quantity, unit cents]. */
export function splitAmount(rng: Rng, cents: number, count: number): [number, number][] {
  const weights = Array.from({ length: count }, () => 0.2 + rng.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => {
    const quantity = rng.weighted([
      [1, 70],
      [2, 18],
      [3, 12],
    ] as const);
    return [quantity, Math.floor((cents * w) / sum / quantity)];
  });
}

export const iso = (ms: number): string => new Date(ms).toISOString();
