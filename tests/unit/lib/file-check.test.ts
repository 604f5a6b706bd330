/**
 * The one file check (issue 18 §3; src/lib/file-check.ts) against every upload policy of
 * schemas/upload-policies.ts: support documents, their replacement and the audit letter (001 §5,
 * §9), pre-settlement replacements (001 §9; issue 9 §1), glosa files with PDFs in flight (001 §5,
 * §9), agreement matrices (001 §4, §5), v2 files of 20 MB and 10 MB with at most 10 attachments
 * (000 §5, §9), declared file fields (issue 8 §1). What the five former rule files asserted is kept
 * here; every refusal a place can show has its text in every language.
 */
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "../../../providers/i18n";
import {
  AGREEMENT_MATRIX_POLICY,
  AUDIT_LETTER_POLICY,
  declaredFieldPolicy,
  GLOSA_FILE_POLICY,
  LARGEST_UPLOAD_BYTES,
  PRE_SETTLEMENT_REPLACEMENT_POLICY,
  preSettlementReplacementPolicy,
  SUPPORT_DOCUMENT_POLICY,
  SUPPORT_REPLACEMENT_POLICY,
  UPLOAD_POLICIES,
  V2_ADDITIONAL_DOCUMENT_POLICY,
  V2_LARGE_FILE_POLICY,
  v2DocumentPolicy,
  type UploadPolicy,
  type UploadRefusalReason,
} from "../../../schemas/upload-policies";
import { V2_REQUEST_DOCUMENTS } from "../../../schemas/v2/requests";
import { V2_MAX_ATTACHMENTS } from "../../../schemas/v2/statuses";
import {
  DOCUMENT_FILE_BYTES,
  FILE_EXTENSIONS,
  LARGE_FILE_BYTES,
} from "../../../schemas/authorization-form/build";
import { MAX_FILE_BYTES } from "../../../sandbox/lib/uploads";
import {
  acceptOf,
  checkFiles,
  countInFlight,
  extensionOf,
  isAcceptedType,
  refusalKey,
  typesText,
  type FileInFlight,
} from "../../../src/lib/file-check";
import { textsOf } from "../../locales";

const MiB = 1024 * 1024;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const file = (name: string, type = "", size = 1024) => ({ name, type, size });

describe("the policies as data (000 §5, §9; 001 §5, §9)", () => {
  it("name every size in bytes, as the specifications count megabytes", () => {
    expect(SUPPORT_DOCUMENT_POLICY.maxBytes).toBe(20 * MiB);
    expect(SUPPORT_REPLACEMENT_POLICY.maxBytes).toBe(20 * MiB);
    expect(AUDIT_LETTER_POLICY.maxBytes).toBe(20 * MiB);
    expect(PRE_SETTLEMENT_REPLACEMENT_POLICY.maxBytes).toBe(20 * MiB);
    expect(GLOSA_FILE_POLICY.maxBytes).toBe(5 * MiB);
    expect(AGREEMENT_MATRIX_POLICY.maxBytes).toBe(5 * MiB);
    expect(V2_LARGE_FILE_POLICY.maxBytes).toBe(20_971_520);
    expect(V2_ADDITIONAL_DOCUMENT_POLICY.maxBytes).toBe(10_485_760);
  });

  it("are one at a time, cite the specification, and the reference API's body limit is the largest", () => {
    for (const policy of Object.values(UPLOAD_POLICIES)) {
      expect(policy.oneAtATime, policy.kind).toBe(true);
      expect(policy.spec, policy.kind).toMatch(/(000|001) §\d|issue \d/);
    }
    expect(LARGEST_UPLOAD_BYTES).toBe(20 * MiB);
    expect(MAX_FILE_BYTES).toBe(LARGEST_UPLOAD_BYTES);
  });

  it("are the one source of the numbers other modules export", () => {
    expect(V2_MAX_ATTACHMENTS).toBe(10);
    expect(V2_LARGE_FILE_POLICY.maxFiles).toBe(10);
    expect(V2_ADDITIONAL_DOCUMENT_POLICY.maxFiles).toBe(10);
    expect(LARGE_FILE_BYTES).toBe(V2_LARGE_FILE_POLICY.maxBytes);
    expect(DOCUMENT_FILE_BYTES).toBe(V2_ADDITIONAL_DOCUMENT_POLICY.maxBytes);
    expect(FILE_EXTENSIONS).toEqual(["png", "jpg", "jpeg", "xml", "pdf"]);
    expect(V2_REQUEST_DOCUMENTS.map((d) => [d.documentTypeSlug, d.maxBytes])).toEqual([
      ["PRESCRIPTION", 20_971_520],
      ["ADDITIONAL_DOCUMENT", 10_485_760],
    ]);
  });

  it("every extension's MIME types are among the content types the reference API keeps", () => {
    for (const policy of Object.values(UPLOAD_POLICIES)) {
      const served = new Set(policy.contentTypes);
      for (const [ext, mimes] of Object.entries(policy.types)) {
        // A browser may say text/xml, text/csv or x-zip-compressed: the bytes decide on the server.
        const known = mimes.filter(
          (m) => !["text/xml", "text/csv", "application/x-zip-compressed"].includes(m),
        );
        for (const mime of known) expect(served.has(mime), `${policy.kind} .${ext} ${mime}`).toBe(true);
      }
    }
  });
});

