/**
 * The authorization request calls (issue 10 §3; 000 §4, §7 "POST arc/v1/authorization-requests (202
 * returns a location to poll)", "POST arc/v1/authorization-requests/{id}/files multipart (file),
 * query authorization_id, coverage, document_type_slug, provider_product_code, product_type; POST
 * …/{id}/upload/files with file_id added; POST …/{id}/files/delete, query file_id,
 * authorization_id, coverage, document_type_slug, product_type; POST …/{id}/complete";
 * docs/api-contract.md "v2 area: authorization requests", "Authorizations of the claims desk").
 * Answers are camel-cased by the client. One module for the v2 request
 * (src/areas/v2/authorization-request/) and the claims desk's authorization step
 * (src/areas/authorizations/new/billing/).
 */
import {
  acceptedJob,
  IDEMPOTENCY_HEADER,
  MissingLocationError,
  uploadMultipart,
  type AcceptedJob,
  type HttpClient,
} from "../../../providers/http";
import { fillEndpoint } from "../../../providers/data/endpoint";
import type { RequestPayload } from "../../../schemas/requests/authorization-request-payload";
import type { RequestAnswer, RequestAuthorization } from "./request-machine";

/**
 * Sends the request (000 §4): give it to `usePolledJob`'s `start`, which polls the answer's
 * Location (honouring its `Retry-After`).
 * @param idempotencyKey the submission's key (the same for the user's "try again" of the same
 *   input: the server replays, never makes a second request); default one per call.
 * @returns the 202's Location, `Retry-After` and body `{ id, status }` ({@link requestIdOf}).
 * @throws the client's error (400 with the server's message), {@link MissingLocationError} when the
 *   answer is not a 202 with a Location.
 */
export async function createAuthorizationRequest(
  http: HttpClient,
  payload: RequestPayload,
  idempotencyKey?: string,
): Promise<AcceptedJob> {
  const answer = await http.post<{ id: number; status: string }>(
    "arc/v1/authorization-requests",
    payload,
    idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : undefined,
  );
  if (answer.status !== 202) throw new MissingLocationError("arc/v1/authorization-requests");
  return acceptedJob(answer);
}

/** The request id of a started request (the 202's body `{ id }`). */
export function requestIdOf(job: AcceptedJob): number {
  return (job.body as { id: number }).id;
}

/** Reads the request again (after a file call). */
export async function readAuthorizationRequest(http: HttpClient, requestId: number): Promise<RequestAnswer> {
  return (
    await http.get<RequestAnswer>(fillEndpoint("arc/v1/authorization-requests/{id}", { id: requestId }))
  ).data;
}

/** The query naming an authorization's document in the file calls (000 §7). */
function fileQuery(authorization: RequestAuthorization, documentTypeSlug: string) {
  return {
    authorization_id: authorization.id,
    coverage: authorization.coverage,
    document_type_slug: documentTypeSlug,
    product_type: authorization.productType,
  };
}

/**
 * Uploads one file for an authorization's document, then attaches it: `POST …/{id}/files`
 * (multipart `file`; with the authorization's first product code as `provider_product_code`) then
 * `POST …/{id}/upload/files` with the `file_id` added (000 §7). Check the file with `checkFile` first.
 * @throws the client's error (413/415 with the server's message, 409 when the request is closed).
 */
export async function uploadRequestFile(
  http: HttpClient,
  requestId: number,
  authorization: RequestAuthorization,
  documentTypeSlug: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<void> {
  const form = new FormData();
  form.append("file", file, file.name);
  const code = authorization.products[0]?.providerProductCode;
  const uploaded = await uploadMultipart<{ fileId: string }>(
    http,
    fillEndpoint("arc/v1/authorization-requests/{id}/files", { id: requestId }),
    form,
    {
      onProgress,
      params: {
        ...fileQuery(authorization, documentTypeSlug),
        ...(code ? { provider_product_code: code } : {}),
      },
    },
  );
  await http.post(
    fillEndpoint("arc/v1/authorization-requests/{id}/upload/files", { id: requestId }),
    {},
    { params: { ...fileQuery(authorization, documentTypeSlug), file_id: uploaded.data.fileId } },
  );
}

/** Deletes a file of an authorization: `POST …/{id}/files/delete` (000 §7). @throws the client's error. */
export async function deleteRequestFile(
  http: HttpClient,
  requestId: number,
  authorization: RequestAuthorization,
  documentTypeSlug: string,
  fileId: string,
): Promise<void> {
  await http.post(
    fillEndpoint("arc/v1/authorization-requests/{id}/files/delete", { id: requestId }),
    {},
    { params: { ...fileQuery(authorization, documentTypeSlug), file_id: fileId } },
  );
}

/** Completes the request: `POST …/{id}/complete` (000 §4). @throws the client's error (400 naming missing documents). */
export async function completeAuthorizationRequest(
  http: HttpClient,
  requestId: number,
): Promise<RequestAnswer> {
  return (
    await http.post<RequestAnswer>(
      fillEndpoint("arc/v1/authorization-requests/{id}/complete", { id: requestId }),
      {},
    )
  ).data;
}
