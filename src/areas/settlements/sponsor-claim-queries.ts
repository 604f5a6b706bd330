import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../providers/data/endpoint";
import type { HttpClient } from "../../../providers/http";

/**
 * The claim as the sponsor sees it (000 §7 settlements v3 `GET …/claim/{claimId}/sponsor/{slug}`;
 * issue 22 §3; docs/api-contract.md "Settlements of authorizations"), camel-cased by the HTTP layer.
 */
export interface SponsorClaim {
  claimId: number;
  authorizationCode: string;
  sponsorSlug: string;
  sponsorTransactionId: string | null;
  /** A claim status code (`statuses.claim-status`). */
  claimStatus: string;
  /** A coverage type code (`statuses.coverage-type`). */
  coverageType: string;
  /** Exact amount with 2 decimals in `currencyCode`. */
  amount: number;
  currencyCode: string;
  /** ISO timestamp. */
  createdAt: string;
  /** The settlement holding the claim, or null while it is pending. */
  settlementId: string | null;
}

/**
 * One claim as the sponsor `sponsorSlug` sees it (asked when its dialog mounts, i.e. opens). A claim
 * of another provider or sponsor answers 404 (the query's error).
 */
export function sponsorClaimQuery(http: HttpClient, claimId: number, sponsorSlug: string) {
  return queryOptions({
    queryKey: ["settlements", "sponsor-claim", claimId, sponsorSlug] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<SponsorClaim>(
          `/${fillEndpoint("settlements/v3/settlements/claim/{claimId}/sponsor/{slug}", { claimId, slug: sponsorSlug })}`,
          { signal },
        )
      ).data,
  });
}
