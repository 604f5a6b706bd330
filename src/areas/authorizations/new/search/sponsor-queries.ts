/**
 * The sponsor step's calls (000 §7 "Providers", "GET arc/v1/sponsors/{sponsor}/configuration";
 * docs/api-contract.md "Claims desk: a new authorization" › "Sponsors and their configuration",
 * "Providers"). Reads are `queryOptions` factories (one key, one cache entry per call): the later
 * steps read the sponsor's configuration with {@link sponsorConfigurationQuery} from the cache the
 * sponsor step filled. Answers are camel-cased by the client.
 */
import { queryOptions } from "@tanstack/react-query";
import { acceptedJob, type AcceptedJob, type HttpClient } from "../../../../../providers/http";
import { fillEndpoint } from "../../../../../providers/data/endpoint";

/** A sponsor the provider works with (`providers/v1/providers/{provider}/sponsors`). */
export interface ProviderSponsor {
  readonly slug: string;
  readonly name: string;
  readonly countryCode: string;
  /** do-humano's category (global, platinum, conventional), else null. */
  readonly category: string | null;
}

/** How a product type's products are shown (000 §3 "productDisplayConfigurations"). */
export interface ProductDisplayConfiguration {
  readonly productTypeSlug: string;
  readonly display: "NAME" | "CODE" | "CODE_AND_NAME";
}

/** A sponsor's configuration (000 §3 "Sponsor"; `arc/v1/sponsors/{sponsor}/configuration`). */
export interface SponsorConfiguration {
  readonly sponsorSlug: string;
  readonly biometricVerificationRequired: boolean;
  readonly biometricVerificationMethod: "FINGERPRINT" | "FACE" | null;
  readonly productDisplayConfigurations: readonly ProductDisplayConfiguration[];
  /** Email and phone may be updated on the completed search step (000 §5). */
  readonly allowBeneficiaryDataUpdate: boolean;
  /** What must be filled before going on, where updates are allowed (000 §5). */
  readonly requiredBeneficiaryData: readonly ("email" | "phone")[];
  readonly automaticDispensation: boolean;
  readonly manualAuthorizations: boolean;
  readonly requiresInvoice: boolean;
  /** The default product code of 000 §5 (890202 or 1086), or null. */
  readonly defaultProductCode: string | null;
  /** mx-gnp's texts by i18n key, only for a token carrying its extension. */
  readonly textOverrides: Readonly<Record<string, string>>;
}

/** A transaction type's coverage for the provider and sponsor (`…/transaction-coverage-type/{t}`). */
export interface TransactionCoverage {
  readonly providerSlug: string;
  readonly sponsorSlug: string;
  readonly transactionType: string;
  readonly coverageType: string;
  /** False: the sponsor does not cover this kind for this provider; the flow stops here. */
  readonly enabled: boolean;
  readonly productTypes: readonly string[];
  readonly requiresPrescription: boolean;
}

/** A provider's record (`providers/v2/providers?slug=`). */
export interface ProviderRecord {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly legalName: string;
  readonly countryCode: string;
  readonly branches: readonly { id: number; name: string }[];
}

/** A page of a sponsor's network (`providers/v1/sponsors/{slug}/providers`, or its job's answer). */
export interface SponsorNetworkPage {
  readonly status?: string;
  readonly content: readonly { slug: string; name: string; legalName?: string }[];
  readonly totalElements: number;
}

/** What the queries need: the portal client and the session's provider slug. */
export interface SponsorCalls {
  readonly http: HttpClient;
  readonly provider: string;
}

/** The sponsors the provider works with, by name (000 §7 `providers/v1/providers/{id}/sponsors`). */
export function providerSponsorsQuery({ http, provider }: SponsorCalls) {
  return queryOptions({
    queryKey: ["new-authorization", "sponsors", provider],
    queryFn: async ({ signal }) =>
      (
        await http.get<ProviderSponsor[]>(
          fillEndpoint("providers/v1/providers/{provider}/sponsors", { provider }),
          { signal },
        )
      ).data,
    enabled: provider !== "",
    staleTime: 5 * 60_000,
  });
}

