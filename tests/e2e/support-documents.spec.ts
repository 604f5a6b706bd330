import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import documentsJson from "../../locales/es-DO/documents.json" with { type: "json" };
import { axeScan, expect, signIn, test, type DemoKind, tokenOf } from "./fixtures";

/**
 * Support documents and audit comments end to end, per role (issue 7 §6; 001 §2
 * "support-administrator/{accountId}", §3, §4 "Completing an audit", §5, §7, §8), in Chromium
 * against the reference API:
 * - an editor uploads a support document into a pending one, downloads it, replaces it and deletes it;
 * - an editor-with-audit creates, edits, resolves and deletes a comment, then completes the audit;
 * - on FE-0012345 the editor's support-file restriction (clinical history, HC) leaves that document
 *   without any action, and the API refuses a forced call.
 * Texts are the es-DO locale's.
 */
const docs = documentsJson.documents;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

interface WireFile {
  id: string;
  status: string;
  type: { file_code: string; name: string };
}

/** An account of the user's provider (not FE-0012345) in one of `statuses` with a pending account-level document. */
async function accountWithPending(
  request: APIRequestContext,
  kind: DemoKind,
  statuses?: string,
): Promise<{ id: string; invoice: string; pending: WireFile }> {
  const headers = { authorization: `Bearer ${await tokenOf(request, kind)}` };
  const query = statuses ? `&statuses=${statuses}` : "";
  const list = await request.get(`/api/rcm/v1/accounts?page=0&size=40${query}`, { headers });
  expect(list.ok()).toBeTruthy();
  for (const account of ((await list.json()) as { content: { id: string; invoice_number: string }[] })
    .content) {
    if (account.invoice_number === "FE-0012345") continue;
    const files = await request.get(
      `/api/rcm/v1/accounts/${account.id}/get-all-support-files?relations=ACCOUNT&statuses=PENDING&page=0&size=5`,
      { headers },
    );
    const pending = ((await files.json()) as { content: WireFile[] }).content.find(
      (file) => file.type.file_code !== "HC",
    );
    if (pending) return { id: account.id, invoice: account.invoice_number, pending };
  }
  throw new Error(`no account of ${kind} with a pending document`);
}

/** An option of a button-styled radio group (antd hides the input itself), by its text. */
const radio = (page: Page, label: string) =>
  page.locator(".ant-radio-button-wrapper", { hasText: new RegExp(`^${label}$`) });

/** The success alert with `text`. */
const alertText = (page: Page, text: string) => page.locator(".ant-message").getByText(text, { exact: true });

