/**
 * The beneficiaries of the beneficiary lookup (issue 20 §7 "at least 100,000 beneficiaries with
 * dependents"; 000 §3 "Beneficiary result"): the demo families that a demo and the e2e tests type
 * (documented in sandbox/README.md, "The claims desk"), then about 100,000 holders and dependents
 * made by one SQL statement (`generate_series` with deterministic integer mixing, no random draw),
 * so the bulk costs a statement, not 100,000 JavaScript rows.
 */
import type { DbHandle } from "../db/client";
import { SPONSORS } from "./catalogues";
import { insertRows, type SeedRow } from "./insert";
import { DOMINICAN_FIRST_NAMES, DOMINICAN_LAST_NAMES } from "./names";
import { sponsorProfile } from "./sponsor-plans";

/** The first id of the bulk (the drawn beneficiaries are 1..300, the demo families 301..399). */
export const BULK_FIRST_ID = 1001;

/** A demo family member: [name, document type, document id, date of birth, sex, email, phone, status]. */
type Member = readonly [
  string,
  string,
  string,
  string,
  "female" | "male",
  string | null,
  string | null,
  string,
];

/** A demo family: sponsor, plan index, member code number and members (the holder first). */
interface DemoFamily {
  sponsor: string;
  plan: number;
  number: number;
  members: readonly Member[];
}

/**
 * The demo families, one per sponsor (README "The claims desk" lists what to type). do-universal's
 * spouse has neither email nor phone and do-humano's holder no phone (`data_update_required`);
 * each family has an INACTIVE member but do-senasa's.
 */
export const DEMO_FAMILIES: readonly DemoFamily[] = [
  {
    sponsor: "do-universal",
    plan: 1,
    number: 1,
    members: [
      [
        "Juan Carlos Pérez Reyes",
        "NATIONAL_ID",
        "001-1234567-8",
        "1980-05-14",
        "male",
        "juan.perez@correo.example.do",
        "8095550111",
        "ACTIVE",
      ],
      [
        "María Altagracia Santos de Pérez",
        "NATIONAL_ID",
        "001-7654321-0",
        "1983-09-22",
        "female",
        null,
        null,
        "ACTIVE",
      ],
      [
        "Ana Sofía Pérez Santos",
        "NATIONAL_ID",
        "402-1111111-1",
        "2012-09-03",
        "female",
        null,
        null,
        "ACTIVE",
      ],
      [
        "Luis Miguel Pérez Santos",
        "NATIONAL_ID",
        "402-2222222-2",
        "2000-01-20",
        "male",
        "luis.perez@correo.example.do",
        "8295550112",
        "INACTIVE",
      ],
    ],
  },
  {
    sponsor: "do-primera",
    plan: 0,
    number: 2,
    members: [
      [
        "Rosa Elena Martínez Gómez",
        "NATIONAL_ID",
        "031-2345678-9",
        "1975-11-02",
        "female",
        "rosa.martinez@correo.example.do",
        "8095550121",
        "ACTIVE",
      ],
      [
        "Pedro Antonio Díaz Martínez",
        "NATIONAL_ID",
        "031-3456789-0",
        "2005-06-18",
        "male",
        null,
        "8495550122",
        "INACTIVE",
      ],
    ],
  },
  {
    sponsor: "do-humano",
    plan: 1,
    number: 3,
    members: [
      [
        "Carlos Manuel Fernández Ureña",
        "NATIONAL_ID",
        "223-3456789-0",
        "1968-03-30",
        "male",
        "carlos.fernandez@correo.example.do",
        null,
        "ACTIVE",
      ],
      [
        "Carmen Luisa Ureña de Fernández",
        "NATIONAL_ID",
        "223-4567890-1",
        "1970-12-12",
        "female",
        "carmen.urena@correo.example.do",
        "8095550132",
        "ACTIVE",
      ],
      [
        "Miguel Ángel Fernández Ureña",
        "NATIONAL_ID",
        "223-5678901-2",
        "1995-04-09",
        "male",
        null,
        null,
        "SUSPENDED",
      ],
    ],
  },
  {
    sponsor: "do-senasa",
    plan: 0,
    number: 4,
    members: [
      [
        "Yolanda Mercedes Jiménez Castillo",
        "NATIONAL_ID",
        "047-4567890-1",
        "1990-07-07",
        "female",
        "yolanda.jimenez@correo.example.do",
        "8095550141",
        "ACTIVE",
      ],
      ["Daniel Jiménez Castillo", "NATIONAL_ID", "047-5678901-2", "2016-02-29", "male", null, null, "ACTIVE"],
    ],
  },
  {
    sponsor: "us-umbrella-corporation",
    plan: 1,
    number: 5,
    members: [
      [
        "John Michael Carter",
        "PASSPORT",
        "US5678901",
        "1972-08-15",
        "male",
        "john.carter@mail.example.com",
        "13055550151",
        "ACTIVE",
      ],
      ["Emily Rose Carter", "PASSPORT", "US5678902", "2010-10-10", "female", null, null, "INACTIVE"],
    ],
  },
  {
    sponsor: "mx-gnp",
    plan: 0,
    number: 6,
    members: [
      [
        "Guadalupe Hernández López",
        "TAX_ID",
        "HELG850312AB1",
        "1985-03-12",
        "female",
        "guadalupe.hernandez@correo.example.mx",
        "5255550161",
        "ACTIVE",
      ],
      ["Diego Ramírez Hernández", "TAX_ID", "RAHD120704CD2", "2012-07-04", "male", null, null, "INACTIVE"],
    ],
  },
];

