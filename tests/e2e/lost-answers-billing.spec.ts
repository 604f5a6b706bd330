import type { APIRequestContext, Page } from "@playwright/test";
import actionsTexts from "../../locales/es-DO/actions.json" with { type: "json" };
import authTexts from "../../locales/es-DO/auth.json" with { type: "json" };
import documentsJson from "../../locales/es-DO/documents.json" with { type: "json" };
import { expect, signIn, test, text, type DemoKind, authOf, loseAnswer } from "./fixtures";

/**
 * A lost answer never duplicates, on the billing desk (issue 17 §2–§4; DESIGN.md §4 "a change";
 * docs/api-contract.md "General" Idempotency-Key; 001 §4 "The number of accounts affected is shown
 * afterward", §5 support-file upload, §7 "on HTTP 500 each call is retried"). The reference API
 * does each change, then loses its answer (a 500 as a dropped connection behind a load balancer
 * gives, or a reset connection); the portal's retry carries the same key and bytes and gets the
 * first answer replayed. For every change: exactly one record in the API, and the screen says what
 * happened. Texts are the es-DO locale's.
 */
const docs = documentsJson.documents;
const texts = actionsTexts.accountActions;
const labels = text.resources.accounts.actions as unknown as Record<string, { label: string }>;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const pdfOf = (label: string) => Buffer.concat([PDF, Buffer.from(`% ${label} ${Date.now()}\n`)]);

interface WireFile {
  id: string;
  status: string;
  file_name: string | null;
  type: { file_code: string; name: string };
}
interface WireAccount {
  id: string;
  invoice_number: string;
  status: string | null;
  provider_slug?: string;
  responsible_email_address?: string | null;
}

/** Accounts of the user's provider in a status, newest first (as the grid sorts), not FE-0012345. */
async function accountsIn(request: APIRequestContext, kind: DemoKind, status: string, size: number) {
  const answer = await request.get(
    `/api/rcm/v1/accounts?statuses=${status}&page=0&size=${size}&sort=desc&order_by=created_at`,
    { headers: await authOf(request, kind) },
  );
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { content: WireAccount[] }).content.filter(
    (account) => account.invoice_number !== "FE-0012345",
  );
}

async function accountOf(request: APIRequestContext, kind: DemoKind, id: string): Promise<WireAccount> {
  const answer = await request.get(`/api/rcm/v1/accounts/${id}`, { headers: await authOf(request, kind) });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()) as WireAccount;
}

async function filesOf(request: APIRequestContext, kind: DemoKind, accountId: string): Promise<WireFile[]> {
  const answer = await request.get(
    `/api/rcm/v1/accounts/${accountId}/get-all-support-files?page=0&size=200`,
    { headers: await authOf(request, kind) },
  );
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { content: WireFile[] }).content;
}

/** The `index`-th account in `status` that has a pending account-level document (not HC). */
async function accountWithPending(request: APIRequestContext, kind: DemoKind, status: string, index: number) {
  let seen = 0;
  for (const account of await accountsIn(request, kind, status, 40)) {
    const pending = (await filesOf(request, kind, account.id)).find(
      (file) => file.status === "PENDING" && file.type.file_code !== "HC",
    );
    if (!pending) continue;
    if (seen++ === index) return { account, pending };
  }
  throw new Error(`no account #${index} in ${status} with a pending document`);
}

const alertText = (page: Page, message: string) =>
  page.locator(".ant-message").getByText(message, { exact: true });
const rows = (page: Page) => page.locator("tbody tr.ant-table-row");

/**
 * As the editor: opens the account's support administrator, picks "new document" of type EPI,
 * chooses a PDF named `name` and presses the upload button.
 * @returns the upload dialog.
 */
