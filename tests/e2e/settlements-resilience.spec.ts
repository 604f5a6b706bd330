/**
 * The settlement wizard when things go wrong (issue 22 "Tests and measurements"; 000 §4, §7;
 * docs/api-contract.md "General" Idempotency-Key): a lost answer on the draft's creation
 * (`POST settlements/v3/settlements`) and on the invoice's upload (`POST …/{id}/documents`) makes
 * one draft and one file (the retry carries the same key and gets the first answer replayed); a
 * double click on Complete sends one completion; the wizard at a 4× slower CPU from the sponsor to
 * the completed settlement; a reload mid-wizard resumes on its step with its draft.
 * The lost answers are armed for the administrator (settlements.spec.ts walks as the settlement
 * submitter beside it, and a fault is taken by the first matching call of its user); each test
 * settles a sponsor no other spec settles (do-humano, do-primera), two claims chosen one by one.
 */
import type { APIRequestContext, Page, Request } from "@playwright/test";
import part from "../../locales/es-DO/settlements.json" with { type: "json" };
import { authOf, expect, loseAnswer, signIn, test, type DemoKind } from "./fixtures";
import {
  centsOf,
  chooseSponsor,
  expectStepHeading as expectStep,
  fillBilling,
  uploadInvoice,
} from "./settlements-helpers";

const s = part.settlements;
const BASE = "/settlements/v3/settlements";
const DRAFT_KEY = "pp.flow:new-settlement:new";

/** One send of a change by the browser: its key and how it was answered. */
interface Send {
  key: string | undefined;
  status?: number;
  replayed?: boolean;
  failed?: boolean;
}

/** Watches the browser's sends of `method` to exactly `/api{path}` (path: a string or a pattern). */
function watchSends(page: Page, method: string, path: string | RegExp): Send[] {
  const sends: Send[] = [];
  const byRequest = new Map<Request, Send>();
  const matches = (url: string) => {
    const local = new URL(url).pathname.replace(/^\/api/, "");
    return typeof path === "string" ? local === path : path.test(local);
  };
  page.on("request", (sent) => {
    if (sent.method() !== method || !matches(sent.url())) return;
    const send: Send = { key: sent.headers()["idempotency-key"] };
    sends.push(send);
    byRequest.set(sent, send);
  });
  page.on("response", (response) => {
    const send = byRequest.get(response.request());
    if (!send) return;
    send.status = response.status();
    send.replayed = response.headers()["idempotent-replayed"] === "true";
  });
  page.on("requestfailed", (failed) => {
    const send = byRequest.get(failed);
    if (send) send.failed = true;
  });
  return sends;
}

/** The settlement drafts (IN_PROGRESS) of a sponsor, by id. */
async function drafts(request: APIRequestContext, user: DemoKind, sponsor: string): Promise<string[]> {
  const answer = await request.get(
    `/api${BASE}?sponsor_slug=${sponsor}&included_statuses=IN_PROGRESS&size=200`,
    { headers: await authOf(request, user) },
  );
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { content: { id: string }[] }).content.map((r) => r.id);
}

/** Step 2: the first two pending authorizations, one by one. */
async function chooseTwo(page: Page): Promise<void> {
  await expectStep(page, 2, s.steps.pending);
  const rows = page.getByRole("checkbox", { name: /^Incluir la autorización/ });
  await rows.nth(0).check();
  await rows.nth(1).check();
  await expect(page.getByTestId("settlement-chosen")).toContainText("2");
}

