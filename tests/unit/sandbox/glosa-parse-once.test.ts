/**
 * A glosa workbook is read once on its way from upload to rows listed (001 §7 "glosa upload";
 * docs/performance.md "Issue 23, round 2"): the upload reads the table to refuse a file without
 * the required columns, and the file's processing takes that table
 * (sandbox/routes/denials/glosa-parsed.ts) instead of reading the workbook again. A table this
 * process no longer holds (another instance, a restart) is read again from the stored bytes and
 * loads the same rows.
 */
import { createHash } from "node:crypto";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { takeParsedTable } from "../../../sandbox/routes/denials/glosa-parsed";
import { glosaRows, glosaXlsx } from "../../glosa-files";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let editor: string;
beforeAll(async () => {
  sandbox = await startSandbox({ faults: false });
  editor = (await signIn(sandbox, "denials-editor")).access_token;
}, 60_000);
afterAll(() => sandbox?.close());

const BASE = "/rcm-denials/v1";

async function upload(bytes: Uint8Array, reference: string): Promise<number> {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), "glosas.xlsx");
  form.append("type", "GLOSS");
  form.append("fileReferenceId", reference);
  const res = await sandbox.app.request(`/api${BASE}/storage/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${editor}` },
    body: form,
  });
  return res.status;
}

/** Polls until the file leaves PROCESSING (at most 5 polls); its state then. */
async function settle(reference: string): Promise<{ status: string; rows_loaded: number }> {
  for (let i = 0; i < 5; i += 1) {
    const answer = await call<{ status: string; rows_loaded: number }[]>(
      sandbox,
      "POST",
      `${BASE}/storage/files/polling`,
      { token: editor, json: { file_reference_id: [reference] } },
    );
    if (answer.body[0].status !== "PROCESSING") return answer.body[0];
  }
  throw new Error("still processing");
}

async function listed(prefix: string): Promise<number> {
  const page = await call<{ total_elements: number }>(
    sandbox,
    "GET",
    `${BASE}/invoice?filter=${prefix}&size=5`,
    {
      token: editor,
    },
  );
  return page.body.total_elements;
}

/** Counts the workbooks exceljs reads during `work`. */
async function workbooksRead(work: () => Promise<void>): Promise<number> {
  const reader = Object.getPrototypeOf(new ExcelJS.Workbook().xlsx) as { load: () => unknown };
  const load = vi.spyOn(reader, "load");
  try {
    await work();
    return load.mock.calls.length;
  } finally {
    load.mockRestore();
  }
}

describe("a glosa workbook from upload to rows listed", () => {
  it("is read once: the processing takes the table the upload read", async () => {
    const bytes = await glosaXlsx(glosaRows(40, "ONCE-A"));
    const reads = await workbooksRead(async () => {
      expect(await upload(bytes, "once-a")).toBe(201);
      expect(await settle("once-a")).toMatchObject({ status: "LOADED", rows_loaded: 40 });
    });
    expect(reads).toBe(1);
    expect(await listed("ONCE-A")).toBe(40);
  });

  it("is read again from the stored bytes when this process no longer holds the table, loading the same rows", async () => {
    const bytes = await glosaXlsx(glosaRows(25, "ONCE-B"));
    const reads = await workbooksRead(async () => {
      expect(await upload(bytes, "once-b")).toBe(201);
      // As another instance or a restart would: the table is not here.
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      expect(takeParsedTable(sha256)).toBeDefined();
      expect(await settle("once-b")).toMatchObject({ status: "LOADED", rows_loaded: 25 });
    });
    expect(reads).toBe(2);
    expect(await listed("ONCE-B")).toBe(25);
  });
});
