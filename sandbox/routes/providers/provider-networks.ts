/**
 * The seeded rows of the providers service (issue 20 §7): each sponsor's provider network (the
 * demo claims-desk provider clinica-central-do works with all six sponsors of 000 §3; the other
 * members are clinics, laboratories and pharmacies that do not use the portal) and what each
 * transaction type of 000 §9 covers for clinica-central-do and each sponsor. Two combinations are
 * disabled so that the portal can show it: do-senasa's MEDICAL_PROCEDURES and
 * us-umbrella-corporation's PRESCRIPTION_DRUGS; AUTOMATIC_DISPENSATION is enabled only for a sponsor
 * with automatic dispensation (do-primera). Deterministic, no random draw.
 */
import type { DbHandle } from "../../db/client";
import { PROVIDERS, SPONSORS } from "../../seed/catalogues";
import { insertRows, type SeedRow } from "../../seed/insert";

/** Transaction types (000 §9 "Authorization transactionType values"). */
export const TRANSACTION_TYPES = [
  "OUTPATIENT_CARE",
  "MEDICAL_PROCEDURES",
  "DIAGNOSTIC_TESTS",
  "PRESCRIPTION_DRUGS",
  "AUTOMATIC_DISPENSATION",
] as const;

/** The product types each transaction type covers and whether it needs a prescription (000 §5, §9). */
const COVERAGE: Record<
  (typeof TRANSACTION_TYPES)[number],
  { product_types: string[]; requires_prescription: boolean }
> = {
  OUTPATIENT_CARE: { product_types: ["outpatient-consultation"], requires_prescription: false },
  MEDICAL_PROCEDURES: { product_types: ["medical-procedure"], requires_prescription: true },
  DIAGNOSTIC_TESTS: {
    product_types: ["laboratory", "diagnostic-test", "DIAGNOSTIC_STUDY"],
    requires_prescription: true,
  },
  PRESCRIPTION_DRUGS: { product_types: ["MEDICINE"], requires_prescription: true },
  AUTOMATIC_DISPENSATION: { product_types: ["MEDICINE"], requires_prescription: false },
};

/** Sponsor and transaction type pairs that are not covered (shown disabled by the portal). */
export const DISABLED_COVERAGE: readonly (readonly [string, string])[] = [
  ["do-senasa", "MEDICAL_PROCEDURES"],
  ["us-umbrella-corporation", "PRESCRIPTION_DRUGS"],
];

/** The provider that works with every sponsor (the claims desk's demo provider). */
export const CLAIMS_DESK_PROVIDER = "clinica-central-do";

const KINDS = [
  ["Centro Médico", "Centro Médico", "S.R.L."],
  ["Laboratorio Clínico", "Laboratorio Clínico", "S.A.S."],
  ["Farmacia", "Farmacia", "S.R.L."],
  ["Clínica", "Clínica", "S.A."],
  ["Centro de Diagnóstico", "Centro de Diagnóstico", "S.R.L."],
] as const;

const PLACES: Record<string, readonly string[]> = {
  DO: [
    "Santo Domingo",
    "Santiago",
    "La Romana",
    "San Pedro",
    "Puerto Plata",
    "La Vega",
    "Higüey",
    "Baní",
    "Moca",
    "Bávaro",
  ],
  US: ["Miami", "Orlando", "Houston", "Dallas", "Atlanta", "Newark", "Boston", "Chicago"],
  MX: ["Monterrey", "Guadalajara", "Puebla", "Querétaro", "Mérida", "León", "Toluca", "Cancún"],
};

const NAMES = [
  "San Rafael",
  "Los Ángeles",
  "Del Este",
  "Central",
  "La Esperanza",
  "Santa Ana",
  "Del Valle",
  "Moderno",
  "Familiar",
  "Integral",
  "Universitario",
  "Nacional",
];

/**
 * A provider's integer id (`providers/v2/providers` answers `id`): a portal provider's position
 * in PROVIDERS (1, 2, 3), a network member's country block plus its number (`do-network-0001` is
 * 10001, US 20001, MX 30001); 0 for a slug of neither kind.
 */
export function providerId(slug: string): number {
  const portal = PROVIDERS.findIndex((p) => p.slug === slug);
  if (portal >= 0) return portal + 1;
  const member = /^(do|us|mx)-network-(\d{4})$/.exec(slug);
  if (!member) return 0;
  return { do: 10_000, us: 20_000, mx: 30_000 }[member[1] as "do" | "us" | "mx"] + Number(member[2]);
}

/** How many network members besides the demo provider (a few hundred: a real list to page through). */
function networkSize(index: number, country: string): number {
  return country === "DO" ? 240 + index * 30 : 120;
}

/** The network rows of every sponsor. */
export function networkRows(): SeedRow[] {
  const demo = PROVIDERS.find((p) => p.slug === CLAIMS_DESK_PROVIDER);
  if (!demo) throw new Error(`${CLAIMS_DESK_PROVIDER} is not a seeded provider`);
  return SPONSORS.flatMap((sponsor, index) => {
    const places = PLACES[sponsor.country_code] ?? PLACES.DO;
    const members: SeedRow[] = Array.from({ length: networkSize(index, sponsor.country_code) }, (_, n) => {
      const [kind, legalKind, suffix] = KINDS[n % KINDS.length];
      const place = places[Math.floor(n / KINDS.length) % places.length];
      const label = NAMES[Math.floor(n / (KINDS.length * places.length)) % NAMES.length];
      const name = `${kind} ${label} ${place}`;
      return {
        sponsor_slug: sponsor.slug,
        provider_slug: `${sponsor.country_code.toLowerCase()}-network-${String(n + 1).padStart(4, "0")}`,
        name,
        legal_name: `${legalKind} ${label} de ${place}, ${suffix}`,
        country_code: sponsor.country_code,
      };
    });
    return [
      {
        sponsor_slug: sponsor.slug,
        provider_slug: demo.slug,
        name: demo.name,
        legal_name: demo.legal_name,
        country_code: demo.country_code,
      },
      ...members,
    ];
  });
}

/** The coverage rows of the demo provider with each sponsor. */
export function coverageRows(): SeedRow[] {
  return SPONSORS.flatMap((sponsor) =>
    TRANSACTION_TYPES.map((type) => {
      const disabled = DISABLED_COVERAGE.some(([s, t]) => s === sponsor.slug && t === type);
      const enabled = type === "AUTOMATIC_DISPENSATION" ? sponsor.automatic_dispensation : !disabled;
      return {
        provider_slug: CLAIMS_DESK_PROVIDER,
        sponsor_slug: sponsor.slug,
        transaction_type: type,
        coverage_type: type,
        enabled,
        product_types: COVERAGE[type].product_types,
        requires_prescription: COVERAGE[type].requires_prescription,
      };
    }),
  );
}

/** Inserts the networks and the coverage rows (the providers service's `seed`). */
export async function seedProviderNetworks(handle: DbHandle): Promise<void> {
  await insertRows(handle, "sponsor_network_providers", networkRows());
  await insertRows(handle, "provider_transaction_coverage_types", coverageRows());
}