/** The rows of the demo families (ids 301 on, ten per family). */
export function demoFamilyRows(): SeedRow[] {
  return DEMO_FAMILIES.flatMap((family, f) => {
    const profile = sponsorProfile(family.sponsor);
    const plan = profile.plans[family.plan];
    const holderId = 301 + f * 10;
    const code = `${profile.memberPrefix}-${String(family.number).padStart(8, "0")}`;
    return family.members.map(([name, type, document, born, sex, email, phone, status], d) => ({
      id: holderId + d,
      sponsor_slug: family.sponsor,
      name,
      identity_document_type: type,
      identity_document_id: document,
      member_code: d === 0 ? code : `${code}-${String(d).padStart(2, "0")}`,
      date_of_birth: born,
      sex,
      email,
      phone,
      owner: d === 0,
      owner_id: d === 0 ? null : holderId,
      status,
      plan_code: plan.code,
      plan_name: plan.name,
      coverage_plan: plan.coverage_plan,
      currency_code: profile.currency,
    }));
  });
}

/**
 * One 32-bit mix of a bigint SQL expression (a multiply-xorshift hash; every product stays under
 * 2^63, so it runs alike on PGlite and PostgreSQL).
 */
function mix(expression: string, salt: number): string {
  const a = `((${expression}) * 1597334677 + ${salt}) % 4294967296`;
  const b = `(((${a}) # ((${a}) >> 15)) * 1103515245) % 4294967296`;
  return `((${b}) # ((${b}) >> 13))`;
}

