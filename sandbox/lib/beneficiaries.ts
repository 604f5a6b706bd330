/**
 * Beneficiaries as the claims desk sees them (000 §3 "Beneficiary result"; docs/api-contract.md
 * "Beneficiary lookup", "Plans"): the result shape shared by the search and the plans calls, and a
 * family (the holder and the dependents) read by member ids.
 */
import { asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { beneficiaries, sponsors } from "../db/schema";

/** A beneficiaries row. */
export type BeneficiaryRow = typeof beneficiaries.$inferSelect;

/** A beneficiary result on the wire (snake_case; age in whole years at `now`). */
export interface BeneficiaryResult {
  id: number;
  name: string;
  /** YYYY-MM-DD. */
  date_of_birth: string;
  identity_document_type: string;
  identity_document_id: string;
  /** True for the holder, false for a dependent (000 §3 "owner or dependent"). */
  owner: boolean;
  /** The holder's id for a dependent, null for a holder. */
  owner_id: number | null;
  /** MALE or FEMALE (000 §9 "Genders: male, female"; stored lower-case). */
  sex: string;
  age: number;
  status: string;
  currency_code: string;
  member_code: string;
}

/** Whole years between a YYYY-MM-DD date of birth and `now` (UTC). */
export function ageAt(dateOfBirth: string, now: Date): number {
  const [year, month, day] = dateOfBirth.split("-").map(Number);
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return Math.max(age, 0);
}

/** The wire shape of a row. */
export function beneficiaryResult(row: BeneficiaryRow, now: Date): BeneficiaryResult {
  return {
    id: row.id,
    name: row.name,
    date_of_birth: row.date_of_birth,
    identity_document_type: row.identity_document_type,
    identity_document_id: row.identity_document_id,
    owner: row.owner,
    owner_id: row.owner_id,
    sex: row.sex.toUpperCase(),
    age: ageAt(row.date_of_birth, now),
    status: row.status,
    currency_code: row.currency_code,
    member_code: row.member_code,
  };
}

/**
 * The families of the given beneficiaries: each one's holder and all the holder's dependents,
 * holders first (in the order of their ids), each followed by its dependents by id.
 * @param ids beneficiaries found (holders or dependents), at most a few hundred.
 */
export async function familiesOf(db: Db, ids: readonly number[]): Promise<BeneficiaryRow[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ holder: sql<number>`coalesce(${beneficiaries.owner_id}, ${beneficiaries.id})` })
    .from(beneficiaries)
    .where(inArray(beneficiaries.id, [...ids]));
  const holders = [...new Set(found.map((row) => Number(row.holder)))];
  if (holders.length === 0) return [];
  return db
    .select()
    .from(beneficiaries)
    .where(or(inArray(beneficiaries.id, holders), inArray(beneficiaries.owner_id, holders)))
    .orderBy(
      asc(sql`coalesce(${beneficiaries.owner_id}, ${beneficiaries.id})`),
      desc(beneficiaries.owner),
      asc(beneficiaries.id),
    );
}

/** A beneficiary with its sponsor's update policy, or undefined. */
export async function beneficiaryWithSponsor(db: Db, id: number) {
  const [row] = await db
    .select({
      beneficiary: beneficiaries,
      allow_update: sponsors.allow_beneficiary_data_update,
      required: sponsors.required_beneficiary_data,
    })
    .from(beneficiaries)
    .innerJoin(sponsors, eq(sponsors.slug, beneficiaries.sponsor_slug))
    .where(eq(beneficiaries.id, id));
  return row;
}
