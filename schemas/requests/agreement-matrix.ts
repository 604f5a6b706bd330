/**
 * The agreement matrix upload, one vocabulary for the reference API and the portal (001 §2
 * "upload-agreement-matrix"; §3 "Uploaded agreement matrix": originalFileName, status, createdAt,
 * updatedAt, id, and the upload result's status, errors and result; §4 "Matrix upload"; §5 "Matrix
 * upload: invalid file type and format errors"; §7 `POST /rcm/v1/provider-payer-configurations/
 * upload-process-file` multipart with file, process_type, provider_slug, and `GET
 * provider-payer-configurations/{id}/download-process-file/{fileId}`; §8 "Matrix: invalid file type,
 * format errors, download error"; issue 8 §4; docs/decisions.md "Agreement matrix"). Plain data.
 */

import type { RcmEvent } from "../access";

/**
 * Who reads the uploaded matrices (the list, one upload, the processed file): those who view
 * agreements and those who may upload a matrix — DENIALS_ADMIN, whose only RCM event is the matrix
 * upload (000 §6), must see what it uploaded (docs/decisions.md "Agreement matrix").
 */
export const MATRIX_READER_EVENTS = [
  "VIEW_AGREEMENTS",
  "UPLOAD_AGREEMENT_MATRIX",
] as const satisfies readonly RcmEvent[];

/**
 * The five states of an uploaded matrix (001 §4 "Matrix upload: upload pending, upload errors,
 * upload complete, validation pending, validation error"), in the order a file goes through them
 * (docs/decisions.md "Agreement matrix"): received and waiting to be read (`UPLOAD_PENDING`), read
 * and its rows being checked against the agreements (`VALIDATION_PENDING`), then one of: the file
 * could not be read as a matrix (`UPLOAD_ERRORS`, format errors), some rows are wrong and nothing
 * was applied (`VALIDATION_ERROR`, the rows listed), or every row was applied (`UPLOAD_COMPLETE`).
 */
export const MATRIX_STATUSES = [
  "UPLOAD_PENDING",
  "UPLOAD_ERRORS",
  "UPLOAD_COMPLETE",
  "VALIDATION_PENDING",
  "VALIDATION_ERROR",
] as const;
export type MatrixStatus = (typeof MATRIX_STATUSES)[number];

/** The states still moving (the portal follows them by polling; 001 §4). */
export const MATRIX_PENDING_STATUSES: readonly MatrixStatus[] = ["UPLOAD_PENDING", "VALIDATION_PENDING"];

/** True while a matrix is still being processed. */
export function isMatrixPending(status: string): boolean {
  return (MATRIX_PENDING_STATUSES as readonly string[]).includes(status);
}

/** The `process_type` of an agreement matrix upload (001 §7; the value is not shown, docs/decisions.md). */
export const MATRIX_PROCESS_TYPE = "AGREEMENT_MATRIX";

/** Most data rows one matrix may hold (beyond it the file is refused as a format error). */
export const MATRIX_MAX_ROWS = 20_000;

/**
 * The columns of a matrix, by their canonical name, and the header texts read as each (lower case,
 * accents, spaces and punctuation removed): English, Spanish and Portuguese. Only
 * `AGREEMENT_CODE` is required; a blank cell leaves that value of the agreement as it is.
 */
export const MATRIX_COLUMNS = {
  AGREEMENT_CODE: ["agreementcode", "agreement", "codigoconvenio", "convenio", "codigoacuerdo"],
  PAYER: ["payer", "payerslug", "pagador", "aseguradora", "operadora"],
  TAX_ID: ["taxid", "taxidentificationnumber", "nit", "cnpj", "identificaciontributaria"],
  SPONSOR_TYPE: ["sponsortype", "tipopagador", "tipodepagador", "tipopatrocinador"],
  CONCURRENCY: ["concurrency", "concurrencia", "concorrencia"],
  REGULATION_2275: ["regulation2275", "resolucion2275", "resolucao2275", "res2275"],
  START_DATE: ["startdate", "regulation2275startdate", "fechainicio", "datainicio"],
  CUV_FORMAT: ["cuvformat", "formatocuv"],
} as const;
export type MatrixColumn = keyof typeof MATRIX_COLUMNS;

/** The column order of a matrix written from scratch (the bench and the tests build files this way). */
export const MATRIX_COLUMN_ORDER = Object.keys(MATRIX_COLUMNS) as MatrixColumn[];

/**
 * The error codes of a matrix (001 §8 "Matrix: invalid file type, format errors, download error"),
 * file-level first, then the row-level reasons a row is refused.
 */
export const MATRIX_ERROR_CODES = [
  "MATRIX_INVALID_FILE_TYPE",
  "MATRIX_FILE_SIZE_EXCEEDED",
  "MATRIX_INVALID_FORMAT",
  "MATRIX_DOWNLOAD_ERROR",
  "MATRIX_ROW_REQUIRED",
  "MATRIX_ROW_INVALID_VALUE",
  "MATRIX_ROW_UNKNOWN_AGREEMENT",
  "MATRIX_ROW_PAYER_MISMATCH",
  "MATRIX_ROW_DUPLICATE_AGREEMENT",
] as const;
export type MatrixErrorCode = (typeof MATRIX_ERROR_CODES)[number];

/** One row in error (001 §8 "format errors"): the spreadsheet's row number (the header is row 1), its column, why. */
export interface MatrixRowError {
  row: number;
  /** The canonical column (see {@link MATRIX_COLUMNS}). */
  column: MatrixColumn;
  code: MatrixErrorCode;
  /** The cell's value as read (text, at most 100 characters), empty when missing. */
  value: string;
  /** The server's text in the uploader's language. */
  message: string;
}
