/**
 * Seeded prescriptions (issue 21 §2, §4; docs/decisions.md "Prescriptions and dispensing"): a few
 * claims-desk authorization requests of medicines, made as the new-authorization flow makes them
 * (a request, its job COMPLETED, one authorization with the sponsor's deterministic answer of
 * sandbox/lib/adjudication.ts), so that the demo and the tests have prescriptions to open at
 * `/prescriptions/{id}` without walking the flow. Fixed ids (requests 4701–4704, below the
 * requests' identity start 5001; authorizations 860,001–, apart from the seeded claims' and the
 * 900,001– the desk's requests make), fixed dates, no randomness.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import type { DbHandle } from "../../db/client";
import { authorizations, beneficiaries, jobs, provider_branches } from "../../db/schema";
import { claims_desk_authorizations } from "../../db/schema-claims-desk";
import { adjudicate, costSharingOf } from "../../lib/adjudication";
import { REQUEST_JOB_KIND } from "../arc/v2-requests/shared";

/** The demo provider of the claims desk. */
const PRESCRIBING_PROVIDER = "clinica-central-do";

interface SeededPrescription {
  id: number;
  sponsor: string;
  transactionType: "PRESCRIPTION_DRUGS" | "AUTOMATIC_DISPENSATION";
  /** Another provider's (for the 403). */
  otherProvider?: boolean;
  /** Name, code (its last digit leads the sponsor's answer: 9 REJECTED, 7 MANUAL_APPROVAL_REQUIRED) and quantity. */
  products: [string, string, number][];
}

/**
 * The seeded prescriptions: 4701 do-senasa with a REJECTED product; 4702 do-primera, the sponsor
 * with automatic dispensation (AUTOMATIC_DISPENSATION); 4703 do-universal with a product awaiting
 * manual approval; 4704 of another provider.
 */
const SEEDED_PRESCRIPTIONS: readonly SeededPrescription[] = [
  {
    id: 4701,
    sponsor: "do-senasa",
    transactionType: "PRESCRIPTION_DRUGS",
    products: [
      ["Amoxicilina 500 mg cápsula", "RX-AMOX-500", 2],
      ["Loratadina 10 mg tableta", "RX-LORA-109", 1],
      ["Ibuprofeno 400 mg tableta", "RX-IBUP-400", 3],
    ],
  },
  {
    id: 4702,
    sponsor: "do-primera",
    transactionType: "AUTOMATIC_DISPENSATION",
    products: [
      ["Metformina 850 mg tableta", "RX-METF-850", 2],
      ["Losartán 50 mg tableta", "RX-LOSA-050", 1],
    ],
  },
  {
    id: 4703,
    sponsor: "do-universal",
    transactionType: "PRESCRIPTION_DRUGS",
    products: [
      ["Omeprazol 20 mg cápsula", "RX-OMEP-020", 1],
      ["Insulina glargina 100 UI/ml", "RX-INSU-107", 1],
    ],
  },
  {
    id: 4704,
    sponsor: "do-senasa",
    transactionType: "PRESCRIPTION_DRUGS",
    otherProvider: true,
    products: [["Paracetamol 500 mg tableta", "RX-PARA-500", 1]],
  },
];

const SEEDED_AT = new Date("2026-11-20T14:00:00Z");
const FIRST_AUTHORIZATION_ID = 860_001;

/** Inserts {@link SEEDED_PRESCRIPTIONS} (the service module's seed). */
export async function seedPrescriptions(handle: DbHandle): Promise<void> {
  const db = handle.db;
  const branchOf = async (own: boolean) => {
    const [branch] = await db
      .select({ id: provider_branches.id, provider_slug: provider_branches.provider_slug })
      .from(provider_branches)
      .where(
        own
          ? eq(provider_branches.provider_slug, PRESCRIBING_PROVIDER)
          : ne(provider_branches.provider_slug, PRESCRIBING_PROVIDER),
      )
      .orderBy(asc(provider_branches.id))
      .limit(1);
    return branch;
  };
  const branches = { own: await branchOf(true), other: await branchOf(false) };
  let authorizationId = FIRST_AUTHORIZATION_ID;
  for (const p of SEEDED_PRESCRIPTIONS) {
    const branch = p.otherProvider ? branches.other : branches.own;
    const [person] = await db
      .select()
      .from(beneficiaries)
      .where(and(eq(beneficiaries.sponsor_slug, p.sponsor), eq(beneficiaries.status, "ACTIVE")))
      .orderBy(asc(beneficiaries.id))
      .limit(1);
    if (!branch || !person) continue;
    const products = p.products.map(([, code, quantity]) => ({
      product_type_slug: "MEDICINE",
      quantity,
      provider_product_code: code,
    }));
    const jobId = `00000000-0000-4000-8000-00000000${p.id}`;
    await db.insert(jobs).values({
      id: jobId,
      kind: REQUEST_JOB_KIND,
      provider_slug: branch.provider_slug,
      user_id: null,
      status: "COMPLETED",
      steps: 1,
      polls: 1,
      total: 1,
      processed: 1,
      result: { authorizations: 1 },
      created_at: SEEDED_AT,
      updated_at: SEEDED_AT,
    });
    const payload = {
      transaction_type: p.transactionType,
      provider_branch_id: branch.id,
      beneficiary_id: person.id,
      sponsor_slug: p.sponsor,
      products,
    };
    await handle.query(
      `INSERT INTO v2_authorization_requests (id, provider_slug, sponsor_slug, beneficiary_id, payload, job_id, created_by, created_at, completed_at)
       OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, 'seed', $7, $7)`,
      [
        p.id,
        branch.provider_slug,
        p.sponsor,
        person.id,
        JSON.stringify(payload),
        jobId,
        SEEDED_AT.toISOString(),
      ],
    );
    const sharing = costSharingOf(person.plan_code, person.coverage_plan);
    const { products: results, amounts } = adjudicate(products, sharing);
    await db.insert(authorizations).values({
      id: authorizationId,
      authorization_code: `RX-${p.id}-1`,
      provider_slug: branch.provider_slug,
      provider_branch_id: branch.id,
      sponsor_slug: p.sponsor,
      beneficiary_id: person.id,
      coverage_type: p.transactionType,
      status: results.some((r) => r.result === "APPROVED") ? "READY" : "REJECTED",
      sponsor_transaction_id: `TX-${p.id}-1`,
      amount: amounts.amount,
      currency_code: person.currency_code,
      is_required_external_sponsor_validations: results.some((r) => r.result === "MANUAL_APPROVAL_REQUIRED"),
      created_at: SEEDED_AT,
    });
    await db.insert(claims_desk_authorizations).values({
      authorization_id: authorizationId,
      request_id: p.id,
      transaction_type: p.transactionType,
      product_type: "MEDICINE",
      products: results.map((r, i) => ({ ...r, product_name: p.products[i][0] })),
      diagnoses: [{ coding_system: "ICD-10", code: "Z00.0", type: "PRINCIPAL" }],
      treatments: [],
      doctor: {
        license_number: "EXQ-20456",
        name: "Dra. Carmen Rosario",
        specialty: "medicina-general",
        country_code: "DO",
        illness_onset: "2026-11-18",
      },
      biometric_reading_id: null,
      copayment: amounts.copayment,
      coinsurance_percent: amounts.coinsurance_percent,
      total_to_pay: amounts.total_to_pay,
      required_documents: [],
    });
    authorizationId += 1;
  }
}
