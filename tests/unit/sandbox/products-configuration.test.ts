/**
 * Products configuration in the reference API (001 §2 "products-configuration"; §3 "Other" provider
 * product configuration; §4 pending-product-configuration alert; §7 "GET and PUT
 * providers/{id}/products with search_value, last_value, page, size"; 000 §6
 * VIEW_PRODUCT_CONFIGURATION / MODIFY_PRODUCT_CONFIGURATION; issue 8 §3; docs/api-contract.md
 * "Products configuration"): paging with unconfigured products first, search, keyset paging, an
 * editor's PUT read back, 400 answers naming the field, the role tables and the provider enforced,
 * and the account flag cleared once its charges' products are configured.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductConfigurationItem } from "../../../schemas/requests/products-configuration";
import { EXTRA_PRODUCTS } from "../../../sandbox/seed/products-configuration";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let editor: string;
let viewer: string;
let external: string;
let brConsultant: string;
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 50 });
  editor = (await signIn(sandbox, "rcm-editor")).access_token;
  viewer = (await signIn(sandbox, "rcm-viewer")).access_token;
  external = (await signIn(sandbox, "rcm-external-auditor")).access_token;
  brConsultant = (await signIn(sandbox, "rcm-consultant")).access_token;
}, 120_000);
afterAll(() => sandbox.close());

const PROVIDER = "clinica-andina-co";
const PATH = `/rcm/v1/providers/${PROVIDER}/products`;

interface Product extends Omit<ProductConfigurationItem, "agreement_billing_codes"> {
  name: string;
  description: string;
  service_type: string;
  configured: boolean;
  agreement_billing_codes: { agreement_code: string; agreement_name: string; billing_code: string }[];
  updated_by: string | null;
}
interface Page {
  content: Product[];
  total_elements: number;
  total_pages: number;
  number: number;
  size: number;
}
interface Failure {
  error_code: string;
  message: string;
}

const list = (query = "", token = viewer) => call<Page>(sandbox, "GET", `${PATH}${query}`, { token });
const put = (json: unknown, token = editor) =>
  call<{ products: Product[]; cleared_accounts: number } & Failure>(sandbox, "PUT", PATH, { token, json });

const item = (over: Partial<ProductConfigurationItem> = {}): ProductConfigurationItem => ({
  product_code: "PP-I0001",
  default_billing_code: "INS-0001",
  unit_of_measure: "UNIT",
  requires_support_documents: true,
  support_file_codes: ["HC", "FEV"],
  agreement_billing_codes: [],
  package_group: { name: "Insumos", folder: "insumos", file_name: "insumos-soportes" },
  ...over,
});

describe("the product list (001 §7 'GET providers/{id}/products'; issue 8 §3)", () => {
  it("pages the provider's products, unconfigured first, then by code", async () => {
    const first = await list("?page=0&size=15");
    expect(first.status).toBe(200);
    expect(first.body.size).toBe(15);
    expect(first.body.content).toHaveLength(15);
    expect(first.body.total_elements).toBeGreaterThanOrEqual(EXTRA_PRODUCTS);
    expect(first.body.total_pages).toBe(Math.ceil(first.body.total_elements / 15));
    expect(first.body.content.every((p) => !p.configured)).toBe(true);
    const codes = first.body.content.map((p) => p.product_code);
    expect(codes).toEqual([...codes].sort());
    const last = await list(`?page=${first.body.total_pages - 1}&size=15`);
    expect(last.body.number).toBe(first.body.total_pages - 1);
    expect(last.body.content.at(-1)?.configured).toBe(true);
  });

  it("filters by search value, configured and service type", async () => {
    const search = await list("?search_value=colecistectom");
    expect(search.body.content.map((p) => p.product_code)).toEqual(["PP-512200"]);
    const byCode = await list("?search_value=pp-i0002");
    expect(byCode.body.content.map((p) => p.product_code)).toEqual(["PP-I0002"]);
    const unconfigured = await list("?configured=false&size=200");
    expect(unconfigured.body.total_elements).toBeGreaterThan(0);
    expect(unconfigured.body.content.every((p) => !p.configured)).toBe(true);
    const exams = await list("?service_type=EXAMEN&size=200");
    expect(exams.body.content.every((p) => p.service_type === "EXAMEN")).toBe(true);
  });

  it("keyset-pages by code after last_value", async () => {
    const first = await list("?last_value=PP-I0010&size=5");
    expect(first.body.content.map((p) => p.product_code)).toEqual([
      "PP-I0011",
      "PP-I0012",
      "PP-I0013",
      "PP-I0014",
      "PP-I0015",
    ]);
    expect(first.body.number).toBe(0);
  });

  it("answers one product by code, 404 for an unknown one", async () => {
    const one = await call<Product>(sandbox, "GET", `${PATH}/PP-890201`, { token: viewer });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ product_code: "PP-890201", service_type: "CONSULTA EXTERNA" });
    expect((await call(sandbox, "GET", `${PATH}/PP-NOPE`, { token: viewer })).status).toBe(404);
  });

  it("refuses bad query values with 400 naming the parameter", async () => {
    const answer = await call<Failure>(sandbox, "GET", `${PATH}?configured=maybe`, { token: viewer });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain("configured");
    const long = await call<Failure>(sandbox, "GET", `${PATH}?search_value=${"x".repeat(101)}`, {
      token: viewer,
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain("search_value");
  });
});

describe("saving a configuration (001 §7 'PUT providers/{id}/products'; issue 8 §3)", () => {
  it("an editor's PUT is read back by GET, with the agreement's name", async () => {
    const [agreement] = await sandbox.handle.query<{ agreement_code: string; agreement_name: string }>(
      "SELECT agreement_code, agreement_name FROM rcm_agreements WHERE provider_slug = $1 ORDER BY agreement_code LIMIT 1",
      [PROVIDER],
    );
    const saved = await put({
      products: [
        item({
          agreement_billing_codes: [{ agreement_code: agreement.agreement_code, billing_code: "A-77" }],
        }),
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.products[0]).toMatchObject({ product_code: "PP-I0001", configured: true });
    const read = await call<Product>(sandbox, "GET", `${PATH}/PP-I0001`, { token: viewer });
    expect(read.body).toMatchObject({
      configured: true,
      default_billing_code: "INS-0001",
      unit_of_measure: "UNIT",
      requires_support_documents: true,
      support_file_codes: ["HC", "FEV"],
      agreement_billing_codes: [
        {
          agreement_code: agreement.agreement_code,
          agreement_name: agreement.agreement_name,
          billing_code: "A-77",
        },
      ],
      package_group: { name: "Insumos", folder: "insumos", file_name: "insumos-soportes" },
      updated_by: "rcm-editor@demo.provider-portal.test",
    });
    // Without a default billing code the product is unconfigured again, and listed first.
    await put({ products: [item({ default_billing_code: null, package_group: null })] });
    const again = await call<Product>(sandbox, "GET", `${PATH}/PP-I0001`, { token: viewer });
    expect(again.body).toMatchObject({ configured: false, default_billing_code: null, package_group: null });
  });

  it.each([
    [{ products: [] }, "products"],
    [{ products: [item({ unit_of_measure: "BOX" as never })] }, "products.0.unit_of_measure"],
    [{ products: [item({ default_billing_code: "bad code!" })] }, "products.0.default_billing_code"],
    [
      { products: [item({ requires_support_documents: true, support_file_codes: [] })] },
      "products.0.support_file_codes",
    ],
    [{ products: [item({ requires_support_documents: false })] }, "products.0.support_file_codes"],
    [{ products: [item(), item()] }, "products.1.product_code"],
    [{ products: [item({ product_code: "PP-UNKNOWN" })] }, "products.0.product_code"],
    [{ products: [item({ support_file_codes: ["NOPE"] })] }, "products.0.support_file_codes.0"],
    [
      { products: [item({ agreement_billing_codes: [{ agreement_code: "NOPE", billing_code: "X1" }] })] },
      "products.0.agreement_billing_codes.0.agreement_code",
    ],
    [
      { products: [item({ package_group: { name: "G", folder: "a/b", file_name: "f" } })] },
      "products.0.package_group",
    ],
    [{ products: [item({ product_code: "x".repeat(65) })] }, "products.0.product_code"],
  ])("refuses %j with 400 naming %s", async (json, field) => {
    const answer = await put(json);
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe("VALIDATION_ERROR");
    expect(answer.body.message).toContain(field);
  });

  it("enforces the role tables (403 with the error shape) and the provider", async () => {
    for (const token of [viewer, external]) {
      const answer = await put({ products: [item()] }, token);
      expect(answer.status).toBe(403);
      expect(answer.body.error_code).toBe("INSUFFICIENT_PERMISSIONS");
    }
    const read = await list("", external);
    expect(read.status).toBe(403);
    expect((read.body as unknown as Failure).error_code).toBe("INSUFFICIENT_PERMISSIONS");
    expect((await list("", brConsultant)).status).toBe(403);
  });

  it("clears the pending-product-configuration flag once an account's charge products are configured (001 §4)", async () => {
    const [account] = await sandbox.handle.query<{ id: string }>(
      "SELECT a.id FROM accounts a WHERE a.provider_slug = $1 AND (SELECT count(DISTINCT provider_product_code) FROM charges c WHERE c.account_id = a.id) >= 2 ORDER BY a.id LIMIT 1",
      [PROVIDER],
    );
    const codes = (
      await sandbox.handle.query<{ code: string }>(
        "SELECT DISTINCT provider_product_code AS code FROM charges WHERE account_id = $1 ORDER BY 1",
        [account.id],
      )
    ).map((r) => r.code);
    // Every product of the account unconfigured, the account flagged.
    const unconfigure = codes.map((code) =>
      item({
        product_code: code,
        default_billing_code: null,
        unit_of_measure: null,
        requires_support_documents: false,
        support_file_codes: [],
        package_group: null,
      }),
    );
    expect((await put({ products: unconfigure })).status).toBe(200);
    await sandbox.handle.query("UPDATE accounts SET has_unconfigured_products = true WHERE id = $1", [
      account.id,
    ]);
    const flag = async () =>
      (
        await sandbox.handle.query<{ f: boolean }>(
          "SELECT has_unconfigured_products AS f FROM accounts WHERE id = $1",
          [account.id],
        )
      )[0].f;
    // One product configured, another still not: the account keeps its alert.
    const first = await put({ products: [item({ product_code: codes[0], support_file_codes: ["HC"] })] });
    expect(first.status).toBe(200);
    expect(await flag()).toBe(true);
    // The rest configured: the alert goes.
    const rest = await put({
      products: codes.slice(1).map((code) => item({ product_code: code, support_file_codes: ["HC"] })),
    });
    expect(rest.status).toBe(200);
    expect(rest.body.cleared_accounts).toBeGreaterThanOrEqual(1);
    expect(await flag()).toBe(false);
  });
});
