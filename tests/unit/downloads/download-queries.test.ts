/**
 * The calls of a download over the portal's HTTP client (001 §7 "Download manager calls"): the
 * POST with its snake_case body, the fetch with the file name from Content-Disposition, the
 * bearer only on the API's origin, abort, and the error body read for its code (001 §8).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { BASE, ORIGIN, makeClient, server } from "../http/support";
import {
  ACCOUNT_FILES_PATH,
  createDownloadCalls,
  SETTLEMENT_GROUP_FILES_PATH,
} from "../../../src/lib/download-manager/download-queries";
import { resolveDownloadUrl } from "../../../src/lib/download-manager/download-url";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signal = () => new AbortController().signal;

describe("prepare (001 §7)", () => {
  it("account files: POST v1/s3-explorer/account-files with account_id; answer camel-cased", async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}${ACCOUNT_FILES_PATH}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ file_name: "a1.zip", download_url: "/api/files/a1" });
      }),
    );
    const calls = createDownloadCalls(makeClient().client, ORIGIN);
    expect(await calls.prepare("account-files-download", "a1", signal())).toEqual({
      fileName: "a1.zip",
      downloadUrl: "/api/files/a1",
    });
    expect(body).toEqual({ account_id: "a1" });
  });

  it("settlement: POST v1/s3-explorer/account-settlement-group-files with origin_invoice_group_id", async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}${SETTLEMENT_GROUP_FILES_PATH}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ download_url: "https://files.example/x?sig=1" });
      }),
    );
    const calls = createDownloadCalls(makeClient().client, ORIGIN);
    expect(await calls.prepare("settlement-download", "g1", signal())).toEqual({
      downloadUrl: "https://files.example/x?sig=1",
    });
    expect(body).toEqual({ origin_invoice_group_id: "g1" });
  });

  it("an answer without download_url fails (shown as the unknown text)", async () => {
    server.use(http.post(`${BASE}${ACCOUNT_FILES_PATH}`, () => HttpResponse.json({ file_name: "x" })));
    const calls = createDownloadCalls(makeClient().client, ORIGIN);
    const error = await calls.prepare("account-files-download", "a1", signal()).catch((e: unknown) => e);
    expect(calls.errorText("account-files-download", error)).toEqual({
      key: "downloads.errors.accountFiles.unknown",
    });
  });

  it("an error body's code gives its text", async () => {
    server.use(
      http.post(`${BASE}${ACCOUNT_FILES_PATH}`, () =>
        HttpResponse.json(
          { error_code: "NO_FILES_AVAILABLE_FOR_DOWNLOAD", message: "none" },
          { status: 404 },
        ),
      ),
    );
    const calls = createDownloadCalls(makeClient().client, ORIGIN);
    const error = await calls.prepare("account-files-download", "a1", signal()).catch((e: unknown) => e);
    expect(calls.errorText("account-files-download", error)).toEqual({
      key: "downloads.errors.accountFiles.noDownloadableFiles",
    });
  });

  it("aborting the signal aborts the request in flight", async () => {
    server.use(
      http.post(`${BASE}${ACCOUNT_FILES_PATH}`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5000));
        return HttpResponse.json({ download_url: "/x" });
      }),
    );
    const controller = new AbortController();
    const pending = createDownloadCalls(makeClient().client, ORIGIN).prepare(
      "account-files-download",
      "a1",
      controller.signal,
    );
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toMatchObject({ code: "ERR_CANCELED" });
  });
});

describe("fetch", () => {
  // The download URL needs no bearer (001 §7, docs/api-contract.md): the browser downloads it
  // itself, streamed to disk, instead of the page holding each zip as a blob (docs/performance.md
  // "Issue 23, round 2").
  it("on the API's origin: answers the address for the browser's own download, fetching nothing", async () => {
    let asked = 0;
    server.use(
      http.get(`${ORIGIN}/api/files/a1`, () => {
        asked += 1;
        return new HttpResponse(new Uint8Array([1, 2, 3]), {
          headers: { "content-type": "application/zip" },
        });
      }),
    );
    const file = await createDownloadCalls(makeClient().client, ORIGIN).fetchFile(
      { downloadUrl: "/api/files/a1" },
      signal(),
    );
    expect(file).toEqual({ url: `${ORIGIN}/api/files/a1` });
    expect(asked).toBe(0);
  });

  it("on another origin (a pre-signed storage URL): the same, the URL kept whole", async () => {
    let asked = 0;
    server.use(
      http.get("https://files.example/x", () => {
        asked += 1;
        return new HttpResponse(new Uint8Array([1]), { headers: { "content-type": "application/zip" } });
      }),
    );
    const file = await createDownloadCalls(makeClient().client, ORIGIN).fetchFile(
      { downloadUrl: "https://files.example/x?sig=1" },
      signal(),
    );
    expect(file).toEqual({ url: "https://files.example/x?sig=1" });
    expect(asked).toBe(0);
  });
});

describe("resolveDownloadUrl", () => {
  it("keeps absolute URLs, resolves paths and relative references against the API base", () => {
    expect(resolveDownloadUrl("https://s3.example/f?sig", "/api", "http://portal.test")).toEqual({
      url: "https://s3.example/f?sig",
      apiOrigin: false,
    });
    expect(resolveDownloadUrl("/api/files/1", "/api", "http://portal.test")).toEqual({
      url: "http://portal.test/api/files/1",
      apiOrigin: true,
    });
    expect(resolveDownloadUrl("v1/files/1", "https://api.example.com/api", "http://portal.test")).toEqual({
      url: "https://api.example.com/api/v1/files/1",
      apiOrigin: true,
    });
    expect(() => resolveDownloadUrl(" ", "/api", "http://portal.test")).toThrow(TypeError);
  });
});