async function uploadNewDocument(page: Page, accountId: string, name: string) {
  await signIn(page, "rcm-editor");
  await page.goto(`/rcm/support-administrator/${accountId}`);
  await expect(page.getByRole("heading", { name: docs.admin.title })).toBeVisible();
  await page.getByRole("button", { name: docs.actions.uploadNew }).click();
  const dialog = page.getByRole("dialog");
  const type = dialog.getByLabel(docs.upload.type);
  await type.click();
  await type.fill("(EPI)");
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
  await dialog
    .getByLabel(docs.upload.file)
    .setInputFiles({ name, mimeType: "application/pdf", buffer: pdfOf(name) });
  await dialog.getByRole("button", { name: docs.upload.submit }).click();
  return dialog;
}

test.describe("a lost answer never duplicates: support documents", () => {
  test("an upload whose answer is lost is stored once and reported as uploaded", async ({
    page,
    request,
  }) => {
    const { account } = await accountWithPending(request, "rcm-editor", "ERROR", 0);
    const name = `traslado-${Date.now()}.pdf`;
    await loseAnswer(request, {
      path: `/rcm/v1/support-files/${account.id}/upload`,
      method: "POST",
      user: "rcm-editor",
    });
    const dialog = await uploadNewDocument(page, account.id, name);
    await expect(alertText(page, docs.upload.success)).toBeVisible();
    await expect(dialog).toBeHidden();
    const stored = (await filesOf(request, "rcm-editor", account.id)).filter(
      (file) => file.file_name === name,
    );
    expect(stored).toHaveLength(1);
  });

  test("an upload whose answer stays lost says it could not confirm, and the same upload again replays: one document", async ({
    page,
    request,
  }) => {
    const { account } = await accountWithPending(request, "rcm-editor", "ERROR", 1);
    const name = `epicrisis-${Date.now()}.pdf`;
    // The first press: the call and its five retries all lose their answer (1 + 5 = 6 sends).
    await loseAnswer(request, {
      path: `/rcm/v1/support-files/${account.id}/upload`,
      method: "POST",
      user: "rcm-editor",
      count: 6,
    });
    const dialog = await uploadNewDocument(page, account.id, name);
    // Words a clerk can act on, never "La clave de idempotencia…".
    await expect(dialog.getByText(authTexts.errors.changeUnconfirmed)).toBeVisible({ timeout: 30_000 });
    await expect(dialog).not.toContainText("idempotencia");
    // The list behind the dialog was read again: it shows the document the server holds.
    await expect(page.locator(".support-documents-panel tbody tr", { hasText: name })).toHaveCount(1);

    // The clerk presses the button again for the same file: the same key, the first answer replayed.
    await dialog.getByRole("button", { name: docs.upload.submit }).click();
    await expect(alertText(page, docs.upload.success)).toBeVisible();
    const stored = (await filesOf(request, "rcm-editor", account.id)).filter(
      (file) => file.file_name === name,
    );
    expect(stored).toHaveLength(1);
  });

  test("a replace and a delete whose answers are lost (one reset connection) each happen once", async ({
    page,
    request,
  }) => {
    const { account, pending } = await accountWithPending(request, "rcm-editor", "ERROR", 2);
    const headers = await authOf(request, "rcm-editor");
    const first = await request.post(`/api/rcm/v1/support-files/${account.id}/upload`, {
      headers,
      multipart: {
        file: { name: "primero.pdf", mimeType: "application/pdf", buffer: pdfOf("primero") },
        request_data: JSON.stringify({
          support_level: "ACCOUNT",
          document_type_slug: pending.type.file_code,
          support_file_id: pending.id,
        }),
      },
    });
    expect(first.status()).toBe(201);
    const typeName = pending.type.name;
    await signIn(page, "rcm-editor");
    await page.goto(`/rcm/support-administrator/${account.id}?docs.status=RECEIVED`);
    const row = page.locator("tr", { hasText: "primero.pdf" });
    await expect(row).toBeVisible();

    await loseAnswer(request, {
      path: `/rcm/v1/support-files/${account.id}/${pending.id}/replace`,
      method: "POST",
      user: "rcm-editor",
      how: "reset",
    });
    await row.getByRole("button", { name: fill(docs.actions.replaceOf, { name: typeName }) }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(docs.upload.file).setInputFiles({
      name: "segundo.pdf",
      mimeType: "application/pdf",
      buffer: pdfOf("segundo"),
    });
    await dialog.getByRole("button", { name: docs.upload.submitReplace }).click();
    await expect(alertText(page, docs.replace.success)).toBeVisible();
    const replaced = page.locator("tr", { hasText: "segundo.pdf" });
    await expect(replaced).toBeVisible();
    expect(
      (await filesOf(request, "rcm-editor", account.id)).find((file) => file.id === pending.id),
    ).toMatchObject({
      status: "RECEIVED",
      file_name: "segundo.pdf",
    });

    await loseAnswer(request, {
      path: `/rcm/v1/support-files/${account.id}/${pending.id}`,
      method: "DELETE",
      user: "rcm-editor",
    });
    await replaced.getByRole("button", { name: fill(docs.actions.deleteOf, { name: typeName }) }).click();
    const confirm = page.getByRole("dialog", { name: docs.delete.confirmTitle });
    await confirm.getByRole("button", { name: docs.delete.ok }).click();
    // Without the key the retry would be refused (nothing left to delete) and the clerk told so.
    await expect(alertText(page, docs.delete.success)).toBeVisible();
    await expect(page.locator("tr", { hasText: "segundo.pdf" })).toHaveCount(0);
    expect(
      (await filesOf(request, "rcm-editor", account.id)).find((file) => file.id === pending.id),
    ).toMatchObject({
      status: "PENDING",
    });
  });
});

test.describe("a lost answer never lies: a delete whose answer stays lost", () => {
  test("the document the server no longer holds is reported deleted, read back before speaking", async ({
    page,
    request,
  }) => {
    const { account, pending } = await accountWithPending(request, "rcm-editor", "ERROR", 3);
    const headers = await authOf(request, "rcm-editor");
    const stored = await request.post(`/api/rcm/v1/support-files/${account.id}/upload`, {
      headers,
      multipart: {
        file: { name: "para-borrar.pdf", mimeType: "application/pdf", buffer: pdfOf("para-borrar") },
        request_data: JSON.stringify({
          support_level: "ACCOUNT",
          document_type_slug: pending.type.file_code,
          support_file_id: pending.id,
        }),
      },
    });
    expect(stored.status()).toBe(201);
    // The delete and its five retries all lose their answer: only the re-read can tell.
    await loseAnswer(request, {
      path: `/rcm/v1/support-files/${account.id}/${pending.id}`,
      method: "DELETE",
      user: "rcm-editor",
      count: 6,
    });
    await signIn(page, "rcm-editor");
    await page.goto(`/rcm/support-administrator/${account.id}?docs.status=RECEIVED`);
    const row = page.locator("tr", { hasText: "para-borrar.pdf" });
    await row.getByRole("button", { name: fill(docs.actions.deleteOf, { name: pending.type.name }) }).click();
    await page
      .getByRole("dialog", { name: docs.delete.confirmTitle })
      .getByRole("button", { name: docs.delete.ok })
      .click();
    await expect(alertText(page, docs.delete.success)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(authTexts.errors.changeUnconfirmed)).toHaveCount(0);
    await expect(page.locator("tr", { hasText: "para-borrar.pdf" })).toHaveCount(0);
  });
});

test.describe("a lost answer never duplicates: audit", () => {
  test("a comment and a complete audit whose answers are lost are recorded once", async ({
    page,
    request,
  }) => {
    const [, , , , account] = await accountsIn(request, "rcm-editor-with-audit", "PENDING_AUDIT", 10);
    const headers = await authOf(request, "rcm-editor-with-audit");
    const commentsOf = async () =>
      (await (
        await request.get(`/api/rcm/v1/accounts/${account.id}/audit-comments`, { headers })
      ).json()) as {
        comment: string;
      }[];
    await loseAnswer(request, {
      path: `/rcm/v1/accounts/${account.id}/audit-comments`,
      method: "POST",
      user: "rcm-editor-with-audit",
    });
    await signIn(page, "rcm-editor-with-audit");
    await page.goto(`/rcm/account/${account.id}?tab=comments`);
    const panel = page.locator(".audit-comments-panel");
    await expect(panel.getByRole("heading", { name: docs.comments.title })).toBeVisible();
    const comment = `Falta la epicrisis firmada ${Date.now()}`;
    await panel.getByLabel(docs.comments.new).fill(comment);
    await panel.getByRole("button", { name: docs.comments.submit }).click();
    await expect(alertText(page, docs.comments.created)).toBeVisible();
    await expect(panel.getByTestId("audit-comment").filter({ hasText: comment })).toHaveCount(1);
    expect((await commentsOf()).filter((item) => item.comment === comment)).toHaveLength(1);

    await loseAnswer(request, {
      path: `/rcm/v1/accounts/${account.id}/complete-audit`,
      method: "POST",
      user: "rcm-editor-with-audit",
    });
    await panel.getByRole("button", { name: docs.audit.complete }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(docs.audit.message).fill("Auditoría conciliada");
    await dialog.getByLabel(docs.audit.letter).setInputFiles({
      name: "carta.pdf",
      mimeType: "application/pdf",
      buffer: pdfOf("carta"),
    });
    await dialog.getByRole("button", { name: docs.audit.submit }).click();
    await expect(alertText(page, docs.audit.success)).toBeVisible();
    expect((await accountOf(request, "rcm-editor-with-audit", account.id)).status).toBe("COMPLETE_AUDIT");
    // One conciliation letter, not two.
    const letters = (await filesOf(request, "rcm-editor-with-audit", account.id)).filter(
      (file) => file.file_name === "carta.pdf",
    );
    expect(letters.length).toBeLessThanOrEqual(1);
  });
});

test.describe("a lost answer never duplicates: the user's try again", () => {
  test("a comment whose answer stays lost says it could not confirm; sending it again replays: one comment", async ({
    page,
    request,
  }) => {
    const [, , , , , , account] = await accountsIn(request, "rcm-editor-with-audit", "PENDING_AUDIT", 12);
    const headers = await authOf(request, "rcm-editor-with-audit");
    // The first send and its five retries all lose their answer (1 + 5 = 6 sends).
    await loseAnswer(request, {
      path: `/rcm/v1/accounts/${account.id}/audit-comments`,
      method: "POST",
      user: "rcm-editor-with-audit",
      count: 6,
    });
    await signIn(page, "rcm-editor-with-audit");
    await page.goto(`/rcm/account/${account.id}?tab=comments`);
    const panel = page.locator(".audit-comments-panel");
    await expect(panel.getByRole("heading", { name: docs.comments.title })).toBeVisible();
    const comment = `Soporte ilegible ${Date.now()}`;
    await panel.getByLabel(docs.comments.new).fill(comment);
    await panel.getByRole("button", { name: docs.comments.submit }).click();
    await expect(panel.getByText(authTexts.errors.changeUnconfirmed)).toBeVisible({ timeout: 30_000 });
    // The list was read again: it shows the comment the server holds; what was typed is kept.
    await expect(panel.getByTestId("audit-comment").filter({ hasText: comment })).toHaveCount(1);
    await expect(panel.getByLabel(docs.comments.new)).toHaveValue(comment);

    await panel.getByRole("button", { name: docs.comments.submit }).click();
    await expect(alertText(page, docs.comments.created)).toBeVisible();
    const comments = (await (
      await request.get(`/api/rcm/v1/accounts/${account.id}/audit-comments`, { headers })
    ).json()) as { comment: string }[];
    expect(comments.filter((item) => item.comment === comment)).toHaveLength(1);
  });
});

test.describe("a lost answer never lies in a report: status moves and the responsible", () => {
  test("a single move whose answer is lost reports one account affected, and it moved", async ({
    page,
    request,
  }) => {
    const [account] = await accountsIn(request, "rcm-editor", "PRE_INVOICED", 5);
    await loseAnswer(request, {
      path: `/rcm/v1/accounts/${account.id}/status`,
      method: "PUT",
      user: "rcm-editor",
    });
    await signIn(page, "rcm-editor");
    await page.goto(`/rcm/account/${account.id}`);
    await page.getByRole("button", { name: labels.passToReadyToGenerate.label, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: texts.title.passToReadyToGenerate });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole("button", { name: texts.buttons.start }).click();
    await expect(dialog.getByTestId("account-action-affected")).toHaveText(
      fill(texts.report.affected, { count: 1 }),
    );
    await expect(dialog.getByTestId("account-action-failures")).toHaveCount(0);
    expect((await accountOf(request, "rcm-editor", account.id)).status).toBe("READY_TO_GENERATE");
  });

  test("a bulk move counts what the server holds: answers lost once, lost for good, and a reset connection", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const accounts = (await accountsIn(request, "rcm-editor", "INVOICED", 3)).slice(0, 3);
    expect(accounts).toHaveLength(3);
    const [once, forGood, reset] = accounts;
    const path = (account: WireAccount) => `/rcm/v1/accounts/${account.id}/status`;
    await loseAnswer(request, { path: path(once), method: "PUT", user: "rcm-editor" });
    // Every send of this one loses its answer: only the re-read can tell the move happened.
    await loseAnswer(request, { path: path(forGood), method: "PUT", user: "rcm-editor", count: 6 });
    await loseAnswer(request, { path: path(reset), method: "PUT", user: "rcm-editor", how: "reset" });

    await signIn(page, "rcm-editor");
    await page.goto("/rcm/home?statuses=INVOICED&page=1&size=15&sort=createdAt.desc");
    for (const account of accounts) {
      const row = rows(page).filter({ hasText: account.invoice_number });
      await expect(row).toHaveCount(1, { timeout: 30_000 });
      await row.locator("input[type=checkbox]").check();
    }
    const label = labels.passToReadyToGenerateMultiple.label;
    await page.getByRole("button", { name: `${label} (3)`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: texts.title.passToReadyToGenerateMultiple });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole("button", { name: texts.buttons.start }).click();
    await expect(dialog.getByTestId("account-action-affected")).toHaveText(
      fill(texts.report.affected, { count: 3 }),
      {
        timeout: 60_000,
      },
    );
    await expect(dialog.getByTestId("account-action-failures")).toHaveCount(0);
    for (const account of accounts)
      expect((await accountOf(request, "rcm-editor", account.id)).status).toBe("READY_TO_GENERATE");
  });

  // The demo editor has ASSIGN_RESPONSIBLE restricted (sandbox/seed/users.ts): the editor with audit assigns.
  test("assigning the responsible whose answer is lost is reported done, and done", async ({
    page,
    request,
  }) => {
    const [account] = await accountsIn(request, "rcm-editor-with-audit", "PRE_INVOICED", 15).then((list) =>
      list.slice(3),
    );
    const headers = await authOf(request, "rcm-editor-with-audit");
    const provider = (await accountOf(request, "rcm-editor-with-audit", account.id)).provider_slug;
    const people = (await (await request.get(`/api/rcm/v1/users/${provider}`, { headers })).json()) as {
      name: string;
      email_address: string;
    }[];
    const person = people[0];
    await loseAnswer(request, { path: "/rcm/v1/responsible", method: "POST", user: "rcm-editor-with-audit" });
    await signIn(page, "rcm-editor-with-audit");
    await page.goto("/rcm/home?statuses=PRE_INVOICED&page=1&size=15&sort=createdAt.desc");
    const row = rows(page).filter({ hasText: account.invoice_number });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await row.locator("input[type=checkbox]").check();
    await page.getByRole("button", { name: `${labels.assignResponsible.label} (1)`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: texts.title.assignResponsible });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByLabel(texts.fields.responsible).click();
    await page
      .locator(".ant-select-dropdown:visible .ant-select-item-option")
      .filter({ hasText: person.email_address })
      .click();
    await dialog.getByRole("button", { name: texts.buttons.start }).click();
    await expect(dialog.getByTestId("account-action-affected")).toHaveText(
      fill(texts.report.affected, { count: 1 }),
    );
    expect((await accountOf(request, "rcm-editor-with-audit", account.id)).responsible_email_address).toBe(
      person.email_address,
    );
  });
});
