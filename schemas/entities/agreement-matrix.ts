import type { FromSchema } from "json-schema-to-ts";

/**
 * One uploaded agreement matrix, as `GET rcm/v1/provider-payer-configurations/process-files` lists
 * it (001 §3 "Uploaded agreement matrix": originalFileName, status, createdAt, updatedAt, id; §4
 * "Matrix upload" five states; the list path is not shown by 001 §7, docs/api-contract.md
 * "Agreement matrix"), camel-cased by the HTTP layer. `fileId` names the processed file once there
 * is one (`…/{id}/download-process-file/{fileId}`); `result` counts rows read, applied and refused;
 * `errorCode` and `message` say why an unreadable file ended in UPLOAD_ERRORS.
 */
export const agreementMatrixSchema = {
  $id: "agreement-matrix",
  type: "object",
  properties: {
    id: { type: "string" },
    processType: { type: "string" },
    originalFileName: { type: "string" },
    status: {
      type: "string",
      enum: ["UPLOAD_PENDING", "UPLOAD_ERRORS", "UPLOAD_COMPLETE", "VALIDATION_PENDING", "VALIDATION_ERROR"],
    },
    createdAt: { type: "string", format: "date-time" },
    updatedAt: { type: "string", format: "date-time" },
    fileId: { type: ["string", "null"] },
    errorCode: { type: ["string", "null"] },
    message: { type: ["string", "null"] },
    result: {
      type: ["object", "null"],
      properties: {
        rows: { type: "integer" },
        applied: { type: "integer" },
        failed: { type: "integer" },
      },
      required: ["rows", "applied", "failed"],
    },
    errorCount: { type: "integer" },
  },
  required: ["id", "originalFileName", "status", "createdAt", "updatedAt"],
} as const;

/** An uploaded agreement matrix (list row). */
export type AgreementMatrixUpload = FromSchema<typeof agreementMatrixSchema>;
