import type { APIRequestContext, Page, Request, Response } from "@playwright/test";
import agreementsJson from "../../locales/es-DO/agreements.json" with { type: "json" };
import formsJson from "../../locales/es-DO/forms.json" with { type: "json" };
import glosasJson from "../../locales/es-DO/glosas.json" with { type: "json" };
import matrixJson from "../../locales/es-DO/agreement-matrix.json" with { type: "json" };
import v2Json from "../../locales/es-DO/v2.json" with { type: "json" };
import { matrixXlsx } from "../agreement-matrix-files";
import { glosaRows, glosaXlsx } from "../glosa-files";
import { expect, signIn, test, text, type DemoKind, authOf, loseAnswer } from "./fixtures";

/**
 * A lost answer never duplicates, on the claims desk, the denials desk, the agreement screens and
 * the v2 area (issue 17 §1, §3, §4; DESIGN.md §4; docs/api-contract.md "General" Idempotency-Key;
 * 000 §7 and 001 §7 "on HTTP 500 each call is retried"). The reference API does each change in
 * full, then loses its answer (a 500, or a reset connection); the portal's retry carries the same
 * key and the same bytes and gets the first answer replayed. For every change the test watches the
 * browser's sends (one key, one body encoding, the last one answered as a replay: so a server that
 * would take a repeated change quietly cannot hide a send without the key), reads the API for
 * exactly one record or effect, and expects the screen's usual success text; an answer lost for
 * good shows the es-DO `errors.changeUnconfirmed` words, never the server's. Texts are es-DO's.
 */
const g = glosasJson.glosas;
const m = matrixJson.agreementMatrix;
const v = v2Json.v2;
const f = formsJson.forms;
const agreementFields = agreementsJson.resources.agreements.fields;
const voidTexts = text.resources.authorizations.actions;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const NOT_VOIDABLE = ["VOIDED", "CANCELED", "EXPIRED"];

async function getJson<T>(request: APIRequestContext, kind: DemoKind, path: string): Promise<T> {
  const answer = await request.get(path, { headers: await authOf(request, kind) });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()) as T;
}

/** One send of a change by the browser, and what came back. */
interface Send {
  key: string | undefined;
  /** The body bytes, when the browser reports them (not for a Blob body, i.e. a multipart upload). */
  body: Buffer | null;
  /** `Content-Type`: for a multipart body, its boundary names one encoding of the parts. */
  contentType: Promise<string | null>;
  /** "lost": a 500 or no answer at all; "replayed": a 2xx the server replayed for the key. */
  answer?: "lost" | "replayed" | number;
  response?: Response;
}

/**
 * Watches the browser's sends of one change (method and exact path after /api): each send's
 * Idempotency-Key, its body bytes, and its answer.
 */
function watchSends(page: Page, method: "POST" | "PUT" | "PATCH" | "DELETE", path: string): Send[] {
  const sends: Send[] = [];
  const byRequest = new Map<Request, Send>();
  page.on("request", (sent) => {
    if (sent.method() !== method || new URL(sent.url()).pathname !== `/api${path}`) return;
    const send: Send = {
      key: sent.headers()["idempotency-key"],
      body: sent.postDataBuffer(),
      contentType: sent.headerValue("content-type"),
    };
    sends.push(send);
    byRequest.set(sent, send);
  });
  page.on("response", (response) => {
    const send = byRequest.get(response.request());
    if (!send) return;
    send.response = response;
    void response.headerValue("idempotent-replayed").then((replayed) => {
      const status = response.status();
      send.answer =
        status === 500 ? "lost" : status >= 200 && status < 300 && replayed === "true" ? "replayed" : status;
    });
  });
  page.on("requestfailed", (failed) => {
    const send = byRequest.get(failed);
    if (send) send.answer = "lost";
  });
  return sends;
}

