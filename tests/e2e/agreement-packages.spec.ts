import texts from "../../locales/es-DO/agreements.json" with { type: "json" };
import { axeScan, expect, signIn, test, tokenOf } from "./fixtures";

/**
 * Agreement packages end to end (issue 8 §2, §6 "an admin edits an agreement's … package
 * configuration and sees it after reload; a viewer sees it read-only"; 001 §2
 * "agreements/configuration/packages", "pre-settlements/package-configuration"; §3 package
 * configuration; §9 delivery channels, ZIP split size; 000 §6): an editor reaches the packages from
 * the agreement's configuration by keyboard, is stopped by an export route that does not fit the
 * channel, fills the settings, adds a group in the package group dialog, adds a second one with the
 * same name and is asked whether to replace (first keeping on editing, then replacing), saves, and
 * sees it all after a reload and in the API; a viewer picks an agreement on the pre-settlements
 * route and sees its configuration read-only, and the API refuses a forced change. axe on each
 * screen and the dialog. Texts are the default locale's (es-DO).
 */
const p = texts.agreements.packages;
const f = p.fields;

interface WireGroup {
  name: string;
  folder: string;
  file_name: string;
  supports: { support_file_code: string; order: number; copies: number }[];
}

test.describe("agreement packages (issue 8 §2)", () => {
  test("an editor configures an agreement's packages and sees them after reload", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    // FAMI-EVT-2026: no other spec changes it; seeded without a package configuration.
    const code = "FAMI-EVT-2026";
    const token = await tokenOf(request, "rcm-editor");
    const path = `/api/rcm/v1/provider-payer-configurations/${code}/package-configuration`;
    const before = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(await before.json()).toMatchObject({ configured: false, groups: [] });

    await signIn(page, "rcm-editor");
    await page.goto(`/rcm/agreements/configuration?agreementCode=${code}`);
    const link = page.getByRole("link", { name: p.link });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(
      new RegExp(`/rcm/agreements/configuration/packages\\?agreementCode=${code}$`),
    );
    await expect(page.getByText(p.notConfigured)).toBeVisible({ timeout: 20_000 });
    expect(await axeScan(page)).toEqual([]);

    await page.getByLabel(p.values.deliveryChannel.SFTP, { exact: true }).check();
    const route = page.getByLabel(f.exportRoute);
    await route.fill("files.famisanar.example/in");
    await route.press("Tab");
    await expect(page.getByText(p.errors.route.SFTP)).toBeVisible();
    await route.fill("sftp://files.famisanar.example/in");
    await expect(page.getByText(p.errors.route.SFTP)).toHaveCount(0);
    await page.getByLabel(f.separateFiles).check();
    await page.getByLabel(f.packageFolderName).fill("Famisanar evento");
    await page.getByLabel(p.values.packageType.PDF_ZIP, { exact: true }).check();
    await page.getByLabel(p.values.exportType.PER_SETTLEMENT, { exact: true }).check();
    await page.getByLabel(f.splitFileSizeMb).fill("20");
    await page.getByLabel(f.splitFileSuffix).fill("_parte");

    // The first group, by keyboard inside the dialog.
    await page.getByRole("button", { name: p.addGroup }).click();
    let dialog = page.getByRole("dialog", { name: p.group.createTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await dialog.getByLabel(f.groupName).fill("Facturación");
    await dialog.getByLabel(f.folder).fill("facturacion");
    await dialog.getByLabel(f.fileName).fill("factura.pdf");
    const first = dialog.getByLabel(f.supportN.replace("{{n}}", "1"), { exact: true });
    await first.click();
    await first.fill("FEV");
    await page
      .locator(".ant-select-dropdown:visible")
      .getByTitle(/\(FEV\)$/)
      .click();
    await dialog.getByLabel(f.copies).first().fill("2");
    await dialog.getByRole("button", { name: p.group.addSupport }).click();
    const second = dialog.getByLabel(f.supportN.replace("{{n}}", "2"), { exact: true });
    await second.click();
    await second.fill("RIPS");
    await page
      .locator(".ant-select-dropdown:visible")
      .getByTitle(/\(RIPS\)$/)
      .click();
    expect(await axeScan(page)).toEqual([]);
    await dialog.getByRole("button", { name: p.group.ok }).click();
    await expect(dialog).toHaveCount(0);
    const table = page.getByRole("table");
    await expect(table.getByRole("cell", { name: "Facturación", exact: true })).toBeVisible();

    // A second group with the same name (other case, no accent) asks whether to replace.
    await page.getByRole("button", { name: p.addGroup }).click();
    dialog = page.getByRole("dialog", { name: p.group.createTitle });
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await dialog.getByLabel(f.groupName).fill("FACTURACION");
    await dialog.getByLabel(f.folder).fill("clinicos");
    await dialog.getByLabel(f.fileName).fill("historia.pdf");
    const only = dialog.getByLabel(f.supportN.replace("{{n}}", "1"), { exact: true });
    await only.click();
    await only.fill("HC");
    await page
      .locator(".ant-select-dropdown:visible")
      .getByTitle(/\(HC\)$/)
      .click();
    await dialog.getByLabel(f.groupName).press("Enter");
    const ask = page.getByRole("dialog", { name: p.replace.title.replace("{{name}}", "Facturación") });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: p.replace.cancel }).click();
    await expect(ask).toHaveCount(0);
    await expect(dialog.getByLabel(f.groupName)).toHaveValue("FACTURACION");
    await dialog.getByRole("button", { name: p.group.ok }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: p.replace.ok }).click();
    await expect(dialog).toHaveCount(0);
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("cell", { name: "FACTURACION", exact: true })).toBeVisible();
    await expect(table.getByRole("cell", { name: "clinicos", exact: true })).toBeVisible();

    await page.getByRole("button", { name: p.save }).click();
    await expect(page.getByText(p.saved)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(p.notConfigured)).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel(p.values.deliveryChannel.SFTP, { exact: true })).toBeChecked({
      timeout: 20_000,
    });
    await expect(page.getByLabel(f.exportRoute)).toHaveValue("sftp://files.famisanar.example/in");
    await expect(page.getByLabel(f.separateFiles)).toBeChecked();
    await expect(page.getByLabel(f.packageFolderName)).toHaveValue("Famisanar evento");
    await expect(page.getByLabel(p.values.packageType.PDF_ZIP, { exact: true })).toBeChecked();
    await expect(page.getByLabel(p.values.exportType.PER_SETTLEMENT, { exact: true })).toBeChecked();
    await expect(page.getByLabel(f.splitFileSizeMb)).toHaveValue("20");
    await expect(page.getByLabel(f.splitFileSuffix)).toHaveValue("_parte");
    await expect(
      page.getByRole("table").getByRole("cell", { name: "FACTURACION", exact: true }),
    ).toBeVisible();
    expect(await axeScan(page)).toEqual([]);

    const after = (await (
      await request.get(path, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      delivery_channel: string;
      export_type: string;
      groups: WireGroup[];
    };
    expect(after.delivery_channel).toBe("SFTP");
    expect(after.export_type).toBe("PER_SETTLEMENT");
    expect(after.groups).toEqual([
      {
        name: "FACTURACION",
        folder: "clinicos",
        file_name: "historia.pdf",
        supports: [{ support_file_code: "HC", order: 1, copies: 1 }],
      },
    ]);
  });

  test("a viewer picks an agreement on the pre-settlements route and sees it read-only", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // COOS-EVT-2026: configured here through the API by the editor; no other spec changes it.
    const code = "COOS-EVT-2026";
    const path = `/api/rcm/v1/provider-payer-configurations/${code}/package-configuration`;
    const body = {
      delivery_channel: "EMAIL",
      export_route: "radicacion@coosalud.example",
      separate_files: false,
      package_folder_name: "coosalud",
      package_type: "PDF",
      export_type: "PER_INVOICE",
      groups: [
        {
          name: "Soportes clínicos",
          folder: "clinicos",
          file_name: "clinicos.pdf",
          supports: [{ support_file_code: "EPI", order: 1, copies: 1 }],
        },
      ],
    };
    const editor = await tokenOf(request, "rcm-editor");
    expect(
      (await request.put(path, { headers: { authorization: `Bearer ${editor}` }, data: body })).status(),
    ).toBe(200);

    await signIn(page, "rcm-viewer");
    await page.goto("/rcm/pre-settlements/package-configuration");
    await expect(page.getByText(p.pick)).toBeVisible({ timeout: 20_000 });
    const picker = page.getByLabel(p.agreement);
    await picker.click();
    await picker.fill("COOS-EVT");
    await page
      .locator(".ant-select-dropdown:visible")
      .getByTitle(new RegExp(`\\(${code}\\)$`))
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/rcm/pre-settlements/package-configuration\\?agreementCode=${code}$`),
    );
    await expect(page.getByText(p.readOnly)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel(f.exportRoute)).toHaveValue("radicacion@coosalud.example");
    await expect(page.getByLabel(f.exportRoute)).toBeDisabled();
    await expect(page.getByLabel(p.values.deliveryChannel.EMAIL, { exact: true })).toBeChecked();
    await expect(page.getByLabel(p.values.deliveryChannel.EMAIL, { exact: true })).toBeDisabled();
    await expect(page.getByRole("cell", { name: "Soportes clínicos", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: p.save })).toHaveCount(0);
    await expect(page.getByRole("button", { name: p.addGroup })).toHaveCount(0);
    await expect(page.getByRole("button", { name: p.editGroup })).toHaveCount(0);
    await expect(page.getByRole("link", { name: p.backPreSettlements })).toBeVisible();
    expect(await axeScan(page)).toEqual([]);

    const viewer = await tokenOf(request, "rcm-viewer");
    const forced = await request.put(path, {
      headers: { authorization: `Bearer ${viewer}` },
      data: { ...body, delivery_channel: "SFTP" },
    });
    expect(forced.status()).toBe(403);
    expect(await forced.json()).toMatchObject({ error_code: "INSUFFICIENT_PERMISSIONS" });
  });
});
