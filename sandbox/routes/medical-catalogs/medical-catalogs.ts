/**
 * The medical catalogues of the claims desk (000 §7 "Medical catalogs"; docs/api-contract.md
 * "Claims desk: a new authorization" → "Medical catalogues"; issue 20 §3, §7), a found service
 * module mounted at `/medical-catalogs`: ICD-10 diagnoses, specialties, the products catalogue,
 * the products a provider agreed with a sponsor and the provider's outpatient-care products.
 * Searches are real searches over tens of thousands of rows: every word of `name`/`product_name`
 * must occur in the row's normalised search text (trigram index, migration
 * 0004_medical_catalogs_search) or, for diagnoses and outpatient care, the code starts with it
 * (text_pattern_ops index). Any claims-desk user may read the catalogues; the provider's own calls
 * answer 403 for another provider.
 */
import { Hono, type Context } from "hono";
import type { DbHandle } from "../../db/client";
import { requireClaimsDeskUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { pageOf } from "../../lib/paging";
import { QueryReader } from "../../lib/query";
import { validationError } from "../../lib/errors";
import { insertRows, withoutIndexes } from "../../seed/insert";
import { createRng } from "../../seed/prng";
import { SPONSORS } from "../../seed/catalogues";
import { defineServiceModule } from "../service-modules";
import { diagnosisRows } from "./diagnosis-catalogue";
import { PRODUCT_TYPES, productRows, SPECIALTIES } from "./product-catalogue";
import { likeEscaped, searchWords } from "./search-text";

/** The provider whose agreements with the six sponsors are seeded (the Dominican demo provider). */
const AGREEING_PROVIDER = "clinica-central-do";

/**
 * Each sponsor's outpatient-care (consultation) products: the default product code of 000 §5 is
 * the first (890202 for do-universal, 1086 for do-primera and do-humano; docs/decisions.md).
 */
export const OUTPATIENT_CARE_CODES: Readonly<Record<string, readonly string[]>> = {
  "do-universal": ["890202", "890201", "890301"],
  "do-primera": ["1086", "890201"],
  "do-humano": ["1086", "890201", "890301"],
  "do-senasa": ["890201", "890202"],
  "us-umbrella-corporation": ["890201", "890202"],
  "mx-gnp": ["890201", "890202"],
};

/** Words shorter than this match no name (a trigram index cannot serve them): "de", "a". */
const MIN_WORD = 3;

/** SQL conditions (`AND`-joined) and parameters of a word search over `search_text`. */
function wordConditions(words: string[], params: unknown[], column = "search_text"): string[] {
  return words
    .filter((word) => word.length >= MIN_WORD)
    .map((word) => {
      params.push(`%${likeEscaped(word)}%`);
      return `${column} LIKE $${params.length}`;
    });
}

/**
 * The condition of a search text: every word of at least three characters in the row's search
 * text, or the code starting with the text (`E11`, `J45.9`, `8902`); a text of short words only is
 * a code prefix alone.
 */
function nameOrCode(words: string[], params: unknown[], prefix: string): string | null {
  if (words.length === 0) return null;
  const byWords = wordConditions(words, params, `${prefix}search_text`).join(" AND ");
  params.push(`${likeEscaped(words.join("").toUpperCase())}%`);
  const byCode = `${prefix}code LIKE $${params.length}`;
  return byWords === "" ? byCode : `((${byWords}) OR ${byCode})`;
}

async function page<T>(
  handle: DbHandle,
  select: string,
  from: string,
  where: string[],
  params: unknown[],
  order: string,
  paging: { page: number; size: number },
): Promise<ReturnType<typeof pageOf<T>>> {
  const clause = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
  const [{ total }] = await handle.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${from} ${clause}`,
    params,
  );
  const rows =
    paging.page * paging.size >= total
      ? []
      : await handle.query<T>(
          `SELECT ${select} FROM ${from} ${clause} ORDER BY ${order} LIMIT ${paging.size} OFFSET ${paging.page * paging.size}`,
          params,
        );
  return pageOf(rows, total, paging.page, paging.size);
}

function productFilters(q: QueryReader, params: unknown[], prefix: string): string[] {
  const where: string[] = [];
  const types = q.list("product_type_slug", Object.keys(PRODUCT_TYPES));
  if (types) {
    params.push(types);
    where.push(`${prefix}product_type_slug = ANY($${params.length}::text[])`);
  }
  const country = q.text("country_code", 2);
  if (country) {
    params.push(country.toUpperCase());
    where.push(`${prefix}country_code = $${params.length}`);
  }
  const name = nameOrCode(searchWords(q.text("product_name", 200)), params, prefix);
  if (name) where.push(name);
  return where;
}

function requiredText(q: QueryReader, name: string): string {
  const value = q.text(name, 100);
  if (value === undefined) throw validationError(`${name} is required`);
  return value;
}

async function outpatientCare(c: Context<AppEnv>, handle: DbHandle, codePrefix?: string) {
  const provider = c.req.param("provider") ?? "";
  requireClaimsDeskUser(c, provider);
  const sponsor = c.req.param("sponsor") ?? "";
  const params: unknown[] = [provider, sponsor];
  let where = "a.provider_slug = $1 AND a.sponsor_slug = $2 AND a.outpatient_care";
  if (codePrefix !== undefined) {
    params.push(`${likeEscaped(codePrefix)}%`);
    where += ` AND (p.code LIKE $3 OR a.sponsor_product_code LIKE $3 OR a.provider_product_code LIKE $3)`;
  }
  const rows = await handle.query<{ sponsor_product_code: string }>(
    `SELECT a.product_id, p.name AS product_name, a.provider_product_code, a.sponsor_product_code
       FROM medical_provider_sponsor_products a JOIN medical_products p ON p.id = a.product_id
      WHERE ${where} ORDER BY p.code`,
    params,
  );
  // The sponsor's default consultation first (000 §5 default product codes).
  const order = OUTPATIENT_CARE_CODES[sponsor] ?? [];
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return rows.sort((a, b) => rank(a.sponsor_product_code) - rank(b.sponsor_product_code));
}

function catalogueRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { handle } = deps;

  app.get("/v1/diagnoses/search", async (c) => {
    requireClaimsDeskUser(c);
    const q = new QueryReader(c);
    const paging = q.paging(20, 100);
    const params: unknown[] = [];
    const where: string[] = [];
    const name = nameOrCode(searchWords(q.text("name", 200)), params, "");
    if (name) where.push(name);
    const tag = searchWords(q.text("tag", 100)).join(" ");
    if (tag) {
      params.push([tag]);
      where.push(`tags @> $${params.length}::text[]`);
    }
    return c.json(await page(handle, "code, name, tags", "medical_diagnoses", where, params, "code", paging));
  });

  app.get("/v1/specialties", async (c) => {
    requireClaimsDeskUser(c);
    const params: unknown[] = [];
    const where = wordConditions(searchWords(new QueryReader(c).text("name", 100)), params, "search_text");
    const clause = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
    return c.json(
      await handle.query(
        `SELECT slug, name FROM (SELECT slug, name, lower(translate(name, 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunAEIOUUN')) AS search_text
           FROM medical_specialties) s ${clause} ORDER BY name`,
        params,
      ),
    );
  });

  app.get("/v1/products/search", async (c) => {
    requireClaimsDeskUser(c);
    const q = new QueryReader(c);
    const paging = q.paging(20, 100);
    const params: unknown[] = [];
    const where = productFilters(q, params, "");
    return c.json(
      await page(
        handle,
        "id, name, product_type_slug, code",
        "medical_products",
        where,
        params,
        "name, id",
        paging,
      ),
    );
  });

  app.get("/v1/products/sponsor-provider/search", async (c) => {
    const q = new QueryReader(c);
    const provider = requiredText(q, "provider_slug");
    requireClaimsDeskUser(c, provider);
    const sponsor = requiredText(q, "sponsor_slug");
    const paging = q.paging(20, 100);
    const params: unknown[] = [provider, sponsor];
    const where = ["a.provider_slug = $1", "a.sponsor_slug = $2", ...productFilters(q, params, "p.")];
    return c.json(
      await page(
        handle,
        "p.id, p.name, p.product_type_slug, a.provider_product_code, a.sponsor_product_code",
        "medical_provider_sponsor_products a JOIN medical_products p ON p.id = a.product_id",
        where,
        params,
        "p.name, p.id",
        paging,
      ),
    );
  });

  app.get("/v1/products/providers/:provider/outpatient-care/:sponsor", async (c) =>
    c.json(await outpatientCare(c, handle)),
  );
  app.get("/v1/products/providers/:provider/outpatient-care/:sponsor/search", async (c) =>
    c.json(await outpatientCare(c, handle, new QueryReader(c).text("product_code", 40) ?? "")),
  );
  return app;
}

async function seedCatalogues(handle: DbHandle): Promise<void> {
  const products = productRows();
  const rng = createRng(2026_2003);
  const agreements = SPONSORS.flatMap(({ slug }) => {
    const outpatient = OUTPATIENT_CARE_CODES[slug] ?? [];
    return products
      .filter((p) =>
        p.product_type_slug === "outpatient-consultation"
          ? true
          : rng.chance(p.product_type_slug === "MEDICINE" ? 0.1 : 0.5),
      )
      .map((p) => ({
        provider_slug: AGREEING_PROVIDER,
        sponsor_slug: slug,
        product_id: p.id,
        provider_product_code: `CC-${p.code}`,
        sponsor_product_code: p.code,
        outpatient_care: p.product_type_slug === "outpatient-consultation" && outpatient.includes(p.code),
      }));
  });
  const tables = ["medical_diagnoses", "medical_products", "medical_provider_sponsor_products"];
  await withoutIndexes(handle, tables, async () => {
    await insertRows(handle, "medical_diagnoses", diagnosisRows());
    await insertRows(handle, "medical_products", products);
    await insertRows(handle, "medical_provider_sponsor_products", agreements);
  });
  await insertRows(
    handle,
    "medical_specialties",
    SPECIALTIES.map(([slug, name]) => ({ slug, name })),
  );
}

/** The medical catalogues: routes under `/api/medical-catalogs`, and their seeded rows. */
export const service = defineServiceModule({
  mount: "/medical-catalogs",
  routes: catalogueRoutes,
  seed: seedCatalogues,
});
