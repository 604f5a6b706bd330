/**
 * A sponsor's configuration for the claims desk (000 §3 "Sponsor", §4 biometrics, §5; 000 §7
 * `GET arc/v1/sponsors/{sponsor}/configuration`; docs/api-contract.md "Sponsors and their
 * configuration"): which verification it requires, how products are shown, whether beneficiary
 * data may be updated and which is required, automatic dispensation, manual authorizations, the
 * invoice, the default product code, and mx-gnp's text overrides, sent only to a caller whose token
 * carries that extension (the user's `sponsor_text_overrides`, sandbox/lib/tokens.ts). The scalar
 * columns are the sponsors' rows (sandbox/seed/catalogues.ts SPONSORS); this module's seed sets the
 * product display configurations and the text overrides.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { DbHandle } from "../../db/client";
import { sponsors, type ProductDisplayConfiguration } from "../../db/schema";
import { requireClaimsDeskUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { defineServiceModule } from "../service-modules";

/** The sponsor whose texts a token extension overrides (000 §3 "mx-gnp … enabled by a token extension"). */
export const TEXT_OVERRIDE_SPONSOR = "mx-gnp";

const ALL_TYPES = [
  "outpatient-consultation",
  "medical-procedure",
  "laboratory",
  "diagnostic-test",
  "DIAGNOSTIC_STUDY",
  "MEDICINE",
] as const;

const display = (
  of: (type: (typeof ALL_TYPES)[number]) => ProductDisplayConfiguration["display"],
): ProductDisplayConfiguration[] => ALL_TYPES.map((type) => ({ product_type_slug: type, display: of(type) }));

/** Product display configurations by sponsor (how the claims desk names a product of each type). */
export const PRODUCT_DISPLAY_CONFIGURATIONS: Readonly<Record<string, ProductDisplayConfiguration[]>> = {
  "do-universal": display((type) => (type === "MEDICINE" ? "NAME" : "CODE_AND_NAME")),
  "do-primera": display((type) => (type === "MEDICINE" ? "CODE_AND_NAME" : "NAME")),
  "do-humano": display(() => "CODE_AND_NAME"),
  "do-senasa": display(() => "NAME"),
  "us-umbrella-corporation": display((type) => (type === "MEDICINE" ? "NAME" : "CODE")),
  "mx-gnp": display(() => "CODE_AND_NAME"),
};

/** mx-gnp's texts (Mexican Spanish: "asegurado", "póliza", "folio"), by i18n key of the portal. */
export const MX_GNP_TEXT_OVERRIDES: Readonly<Record<string, string>> = {
  "newAuthorization.steps.sponsor": "Aseguradora",
  "newAuthorization.steps.beneficiary": "Asegurado",
  "newAuthorization.steps.beneficiary-data": "Datos del asegurado",
  "newAuthorization.steps.search-method": "Forma de búsqueda del asegurado",
  "newAuthorization.steps.authorization": "Folio y facturación",
  "newAuthorization.steps.claim": "Reclamación del folio",
};

/** The configuration on the wire (docs/api-contract.md "Sponsors and their configuration"). */
export interface SponsorConfiguration {
  sponsor_slug: string;
  biometric_verification_required: boolean;
  biometric_verification_method: "FINGERPRINT" | "FACE" | null;
  product_display_configurations: ProductDisplayConfiguration[];
  allow_beneficiary_data_update: boolean;
  required_beneficiary_data: string[];
  automatic_dispensation: boolean;
  manual_authorizations: boolean;
  requires_invoice: boolean;
  default_product_code: string | null;
  text_overrides: Record<string, string>;
}

/** Routes of the configuration under /arc. */
export function sponsorConfigurationRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/v1/sponsors/:sponsor/configuration", async (c) => {
    const user = requireClaimsDeskUser(c);
    const [row] = await deps.handle.db
      .select()
      .from(sponsors)
      .where(eq(sponsors.slug, c.req.param("sponsor")));
    if (!row) throw notFound();
    const overrides = row.slug === TEXT_OVERRIDE_SPONSOR && user.sponsor_text_overrides;
    const answer: SponsorConfiguration = {
      sponsor_slug: row.slug,
      biometric_verification_required: row.biometric_verification_required,
      biometric_verification_method:
        row.biometric_verification_method === "FINGERPRINT" || row.biometric_verification_method === "FACE"
          ? row.biometric_verification_method
          : null,
      product_display_configurations: row.product_display_configurations,
      allow_beneficiary_data_update: row.allow_beneficiary_data_update,
      required_beneficiary_data: row.required_beneficiary_data,
      automatic_dispensation: row.automatic_dispensation,
      manual_authorizations: row.manual_authorizations,
      requires_invoice: row.requires_invoice,
      default_product_code: row.default_product_code,
      text_overrides: overrides ? row.text_overrides : {},
    };
    return c.json(answer);
  });

  return routes;
}

/** Sets the sponsors' product display configurations and mx-gnp's text overrides. */
async function seedSponsorConfiguration(handle: DbHandle): Promise<void> {
  for (const [slug, configurations] of Object.entries(PRODUCT_DISPLAY_CONFIGURATIONS)) {
    const overrides = slug === TEXT_OVERRIDE_SPONSOR ? MX_GNP_TEXT_OVERRIDES : {};
    await handle.query(
      "UPDATE sponsors SET product_display_configurations = $2::jsonb, text_overrides = $3::jsonb WHERE slug = $1",
      [slug, JSON.stringify(configurations), JSON.stringify(overrides)],
    );
  }
}

/** The sponsor configuration (found by sandbox/routes/service-modules.ts). */
export const service = defineServiceModule({
  mount: "/arc",
  routes: sponsorConfigurationRoutes,
  seed: seedSponsorConfiguration,
});
