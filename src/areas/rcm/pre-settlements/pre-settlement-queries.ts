import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../../providers/data/endpoint";
import type { HttpClient } from "../../../../providers/http";
import { uploadMultipart } from "../../../../providers/http/upload";
import type { PreSettlementDetail, PreSettlementFile } from "../../../../schemas/entities/pre-settlement";
import type { SettlementAction } from "../../../../schemas/requests/pre-settlements";

/**
 * The calls of the pre-settlement detail (001 §7 "Pre-settlement calls", `POST
 * settlements/register-action`; docs/api-contract.md "Revenue cycle: pre-settlements"): query
 * factories for the detail and the package folder, and the changes. Answers are camel-cased by the
 * HTTP layer; bodies are sent snake_case. Every change throws the client's error (400 with the
 * server's message for a refused move, 403 when the event is refused) for the screen to show.
 */

const path = (endpoint: string, values: Record<string, string> = {}) => `/${fillEndpoint(endpoint, values)}`;

/** The react-query key prefix of one pre-settlement (to refresh it after a change). */
export function preSettlementKey(group: string) {
  return ["rcm", "pre-settlement", group] as const;
}

/**
 * One pre-settlement by its origin invoice group id (`GET rcm/v1/pre-settlements/{id}`): the row,
 * its files, invoices and settlement actions. Fails (404 unknown, 403 refused) rather than
 * resolving to an empty one.
 */
export function preSettlementQuery(http: HttpClient, group: string) {
  return queryOptions({
    queryKey: [...preSettlementKey(group), "detail"] as const,
    queryFn: async ({ signal }): Promise<PreSettlementDetail> =>
      (await http.get<PreSettlementDetail>(path("rcm/v1/pre-settlements/{id}", { id: group }), { signal }))
        .data,
    enabled: group !== "",
  });
}

/** The provider's package folder (`GET rcm/v1/pre-settlements/package-folder`). */
export interface PackageFolder {
  packageFolder: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The package folder query (one per provider; the session's provider is implied by the token). */
export function packageFolderQuery(http: HttpClient, provider: string) {
  return queryOptions({
    queryKey: ["rcm", "pre-settlements", "package-folder", provider] as const,
    queryFn: async ({ signal }): Promise<PackageFolder> =>
      (await http.get<PackageFolder>(path("rcm/v1/pre-settlements/package-folder"), { signal })).data,
  });
}

/** `PUT rcm/v1/pre-settlements/{id}/build`: generates the package (status GENERATED). */
export async function buildPreSettlement(http: HttpClient, id: string): Promise<PreSettlementDetail> {
  return (await http.put<PreSettlementDetail>(path("rcm/v1/pre-settlements/{id}/build", { id }), {})).data;
}

/** `PUT rcm/v1/pre-settlements/{id}/status` with `next_status` (001 §4). */
export async function movePreSettlement(http: HttpClient, id: string, nextStatus: string): Promise<void> {
  await http.put(path("rcm/v1/pre-settlements/{id}/status", { id }), { nextStatus }, { snakeBody: true });
}

/** `POST rcm/v1/settlements/register-action` (001 §4 "A settlement action carries an action"). */
export async function registerSettlementAction(
  http: HttpClient,
  originInvoiceGroupId: string,
  action: SettlementAction,
  comment: string,
): Promise<void> {
  await http.post(
    path("rcm/v1/settlements/register-action"),
    comment ? { originInvoiceGroupId, action, comment } : { originInvoiceGroupId, action },
    { snakeBody: true },
  );
}

/**
 * `POST rcm/v1/pre-settlements/files/{id}/replace`, multipart with `file` (001 §7). Check the file
 * with `checkReplacement` first; the server checks its content again (415 when of another type).
 */
export async function replacePreSettlementFile(
  http: HttpClient,
  fileId: string,
  file: File,
): Promise<PreSettlementFile> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (
    await uploadMultipart<PreSettlementFile>(
      http,
      path("rcm/v1/pre-settlements/files/{id}/replace", { id: fileId }),
      form,
    )
  ).data;
}

/** `PATCH rcm/v1/pre-settlements/package-folder` with `package_folder`. */
export async function savePackageFolder(http: HttpClient, packageFolder: string): Promise<PackageFolder> {
  return (
    await http.patch<PackageFolder>(
      path("rcm/v1/pre-settlements/package-folder"),
      { packageFolder },
      { snakeBody: true },
    )
  ).data;
}