/** The statement of the bulk; parameters in {@link bulkParameters}. */
function bulkStatement(): string {
  const nationalId = (hash: string) =>
    `lpad(((${hash} >> 3) % 402 + 1)::text, 3, '0') || '-' || lpad(((id * 3779119) % 10000000)::text, 7, '0') || '-' || (id % 10)::text`;
  const documentId = (hash: string) => `CASE doc_type
      WHEN 'PASSPORT' THEN ($11::text[])[(${hash} >> 5) % 3 + 1] || lpad(((id * 3779119) % 10000000)::text, 7, '0')
      WHEN 'TAX_ID' THEN '1' || lpad(((id * 3779119) % 10000000)::text, 8, '0')
      WHEN 'SOCIAL_SECURITY' THEN 'NSS-' || lpad(((id * 7919) % 1000000000)::text, 9, '0')
      ELSE ${nationalId(hash)} END`;
  const docType = (hash: string) =>
    `CASE WHEN (${hash} >> 16) % 100 < 70 THEN 'NATIONAL_ID' WHEN (${hash} >> 16) % 100 < 80 THEN 'PASSPORT'
      WHEN (${hash} >> 16) % 100 < 88 THEN 'SOCIAL_SECURITY' WHEN (${hash} >> 16) % 100 < 94 THEN 'TAX_ID'
      ELSE 'ELECTORAL_REGISTRY' END`;
  const firstName = (hash: string, sex: string) =>
    `CASE WHEN ${sex} = 'female' THEN ($3::text[])[(${hash} >> 5) % cardinality($3::text[]) + 1]
      ELSE ($4::text[])[(${hash} >> 5) % cardinality($4::text[]) + 1] END`;
  const lastName = (hash: string, shift: number) =>
    `($5::text[])[(${hash} >> ${shift}) % cardinality($5::text[]) + 1]`;
  const email = `translate(lower(split_part(name, ' ', 1) || '.' || split_part(name, ' ', 2)), 'áéíóúñü ', 'aeiounu') || (id % 97)::text || '@correo.example.do'`;
  const phone = (hash: string) =>
    `($12::text[])[(${hash} >> 7) % 3 + 1] || lpad(((id * 7907) % 10000000)::text, 7, '0')`;
  return `
WITH families AS (
  SELECT f, ${BULK_FIRST_ID} + 4 * f AS id, ${mix("f", 101)} AS ha, ${mix("f", 202)} AS hb
    FROM generate_series(0::bigint, $1::bigint - 1) AS f
), holders AS (
  SELECT *, ($2::int[])[ha % 10 + 1] AS s, CASE WHEN (ha >> 4) % 2 = 0 THEN 'female' ELSE 'male' END AS sex,
         ((hb >> 12) % (67 * 365) + 18 * 365)::int AS age_days, ${docType("hb")} AS doc_type,
         ((ha >> 20) % 4)::int AS dependents
    FROM families
), named AS (
  SELECT *, ${firstName("ha", "sex")} || ' ' || ${lastName("hb", 0)} || ' ' || ${lastName("hb", 8)} AS name,
         ${lastName("hb", 0)} AS last1,
         ($7::int[])[s] + ((ha >> 24) % ($8::int[])[s])::int AS p
    FROM holders
), holder_rows AS (
  SELECT id, s, p, name, last1, doc_type, ${documentId("hb")} AS document, sex, age_days, f, ha, hb, dependents,
         CASE WHEN (hb >> 20) % 100 < 90 THEN 'ACTIVE' WHEN (hb >> 20) % 100 < 96 THEN 'INACTIVE' ELSE 'SUSPENDED' END AS status
    FROM named
), dependent_base AS (
  SELECT h.id + d AS id, h.id AS holder_id, h.s, h.p, h.status AS holder_status, h.last1 AS holder_last1, h.f, d,
         h.age_days AS holder_age, ${mix("(h.id + d)", 303)} AS hc
    FROM holder_rows h CROSS JOIN LATERAL generate_series(1::bigint, h.dependents) AS d
), dependents AS (
  SELECT *, CASE WHEN (hc >> 4) % 2 = 0 THEN 'female' ELSE 'male' END AS sex, ${docType("hc")} AS doc_type,
         CASE WHEN d = 1 THEN greatest(holder_age + ((hc >> 9) % 3650)::int - 1825, 18 * 365)
              ELSE ((hc >> 9) % least(greatest(holder_age - 18 * 365, 365), 25 * 365))::int END AS age_days
    FROM dependent_base
), dependent_rows AS (
  SELECT *, ${firstName("hc", "sex")} || ' ' ||
           CASE WHEN d = 1 THEN ${lastName("hc", 11)} || ' ' || ${lastName("hc", 19)}
                ELSE holder_last1 || ' ' || ${lastName("hc", 11)} END AS name
    FROM dependents
)
INSERT INTO beneficiaries (id, sponsor_slug, name, identity_document_type, identity_document_id, member_code,
  date_of_birth, sex, email, phone, owner, owner_id, status, plan_code, plan_name, coverage_plan, currency_code)
SELECT id, ($6::text[])[s], name, doc_type, document,
       ($9::text[])[s] || '-' || lpad((30000000 + f)::text, 8, '0'),
       DATE '2026-11-01' - age_days::int, sex,
       CASE WHEN (ha >> 9) % 10 < 8 THEN ${email} END,
       CASE WHEN (ha >> 13) % 100 < 85 THEN ${phone("ha")} END,
       true, NULL::int, status, ($13::text[])[p], ($14::text[])[p], ($15::text[])[p], ($10::text[])[s]
  FROM holder_rows
UNION ALL
SELECT id, ($6::text[])[s], name, doc_type, ${documentId("hc")},
       ($9::text[])[s] || '-' || lpad((30000000 + f)::text, 8, '0') || '-' || lpad(d::text, 2, '0'),
       DATE '2026-11-01' - age_days::int, sex,
       CASE WHEN (hc >> 3) % 10 < 5 THEN ${email} END,
       CASE WHEN (hc >> 14) % 10 < 5 THEN ${phone("hc")} END,
       false, holder_id::int,
       CASE WHEN holder_status <> 'ACTIVE' THEN holder_status WHEN (hc >> 24) % 20 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END,
       ($13::text[])[p], ($14::text[])[p], ($15::text[])[p], ($10::text[])[s]
  FROM dependent_rows`;
}

