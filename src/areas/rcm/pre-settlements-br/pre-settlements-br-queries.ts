/**
 * The Brazil dispatch panel's calls outside the data provider (001 §7; docs/api-contract.md "Brazil
 * dispatch panel"; DESIGN.md §10 "Calls outside data providers"): the count info and a record's
 * responses as `queryOptions` factories, the credentials read and their create / update. Answers are
 * camel-cased by the HTTP layer; query parameters and bodies are sent snake_case as 001 §7 names
 * them. Every call throws the client's error (400 with the server's message, 403 refused) for the
 * screen to show.
 */
import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../../providers/data/endpoint";
import type { HttpClient } from "../../../../providers/http";
import type {
  BrCountInfo,
  BrCredential,
  BrSendingAttempt,
} from "../../../../schemas/entities/pre-settlements-br";
import type { BrWorkerType } from "../../../../schemas/requests/pre-settlements-br";

const path = (endpoint: string, values: Record<string, string> = {}) => `/${fillEndpoint(endpoint, values)}`;

/** The list's filters as the count call takes them (search_value, statuses, from_date, to_date). */
export type BrListQuery = Readonly<Record<string, string>>;

/**
 * The counts of the records the list shows under `query` (`GET
 * rcm/v1/accounts/sent-accounts-statuses-details-cont-info`, 001 §3 "Count info").
 */
export function brCountInfoQuery(http: HttpClient, provider: string, query: BrListQuery) {
  return queryOptions({
    queryKey: ["rcm", "pre-settlements-br", "counts", provider, query] as const,
    queryFn: async ({ signal }): Promise<BrCountInfo> =>
      (
        await http.get<BrCountInfo>(path("rcm/v1/accounts/sent-accounts-statuses-details-cont-info"), {
          params: query,
          signal,
        })
      ).data,
  });
}

/** A page of a record's responses (Spring page, camel-cased). */
export interface BrAttemptPage {
  content: BrSendingAttempt[];
  totalElements: number;
}

/**
 * One record's sending attempts with their response messages (`GET
 * rcm/v1/accounts/sent-accounts-statuses-details/{id}`, newest first; at most 50, a record has a few).
 */
export function brAttemptsQuery(http: HttpClient, recordId: string) {
  return queryOptions({
    queryKey: ["rcm", "pre-settlements-br", "attempts", recordId] as const,
    queryFn: async ({ signal }): Promise<BrAttemptPage> =>
      (
        await http.get<BrAttemptPage>(
          path("rcm/v1/accounts/sent-accounts-statuses-details/{id}", { id: recordId }),
          { params: { page: 0, size: 50 }, signal },
        )
      ).data,
    enabled: recordId !== "",
  });
}

/** The provider's credentials (`GET rcm/v1/providers/provider-keys-configuration`): never a password. */
export function brCredentialsQuery(http: HttpClient, provider: string) {
  return queryOptions({
    queryKey: ["rcm", "pre-settlements-br", "credentials", provider] as const,
    queryFn: async ({ signal }): Promise<BrCredential[]> =>
      (await http.get<BrCredential[]>(path("rcm/v1/providers/provider-keys-configuration"), { signal })).data,
  });
}

/** What the credentials form sends (001 §7 worker_type, username, password). */
export interface BrCredentialsInput {
  workerType: BrWorkerType;
  username: string;
  password: string;
}

/**
 * Creates (`POST`) or updates (`PATCH`) the credentials of one integration
 * (`rcm/v1/providers/provider-keys-configuration`, body snake_case). The password goes in the body
 * only; nothing is kept by this function.
 * @returns the saved credential, without its password.
 */
export async function saveBrCredentials(
  http: HttpClient,
  mode: "create" | "update",
  input: BrCredentialsInput,
): Promise<BrCredential> {
  const url = path("rcm/v1/providers/provider-keys-configuration");
  const body = { workerType: input.workerType, username: input.username, password: input.password };
  const answer =
    mode === "create"
      ? await http.post<BrCredential>(url, body, { snakeBody: true })
      : await http.patch<BrCredential>(url, body, { snakeBody: true });
  return answer.data;
}
