/**
 * The dialogs and editors that are declared forms rendered by ResourceForm (issue 18 §5; issue 8
 * §2, §3; 001 §2 "Screens implied: … package group dialog", "Provider product configuration
 * dialog"), against the reference API in-process (tests/component/sandbox-backend.ts): the
 * package settings' 400 lands on the field it names with the agreement's update error at the top
 * and everything typed kept; the package group dialog checks its rows (next order, a support once)
 * before it closes; the product configuration dialog marks a refused field with its translated
 * message, keeps the server's words at the top and what was typed.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { renderPortal, server } from "../resource/harness";
import { API_BASE, useSandboxBackend } from "../sandbox-backend";
import agreementTexts from "../../../locales/en/agreements.json" with { type: "json" };
import productTexts from "../../../locales/en/products-configuration.json" with { type: "json" };

const backend = useSandboxBackend(server);
const p = agreementTexts.agreements.packages;
const pr = productTexts.productsConfiguration;
const productFields = productTexts.resources["products-configuration"].fields;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => backend.clearRequests());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const input = (label: string, root: HTMLElement = document.body) =>
  within(root).getByLabelText(label, { exact: true }) as HTMLInputElement;
/** Types into a text field as a user does: in, the text, out. */
function type(field: HTMLInputElement, text: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}
/** Chooses the option of an antd select whose label ends with `ending`. */
async function choose(combo: HTMLElement, search: string, ending: RegExp) {
  fireEvent.focus(combo);
  fireEvent.mouseDown(combo);
  fireEvent.change(combo, { target: { value: search } });
  const options = await screen.findAllByTitle(ending);
  fireEvent.click(options.at(-1) as HTMLElement);
}
/** The field (label, control, messages) around a control. */
const fieldOf = (control: HTMLElement) => control.closest(".pp-field") as HTMLElement;

describe("declared dialogs and editors (issue 18 §5)", { timeout: 90_000 }, () => {
  it("package settings: a 400 lands on its field, the update error at the top, everything typed kept", async () => {
    const code = "FAMI-EVT-2026";
    await renderPortal({
      path: `/rcm/agreements/configuration/packages?agreementCode=${code}`,
      session: await backend.signIn("rcm-editor"),
    });
    fireEvent.click(await screen.findByLabelText(p.values.deliveryChannel.SFTP, {}, { timeout: 30_000 }));
    const route = input(p.fields.exportRoute);
    type(route, "files.example/in");
    // Checked as typed, in the channel's words, before any call.
    expect(await screen.findByText(p.errors.route.SFTP)).toBeInTheDocument();
    type(route, "sftp://files.example/in");
    await waitFor(() => expect(screen.queryByText(p.errors.route.SFTP)).toBeNull());
    type(input(p.fields.packageFolderName), "famisanar");

    server.use(
      http.put(`${API_BASE}/rcm/v1/provider-payer-configurations/:code/package-configuration`, () =>
        HttpResponse.json(
          {
            error_code: "VALIDATION_ERROR",
            message: "package_folder_name is already used by another agreement",
          },
          { status: 400 },
        ),
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: p.save }));
    const onField = await screen.findByText("package_folder_name is already used by another agreement");
    expect(within(fieldOf(onField)).getByLabelText(p.fields.packageFolderName)).toBeInTheDocument();
    expect(screen.getByText(agreementTexts.agreements.updateError)).toBeInTheDocument();
    expect(input(p.fields.exportRoute).value).toBe("sftp://files.example/in");
    expect(input(p.fields.packageFolderName).value).toBe("famisanar");
    expect(screen.getByLabelText(p.values.deliveryChannel.SFTP)).toBeChecked();
  });

  it("package group dialog: rows take the next order, a support twice is refused, nothing closes", async () => {
    await renderPortal({
      path: "/rcm/agreements/configuration/packages?agreementCode=FAMI-EVT-2026",
      session: await backend.signIn("rcm-editor"),
    });
    fireEvent.click(await screen.findByRole("button", { name: p.addGroup }, { timeout: 30_000 }));
    const dialog = await screen.findByRole("dialog", { name: p.group.createTitle }, { timeout: 20_000 });
    await within(dialog).findByLabelText(p.fields.groupName, {}, { timeout: 20_000 });
    type(input(p.fields.groupName, dialog), "Billing");
    type(input(p.fields.folder, dialog), "bad/folder");
    expect(await within(dialog).findByText(p.errors.name)).toBeInTheDocument();
    type(input(p.fields.folder, dialog), "billing");
    type(input(p.fields.fileName, dialog), "invoice.pdf");
    await choose(input(p.fields.supportN.replace("{{n}}", "1"), dialog), "FEV", /\(FEV\)$/);
    fireEvent.click(within(dialog).getByRole("button", { name: p.group.addSupport }));
    // The new row's order is the next one.
    await waitFor(() => expect(within(dialog).getAllByLabelText(p.fields.order)).toHaveLength(2));
    expect((within(dialog).getAllByLabelText(p.fields.order)[1] as HTMLInputElement).value).toBe("2");
    await choose(input(p.fields.supportN.replace("{{n}}", "2"), dialog), "FEV", /\(FEV\)$/);
    fireEvent.click(within(dialog).getByRole("button", { name: p.group.ok }));
    expect(await within(dialog).findByText(p.errors.supportTwice)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: p.group.createTitle })).toBeInTheDocument();
    expect(input(p.fields.groupName, dialog).value).toBe("Billing");
  });

  it("product configuration: a refused field gets its translated mark, the server's words stay at the top", async () => {
    const code = "PP-I0152";
    await renderPortal({
      path: `/rcm/products-configuration/detail?productCode=${code}`,
      session: await backend.signIn("rcm-editor"),
    });
    fireEvent.click(
      await screen.findByRole("button", { name: pr.detail.editConfiguration }, { timeout: 30_000 }),
    );
    const dialog = await screen.findByRole(
      "dialog",
      { name: pr.dialog.title.replace("{{code}}", code) },
      { timeout: 20_000 },
    );
    const billing = await within(dialog).findByLabelText(
      productFields.defaultBillingCode,
      {},
      { timeout: 20_000 },
    );
    type(billing as HTMLInputElement, "no vale!");
    expect(await within(dialog).findByText(pr.errors.billingCode)).toBeInTheDocument();
    type(billing as HTMLInputElement, "REFUSED-1");
    const unit = input(productFields.unitOfMeasure, dialog);
    await choose(unit, "Unit", new RegExp(`^${pr.units.UNIT}$`));

    const serverMessage = "products.0.default_billing_code is not in the payer's tariff";
    let puts = 0;
    server.use(
      http.put(`${API_BASE}/rcm/v1/providers/:provider/products`, () => {
        puts += 1;
        return HttpResponse.json({ error_code: "VALIDATION_ERROR", message: serverMessage }, { status: 400 });
      }),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: pr.dialog.save }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(serverMessage);
    expect(puts).toBe(1);
    const mark = within(dialog).getByText(pr.errors.refused);
    expect(within(fieldOf(mark)).getByLabelText(productFields.defaultBillingCode)).toBeInTheDocument();
    expect((within(dialog).getByLabelText(productFields.defaultBillingCode) as HTMLInputElement).value).toBe(
      "REFUSED-1",
    );
    expect(within(dialog).getByTitle(pr.units.UNIT)).toBeInTheDocument();
  });
});
