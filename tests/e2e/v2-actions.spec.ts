import type { APIRequestContext, Page, Request } from "@playwright/test";
import v2Json from "../../locales/es-DO/v2.json" with { type: "json" };
import { authOf, axeScan, expect, loseAnswer, signIn, test } from "./fixtures";
import { ownV2Row, type OwnV2Row } from "./v2-actions-rows";

/**
 * The v2 detail's actions end to end (issue 21 §3; 000 §2 "actions new assessment, patient
 * discharge, send invoice, insurer formats", §4, §5, §7; docs/decisions.md "v2 detail actions"), in
 * Chromium against the reference API, as the demo user without claims (the v2 area's role), in
 * es-DO, each on an authorization made for the test (tests/e2e/v2-actions-rows.ts):
 * - a patient discharge by keyboard alone, confirmed, moves an admitted authorization to completed
 *   and keeps the date as an observation; axe on the dialog and its confirmation;
 * - a new assessment is required, a double press on the confirmation changes once, and the
 *   authorization goes back to ruling, where only the formats remain;
 * - the invoice: a file of another type is refused before any call, the amount is sent without
 *   commas, and a lost answer of the move is replayed: one invoice document, one move;
 * - the insurer formats of the coverage are listed and downloaded; a voided authorization offers
 *   no action, a READY one only the formats.
 */
const v = v2Json.v2;
const a = v.actions;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const ACTION_NAMES = [a.NEW_ASSESSMENT, a.PATIENT_DISCHARGE, a.SEND_INVOICE, a.INSURER_FORMATS];

async function openDetail(page: Page, row: OwnV2Row): Promise<void> {
  await page.goto(`/v2/authorizations/${row.sponsor}/${row.code}`);
  await expect(
    page.getByRole("heading", { level: 1, name: fill(v.detail.title, { code: row.code }) }),
  ).toBeVisible();
}

/**
 * Makes an authorization for the test moved through `path` (tests/e2e/v2-actions-rows.ts), signs in
 * as the demo user without claims and opens its detail.
 */
async function openOwnRow(
  page: Page,
  request: APIRequestContext,
  path?: readonly string[],
): Promise<OwnV2Row> {
  const row = await ownV2Row(request, path);
  await signIn(page, "without-claims");
  await openDetail(page, row);
  return row;
}

/** The requests `page` sends from now on that match `which`, gathered as they go. */
function requestsMatching(page: Page, which: (r: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (which(r)) seen.push(r);
  });
  return seen;
}

/** The names of the actions offered, in order (none: no group). */
async function offered(page: Page): Promise<string[]> {
  const group = page.getByRole("group", { name: a.label });
  if ((await group.count()) === 0) return [];
  return (await group.getByRole("button").allInnerTexts()).map((t) => t.trim());
}

/**
 * Presses Tab until the focused element matches `selector` (a CSS selector) and, when given, has
 * the text `text` (at most 40 presses).
 */