describe("support documents (001 §5 MIME types, one at a time; 001 §9 20 MB)", () => {
  const policy = SUPPORT_DOCUMENT_POLICY;

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
    expect(isAcceptedType(policy, file(name, type))).toBe(true);
    expect(checkFiles(policy, [file(name, type)])).toMatchObject({ ok: true });
  });

  it("judges by the extension alone when the browser reports no type (the server checks the bytes)", () => {
    expect(isAcceptedType(policy, file("rips.xml", ""))).toBe(true);
    expect(isAcceptedType(policy, { name: "rips.xml" })).toBe(true);
    expect(isAcceptedType(policy, file("setup.exe", ""))).toBe(false);
  });

  it.each([
    ["setup.exe", "application/x-msdownload"],
    ["sheet.xlsx", XLSX],
    ["page.html", "text/html"],
    ["image.gif", "image/gif"],
    ["no-extension", "application/pdf"],
    ["trailing-dot.", "application/pdf"],
  ])("refuses %s (%s) as a wrong type, with its text", (name, type) => {
    expect(checkFiles(policy, [file(name, type)])).toEqual({
      ok: false,
      reason: "type",
      key: "documents.upload.refused.type",
      file: file(name, type),
    });
  });

  it("refuses a name and a MIME type that disagree (a .pdf reported as PNG, an .exe renamed .pdf keeps its type)", () => {
    expect(checkFiles(policy, [file("scan.pdf", "image/png")])).toMatchObject({ ok: false, reason: "type" });
    expect(checkFiles(policy, [file("setup.pdf", "application/x-msdownload")])).toMatchObject({
      ok: false,
      reason: "type",
    });
    expect(checkFiles(policy, [file("photo.png", "application/pdf")])).toMatchObject({
      ok: false,
      reason: "type",
    });
  });

  it("accepts exactly 20 MiB and refuses one byte more; refuses an empty file; type before size", () => {
    expect(checkFiles(policy, [file("big.pdf", "application/pdf", 20 * MiB)])).toMatchObject({ ok: true });
    expect(checkFiles(policy, [file("big.pdf", "application/pdf", 20 * MiB + 1)])).toMatchObject({
      ok: false,
      reason: "size",
      key: "documents.upload.refused.size",
    });
    expect(checkFiles(policy, [file("empty.pdf", "application/pdf", 0)])).toMatchObject({
      ok: false,
      reason: "empty",
    });
    expect(checkFiles(policy, [file("big.exe", "", 40 * MiB)])).toMatchObject({ reason: "type" });
  });

  it("refuses two files (even both acceptable) and no file, naming no file", () => {
    const two = [file("a.pdf", "application/pdf"), file("b.pdf", "application/pdf")];
    expect(checkFiles(policy, two)).toEqual({
      ok: false,
      reason: "count",
      key: "documents.upload.refused.count",
    });
    expect(checkFiles(policy, [])).toEqual({
      ok: false,
      reason: "none",
      key: "documents.upload.refused.none",
    });
  });

  it("takes a FileList-like object and returns the file itself", () => {
    const only = file("a.pdf", "application/pdf");
    const checked = checkFiles(policy, { length: 1, 0: only });
    expect(checked.ok && checked.file).toBe(only);
    expect(checked.ok && checked.files).toEqual([only]);
  });

  it("the inputs' accept attribute names every extension and MIME type", () => {
    const accept = acceptOf(policy).split(",");
    for (const part of [".pdf", ".png", ".jpg", ".jpeg", ".xml", ".json", ".zip", ".txt", "text/xml"])
      expect(accept).toContain(part);
    expect(accept).toContain("application/x-zip-compressed");
  });

  it("a replacement and the complete-audit letter take the same files, with the same texts", () => {
    for (const other of [SUPPORT_REPLACEMENT_POLICY, AUDIT_LETTER_POLICY]) {
      expect(other.types).toEqual(policy.types);
      expect(other.maxBytes).toBe(policy.maxBytes);
      expect(checkFiles(other, [file("letter.pdf", "application/pdf", 20 * MiB + 1)])).toMatchObject({
        reason: "size",
        key: "documents.upload.refused.size",
      });
      expect(checkFiles(other, [file("letter.png", "image/png")]).ok).toBe(true);
    }
  });
});

