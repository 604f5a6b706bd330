/**
 * Revenue-cycle accounts and charges (001 §3, §4): every account status (plus an empty status and
 * the styling-only ones), payers, agreements, service types, lookups, responsible users,
 * reassigned accounts, support-document requirements, created over the 18 months before the
 * reference date. Generated in chunks and bulk-inserted.
 */
import type { DbHandle } from "../db/client";
import { SERVICE_TYPES, type ServiceType } from "../lib/domain";
import { COST_CENTERS, SUPPORT_FILE_TYPES } from "./catalogues";
import { insertRows, type SeedRow } from "./insert";
import { seedBlobs } from "./documents";
import { createRng, pad, REFERENCE_DATE_MS, SEED } from "./prng";
import {
  ACCOUNT_PLANS,
  AUDITORS,
  buildStateOf,
  catalogueFor,
  CHUNK,
  ERROR_REASONS,
  iso,
  patient,
  pickStatus,
  SPAN_SECONDS,
  splitAmount,
  SUPPORT_CODES,
  type ProviderPlan,
} from "./account-plans";
import { supportFileMaker } from "./account-support-files";
import { pushCharges } from "./account-charges";
import { pushChangeLogAndComments, seedAccountRestrictions } from "./account-audit";

export { ACCOUNT_PLANS } from "./account-plans";

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
  const supportFile = supportFileMaker(frng, blobs, cat);

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
    const totalCents = pushCharges(
      { rng, frng, plan, supportFile, charges, files },
      { i, id, invoice, eventMs, serviceTypes, split, chargeCount },
    );
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
    pushChangeLogAndComments(
      { frng, auditors, charges, comments, logs },
      { id, row, status, createdMs, parent },
    );

    earlier.push({ id, invoice, event });
    if (accounts.length >= CHUNK) await flush();
  }
  await flush();
  if (plan.slug === "clinica-andina-co" && earlier.length > 0) {
    await seedAccountRestrictions(handle, earlier[0].id);
  }
}
