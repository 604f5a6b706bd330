/**
 * The claim's calls (000 §4 "Claim creation", §7; docs/api-contract.md "Claims"): created (202,
 * its Location followed by `usePolledJob`), completed with the doctor and biometric data, its
 * support documents uploaded, then read back as the sponsor holds it. Answers are camel-cased by
 * the client.
 */
import {
  acceptedJob,
  IDEMPOTENCY_HEADER,
  MissingLocationError,
  type AcceptedJob,
  type HttpClient,
} from "../../../../../providers/http";
import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../../../providers/data/endpoint";
import { readAuthorizationRequest } from "../../../../components/authorization-request/request-queries";
import { uploadClaimFile } from "../../claim-file-queries";
import type {
  ClaimCompletionBody,
  ClaimCreationBody,
} from "../../../../../schemas/requests/outpatient-care-claim";

/**
 * The completed authorization request the claim step shows and files its claim on (`GET
 * arc/v1/authorization-requests/{id}`, camel-cased). The authorization step seeds it with the
 * answer of `…/complete` (the same body), so the claim step opens with it instead of asking again;
 * after a reload it is read. Kept while the flow lasts (`staleTime`: the request does not change
 * once completed).
 */
export function completedRequestQuery(http: HttpClient, requestId: number | null) {
  return queryOptions({
    queryKey: ["new-authorization", "request", requestId],
    queryFn: () => readAuthorizationRequest(http, requestId ?? 0),
    enabled: requestId !== null,
    staleTime: Infinity,
  });
}

/** The claim creation's poll answer (camel-cased). */
export interface ClaimJobAnswer {
  status: "IN_PROGRESS" | "COMPLETED" | "ERROR";
  claimId: number | null;
  errorCode: string | null;
  message: string | null;
}

/**
 * Creates the claim: `POST arc/v1/providers/{provider}/outpatient-care-claim` → 202 (give it to
 * `usePolledJob`'s `start`).
 * @param idempotencyKey the submission's key (a "try again" of the same input replays).
 * @throws the client's error (400 naming the field, 409 when the authorization has its claim),
 *   {@link MissingLocationError} when the answer is not a 202 with a Location.
 */
export async function createClaim(
  http: HttpClient,
  provider: string,
  body: ClaimCreationBody,
  idempotencyKey: string,
): Promise<AcceptedJob> {
  const url = fillEndpoint("arc/v1/providers/{provider}/outpatient-care-claim", { provider });
  const answer = await http.post(url, body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  if (answer.status !== 202) throw new MissingLocationError(url);
  return acceptedJob(answer);
}

/** Completes the claim (000 §4 "then doctor and biometric data are attached"). @throws the client's error. */
async function completeClaim(
  http: HttpClient,
  provider: string,
  claimId: number,
  body: ClaimCompletionBody,
): Promise<void> {
  await http.post(
    fillEndpoint("arc/v1/providers/{provider}/outpatient-care-claim/{id}/complete", {
      provider,
      id: claimId,
    }),
    body,
  );
}

/** The claim read back (`GET arc/v2/providers/{provider}/claims/{id}`, camel-cased; docs/api-contract.md "Claims"). */
export interface ClaimReadBack {
  id: number;
  /** A claim status code (000 §4; `statuses.claim-status`). */
  claimStatus: string;
  files: { id: string; documentTypeSlug: string; fileName: string; sizeBytes: number }[];
}

/**
 * Reads the claim back once it is completed and its documents sent (issue 20 §6, 000 §7): what the
 * sponsor now holds, so the result said on /home is the server's, not the step's assumption.
 * @throws the client's error.
 */
async function readClaim(http: HttpClient, provider: string, claimId: number): Promise<ClaimReadBack> {
  const answer = await http.get<ClaimReadBack>(
    fillEndpoint("arc/v2/providers/{provider}/claims/{id}", { provider, id: claimId }),
  );
  return answer.data;
}

/**
 * The claim's end once created (000 §4): completed with the doctor and biometric data, each support
 * document uploaded in turn (one at a time, 000 §5), then read back.
 * @returns the claim as read back and how many documents were sent.
 * @throws the client's error of the first call that fails (the caller may try again).
 */
export async function finishClaim(
  http: HttpClient,
  provider: string,
  claimId: number,
  completion: ClaimCompletionBody,
  supportFiles: readonly File[],
): Promise<{ claim: ClaimReadBack; sent: number }> {
  await completeClaim(http, provider, claimId, completion);
  for (const file of supportFiles)
    await uploadClaimFile(http, provider, claimId, "ADDITIONAL_DOCUMENT", file);
  return { claim: await readClaim(http, provider, claimId), sent: supportFiles.length };
}
