import type { APIRequestContext, Page } from "@playwright/test";
import texts from "../../locales/es-DO/agreements.json" with { type: "json" };
import { axeScan, expect, signIn, test, tokenOf } from "./fixtures";

/**
 * The supports configuration of an agreement end to end (issue 8 §2 "Supports configuration"; 001 §2
 * "agreements/supports-configuration"; §3 "Support files" levels; §7 service support documents
 * (Spring page), provider-payer-products, product support documents (keyset `last_value`); 000 §6
 * VIEW_AGREEMENTS): an admin opens it from the agreements list by keyboard, picks a service, filters
 * its support documents by level and pages them; loads more product support documents by keyset
 * (rows appended, none repeated); on a 4× slower CPU, a support-type change racing a slow answer
 * shows only the rows of the latest filter; filters and "load more" work by keyboard; axe finds
 * nothing serious or critical. Texts are es-DO's.
 */
const s = texts.agreements.supports;
const API = "/api/rcm/v1/provider-payer-configurations";

interface Service {
  id: string;
  service_type: string;
  service_type_fallback_name: string;
}
interface Slice {
  content: { id: string; support_type_slug: string }[];
  last_value: string | null;
}

/**
 * An agreement on the list's first page (by name) and one of its services with more than one page
 * of support documents (10 a page) and more than one keyset slice (20) of product documents, from
 * the deterministic seed.
 */
async function pickAgreement(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string): Promise<T> => {
    const answer = await request.get(path, { headers });
    expect(answer.ok(), path).toBeTruthy();
    return (await answer.json()) as T;
  };
  const list = await get<{ content: { agreement_code: string; services: Service[] }[] }>(
    `${API}?page=0&size=10`,
  );
  for (const agreement of list.content) {
    for (const service of agreement.services) {
      const base = `${API}/${agreement.agreement_code}`;
      const page = await get<{ total_elements: number }>(
        `${base}/provider-payer-services/${service.id}/support-documents?size=1`,
      );
      const slice = await get<Slice>(
        `${base}/provider-payer-products/support-documents?provider_payer_service_id=${service.id}`,
      );
      const charge = await get<{ total_elements: number }>(
        `${base}/provider-payer-services/${service.id}/support-documents?size=1&level=CHARGE`,
      );
      if (page.total_elements > 10 && slice.last_value !== null && charge.total_elements > 0)
        return { code: agreement.agreement_code, service, base, get };
    }
  }
  throw new Error("no seeded agreement fits (the seed changed?)");
}

/** The `data-row-key`s of a section's table rows, in order. */
const rowKeys = (page: Page, section: string) =>
  page
    .locator(`[data-testid=${section}] tbody tr[data-row-key]`)
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-row-key") ?? ""));

