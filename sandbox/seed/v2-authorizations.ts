/**
 * The v2 area's data (issue 10 §4; 000 §3, §4; 001 §3): every sponsor's authorization form
 * definitions (authorization-forms.ts) written to `authorization_forms`, which the reference API
 * serves, and authorizations without claims of clinica-central-do (the provider of the demo user
 * without claims) in every Home V2 status, for every seeded sponsor form, some with comments.
 * Drawn from its own random sequence, so earlier seeds are unchanged.
 */
import type { DbHandle } from "../db/client";
import { HOME_V2_STATUSES } from "../../schemas/v2/statuses";
import { AUTHORIZATION_FORMS, type AuthorizationFormRow } from "./authorization-forms";
import { insertRows, type SeedRow } from "./insert";
import { createRng, pad, REFERENCE_DATE_MS, SEED } from "./prng";

/** The provider whose users without claims see these authorizations. */
export const V2_PROVIDER = "clinica-central-do";

/** First id of the seeded v2 authorizations (apart from the claims desk's 100,001…). */
const FIRST_ID = 700_001;

/** Rows of `authorization_forms` for the given definitions (default: every seeded sponsor form). */
export function authorizationFormRows(
  forms: Readonly<Record<string, readonly AuthorizationFormRow[]>> = AUTHORIZATION_FORMS,
): SeedRow[] {
  return Object.entries(forms).flatMap(([sponsor, list]) =>
    list.map((form, position) => ({
      sponsor_slug: sponsor,
      form_slug: form.form_slug,
      fallback_name: form.fallback_name,
      authorization_coverage: form.authorization_coverage,
      authorization_action: form.authorization_action ?? null,
      fields: JSON.stringify(form.fields),
      position,
    })),
  );
}

const COMMENTS = [
  "Paciente ingresó por emergencia, se adjunta indicación médica.",
  "Pendiente de la prefactura del centro.",
  "Se envió la factura a la aseguradora.",
];

/**
 * Inserts the form definitions and the v2 authorizations (with comments). Needs the beneficiaries
 * of the claims seed (sandbox/seed/claims.ts).
 * @param perStatus authorizations per Home V2 status (default 6: 72 in all).
 */
export async function seedV2Authorizations(handle: DbHandle, perStatus = 6): Promise<void> {
  await insertRows(handle, "authorization_forms", authorizationFormRows());
  const rng = createRng(SEED + 31);
  const people = await handle.query<{ id: number; sponsor_slug: string }>(
    "SELECT id, sponsor_slug FROM beneficiaries ORDER BY id",
  );
  // Every non-guest form of every sponsor, in turn: each form has authorizations to fill.
  const targets = Object.entries(AUTHORIZATION_FORMS).flatMap(([sponsor, forms]) =>
    forms
      // Additional-products forms get their own authorizations below (ADDITIONAL_PRODUCT_AUTHORIZATIONS).
      .filter((form) => !form.form_slug.includes("guest") && !form.authorization_action)
      .map((form) => ({ sponsor, form })),
  );
  const rows: SeedRow[] = [];
  const comments: SeedRow[] = [];
  let n = 0;
  for (const status of HOME_V2_STATUSES) {
    for (let k = 0; k < perStatus; k++) {
      const { sponsor, form } = targets[n % targets.length];
      const candidates = people.filter((p) => p.sponsor_slug === sponsor);
      const person = candidates.length > 0 ? rng.pick(candidates) : rng.pick(people);
      const created = new Date(REFERENCE_DATE_MS - rng.int(3600, 120 * 86_400) * 1000);
      const id = FIRST_ID + n;
      // Hospitalization forms alternate HOSPITALIZATION and HOSPITAL_CARE (both shown as hospitalization, 000 §4).
      const coverage =
        form.authorization_coverage === "HOSPITALIZATION" && n % 2 === 1
          ? "HOSPITAL_CARE"
          : (form.authorization_coverage ?? "OUTPATIENT_CARE");
      rows.push({
        id,
        authorization_code: `V2-${created.getUTCFullYear()}-${pad(n + 1, 6)}`,
        provider_slug: V2_PROVIDER,
        sponsor_slug: sponsor,
        beneficiary_id: person.id,
        coverage_type: coverage,
        status,
        detail_form_slug: form.form_slug,
        reimbursement_id: form.form_slug === "reimbursement" ? `RMB-${rng.digits(8)}` : null,
        created_at: created.toISOString(),
      });
      if (rng.chance(0.4)) {
        comments.push({
          authorization_id: id,
          metadata_comment: JSON.stringify({ comment: rng.pick(COMMENTS) }),
          author_name: "Milagros Santana",
          created_at: new Date(created.getTime() + 3_600_000).toISOString(),
        });
      }
      n++;
    }
  }
  // Authorizations whose form is an additional-products action (000 §4): APPROVED, the last with a
  // reimbursement (its products go to /arc/v1/reimbursements/{id}/additional-products).
  const senasa = people.filter((p) => p.sponsor_slug === "do-senasa");
  for (let k = 0; k < ADDITIONAL_PRODUCT_AUTHORIZATIONS; k++) {
    const created = new Date(REFERENCE_DATE_MS - (k + 1) * 86_400_000);
    rows.push({
      id: FIRST_ID + 1000 + k,
      authorization_code: `V2-AP-${pad(k + 1, 6)}`,
      provider_slug: V2_PROVIDER,
      sponsor_slug: "do-senasa",
      beneficiary_id: (senasa.length > 0 ? senasa[k % senasa.length] : people[k]).id,
      coverage_type: "MEDICAL_PROCEDURES",
      status: "APPROVED",
      detail_form_slug: "additional-products",
      reimbursement_id: k === ADDITIONAL_PRODUCT_AUTHORIZATIONS - 1 ? `RMB-AP-${pad(k + 1, 6)}` : null,
      created_at: created.toISOString(),
    });
  }
  await insertRows(handle, "v2_authorizations", rows);
  await insertRows(handle, "v2_authorization_comments", comments);
}

/** Authorizations of do-senasa's additional-products form (V2-AP-000001…; the last has a reimbursement). */
export const ADDITIONAL_PRODUCT_AUTHORIZATIONS = 4;
