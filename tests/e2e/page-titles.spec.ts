import agreementsJson from "../../locales/es-DO/agreements.json" with { type: "json" };
import documentsJson from "../../locales/es-DO/documents.json" with { type: "json" };
import { authOf, expect, signIn, test } from "./fixtures";

/**
 * One look (issue 19 §9): pages scoped to an agreement or an account name it in their title: an
 * agreement's configuration, audit rules and packages its name, an account's support administrator
 * its invoice number. Names are read from the reference API; texts are es-DO's.
 */
const a = agreementsJson.agreements;
const CODE = "COMP-PGP-2026";

test.describe("titles name what the page is about (issue 19 §9)", () => {
  test("an agreement's configuration, audit rules and packages name the agreement", async ({
    page,
    request,
  }) => {
    const answer = await request.get(`/api/rcm/v1/provider-payer-configurations/${CODE}`, {
      headers: await authOf(request, "rcm-editor"),
    });
    const { agreement_name: name } = (await answer.json()) as { agreement_name: string };
    expect(name).toBeTruthy();
    await signIn(page, "rcm-editor");
    for (const [path, title] of [
      ["/rcm/agreements/configuration", a.configurationTitle],
      ["/rcm/agreements/audit-rule", a.auditRules.title],
      ["/rcm/agreements/configuration/packages", a.packages.title],
    ] as const) {
      await page.goto(`${path}?agreementCode=${CODE}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} · ${name}`);
    }
  });

  test("an account's support administrator names its invoice number", async ({ page, request }) => {
    const list = await request.get("/api/rcm/v1/accounts?page=0&size=1", {
      headers: await authOf(request, "rcm-editor"),
    });
    const [account] = ((await list.json()) as { content: { id: string; invoice_number: string }[] }).content;
    await signIn(page, "rcm-editor");
    await page.goto(`/rcm/support-administrator/${account.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${documentsJson.documents.admin.title} · ${account.invoice_number}`,
    );
  });
});
