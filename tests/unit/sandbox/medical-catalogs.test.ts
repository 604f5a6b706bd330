/**
 * The medical catalogues and the claims desk's branch product types and document policy in the
 * reference API (000 §7 "Medical catalogs", "Authorizations and claims"; §5 files; §9; issue 20 §3,
 * §7; docs/api-contract.md "Medical catalogues", "Authorizations of the claims desk"): search
 * semantics (words in any order and without accents, code prefix, tag), paging, the catalogue's
 * size, the provider's agreed products and outpatient-care products (000 §5 default codes), 400
 * naming the field, 403 for another provider or a user outside the claims desk.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let desk: string;
let rcm: string;
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 50 });
  desk = (await signIn(sandbox, "administrator")).access_token;
  rcm = (await signIn(sandbox, "rcm-editor")).access_token;
}, 180_000);
afterAll(() => sandbox.close());

interface Page<T> {
  content: T[];
  total_elements: number;
  total_pages: number;
  number: number;
  size: number;
}
interface Diagnosis {
  code: string;
  name: string;
  tags: string[];
}
interface Product {
  id: number;
  name: string;
  product_type_slug: string;
  code?: string;
  provider_product_code?: string;
  sponsor_product_code?: string;
}
const get = <T>(path: string, token = desk, lang?: string) =>
  call<T>(sandbox, "GET", path, { token, headers: lang ? { "accept-language": lang } : {} });

describe("diagnoses (ICD-10)", () => {
  it("holds tens of thousands of codes, Z00.0 among them", async () => {
    const all = await get<Page<Diagnosis>>("/medical-catalogs/v1/diagnoses/search?size=1");
    expect(all.status).toBe(200);
    expect(all.body.total_elements).toBeGreaterThan(20_000);
    const z = await get<Page<Diagnosis>>("/medical-catalogs/v1/diagnoses/search?name=Z00.0");
    expect(z.body.content[0]).toMatchObject({ code: "Z00.0", name: "Examen médico general" });
  });

  it("matches every word of the name, in any order and without accents", async () => {
    const answer = await get<Page<Diagnosis>>("/medical-catalogs/v1/diagnoses/search?name=migrana%20cronica");
    expect(answer.body.content.map((d) => d.code)).toContain("G43.3");
    for (const d of answer.body.content) expect(d.name.toLowerCase()).toMatch(/migraña.*crónica/);
    const reversed = await get<Page<Diagnosis>>(
      "/medical-catalogs/v1/diagnoses/search?name=Crónica%20MIGRAÑA",
    );
    expect(reversed.body.total_elements).toBe(answer.body.total_elements);
  });

  it("matches a code prefix, ordered by code", async () => {
    const answer = await get<Page<Diagnosis>>("/medical-catalogs/v1/diagnoses/search?name=e11&size=50");
    const codes = answer.body.content.map((d) => d.code);
    expect(codes[0]).toBe("E11");
    expect(codes.every((c) => c.startsWith("E11"))).toBe(true);
    expect(answer.body.total_elements).toBe(11);
    expect([...codes].sort()).toEqual(codes);
  });

  it("filters by tag and pages", async () => {
    const first = await get<Page<Diagnosis>>("/medical-catalogs/v1/diagnoses/search?tag=diabetes&size=10");
    expect(first.body.total_elements).toBe(55);
    expect(first.body.total_pages).toBe(6);
    expect(first.body.content.every((d) => d.tags.includes("diabetes"))).toBe(true);
    const second = await get<Page<Diagnosis>>(
      "/medical-catalogs/v1/diagnoses/search?tag=diabetes&size=10&page=1",
    );
    expect(second.body.number).toBe(1);
    expect(second.body.content[0].code > first.body.content[9].code).toBe(true);
    const none = await get<Page<Diagnosis>>("/medical-catalogs/v1/diagnoses/search?name=zzzzqq");
    expect(none.body).toMatchObject({ content: [], total_elements: 0 });
  });

  it("refuses a bad page size naming it, and users outside the claims desk", async () => {
    const bad = await get<{ message: string }>("/medical-catalogs/v1/diagnoses/search?size=1000");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/size/);
    expect((await get("/medical-catalogs/v1/diagnoses/search", rcm)).status).toBe(403);
    expect((await call(sandbox, "GET", "/medical-catalogs/v1/diagnoses/search")).status).toBe(401);
  });
});

describe("specialties", () => {
  it("lists about sixty specialties by name, searchable without accents", async () => {
    const all = await get<{ slug: string; name: string }[]>("/medical-catalogs/v1/specialties");
    expect(all.body.length).toBeGreaterThanOrEqual(60);
    const cardio = await get<{ slug: string; name: string }[]>(
      "/medical-catalogs/v1/specialties?name=cardiologia",
    );
    expect(cardio.body.map((s) => s.slug)).toEqual(["cardiologia", "cardiologia-pediatrica"]);
  });
});

describe("products", () => {
  it("holds tens of thousands of products of the six types and searches by type and words", async () => {
    const all = await get<Page<Product>>("/medical-catalogs/v1/products/search?size=1");
    expect(all.body.total_elements).toBeGreaterThan(20_000);
    const labs = await get<Page<Product>>(
      "/medical-catalogs/v1/products/search?product_type_slug=laboratory&product_name=hemograma%20sangre&country_code=DO",
    );
    expect(labs.body.total_elements).toBe(6);
    for (const p of labs.body.content) {
      expect(p.product_type_slug).toBe("laboratory");
      expect(p.name).toMatch(/^Hemograma completo en sangre/);
      expect(p.code).toMatch(/^90\d{4}$/);
    }
    const medicine = await get<Page<Product>>(
      "/medical-catalogs/v1/products/search?product_type_slug=MEDICINE&product_name=acetaminofen&size=5",
    );
    expect(medicine.body.total_elements).toBeGreaterThan(50);
    expect(medicine.body.content).toHaveLength(5);
  });

  it("refuses an unknown product type naming the field", async () => {
    const bad = await get<{ message: string }>(
      "/medical-catalogs/v1/products/search?product_type_slug=pizza",
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^product_type_slug/);
  });

  it("searches the products the provider agreed with the sponsor (another provider: 403)", async () => {
    const base = "/medical-catalogs/v1/products/sponsor-provider/search";
    const agreed = await get<Page<Product>>(
      `${base}?provider_slug=clinica-central-do&sponsor_slug=do-universal&product_type_slug=laboratory&size=100`,
    );
    const catalogue = await get<Page<Product>>(
      "/medical-catalogs/v1/products/search?product_type_slug=laboratory",
    );
    expect(agreed.body.total_elements).toBeGreaterThan(0);
    expect(agreed.body.total_elements).toBeLessThan(catalogue.body.total_elements);
    expect(agreed.body.content[0].provider_product_code).toMatch(/^CC-90/);
    expect((await get(`${base}?provider_slug=clinica-andina-co&sponsor_slug=do-universal`)).status).toBe(403);
    const missing = await get<{ message: string }>(`${base}?provider_slug=clinica-central-do`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^sponsor_slug/);
  });

  it("lists the provider's outpatient-care products per sponsor, the default code first (000 §5)", async () => {
    const base = "/medical-catalogs/v1/products/providers/clinica-central-do/outpatient-care";
    const universal = await get<{ sponsor_product_code: string; product_name: string }[]>(
      `${base}/do-universal`,
    );
    expect(universal.body[0].sponsor_product_code).toBe("890202");
    const primera = await get<{ sponsor_product_code: string }[]>(`${base}/do-primera`);
    expect(primera.body[0].sponsor_product_code).toBe("1086");
    const search = await get<{ sponsor_product_code: string }[]>(
      `${base}/do-universal/search?product_code=8903`,
    );
    expect(search.body.map((p) => p.sponsor_product_code)).toEqual(["890301"]);
    expect(
      (await get("/medical-catalogs/v1/products/providers/clinica-andina-co/outpatient-care/do-universal"))
        .status,
    ).toBe(403);
  });
});

describe("branch product types and document policy", () => {
  it("answers the branch's product types in the caller's language; another provider's branch: 403", async () => {
    const es = await get<{ slug: string; name: string }[]>(
      "/arc/v1/providers/providers-branches/11/product-types",
    );
    expect(es.body).toHaveLength(6);
    expect(es.body[0]).toEqual({ slug: "outpatient-consultation", name: "Consulta ambulatoria" });
    const en = await get<{ slug: string; name: string }[]>(
      "/arc/v1/providers/providers-branches/13/product-types",
      desk,
      "en",
    );
    expect(en.body.map((t) => t.slug)).toEqual(["outpatient-consultation", "laboratory", "MEDICINE"]);
    expect(en.body[2].name).toBe("Medicine");
    expect((await get("/arc/v1/providers/providers-branches/21/product-types")).status).toBe(403);
    expect((await get("/arc/v1/providers/providers-branches/999/product-types")).status).toBe(404);
  });

  it("answers the sponsor's policy by product type; product_types missing: 400 naming it", async () => {
    const base = "/arc/v1/providers/clinica-central-do/sponsors";
    // The sponsors' own configuration says which require an invoice (do-universal in the seed).
    await sandbox.handle.query("UPDATE sponsors SET requires_invoice = (slug = 'do-universal')");
    const universal = await get<
      {
        product_type_slug: string;
        document_type_slug: string;
        required: boolean;
        max_bytes: number;
        max_files: number;
      }[]
    >(`${base}/do-universal/document-policy/authorizations?product_types=laboratory,outpatient-consultation`);
    expect(universal.status).toBe(200);
    expect(universal.body).toContainEqual({
      product_type_slug: "laboratory",
      document_type_slug: "PRESCRIPTION",
      required: true,
      max_bytes: 20_971_520,
      max_files: 10,
    });
    expect(universal.body).toContainEqual(
      expect.objectContaining({
        product_type_slug: "laboratory",
        document_type_slug: "INVOICE",
        required: true,
      }),
    );
    expect(universal.body).toContainEqual(
      expect.objectContaining({
        product_type_slug: "outpatient-consultation",
        document_type_slug: "PRESCRIPTION",
        required: false,
      }),
    );
    expect(universal.body).toContainEqual(
      expect.objectContaining({
        document_type_slug: "ADDITIONAL_DOCUMENT",
        required: false,
        max_bytes: 10_485_760,
      }),
    );
    const senasa = await get<{ document_type_slug: string }[]>(
      `${base}/do-senasa/document-policy/authorizations?product_types=laboratory`,
    );
    expect(senasa.body.map((r) => r.document_type_slug)).toEqual(["PRESCRIPTION", "ADDITIONAL_DOCUMENT"]);
    const missing = await get<{ message: string }>(`${base}/do-senasa/document-policy/authorizations`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^product_types/);
    expect((await get(`${base}/nobody/document-policy/authorizations?product_types=laboratory`)).status).toBe(
      404,
    );
    const other =
      "/arc/v1/providers/clinica-andina-co/sponsors/do-senasa/document-policy/authorizations?product_types=laboratory";
    expect((await get(other)).status).toBe(403);
  });
});