/** "$ 12,345.67" → "12345.67". */
function amountOf(shown: string): string {
  const cents = centsOf(shown);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

function draftId(raw: string): string {
  return (JSON.parse(raw) as { settlementId: string }).settlementId;
}

test.describe("the settlement wizard when things go wrong (issue 22)", () => {
  test("lost answers on the draft's creation and the invoice's upload make one of each; a double click on Complete sends one", async ({
    page,
    request,
  }) => {
    const before = await drafts(request, "administrator", "do-humano");
    await signIn(page, "administrator");
    await page.goto("/settlements/new");
    await chooseSponsor(page, "ARS Humano");

    const creations = watchSends(page, "POST", BASE);
    await loseAnswer(request, { path: BASE, method: "POST", user: "administrator" });
    await page.getByRole("button", { name: s.next }).click();
    await chooseTwo(page);
    // Two sends with one key; the second was answered with the first's draft, replayed.
    expect(creations).toHaveLength(2);
    expect(creations[0]).toMatchObject({ status: 500 });
    expect(creations[1]).toMatchObject({ status: 201, replayed: true, key: creations[0].key });
    const id = draftId(await page.evaluate((key) => sessionStorage.getItem(key) ?? "{}", DRAFT_KEY));
    const after = await drafts(request, "administrator", "do-humano");
    expect(after.filter((d) => !before.includes(d))).toEqual([id]);

    await page.getByRole("button", { name: s.next }).click();
    await expectStep(page, 3, s.steps.manual);
    await page.getByRole("button", { name: s.next }).click();
    await expectStep(page, 4, s.steps.summary);
    await expect(page.getByTestId("summary-count")).toHaveText("2");
    const total = amountOf(await page.getByTestId("summary-total").innerText());
    await page.getByRole("button", { name: s.next }).click();
    await fillBilling(page, { number: "FAC-E2E-LOST", amount: total, receipt: "B0100009002" });

    const documents = `${BASE}/${id}/documents`;
    const uploads = watchSends(page, "POST", documents);
    await loseAnswer(request, { path: documents, method: "POST", user: "administrator" });
    await uploadInvoice(page);
    expect(uploads).toHaveLength(2);
    expect(uploads[1]).toMatchObject({ replayed: true, key: uploads[0].key });
    const files = await request.get(`/api${BASE}/${id}/files`, {
      headers: await authOf(request, "administrator"),
    });
    const held = (await files.json()) as { id: string; document_type: string }[];
    expect(held.map((f) => f.document_type)).toEqual(["INVOICE"]);

    const completions = watchSends(page, "POST", `${BASE}/${id}/complete`);
    await page.getByRole("button", { name: s.complete }).dblclick();
    await expect(page).toHaveURL(new RegExp(`/settlements/${id}$`));
    await expect(page.getByTestId("settlement-count")).toHaveText("2");
    expect(completions).toHaveLength(1);
    expect(completions[0]).toMatchObject({ status: 200 });
    // The detail lists the one invoice.
    await expect(page.getByText("factura.pdf")).toHaveCount(1);
  });

  test("at a 4× slower CPU from the sponsor to the completed settlement, a reload mid-wizard resuming on its step with its draft", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await signIn(page, "settlement-submitter");
    await page.goto("/settlements/new");
    await chooseSponsor(page, "ARS Primera");
    await page.getByRole("button", { name: s.next }).click();
    await chooseTwo(page);
    const creations = watchSends(page, "POST", BASE);
    await page.getByRole("button", { name: s.next }).click();
    await expectStep(page, 3, s.steps.manual);

    // A reload on the manual step resumes there, with the same draft and its two claims.
    const draft = await page.evaluate((key) => sessionStorage.getItem(key) ?? "{}", DRAFT_KEY);
    await page.reload();
    await expect(page).toHaveURL(/step=manual/);
    await expectStep(page, 3, s.steps.manual);
    expect(draftId(await page.evaluate((key) => sessionStorage.getItem(key) ?? "{}", DRAFT_KEY))).toBe(
      draftId(draft),
    );
    await page.getByRole("button", { name: s.next }).click();
    await expectStep(page, 4, s.steps.summary);
    await expect(page.getByTestId("summary-count")).toHaveText("2");
    const total = amountOf(await page.getByTestId("summary-total").innerText());
    await page.getByRole("button", { name: s.next }).click();
    await fillBilling(page, { number: "FAC-E2E-CPU4", amount: total, receipt: "B0100009002" });
    await uploadInvoice(page);
    await page.getByRole("button", { name: s.complete }).click();
    const id = draftId(draft);
    await expect(page).toHaveURL(new RegExp(`/settlements/${id}$`));
    await expect(page.getByTestId("settlement-count")).toHaveText("2");
    await expect(page.getByText("FAC-E2E-CPU4")).toBeVisible();
    // No draft was created after the sponsor step, reload included.
    expect(creations).toHaveLength(0);
  });
});