/** The parameters $1..$15 of {@link bulkStatement}. */
function bulkParameters(families: number): unknown[] {
  const slugs = SPONSORS.map((s) => s.slug);
  const profiles = slugs.map((slug) => sponsorProfile(slug));
  const planStart: number[] = [];
  const plans = profiles.flatMap((profile) => {
    planStart.push(
      planStart.length === 0
        ? 1
        : planStart[planStart.length - 1] + profiles[planStart.length - 1].plans.length,
    );
    return profile.plans;
  });
  // Weights of the drawn beneficiaries: the four Dominican sponsors twice as often as the others.
  const weights = [1, 1, 2, 2, 3, 3, 4, 4, 5, 6];
  return [
    families,
    weights,
    [...DOMINICAN_FIRST_NAMES.female],
    [...DOMINICAN_FIRST_NAMES.male],
    [...DOMINICAN_LAST_NAMES],
    slugs,
    planStart,
    profiles.map((p) => p.plans.length),
    profiles.map((p) => p.memberPrefix),
    profiles.map((p) => p.currency),
    ["RD", "SC", "PA"],
    ["809", "829", "849"],
    plans.map((p) => p.code),
    plans.map((p) => p.name),
    plans.map((p) => p.coverage_plan),
  ];
}

/**
 * Inserts the demo families and `families` bulk families (holder plus 0–3 dependents, about 2.5
 * people each; ids from {@link BULK_FIRST_ID}, four per family). About 90 % of holders are ACTIVE,
 * 6 % INACTIVE and 4 % SUSPENDED (dependents follow, and 5 % of active ones are INACTIVE); 20 % of
 * holders have no email and 15 % no phone, half the dependents neither.
 */
export async function seedBeneficiaryFamilies(handle: DbHandle, families: number): Promise<void> {
  const demo = demoFamilyRows();
  await insertRows(
    handle,
    "beneficiaries",
    demo.filter((row) => row.owner),
  );
  await insertRows(
    handle,
    "beneficiaries",
    demo.filter((row) => !row.owner),
  );
  if (families > 0) await handle.query(bulkStatement(), bulkParameters(families));
}
