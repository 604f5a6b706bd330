import { agreementMatrixSchema } from "../schemas/entities/agreement-matrix";
import { MATRIX_READER_EVENTS } from "../schemas/requests/agreement-matrix";
import { defineResource } from "./define-resource";

/**
 * The agreement matrix at /rcm/upload-agreement-matrix (001 §2 "upload-agreement-matrix: matrix
 * upload and uploaded list"; §3 "Uploaded agreement matrix"; §4 "Matrix upload"; §7 `POST
 * …/provider-payer-configurations/upload-process-file`, `GET …/{id}/download-process-file/{fileId}`;
 * issue 8 §4). A bespoke screen (src/areas/rcm/agreement-matrix/): the upload, the uploaded list
 * followed while pending, the rows in error and the processed file. The list and the download need
 * VIEW_AGREEMENTS or UPLOAD_AGREEMENT_MATRIX (`MATRIX_READER_EVENTS`), the upload UPLOAD_AGREEMENT_MATRIX (000 §6; docs/decisions.md "Agreement
 * matrix"). Texts: the menu title in `portal`, the rest in the `agreement-matrix` part.
 */
export default defineResource({
  name: "agreement-matrix",
  service: "rcm",
  endpoint: "rcm/v1/provider-payer-configurations/process-files",
  schema: agreementMatrixSchema,
  customList: true,
  list: {
    columns: ["originalFileName", "status", "createdAt", "updatedAt"],
    // Priority and width of each column (issue 19 §2).
    columnLayout: {
      originalFileName: { priority: 1, minWidth: 240 },
      status: { priority: 1, minWidth: 140 },
      createdAt: { priority: 2, minWidth: 150 },
      updatedAt: { priority: 2, minWidth: 150 },
    },
    sorters: [],
    exportable: false,
  },
  access: {
    list: { area: "rcm", anyEvent: MATRIX_READER_EVENTS },
    upload: { area: "rcm", event: "UPLOAD_AGREEMENT_MATRIX" },
    download: { area: "rcm", anyEvent: MATRIX_READER_EVENTS },
  },
  meta: { route: "/rcm/upload-agreement-matrix", icon: "TableOutlined", parent: "rcm" },
});
