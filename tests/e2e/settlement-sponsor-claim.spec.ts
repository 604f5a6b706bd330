/**
 * The claim as the sponsor sees it, from the settlement detail's transactions (issue 22 §3; 000 §7
 * `GET settlements/v3/settlements/claim/{claimId}/sponsor/{slug}`): each row's button opens a
 * dialog with the claim's authorization, the sponsor's transaction, its status and coverage in
 * words and its amount with 2 decimals; axe finds nothing on the detail nor in the dialog; Escape
 * closes it. Reads a seeded completed settlement, which no test changes.
 */
import AxeBuilder from "@axe-core/playwright";
import part from "../../locales/es-DO/settlements.json" with { type: "json" };
import { authOf, axeScan, expect, signIn, test, text } from "./fixtures";

const s = part.settlements;

test("a transaction's claim as the sponsor sees it, in a dialog", async ({ page, request }) => {
  const list = await request.get("/api/settlements/v3/settlements?included_statuses=COMPLETED&size=1", {
    headers: await authOf(request, "settlement-submitter"),
  });
  const [settlement] = ((await list.json()) as { content: { id: string }[] }).content;
  await signIn(page, "settlement-submitter");
  await page.goto(`/settlements/${settlement.id}`);
  const row = page
    .locator("tbody tr")
    .filter({ has: page.getByRole("button", { name: s.sponsorClaim.open }) })
    .first();
  await expect(row).toBeVisible();
  expect(await axeScan(page)).toEqual([]);
  const cells = await row.locator("td").allInnerTexts();
  const [claimId, code] = cells;
  await row.getByRole("button", { name: s.sponsorClaim.openOne.replace("{{id}}", claimId) }).click();
  const dialog = page.getByRole("dialog", { name: s.sponsorClaim.title.replace("{{id}}", claimId) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(code, { exact: true })).toBeVisible();
  await expect(dialog.getByText(text.statuses["claim-status"].PAID, { exact: true })).toBeVisible();
  await expect(dialog.getByText(/\$ [\d,]+\.\d{2}/)).toBeVisible();
  // The dialog itself (the page beneath, under the dialog's mask, was scanned before it opened).
  const inDialog = await new AxeBuilder({ page })
    .include(".ant-modal")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(inDialog.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