describe("pre-settlement replacement (001 §9 20 MB; issue 9 §1)", () => {
  it("accepts one file of the same type, up to 20 MiB exactly", () => {
    expect(checkFiles(preSettlementReplacementPolicy("xml"), [file("FEV_OIG.xml", "text/xml", 10)]).ok).toBe(
      true,
    );
    expect(checkFiles(preSettlementReplacementPolicy("json"), [file("rips.JSON", "", 10)]).ok).toBe(true);
    expect(
      checkFiles(preSettlementReplacementPolicy("pdf"), [file("a.pdf", "application/pdf", 20 * MiB)]).ok,
    ).toBe(true);
  });

  it.each([
    [[], "xml", "none"],
    [[file("a.xml", "text/xml", 1), file("b.xml", "text/xml", 1)], "xml", "count"],
    [[file("a.pdf", "application/pdf", 1)], "xml", "type"],
    [[file("a.xml", "image/png", 1)], "xml", "type"],
    [[file("xml", "", 1)], "xml", "type"],
    [[file("a.xml", "text/xml", 0)], "xml", "empty"],
    [[file("a.pdf", "application/pdf", 20 * MiB + 1)], "pdf", "size"],
  ] as const)("refuses %j for a .%s file: %s", (files, extension, reason) => {
    expect(checkFiles(preSettlementReplacementPolicy(extension), files)).toMatchObject({
      ok: false,
      reason,
      key: `preSettlements.replace.refused.${reason}`,
    });
  });

  it("limits the file picker and the server to the replaced file's type", () => {
    expect(acceptOf(preSettlementReplacementPolicy("xml"))).toBe(".xml,application/xml,text/xml");
    expect(acceptOf(preSettlementReplacementPolicy("TXT"))).toBe(".txt,text/plain");
    expect(preSettlementReplacementPolicy("zip").contentTypes).toEqual(["application/zip"]);
    expect(PRE_SETTLEMENT_REPLACEMENT_POLICY.answers.wrongType).toEqual({
      status: 415,
      code: "PRE_SETTLEMENT_FILE_TYPE_MISMATCH",
    });
  });
});

