/**
 * Revenue-cycle accounts and charges (001 §3, §4): every account status (plus an empty status and
 * the styling-only ones), payers, agreements, service types, lookups, responsible users,
 * reassigned accounts, support-document requirements, created over the 18 months before the
 * reference date. Generated in chunks and bulk-inserted.
 */
import type { DbHandle } from "../db/client";
import { ACCOUNT_STATUSES, SERVICE_TYPES, type ServiceType } from "../lib/domain";
import { BILLABLE_ITEMS, DIAGNOSES } from "./charge-catalogue";
import {
  agreementsFor,
  COST_CENTERS,
  RCM_LOOKUPS,
  RCM_PAYERS,
  RCM_RESPONSIBLES,
  SUPPORT_FILE_TYPES,
} from "./catalogues";
import { insertRows, type SeedRow } from "./insert";
import {
  BRAZILIAN_FIRST_NAMES,
  BRAZILIAN_LAST_NAMES,
  COLOMBIAN_FIRST_NAMES,
  COLOMBIAN_LAST_NAMES,
} from "./names";
import { seedBlobs } from "./documents";
import { createRng, pad, REFERENCE_DATE_MS, SEED, type Rng } from "./prng";
import { demoUserId, readDemoUsers } from "./users";

const CHUNK = 2000;
const SPAN_SECONDS = 548 * 86_400; // 18 months