/**
 * A sponsor's configuration (000 §7 `arc/v1/sponsors/{sponsor}/configuration`): fetched by the
 * sponsor step when a sponsor is chosen, read by the later steps (biometrics, products, data
 * update, invoice) from the cache.
 * @param http - the portal client.
 * @param sponsor - the sponsor's slug ("" disables the query).
 */
export function sponsorConfigurationQuery(http: HttpClient, sponsor: string) {
  return queryOptions({
    queryKey: ["new-authorization", "sponsor-configuration", sponsor],
    queryFn: async ({ signal }) =>
      (
        await http.get<SponsorConfiguration>(
          fillEndpoint("arc/v1/sponsors/{sponsor}/configuration", { sponsor }),
          // The overrides are keyed by the portal's text keys: kept as sent.
          { signal, keepKeysOf: ["text_overrides"] },
        )
      ).data,
    enabled: sponsor !== "",
    staleTime: 5 * 60_000,
  });
}

/**
 * The coverage of a transaction type (000 §9) for the provider and sponsor (000 §7
 * `providers/v1/providers/{p}/sponsor/{s}/transaction-coverage-type/{t}`).
 */
export function transactionCoverageQuery(
  { http, provider }: SponsorCalls,
  sponsor: string,
  transactionType: string,
) {
  return queryOptions({
    queryKey: ["new-authorization", "transaction-coverage", provider, sponsor, transactionType],
    queryFn: async ({ signal }) =>
      (
        await http.get<TransactionCoverage>(
          fillEndpoint(
            "providers/v1/providers/{provider}/sponsor/{sponsor}/transaction-coverage-type/{type}",
            {
              provider,
              sponsor,
              type: transactionType,
            },
          ),
          { signal },
        )
      ).data,
    enabled: provider !== "" && sponsor !== "" && transactionType !== "",
    staleTime: 5 * 60_000,
  });
}

/** The provider's own record (000 §7 `providers/v2/providers` by slug), or null when none answers. */
export function providerRecordQuery({ http, provider }: SponsorCalls) {
  return queryOptions({
    queryKey: ["new-authorization", "provider-record", provider],
    queryFn: async ({ signal }) => {
      const answer = await http.get<{ content: ProviderRecord[] }>("providers/v2/providers", {
        params: { slug: provider },
        signal,
      });
      return answer.data.content.find((record) => record.slug === provider) ?? null;
    },
    enabled: provider !== "",
    staleTime: 5 * 60_000,
  });
}

/** The network members read at once: the largest page the API gives (a network beyond it may not tell). */
export const NETWORK_PAGE_SIZE = 200;

/**
 * Asks for a sponsor's whole network (000 §7 `providers/v1/sponsors/{slug}/providers`, "may
 * poll"; the contract answers 202 when no `name` is given): give it to `usePolledJob`'s `start`,
 * which polls the Location (honouring `Retry-After`) to the page.
 * @throws MissingLocationError when the answer is not a 202 with a Location; the client's error.
 */
export async function startSponsorNetwork(
  http: HttpClient,
  sponsor: string,
  signal: AbortSignal,
): Promise<AcceptedJob> {
  return acceptedJob(
    await http.get<unknown>(fillEndpoint("providers/v1/sponsors/{sponsor}/providers", { sponsor }), {
      params: { page: 0, size: NETWORK_PAGE_SIZE },
      signal,
    }),
  );
}

/**
 * Whether the provider is in a page of the sponsor's network: `true` when listed, `false` when the
 * page is the whole network and it is not, `undefined` when the page cannot tell (part of it only).
 */
export function inNetwork(page: SponsorNetworkPage, provider: string): boolean | undefined {
  if (page.content.some((member) => member.slug === provider)) return true;
  return page.totalElements <= page.content.length ? false : undefined;
}