describe("glosa files (001 §5 5 MB PDF/XLSX/TXT, at most 5 PDFs at once, one at a time)", () => {
  const policy = GLOSA_FILE_POLICY;
  const flying = (n: number, state: string, ext = "pdf"): FileInFlight[] =>
    Array.from({ length: n }, (_, i) => ({ name: `f${i}.${ext}`, state }));

  it("takes one PDF, XLSX or TXT file of at most 5 MiB", () => {
    expect(checkFiles(policy, [file("g.xlsx", XLSX, 10)]).ok).toBe(true);
    expect(checkFiles(policy, [file("g.TXT", "text/plain", 10)]).ok).toBe(true);
    expect(checkFiles(policy, [file("g.txt", "text/csv", 10)]).ok).toBe(true);
    expect(checkFiles(policy, [file("g.pdf", "application/pdf", 5 * MiB)]).ok).toBe(true);
    expect(checkFiles(policy, [])).toMatchObject({ ok: false, reason: "none" });
    expect(checkFiles(policy, [file("a.pdf"), file("b.pdf")])).toMatchObject({ ok: false, reason: "count" });
    expect(checkFiles(policy, [file("g.docx")])).toMatchObject({ ok: false, reason: "type" });
    expect(checkFiles(policy, [file("g.pdf", "image/png", 10)])).toMatchObject({ ok: false, reason: "type" });
    expect(checkFiles(policy, [file("g.xlsx", "", 0)])).toMatchObject({ ok: false, reason: "empty" });
    expect(checkFiles(policy, [file("g.xlsx", "", 5 * MiB + 1)])).toMatchObject({
      ok: false,
      reason: "size",
      key: "glosas.upload.refused.size",
    });
  });

  it("refuses a sixth PDF while 5 are uploading or processing, counting only PDFs in flight", () => {
    const five = [...flying(2, "uploading"), ...flying(3, "PROCESSING")];
    expect(countInFlight(policy, five)).toBe(5);
    expect(checkFiles(policy, [file("six.pdf")], { inFlight: five })).toMatchObject({
      ok: false,
      reason: "inFlight",
      key: "glosas.upload.refused.pdfLimit",
    });
    // A spreadsheet is not a PDF: it may go while 5 PDFs are in flight.
    expect(checkFiles(policy, [file("six.xlsx")], { inFlight: five }).ok).toBe(true);
    // Loaded, declined and disabled PDFs, and spreadsheets in flight, do not count.
    const settled = [
      ...flying(4, "PROCESSING"),
      ...flying(3, "LOADED"),
      ...flying(1, "DECLINED"),
      ...flying(1, "DISABLED"),
      ...flying(5, "PROCESSING", "xlsx"),
    ];
    expect(countInFlight(policy, settled)).toBe(4);
    expect(checkFiles(policy, [file("five.pdf")], { inFlight: settled }).ok).toBe(true);
  });

  it("checks the file itself before the PDFs in flight", () => {
    const five = flying(5, "PROCESSING");
    expect(checkFiles(policy, [file("big.pdf", "", 5 * MiB + 1)], { inFlight: five })).toMatchObject({
      reason: "size",
    });
  });

  it("offers the three types to the picker, and the server answers the glosa codes", () => {
    expect(acceptOf(policy)).toBe(`.pdf,.xlsx,.txt,application/pdf,${XLSX},text/plain,text/csv`);
    expect(policy.answers.tooLarge.code).toBe("GLOSA_FILE_SIZE_EXCEEDED");
    expect(policy.answers.tooMany?.code).toBe("GLOSA_MAX_FILES");
  });
});

