/**
 * Supports configuration in the reference API (001 §2 "agreements/supports-configuration"; §3
 * "Support files" levels, "Agreement product"; §7 provider-payer-services/{id}/support-documents
 * (Spring page), provider-payer-products/support-documents (keyset paging with last_value),
 * provider-payer-products; 000 §6 VIEW_AGREEMENTS; issue 8 §2): paging, keyset slices that cover
 * every row exactly once in order, the filters, 400 for bad parameters, 404 for an unknown agreement
 * or service, 403 with the error shape for roles without VIEW_AGREEMENTS.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let admin: string;
let viewer: string;
let external: string;
let denials: string;
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 300 });
  admin = (await signIn(sandbox, "rcm-admin")).access_token;
  viewer = (await signIn(sandbox, "rcm-viewer")).access_token;
  external = (await signIn(sandbox, "rcm-external-auditor")).access_token;
  denials = (await signIn(sandbox, "denials-editor")).access_token;
}, 120_000);
afterAll(() => sandbox.close());

const CODE = "COMP-EVT-2026";
const BASE = `/rcm/v1/provider-payer-configurations/${CODE}`;

interface ServiceDoc {
  id: string;
  provider_payer_service_id: string;
  support_file_type: { file_code: string; name: string };
  level: string;
  support_type_slug: string;
}
interface Page<T> {
  content: T[];
  total_elements: number;
  total_pages: number;
  number: number;
  size: number;
}
interface ProductDoc {
  id: string;
  provider_payer_product_id: string;
  provider_payer_service_id: string;
  service_type: string;
  product: { code: string; name: string };
  support_file_type: { file_code: string; name: string };
  level: string;
  support_type_slug: string;
}
interface Slice {
  content: ProductDoc[];
  last_value: string | null;
}
interface Product {
  id: string;
  product: { code: string; name: string; description: string };
  healthcare_coverage_id: string;
  provider_payer_service_id: string | null;
}

async function services(token = admin): Promise<{ id: string; service_type: string }[]> {
  const answer = await call<{ services: { id: string; service_type: string }[] }>(sandbox, "GET", BASE, {
    token,
  });
  expect(answer.status).toBe(200);
  return answer.body.services;
}

const get = <T>(path: string, token = admin) => call<T>(sandbox, "GET", path, { token });

/** Every slice from the first, following last_value. */
async function allSlices(query: string): Promise<Slice[]> {
  const slices: Slice[] = [];
  let last: string | null = null;
  do {
    const sep = query ? "&" : "";
    const path: string = `${BASE}/provider-payer-products/support-documents?${query}${
      last ? `${sep}last_value=${last}` : ""
    }`;
    const answer = await get<Slice>(path);
    expect(answer.status).toBe(200);
    slices.push(answer.body);
    last = answer.body.last_value;
    expect(slices.length).toBeLessThan(500);
  } while (last !== null);
  return slices;
}

