/**
 * Latency of the medical catalogues' searches at full size (issue 20 "Tests and measurements":
 * `catalogues.diagnosisSearch.p95Ms` and `catalogues.productSearch.p95Ms`, target < 50 ms): 200
 * varied queries each (words of real names, accents and case mixed, code prefixes, tags, product
 * types, later pages), timed one after another on the reference API.
 *
 * {@link measureCatalogueSearch} takes the way to call the API, so the performance harness can
 * time a running server (`fetch`) and a test an in-process app (`app.request`). Run alone:
 *
 *   npx tsx bench/catalogue-search.ts
 *
 * opens an in-memory PGlite with the reference data and the catalogues (about 28,000 diagnoses and
 * 23,000 products) and prints the figures as JSON.
 */
import { pathToFileURL } from "node:url";

/** Calls the API: a path under `/api` (with its query string) → the answer. */
export type CatalogueCall = (path: string) => Promise<Response>;

/** Figures of one search, in milliseconds. */
export interface SearchFigures {
  queries: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

/** The figures of both searches. */
export interface CatalogueSearchFigures {
  diagnosisSearch: SearchFigures;
  productSearch: SearchFigures;
}

const DIAGNOSIS_TERMS = [
  "diabetes",
  "Migraña crónica",
  "hipertension",
  "asma",
  "neumonia",
  "gastritis",
  "E11",
  "J45.9",
  "Z00",
  "I1",
  "fiebre",
  "dolor abdominal",
  "infección urinaria",
  "otitis",
  "dengue",
  "tumor maligno",
  "fractura pierna",
  "embarazo",
  "ANEMIA",
  "artrosis rodilla",
  "depresivo",
  "ansiedad",
  "epilepsia",
  "conjuntivitis",
  "K",
  "A09",
  "traumatismos cabeza",
  "aguda",
  "no especificada",
  "cefalea",
];
const DIAGNOSIS_TAGS = [
  "diabetes",
  "hipertension",
  "asma",
  "embarazo",
  "trauma",
  "cardiovascular",
  "infecciosa",
];
const PRODUCT_TERMS = [
  "acetaminofen",
  "Ibuprofeno 400",
  "amoxicilina",
  "losartán",
  "metformina 500",
  "omeprazol cápsulas",
  "jarabe",
  "hemograma",
  "glicemia",
  "creatinina sangre",
  "tsh",
  "orina",
  "radiografía tórax",
  "ecografía abdomen",
  "resonancia rodilla",
  "tomografía cráneo",
  "electrocardiograma",
  "espirometría",
  "sutura cara",
  "biopsia",
  "consulta",
  "cardiología",
  "ab",
  "insulina",
  "crema",
];
const PRODUCT_TYPES = [
  "",
  "MEDICINE",
  "laboratory",
  "DIAGNOSTIC_STUDY",
  "medical-procedure",
  "diagnostic-test",
];

/** The 200 diagnosis searches: terms, tags and later pages, in a fixed order. */
export function diagnosisQueries(count = 200): string[] {
  return Array.from({ length: count }, (_, i) => {
    const term = encodeURIComponent(DIAGNOSIS_TERMS[i % DIAGNOSIS_TERMS.length]);
    const page = i % 5 === 4 ? 1 : 0;
    if (i % 7 === 6)
      return `/medical-catalogs/v1/diagnoses/search?tag=${DIAGNOSIS_TAGS[i % DIAGNOSIS_TAGS.length]}&page=${page}&size=20`;
    return `/medical-catalogs/v1/diagnoses/search?name=${term}&page=${page}&size=20`;
  });
}

/** The 200 product searches: words, product types and later pages, in a fixed order. */
export function productQueries(count = 200): string[] {
  return Array.from({ length: count }, (_, i) => {
    const term = encodeURIComponent(PRODUCT_TERMS[i % PRODUCT_TERMS.length]);
    const type = PRODUCT_TYPES[i % PRODUCT_TYPES.length];
    const page = i % 4 === 3 ? 1 : 0;
    return `/medical-catalogs/v1/products/search?product_name=${term}${type ? `&product_type_slug=${type}` : ""}&country_code=DO&page=${page}&size=20`;
  });
}

function figures(times: number[]): SearchFigures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    queries: times.length,
    medianMs: round(at(0.5)),
    p95Ms: round(at(0.95)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

async function timeAll(call: CatalogueCall, paths: string[]): Promise<SearchFigures> {
  for (const path of paths.slice(0, 10)) await (await call(path)).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const answer = await call(path);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  return figures(times);
}

/**
 * Times 200 diagnosis searches and 200 product searches, one at a time.
 * @param call - the way to call the API, already carrying a claims-desk user's token.
 * @throws when a search does not answer 200.
 */
export async function measureCatalogueSearch(call: CatalogueCall): Promise<CatalogueSearchFigures> {
  return {
    diagnosisSearch: await timeAll(call, diagnosisQueries()),
    productSearch: await timeAll(call, productQueries()),
  };
}

/** An in-memory reference API with the reference data, the users and the catalogues seeded. */
async function inProcessCall(): Promise<{ call: CatalogueCall; seedMs: number; close: () => Promise<void> }> {
  const { openDatabase } = await import("../sandbox/db/client");
  const { migrate } = await import("../sandbox/db/migrate");
  const { seedReference } = await import("../sandbox/seed/reference");
  const { seedUsers } = await import("../sandbox/seed/users");
  const { createApp } = await import("../sandbox/app");
  const { readCliOptions } = await import("../sandbox/config");
  const { SERVICE_MODULES } = await import("../sandbox/routes/found-service-modules");
  const handle = await openDatabase({ dataDir: "memory" });
  await migrate(handle);
  await seedReference(handle);
  await seedUsers(handle);
  const started = performance.now();
  for (const module of SERVICE_MODULES.filter((m) => /medical-catalogs|claims-desk-policies/.test(m.file)))
    await module.seed?.(handle);
  const seedMs = Math.round(performance.now() - started);
  await handle.exec("VACUUM ANALYZE");
  const app = createApp({
    handle,
    config: readCliOptions([], {}).config,
    now: () => new Date(),
    log: () => {},
  });
  const token = await app.request("/api/v1/oauth/token", {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from("provider-portal:provider-portal-secret").toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      grant_type: "password",
      username: "administrator@demo.provider-portal.test",
      password: "Demo#Portal2026",
    }).toString(),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  return {
    call: (path) =>
      Promise.resolve(app.request(`/api${path}`, { headers: { authorization: `Bearer ${access_token}` } })),
    seedMs,
    close: () => handle.close(),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { call, seedMs, close } = await inProcessCall();
  console.log(JSON.stringify({ catalogues: { seedMs, ...(await measureCatalogueSearch(call)) } }, null, 2));
  await close();
}
