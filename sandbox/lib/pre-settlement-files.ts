/**
 * The files a pre-settlement's build generates (001 §3 "Detail has files (extension, name)", §4
 * "build accounts"; docs/decisions.md "Pre-settlements"): the electronic invoices of the delivery as
 * XML, the RIPS (service records) as JSON, the delivery list as plain text and a cover letter as
 * PDF. Deterministic for the same input, so the seed and the build route make the same bytes.
 */
import { createHash } from "node:crypto";
import { tinyPdf } from "../seed/documents";

/** One invoice delivered by a pre-settlement. */
export interface PackageInvoice {
  invoice_number: string;
  invoice_amount: number;
  currency_code: string;
  agreement_code: string;
  payer_name: string;
}

/** A generated file: name, extension, content type and bytes (with their SHA-256, hex). */
export interface PackageFile {
  name: string;
  extension: "xml" | "json" | "txt" | "pdf";
  content_type: "application/xml" | "application/json" | "text/plain" | "application/pdf";
  bytes: Buffer;
  sha256: string;
}

const xmlText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const file = (
  name: string,
  extension: PackageFile["extension"],
  content_type: PackageFile["content_type"],
  bytes: Buffer,
): PackageFile => ({
  name,
  extension,
  content_type,
  bytes,
  sha256: createHash("sha256").update(bytes).digest("hex"),
});

/**
 * The four files of a pre-settlement's package, named after its origin invoice group id.
 * `invoices` in invoice-number order; the amounts are summed in cents.
 */
export function packageFiles(
  group: string,
  settlementNumber: string,
  invoices: readonly PackageInvoice[],
): PackageFile[] {
  const sorted = [...invoices].sort((a, b) => a.invoice_number.localeCompare(b.invoice_number));
  const totalCents = sorted.reduce((sum, i) => sum + Math.round(i.invoice_amount * 100), 0);
  const currency = sorted[0]?.currency_code ?? "COP";
  const total = (totalCents / 100).toFixed(2);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Radicacion grupo="${xmlText(group)}" numero="${xmlText(settlementNumber)}" moneda="${currency}" total="${total}">`,
    ...sorted.map(
      (i) =>
        `  <Factura numero="${xmlText(i.invoice_number)}" convenio="${xmlText(i.agreement_code)}" valor="${i.invoice_amount.toFixed(2)}"/>`,
    ),
    "</Radicacion>",
    "",
  ].join("\n");
  const rips = JSON.stringify(
    {
      numDocumentoIdObligado: settlementNumber,
      grupo: group,
      usuarios: [],
      facturas: sorted.map((i) => ({
        numFactura: i.invoice_number,
        convenio: i.agreement_code,
        valor: i.invoice_amount,
      })),
    },
    null,
    2,
  );
  const list = [
    `Relacion de envio ${group} - ${settlementNumber}`,
    "factura\tconvenio\tvalor",
    ...sorted.map((i) => `${i.invoice_number}\t${i.agreement_code}\t${i.invoice_amount.toFixed(2)}`),
    `total\t\t${total} ${currency}`,
    "",
  ].join("\n");
  const payer = sorted[0]?.payer_name ?? "";
  const cover = tinyPdf(
    `Radicacion ${settlementNumber}`,
    `${payer} - ${sorted.length} facturas - ${total} ${currency}`,
  );
  return [
    file(`FEV_${group}.xml`, "xml", "application/xml", Buffer.from(xml, "utf8")),
    file(`RIPS_${group}.json`, "json", "application/json", Buffer.from(rips, "utf8")),
    file(`RELACION_${group}.txt`, "txt", "text/plain", Buffer.from(list, "utf8")),
    file(`CARTA_${group}.pdf`, "pdf", "application/pdf", cover),
  ];
}
