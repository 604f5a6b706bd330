/**
 * What the claims desk's doctor and billing steps read of a branch and a sponsor (000 §7
 * "Authorizations and claims": `providers-branches/{id}/product-types`,
 * `providers/{provider}/sponsors/{sponsor}/document-policy/authorizations`; docs/api-contract.md
 * "Authorizations of the claims desk"; issue 20 §3, §5), a found service module mounted at `/arc`
 * (its paths are caught by no parameter of the older arc routes).
 *
 * The document policy (000 §5 "Files", §9): PRESCRIPTION required for every product type that
 * carries items (not for the outpatient consultation), 20 MB; INVOICE required, 20 MB, where the
 * sponsor requires an invoice (the sponsors table's `requires_invoice`);
 * ADDITIONAL_DOCUMENT optional, 10 MB; at most 10 files each.
 */
import { Hono } from "hono";
import type { DbHandle } from "../../db/client";
import { requireClaimsDeskUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { forbidden, notFound, validationError } from "../../lib/errors";
import { QueryReader } from "../../lib/query";
import { PROVIDER_BRANCHES } from "../../seed/catalogues";
import { insertRows } from "../../seed/insert";
import { PRODUCT_TYPES } from "../medical-catalogs/product-catalogue";
import { defineServiceModule } from "../service-modules";

const MB = 1_048_576;
/** 000 §9: 20 MB prescriptions and invoices, 10 MB additional documents, at most 10 attachments. */
const MAX_BYTES = { PRESCRIPTION: 20 * MB, INVOICE: 20 * MB, ADDITIONAL_DOCUMENT: 10 * MB } as const;
const MAX_FILES = 10;

/** The product types each branch offers (the first branch of a provider offers all six). */
const BRANCH_PRODUCT_TYPES: Readonly<Record<number, readonly string[]>> = {
  12: ["outpatient-consultation", "laboratory", "diagnostic-test", "MEDICINE"],
  13: ["outpatient-consultation", "laboratory", "MEDICINE"],
};

/** One row of a document policy (docs/api-contract.md). */
export interface DocumentPolicyRow {
  product_type_slug: string;
  document_type_slug: "PRESCRIPTION" | "INVOICE" | "ADDITIONAL_DOCUMENT";
  required: boolean;
  max_bytes: number;
  max_files: number;
}

/** The document policy of a sponsor for the given product types (see the file comment). */
export function documentPolicy(
  productTypes: readonly string[],
  requiresInvoice: boolean,
): DocumentPolicyRow[] {
  return productTypes.flatMap((type) => [
    {
      product_type_slug: type,
      document_type_slug: "PRESCRIPTION" as const,
      required: type !== "outpatient-consultation",
      max_bytes: MAX_BYTES.PRESCRIPTION,
      max_files: MAX_FILES,
    },
    ...(requiresInvoice
      ? [
          {
            product_type_slug: type,
            document_type_slug: "INVOICE" as const,
            required: true,
            max_bytes: MAX_BYTES.INVOICE,
            max_files: MAX_FILES,
          },
        ]
      : []),
    {
      product_type_slug: type,
      document_type_slug: "ADDITIONAL_DOCUMENT" as const,
      required: false,
      max_bytes: MAX_BYTES.ADDITIONAL_DOCUMENT,
      max_files: MAX_FILES,
    },
  ]);
}

function languageOf(lang: string | undefined): "es" | "en" | "pt" {
  return lang === "en" || lang === "pt" ? lang : "es";
}

async function sponsorRequiresInvoice(handle: DbHandle, sponsor: string): Promise<boolean> {
  const [row] = await handle.query<{ requires_invoice: boolean }>(
    "SELECT requires_invoice FROM sponsors WHERE slug = $1",
    [sponsor],
  );
  if (!row) throw notFound();
  return row.requires_invoice;
}

function policyRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { handle } = deps;

  app.get("/v1/providers/providers-branches/:id/product-types", async (c) => {
    const user = requireClaimsDeskUser(c);
    const id = c.req.param("id");
    if (!/^\d{1,9}$/.test(id)) throw validationError("id must be a branch id");
    const [branch] = await handle.query<{ provider_slug: string }>(
      "SELECT provider_slug FROM provider_branches WHERE id = $1",
      [Number(id)],
    );
    if (!branch) throw notFound();
    if (branch.provider_slug !== user.provider_slug) throw forbidden();
    const rows = await handle.query<{ product_type_slug: string }>(
      "SELECT product_type_slug FROM medical_branch_product_types WHERE branch_id = $1 ORDER BY position",
      [Number(id)],
    );
    const lang = languageOf(c.get("lang"));
    return c.json(
      rows.map(({ product_type_slug: slug }) => ({ slug, name: PRODUCT_TYPES[slug]?.[lang] ?? slug })),
    );
  });

  app.get("/v1/providers/:provider/sponsors/:sponsor/document-policy/authorizations", async (c) => {
    requireClaimsDeskUser(c, c.req.param("provider"));
    const types = new QueryReader(c).list("product_types", Object.keys(PRODUCT_TYPES));
    if (!types) throw validationError("product_types is required");
    const requiresInvoice = await sponsorRequiresInvoice(handle, c.req.param("sponsor"));
    return c.json(documentPolicy(types, requiresInvoice));
  });
  return app;
}

/** Branch product types and the document policy, under `/api/arc`. */
export const service = defineServiceModule({
  mount: "/arc",
  routes: policyRoutes,
  seed: async (handle) => {
    await insertRows(
      handle,
      "medical_branch_product_types",
      PROVIDER_BRANCHES.flatMap(({ id }) =>
        (BRANCH_PRODUCT_TYPES[id] ?? Object.keys(PRODUCT_TYPES)).map((product_type_slug, position) => ({
          branch_id: id,
          product_type_slug,
          position,
        })),
      ),
    );
  },
});
