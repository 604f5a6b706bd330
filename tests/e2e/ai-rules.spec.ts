import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type aiRulesTexts from "../../locales/en/ai-rules.json";
import { test, expect, signIn, axeScan, text as portalTexts, tokenOf } from "./fixtures";

/**
 * AI document analysis end to end (issue 8 §5, §6 "an admin creates an AI rule in three steps,
 * sees it in the list, edits and deletes it; axe on each screen; keyboard-only completion of the
 * rules editor"; 001 §2 "ai-analysis-overview", "ai-configuration-rules-editor"; §4 "AI
 * validation"; §5 "An AI rule needs three steps", "Dynamic-field variables"; §8 "AI error reasons,
 * each with a fix hint"; 000 §6 events), against the reference API. Texts are es-DO's.
 */
/** es-DO texts, typed with the `ai-rules` part too (tests/locales.ts types auth and portal only). */
const text = portalTexts as typeof portalTexts & typeof aiRulesTexts;
const ai = text.aiRules;
const editor = ai.editor;
const RULES = "/rcm/ai-analysis-overview?tab=rules";
const interpolate = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Removes a rule the test creates, should an earlier attempt have left it behind. */
async function removeRule(request: APIRequestContext, code: string): Promise<void> {
  const token = await tokenOf(request, "rcm-editor");
  await request.delete(`/api/document-validation/v1/document-configurations/${code}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

/** The row of the rules list whose support document is `name`. */
const ruleRow = (page: Page, name: string) => page.locator("tbody tr.ant-table-row", { hasText: name });

/** Presses Tab until `target` has the focus (keyboard only), at most 60 times. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the control was never reached with Tab");
}

test.describe("AI rules (issue 8 §5)", () => {
  test("an editor creates a rule in three steps, sees it in the list, edits and deletes it", async ({
    page,
    request,
  }) => {
    await removeRule(request, "EPI");
    await signIn(page, "rcm-editor");
    await page.goto(RULES);
    await expect(page.getByRole("heading", { name: ai.tabs.rules })).toBeVisible();
    await page.getByRole("button", { name: ai.newRule }).click();
    await expect(page).toHaveURL(/ai-configuration-rules-editor\?mode=create/);

    // Step 1, scope: nothing chosen is refused with the reasons.
    await expect(page.getByRole("radio", { name: ai.analysisTypes.MEDICAL_REQUEST })).toBeVisible();
    await expect(page.getByRole("checkbox").first()).toBeVisible();
    await page.getByRole("button", { name: editor.next }).click();
    await expect(page.getByText(editor.errors.analysisType)).toBeVisible();
    await expect(page.getByText(editor.errors.supportFile)).toBeVisible();
    await page.getByRole("radio", { name: ai.analysisTypes.MEDICAL_REQUEST }).check();
    const supportFile = page.getByRole("combobox", { name: editor.supportFile });
    await supportFile.click();
    await supportFile.fill("Epicrisis");
    await page.locator(".ant-select-dropdown:visible").getByTitle("Epicrisis (EPI)").click();
    await page.getByRole("button", { name: editor.next }).click();

    // Step 2, fields: at least one, and `${` balanced (001 §5).
    const stepTwo = interpolate(editor.stepHeading, { number: 2, total: 3, name: editor.steps.fields });
    await expect(page.getByRole("heading", { name: stepTwo })).toBeFocused();
    await page.getByRole("button", { name: editor.next }).click();
    await expect(page.getByText(editor.errors.noField)).toBeVisible();
    const careDate = ai.fields.care_date;
    await page.getByRole("checkbox", { name: interpolate(editor.useField, { field: careDate }) }).check();
    await page
      .getByRole("checkbox", { name: interpolate(editor.requiredField, { field: careDate }) })
      .check();
    const expected = page.getByLabel(interpolate(editor.expectedValue, { field: careDate }));
    await expected.fill("${care_date");
    await page.getByRole("button", { name: editor.next }).click();
    await expect(page.getByText(editor.errors.unbalanced)).toBeVisible();
    await expect(expected).toBeFocused();
    await expected.fill("${care_date}");
    await page.getByRole("button", { name: editor.next }).click();

    // Step 3, summary, then save.
    await expect(page.getByText("Epicrisis", { exact: true })).toBeVisible();
    await expect(page.getByText(new RegExp(`${careDate}.*\\$\\{care_date\\}`))).toBeVisible();
    await page.getByRole("button", { name: editor.save }).click();
    await expect(page).toHaveURL(/ai-analysis-overview\?tab=rules/);
    await expect(ruleRow(page, "Epicrisis (EPI)")).toContainText(ai.analysisTypes.MEDICAL_REQUEST);

    // Edit: another analysis type and its own field.
    await ruleRow(page, "Epicrisis (EPI)")
      .getByRole("button", { name: /Editar/ })
      .click();
    await expect(page).toHaveURL(/mode=edit&supportFileCode=EPI/);
    await expect(page.getByRole("radio", { name: ai.analysisTypes.MEDICAL_REQUEST })).toBeChecked();
    await page.getByRole("radio", { name: ai.analysisTypes.TISS_GUIDE }).check();
    await page.getByRole("button", { name: editor.next }).click();
    await page
      .getByRole("checkbox", { name: interpolate(editor.useField, { field: ai.fields.guide_number }) })
      .check();
    await page.getByRole("button", { name: editor.next }).click();
    await page.getByRole("button", { name: editor.save }).click();
    await expect(ruleRow(page, "Epicrisis (EPI)")).toContainText(ai.analysisTypes.TISS_GUIDE);
    await expect(ruleRow(page, "Epicrisis (EPI)")).toContainText(ai.fields.guide_number);

    // Delete, confirmed.
    await ruleRow(page, "Epicrisis (EPI)")
      .getByRole("button", { name: /Eliminar/ })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(text.resources["ai-configurations"].actions.delete.confirmTitle);
    await expect(dialog.getByRole("button", { name: text.list.cancel })).toBeFocused();
    await dialog
      .getByRole("button", { name: text.resources["ai-configurations"].actions.delete.confirmOk })
      .click();
    await expect(ruleRow(page, "Epicrisis (EPI)")).toHaveCount(0);
  });

  test("the rules editor can be completed with the keyboard only", async ({ page, request }) => {
    await removeRule(request, "TRA");
    await signIn(page, "rcm-editor");
    await page.goto("/rcm/ai-configuration-rules-editor?mode=create");
    await expect(page.getByRole("heading", { name: editor.createTitle })).toBeVisible();

    await tabTo(page, page.getByRole("radio", { name: ai.analysisTypes.TISS_GUIDE }));
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: ai.analysisTypes.TISS_GUIDE })).toBeChecked();
    const supportFile = page.getByRole("combobox", { name: editor.supportFile });
    await tabTo(page, supportFile);
    await page.keyboard.type("traslado");
    await expect(page.locator(".ant-select-dropdown:visible")).toContainText("Hoja de traslado");
    await page.keyboard.press("Enter");
    await expect(
      page.locator(".ant-select-selection-item", { hasText: "Hoja de traslado (TRA)" }),
    ).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: editor.next }));
    await page.keyboard.press("Enter");

    const useGuide = page.getByRole("checkbox", {
      name: interpolate(editor.useField, { field: ai.fields.guide_number }),
    });
    await tabTo(page, useGuide);
    await page.keyboard.press("Space");
    await expect(useGuide).toBeChecked();
    const expected = page.getByLabel(interpolate(editor.expectedValue, { field: ai.fields.guide_number }));
    await tabTo(page, expected);
    await page.keyboard.type("G-${invoice_number}");
    await tabTo(page, page.getByRole("button", { name: editor.next }));
    await page.keyboard.press("Enter");

    await expect(page.locator("dd", { hasText: "Hoja de traslado" })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: editor.save }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/ai-analysis-overview\?tab=rules/);
    await expect(ruleRow(page, "Hoja de traslado (TRA)")).toContainText(ai.analysisTypes.TISS_GUIDE);
    await removeRule(request, "TRA");
  });

  test("a viewer reads the rules but sees no way to change them", async ({ page }) => {
    await signIn(page, "rcm-viewer");
    await page.goto(RULES);
    await expect(page.getByRole("heading", { name: ai.tabs.rules })).toBeVisible();
    await expect(ruleRow(page, "(OM)")).toBeVisible();
    await expect(page.getByText(ai.readOnly)).toBeVisible();
    await expect(page.getByRole("button", { name: ai.newRule })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Editar|Eliminar/ })).toHaveCount(0);
    await page.goto("/rcm/ai-configuration-rules-editor?mode=create");
    await expect(page.getByText(ai.notAllowed)).toBeVisible();
    await expect(page.getByRole("button", { name: editor.save })).toHaveCount(0);
  });

  test("axe: overview (both tabs), editor and the results of a rejected document with fix hints", async ({
    page,
  }) => {
    await signIn(page, "rcm-editor");
    await page.goto("/rcm/ai-analysis-overview");
    await expect(page.getByRole("heading", { name: ai.tabs.documents })).toBeVisible();
    const rows = page.locator("tbody tr.ant-table-row");
    await expect(rows.first()).toBeVisible();
    await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
    expect(await axeScan(page)).toEqual([]);

    await page.getByRole("tab", { name: ai.tabs.rules }).click();
    await expect(page).toHaveURL(/tab=rules/);
    await expect(ruleRow(page, "(OM)")).toBeVisible();
    expect(await axeScan(page)).toEqual([]);

    await page.goto("/rcm/ai-configuration-rules-editor?mode=edit&supportFileCode=OM");
    await expect(page.getByRole("radio", { name: ai.analysisTypes.MEDICAL_REQUEST })).toBeChecked();
    expect(await axeScan(page)).toEqual([]);
    await page.getByRole("button", { name: editor.next }).click();
    await expect(
      page.getByRole("checkbox", { name: interpolate(editor.useField, { field: ai.fields.request_date }) }),
    ).toBeChecked();
    expect(await axeScan(page)).toEqual([]);

    // A rejected document: its rows, reasons and the hint of each reason (001 §8).
    await page.goto("/rcm/ai-analysis-overview");
    await expect(rows.first()).toBeVisible();
    const rejected = rows.filter({ hasText: ai.status.REJECTED }).first();
    await rejected.getByRole("link").click();
    await expect(page).toHaveURL(/ai-analysis-overview\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("columnheader", { name: ai.results.howToFix })).toBeVisible();
    const reasonCodes = Object.keys(ai.reasons) as (keyof typeof ai.reasons)[];
    const shown = reasonCodes.filter((code) => code !== "UNKNOWN");
    const table = page.locator("table");
    let found = 0;
    for (const code of shown)
      if ((await table.getByText(ai.reasons[code], { exact: true }).count()) > 0) {
        found += 1;
        await expect(table.getByText(ai.hints[code], { exact: true }).first()).toBeVisible();
      }
    expect(found).toBeGreaterThan(0);
    expect(await axeScan(page)).toEqual([]);
  });
});
