/**
 * A support document uploaded to a claim (000 §5 files, §7; docs/api-contract.md "Claims"): by
 * the new authorization's claim step and by the authorization detail, the same call.
 */
import { fillEndpoint } from "../../../providers/data/endpoint";
import { uploadMultipart, type HttpClient } from "../../../providers/http";

/**
 * Uploads one support document of claim `claimId` (checked with `checkFiles` first):
 * `POST arc/v2/providers/{provider}/outpatient-care-claim/{claimId}/files?document_type_slug=`,
 * multipart `file`, with the client's Idempotency-Key.
 * @param documentTypeSlug PRESCRIPTION, INVOICE or ADDITIONAL_DOCUMENT (20 MB; 10 MB the last).
 * @throws the client's error (its message says why: size, type, full).
 */
export async function uploadClaimFile(
  http: HttpClient,
  provider: string,
  claimId: number,
  documentTypeSlug: string,
  file: File,
): Promise<void> {
  const form = new FormData();
  form.append("file", file, file.name);
  await uploadMultipart(
    http,
    fillEndpoint("arc/v2/providers/{provider}/outpatient-care-claim/{id}/files", { provider, id: claimId }),
    form,
    { params: { document_type_slug: documentTypeSlug } },
  );
}