/** What differs between the two RCM providers. */
interface ProviderPlan {
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

type Status = string | null;

const STATUS_WEIGHTS: readonly (readonly [Status, number])[] = [
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
const FIRST_STATUSES: readonly Status[] = [
  ...ACCOUNT_STATUSES,
  null,
  "READY_TO_AUDIT",
  "IN_INTERNAL_AUDIT",
  "AUDITED",
];

const ERROR_REASONS = [
  "El pagador rechazó el RIPS: estructura inválida en el archivo AF",
  "No se encontró el CUV del documento electrónico",
  "Falla de comunicación con el servicio del pagador",
  "Factura sin autorización vigente del pagador",
];

const SUPPORT_CODES = SUPPORT_FILE_TYPES.map((s) => s.file_code);

/** Support-file types kept at account level only (001 §7 is_restricted_as_account_level). */
const ACCOUNT_LEVEL_CODES: readonly string[] = ["FEV", "RIPS", "CUV"];

/** Statuses whose accounts have been or are in audit, and so carry audit comments. */
const AUDITED_STATUSES: readonly string[] = [
  "PENDING_AUDIT",
  "COMPLETE_AUDIT",
  "READY_TO_AUDIT",
  "IN_INTERNAL_AUDIT",
  "AUDITED",
];

/** Package build state of a seeded account (001 §4 "Account build state"). */
function buildStateOf(status: Status): string {
  if (status === "READY_TO_GENERATE") return "READY_TO_GENERATE";
  if (status === "VOIDED") return "VOIDED";
  if (["PACKAGE_GENERATED", "SENT", "SETTLED", "SEND_ERROR"].includes(status ?? "")) return "GENERATED";
  return "PENDING";
}

/** Who writes the seeded audit comments (email, name). */
const AUDITORS: Record<ProviderPlan["slug"], readonly (readonly [string, string])[]> = {
  "clinica-andina-co": [
    ["rcm-editor-with-audit@demo.provider-portal.test", "Editora con auditoría Demo"],
    ["rcm-internal-auditor@demo.provider-portal.test", "Auditor interno Demo"],
    ["rcm-external-auditor@demo.provider-portal.test", "Auditor externo Demo"],
  ],
  "hospital-sao-lucas-br": [["rcm-consultant@demo.provider-portal.test", "Consultor Demo"]],
};

const COMMENTS = [
  "Falta la firma del médico tratante en la epicrisis",
  "La cantidad facturada no coincide con la hoja de administración de medicamentos",
  "Se valida la pertinencia del procedimiento, sin observaciones",
  "Adjuntar la autorización del pagador para el procedimiento",
  "El diagnóstico principal no corresponde con la orden médica",
  "Revisar la tarifa pactada en el convenio",
];

/** Context that stays the same over one provider's accounts. */
interface Catalogue {
  payers: { slug: string; name: string; prefix: string; agreements: { code: string; name: string }[] }[];
  executors: string[];
  planTypes: string[];
  sources: string[];
  responsibles: readonly (readonly [string, string])[];
}

function catalogueFor(plan: ProviderPlan): Catalogue {
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

function patient(rng: Rng, plan: ProviderPlan) {
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

function pickStatus(rng: Rng, index: number, ageSeconds: number): Status {
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
function splitAmount(rng: Rng, cents: number, count: number): [number, number][] {
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

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * Inserts `count` accounts (and their 1–5 charges) for one provider.
 * Deterministic: the same provider and count give the same rows.
 */
export async function seedAccounts(
  handle: DbHandle,
  providerSlug: ProviderPlan["slug"],
  count: number,
): Promise<void> {
  const plan = ACCOUNT_PLANS[providerSlug];
  const cat = catalogueFor(plan);
  const rng = createRng(SEED + plan.seedOffset);
  const earlier: { id: string; invoice: string; event: string }[] = [];
  // Support files, comments and change logs draw from their own sequence, so that the accounts and
  // charges stay what they were before these were seeded.
  const frng = createRng(SEED + plan.seedOffset + 500);
  const blobs = seedBlobs(SUPPORT_FILE_TYPES);
  const auditors = AUDITORS[plan.slug];
  let accounts: SeedRow[] = [];
  let charges: SeedRow[] = [];
  let files: SeedRow[] = [];
  let comments: SeedRow[] = [];
  let logs: SeedRow[] = [];
  const flush = async () => {
    await insertRows(handle, "accounts", accounts, CHUNK);
    await insertRows(handle, "charges", charges, CHUNK * 2);
    await insertRows(handle, "support_files", files, CHUNK * 2);
    await insertRows(handle, "audit_comments", comments, CHUNK);
    await insertRows(handle, "account_change_logs", logs, CHUNK);
    accounts = [];
    charges = [];
    files = [];
    comments = [];
    logs = [];
  };
  /** A support-file row: a pending required slot, or an uploaded document. */
  const supportFile = (
    accountId: string,
    invoice: string,
    level: "ACCOUNT" | "CHARGE" | "EVENT",
    status: "PENDING" | "RECEIVED" | "GENERAL",
    code: string,
    createdMs: number,
    charge: { id: string; code: string; description: string } | null,
  ): SeedRow => {
    const uploaded = status !== "PENDING";
    const blob = blobs.get(frng.chance(0.2) ? "PNG" : code) ?? blobs.get("PNG")!;
    const uploadedMs = createdMs + frng.int(3_600, 10 * 86_400) * 1000;
    return {
      id: frng.uuid(),
      account_id: accountId,
      charge_id: charge ? charge.id : null,
      support_level: level,
      status,
      file_code: code,
      required: status !== "GENERAL",
      product_code: charge ? `PP-${charge.code}` : null,
      product_name: charge ? charge.description : null,
      file_name: uploaded ? `${code}-${invoice}${charge ? `-${charge.code}` : ""}.${blob.extension}` : null,
      content_type: uploaded ? blob.content_type : null,
      size_bytes: uploaded ? blob.content.length : null,
      sha256: uploaded ? blob.sha256 : null,
      is_restricted_as_account_level: level === "ACCOUNT" && ACCOUNT_LEVEL_CODES.includes(code),
      uploaded_at: uploaded ? iso(Math.min(uploadedMs, REFERENCE_DATE_MS - 60_000)) : null,
      uploaded_by: uploaded ? frng.pick(cat.responsibles)[0] : null,
      created_at: iso(createdMs),
    };
  };

  for (let i = 0; i < count; i++) {
    const id = rng.uuid();
    const ageSeconds = rng.int(600, SPAN_SECONDS);
    const createdMs = REFERENCE_DATE_MS - ageSeconds * 1000;
    const eventMs = createdMs - rng.int(3_600, 20 * 86_400) * 1000;
    const status = pickStatus(rng, i, ageSeconds);
    const payer = rng.weighted(cat.payers.map((p, k) => [p, k < 3 ? 3 : 1] as const));
    const agreement = rng.pick(payer.agreements);
    const serviceTypes: ServiceType[] = rng.sample(
      SERVICE_TYPES,
      rng.weighted([
        [1, 75],
        [2, 25],
      ] as const),
    );
    const person = patient(rng, plan);
    const invoice = `${plan.invoicePrefix}-${pad(plan.firstInvoice + i, 7)}`;
    const event = `EV-${plan.country}-${pad(1_000_000 + i, 8)}`;
    const required = rng.weighted([
      [0, 10],
      [1, 10],
      [2, 20],
      [3, 25],
      [4, 20],
      [5, 10],
      [6, 5],
    ] as const);
    const uploaded = rng.chance(0.55) ? required : rng.int(0, Math.max(0, required - 1));
    const missing = rng.sample(SUPPORT_CODES, required - uploaded);
    const received = frng.sample(
      SUPPORT_CODES.filter((code) => !missing.includes(code)),
      uploaded,
    );
    const responsible = rng.chance(0.8) ? rng.pick(cat.responsibles) : null;
    const reassignedFrom = earlier.length > 0 && rng.chance(0.03) ? rng.pick(earlier) : null;
    const parent = status === "NON_PROCESSABLE" && earlier.length > 0 ? rng.pick(earlier) : null;
    const multiEvent = rng.chance(0.08);
    const [costCode, costName] = rng.pick(COST_CENTERS);
    const month = new Date(createdMs).toISOString().slice(0, 7).replace("-", "");
    const grouped = ["PACKAGE_GENERATED", "SENT", "SETTLED", "SEND_ERROR"].includes(status ?? "");
    const invoiced = status !== null && !["IN_PROGRESS", "PRE_INVOICED"].includes(status);
    const hospital = serviceTypes.includes("HOSPITALIZACION");

    const minCents = plan.minAmount * 100 + 100;
    const maxCents = plan.maxAmount * 100 - 100;
    const target = Math.round(
      Math.exp(Math.log(minCents) + rng.next() * (Math.log(maxCents) - Math.log(minCents))),
    );
    const chargeCount = rng.weighted([
      [1, 30],
      [2, 30],
      [3, 20],
      [4, 12],
      [5, 8],
    ] as const);
    const split = splitAmount(rng, target, chargeCount);
    let totalCents = 0;
    split.forEach(([quantity, unitCents], line) => {
      const serviceType = rng.pick(serviceTypes);
      const [code, description] = rng.pick(BILLABLE_ITEMS[serviceType]);
      const [diagnosisCode, diagnosisName] = rng.pick(DIAGNOSES);
      const chargeRequired = rng.int(0, 2);
      const chargeUploaded = rng.chance(0.6) ? chargeRequired : rng.int(0, chargeRequired);
      totalCents += unitCents * quantity;
      const chargeId = rng.uuid();
      const codes = frng.sample(SUPPORT_CODES, chargeRequired);
      codes.forEach((fileCode, k) =>
        files.push(
          supportFile(id, invoice, "CHARGE", k < chargeUploaded ? "RECEIVED" : "PENDING", fileCode, eventMs, {
            id: chargeId,
            code,
            description,
          }),
        ),
      );
      charges.push({
        id: chargeId,
        account_id: id,
        line_number: line + 1,
        code,
        description,
        quantity,
        amount: unitCents / 100,
        total_amount: (unitCents * quantity) / 100,
        service_type: serviceType,
        diagnosis_code: diagnosisCode,
        diagnosis_name: diagnosisName,
        provider_product_code: `PP-${code}`,
        required_support_documents: chargeRequired,
        uploaded_support_documents: chargeUploaded,
        required_support_documents_completed: chargeUploaded === chargeRequired,
        created_at: iso(eventMs + rng.int(0, 36 * 3_600) * 1000),
        origin_event_creation_date_time: iso(eventMs),
      });
    });

    if (i % 150 === 11) {
      // Some accounts have hundreds of charges (long hospital stays).
      const extra = frng.int(150, 400);
      const unitMax = plan.country === "BR" ? 40_000 : 8_000_000;
      for (let k = 0; k < extra; k++) {
        const serviceType = frng.pick(serviceTypes);
        const [code, description] = frng.pick(BILLABLE_ITEMS[serviceType]);
        const [diagnosisCode, diagnosisName] = frng.pick(DIAGNOSES);
        const unitCents = frng.int(unitMax / 100, unitMax);
        const quantity = frng.int(1, 3);
        totalCents += unitCents * quantity;
        charges.push({
          id: frng.uuid(),
          account_id: id,
          line_number: chargeCount + k + 1,
          code,
          description,
          quantity,
          amount: unitCents / 100,
          total_amount: (unitCents * quantity) / 100,
          service_type: serviceType,
          diagnosis_code: diagnosisCode,
          diagnosis_name: diagnosisName,
          provider_product_code: `PP-${code}`,
          required_support_documents: 0,
          uploaded_support_documents: 0,
          required_support_documents_completed: true,
          created_at: iso(eventMs + frng.int(0, 20 * 86_400) * 1000),
          origin_event_creation_date_time: iso(eventMs),
        });
      }
    }
    const row: SeedRow = {
      id,
      provider_slug: plan.slug,
      invoice_number: invoice,
      healthcare_plan_coverage: rng.chance(0.75) ? "PBS" : "NPBS",
      origin_event_id: event,
      parent_event_id: parent ? parent.event : null,
      child_events: multiEvent ? Array.from({ length: rng.int(1, 3) }, (_, k) => `${event}-${k + 1}`) : [],
      created_at: iso(createdMs),
      origin_event_creation_date_time: iso(eventMs),
      invoice_date_time: invoiced ? iso(createdMs + rng.int(0, 72 * 3_600) * 1000) : null,
      payer_slug: payer.slug,
      payer_name: payer.name,
      invoice_amount: totalCents / 100,
      currency_code: plan.currency,
      required_support_documents: required,
      uploaded_support_documents: uploaded,
      required_support_documents_completed: uploaded === required,
      missing_support_codes: missing,
      agreement_code: agreement.code,
      agreement_name: agreement.name,
      agreement_plan_type: rng.pick(cat.planTypes),
      status,
      service_types: serviceTypes,
      service_type_name: serviceTypes[0],
      executor_service: rng.pick(cat.executors),
      invoice_source: rng.weighted(cat.sources.map((s, k) => [s, k === 0 ? 6 : 2] as const)),
      multiple_patient_account: rng.chance(0.05),
      multiple_event_same_patient_account: multiEvent,
      regime:
        plan.country === "BR"
          ? "SAUDE_SUPLEMENTAR"
          : rng.weighted([
              ["CONTRIBUTIVO", 60],
              ["SUBSIDIADO", 35],
              ["ESPECIAL", 5],
            ] as const),
      patient_id: person.number,
      patient_name: person.name,
      patient_document_type: person.type,
      patient_document_number: person.number,
      responsible_email_address: responsible ? responsible[0] : null,
      responsible_name: responsible ? responsible[1] : null,
      reassigned_account: reassignedFrom !== null,
      reassigned_account_id: reassignedFrom ? reassignedFrom.id : null,
      reassigned_invoice_number: reassignedFrom ? reassignedFrom.invoice : null,
      rip_cuv_files_completed: rng.chance(0.7),
      cost_center_name: costName,
      cost_center_code: costCode,
      settlement_group_id: grouped ? `SG-${month}-${payer.prefix}` : null,
      origin_invoice_group_id: grouped ? `OIG-${month}-${payer.prefix}` : null,
      settlement_number: status === "SENT" || status === "SETTLED" ? `RAD-${month}-${payer.prefix}` : null,
      external_id: `EXT-${rng.digits(9)}`,
      authorization_id: rng.chance(0.7) ? `AUT-${plan.country}-${rng.digits(8)}` : null,
      invoice_origin_provider_branch_name: plan.branch,
      concurrent_audit_required: hospital ? rng.chance(0.3) : rng.chance(0.03),
      has_unconfigured_products: rng.chance(0.04),
      last_change_reason: status === "ERROR" || status === "SEND_ERROR" ? rng.pick(ERROR_REASONS) : null,
      build_state: buildStateOf(status),
      package_generated_at: buildStateOf(status) === "GENERATED" ? iso(createdMs + 86_400_000) : null,
    };
    accounts.push(row);
    for (const code of received)
      files.push(supportFile(id, invoice, "ACCOUNT", "RECEIVED", code, createdMs, null));
    for (const code of missing)
      files.push(supportFile(id, invoice, "ACCOUNT", "PENDING", code, createdMs, null));
    if (frng.chance(0.3)) {
      files.push(supportFile(id, invoice, "ACCOUNT", "GENERAL", frng.pick(SUPPORT_CODES), createdMs, null));
    }
    if (multiEvent) {
      files.push(
        supportFile(id, invoice, "EVENT", "GENERAL", frng.pick(["HC", "EPI", "OM"]), createdMs, null),
      );
    }
    const lastChangeReason = row.last_change_reason as string | null;
    const concurrent = row.concurrent_audit_required as boolean;
    if (lastChangeReason || status === "NON_PROCESSABLE") {
      logs.push({
        id: frng.uuid(),
        account_id: id,
        from_status: status === "SEND_ERROR" ? "SENT" : status === "ERROR" ? "INVOICED" : null,
        to_status: status,
        reason_of_change:
          lastChangeReason ?? `Evento hijo de la cuenta ya facturada ${parent ? parent.invoice : ""}`.trim(),
        changed_by: "system",
        changed_at: iso(Math.min(createdMs + frng.int(3_600, 5 * 86_400) * 1000, REFERENCE_DATE_MS - 60_000)),
      });
    }
    if (status !== null && AUDITED_STATUSES.includes(status)) {
      const n = frng.int(1, 3);
      for (let k = 0; k < n; k++) {
        const [email, name] = frng.pick(auditors);
        const at = iso(
          Math.min(createdMs + (k + 1) * frng.int(3_600, 86_400) * 1000, REFERENCE_DATE_MS - 60_000),
        );
        const onCharge = k > 0 && frng.chance(0.5);
        comments.push({
          id: frng.uuid(),
          account_id: id,
          charge_id: onCharge ? (charges[charges.length - 1].id as string) : null,
          audit_type: concurrent && frng.chance(0.5) ? "CONCURRENT" : "PRE_AUDIT",
          category: onCharge ? "CHARGE" : "GENERAL",
          comment: frng.pick(COMMENTS),
          private_comment: frng.chance(0.2),
          beneficiary_comment: true,
          resolved: status !== "PENDING_AUDIT" || frng.chance(0.3),
          author_name: name,
          author_email: email,
          created_at: at,
          updated_at: at,
        });
      }
    }

    earlier.push({ id, invoice, event });
    if (accounts.length >= CHUNK) await flush();
  }
  await flush();
  if (plan.slug === "clinica-andina-co" && earlier.length > 0) {
    await seedAccountRestrictions(handle, earlier[0].id);
  }
}

/**
 * Restrictions on one account (001 §7 restricted-events, support-file-restrictions): on the first
 * clinica-andina-co account (invoice FE-0012345), rcm-editor may not replace or delete documents
 * nor touch the clinical history (HC); rcm-editor-with-audit may not complete its audit.
 */
async function seedAccountRestrictions(handle: DbHandle, accountId: string): Promise<void> {
  const demo = readDemoUsers();
  const idOf = (kind: string) => demoUserId(demo.findIndex((u) => u.kind === kind));
  await insertRows(handle, "account_restricted_events", [
    { account_id: accountId, user_id: idOf("rcm-editor"), restricted_event: "REPLACE_DOCUMENT" },
    { account_id: accountId, user_id: idOf("rcm-editor"), restricted_event: "DELETE_DOCUMENT" },
    { account_id: accountId, user_id: idOf("rcm-editor-with-audit"), restricted_event: "COMPLETE_AUDIT" },
  ]);
  await insertRows(handle, "account_support_file_restrictions", [
    { account_id: accountId, user_id: idOf("rcm-editor"), file_code: "HC" },
  ]);
}
