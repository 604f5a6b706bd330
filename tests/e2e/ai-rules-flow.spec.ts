import type { Page } from "@playwright/test";
import type aiRulesTexts from "../../locales/en/ai-rules.json";
import { test, expect, signIn, text as portalTexts } from "./fixtures";

/**
 * The AI rules editor on the flow kit (issue 18 §1, DESIGN.md §12 "a multi-step flow"; 000 §2 step
 * counter): the step is in the URL, a reload resumes on the same step with the draft's choices, a
 * step that may not be entered yet sends the user back, Cancel resets everything. Nothing is saved
 * (the rules other tests create are left alone). Texts are es-DO's.
 */
const text = portalTexts as typeof portalTexts & typeof aiRulesTexts;
const ai = text.aiRules;
const editor = ai.editor;
const EDITOR = "/rcm/ai-configuration-rules-editor";
const stepHeading = (number: number, name: string) =>
  editor.stepHeading
    .replace("{{number}}", String(number))
    .replace("{{total}}", "3")
    .replace("{{name}}", name);
const useField = (field: string) => editor.useField.replace("{{field}}", field);
const requiredField = (field: string) => editor.requiredField.replace("{{field}}", field);
const expectedValue = (field: string) => editor.expectedValue.replace("{{field}}", field);

async function chooseScope(page: Page): Promise<void> {
  await page.getByRole("radio", { name: ai.analysisTypes.MEDICAL_REQUEST }).check();
  const supportFile = page.getByRole("combobox", { name: editor.supportFile });
  await supportFile.click();
  await supportFile.fill("Epicrisis");
  await page.locator(".ant-select-dropdown:visible").getByTitle("Epicrisis (EPI)").click();
}

test.describe("AI rules editor as a flow (issue 18 §1)", () => {
  test("a reload keeps the step and the choices; cancel resets everything", async ({ page }) => {
    await signIn(page, "rcm-editor");
    await page.goto(`${EDITOR}?mode=create`);
    await expect(page).toHaveURL(/mode=create&step=scope$/);
    await chooseScope(page);
    await page.getByRole("button", { name: editor.next }).click();
    await expect(page).toHaveURL(/step=fields$/);
    await expect(page.getByRole("heading", { name: stepHeading(2, editor.steps.fields) })).toBeFocused();

    const careDate = ai.fields.care_date;
    await page.getByRole("checkbox", { name: useField(careDate) }).check();
    await page.getByRole("checkbox", { name: requiredField(careDate) }).check();
    await page.getByLabel(expectedValue(careDate)).fill("${care_date}");

    // Reload on step 2: the same step, the same choices.
    await page.reload();
    await expect(page.getByRole("heading", { name: stepHeading(2, editor.steps.fields) })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: useField(careDate) })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: requiredField(careDate) })).toBeChecked();
    await expect(page.getByLabel(expectedValue(careDate))).toHaveValue("${care_date}");
    // The draft holds ids and choices: no names of support files or agreements.
    const stored = await page.evaluate(() => sessionStorage.getItem("pp.flow:ai-rule:create"));
    expect(stored).toContain('"supportFileCode":"EPI"');
    expect(stored).not.toContain("Epicrisis");

    // Back to step 1 keeps the scope; Next again, then the summary survives a reload too.
    await page.getByRole("button", { name: editor.previous }).click();
    await expect(page).toHaveURL(/step=scope$/);
    await expect(page.getByRole("radio", { name: ai.analysisTypes.MEDICAL_REQUEST })).toBeChecked();
    await page.getByRole("button", { name: editor.next }).click();
    await page.getByRole("button", { name: editor.next }).click();
    await expect(page).toHaveURL(/step=summary$/);
    await page.reload();
    await expect(page.getByRole("heading", { name: stepHeading(3, editor.steps.summary) })).toBeVisible();
    await expect(page.locator("dd", { hasText: "Epicrisis" })).toBeVisible();
    await expect(page.getByText(new RegExp(`${careDate}.*\\$\\{care_date\\}`))).toBeVisible();
    await expect(page.getByRole("button", { name: editor.save })).toBeVisible();

    // Cancel: back to the rules list, and nothing is kept.
    await page.getByRole("button", { name: editor.cancel }).click();
    await expect(page).toHaveURL(/ai-analysis-overview\?tab=rules/);
    expect(await page.evaluate(() => sessionStorage.getItem("pp.flow:ai-rule:create"))).toBeNull();
    // A step that may not be entered (nothing chosen) sends the user back to step 1.
    await page.goto(`${EDITOR}?mode=create&step=summary`);
    await expect(page).toHaveURL(/step=scope$/);
    await expect(page.getByRole("radio", { name: ai.analysisTypes.MEDICAL_REQUEST })).not.toBeChecked();
  });

  test("editing: a reload lays the draft's choices over the rule read again", async ({ page }) => {
    await signIn(page, "rcm-editor");
    await page.goto(`${EDITOR}?mode=edit&supportFileCode=OM`);
    await expect(page).toHaveURL(/supportFileCode=OM&step=scope$/);
    await expect(page.getByRole("radio", { name: ai.analysisTypes.MEDICAL_REQUEST })).toBeChecked();
    await page.getByRole("radio", { name: ai.analysisTypes.TISS_GUIDE }).check();
    await page.getByRole("button", { name: editor.next }).click();
    await expect(page).toHaveURL(/step=fields$/);
    const guide = page.getByRole("checkbox", { name: useField(ai.fields.guide_number) });
    await guide.check();

    await page.reload();
    await expect(page.getByRole("heading", { name: stepHeading(2, editor.steps.fields) })).toBeVisible();
    await expect(guide).toBeChecked();
    await page.getByRole("button", { name: editor.previous }).click();
    await expect(page.getByRole("radio", { name: ai.analysisTypes.TISS_GUIDE })).toBeChecked();
    await page.getByRole("button", { name: editor.cancel }).click();
    await expect(page).toHaveURL(/ai-analysis-overview\?tab=rules/);
  });
});
