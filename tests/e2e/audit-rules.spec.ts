import type { APIRequestContext } from "@playwright/test";
import texts from "../../locales/es-DO/agreements.json" with { type: "json" };
import forms from "../../locales/es-DO/forms.json" with { type: "json" };
import { axeScan, expect, signIn, test, tokenOf } from "./fixtures";

/**
 * The audit rules of an agreement end to end (issue 8 §2 "audit rules: service, plan coverage, min
 * and max invoice amount (positive, min ≤ max), audit type PRE_AUDIT / CONCURRENT, PMIS"; 001 §2
 * "agreements/audit-rule"; 000 §6): an editor reaches them from the agreement's configuration by
 * keyboard, is refused a minimum above the maximum before any call, creates a rule, edits it and
 * deletes it after confirming; a viewer reads the same table with no way to change it; axe finds
 * nothing serious or critical on the page nor in the form's dialog. Texts are es-DO's.
 */
const fields = texts.resources["audit-rules"].fields;
const r = texts.agreements.auditRules;
const CODE = "MSER-EVT-2026";

/** The label the service lookup shows for the agreement's first covered service. */
async function firstServiceLabel(request: APIRequestContext): Promise<{ slug: string; label: string }> {
  const headers = { authorization: `Bearer ${await tokenOf(request, "rcm-editor")}` };
  const agreement = (await (
    await request.get(`/api/rcm/v1/provider-payer-configurations/${CODE}`, { headers })
  ).json()) as { services: { service_type: string }[] };
  const slug = agreement.services[0].service_type;
  const catalogue = (await (
    await request.get("/api/rcm/v1/service-types/providers/clinica-andina-co", { headers })
  ).json()) as { slug: string; value: string }[];
  return { slug, label: catalogue.find((item) => item.slug === slug)?.value ?? slug };
}

test.describe("audit rules of an agreement (issue 8 §2)", () => {
  test("an editor creates, edits and deletes a rule; min above max is refused before any call", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const service = await firstServiceLabel(request);
    const pmis = `PMIS-E2E-${Date.now()}`;
    await signIn(page, "rcm-editor");
    await page.goto(`/rcm/agreements/configuration?agreementCode=${CODE}`);
    const link = page.getByRole("link", { name: r.link });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/rcm/agreements/audit-rule\\?agreementCode=${CODE}$`));
    await expect(page.getByRole("heading", { name: r.title })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    expect(await axeScan(page)).toEqual([]);

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/audit-configurations"))
        posts.push(request.url());
    });
    await page.getByRole("button", { name: r.new }).click();
    const dialog = page.getByRole("dialog", { name: r.createTitle });
    await expect(dialog).toBeVisible();
    const serviceField = dialog.getByLabel(fields.serviceType);
    await expect(serviceField).toBeVisible({ timeout: 20_000 });
    await serviceField.click();
    await serviceField.fill(service.label.slice(0, 4));
    await page.locator(".ant-select-dropdown:visible").getByTitle(service.label, { exact: true }).click();
    await dialog.getByLabel(fields.minInvoiceAmount).fill("500000");
    await dialog.getByLabel(fields.maxInvoiceAmount).fill("100000");
    await dialog
      .getByLabel(texts.resources["audit-rules"].values.auditType.CONCURRENT, { exact: true })
      .check();
    await dialog.getByLabel(fields.pmis).fill(pmis);
    await dialog.getByRole("button", { name: forms.forms.actions.create }).click();
    const lessOrEqual = forms.forms.errors.lessOrEqual.replace("{{other}}", fields.maxInvoiceAmount);
    await expect(dialog.getByText(lessOrEqual)).toBeVisible();
    expect(posts).toEqual([]);
    // What was typed stays; the maximum is corrected.
    await expect(dialog.getByLabel(fields.pmis)).toHaveValue(pmis);
    await dialog.getByLabel(fields.maxInvoiceAmount).fill("900000");
    expect(await axeScan(page)).toEqual([]);
    await dialog.getByRole("button", { name: forms.forms.actions.create }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    expect(posts).toHaveLength(1);

    const row = page.getByRole("row").filter({ hasText: pmis });
    await expect(row).toBeVisible();
    await expect(row).toContainText(texts.resources["audit-rules"].values.auditType.CONCURRENT);
    await expect(row).toContainText(service.slug);

    // Edit: the audit type becomes pre-audit, after reload too.
    await row.getByRole("button", { name: r.editRule.replace("{{service}}", service.slug) }).click();
    const editDialog = page.getByRole("dialog", { name: r.editTitle });
    await expect(editDialog.getByLabel(fields.pmis)).toHaveValue(pmis, { timeout: 20_000 });
    await editDialog
      .getByLabel(texts.resources["audit-rules"].values.auditType.PRE_AUDIT, { exact: true })
      .check();
    await editDialog.getByRole("button", { name: forms.forms.actions.save }).click();
    await expect(editDialog).toBeHidden({ timeout: 15_000 });
    await page.reload();
    await expect(row).toContainText(texts.resources["audit-rules"].values.auditType.PRE_AUDIT, {
      timeout: 20_000,
    });

    // Delete, after confirming.
    await row.getByRole("button", { name: r.deleteRule.replace("{{service}}", service.slug) }).click();
    const confirm = page.getByRole("dialog", { name: r.confirmDeleteTitle });
    await confirm.getByRole("button", { name: r.delete }).click();
    await expect(page.locator(".ant-message").getByText(r.deleted, { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("a viewer reads the rules with no way to change them", async ({ page, request }) => {
    test.setTimeout(90_000);
    // An agreement with seeded rules.
    const headers = { authorization: `Bearer ${await tokenOf(request, "rcm-viewer")}` };
    const list = (await (
      await request.get("/api/rcm/v1/provider-payer-configurations?page=0&size=50", { headers })
    ).json()) as { content: { agreement_code: string; audit_configurations: unknown[] }[] };
    const withRules = list.content.find((agreement) => agreement.audit_configurations.length > 0);
    expect(withRules).toBeDefined();
    await signIn(page, "rcm-viewer");
    await page.goto(`/rcm/agreements/audit-rule?agreementCode=${withRules?.agreement_code}`);
    await expect(page.getByText(r.readOnly)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator("tbody tr.ant-table-row")).toHaveCount(
      withRules?.audit_configurations.length ?? -1,
    );
    await expect(page.getByRole("button", { name: r.new })).toHaveCount(0);
    await expect(page.getByRole("columnheader", { name: r.actions })).toHaveCount(0);
    await expect(page.getByRole("button", { name: new RegExp(`^${r.edit}`) })).toHaveCount(0);
    expect(await axeScan(page)).toEqual([]);
  });
});
