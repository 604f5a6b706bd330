/**
 * Claims-desk data (000 §3, §4): beneficiaries with Dominican names and documents, and
 * authorizations with their claims for clinica-central-do over the 12 months before the
 * reference date, across the six sponsors, every coverage type and every claim status; then the
 * demo families and the 100,000 beneficiaries of the beneficiary lookup (issue 20 §7;
 * beneficiary-families.ts). The first `beneficiaries` rows (ids 1..300) and the authorizations are
 * drawn as they always were (same random draws), so existing data stays as it was; their family,
 * status and plan are derived without a draw.
 */
import type { DbHandle } from "../db/client";
import { CLAIM_STATUSES, COVERAGE_TYPES } from "../lib/domain";
import { SPONSORS } from "./catalogues";
import { seedBeneficiaryFamilies } from "./beneficiary-families";
import { insertRows, withoutIndexes, type SeedRow } from "./insert";
import { DOMINICAN_FIRST_NAMES, DOMINICAN_LAST_NAMES } from "./names";
import { createRng, pad, REFERENCE_DATE_MS, SEED, type Rng } from "./prng";
import { sponsorProfile } from "./sponsor-plans";

const DAY_MS = 86_400_000;

/** Identity document types (000 §9: passport, national ID card, social security, tax id, electoral registry). */
const DOCUMENT_TYPES = [
  ["NATIONAL_ID", 70],
  ["PASSPORT", 10],
  ["SOCIAL_SECURITY", 8],
  ["TAX_ID", 6],
  ["ELECTORAL_REGISTRY", 6],
] as const;

function documentId(rng: Rng, type: string): string {
  switch (type) {
    case "PASSPORT":
      return `${rng.pick(["RD", "SC", "PA"])}${rng.digits(7)}`;
    case "TAX_ID":
      return `1${rng.digits(8)}`;
    case "SOCIAL_SECURITY":
      return `NSS-${rng.digits(9)}`;
    default:
      return `${pad(rng.int(1, 402), 3)}-${rng.digits(7)}-${rng.digits(1)}`;
  }
}

function beneficiaryRows(rng: Rng, count: number): SeedRow[] {
  return Array.from({ length: count }, (_, i) => {
    const sex = rng.chance(0.52) ? "female" : "male";
    const first = rng.pick(DOMINICAN_FIRST_NAMES[sex]);
    const last = `${rng.pick(DOMINICAN_LAST_NAMES)} ${rng.pick(DOMINICAN_LAST_NAMES)}`;
    const sponsor = rng.weighted(SPONSORS.map((s, k) => [s.slug, k < 4 ? 20 : 10] as const));
    const type = rng.weighted(DOCUMENT_TYPES);
    const born = REFERENCE_DATE_MS - rng.int(365 * 1, 365 * 88) * DAY_MS;
    const handle = `${first}.${last.split(" ")[0]}`
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z.]/g, "");
    return {
      id: 1 + i,
      sponsor_slug: sponsor,
      name: `${first} ${last}`,
      identity_document_type: type,
      identity_document_id: documentId(rng, type),
      member_code: `${sponsorProfile(sponsor).memberPrefix}-${pad(10_000 + i * 37, 8)}`,
      date_of_birth: new Date(born).toISOString().slice(0, 10),
      sex,
      email: rng.chance(0.8) ? `${handle}${rng.int(1, 99)}@correo.example.do` : null,
      phone: rng.chance(0.85) ? `809${rng.digits(7)}` : null,
      owner: rng.chance(0.7),
    };
  });
}

/**
 * Completes the drawn rows without a draw (so that every later draw stays as it was): a dependent
 * belongs to the nearest holder of its sponsor before it (else after it; with none it becomes a
 * holder); every row is ACTIVE, on a plan of its sponsor chosen by its id, in its sponsor's currency.
 */
function completeRows(people: SeedRow[]): SeedRow[] {
  return people.map((person, index) => {
    const sponsor = person.sponsor_slug as string;
    const profile = sponsorProfile(sponsor);
    const plan = profile.plans[(person.id as number) % profile.plans.length];
    const holderOf = (from: number, step: number): SeedRow | undefined => {
      for (let k = from; k >= 0 && k < people.length; k += step) {
        if (people[k].owner && people[k].sponsor_slug === sponsor) return people[k];
      }
      return undefined;
    };
    const holder = person.owner ? undefined : (holderOf(index - 1, -1) ?? holderOf(index + 1, 1));
    return {
      ...person,
      owner: person.owner || holder === undefined,
      owner_id: holder ? (holder.id as number) : null,
      status: "ACTIVE",
      plan_code: plan.code,
      plan_name: plan.name,
      coverage_plan: plan.coverage_plan,
      currency_code: profile.currency,
    };
  });
}