describe("agreement matrix (001 §4, §5: one .xlsx; 5 MiB)", () => {
  const policy = AGREEMENT_MATRIX_POLICY;

  it("accepts one .xlsx, reported as a workbook or unreported, up to 5 MiB exactly", () => {
    expect(checkFiles(policy, [file("Matrix.XLSX", XLSX)]).ok).toBe(true);
    expect(checkFiles(policy, [file("matrix.xlsx", "")]).ok).toBe(true);
    expect(checkFiles(policy, [file("matrix.xlsx", XLSX, 5 * MiB)]).ok).toBe(true);
  });

  it("refuses none, several, other types, a renamed file, empty and too large, in that order", () => {
    expect(checkFiles(policy, [])).toEqual({
      ok: false,
      reason: "none",
      key: "agreementMatrix.upload.refused.none",
    });
    expect(checkFiles(policy, [file("a.xlsx", XLSX), file("b.xlsx", XLSX)])).toMatchObject({
      reason: "count",
    });
    for (const wrong of [
      file("matrix.csv", "text/csv"),
      file("matrix.xls", "application/vnd.ms-excel"),
      file("matrix.pdf", "application/pdf"),
      file("matrix.xlsx", "application/pdf"),
      file("matrix", ""),
    ]) {
      expect(checkFiles(policy, [wrong]), wrong.name).toMatchObject({
        ok: false,
        reason: "type",
        file: wrong,
      });
    }
    expect(checkFiles(policy, [file("matrix.xlsx", XLSX, 0)])).toMatchObject({ reason: "empty" });
    expect(checkFiles(policy, [file("matrix.xlsx", XLSX, 5 * MiB + 1)])).toMatchObject({ reason: "size" });
  });

  it("offers .xlsx and its MIME type to the file picker", () => {
    expect(acceptOf(policy)).toBe(`.xlsx,${XLSX}`);
  });
});

describe("v2 authorization files (000 §5: 20 MB or 10 MB, PNG/JPEG/XML/PDF, at most 10, one at a time)", () => {
  it("chooses 20 MB for prescriptions, invoices and pre-invoices, 10 MB for other documents", () => {
    expect(v2DocumentPolicy("PRESCRIPTION")).toBe(V2_LARGE_FILE_POLICY);
    expect(v2DocumentPolicy("invoice")).toBe(V2_LARGE_FILE_POLICY);
    expect(v2DocumentPolicy("PRE_INVOICE")).toBe(V2_LARGE_FILE_POLICY);
    expect(v2DocumentPolicy("ADDITIONAL_DOCUMENT")).toBe(V2_ADDITIONAL_DOCUMENT_POLICY);
  });

  it.each([
    [V2_LARGE_FILE_POLICY, 20_971_520],
    [V2_ADDITIONAL_DOCUMENT_POLICY, 10_485_760],
  ])("%#: accepts PNG, JPEG, XML, PDF up to its size exactly and refuses the rest", (policy, max) => {
    for (const ok of [
      file("a.png", "image/png"),
      file("a.JPG", "image/jpeg"),
      file("a.jpeg", ""),
      file("a.xml", "text/xml"),
      file("a.pdf", "application/pdf", max),
    ])
      expect(checkFiles(policy, [ok]).ok, ok.name).toBe(true);
    expect(checkFiles(policy, [file("a.txt", "text/plain")])).toMatchObject({
      reason: "type",
      key: "v2.detail.files.refused.type",
    });
    expect(checkFiles(policy, [file("a.pdf", "application/pdf", max + 1)])).toMatchObject({
      reason: "size",
      key: "v2.detail.files.refused.size",
    });
    expect(checkFiles(policy, [file("a.pdf", "application/pdf", 0)])).toMatchObject({ reason: "empty" });
  });

  it("refuses an eleventh attachment before the network", () => {
    const policy = V2_ADDITIONAL_DOCUMENT_POLICY;
    expect(checkFiles(policy, [file("a.pdf")], { held: 9 }).ok).toBe(true);
    expect(checkFiles(policy, [file("a.pdf")], { held: 10 })).toEqual({
      ok: false,
      reason: "full",
      key: "v2.detail.files.full",
    });
  });

  it("lists the types for people, offers them to the picker, and answers the v2 codes", () => {
    expect(typesText(V2_LARGE_FILE_POLICY)).toBe("PNG, JPG, JPEG, XML, PDF");
    expect(acceptOf(V2_LARGE_FILE_POLICY).split(",").slice(0, 5)).toEqual([
      ".png",
      ".jpg",
      ".jpeg",
      ".xml",
      ".pdf",
    ]);
    expect(V2_LARGE_FILE_POLICY.answers.wrongType.code).toBe("V2_FILE_TYPE");
    expect(V2_ADDITIONAL_DOCUMENT_POLICY.answers.tooLarge).toEqual({
      status: 413,
      code: "V2_DOCUMENT_TOO_LARGE",
    });
    expect(V2_LARGE_FILE_POLICY.answers.tooMany).toEqual({ status: 409, code: "V2_TOO_MANY_FILES" });
  });
});