/**
 * Expects the sends of one change to be the first send and its retries: `answers` in order, all
 * with one non-empty Idempotency-Key and one body encoding: identical bytes where the browser
 * reports them, and for a multipart body one boundary (a FormData encoded again, by the portal or
 * by the browser, gets a new one).
 * @returns the last send.
 */
async function expectOneChange(sends: Send[], answers: Send["answer"][] | RegExp): Promise<Send> {
  const seen = () => sends.map((send) => send.answer);
  if (answers instanceof RegExp) await expect.poll(() => seen().join(" ")).toMatch(answers);
  else await expect.poll(seen).toEqual(answers);
  const [first] = sends;
  expect(first.key ?? "").not.toBe("");
  const contentType = await first.contentType;
  for (const send of sends) {
    expect(send.key).toBe(first.key);
    expect(Buffer.compare(send.body ?? Buffer.alloc(0), first.body ?? Buffer.alloc(0))).toBe(0);
    expect(await send.contentType).toBe(contentType);
  }
  return sends[sends.length - 1];
}

/** Expects the sends of one multipart upload to carry one boundary (see {@link expectOneChange}). */
async function expectMultipart(send: Send): Promise<void> {
  expect(await send.contentType).toMatch(/^multipart\/form-data; boundary=\S+$/);
}

/** The ant message (toast) carrying `content`. */
const toast = (page: Page, content: string) => page.locator(".ant-message").getByText(content);

/** A row of the claims desk's list (GET …/outpatient-care-claim), as the wire has it. */
interface ClaimRow {
  id: number;
  authorization_id: number;
  authorization_code: string;
  status: string;
  claim_status: string;
}

/**
 * Signs in on the claims desk and reads the list the screen asked for: its provider and the first
 * row that can still be voided (one the screen shows).
 */
async function openClaimsDesk(page: Page, kind: DemoKind): Promise<{ provider: string; row: ClaimRow }> {
  const listed = page.waitForResponse(
    (response) =>
      /\/api\/arc\/v1\/providers\/[^/]+\/outpatient-care-claim$/.test(new URL(response.url()).pathname) &&
      response.ok(),
  );
  await signIn(page, kind);
  await expect(page).toHaveURL(/\/home$/);
  const answer = await listed;
  const provider = new URL(answer.url()).pathname.split("/")[5];
  const rows = ((await answer.json()) as { content: ClaimRow[] }).content;
  const row = rows.find((r) => !NOT_VOIDABLE.includes(r.claim_status));
  if (!row) throw new Error("no voidable row on the first page of the claims desk");
  await expect(page.locator("tbody tr.ant-table-row", { hasText: row.authorization_code })).toBeVisible();
  return { provider, row };
}

/** The claims desk's row of an authorization code, read again through the API. */
async function claimRowOf(
  request: APIRequestContext,
  kind: DemoKind,
  provider: string,
  code: string,
): Promise<ClaimRow[]> {
  const page = await getJson<{ content: ClaimRow[] }>(
    request,
    kind,
    `/api/arc/v1/providers/${provider}/outpatient-care-claim?authorization_code=${encodeURIComponent(code)}`,
  );
  return page.content.filter((r) => r.authorization_code === code);
}

