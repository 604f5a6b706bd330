/**
 * Upload policies (issue 18 §3, DESIGN.md §12 "an upload"): one object per kind of upload the two
 * specifications name (000 §5, §9; 001 §5, §9), as plain data. The portal checks a choice of files
 * against them before anything is sent (`src/lib/file-check.ts`, `checkFiles`); the reference API
 * enforces the same objects (`sandbox/lib/uploads.ts` and the upload routes). No number of these
 * policies is written anywhere else: the constants that other modules still export
 * (`LARGE_FILE_BYTES`, `V2_MAX_ATTACHMENTS`, …) are read from here.
 *
 * Sizes are in bytes and inclusive: a file of exactly `maxBytes` is accepted, one byte more is
 * refused. "MB" in the specifications is counted in binary units (20 MB = 20,971,520 bytes, the
 * figure 000 §5 gives).
 */
import { PRE_SETTLEMENT_FILE_TYPES } from "./requests/pre-settlements";

/** One mebibyte, in bytes (1,048,576): the "MB" of the specifications. */
const MB = 1024 * 1024;

/** The kinds of upload (one policy each). */
export type UploadKind =
  | "supportDocument"
  | "supportReplacement"
  | "auditLetter"
  | "preSettlementReplacement"
  | "glosaFile"
  | "agreementMatrix"
  | "v2LargeFile"
  | "v2AdditionalDocument"
  | "facePhoto"
  | "declaredField";

/**
 * Why a choice of files is refused, in the order the check tries them:
 * `none` nothing chosen; `count` more than one file chosen for a one-at-a-time upload; `full` the
 * thing uploaded to already holds {@link UploadPolicy.maxFiles}; `type` an extension or reported MIME
 * type not accepted; `empty` zero bytes; `size` over {@link UploadPolicy.maxBytes}; `inFlight` too
 * many files of the kind uploading or processing already ({@link UploadPolicy.inFlight}).
 */
export type UploadRefusalReason = "none" | "count" | "full" | "type" | "empty" | "size" | "inFlight";

/** A refusal as the reference API answers it: HTTP status and `error_code`. */
export interface ApiRefusal {
  readonly status: 400 | 409 | 413 | 415;
  readonly code: string;
}

/** A limit on files of some types uploading or processing at the same time (001 §5 glosas). */
export interface InFlightLimit {
  /** Extensions (lower case, no dot) the limit counts. */
  readonly extensions: readonly string[];
  /** States counted as in flight: `uploading` (being sent) and the server's still-working states. */
  readonly states: readonly string[];
  /** At most this many such files at once; one more is refused. */
  readonly max: number;
}

/** What one kind of upload accepts. */
export interface UploadPolicy {
  /** Which upload this is. */
  readonly kind: UploadKind;
  /** Where the specification says so (section and words). */
  readonly spec: string;
  /** Largest file accepted, in bytes (inclusive). */
  readonly maxBytes: number;
  /**
   * Extensions accepted (lower case, no dot) and, for each, the MIME types a browser may report.
   * The portal refuses another reported type (a `.pdf` reported as `image/png`); an unreported type
   * (`""`) goes by the extension; an empty list accepts any reported type (a declared field whose
   * extension has no known MIME type).
   */
  readonly types: Readonly<Record<string, readonly string[]>>;
  /** Content types the reference API accepts, decided by the bytes (never by name or declared type). */
  readonly contentTypes: readonly string[];
  /** One file per upload (001 §5 "Only one file at a time"; 000 §5 "one file at a time"). */
  readonly oneAtATime: boolean;
  /** Most files the thing uploaded to may hold (000 §5 "at most 10 attachments"), or null: no number. */
  readonly maxFiles: number | null;
  /** A limit on files uploading or processing at once, or null. */
  readonly inFlight: InFlightLimit | null;
  /**
   * The i18n texts of the refusals: `${refusalTexts}.${reason}` unless {@link refusalTextOf} names
   * another key for the reason. The screens' existing texts (their interpolation values are the
   * screen's: `name`, `size`, `types`, `extension`, `count`).
   */
  readonly refusalTexts: string;
  /** Keys that do not follow `${refusalTexts}.${reason}`. */
  readonly refusalTextOf: Readonly<Partial<Record<UploadRefusalReason, string>>>;
  /** How the reference API refuses: a file too large, of another type, or one too many. */
  readonly answers: {
    readonly tooLarge: ApiRefusal;
    readonly wrongType: ApiRefusal;
    readonly tooMany: ApiRefusal | null;
  };
}

