/**
 * The beneficiary's calls (000 §7 "Beneficiary lookup (client token as bearer)", "Plans";
 * docs/api-contract.md "Claims desk: a new authorization" › "Beneficiary lookup", "Plans"). The
 * lookup calls take the client-token client (`useLookupHttp()`), the plans calls the portal's
 * client. Answers are camel-cased by the client.
 */
import { queryOptions } from "@tanstack/react-query";
import {
  acceptedJob,
  MissingLocationError,
  type AcceptedJob,
  type HttpClient,
} from "../../../../../providers/http";
import { fillEndpoint } from "../../../../../providers/data/endpoint";

/** One field of a sponsor's search form (its definition, in the `Accept-Language`). */
export interface SearchFormField {
  readonly slug: string;
  readonly label: string;
  readonly type: "text" | "date" | "select";
  readonly required: boolean;
  readonly pattern?: string | null;
  readonly maxLength?: number | null;
  readonly options?: readonly { value: string; label: string }[] | null;
}

/** A sponsor's search form: a search method (by document, member code, name and birth date). */
export interface SearchForm {
  readonly slug: string;
  readonly name: string;
  readonly fields: readonly SearchFormField[];
}

/** A beneficiary found (000 §3 "Beneficiary result"). */
export interface BeneficiaryResult {
  readonly id: number;
  readonly name: string;
  /** `YYYY-MM-DD`. */
  readonly dateOfBirth: string;
  readonly identityDocumentType: string;
  readonly identityDocumentId: string;
  /** The holder (true) or a dependent (false). */
  readonly owner: boolean;
  readonly ownerId: number | null;
  /** `M` / `F` (or `MALE` / `FEMALE`), shown by its label. */
  readonly sex: string;
  readonly age: number;
  readonly status: string;
  readonly currencyCode: string;
  readonly memberCode: string;
}

/** The answer of a search's poll (`beneficiary-lookup/v1/searches/{id}`). */
export interface SearchAnswer {
  readonly id?: number | string;
  readonly status: "IN_PROGRESS" | "COMPLETED" | "ERROR";
  readonly message?: string | null;
  readonly results?: readonly BeneficiaryResult[] | null;
}

/** The beneficiary as plans answers it (`GET /plans/v1/beneficiaries/{id}`). */
export interface Beneficiary extends BeneficiaryResult {
  readonly email: string | null;
  readonly phone: string | null;
  readonly plan: { code: string; name: string; coveragePlan: string } | null;
  readonly sponsorSlug: string;
  /** The sponsor allows updates and email or phone is missing (000 §5 "required data must be updated"). */
  readonly dataUpdateRequired: boolean;
}

/** The contact data a beneficiary update sends (000 §7 plans update, snake case). */
export interface BeneficiaryContact {
  readonly email: string;
  readonly phone: string;
}

/**
 * A sponsor's search forms (000 §7 `beneficiary-lookup/v1/sponsors/{sponsor}/forms`), keyed by
 * language as their labels are.
 * @param lookupHttp - the client-token client.
 */
export function searchFormsQuery(lookupHttp: HttpClient, sponsor: string, language: string) {
  return queryOptions({
    queryKey: ["new-authorization", "search-forms", sponsor, language],
    queryFn: async ({ signal }) =>
      (
        await lookupHttp.get<SearchForm[]>(
          fillEndpoint("beneficiary-lookup/v1/sponsors/{sponsor}/forms", { sponsor }),
          { signal },
        )
      ).data,
    enabled: sponsor !== "",
    staleTime: 5 * 60_000,
  });
}

/**
 * Starts a beneficiary search (000 §7 `POST beneficiary-lookup/v1/sponsors/{sponsor}/search`, body
 * `formSlug`, `providerSlug`, `inputs`): the 202's Location is then polled by `usePolledJob`.
 * @param lookupHttp - the client-token client.
 * @param inputs - the typed inputs by field slug (patient data: never kept beyond the call).
 * @throws the client's error (400 naming `inputs.<slug>`); {@link MissingLocationError} when the
 *   answer is not a 202 with a Location.
 */
export async function startBeneficiarySearch(
  lookupHttp: HttpClient,
  sponsor: string,
  body: { formSlug: string; providerSlug: string; inputs: Readonly<Record<string, string>> },
): Promise<AcceptedJob> {
  const path = fillEndpoint("beneficiary-lookup/v1/sponsors/{sponsor}/search", { sponsor });
  const answer = await lookupHttp.post<unknown>(path, body);
  if (answer.status !== 202) throw new MissingLocationError(path);
  return acceptedJob(answer);
}

/**
 * The beneficiary (000 §7 `GET /plans/v1/beneficiaries/{id}`): the completed search step shows it,
 * and later steps read its email and phone for the authorization request's payload (000 §3).
 * @param http - the portal client.
 * @param id - the beneficiary chosen (null disables the query).
 */
export function beneficiaryQuery(http: HttpClient, id: number | null) {
  return queryOptions({
    queryKey: ["new-authorization", "beneficiary", id],
    queryFn: async ({ signal }) =>
      (await http.get<Beneficiary>(fillEndpoint("plans/v1/beneficiaries/{id}", { id: id ?? "" }), { signal }))
        .data,
    enabled: id !== null,
    staleTime: 60_000,
  });
}

/**
 * Updates the beneficiary's email and phone (000 §7 `POST /plans/v1/beneficiaries/{id}`, snake
 * case; 000 §5 valid email, phone 6–15 digits).
 * @returns the beneficiary as updated.
 * @throws the client's error (400 naming the field, 409 when the sponsor allows no update).
 */
export async function updateBeneficiary(
  http: HttpClient,
  id: number,
  contact: BeneficiaryContact,
): Promise<Beneficiary> {
  return (
    await http.post<Beneficiary>(fillEndpoint("plans/v1/beneficiaries/{id}", { id }), contact, {
      snakeBody: true,
    })
  ).data;
}