test.describe("a lost answer never duplicates: claims desk (/home)", () => {
  test("an authorization void whose answer is lost voids it once and says so", async ({ page, request }) => {
    const { provider, row } = await openClaimsDesk(page, "administrator");
    const path = `/arc/v1/authorizations/${row.authorization_id}/void`;
    await loseAnswer(request, { path, method: "POST", user: "administrator" });
    const sends = watchSends(page, "POST", path);

    await page
      .getByRole("button", { name: fill(voidTexts.void.aria, { row: row.authorization_code }), exact: true })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(voidTexts.void.confirmBody);
    await dialog.getByRole("button", { name: voidTexts.void.confirmOk, exact: true }).click();
    await expect(toast(page, text.errors.voidAuthorizations.success)).toBeVisible();

    // Without the key the retry would void again; with it, the first answer is replayed.
    await expectOneChange(sends, ["lost", "replayed"]);
    const after = await claimRowOf(request, "administrator", provider, row.authorization_code);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: "VOIDED", claim_status: "VOIDED" });
  });

  test("a claim void whose answer is lost starts one void job, followed to its end", async ({
    page,
    request,
  }) => {
    const { provider, row } = await openClaimsDesk(page, "authorizer");
    const path = `/arc/v1/providers/${provider}/claims/${row.id}/void`;
    await loseAnswer(request, { path, method: "POST", user: "authorizer" });
    const sends = watchSends(page, "POST", path);
    const polled: string[] = [];
    page.on("request", (sent) => {
      const url = new URL(sent.url());
      if (sent.method() === "GET" && url.pathname.startsWith(`/api${path}-status/`))
        polled.push(url.pathname);
    });

    await page
      .getByRole("button", {
        name: fill(voidTexts.voidClaim.aria, { row: row.authorization_code }),
        exact: true,
      })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(voidTexts.voidClaim.confirmBody);
    await dialog.getByRole("button", { name: voidTexts.voidClaim.confirmOk, exact: true }).click();
    await expect(toast(page, text.errors.voidAuthorizations.claimOnlySuccess)).toBeVisible({
      timeout: 20_000,
    });

    const last = await expectOneChange(sends, ["lost", "replayed"]);
    expect(last.response?.status()).toBe(202);
    // The one job of the first send, replayed, is the one the screen followed.
    const { job_id: job } = (await last.response?.json()) as { job_id: string };
    expect(polled.length).toBeGreaterThan(0);
    expect(new Set(polled)).toEqual(new Set([`/api${path}-status/${job}`]));
    const after = await claimRowOf(request, "authorizer", provider, row.authorization_code);
    expect(after).toHaveLength(1);
    expect(after[0].claim_status).toBe("VOIDED");
    // Only the claim: the authorization itself stays.
    expect(after[0].status).not.toBe("VOIDED");
  });
});

/** A glosa file as `GET rcm-denials/v1/storage/files` lists it. */
interface WireGlosaFile {
  id: string;
  file_name: string;
  status: string;
  rows_loaded: number;
}

async function glosaFilesNamed(request: APIRequestContext, name: string): Promise<WireGlosaFile[]> {
  const files = await getJson<{ content: WireGlosaFile[] }>(
    request,
    "denials-editor",
    "/api/rcm-denials/v1/storage/files?page=0&size=100",
  );
  return files.content.filter((file) => file.file_name === name);
}

async function glosaRowsOf(request: APIRequestContext, prefix: string): Promise<number> {
  const list = await getJson<{ content: unknown[] }>(
    request,
    "denials-editor",
    `/api/rcm-denials/v1/invoice?filter=${prefix}&page=0&size=200`,
  );
  return list.content.length;
}

/** Uploads a workbook of glosas on /rcm/glosas-upload and waits until the screen says it loaded. */
async function uploadGlosas(page: Page, name: string, workbook: Buffer): Promise<void> {
  await page.goto("/rcm/glosas-upload");
  await expect(page.getByRole("heading", { level: 1, name: g.page.title })).toBeVisible();
  await page.getByLabel(g.upload.choose).setInputFiles({ name, mimeType: XLSX, buffer: workbook });
  const fileRow = page.locator("tr", { hasText: name });
  await expect(fileRow.locator('[data-file-status="LOADED"]')).toBeVisible({ timeout: 30_000 });
  await expect(toast(page, fill(g.upload.sent, { name }))).toBeVisible();
}

/** A glosa of the provider as `GET rcm-denials/v1/invoice` lists it. */
interface WireGlosa {
  id: string;
  invoice_number: string;
  glosa_status: string;
  glossed_amount: number;
}

interface WireGlosaDetail {
  comments: { comment: string }[];
}

