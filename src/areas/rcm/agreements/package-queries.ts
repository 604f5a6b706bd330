import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../../providers/data/endpoint";
import type { HttpClient } from "../../../../providers/http";
import type {
  DeliveryChannel,
  ExportType,
  PackageType,
} from "../../../../schemas/requests/agreement-packages";

/**
 * The package configuration calls of an agreement (001 §2 "agreements/configuration/packages",
 * "pre-settlements/package-configuration"; §3 "Agreement" package configuration; calls not shown by
 * 001 §7, docs/api-contract.md "Agreement packages"). Answers are camel-cased by the HTTP layer;
 * the body is sent snake_case (`schemas/requests/agreement-packages.ts` `packageConfigurationBody`).
 */
const ENDPOINT = "rcm/v1/provider-payer-configurations/{agreementCode}/package-configuration";

/** One support document of a package group, camel-cased. */
export interface PackageSupportValues {
  supportFileCode: string;
  order: number;
  copies: number;
}

/** A group of a package (name, folder, file name, supports with order and copies), camel-cased. */
export interface PackageGroupValues {
  name: string;
  folder: string;
  fileName: string;
  supports: PackageSupportValues[];
}

/** The package settings the form edits (the body without its groups), camel-cased. */
export interface PackageSettings {
  deliveryChannel: DeliveryChannel;
  exportRoute: string;
  separateFiles: boolean;
  packageFolderName: string;
  packageType: PackageType;
  exportType: ExportType;
  fileFormatName?: string | null;
  splitFileSizeMb?: number | null;
  splitFileSuffix?: string | null;
}

/** The whole configuration sent by `PUT` (camel-cased here, snake-cased on the wire). */
export interface PackageConfigurationValues extends PackageSettings {
  groups: PackageGroupValues[];
}

/**
 * The answer of `GET`/`PUT …/package-configuration`: the agreement's name and payer, whether a
 * configuration was saved (`configured`), and its values (absent until then).
 */
export interface PackageConfiguration extends Partial<PackageSettings> {
  agreementCode: string;
  agreementName: string;
  payerName: string;
  configured: boolean;
  id?: string;
  groups: PackageGroupValues[];
  updatedAt?: string;
  updatedBy?: string;
}

/** The react-query key of an agreement's package configuration. */
export function packageConfigurationKey(agreementCode: string) {
  return ["rcm", "agreement-package", agreementCode] as const;
}

/**
 * The package configuration of `agreementCode` (`GET …/package-configuration`); disabled without a
 * code. Fails with the client's error (404 unknown agreement, 403 refused).
 */
export function packageConfigurationQuery(http: HttpClient, agreementCode: string) {
  return queryOptions({
    queryKey: packageConfigurationKey(agreementCode),
    queryFn: async ({ signal }): Promise<PackageConfiguration> =>
      (
        await http.get<PackageConfiguration>(`/${fillEndpoint(ENDPOINT, { agreementCode })}`, {
          signal,
        })
      ).data,
    enabled: agreementCode !== "",
  });
}

/**
 * Saves the whole package configuration of `agreementCode` (`PUT …/package-configuration`,
 * snake_case body; optional values sent as `null` when empty, which clears them).
 * @returns the saved configuration as the server answers it.
 * @throws the client's error: 400 with the server's message naming the field, 403, 404.
 */
export async function savePackageConfiguration(
  http: HttpClient,
  agreementCode: string,
  values: PackageConfigurationValues,
): Promise<PackageConfiguration> {
  return (
    await http.put<PackageConfiguration>(`/${fillEndpoint(ENDPOINT, { agreementCode })}`, values, {
      snakeBody: true,
    })
  ).data;
}

/** The provider's agreements for the picker (`GET provider-payer-configurations/all-agreements`). */
export interface AgreementOption {
  agreementCode: string;
  agreementName: string;
}

/** All the provider's agreements, by name (001 §7 `GET provider-payer-configurations/all-agreements`). */
export function allAgreementsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: ["rcm", "all-agreements"] as const,
    queryFn: async ({ signal }): Promise<AgreementOption[]> =>
      (await http.get<AgreementOption[]>("/rcm/v1/provider-payer-configurations/all-agreements", { signal }))
        .data,
    staleTime: 5 * 60_000,
  });
}