/** Authorization status shown next to the claim status in the list. */
function authorizationStatus(claimStatus: string): string {
  if (["VOIDED", "EXPIRED", "CANCELED"].includes(claimStatus)) return claimStatus;
  if (["ERROR", "FAILED"].includes(claimStatus)) return "ERROR";
  if (claimStatus === "IN_PROGRESS") return "IN_PROGRESS";
  return "COMPLETED";
}

const CLAIM_STATUS_WEIGHTS = CLAIM_STATUSES.map(
  (s) => [s, { COMPLETED: 30, PAID: 20, READY: 12, IN_PROGRESS: 8, VOIDED: 6 }[s as string] ?? 4] as const,
);

/**
 * Inserts beneficiaries, authorizations and claims.
 * @param beneficiaries how many drawn beneficiaries the authorizations refer to (default 300)
 * @param authorizations how many authorizations, each with one claim (default 500)
 * @param families families of the beneficiary lookup's bulk (default 40,500: about 101,000
 * beneficiaries; beneficiary-families.ts)
 */
export async function seedClaims(
  handle: DbHandle,
  beneficiaries = 300,
  authorizations = 500,
  families = 40_500,
): Promise<void> {
  const rng = createRng(SEED + 2);
  const people = beneficiaryRows(rng, beneficiaries);
  await withoutIndexes(handle, ["beneficiaries"], async () => {
    // Ordered so that a dependent's holder is inserted before it (the owner_id reference).
    const rows = completeRows(people);
    await insertRows(handle, "beneficiaries", [
      ...rows.filter((row) => row.owner),
      ...rows.filter((row) => !row.owner),
    ]);
    await seedBeneficiaryFamilies(handle, families);
  });

  const auths: SeedRow[] = [];
  const claims: SeedRow[] = [];
  for (let i = 0; i < authorizations; i++) {
    const person = people[rng.int(0, people.length - 1)];
    const created = new Date(REFERENCE_DATE_MS - rng.int(3600, 365 * 86_400) * 1000);
    // Guarantee every claim status and coverage type appears at least once.
    const claimStatus = i < CLAIM_STATUSES.length ? CLAIM_STATUSES[i] : rng.weighted(CLAIM_STATUS_WEIGHTS);
    const coverage = i < COVERAGE_TYPES.length ? COVERAGE_TYPES[i] : rng.pick(COVERAGE_TYPES);
    const total = rng.weighted([
      [0, 25],
      [1, 20],
      [2, 25],
      [3, 20],
      [4, 10],
    ] as const);
    const uploaded = rng.chance(0.55) ? total : rng.int(0, total);
    const id = 100_001 + i;
    auths.push({
      id,
      authorization_code: `AUT-${created.getUTCFullYear()}-${pad(i + 1, 6)}`,
      provider_slug: "clinica-central-do",
      provider_branch_id: rng.weighted([
        [11, 60],
        [12, 25],
        [13, 15],
      ] as const),
      sponsor_slug: person.sponsor_slug as string,
      beneficiary_id: person.id as number,
      coverage_type: coverage,
      status: authorizationStatus(claimStatus),
      sponsor_transaction_id: `TX-${rng.digits(10)}`,
      amount: rng.int(500_00, 150_000_00) / 100,
      currency_code: "DOP",
      is_required_external_sponsor_validations: rng.chance(0.1),
      reimbursement_id: rng.chance(0.08) ? `RMB-${rng.digits(8)}` : null,
      created_at: created.toISOString(),
    });
    claims.push({
      id: 500_001 + i,
      authorization_id: id,
      provider_slug: "clinica-central-do",
      claim_status: claimStatus,
      uploaded_files: uploaded,
      total_files_to_upload: total,
      created_at: created.toISOString(),
    });
  }
  await insertRows(handle, "authorizations", auths);
  await insertRows(handle, "claims", claims);
}
