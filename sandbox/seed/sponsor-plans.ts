/**
 * What each sponsor of 000 §3 offers its beneficiaries in the reference API: member-code prefix,
 * currency and plans (code, name, PBS/NPBS coverage plan; 000 §9 "Coverage plan values PBS/NPBS").
 * do-humano's plans are its categories global, platinum and conventional (000 §3). Read by the
 * beneficiaries' seed (sandbox/seed/claims.ts, beneficiary-families.ts) and the beneficiary lookup's
 * form patterns (sandbox/routes/beneficiary-lookup/).
 */

/** A sponsor's plan as the beneficiary carries it (`GET /plans/v1/beneficiaries/{id}`). */
export interface SponsorPlan {
  code: string;
  name: string;
  coverage_plan: "PBS" | "NPBS";
}

/** A sponsor's beneficiary data. */
export interface SponsorBeneficiaryProfile {
  /** Three upper-case letters opening its member codes (`UNI-00012345`, a dependent `…-01`). */
  memberPrefix: string;
  /** ISO 4217 currency of its beneficiaries. */
  currency: string;
  plans: readonly SponsorPlan[];
}

/** Per sponsor slug, in the order of SPONSORS (sandbox/seed/catalogues.ts). */
export const SPONSOR_PROFILES: Readonly<Record<string, SponsorBeneficiaryProfile>> = {
  "do-universal": {
    memberPrefix: "UNI",
    currency: "DOP",
    plans: [
      { code: "UNI-PBS", name: "Plan Básico de Salud", coverage_plan: "PBS" },
      { code: "UNI-PREMIUM", name: "Universal Premium", coverage_plan: "NPBS" },
      { code: "UNI-MAX", name: "Universal Max", coverage_plan: "NPBS" },
    ],
  },
  "do-primera": {
    memberPrefix: "PRI",
    currency: "DOP",
    plans: [
      { code: "PRI-PBS", name: "Plan Básico de Salud", coverage_plan: "PBS" },
      { code: "PRI-ORO", name: "Primera Oro", coverage_plan: "NPBS" },
    ],
  },
  "do-humano": {
    memberPrefix: "HUM",
    currency: "DOP",
    plans: [
      { code: "HUM-GLOBAL", name: "Humano Global", coverage_plan: "NPBS" },
      { code: "HUM-PLATINUM", name: "Humano Platinum", coverage_plan: "NPBS" },
      { code: "HUM-CONVENTIONAL", name: "Humano Convencional", coverage_plan: "PBS" },
    ],
  },
  "do-senasa": {
    memberPrefix: "SEN",
    currency: "DOP",
    plans: [
      { code: "SEN-SUBSIDIZED", name: "SeNaSa Subsidiado", coverage_plan: "PBS" },
      { code: "SEN-CONTRIBUTORY", name: "SeNaSa Contributivo", coverage_plan: "PBS" },
    ],
  },
  "us-umbrella-corporation": {
    memberPrefix: "UMB",
    currency: "USD",
    plans: [
      { code: "UMB-SILVER", name: "Umbrella Silver", coverage_plan: "NPBS" },
      { code: "UMB-GOLD", name: "Umbrella Gold", coverage_plan: "NPBS" },
    ],
  },
  "mx-gnp": {
    memberPrefix: "GNP",
    currency: "MXN",
    plans: [
      { code: "GNP-ESENCIAL", name: "GNP Esencial", coverage_plan: "NPBS" },
      { code: "GNP-VERSATIL", name: "GNP Versátil", coverage_plan: "NPBS" },
    ],
  },
};

/** The profile of a sponsor. @throws Error for a slug that is not a seeded sponsor. */
export function sponsorProfile(slug: string): SponsorBeneficiaryProfile {
  const profile = SPONSOR_PROFILES[slug];
  if (!profile) throw new Error(`no beneficiary profile for sponsor ${slug}`);
  return profile;
}