async function tabTo(page: Page, selector: string, text?: string): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    const reached = await page.evaluate(
      ([s, t]) => {
        const active = document.activeElement;
        return !!active && active.matches(s) && (t === "" || active.textContent?.trim() === t);
      },
      [selector, text ?? ""] as const,
    );
    if (reached) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector} ${text ?? ""}`);
}

/** The observations of the authorization, as the API answers them (the note's JSON texts). */
async function notes(page: Page, row: OwnV2Row): Promise<Record<string, unknown>[]> {
  const answer = await page.request.get(`/api/arc/v2/authorizations/without-claims/${row.code}`, {
    headers: await authOf(page.request, "without-claims"),
    params: { sponsor_slug: row.sponsor },
  });
  const body = (await answer.json()) as { comments: { metadata_comment: string }[] };
  return body.comments.map((c) => JSON.parse(c.metadata_comment) as Record<string, unknown>);
}

const isMove = (r: Request) => r.method() === "POST" && r.url().includes("/change-status");

test.describe("v2 detail actions (issue 21 §3)", () => {
  test.setTimeout(120_000);

  test("a patient discharge by keyboard: confirmed, the admission ends completed with its date kept", async ({
    page,
    request,
  }) => {
    const row = await openOwnRow(page, request, ["QUALIFICATION"]);
    // An admitted patient: assessment, discharge and formats; no invoice before the discharge.
    expect(await offered(page)).toEqual([a.NEW_ASSESSMENT, a.PATIENT_DISCHARGE, a.INSURER_FORMATS]);
    await tabTo(page, "button", a.PATIENT_DISCHARGE);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: a.PATIENT_DISCHARGE });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(a.discharge.date)).not.toHaveValue("");
    await tabTo(page, "#v2-discharge-text");
    await page.keyboard.type("Evolución favorable.");
    expect(await axeScan(page)).toEqual([]);
    await tabTo(page, ".ant-modal-footer .ant-btn-primary");
    await page.keyboard.press("Enter");
    // The confirmation names the authorization and both statuses; nothing is sent before it.
    const confirm = page.locator(".ant-modal-confirm");
    await expect(confirm).toContainText(
      fill(a.confirm.title, { code: row.code, from: v.statuses.QUALIFICATION, to: v.statuses.COMPLETED }),
    );
    expect(await axeScan(page)).toEqual([]);
    const moved = page.waitForResponse((r) => isMove(r.request()));
    await page.keyboard.press("Enter");
    expect((await moved).status()).toBe(200);
    await expect(page.getByText(a.discharge.done)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-status="COMPLETED"]')).toBeVisible();
    // Completed: the invoice may now be sent.
    expect(await offered(page)).toEqual([a.SEND_INVOICE, a.INSURER_FORMATS]);
    await page.getByRole("tab", { name: v.detail.tabs.observations }).click();
    await expect(page.locator(".pp-v2-comments li").first()).toContainText("Evolución favorable.");
    const [note] = await notes(page, row);
    expect(note).toMatchObject({
      action: "PATIENT_DISCHARGE",
      dischargeDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  test("a new assessment is required, a double press changes once, and ruling leaves only the formats", async ({
    page,
    request,
  }) => {
    const row = await openOwnRow(page, request, ["APPROVED"]);
    expect(await offered(page)).toEqual(ACTION_NAMES);
    await page.getByRole("button", { name: a.NEW_ASSESSMENT }).click();
    const dialog = page.getByRole("dialog", { name: a.NEW_ASSESSMENT });
    await dialog.getByRole("button", { name: a.assessment.submit }).click();
    await expect(dialog.getByText(a.assessment.required)).toBeVisible();
    await dialog.getByLabel(a.assessment.label).fill("Requiere dos días más de observación.");
    await dialog.getByRole("button", { name: a.assessment.submit }).click();
    const moves = requestsMatching(page, isMove);
    await page.locator(".ant-modal-confirm").getByRole("button", { name: a.confirm.ok }).dblclick();
    await expect(page.getByText(a.assessment.done)).toBeVisible();
    await expect(page.locator('[data-status="PENDING_REVIEW"]')).toBeVisible();
    expect(moves).toHaveLength(1);
    expect(new URL(moves[0].url()).searchParams.get("newStatus")).toBe("PENDING_REVIEW");
    expect((await notes(page, row)).filter((n) => n.action === "NEW_ASSESSMENT")).toHaveLength(1);
    expect(await offered(page)).toEqual([a.INSURER_FORMATS]);
  });

  test("the invoice: checked before sending, its amount without commas, a lost answer replayed once", async ({
    page,
    request,
  }) => {
    const row = await openOwnRow(page, request, ["APPROVED"]);
    await page.getByRole("button", { name: a.SEND_INVOICE }).click();
    const dialog = page.getByRole("dialog", { name: a.SEND_INVOICE });
    await dialog.getByRole("button", { name: a.invoice.submit }).click();
    await expect(dialog.getByText(a.invoice.numberRequired)).toBeVisible();
    await expect(dialog.getByText(a.invoice.fileRequired)).toBeVisible();
    await dialog.getByLabel(a.invoice.number).fill("B0100000021");
    await dialog.getByLabel(a.invoice.amount).fill("12,345.5");
    await expect(dialog.getByText(/12,345\.50/)).toBeVisible();
    // Another type is refused by the file check, before any call.
    const uploads = requestsMatching(
      page,
      (r) => r.method() === "POST" && r.url().endsWith("/without-claims/files"),
    );
    await dialog
      .getByLabel(a.invoice.file)
      .setInputFiles({ name: "factura.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
    await expect(dialog.getByRole("alert")).toContainText("factura.txt");
    await dialog
      .getByLabel(a.invoice.file)
      .setInputFiles({ name: "factura.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(dialog.getByText(fill(a.invoice.fileChosen, { name: "factura.pdf" }))).toBeVisible();
    expect(uploads).toHaveLength(0);
    // The move's answer is lost once: the portal sends it again with its key; one move is made.
    await loseAnswer(request, {
      path: `/arc/v2/authorizations/sponsor/${row.sponsor}/code/${row.code}/change-status`,
      method: "POST",
      user: "without-claims",
    });
    const moves = requestsMatching(page, isMove);
    await dialog.getByRole("button", { name: a.invoice.submit }).click();
    await page.locator(".ant-modal-confirm").getByRole("button", { name: a.confirm.ok }).click();
    await expect(page.getByText(a.invoice.done)).toBeVisible();
    await expect(page.locator('[data-status="CLAIMED"]')).toBeVisible();
    expect(uploads).toHaveLength(1);
    expect(moves.length).toBeGreaterThanOrEqual(2);
    expect(new Set(moves.map((m) => m.headers()["idempotency-key"])).size).toBe(1);
    const sent = JSON.parse(
      (moves[0].postDataJSON() as { metadata_comment: string }).metadata_comment,
    ) as Record<string, unknown>;
    expect(sent).toMatchObject({
      action: "SEND_INVOICE",
      invoiceNumber: "B0100000021",
      invoiceAmount: "12345.5",
    });
    expect((await notes(page, row)).filter((n) => n.action === "SEND_INVOICE")).toHaveLength(1);
    await page.getByRole("tab", { name: v.detail.tabs.documentation }).click();
    await expect(page.getByRole("cell", { name: "factura.pdf", exact: true })).toHaveCount(1);
    // Invoiced: no action moves it any more from here but the formats.
    expect(await offered(page)).toEqual([a.INSURER_FORMATS]);
  });

  test("insurer formats are listed and downloaded; a voided authorization offers no action", async ({
    page,
    request,
  }) => {
    const ready = await ownV2Row(request);
    const voided = await ownV2Row(request, ["VOIDED"]);
    await signIn(page, "without-claims");
    await openDetail(page, ready);
    expect(await offered(page)).toEqual([a.INSURER_FORMATS]);
    await page.getByRole("button", { name: a.INSURER_FORMATS }).click();
    // Titled with the insurer's name ("Formatos de {{sponsor}}").
    const dialog = page.getByRole("dialog", {
      name: new RegExp(`^${fill(a.formats.title, { sponsor: "" })}\\S`),
    });
    await expect(dialog).toBeVisible();
    const first = dialog.locator(".pp-v2-formats li").first().getByRole("button");
    await expect(first).toBeVisible();
    expect(await axeScan(page)).toEqual([]);
    const name = (await first.innerText()).replace(fill(v.templates.download, { name: "" }), "").trim();
    const download = page.waitForEvent("download");
    await first.click();
    expect((await download).suggestedFilename()).toBe(name);
    await dialog.locator(".ant-modal-footer").getByRole("button", { name: a.close }).click();
    await expect(dialog).toBeHidden();

    await openDetail(page, voided);
    await expect(page.locator('[data-status="VOIDED"]')).toBeVisible();
    expect(await offered(page)).toEqual([]);
    for (const action of ACTION_NAMES)
      await expect(page.getByRole("button", { name: action })).toHaveCount(0);
  });
});
