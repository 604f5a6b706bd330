/**
 * mx-gnp's text overrides in the new authorization (000 §3 "mx-gnp (sponsor-specific text
 * overrides, enabled by a token extension)"; issue 20 §7): a claims-desk user whose token carries
 * the extension (the demo user `authorizer-gnp`) who chooses GNP Seguros sees the sponsor's own
 * names of the steps ("Asegurado", "Forma de búsqueda del asegurado"); the demo authorizer, whose
 * token does not carry it, sees the portal's own for the same sponsor. Both in es-DO, the demo
 * users' language (the overrides are Spanish texts, applied in a Spanish UI only).
 */
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { stepHeading, t } from "./new-authorization-walk";

const KIND = "outpatient-consultation";
const GNP = "GNP Seguros";

/** From /authorization/new to the search-method step for GNP Seguros. */
async function chooseGnp(page: Page): Promise<void> {
  await page.goto("/authorization/new");
  await page.getByRole("radio", { name: t.kinds[KIND] }).check();
  await page.getByRole("button", { name: t.next, exact: true }).click();
  await expect(page).toHaveURL(/step=sponsor$/);
  await page
    .getByRole("radiogroup", { name: t.search.sponsor.label })
    .getByRole("radio", { name: GNP })
    .check();
  await expect(
    page.getByText(
      t.search.sponsor.coverageEnabled.replace("{{sponsor}}", GNP).replace("{{kind}}", t.kinds[KIND]),
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: t.next, exact: true }).click();
  await expect(page).toHaveURL(/step=search-method$/);
}

/** The steps header (the flow kit's list of step titles). */
const stepsHeader = (page: Page) => page.locator(".ant-steps");

test("a user whose token carries the extension sees GNP's own names of the steps", async ({ page }) => {
  await signIn(page, "authorizer-gnp");
  await chooseGnp(page);
  await expect(
    page.getByRole("heading", { name: "Paso 3 de 9: Forma de búsqueda del asegurado", exact: true }),
  ).toBeVisible();
  await expect(stepsHeader(page).getByText("Asegurado", { exact: true })).toBeVisible();
  await expect(stepsHeader(page).getByText("Datos del asegurado", { exact: true })).toBeVisible();
  await expect(stepsHeader(page).getByText("Folio y facturación", { exact: true })).toBeVisible();
  await expect(stepsHeader(page).getByText(t.steps.beneficiary, { exact: true })).toHaveCount(0);
});

test("a user whose token does not carry it sees the portal's own names for the same sponsor", async ({
  page,
}) => {
  await signIn(page, "authorizer");
  await chooseGnp(page);
  await expect(
    page.getByRole("heading", { name: stepHeading("search-method", 3), exact: true }),
  ).toBeVisible();
  await expect(stepsHeader(page).getByText(t.steps.beneficiary, { exact: true })).toBeVisible();
  await expect(stepsHeader(page).getByText(t.steps.authorization, { exact: true })).toBeVisible();
  await expect(page.getByText("Asegurado", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Folio y facturación", { exact: true })).toHaveCount(0);
});
