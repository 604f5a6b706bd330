/**
 * The authorization request calls (issue 10 §3; 000 §4, §7 "POST arc/v1/authorization-requests (202
 * returns a location to poll)", "POST arc/v1/authorization-requests/{id}/files multipart (file),
 * query authorization_id, coverage, document_type_slug, provider_product_code, product_type; POST
 * …/{id}/upload/files with file_id added; POST …/{id}/files/delete, query file_id,
 * authorization_id, coverage, document_type_slug, product_type; POST …/{id}/complete";
 * docs/api-contract.md "v2 area: authorization requests"). Answers are camel-cased by the client.
 */
import {
  MissingLocationError,
  resolveSameOriginLocation,
  uploadMultipart,
  type HttpClient,
} from "../../../../providers/http";
import { fillEndpoint } from "../../../../providers/data/endpoint";
import type { RequestPayload } from "./request-payload";
import type { RequestAnswer, RequestAuthorization } from "./request-machine";

/**
 * Sends the request. @returns its id and the location to poll (000 §4).
 * @throws the client's error (400 with the server's message), {@link MissingLocationError} when a 202 has no Location.
 */
export async function createAuthorizationRequest(
  http: HttpClient,
  payload: RequestPayload,
): Promise<{ requestId: number; location: string }> {
  const answer = await http.post<{ id: number; status: string }>("arc/v1/authorization-requests", payload);
  const location = answer.headers.location as string | undefined;
  if (answer.status !== 202 || !location) throw new MissingLocationError("arc/v1/authorization-requests");
  return { requestId: answer.data.id, location };
}

/**
 * One poll of the request's location (same origin only).
 * @throws the client's error; a cross-origin location is refused before any call.
 */
export async function pollAuthorizationRequest(
  http: HttpClient,
  location: string,
  signal?: AbortSignal,
): Promise<RequestAnswer> {
  const url = resolveSameOriginLocation(location, http.defaults.baseURL);
  return (await http.get<RequestAnswer>(url, { signal })).data;
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
