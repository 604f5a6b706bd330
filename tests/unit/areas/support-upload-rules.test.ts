/**
 * Support-document uploads refused before the network (001 §5 "Allowed support-file MIME types",
 * "Only one file at a time"; 001 §9 "20 MB"): type by name AND reported MIME type, the 20 MiB
 * boundary, one file at a time (src/areas/rcm/account/support-upload-rules.ts).
 */
import { describe, expect, it } from "vitest";
import {
  checkSupportFiles,
  extensionOf,
  isAcceptedType,
  MAX_SUPPORT_FILE_BYTES,
  SUPPORT_FILE_ACCEPT,
} from "../../../src/areas/rcm/account/support-upload-rules";
import { MAX_FILE_BYTES } from "../../../sandbox/lib/uploads";

const file = (name: string, type: string, size = 1024) => ({ name, type, size });

describe("type, by name and reported MIME type (001 §5)", () => {
  it.each([
    ["scan.pdf", "application/pdf"],
    ["photo.PNG", "image/png"],
    ["photo.jpg", "image/jpeg"],
    ["photo.jpeg", "image/jpeg"],
    ["rips.xml", "application/xml"],
    ["rips.xml", "text/xml"],
    ["data.json", "application/json"],
    ["bundle.zip", "application/zip"],
    ["bundle.zip", "application/x-zip-compressed"],
    ["notes.txt", "text/plain"],
    ["notes.txt", "text/plain;charset=utf-8"],
  ])("accepts %s reported as %s", (name, type) => {
    expect(isAcceptedType(file(name, type))).toBe(true);
    expect(checkSupportFiles([file(name, type)])).toMatchObject({ ok: true });
  });

  it("judges by the extension alone when the browser reports no type (the server checks the bytes)", () => {
    expect(isAcceptedType(file("rips.xml", ""))).toBe(true);
    expect(isAcceptedType(file("setup.exe", ""))).toBe(false);
  });

  it.each([
    ["setup.exe", "application/x-msdownload"],
    ["sheet.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["page.html", "text/html"],
    ["image.gif", "image/gif"],
    ["no-extension", "application/pdf"],
    ["trailing-dot.", "application/pdf"],
  ])("refuses %s (%s) as a wrong type", (name, type) => {
    expect(checkSupportFiles([file(name, type)])).toEqual({
      ok: false,
      reason: "type",
      file: file(name, type),
    });
  });

  it("refuses a name and a MIME type that disagree (a .pdf reported as PNG, an .exe renamed .pdf keeps its type)", () => {
    expect(checkSupportFiles([file("scan.pdf", "image/png")])).toMatchObject({ ok: false, reason: "type" });
    expect(checkSupportFiles([file("setup.pdf", "application/x-msdownload")])).toMatchObject({
      ok: false,
      reason: "type",
    });
    expect(checkSupportFiles([file("photo.png", "application/pdf")])).toMatchObject({
      ok: false,
      reason: "type",
    });
  });

  it("extensionOf lower-cases and ignores dot-files", () => {
    expect(extensionOf("A.B.PDF")).toBe("pdf");
    expect(extensionOf(".pdf")).toBe("");
    expect(extensionOf("pdf")).toBe("");
  });

  it("the inputs' accept attribute names every extension and MIME type", () => {
    for (const part of [
      ".pdf",
      ".png",
      ".jpg",
      ".jpeg",
      ".xml",
      ".json",
      ".zip",
      ".txt",
      "text/xml",
      "application/x-zip-compressed",
    ])
      expect(SUPPORT_FILE_ACCEPT.split(",")).toContain(part);
  });
});

describe("size: 20 MB (001 §9)", () => {
  it("is the reference API's limit, 20 MiB", () => {
    expect(MAX_SUPPORT_FILE_BYTES).toBe(20 * 1024 * 1024);
    expect(MAX_SUPPORT_FILE_BYTES).toBe(MAX_FILE_BYTES);
  });

  it("accepts exactly 20 MiB and refuses one byte more", () => {
    expect(checkSupportFiles([file("big.pdf", "application/pdf", MAX_SUPPORT_FILE_BYTES)])).toMatchObject({
      ok: true,
    });
    expect(checkSupportFiles([file("big.pdf", "application/pdf", MAX_SUPPORT_FILE_BYTES + 1)])).toMatchObject(
      {
        ok: false,
        reason: "size",
      },
    );
  });

  it("refuses an empty file", () => {
    expect(checkSupportFiles([file("empty.pdf", "application/pdf", 0)])).toMatchObject({
      ok: false,
      reason: "empty",
    });
  });

  it("a wrong type is reported before a wrong size", () => {
    expect(checkSupportFiles([file("big.exe", "", MAX_SUPPORT_FILE_BYTES * 2)])).toMatchObject({
      reason: "type",
    });
  });
});

describe("one file at a time (001 §5)", () => {
  it("refuses two files, even both acceptable", () => {
    const two = [file("a.pdf", "application/pdf"), file("b.pdf", "application/pdf")];
    expect(checkSupportFiles(two)).toEqual({ ok: false, reason: "count" });
  });

  it("refuses no file", () => {
    expect(checkSupportFiles([])).toEqual({ ok: false, reason: "none" });
  });

  it("takes a FileList-like object and returns the file itself", () => {
    const only = file("a.pdf", "application/pdf");
    const list = { length: 1, 0: only };
    const checked = checkSupportFiles(list);
    expect(checked.ok && checked.file).toBe(only);
  });
});
