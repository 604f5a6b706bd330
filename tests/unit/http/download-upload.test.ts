/**
 * Downloads and uploads (DESIGN.md §4 "Downloads are blobs with the filename from
 * Content-Disposition; uploads are multipart with progress"; 000 §7 binary calls and multipart
 * files; 001 §8 "Download error codes").
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { BASE, makeClient, server } from "./support";
import {
  downloadBlob,
  errorCode,
  fileNameFromContentDisposition,
  selectErrorMessage,
  uploadMultipart,
} from "../../../providers/http";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe, 0x80]);

describe("fileNameFromContentDisposition", () => {
  it("plain filename=", () => {
    expect(fileNameFromContentDisposition('attachment; filename="plan.pdf"')).toBe("plan.pdf");
    expect(fileNameFromContentDisposition("attachment; filename=plan.pdf")).toBe("plan.pdf");
  });

  it("RFC 5987 filename*= is decoded and preferred over filename=", () => {
    expect(
      fileNameFromContentDisposition(
        "attachment; filename=\"resume.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9%20m%C3%A9dico.pdf",
      ),
    ).toBe("résumé médico.pdf");
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''glosa%E2%82%AC.xlsx")).toBe(
      "glosa€.xlsx",
    );
  });

  it("no header, no name, a path, an unquoted name with spaces", () => {
    expect(fileNameFromContentDisposition(undefined)).toBeUndefined();
    expect(fileNameFromContentDisposition("inline")).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe("passwd");
    expect(fileNameFromContentDisposition("attachment; filename=my file.pdf")).toBe("my file.pdf");
  });
});

describe("downloadBlob", () => {
  it("returns the bytes as a Blob of the answer's type, with the file name", async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${BASE}/arc/v2/authorizations/files/7`, ({ request }) => {
        authorization = request.headers.get("authorization");
        return new HttpResponse(bytes, {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": "attachment; filename*=UTF-8''autorizaci%C3%B3n.pdf",
          },
        });
      }),
    );
    const { client } = makeClient();

    const { blob, fileName } = await downloadBlob(client, "arc/v2/authorizations/files/7");

    expect(fileName).toBe("autorización.pdf");
    expect(blob.type).toBe("application/pdf");
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(authorization).toBe("Bearer old");
  });

  it("001 §7: a POST download sends its snake_case body", async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/rcm/v1/accounts/1/support-documents/download`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(bytes, {
          headers: { "Content-Disposition": 'attachment; filename="docs.zip"' },
        });
      }),
    );
    const { client } = makeClient();
    const { fileName } = await downloadBlob(client, "rcm/v1/accounts/1/support-documents/download", {
      method: "post",
      data: { supportDocumentIds: [1, 2] },
      snakeBody: true,
    });
    expect(fileName).toBe("docs.zip");
    expect(body).toEqual({ support_document_ids: [1, 2] });
  });

  it("001 §8: a failed download's JSON body is decoded, so its code and message can be shown", async () => {
    server.use(
      http.get(`${BASE}/files/9`, () =>
        HttpResponse.json(
          { error_code: "NO_FILES_AVAILABLE_FOR_DOWNLOAD", message: "No hay archivos" },
          { status: 404 },
        ),
      ),
    );
    const { client } = makeClient();
    const error: unknown = await downloadBlob(client, "files/9").catch((caught: unknown) => caught);
    expect(errorCode(error)).toBe("NO_FILES_AVAILABLE_FOR_DOWNLOAD");
    expect(selectErrorMessage(error)).toEqual({ text: "No hay archivos" });
  });
});

describe("uploadMultipart", () => {
  it("000 §7: posts multipart parts, reports progress up to 100 and carries an Idempotency-Key", async () => {
    let received:
      { file?: string; requestData?: unknown; key: string | null; type: string | null } | undefined;
    server.use(
      http.post(`${BASE}/rcm/v1/support-files/5/upload`, async ({ request }) => {
        const type = request.headers.get("content-type");
        const key = request.headers.get("idempotency-key");
        const form = await request.formData();
        const file = form.get("file");
        const requestData = form.get("request_data");
        received = {
          file: file instanceof File ? `${file.name}:${await file.text()}` : undefined,
          requestData: requestData instanceof File ? JSON.parse(await requestData.text()) : requestData,
          key,
          type,
        };
        return HttpResponse.json({ file_id: 12 });
      }),
    );
    const { client } = makeClient();
    const form = new FormData();
    form.append("file", new File(["hello"], "factura.pdf", { type: "application/pdf" }));
    form.append(
      "request_data",
      new Blob([JSON.stringify({ document_type_slug: "invoice" })], { type: "application/json" }),
    );
    const progress: number[] = [];

    const answer = await uploadMultipart<{ fileId: number }>(client, "rcm/v1/support-files/5/upload", form, {
      onProgress: (percent) => progress.push(percent),
    });

    expect(answer.data.fileId).toBe(12);
    expect(received?.file).toBe("factura.pdf:hello");
    expect(received?.requestData).toEqual({ document_type_slug: "invoice" });
    expect(received?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.key).toBeTruthy();
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(100);
    expect(
      progress.every(
        (percent, i) => percent >= 0 && percent <= 100 && (i === 0 || percent >= progress[i - 1]),
      ),
    ).toBe(true);
  });

  it("an aborted upload rejects and sends nothing", async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/upload`, () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const { client } = makeClient();
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadMultipart(client, "upload", new FormData(), { signal: controller.signal }),
    ).rejects.toThrow();
    expect(calls).toBe(0);
  });
});
