/**
 * The denials service of the reference API (001 §7 "Denials calls under rcm-denials/v1"; 001 §3,
 * §4 "Glosa", §5, §8 "Glosa and AI errors"; 000 §6 glosa events; docs/api-contract.md "Glosas"):
 * uploaded files really read into glosa rows through the jobs table, refusals with the glosa codes,
 * the processed list, answers, notification date, disabling, export, preview and OCR, and every
 * glosa event checked by the server.
 */
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { glosaPdf, glosaRows, glosaText, glosaXlsx, xlsxDataRows } from "../../glosa-files";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let editor: string;
let viewer: string;
let admin: string;
let rcmEditor: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  [editor, viewer, admin, rcmEditor] = await Promise.all(
    ["denials-editor", "denials-viewer", "denials-admin", "rcm-editor"].map(async (kind) => {
      return (await signIn(sandbox, kind)).access_token;
    }),
  );
}, 60_000);
afterAll(() => sandbox?.close());

const BASE = "/rcm-denials/v1";
let references = 0;

/** Uploads a glosa file (multipart: file, type, fileReferenceId). */
async function upload(
  token: string,
  bytes: Uint8Array,
  name: string,
  options: { type?: string; reference?: string; lang?: string } = {},
) {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  form.append("type", options.type ?? "GLOSS");
  references += 1;
  const reference = options.reference ?? `ref-${references}-${Date.now()}`;
  form.append("fileReferenceId", reference);
  const res = await sandbox.app.request(`/api${BASE}/storage/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "accept-language": options.lang ?? "en" },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, reference };
}

interface FileState {
  id: string;
  file_reference_id: string;
  status: string;
  error_code: string | null;
  message: string | null;
  rows_loaded: number;
}

async function poll(token: string, refs: string[]) {
  return call<FileState[]>(sandbox, "POST", `${BASE}/storage/files/polling`, {
    token,
    json: { file_reference_id: refs },
    headers: { "accept-language": "en" },
  });
}

/** Polls until the file leaves PROCESSING (at most 5 polls). */
async function settle(token: string, reference: string): Promise<FileState> {
  for (let i = 0; i < 5; i += 1) {
    const answer = await poll(token, [reference]);
    expect(answer.status).toBe(200);
    if (answer.body[0].status !== "PROCESSING") return answer.body[0];
  }
  throw new Error("still processing");
}

interface Page {
  content: Record<string, unknown>[];
  total_elements: number;
}

describe("upload and processing (001 §5, §7; issue 9 §3)", { timeout: 20_000 }, () => {
  it("an uploaded XLSX becomes rows of the processed list, through in progress to loaded", async () => {
    const rows = glosaRows(30, "XL-T1");
    const sent = await upload(editor, await glosaXlsx(rows), "glosas.xlsx");
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      status: "PROCESSING",
      type: "GLOSS",
      file_reference_id: sent.reference,
    });
    const first = await poll(editor, [sent.reference]);
    expect(first.body[0].status).toBe("PROCESSING");
    const done = await settle(editor, sent.reference);
    expect(done).toMatchObject({ status: "LOADED", rows_loaded: 30, error_code: null });
    const list = await call<Page>(
      sandbox,
      "GET",
      `${BASE}/invoice?filter=xl-t1&size=50&order_by=invoiceNumber&sort=asc`,
      {
        token: editor,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.total_elements).toBe(30);
    expect(list.body.content[0]).toMatchObject({
      invoice_number: "XL-T1-00001",
      payer: "Nueva EPS",
      glosa_status: "PENDING",
      type: "GLOSS",
      gloss_notification_date: "2026-11-10",
      days_response: 15,
      response_deadline: "2026-11-25",
      invoiced_amount: 1000,
      glossed_amount: 250.5,
      file_id: sent.body.id,
    });
  });

  it("reads text files (papaparse, delimiter detected) and the text layer of PDFs", async () => {
    const text = await upload(editor, glosaText(glosaRows(4, "TX-T2")), "glosas.txt", { type: "RETURN" });
    expect(text.status).toBe(201);
    expect(await settle(editor, text.reference)).toMatchObject({ status: "LOADED", rows_loaded: 4 });
    const header = "invoiceNumber|payer|glossNotificationDate|glossedAmount|notificationQuantity";
    const pdf = await upload(editor, glosaPdf([header, "PD-T2-1|EPS Sura|2026-11-12|99.90|2"]), "g.pdf");
    expect(pdf.status).toBe(201);
    expect(await settle(editor, pdf.reference)).toMatchObject({ status: "LOADED", rows_loaded: 1 });
    const list = await call<Page>(sandbox, "GET", `${BASE}/invoice?filter=PD-T2`, { token: editor });
    expect(list.body.content[0]).toMatchObject({
      payer: "EPS Sura",
      notification_quantity: 2,
      glossed_amount: 99.9,
    });
    const returns = await call<Page>(sandbox, "GET", `${BASE}/invoice?filter=TX-T2&type=RETURN`, {
      token: editor,
    });
    expect(returns.body.total_elements).toBe(4);
  });

  it("refuses an unreadable file, a wrong format and a file over 5 MB with the glosa codes of 001 §8", async () => {
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    const unreadable = await upload(editor, broken, "broken.xlsx");
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toMatchObject({
      error_code: "GLOSA_FILE_READ_ERROR",
      message: expect.stringContaining("The glosa file could not be read"),
    });
    const png = Uint8Array.from(Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"));
    const image = await upload(editor, png, "glosas.xlsx");
    expect(image.body.error_code).toBe("GLOSA_INVALID_FORMAT");
    const noColumns = await upload(editor, new TextEncoder().encode("a;b\n1;2\n"), "x.txt", { lang: "es" });
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.error_code).toBe("GLOSA_INVALID_FORMAT");
    expect(noColumns.body.message).toContain("El formato del archivo no es válido");
    // Which columns are missing, as keys the portal names by their labels, and said once in
    // Spanish (issue 19 §4): no English "missing columns" in a Spanish answer.
    expect(noColumns.body.missing_columns).toEqual([
      "invoiceNumber",
      "payer",
      "glossNotificationDate",
      "glossedAmount",
    ]);
    expect(noColumns.body.detail).toBe(
      "faltan las columnas: invoiceNumber, payer, glossNotificationDate, glossedAmount",
    );
    expect(noColumns.body.message).not.toContain("missing columns");
    const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41);
    const tooBig = await upload(editor, big, "big.txt", { lang: "pt" });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ error_code: "GLOSA_FILE_SIZE_EXCEEDED" });
    expect(tooBig.body.message).toContain("5 MB");
  });

  it("declines a file whose payer has no configuration, or whose notification quantity cannot be determined", async () => {
    const unknown = await upload(
      editor,
      await glosaXlsx(glosaRows(3, "PY-T3", { payer: "Seguros Nadie" })),
      "p.xlsx",
    );
    expect(unknown.status).toBe(201);
    const declined = await settle(editor, unknown.reference);
    expect(declined).toMatchObject({ status: "DECLINED", error_code: "GLOSA_PAYER_CONFIGURATION_NOT_FOUND" });
    expect(declined.message).toBe("The payer's configuration was not found");
    const rows = glosaRows(2, "NQ-T3");
    rows[1].notificationQuantity = "varias";
    const quantity = await upload(editor, await glosaXlsx(rows), "q.xlsx");
    expect((await settle(editor, quantity.reference)).error_code).toBe(
      "GLOSA_NOTIFICATION_QUANTITY_UNDETERMINABLE",
    );
    const list = await call<Page>(sandbox, "GET", `${BASE}/invoice?filter=NQ-T3`, { token: editor });
    expect(list.body.total_elements).toBe(0);
  });

  it("allows at most 5 PDFs processing at once (GLOSA_MAX_FILES), and a disabled file loads nothing", async () => {
    const line = (n: number) =>
      glosaPdf([
        "invoiceNumber;payer;glossNotificationDate;glossedAmount",
        `MX-${n};Nueva EPS;2026-11-01;10`,
      ]);
    const sent = [];
    for (let i = 0; i < 5; i += 1) sent.push(await upload(editor, line(i), `p${i}.pdf`));
    expect(sent.map((s) => s.status)).toEqual([201, 201, 201, 201, 201]);
    const sixth = await upload(editor, line(6), "p6.pdf");
    expect(sixth.status).toBe(400);
    expect(sixth.body.error_code).toBe("GLOSA_MAX_FILES");
    // A spreadsheet is not a PDF: not counted.
    expect((await upload(editor, await glosaXlsx(glosaRows(1, "MX-X")), "x.xlsx")).status).toBe(201);
    const disabled = await call<FileState>(
      sandbox,
      "PATCH",
      `${BASE}/storage/file/disable/${sent[0].body.id as string}`,
      {
        token: editor,
      },
    );
    expect(disabled.body.status).toBe("DISABLED");
    expect((await upload(editor, line(7), "p7.pdf")).status).toBe(201);
    expect((await settle(editor, sent[0].reference)).status).toBe("DISABLED");
    const list = await call<Page>(sandbox, "GET", `${BASE}/invoice?filter=MX-0`, { token: editor });
    expect(list.body.total_elements).toBe(0);
    for (const s of sent.slice(1))
      expect(await settle(editor, s.reference)).toMatchObject({ status: "LOADED" });
  });

  it("previews spreadsheets within 50 rows × 20 columns, PDFs inline, and reads a PDF's text (OCR)", async () => {
    const sent = await upload(editor, await glosaXlsx(glosaRows(80, "PV-T4")), "pv.xlsx");
    const preview = await call<Record<string, unknown>>(
      sandbox,
      "GET",
      `${BASE}/storage/document/${sent.body.id as string}`,
      {
        token: viewer,
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ kind: "table", total_rows: 80, truncated: true });
    expect((preview.body.rows as unknown[]).length).toBe(50);
    const pdf = await upload(
      editor,
      glosaPdf(["invoiceNumber;payer;glossNotificationDate;glossedAmount", "OC-1;EPS Sura;2026-11-02;5"]),
      "o.pdf",
    );
    const inline = await sandbox.app.request(`/api${BASE}/storage/document/${pdf.body.id as string}`, {
      headers: { authorization: `Bearer ${viewer}` },
    });
    expect(inline.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode(new Uint8Array(await inline.arrayBuffer())).startsWith("%PDF-")).toBe(
      true,
    );
    const ocr = await call<{ text: string; lines: number }>(
      sandbox,
      "POST",
      `${BASE}/storage/ocr/${pdf.body.id as string}`,
      {
        token: editor,
      },
    );
    expect(ocr.status).toBe(200);
    expect(ocr.body.text).toContain("OC-1;EPS Sura;2026-11-02;5");
    const notPdf = await call(sandbox, "POST", `${BASE}/storage/ocr/${sent.body.id as string}`, {
      token: editor,
    });
    expect(notPdf.body).toMatchObject({ error_code: "GLOSA_INVALID_FORMAT" });
  });
});

describe("processed list, detail, answers, export (001 §3, §7)", { timeout: 20_000 }, () => {
  it("lists the seeded glosas 15 per page, sorted by response deadline by default (FILED last)", async () => {
    const list = await call<Page>(sandbox, "GET", `${BASE}/invoice`, { token: viewer });
    expect(list.status).toBe(200);
    expect(list.body.content).toHaveLength(15);
    expect(list.body.total_elements).toBeGreaterThanOrEqual(120);
    const deadlines = list.body.content.map((r) => r.response_deadline as string | null);
    const dated = deadlines.filter((d): d is string => d !== null);
    expect(dated).toEqual([...dated].sort());
    const filed = await call<Page>(sandbox, "GET", `${BASE}/invoice?glosaStatus=FILED&size=5`, {
      token: viewer,
    });
    expect(filed.body.content.every((r) => r.response_deadline === null)).toBe(true);
    const bad = await call(sandbox, "GET", `${BASE}/invoice?order_by=patientName`, { token: viewer });
    expect(bad.status).toBe(400);
  });

  it("answers a glosa (all fields required), disables the answer, updates the notification date", async () => {
    const sent = await upload(editor, await glosaXlsx(glosaRows(2, "AN-T5")), "a.xlsx");
    await settle(editor, sent.reference);
    const list = await call<Page>(sandbox, "GET", `${BASE}/invoice?filter=AN-T5-00001`, { token: editor });
    const id = list.body.content[0].id as string;
    const missing = await call(sandbox, "POST", `${BASE}/invoice/${id}/comments`, {
      token: editor,
      json: { eventType: "COMMENT", comment: "  ", acceptedValue: 10 },
    });
    expect(missing.status).toBe(400);
    const above = await call(sandbox, "POST", `${BASE}/invoice/${id}/comments`, {
      token: editor,
      json: { eventType: "COMMENT", comment: "Soportes enviados", acceptedValue: 9999 },
    });
    expect(above.status).toBe(400);
    const answered = await call<Record<string, unknown>>(sandbox, "POST", `${BASE}/invoice/${id}/comments`, {
      token: editor,
      json: { eventType: "COMMENT", comment: "Soportes enviados", acceptedValue: 50.25 },
    });
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({
      glosa_status: "IN_PROGRESS",
      accepted: 50.25,
      rejected: 200.25,
      amount_to_collect: 949.75,
      glosa_code: "402",
      cups_code: "890201",
      required_documents: { credit_note: false, rips: false, cuv: false },
    });
    const comments = answered.body.comments as { id: string; accepted_value: number }[];
    expect(comments[0].accepted_value).toBe(50.25);
    const disabled = await call(sandbox, "PATCH", `${BASE}/invoice/comments/disable`, {
      token: editor,
      json: { commentIds: [comments[0].id] },
    });
    expect(disabled.status).toBe(200);
    const detail = await call<Record<string, unknown>>(
      sandbox,
      "GET",
      `${BASE}/invoice/${id}?fileId=${sent.body.id as string}`,
      {
        token: viewer,
      },
    );
    expect(detail.body).toMatchObject({ accepted: 0, comments: [] });
    const date = await call<Record<string, unknown>>(
      sandbox,
      "PATCH",
      `${BASE}/invoice/notificationDate/${id}`,
      {
        token: editor,
        json: { notificationDate: "2026-11-12", fileId: sent.body.id },
      },
    );
    expect(date.status).toBe(200);
    expect(date.body).toMatchObject({
      gloss_notification_date: "2026-11-12",
      response_deadline: "2026-11-27",
    });
    const future = await call(sandbox, "PATCH", `${BASE}/invoice/notificationDate/${id}`, {
      token: editor,
      json: { notificationDate: "2999-01-01" },
    });
    expect(future.status).toBe(400);
    const gone = await call(sandbox, "PATCH", `${BASE}/invoice/disable`, {
      token: editor,
      json: { ids: [id] },
    });
    expect(gone.status).toBe(200);
    expect((await call(sandbox, "GET", `${BASE}/invoice/${id}`, { token: editor })).status).toBe(404);
  });

  it("exports the filtered list as a real XLSX and CSV", async () => {
    const sent = await upload(editor, await glosaXlsx(glosaRows(12, "EX-T6")), "e.xlsx");
    await settle(editor, sent.reference);
    const res = await sandbox.app.request(`/api${BASE}/invoice/export?filter=EX-T6`, {
      method: "POST",
      // The portal's POSTs carry an Idempotency-Key: a file answer is not stored as text.
      headers: {
        authorization: `Bearer ${viewer}`,
        "content-type": "application/json",
        "idempotency-key": `export-${Date.now()}`,
      },
      body: JSON.stringify({ format: "xlsx" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="glosas-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const xlsx = await xlsxDataRows(new Uint8Array(await res.arrayBuffer()));
    expect(xlsx.rows).toBe(12);
    expect(xlsx.header[0]).toBe("invoiceNumber");
    const csv = await sandbox.app.request(`/api${BASE}/invoice/export?filter=EX-T6`, {
      method: "POST",
      headers: { authorization: `Bearer ${viewer}`, "content-type": "application/json" },
      body: JSON.stringify({ format: "csv" }),
    });
    const parsed = Papa.parse<string[]>((await csv.text()).replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    expect(parsed.data).toHaveLength(13);
    expect(parsed.data[1][0]).toBe("EX-T6-00001");
  });
});

describe("glosa events gate every call on the server (000 §6)", () => {
  it("DENIALS_VIEWER views and exports only", async () => {
    const xlsx = await glosaXlsx(glosaRows(1, "VW-T7"));
    expect((await upload(viewer, xlsx, "v.xlsx")).status).toBe(403);
    const list = await call<Page>(sandbox, "GET", `${BASE}/invoice?size=1`, { token: viewer });
    const id = list.body.content[0].id as string;
    const answer = await call(sandbox, "POST", `${BASE}/invoice/${id}/comments`, {
      token: viewer,
      json: { eventType: "COMMENT", comment: "x", acceptedValue: 0 },
    });
    expect(answer.status).toBe(403);
    expect(
      (await call(sandbox, "PATCH", `${BASE}/invoice/disable`, { token: viewer, json: { ids: [id] } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(sandbox, "PATCH", `${BASE}/invoice/notificationDate/${id}`, {
          token: viewer,
          json: { notificationDate: "2026-11-01" },
        })
      ).status,
    ).toBe(403);
    expect((await call(sandbox, "GET", `${BASE}/invoice/${id}`, { token: viewer })).status).toBe(200);
  });

  it("DENIALS_ADMIN (upload agreement matrix only, 000 §6) and roles without glosa changes are refused", async () => {
    expect((await call(sandbox, "GET", `${BASE}/invoice`, { token: admin })).status).toBe(403);
    expect((await upload(rcmEditor, await glosaXlsx(glosaRows(1, "RE-T8")), "r.xlsx")).status).toBe(403);
    expect((await call(sandbox, "GET", `${BASE}/invoice`, { token: rcmEditor })).status).toBe(200);
  });
});
