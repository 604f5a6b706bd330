/**
 * The authorization detail's calls (000 §3 "Authorization detail", §5 files, §7 "Authorizations and
 * claims"; docs/api-contract.md "Authorization detail", "Claims"): the detail read (a
 * `queryOptions` factory) and a file of the authorization downloaded (a document is uploaded to its
 * claim by `uploadClaimFile`, ../claim-file-queries.ts). Answers are camel-cased by the HTTP client; an upload carries an Idempotency-Key
 * (the client's); a failure throws the client's error, whose message the screen shows.
 */
import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../../providers/data/endpoint";
import { downloadBlob, type DownloadedFile, type HttpClient } from "../../../../providers/http";

/** A diagnosis (000 §3: ICD-10 code and name; its status is its type). */
export interface DetailDiagnosis {
  codingSystem: string;
  code: string;
  name: string | null;
  type: "PRINCIPAL" | "SECONDARY";
}

/** A product with the sponsor's result and what the claim made of it (000 §3, §4). */
export interface DetailProduct {
  id: number;
  productId: number | null;
  productName: string;
  productTypeSlug: string;
  providerProductCode: string;
  quantity: number;
  refillNumber: number;
  numberOfRefills: number;
  result: string;
  claimResult: string | null;
  reason: string | null;
  /** In the authorization's currency. */
  amount: number;
  copayment: number;
}

/** A treatment (000 §3: brand, composition, indication list). */
export interface DetailTreatment {
  brand: string | null;
  compositions: string[];
  indications: string[];
  treatmentDurationDays: number | null;
  quantity: number | null;
}

/** A file of the authorization: uploaded to its claim, or attached to its request. */
export interface DetailFile {
  id: string;
  documentTypeSlug: string;
  fileName: string;
  sizeBytes: number;
  source: "claim" | "request";
  createdAt: string;
}

/** The authorization detail (`GET …/authorizations/{id}`, camel-cased). Amounts in `currencyCode`. */
export interface AuthorizationDetail {
  id: number;
  authorizationId: number;
  authorizationCode: string;
  authorizationRequestId: number | null;
  claimId: number | null;
  claimStatus: string | null;
  status: string;
  transactionType: string;
  productType: string;
  createdAt: string;
  providerName: string;
  providerBranchName: string;
  sponsorSlug: string;
  sponsorName: string;
  sponsorTransactionId: string;
  providerTransactionId: string | null;
  biometricReadingId: string | null;
  beneficiaryId: number;
  beneficiaryName: string;
  beneficiaryMemberCode: string;
  doctorMedicalLicenseNumber: string;
  doctorCountryCode: string;
  doctorSpecialtyName: string;
  doctorName: string;
  diagnoses: DetailDiagnosis[];
  products: DetailProduct[];
  treatments: DetailTreatment[];
  settlementId: string | null;
  currencyCode: string;
  amount: number;
  copayment: number;
  coinsurancePercent: number;
  coinsurance: number;
  discount: number;
  taxes: number;
  advance: number;
  totalToPay: number;
  files: DetailFile[];
  requiredDocuments: { documentTypeSlug: string; uploaded: boolean }[];
  uploadedFiles: number;
  totalFilesToUpload: number;
  satisfiesDocumentPolicy: boolean;
}

/**
 * The detail of authorization `id` of `provider`: `GET arc/v1/providers/{provider}/authorizations/{id}`.
 * Fails with the client's error: 404 unknown, 403 another provider's, 400 a bad id.
 */
export function authorizationDetailQuery(http: HttpClient, provider: string, id: string) {
  return queryOptions({
    queryKey: ["authorizations", "detail", provider, id],
    queryFn: async ({ signal }) => {
      const url = fillEndpoint("arc/v1/providers/{provider}/authorizations/{id}", { provider, id });
      const answer = await http.get<AuthorizationDetail>(`/${url}`, { signal });
      return answer.data;
    },
    enabled: provider !== "" && id !== "",
    staleTime: 30_000,
    retry: false,
  });
}

/**
 * Downloads a file of the authorization: one uploaded to its claim by the spec's call (000 §7
 * `GET arc/v2/providers/{provider}/outpatient-care-claim/files/support-claim-document/{id}`), one
 * attached to its request by `GET arc/v1/providers/{provider}/authorizations/{id}/files/{fileId}`
 * (docs/api-contract.md "Authorization detail": the spec has no call for those).
 * @throws the client's error (404 when the bytes are gone).
 */
export function downloadAuthorizationDocument(
  http: HttpClient,
  provider: string,
  authorizationId: number,
  file: Pick<DetailFile, "id" | "source">,
): Promise<DownloadedFile> {
  const path =
    file.source === "claim"
      ? fillEndpoint("arc/v2/providers/{provider}/outpatient-care-claim/files/support-claim-document/{id}", {
          provider,
          id: file.id,
        })
      : fillEndpoint("arc/v1/providers/{provider}/authorizations/{id}/files/{fileId}", {
          provider,
          id: authorizationId,
          fileId: file.id,
        });
  return downloadBlob(http, `/${path}`);
}