const keyOf = (d: ProductDoc) => [d.product.code, d.support_file_type.file_code, d.id] as const;
const compare = (a: ProductDoc, b: ProductDoc) => {
  const [x, y] = [keyOf(a), keyOf(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return 0;
};

describe("service support documents (001 §7 …/provider-payer-services/{id}/support-documents)", () => {
  it("pages a service's support documents (Spring page, by type name) and filters by level, type and search", async () => {
    const [service] = await services();
    const path = `${BASE}/provider-payer-services/${service.id}/support-documents`;
    const all = await get<Page<ServiceDoc>>(`${path}?size=100`);
    expect(all.status).toBe(200);
    const total = all.body.total_elements;
    expect(total).toBeGreaterThanOrEqual(6);
    expect(all.body.content.every((d) => d.provider_payer_service_id === service.id)).toBe(true);
    const names = all.body.content.map((d) => d.support_file_type.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const first = await get<Page<ServiceDoc>>(`${path}?page=0&size=4`);
    const second = await get<Page<ServiceDoc>>(`${path}?page=1&size=4`);
    expect(first.body).toMatchObject({
      number: 0,
      size: 4,
      total_elements: total,
      total_pages: Math.ceil(total / 4),
    });
    expect(second.body.number).toBe(1);
    expect([...first.body.content, ...second.body.content].map((d) => d.id)).toEqual(
      all.body.content.slice(0, 8).map((d) => d.id),
    );

    for (const level of ["ACCOUNT", "CHARGE", "EVENT"]) {
      const filtered = await get<Page<ServiceDoc>>(`${path}?level=${level}&size=100`);
      expect(filtered.body.content.every((d) => d.level === level)).toBe(true);
      expect(filtered.body.total_elements).toBe(all.body.content.filter((d) => d.level === level).length);
    }
    const typed = await get<Page<ServiceDoc>>(`${path}?support_type_slug=required&size=100`);
    expect(typed.body.total_elements).toBe(
      all.body.content.filter((d) => d.support_type_slug === "required").length,
    );
    const sample = all.body.content[0].support_file_type;
    const searched = await get<Page<ServiceDoc>>(
      `${path}?search_value=${encodeURIComponent(sample.name.slice(0, 6).toUpperCase())}&size=100`,
    );
    expect(searched.body.content.length).toBeGreaterThan(0);
    expect(
      searched.body.content.every((d) =>
        d.support_file_type.name.toLowerCase().includes(sample.name.slice(0, 6).toLowerCase()),
      ),
    ).toBe(true);
  });

  it("answers 400 for bad parameters and 404 for an unknown agreement or service", async () => {
    const [service] = await services();
    const path = `${BASE}/provider-payer-services/${service.id}/support-documents`;
    for (const query of ["level=PATIENT", "support_type_slug=maybe", "size=101", "size=0", "page=-1"]) {
      const answer = await get<{ error_code: string; message: string }>(`${path}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error_code).toBe("VALIDATION_ERROR");
      expect(answer.body.message).toContain(query.split("=")[0]);
    }
    expect((await get(`${BASE}/provider-payer-services/not-a-uuid/support-documents`)).status).toBe(400);
    const unknownService = `${BASE}/provider-payer-services/00000000-0000-4000-8000-000000000000/support-documents`;
    expect((await get(unknownService)).status).toBe(404);
    expect(
      (
        await get(
          `/rcm/v1/provider-payer-configurations/NOPE-2026/provider-payer-services/${service.id}/support-documents`,
        )
      ).status,
    ).toBe(404);
  });
});

describe("product support documents (001 §7 …/provider-payer-products/support-documents, keyset)", () => {
  it("keyset slices cover every row exactly once, in key order, and the same rows as one big slice", async () => {
    const slices = await allSlices("size=7");
    expect(slices.length).toBeGreaterThan(3);
    const rows = slices.flatMap((s) => s.content);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect([...rows].sort(compare).map((r) => r.id)).toEqual(rows.map((r) => r.id));
    slices.slice(0, -1).forEach((s) => expect(s.content).toHaveLength(7));
    expect(slices.at(-1)?.last_value).toBeNull();
    const whole = await allSlices("size=100");
    expect(whole.flatMap((s) => s.content).map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it("filters by service, product, support type and search; one service spans several default slices", async () => {
    const list = await services();
    let spanned = false;
    for (const service of list) {
      const slices = await allSlices(`provider_payer_service_id=${service.id}`);
      const rows = slices.flatMap((s) => s.content);
      expect(rows.every((r) => r.provider_payer_service_id === service.id)).toBe(true);
      expect(rows.every((r) => r.service_type === service.service_type)).toBe(true);
      if (slices.length >= 2) spanned = true;
    }
    expect(spanned).toBe(true);

    const rows = (await allSlices("size=100")).flatMap((s) => s.content);
    const product = rows[0].provider_payer_product_id;
    const ofProduct = (await allSlices(`provider_payer_product_id=${product}&size=2`)).flatMap(
      (s) => s.content,
    );
    expect(ofProduct.map((r) => r.id)).toEqual(
      rows.filter((r) => r.provider_payer_product_id === product).map((r) => r.id),
    );

    const optional = (await allSlices("support_type_slug=optional&size=100")).flatMap((s) => s.content);
    expect(optional.map((r) => r.id)).toEqual(
      rows.filter((r) => r.support_type_slug === "optional").map((r) => r.id),
    );

    const code = rows[0].product.code;
    const searched = (await allSlices(`search_value=${encodeURIComponent(code)}&size=100`)).flatMap(
      (s) => s.content,
    );
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((r) => r.product.code.includes(code) || r.product.name.includes(code))).toBe(true);
  });

  it("answers 400 for a bad last_value, a bad UUID or a size over the maximum; 404 for an unknown service", async () => {
    const path = `${BASE}/provider-payer-products/support-documents`;
    const forged = Buffer.from(JSON.stringify(["A", "B"])).toString("base64url");
    const badId = Buffer.from(JSON.stringify(["A", "B", "x"])).toString("base64url");
    for (const query of [
      "last_value=%25%25",
      `last_value=${forged}`,
      `last_value=${badId}`,
      "last_value=bm90LWpzb24",
      "provider_payer_service_id=12",
      "provider_payer_product_id=abc",
      "size=101",
      "support_type_slug=REQUIRED",
    ]) {
      const answer = await get<{ error_code: string; message: string }>(`${path}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error_code).toBe("VALIDATION_ERROR");
      expect(answer.body.message.length).toBeGreaterThan(0);
    }
    expect((await get(`${path}?provider_payer_service_id=00000000-0000-4000-8000-000000000000`)).status).toBe(
      404,
    );
  });
});

describe("agreement products (001 §7 …/provider-payer-products)", () => {
  it("pages the products and filters by search, coverage and all_products_with_service", async () => {
    const path = `${BASE}/provider-payer-products`;
    const all = await get<Page<Product>>(`${path}?size=100`);
    expect(all.status).toBe(200);
    const products = all.body.content;
    expect(products.length).toBe(all.body.total_elements);
    expect(products.length).toBeGreaterThan(5);
    for (const p of products)
      expect(p.product).toEqual({
        code: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
      });
    const page1 = await get<Page<Product>>(`${path}?page=1&size=3`);
    expect(page1.body.content.map((p) => p.id)).toEqual(products.slice(3, 6).map((p) => p.id));

    const tied = await get<Page<Product>>(`${path}?all_products_with_service=true&size=100`);
    expect(tied.body.content.map((p) => p.id)).toEqual(
      products.filter((p) => p.provider_payer_service_id !== null).map((p) => p.id),
    );
    expect(tied.body.total_elements).toBeLessThan(products.length);

    const pbs = await get<Page<Product>>(`${path}?healthcare_coverage_id=PBS&size=100`);
    expect(pbs.body.content.map((p) => p.id)).toEqual(
      products.filter((p) => p.healthcare_coverage_id === "PBS").map((p) => p.id),
    );
    const name = products[0].product.name.slice(0, 5);
    const searched = await get<Page<Product>>(`${path}?search_value=${encodeURIComponent(name)}&size=100`);
    expect(searched.body.content.map((p) => p.id)).toContain(products[0].id);

    for (const query of ["all_products_with_service=yes", "size=500", "page=x"]) {
      expect((await get(`${path}?${query}`)).status, query).toBe(400);
    }
    expect(
      (await get(`/rcm/v1/provider-payer-configurations/NOPE-2026/provider-payer-products`)).status,
    ).toBe(404);
  });
});

describe("access (000 §6 VIEW_AGREEMENTS)", () => {
  it("lets a viewer read and refuses roles without VIEW_AGREEMENTS with 403 and the error shape", async () => {
    const [service] = await services();
    const paths = [
      `${BASE}/provider-payer-services/${service.id}/support-documents`,
      `${BASE}/provider-payer-products/support-documents`,
      `${BASE}/provider-payer-products`,
    ];
    for (const path of paths) {
      expect((await get(path, viewer)).status, path).toBe(200);
      for (const token of [external, denials]) {
        const answer = await get<{ error_code: string; message: string }>(path, token);
        expect(answer.status, path).toBe(403);
        expect(answer.body.error_code).toBe("INSUFFICIENT_PERMISSIONS");
        expect(typeof answer.body.message).toBe("string");
      }
    }
  });
});
