/**
 * Tiny but valid documents for the seeded support files (issue 7 §5 "real small PDF/PNG content"):
 * a one-page PDF naming the document, and a small PNG. Generated in code, deterministic.
 */
import { createHash } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";

/** A one-page PDF 1.4 showing `title` and, when given, `subtitle` (ASCII only; other characters become '?'). */
export function tinyPdf(title: string, subtitle?: string): Buffer {
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, "\\$&");
  const below = subtitle === undefined ? "" : ` 0 -28 Td /F1 11 Tf (${ascii(subtitle)}) Tj`;
  const stream = `BT /F1 18 Tf 72 760 Td (${ascii(title)}) Tj${below} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A `size`×`size` RGB PNG: a diagonal two-colour pattern of the given colours. */
export function tinyPng(size: number, a: [number, number, number], b: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) rows.push(...((x + y) % 8 < 4 ? a : b));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** SHA-256 of bytes, hex (the key of stored_files). */
export function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** A seeded stored file. */
export interface SeedBlob {
  sha256: string;
  content: Buffer;
  content_type: "application/pdf" | "image/png";
  extension: "pdf" | "png";
}

let blobs: Map<string, SeedBlob> | undefined;

/**
 * The seeded documents: a PDF per support-file type code (`types`: code → name) and one PNG under
 * the key "PNG". Same bytes on every run.
 */
export function seedBlobs(types: readonly { file_code: string; name: string }[]): Map<string, SeedBlob> {
  if (blobs) return blobs;
  blobs = new Map();
  for (const type of types) {
    const content = tinyPdf(`${type.file_code} - ${type.name}`, "Documento de soporte de demostracion");
    blobs.set(type.file_code, {
      sha256: sha256(content),
      content,
      content_type: "application/pdf",
      extension: "pdf",
    });
  }
  const png = tinyPng(32, [22, 119, 255], [240, 242, 245]);
  blobs.set("PNG", { sha256: sha256(png), content: png, content_type: "image/png", extension: "png" });
  return blobs;
}
