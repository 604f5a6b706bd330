/**
 * Glosa files for the tests and the bench (001 §5 "glosa upload 5 MB (PDF, XLSX or TXT)"): real
 * XLSX workbooks written with exceljs, delimited text, and a minimal PDF whose text layer holds
 * delimited lines, with the header names of docs/api-contract.md "Glosas".
 */
import ExcelJS from "exceljs";

/** One glosa row as a file carries it. */
export interface GlosaFileRow {
  invoiceNumber: string;
  payer: string;
  filingDate: string;
  glossNotificationDate: string;
  notificationQuantity: number | string;
  daysResponse: number;
  objectionCategory: string;
  invoicedAmount: number;
  glossedAmount: number;
  chargeAmount: number;
  reason: string;
  glosaCode: string;
  cupsCode: string;
}

/** The header row of the files. */
export const GLOSA_HEADER: readonly (keyof GlosaFileRow)[] = [
  "invoiceNumber",
  "payer",
  "filingDate",
  "glossNotificationDate",
  "notificationQuantity",
  "daysResponse",
  "objectionCategory",
  "invoicedAmount",
  "glossedAmount",
  "chargeAmount",
  "reason",
  "glosaCode",
  "cupsCode",
];

/**
 * `count` rows with invoice numbers `<prefix>-00001`…, a payer of clinica-andina-co's agreements
 * (default "Nueva EPS"), notified `notified` (default 2026-11-10).
 */
export function glosaRows(
  count: number,
  prefix: string,
  options: { payer?: string; notified?: string } = {},
): GlosaFileRow[] {
  return Array.from({ length: count }, (_, i) => ({
    invoiceNumber: `${prefix}-${String(i + 1).padStart(5, "0")}`,
    payer: options.payer ?? "Nueva EPS",
    filingDate: "2026-10-01",
    glossNotificationDate: options.notified ?? "2026-11-10",
    notificationQuantity: 1,
    daysResponse: 15,
    objectionCategory: "TARIFAS",
    invoicedAmount: 1000 + i,
    glossedAmount: 250.5,
    chargeAmount: 200,
    reason: "Diferencia en tarifa pactada",
    glosaCode: "402",
    cupsCode: "890201",
  }));
}

/** A real XLSX workbook (one sheet, header row then the rows). */
export async function glosaXlsx(rows: readonly GlosaFileRow[], header = GLOSA_HEADER): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Glosas");
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(header.map((h) => row[h]));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Semicolon-delimited text with a header row. */
export function glosaText(rows: readonly GlosaFileRow[], delimiter = ";"): Uint8Array {
  const lines = [
    GLOSA_HEADER.join(delimiter),
    ...rows.map((r) => GLOSA_HEADER.map((h) => r[h]).join(delimiter)),
  ];
  return new TextEncoder().encode(lines.join("\n"));
}

/** A one-page PDF whose text layer shows `lines` (uncompressed content stream, Helvetica). */
export function glosaPdf(lines: readonly string[]): Uint8Array {
  const escape = (t: string) => t.replace(/[\\()]/g, "\\$&");
  const content = `BT /F1 9 Tf 20 800 Td 12 TL\n${lines.map((l) => `(${escape(l)}) Tj T*`).join("\n")}\nET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** Counts the data rows (after the header) of an exported XLSX. */
export async function xlsxDataRows(bytes: Uint8Array): Promise<{ header: string[]; rows: number }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  return { header, rows: Math.max(sheet.actualRowCount - 1, 0) };
}