/** MIME types a browser may report for each extension this portal knows (xml both forms; zip both forms). */
export const MIME_TYPES_OF_EXTENSION: Readonly<Record<string, readonly string[]>> = {
  png: ["image/png"],
  jpg: ["image/jpeg"],
  jpeg: ["image/jpeg"],
  xml: ["application/xml", "text/xml"],
  pdf: ["application/pdf"],
  json: ["application/json"],
  zip: ["application/zip", "application/x-zip-compressed"],
  txt: ["text/plain"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
};

/** The {@link UploadPolicy.types} of a list of extensions, from {@link MIME_TYPES_OF_EXTENSION}. */
export function typesOf(extensions: readonly string[]): Readonly<Record<string, readonly string[]>> {
  return Object.fromEntries(
    extensions.map((ext) => [ext.toLowerCase(), MIME_TYPES_OF_EXTENSION[ext.toLowerCase()] ?? []]),
  );
}

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PAYLOAD_TOO_LARGE: ApiRefusal = { status: 413, code: "PAYLOAD_TOO_LARGE" };
const UNSUPPORTED_FILE_TYPE: ApiRefusal = { status: 415, code: "UNSUPPORTED_FILE_TYPE" };

/** Extensions of a support document (001 §5 "png, jpeg, xml, pdf, json, zip, plain text"). */
const SUPPORT_EXTENSIONS = ["png", "jpg", "jpeg", "xml", "pdf", "json", "zip", "txt"];

/**
 * A support document uploaded to an account (001 §5 "Allowed support-file MIME types: png, jpeg, xml
 * (application and text), pdf, json, zip (both forms), plain text", "Only one file at a time";
 * 001 §9 "20 MB prescriptions, invoices and audit files"): 20 MiB (20,971,520 bytes).
 * `POST rcm/v1/support-files/{accountId}/upload`.
 */
export const SUPPORT_DOCUMENT_POLICY = {
  kind: "supportDocument",
  spec: "001 §5 allowed support-file MIME types, only one file at a time; 001 §9 20 MB",
  maxBytes: 20 * MB,
  types: typesOf(SUPPORT_EXTENSIONS),
  contentTypes: [
    "image/png",
    "image/jpeg",
    "application/xml",
    "application/pdf",
    "application/json",
    "application/zip",
    "text/plain",
  ],
  oneAtATime: true,
  maxFiles: null,
  inFlight: null,
  refusalTexts: "documents.upload.refused",
  refusalTextOf: {},
  answers: { tooLarge: PAYLOAD_TOO_LARGE, wrongType: UNSUPPORTED_FILE_TYPE, tooMany: null },
} as const satisfies UploadPolicy;

/**
 * A support document replaced by a new file (001 §5, §9 as {@link SUPPORT_DOCUMENT_POLICY}):
 * `POST rcm/v1/support-files/{accountId}/{fileId}/replace`.
 */
export const SUPPORT_REPLACEMENT_POLICY = {
  ...SUPPORT_DOCUMENT_POLICY,
  kind: "supportReplacement",
  spec: "001 §5 allowed support-file MIME types, only one file at a time; 001 §9 20 MB",
} as const satisfies UploadPolicy;

/**
 * The conciliation letter sent when completing an audit (001 §5 "audit reports PDF/PNG/JPEG 20 MB";
 * 001 §9 "20 MB … audit files"): 20 MiB. It is stored as the account's support file (code CONC),
 * so it takes every support-document type, as the letter always has (docs/decisions.md).
 * `POST rcm/v1/accounts/{id}/complete-audit`.
 */
export const AUDIT_LETTER_POLICY = {
  ...SUPPORT_DOCUMENT_POLICY,
  kind: "auditLetter",
  spec: "001 §5 audit reports 20 MB, only one file at a time; 001 §9 20 MB audit files",
} as const satisfies UploadPolicy;

/**
 * A pre-settlement file replaced (001 §9 "20 MB … invoices"; issue 9 §1): 20 MiB, one XML, JSON,
 * TXT, PDF or ZIP file. A replacement must be of the type of the file it replaces:
 * {@link preSettlementReplacementPolicy} narrows this one to that extension.
 * `POST rcm/v1/pre-settlements/files/{id}/replace`.
 */
export const PRE_SETTLEMENT_REPLACEMENT_POLICY = {
  kind: "preSettlementReplacement",
  spec: "001 §9 20 MB invoices; 001 §5 only one file at a time",
  maxBytes: 20 * MB,
  types: typesOf(Object.keys(PRE_SETTLEMENT_FILE_TYPES)),
  contentTypes: Object.values(PRE_SETTLEMENT_FILE_TYPES),
  oneAtATime: true,
  maxFiles: null,
  inFlight: null,
  refusalTexts: "preSettlements.replace.refused",
  refusalTextOf: {},
  answers: {
    tooLarge: PAYLOAD_TOO_LARGE,
    wrongType: { status: 415, code: "PRE_SETTLEMENT_FILE_TYPE_MISMATCH" },
    tooMany: null,
  },
} as const satisfies UploadPolicy;

/**
 * {@link PRE_SETTLEMENT_REPLACEMENT_POLICY} for replacing a file of `extension` (`xml`, `json`,
 * `txt`, `pdf`, `zip`; any case): only that extension and its content type.
 */
export function preSettlementReplacementPolicy(extension: string): UploadPolicy {
  const wanted = extension.toLowerCase();
  const contentType = PRE_SETTLEMENT_FILE_TYPES[wanted];
  return {
    ...PRE_SETTLEMENT_REPLACEMENT_POLICY,
    types: { [wanted]: MIME_TYPES_OF_EXTENSION[wanted] ?? [] },
    contentTypes: contentType ? [contentType] : [],
  };
}

/**
 * A glosa file (001 §5 "glosa upload 5 MB (PDF, XLSX or TXT) with at most 5 PDFs uploaded or
 * processing at once. Only one file at a time."; 001 §9 "5 MB glosa with at most 5 PDFs at once"):
 * 5 MiB (5,242,880 bytes). A text file may be reported as CSV. The reference API reads the content
 * (an unreadable or foreign one answers GLOSA_FILE_READ_ERROR or GLOSA_INVALID_FORMAT).
 * `POST rcm-denials/v1/storage/upload`.
 */
export const GLOSA_FILE_POLICY = {
  kind: "glosaFile",
  spec: "001 §5 glosa upload 5 MB (PDF, XLSX or TXT), at most 5 PDFs at once, one file at a time; 001 §9",
  maxBytes: 5 * MB,
  types: { pdf: ["application/pdf"], xlsx: [XLSX], txt: ["text/plain", "text/csv"] },
  contentTypes: ["application/pdf", XLSX, "text/plain"],
  oneAtATime: true,
  maxFiles: null,
  inFlight: { extensions: ["pdf"], states: ["uploading", "PROCESSING"], max: 5 },
  refusalTexts: "glosas.upload.refused",
  refusalTextOf: { inFlight: "glosas.upload.refused.pdfLimit" },
  answers: {
    tooLarge: { status: 400, code: "GLOSA_FILE_SIZE_EXCEEDED" },
    wrongType: { status: 400, code: "GLOSA_INVALID_FORMAT" },
    tooMany: { status: 400, code: "GLOSA_MAX_FILES" },
  },
} as const satisfies UploadPolicy;

/**
 * An agreement matrix (001 §4 "Matrix upload", §5 "invalid file type"; the size is not shown:
 * 5 MiB, docs/decisions.md "Agreement matrix"): one Excel workbook (.xlsx).
 * `POST rcm/v1/provider-payer-configurations/upload-process-file`.
 */
export const AGREEMENT_MATRIX_POLICY = {
  kind: "agreementMatrix",
  spec: "001 §4 matrix upload; 001 §5 invalid file type, only one file at a time; size: docs/decisions.md",
  maxBytes: 5 * MB,
  types: { xlsx: [XLSX] },
  contentTypes: [XLSX],
  oneAtATime: true,
  maxFiles: null,
  inFlight: null,
  refusalTexts: "agreementMatrix.upload.refused",
  refusalTextOf: {},
  answers: {
    tooLarge: { status: 400, code: "MATRIX_FILE_SIZE_EXCEEDED" },
    wrongType: { status: 400, code: "MATRIX_INVALID_FILE_TYPE" },
    tooMany: null,
  },
} as const satisfies UploadPolicy;

/** Most files one authorization holds (000 §5 "at most 10 attachments"; 000 §9 "Maximum attachments 10"). */
export const V2_MAX_FILES = 10;

/** Extensions of authorization files (000 §5 "allowed types PNG, JPEG, XML, PDF"). */
const V2_EXTENSIONS = ["png", "jpg", "jpeg", "xml", "pdf"];

/**
 * A prescription, invoice or pre-invoice of an authorization (000 §5 "maximum 20971520 bytes
 * (20 MB) for prescriptions, invoices and audit files; at most 10 attachments; one file at a time;
 * allowed types PNG, JPEG, XML, PDF"; 000 §9; 001 §5, §9): 20,971,520 bytes.
 * `POST arc/v2/authorizations/{id}/without-claims/files`, `POST arc/v1/authorization-requests/{id}/files`.
 */
export const V2_LARGE_FILE_POLICY = {
  kind: "v2LargeFile",
  spec: "000 §5 files 20971520 bytes, at most 10 attachments, one at a time, PNG JPEG XML PDF; 000 §9",
  maxBytes: 20_971_520,
  types: typesOf(V2_EXTENSIONS),
  contentTypes: ["image/png", "image/jpeg", "application/xml", "application/pdf"],
  oneAtATime: true,
  maxFiles: V2_MAX_FILES,
  inFlight: null,
  refusalTexts: "v2.detail.files.refused",
  refusalTextOf: { full: "v2.detail.files.full" },
  answers: {
    tooLarge: PAYLOAD_TOO_LARGE,
    wrongType: { status: 415, code: "V2_FILE_TYPE" },
    tooMany: { status: 409, code: "V2_TOO_MANY_FILES" },
  },
} as const satisfies UploadPolicy;

/**
 * An additional document of an authorization (000 §5 "10 MB for additional documents"; 000 §9;
 * 001 §5, §9): 10,485,760 bytes, otherwise as {@link V2_LARGE_FILE_POLICY}.
 */
export const V2_ADDITIONAL_DOCUMENT_POLICY = {
  ...V2_LARGE_FILE_POLICY,
  kind: "v2AdditionalDocument",
  spec: "000 §5 10 MB for additional documents, at most 10 attachments, one at a time; 000 §9",
  maxBytes: 10_485_760,
  answers: { ...V2_LARGE_FILE_POLICY.answers, tooLarge: { status: 413, code: "V2_DOCUMENT_TOO_LARGE" } },
} as const satisfies UploadPolicy;

/** Document types of an authorization that are prescriptions, invoices or pre-invoices (20 MB; 000 §5). */
export const V2_LARGE_DOCUMENT_TYPES: readonly string[] = ["PRESCRIPTION", "INVOICE", "PRE_INVOICE"];

/** The policy of an authorization file of `documentTypeSlug` (any case): 20 MB or 10 MB (000 §5). */
export function v2DocumentPolicy(documentTypeSlug: string): UploadPolicy {
  return V2_LARGE_DOCUMENT_TYPES.includes(documentTypeSlug.toUpperCase())
    ? V2_LARGE_FILE_POLICY
    : V2_ADDITIONAL_DOCUMENT_POLICY;
}

/**
 * The policy of a declared form's file field (`"ui:widget": "file"`, its `ui:options` extensions
 * and maxBytes; issue 8 §1): one file, those extensions, at most `maxBytes` bytes. The v2 sponsor
 * forms declare theirs from {@link V2_LARGE_FILE_POLICY} and {@link V2_ADDITIONAL_DOCUMENT_POLICY}.
 */
export function declaredFieldPolicy(field: {
  extensions: readonly string[];
  maxBytes: number;
}): UploadPolicy {
  return {
    kind: "declaredField",
    spec: "issue 8 §1 file fields with type/size limits; the declaration's ui:options",
    maxBytes: field.maxBytes,
    types: typesOf(field.extensions),
    contentTypes: [
      ...new Set(field.extensions.flatMap((ext) => MIME_TYPES_OF_EXTENSION[ext.toLowerCase()] ?? [])),
    ],
    oneAtATime: true,
    maxFiles: null,
    inFlight: null,
    refusalTexts: "forms.file.refused",
    refusalTextOf: {},
    answers: { tooLarge: PAYLOAD_TOO_LARGE, wrongType: UNSUPPORTED_FILE_TYPE, tooMany: null },
  };
}

/**
 * A photo of the beneficiary's face for identity verification (000 §1 "Verify identity by
 * fingerprint or face biometrics", §7 arc/v2 biometric-reading; issue 20 §4): one image, PNG or
 * JPEG, taken with the camera or chosen, at most 10 MiB as chosen (the portal shrinks it before
 * sending: the reading's body stays under the API's 1 MiB limit). The reference API refuses a
 * sample that is not a PNG or JPEG by its bytes (415).
 */
export const FACE_PHOTO_POLICY = {
  kind: "facePhoto",
  spec: "000 §1 verify identity by face biometrics; 000 §7 arc/v2 biometric-reading; issue 20 §4",
  maxBytes: 10 * MB,
  types: typesOf(["jpg", "jpeg", "png"]),
  contentTypes: ["image/jpeg", "image/png"],
  oneAtATime: true,
  maxFiles: null,
  inFlight: null,
  refusalTexts: "newAuthorization.identity.face.refused",
  refusalTextOf: {},
  answers: { tooLarge: PAYLOAD_TOO_LARGE, wrongType: UNSUPPORTED_FILE_TYPE, tooMany: null },
} as const satisfies UploadPolicy;

/** Every fixed policy, by kind (the declared-field and narrowed pre-settlement ones are made per field/file). */
export const UPLOAD_POLICIES = {
  supportDocument: SUPPORT_DOCUMENT_POLICY,
  supportReplacement: SUPPORT_REPLACEMENT_POLICY,
  auditLetter: AUDIT_LETTER_POLICY,
  preSettlementReplacement: PRE_SETTLEMENT_REPLACEMENT_POLICY,
  glosaFile: GLOSA_FILE_POLICY,
  agreementMatrix: AGREEMENT_MATRIX_POLICY,
  v2LargeFile: V2_LARGE_FILE_POLICY,
  v2AdditionalDocument: V2_ADDITIONAL_DOCUMENT_POLICY,
  facePhoto: FACE_PHOTO_POLICY,
} as const satisfies Readonly<Record<Exclude<UploadKind, "declaredField">, UploadPolicy>>;

/** The largest file any policy accepts, in bytes (20 MiB): the upload routes' body limit starts here. */
export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_POLICIES).map((p) => p.maxBytes));