test.describe("support documents and audit comments, per role", () => {
  test("an editor uploads, downloads, replaces and deletes a support document", async ({ page, request }) => {
    const account = await accountWithPending(request, "rcm-editor");
    await signIn(page, "rcm-editor");
    await page.goto(`/rcm/support-administrator/${account.id}?docs.status=PENDING&docs.level=ACCOUNT`);
    await expect(page.getByRole("heading", { name: docs.admin.title })).toBeVisible();
    const name = account.pending.type.name;

    // A wrong type is refused before anything is sent.
    await page
      .getByRole("button", { name: fill(docs.actions.uploadInto, { name }) })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(docs.upload.file).setInputFiles({
      name: "setup.exe",
      mimeType: "application/x-msdownload",
      buffer: Buffer.from("MZ"),
    });
    await expect(dialog.getByText(fill(docs.upload.refused.type, { name: "setup.exe" }))).toBeVisible();

    // The upload.
    await dialog.getByLabel(docs.upload.file).setInputFiles({
      name: "epicrisis.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await dialog.getByRole("button", { name: docs.upload.submit }).click();
    await expect(alertText(page, docs.upload.success)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Now received: download it.
    await radio(page, docs.statuses.RECEIVED).click();
    const row = page.locator("tr", { hasText: "epicrisis.pdf" });
    await expect(row).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("button", { name: fill(docs.actions.downloadOf, { name }) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("epicrisis.pdf");
    expect(await readFile((await download.path()) as string)).toEqual(PDF);

    // Replace it.
    await row.getByRole("button", { name: fill(docs.actions.replaceOf, { name }) }).click();
    await dialog.getByLabel(docs.upload.file).setInputFiles({
      name: "epicrisis-v2.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([PDF, Buffer.from("% v2\n")]),
    });
    await dialog.getByRole("button", { name: docs.upload.submitReplace }).click();
    await expect(alertText(page, docs.replace.success)).toBeVisible();
    const replaced = page.locator("tr", { hasText: "epicrisis-v2.pdf" });
    await expect(replaced).toBeVisible();

    // Delete it, after confirmation: the required document is pending again.
    await replaced.getByRole("button", { name: fill(docs.actions.deleteOf, { name }) }).click();
    const confirm = page.getByRole("dialog", { name: docs.delete.confirmTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: docs.delete.ok }).click();
    await expect(alertText(page, docs.delete.success)).toBeVisible();
    await expect(page.locator("tr", { hasText: "epicrisis-v2.pdf" })).toHaveCount(0);
  });

  test("an editor-with-audit comments (create, edit, resolve, delete) and completes the audit", async ({
    page,
    request,
  }) => {
    const account = await accountWithPending(request, "rcm-editor-with-audit", "PENDING_AUDIT");
    await signIn(page, "rcm-editor-with-audit");
    await page.goto(`/rcm/account/${account.id}?tab=comments`);
    const panel = page.locator(".audit-comments-panel");
    await expect(panel.getByRole("heading", { name: docs.comments.title })).toBeVisible();

    // An empty comment is refused, with a message.
    await panel.getByRole("button", { name: docs.comments.submit }).click();
    await expect(panel.getByText(docs.comments.missing)).toBeVisible();

    const text = `Falta la epicrisis firmada ${Date.now()}`;
    await panel.getByLabel(docs.comments.new).fill(text);
    await panel.getByRole("button", { name: docs.comments.submit }).click();
    await expect(alertText(page, docs.comments.created)).toBeVisible();
    const item = panel.getByTestId("audit-comment").filter({ hasText: text });
    await expect(item).toBeVisible();
    // Newest first.
    await expect(panel.getByTestId("audit-comment").first()).toContainText(text);

    await item.getByRole("button", { name: docs.comments.edit }).click();
    await item.getByLabel(docs.comments.editLabel).fill(`${text} (revisado)`);
    await item.getByRole("button", { name: docs.comments.save }).click();
    await expect(alertText(page, docs.comments.edited)).toBeVisible();
    const edited = panel.getByTestId("audit-comment").filter({ hasText: `${text} (revisado)` });
    await expect(edited).toBeVisible();

    await edited.getByRole("button", { name: docs.comments.resolve }).click();
    await expect(edited.getByText(docs.comments.resolved, { exact: true })).toBeVisible();

    await edited.getByRole("button", { name: docs.comments.delete }).click();
    await page.getByRole("dialog").getByRole("button", { name: docs.comments.delete }).click();
    await expect(alertText(page, docs.comments.deleted)).toBeVisible();
    await expect(panel.getByTestId("audit-comment").filter({ hasText: text })).toHaveCount(0);

    // Complete the audit with a conciliation letter.
    await panel.getByRole("button", { name: docs.audit.complete }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(docs.audit.message).fill("Auditoría conciliada con la aseguradora");
    await dialog.getByLabel(docs.audit.letter).setInputFiles({
      name: "carta-conciliacion.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await dialog.getByRole("button", { name: docs.audit.submit }).click();
    await expect(alertText(page, docs.audit.success)).toBeVisible();
    const headers = { authorization: `Bearer ${await tokenOf(request, "rcm-editor-with-audit")}` };
    const detail = await request.get(`/api/rcm/v1/accounts/${account.id}`, { headers });
    expect(((await detail.json()) as { status: string }).status).toBe("COMPLETE_AUDIT");
    // The button goes with the audit status.
    await expect(panel.getByRole("button", { name: docs.audit.complete })).toHaveCount(0);
  });

  test("a support-file restriction (FE-0012345, clinical history) leaves the document untouchable, and the API refuses", async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, "rcm-editor");
    const headers = { authorization: `Bearer ${token}` };
    const found = await request.get("/api/rcm/v1/accounts?page=0&size=1&search_value=FE-0012345", {
      headers,
    });
    const [account] = ((await found.json()) as { content: { id: string }[] }).content;
    await signIn(page, "rcm-editor");
    await page.goto(`/rcm/support-administrator/${account.id}`);
    await expect(page.getByRole("heading", { name: docs.admin.title })).toBeVisible();
    const table = page.locator(".support-documents-panel tbody");
    await expect(table.locator("tr.ant-table-row").first()).toBeVisible();
    // No serious or critical accessibility violation on the support administrator.
    expect(await axeScan(page)).toEqual([]);
    // Replace and delete are restricted on this account, for every document.
    await expect(
      page.getByRole("button", { name: new RegExp(`^${docs.actions.download} `) }).first(),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: new RegExp(`^${docs.actions.replace} `) })).toHaveCount(0);
    await expect(page.getByRole("button", { name: new RegExp(`^${docs.actions.delete} `) })).toHaveCount(0);
    // Any clinical-history document there is marked restricted, without actions.
    for (const row of await table.locator("tr.ant-table-row", { hasText: "(HC)" }).all()) {
      await expect(row.getByText(docs.panel.restricted, { exact: true })).toBeVisible();
      await expect(row.getByRole("button")).toHaveCount(0);
    }
    // The upload dialog offers every type but the clinical history.
    await page.getByRole("button", { name: docs.actions.uploadNew }).click();
    const dialog = page.getByRole("dialog");
    const type = dialog.getByLabel(docs.upload.type);
    await type.click();
    const options = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
    await type.fill("(EPI)");
    await expect(options).toHaveCount(1);
    await type.fill("(HC)");
    await expect(options).toHaveCount(0);
    await page.keyboard.press("Escape");

    // Forcing the call: the API refuses to upload a clinical history on this account.
    const forced = await request.post(`/api/rcm/v1/support-files/${account.id}/upload`, {
      headers,
      multipart: {
        file: { name: "hc.pdf", mimeType: "application/pdf", buffer: PDF },
        request_data: JSON.stringify({ support_level: "ACCOUNT", document_type_slug: "HC" }),
      },
    });
    expect(forced.status()).toBe(403);
    // …and to delete any of its documents (DELETE_DOCUMENT restricted on this account).
    const received = await request.get(
      `/api/rcm/v1/accounts/${account.id}/get-all-support-files?statuses=RECEIVED&page=0&size=1`,
      { headers },
    );
    const [file] = ((await received.json()) as { content: { id: string }[] }).content;
    const deleted = await request.delete(`/api/rcm/v1/support-files/${account.id}/${file.id}`, { headers });
    expect(deleted.status()).toBe(403);
  });
});