test.describe("supports configuration of an agreement (issue 8 §2)", () => {
  test("an admin filters and pages service documents and loads product documents by keyset, by keyboard", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await tokenOf(request, "rcm-admin");
    const { code, service, base, get } = await pickAgreement(request, token);
    const serviceName = service.service_type_fallback_name || service.service_type;

    await signIn(page, "rcm-admin");
    await page.goto("/rcm/agreements");
    const link = page.getByRole("link", { name: s.listLinkLabel.replace("{{code}}", code) });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(
      new RegExp(`/rcm/agreements/supports-configuration\\?agreementCode=${code}$`),
    );
    await expect(page.getByRole("heading", { name: new RegExp(`^${s.title}`) })).toBeVisible({
      timeout: 20_000,
    });
    // Read-only: a note, and no control that changes anything.
    await expect(page.getByText(s.readOnly)).toBeVisible();

    // The service, chosen by keyboard in the services group (arrows move the choice).
    const services = page.getByRole("radiogroup", { name: s.services });
    const serviceRadio = services.getByRole("radio", { name: serviceName, exact: true });
    await services.getByRole("radio").first().focus();
    for (let i = 0; i < 6 && !(await serviceRadio.isChecked()); i += 1)
      await page.keyboard.press("ArrowRight");
    await expect(serviceRadio).toBeChecked();
    const documents = page.getByTestId("service-documents");
    await expect(
      documents.getByRole("heading", { name: s.serviceDocuments.replace("{{service}}", serviceName) }),
    ).toBeVisible();

    // Paging: page 2 shows the API's second page (10 a page, by type name).
    type ServicePage = { content: { id: string; level: string }[]; total_elements: number };
    const second = await get<ServicePage>(
      `${base}/provider-payer-services/${service.id}/support-documents?page=1&size=10`,
    );
    await expect(documents.locator("tbody tr[data-row-key]")).toHaveCount(10, { timeout: 15_000 });
    await documents.locator(".ant-pagination-item-2").click();
    await expect.poll(() => rowKeys(page, "service-documents")).toEqual(second.content.map((d) => d.id));

    // Level CHARGE by keyboard (back to the first page): only charge-level rows, the API's count.
    const charge = await get<ServicePage>(
      `${base}/provider-payer-services/${service.id}/support-documents?level=CHARGE&size=10`,
    );
    const levels = documents.getByRole("radiogroup", { name: s.level });
    await levels.getByRole("radio", { name: s.all }).focus();
    await page.keyboard.press("ArrowRight"); // ACCOUNT
    await page.keyboard.press("ArrowRight"); // CHARGE
    await expect(levels.getByRole("radio", { name: s.levels.CHARGE })).toBeChecked();
    await expect.poll(() => rowKeys(page, "service-documents")).toEqual(charge.content.map((d) => d.id));
    const levelCells = documents.locator("tbody tr[data-row-key] td:nth-child(3)");
    await expect(levelCells).toHaveText(charge.content.map(() => s.levels.CHARGE));
    expect(await axeScan(page)).toEqual([]);

    // Product documents under the service: the first keyset slice, then "load more" by keyboard.
    const slicePath = `${base}/provider-payer-products/support-documents?provider_payer_service_id=${service.id}`;
    const first = await get<Slice>(slicePath);
    const next = await get<Slice>(`${slicePath}&last_value=${first.last_value}`);
    const products = page.getByTestId("product-documents");
    await expect.poll(() => rowKeys(page, "product-documents")).toEqual(first.content.map((d) => d.id));
    const more = products.getByRole("button", { name: s.loadMore });
    await more.focus();
    await page.keyboard.press("Enter");
    const expected = [...first.content, ...next.content].map((d) => d.id);
    await expect.poll(() => rowKeys(page, "product-documents")).toEqual(expected);
    const keys = await rowKeys(page, "product-documents");
    expect(new Set(keys).size).toBe(keys.length);

    // A support-type change racing a slow answer, on a 4× slower CPU: "required" answers late,
    // after "conditional" and "optional" were chosen; only optional rows ever remain.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    let lateServed = false;
    const slices = (url: URL) => url.pathname.endsWith("/provider-payer-products/support-documents");
    await page.route(slices, async (route) => {
      if (route.request().url().includes("support_type_slug=required")) {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        lateServed = true;
      }
      await route.continue().catch(() => undefined);
    });
    const optional = await get<Slice>(`${slicePath}&support_type_slug=optional`);
    const types = products.getByRole("radiogroup", { name: s.supportType });
    await types.getByRole("radio", { name: s.all }).focus();
    const asked = page.waitForRequest((r) => r.url().includes("support_type_slug=required"));
    await page.keyboard.press("ArrowRight"); // required (answers late)
    await asked;
    await page.keyboard.press("ArrowRight"); // conditional
    await page.keyboard.press("ArrowRight"); // optional
    await expect(types.getByRole("radio", { name: s.types.optional })).toBeChecked();
    await expect
      .poll(() => rowKeys(page, "product-documents"), { timeout: 20_000 })
      .toEqual(optional.content.map((d) => d.id));
    await expect.poll(() => lateServed, { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(500);
    expect(await rowKeys(page, "product-documents")).toEqual(optional.content.map((d) => d.id));
    const typeCells = products.locator("tbody tr[data-row-key] td:nth-child(6)");
    await expect(typeCells).toHaveText(optional.content.map(() => s.types.optional));
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await page.unroute(slices);

    // One product's support documents (under whichever service holds them), chosen in the products table.
    await types.getByRole("radio", { name: s.all }).focus();
    await page.keyboard.press("Space");
    await expect(types.getByRole("radio", { name: s.all })).toBeChecked();
    const listed = await get<{ content: { id: string; product: { code: string; name: string } }[] }>(
      `${base}/provider-payer-products?size=10`,
    );
    const chosen = listed.content[0];
    const label = `${chosen.product.code} ${chosen.product.name}`;
    const ofProduct = await get<Slice>(
      `${base}/provider-payer-products/support-documents?provider_payer_product_id=${chosen.id}`,
    );
    expect(ofProduct.content.length).toBeGreaterThan(0);
    await page
      .getByTestId("products")
      .getByRole("button", { name: s.showDocumentsOf.replace("{{product}}", label) })
      .click();
    await expect(products.getByText(s.productDocumentsOf.replace("{{product}}", label))).toBeVisible();
    await expect.poll(() => rowKeys(page, "product-documents")).toEqual(ofProduct.content.map((d) => d.id));

    // No edit controls anywhere on the page (001 §7 lists no call that changes support documents).
    for (const name of [/guardar|save/i, /eliminar|delete/i, /editar|edit/i, /nuevo|new|añadir|add/i])
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    expect(await axeScan(page)).toEqual([]);
  });
});
