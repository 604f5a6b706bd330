/**
 * Charges of a seeded account (001 §3 "Charge") and their charge-level support files, plus the
 * hundreds of extra charges of some long hospital stays. Split out of `accounts.ts`; the random
 * draws are the same, in the same order.
 */
import type { ServiceType } from "../lib/domain";
import { BILLABLE_ITEMS, DIAGNOSES } from "./charge-catalogue";
import type { SeedRow } from "./insert";
import type { Rng } from "./prng";
import { iso, SUPPORT_CODES, type ProviderPlan } from "./account-plans";
import type { SupportFileMaker } from "./account-support-files";

/** What the charges of every account share: the sequences, the provider and the row buffers. */
export interface ChargeContext {
  rng: Rng;
  frng: Rng;
  plan: ProviderPlan;
  supportFile: SupportFileMaker;
  charges: SeedRow[];
  files: SeedRow[];
}

/** The account the charges belong to. */
export interface ChargeAccount {
  i: number;
  id: string;
  invoice: string;
  eventMs: number;
  serviceTypes: ServiceType[];
  split: [number, number][];
  chargeCount: number;
}

/** Pushes the charges (and their support files) of one account; returns their total in cents. */
export function pushCharges(ctx: ChargeContext, account: ChargeAccount): number {
  const { rng, frng, plan, supportFile, charges, files } = ctx;
  const { i, id, invoice, eventMs, serviceTypes, split, chargeCount } = account;
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
  return totalCents;
}