/** The `index`-th pending glosa that can take an accepted value of 1.00. */
async function pendingGlosa(request: APIRequestContext, index: number): Promise<WireGlosa> {
  const list = await getJson<{ content: WireGlosa[] }>(
    request,
    "denials-editor",
    "/api/rcm-denials/v1/invoice?glosaStatus=PENDING&page=0&size=50",
  );
  const found = list.content.filter((glosa) => glosa.glosa_status === "PENDING" && glosa.glossed_amount >= 1);
  expect(found.length).toBeGreaterThan(index);
  return found[index];
}

async function glosaCommentsWith(request: APIRequestContext, id: string, comment: string): Promise<number> {
  const detail = await getJson<WireGlosaDetail>(
    request,
    "denials-editor",
    `/api/rcm-denials/v1/invoice/${id}`,
  );
  return detail.comments.filter((c) => c.comment === comment).length;
}

/** Opens a glosa's detail and sends an answer with `comment` and an accepted value of 1.00. */
async function answerGlosa(page: Page, glosa: WireGlosa, comment: string): Promise<void> {
  await page.goto(`/rcm/glosa-detail/${glosa.id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: fill(g.detail.title, { invoice: glosa.invoice_number }) }),
  ).toBeVisible();
  await page.getByRole("radio", { name: g.detail.eventCOMMENT }).check();
  await page.getByRole("textbox", { name: g.detail.comment, exact: true }).fill(comment);
  await page.getByRole("spinbutton", { name: g.detail.acceptedValue, exact: true }).fill("1.00");
  await page.getByRole("button", { name: g.detail.confirm }).click();
}

test.describe("a lost answer never duplicates: glosas", () => {
  test.setTimeout(120_000);

  test("a glosa upload whose answer is lost stores one file, loads its rows once and says so", async ({
    page,
    request,
  }) => {
    const prefix = `LA5${Date.now().toString(36).toUpperCase()}`;
    const name = `${prefix}.xlsx`;
    const path = "/rcm-denials/v1/storage/upload";
    await loseAnswer(request, { path, method: "POST", user: "denials-editor" });
    await signIn(page, "denials-editor");
    const sends = watchSends(page, "POST", path);
    await uploadGlosas(page, name, Buffer.from(await glosaXlsx(glosaRows(4, prefix))));

    // The retry sent the encoding (one boundary) of the first send, with its key.
    await expectMultipart(await expectOneChange(sends, ["lost", "replayed"]));
    const files = await glosaFilesNamed(request, name);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ status: "LOADED", rows_loaded: 4 });
    expect(await glosaRowsOf(request, prefix)).toBe(4);
  });

  test("a glosa upload whose connection is reset after the work stores one file and says so", async ({
    page,
    request,
  }) => {
    const prefix = `LAR${Date.now().toString(36).toUpperCase()}`;
    const name = `${prefix}.xlsx`;
    const path = "/rcm-denials/v1/storage/upload";
    await loseAnswer(request, { path, method: "POST", user: "denials-editor", how: "reset" });
    await signIn(page, "denials-editor");
    const sends = watchSends(page, "POST", path);
    await uploadGlosas(page, name, Buffer.from(await glosaXlsx(glosaRows(3, prefix))));

    // The reset reaches the page as a failed send that the portal sends again, or not at all:
    // Chromium itself re-sends a request whose reused keep-alive connection closes before any
    // answer (the same request: its key and bytes). Either way the last answer is the replay of
    // the first send's work; a send without the key would have been refused (the file reference
    // is taken) or stored a second file.
    await expectMultipart(await expectOneChange(sends, /^(lost )*replayed$/));
    const files = await glosaFilesNamed(request, name);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ status: "LOADED", rows_loaded: 3 });
    expect(await glosaRowsOf(request, prefix)).toBe(3);
    // The fault was spent by the first send: nothing is left armed on the path.
    const armed = await request.get("/api/__sandbox/faults");
    const faults = ((await armed.json()) as { faults: { path_prefix: string; user: string | null }[] })
      .faults;
    expect(faults.filter((fault) => fault.path_prefix === path)).toEqual([]);
  });

  test("a glosa answer whose answer is lost is recorded once and reported saved", async ({
    page,
    request,
  }) => {
    const glosa = await pendingGlosa(request, 0);
    const comment = `Soportes enviados una sola vez ${Date.now()}`;
    const path = `/rcm-denials/v1/invoice/${glosa.id}/comments`;
    await loseAnswer(request, { path, method: "POST", user: "denials-editor" });
    await signIn(page, "denials-editor");
    const sends = watchSends(page, "POST", path);
    await answerGlosa(page, glosa, comment);
    await expect(toast(page, g.detail.commentSent)).toBeVisible();
    await expect(page.locator(".glosa-comments li", { hasText: comment })).toHaveCount(1);

    await expectOneChange(sends, ["lost", "replayed"]);
    expect(await glosaCommentsWith(request, glosa.id, comment)).toBe(1);
  });

  test("a glosa answer whose answer stays lost says it could not confirm, in words, and is recorded once", async ({
    page,
    request,
  }) => {
    const glosa = await pendingGlosa(request, 1);
    const comment = `Respuesta sin confirmar ${Date.now()}`;
    const path = `/rcm-denials/v1/invoice/${glosa.id}/comments`;
    // More uses than sends: the call and its five retries (1 + 5 = 6) all lose their answer.
    await loseAnswer(request, { path, method: "POST", user: "denials-editor", count: 10 });
    await signIn(page, "denials-editor");
    const sends = watchSends(page, "POST", path);
    await answerGlosa(page, glosa, comment);

    const said = page.locator(".ant-message").filter({ hasText: text.errors.changeUnconfirmed });
    await expect(said).toBeVisible({ timeout: 30_000 });
    await expect(said).toContainText(g.errors.GLOSA_COMMENT_SEND_ERROR);
    // Never the server's technical text, nor the idempotency refusal's.
    await expect(page.locator(".ant-message")).not.toContainText("Injected");
    await expect(page.locator(".ant-message")).not.toContainText("idempotencia");
    await expect(toast(page, g.detail.commentSent)).toHaveCount(0);

    await expectOneChange(sends, ["lost", "lost", "lost", "lost", "lost", "lost"]);
    expect(await glosaCommentsWith(request, glosa.id, comment)).toBe(1);
    // The server saw exactly those six sends: four uses of the fault are left.
    const armed = await request.get("/api/__sandbox/faults");
    const faults = ((await armed.json()) as { faults: { path_prefix: string; remaining: number }[] }).faults;
    expect(faults.filter((fault) => fault.path_prefix === path).map((fault) => fault.remaining)).toEqual([4]);
  });
});

/** Agreement codes of the rcm-admin's provider, from the reference API. */
async function agreementCodes(request: APIRequestContext): Promise<string[]> {
  const all = await getJson<{ agreement_code: string }[]>(
    request,
    "rcm-admin",
    "/api/rcm/v1/provider-payer-configurations/all-agreements",
  );
  return all.map((a) => a.agreement_code);
}

test.describe("a lost answer never duplicates: agreements", () => {
  test.setTimeout(120_000);

  test("an agreement matrix upload whose answer is lost makes one process, ends in its success alert", async ({
    page,
    request,
  }) => {
    const codes = await agreementCodes(request);
    expect(codes.length).toBeGreaterThanOrEqual(2);
    const name = `perdida-${Date.now().toString(36)}.xlsx`;
    const path = "/rcm/v1/provider-payer-configurations/upload-process-file";
    await loseAnswer(request, { path, method: "POST", user: "rcm-admin" });
    await signIn(page, "rcm-admin");
    await page.goto("/rcm/upload-agreement-matrix");
    await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
    const sends = watchSends(page, "POST", path);
    // Agreement codes only: every other value is left as it is.
    const workbook = await matrixXlsx(codes.slice(0, 2).map((code) => ({ AGREEMENT_CODE: code })));
    await page.getByLabel(m.upload.choose).setInputFiles({ name, mimeType: XLSX, buffer: workbook });
    await expect(page.getByText(fill(m.result.success, { name, applied: 2 }))).toBeVisible({
      timeout: 30_000,
    });

    await expectMultipart(await expectOneChange(sends, ["lost", "replayed"]));
    const uploads = await getJson<{ content: { original_file_name: string; status: string }[] }>(
      request,
      "rcm-admin",
      "/api/rcm/v1/provider-payer-configurations/process-files?process_type=AGREEMENT_MATRIX&page=0&size=100",
    );
    const mine = uploads.content.filter((upload) => upload.original_file_name === name);
    expect(mine).toHaveLength(1);
    expect(mine[0].status).toBe("UPLOAD_COMPLETE");
    await expect(
      page.locator('[data-testid="matrix-uploads"] tr', { hasText: name }).locator("[data-matrix-status]"),
    ).toHaveCount(1);
  });

  test("an agreement configuration save whose answer is lost is saved once with its values", async ({
    page,
    request,
  }) => {
    const codes = await agreementCodes(request);
    const code = codes[codes.length - 1];
    const taxId = `900${Date.now().toString().slice(-6)}-7`;
    const path = "/rcm/v1/provider-payer-configurations";
    await loseAnswer(request, { path, method: "PATCH", user: "rcm-admin" });
    await signIn(page, "rcm-admin");
    await page.goto(`/rcm/agreements/configuration?agreementCode=${encodeURIComponent(code)}`);
    await expect(page.getByLabel(agreementFields.agreementCode)).toHaveValue(code, { timeout: 20_000 });
    const sends = watchSends(page, "PATCH", path);
    await page.getByLabel(agreementFields.taxIdentificationNumber).fill(taxId);
    await page.getByLabel(agreementFields.concurrency).check();
    await page.getByRole("button", { name: f.actions.save }).click();
    await expect(toast(page, f.saved)).toBeVisible({ timeout: 15_000 });

    const last = await expectOneChange(sends, ["lost", "replayed"]);
    expect(last.body?.toString("utf8")).toContain(taxId);
    const saved = await getJson<{ tax_identification_number: string; concurrency: boolean }>(
      request,
      "rcm-admin",
      `/api/rcm/v1/provider-payer-configurations/${encodeURIComponent(code)}`,
    );
    expect(saved).toMatchObject({ tax_identification_number: taxId, concurrency: true });
  });
});

/** A v2 authorization's detail (`GET arc/v2/authorizations/without-claims/{code}`). */
interface WireV2Detail {
  id: number;
  beneficiary_id: number;
  comments: { metadata_comment: string }[];
}

async function v2Detail(request: APIRequestContext, sponsor: string, code: string): Promise<WireV2Detail> {
  return getJson<WireV2Detail>(
    request,
    "without-claims",
    `/api/arc/v2/authorizations/without-claims/${code}?sponsor_slug=${sponsor}`,
  );
}

test.describe("a lost answer never duplicates: v2 area", () => {
  test.setTimeout(120_000);

  test("a sponsor form whose submit answer is lost records one observation and says it was sent", async ({
    page,
    request,
  }) => {
    // do-primera's outpatient form: one group, submitted from its only step.
    const code = "V2-2026-000003";
    const { id } = await v2Detail(request, "do-primera", code);
    const observation = `Control enviado una vez ${Date.now()}`;
    const path = `/arc/v1/authorizations/${id}/comment`;
    await loseAnswer(request, { path, method: "POST", user: "without-claims" });
    await signIn(page, "without-claims");
    await page.goto(`/v2/authorizations/${code}/new/do-primera/outpatient-care`);
    await expect(page.getByRole("heading", { level: 2, name: "Consulta ambulatoria" })).toBeVisible();
    const sends = watchSends(page, "POST", path);
    const date = page.getByRole("textbox", { name: "Fecha de la consulta" });
    await date.click();
    await date.fill("15/10/2026");
    await date.press("Enter");
    await page.getByRole("textbox", { name: "Copago" }).fill("1250");
    await page.getByRole("textbox", { name: "Motivo de la consulta" }).fill("Control de presión arterial");
    await page.getByLabel(v.form.observation).fill(observation);
    await page.getByRole("button", { name: v.form.submit }).click();
    await expect(toast(page, v.form.submitted)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(
      /\/v2\/authorizations\/do-primera\/V2-2026-000003\?detailForm=outpatient-care$/,
    );

    await expectOneChange(sends, ["lost", "replayed"]);
    const comments = (await v2Detail(request, "do-primera", code)).comments.filter((c) =>
      c.metadata_comment.includes(observation),
    );
    expect(comments).toHaveLength(1);
    await page.getByRole("tab", { name: v.detail.tabs.observations }).click();
    await expect(page.locator(".pp-v2-comments li", { hasText: observation })).toHaveCount(1);
  });

  test("an authorization request whose answer is lost is made once and followed until created", async ({
    page,
    request,
  }) => {
    const code = "V2-AP-000002";
    const detail = await v2Detail(request, "do-senasa", code);
    const headers = await authOf(request, "without-claims");
    // A request made just before, through the API: the screen's must be the very next one.
    const before = await request.post("/api/arc/v1/authorization-requests", {
      headers,
      data: {
        beneficiary_id: detail.beneficiary_id,
        sponsor_slug: "do-senasa",
        doctor_license_number: "EXQ-00001",
        doctor_specialty: "Medicina general",
        doctor_name: "Referencia de la prueba",
        doctor_country_code: "DO",
        illness_onset: "2026-11-01",
      },
    });
    expect(before.status()).toBe(202);
    const { id: previous } = (await before.json()) as { id: number };

    const path = "/arc/v1/authorization-requests";
    await loseAnswer(request, { path, method: "POST", user: "without-claims" });
    await signIn(page, "without-claims");
    await page.goto(`/v2/authorizations/do-senasa/${code}/request`);
    await expect(page.getByRole("heading", { level: 1, name: v.request.title })).toBeVisible();
    const sends = watchSends(page, "POST", path);
    await page.getByLabel(v.request.fields.doctorName).fill("Dra. Ana Pérez");
    await page.getByLabel(v.request.fields.doctorLicenseNumber).fill("EXQ-12345");
    await page.getByLabel(v.request.fields.doctorSpecialty).fill("Cardiología");
    const onset = page.getByLabel(v.request.fields.illnessOnset);
    await onset.click();
    await onset.fill("01/11/2026");
    await onset.press("Tab");
    await page.getByLabel(v.request.fields.phone).fill("809-555-1234");
    await page.getByLabel(v.request.fields.productCode).first().fill("LAB-17");
    await page.locator("#v2-request-product-0-type").click();
    await page
      .locator(".ant-select-dropdown:visible")
      .getByTitle(v.request.productTypes.LABORATORY, { exact: true })
      .click();
    await page.getByRole("button", { name: v.request.send }).click();
    await expect(page.getByText(fill(v.request.created, { count: 1 }))).toBeVisible({ timeout: 20_000 });

    const last = await expectOneChange(sends, ["lost", "replayed"]);
    expect(last.response?.status()).toBe(202);
    const { id } = (await last.response?.json()) as { id: number };
    // One request from the screen: the next after the one made before, and none after it.
    expect(id).toBe(previous + 1);
    const next = await request.get(`/api/arc/v1/authorization-requests/${id + 1}`, { headers });
    expect(next.status()).toBe(404);
    const made = await getJson<{ status: string; authorizations: unknown[] }>(
      request,
      "without-claims",
      `/api/arc/v1/authorization-requests/${id}`,
    );
    expect(made.status).toBe("CREATED");
    expect(made.authorizations).toHaveLength(1);
  });
});