describe("declared file fields (issue 8 §1)", () => {
  const policy = declaredFieldPolicy({ extensions: ["pdf", "xlsx"], maxBytes: 10 * MiB });

  it("refuses a type not listed, an empty file and one over the size, before any call", () => {
    expect(checkFiles(policy, [{ name: "scan.PDF", size: 1000 }]).ok).toBe(true);
    expect(checkFiles(policy, [{ name: "matrix.xlsx", size: 10 * MiB }]).ok).toBe(true);
    expect(checkFiles(policy, [{ name: "photo.png", size: 1000 }])).toMatchObject({
      reason: "type",
      key: "forms.file.refused.type",
    });
    expect(checkFiles(policy, [{ name: "noextension", size: 1000 }])).toMatchObject({ reason: "type" });
    expect(checkFiles(policy, [{ name: "scan.pdf", size: 0 }])).toMatchObject({ reason: "empty" });
    expect(checkFiles(policy, [{ name: "scan.pdf", size: 10 * MiB + 1 }])).toMatchObject({
      reason: "size",
      key: "forms.file.refused.size",
    });
  });

  it("accepts any reported type for an extension without a known MIME type", () => {
    const odd = declaredFieldPolicy({ extensions: ["DICOM"], maxBytes: 100 });
    expect(checkFiles(odd, [{ name: "scan.dicom", type: "application/octet-stream", size: 10 }]).ok).toBe(
      true,
    );
  });

  it("describes limits for people and for the input (sizes: formatBytes, tests/unit/lib/format.test.ts)", () => {
    expect(
      acceptOf(declaredFieldPolicy({ extensions: ["PDF", "xlsx"], maxBytes: 1 }))
        .split(",")
        .slice(0, 2),
    ).toEqual([".pdf", ".xlsx"]);
    expect(typesText(policy)).toBe("PDF, XLSX");
  });
});

describe("names and texts", () => {
  it("extensionOf lower-cases and ignores dot-files", () => {
    expect(extensionOf("A.B.PDF")).toBe("pdf");
    expect(extensionOf(".pdf")).toBe("");
    expect(extensionOf("pdf")).toBe("");
  });

  /** The refusals each place can show: every policy's input takes one file unless it says `multiple`. */
  const shown: [UploadPolicy, UploadRefusalReason[]][] = [
    [SUPPORT_DOCUMENT_POLICY, ["none", "count", "type", "empty", "size"]],
    [SUPPORT_REPLACEMENT_POLICY, ["none", "count", "type", "empty", "size"]],
    [AUDIT_LETTER_POLICY, ["none", "count", "type", "empty", "size"]],
    // "none" is not shown: closing the picker without a file says nothing.
    [PRE_SETTLEMENT_REPLACEMENT_POLICY, ["count", "type", "empty", "size"]],
    [GLOSA_FILE_POLICY, ["none", "count", "type", "empty", "size", "inFlight"]],
    [AGREEMENT_MATRIX_POLICY, ["none", "count", "type", "empty", "size"]],
    [V2_LARGE_FILE_POLICY, ["type", "empty", "size", "full"]],
    [V2_ADDITIONAL_DOCUMENT_POLICY, ["type", "empty", "size", "full"]],
    [declaredFieldPolicy({ extensions: ["pdf"], maxBytes: 1 }), ["type", "empty", "size"]],
  ];

  it.each(SUPPORTED_LOCALES)("every refusal a place shows has its text in %s", (locale) => {
    const texts = textsOf(locale) as unknown as Record<string, unknown>;
    const at = (key: string) =>
      key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
    for (const [policy, reasons] of shown)
      for (const reason of reasons) {
        const key = refusalKey(policy, reason);
        expect(typeof at(key), `${policy.kind} ${reason}: ${key}`).toBe("string");
      }
  });
});
