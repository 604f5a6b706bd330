/**
 * The package configuration of an agreement: how the files of its settled accounts are packaged
 * and delivered to the payer (001 §2 "agreements/configuration/packages",
 * "pre-settlements/package-configuration"; §3 "Agreement": "package configuration (delivery channel
 * email, virtual directory, S3, API or SFTP; export route; separate files; package folder name;
 * package type PDF or PDF plus ZIP; export type; file format name; split file size in MB and
 * suffix; groups with name, folder, file name and supports with order and copies)"; §9 "Delivery
 * channels: email, virtual directory, S3, API, SFTP", "ZIP split size in MB with a suffix"; issue 8
 * §2 "a duplicate group name asks whether to replace"). The calls are not shown by 001 §7
 * (docs/api-contract.md "Agreement packages"): `GET` and `PUT
 * rcm/v1/provider-payer-configurations/{agreementCode}/package-configuration`, the body below.
 * Shared by the reference API, which validates with it, and the portal's screen, which checks the
 * same rules before sending. Plain data and pure functions.
 */
import type { ConfigurationProblem } from "./agreements";

/** Delivery channels of a package (001 §9). */
export const DELIVERY_CHANNELS = ["EMAIL", "VIRTUAL_DIRECTORY", "S3", "API", "SFTP"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** Package types (001 §3 "package type PDF or PDF plus ZIP"). */
export const PACKAGE_TYPES = ["PDF", "PDF_ZIP"] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/**
 * Export types (001 §3 "export type", values not shown; docs/decisions.md "Agreement packages"):
 * one package per invoice (account) or one per settlement.
 */
export const EXPORT_TYPES = ["PER_INVOICE", "PER_SETTLEMENT"] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** Most groups in one package, and most supports in one group (docs/decisions.md). */
export const MAX_PACKAGE_GROUPS = 50;
export const MAX_GROUP_SUPPORTS = 50;
/** Largest split size of a ZIP part, MB (001 §9 "ZIP split size in MB"; docs/decisions.md). */
export const MAX_SPLIT_FILE_SIZE_MB = 2048;
/** Most copies of one support in a group. */
export const MAX_SUPPORT_COPIES = 10;

/**
 * A folder or file name inside a package: no path separators or characters Windows and S3 keys
 * refuse, not starting or ending with a space or a dot.
 */
export const PACKAGE_NAME_PATTERN = '^[^\\s./\\\\:*?"<>|][^/\\\\:*?"<>|]*$';
/** The suffix of split ZIP parts (e.g. `_part`): letters, digits, `_` and `-`. */
export const SPLIT_SUFFIX_PATTERN = "^[A-Za-z0-9_-]{1,20}$";

/**
 * What the export route must look like per delivery channel (docs/decisions.md "Agreement
 * packages"): an email address, a directory path, an `s3://bucket/prefix`, an `https://` URL or an
 * `sftp://host/path`.
 */
export const EXPORT_ROUTE_PATTERNS: Readonly<Record<DeliveryChannel, RegExp>> = {
  EMAIL: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  VIRTUAL_DIRECTORY: /^(?:[A-Za-z]:)?[\\/]?[^\s<>|*?"]+(?: [^<>|*?"]+)*$/,
  S3: /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](?:\/\S*)?$/,
  API: /^https:\/\/[^\s/]+(?:\/\S*)?$/,
  SFTP: /^sftp:\/\/[^\s/]+(?:\/\S*)?$/,
};

/**
 * The body of `PUT …/{agreementCode}/package-configuration` (snake_case; the whole configuration,
 * replacing the stored one), and the shape `GET` answers.
 */
export const packageConfigurationBody = {
  type: "object",
  required: [
    "delivery_channel",
    "export_route",
    "separate_files",
    "package_folder_name",
    "package_type",
    "export_type",
    "groups",
  ],
  additionalProperties: false,
  properties: {
    delivery_channel: { type: "string", enum: [...DELIVERY_CHANNELS] },
    export_route: { type: "string", minLength: 1, maxLength: 500 },
    separate_files: { type: "boolean" },
    package_folder_name: { type: "string", minLength: 1, maxLength: 100, pattern: PACKAGE_NAME_PATTERN },
    package_type: { type: "string", enum: [...PACKAGE_TYPES] },
    export_type: { type: "string", enum: [...EXPORT_TYPES] },
    file_format_name: { type: ["string", "null"], maxLength: 100 },
    split_file_size_mb: { type: ["integer", "null"], minimum: 1, maximum: MAX_SPLIT_FILE_SIZE_MB },
    split_file_suffix: { type: ["string", "null"], pattern: SPLIT_SUFFIX_PATTERN },
    groups: {
      type: "array",
      maxItems: MAX_PACKAGE_GROUPS,
      items: {
        type: "object",
        required: ["name", "folder", "file_name", "supports"],
        additionalProperties: false,
        properties: {
          name: { type: "string", minLength: 1, maxLength: 100 },
          folder: { type: "string", minLength: 1, maxLength: 100, pattern: PACKAGE_NAME_PATTERN },
          file_name: { type: "string", minLength: 1, maxLength: 100, pattern: PACKAGE_NAME_PATTERN },
          supports: {
            type: "array",
            minItems: 1,
            maxItems: MAX_GROUP_SUPPORTS,
            items: {
              type: "object",
              required: ["support_file_code", "order", "copies"],
              additionalProperties: false,
              properties: {
                support_file_code: { type: "string", minLength: 1, maxLength: 64 },
                order: { type: "integer", minimum: 1, maximum: 999 },
                copies: { type: "integer", minimum: 1, maximum: MAX_SUPPORT_COPIES },
              },
            },
          },
        },
      },
    },
  },
} as const;

/** One support document of a group: which (`support_file_code`), in what order, how many copies. */
export interface PackageSupport {
  support_file_code: string;
  order: number;
  copies: number;
}

/** A group of a package: a folder and a file built from its supports in order. */
export interface PackageGroup {
  name: string;
  folder: string;
  file_name: string;
  supports: PackageSupport[];
}

/** The package configuration body, as the reference API reads it after validation. */
export interface PackageConfigurationBody {
  delivery_channel: DeliveryChannel;
  export_route: string;
  separate_files: boolean;
  package_folder_name: string;
  package_type: PackageType;
  export_type: ExportType;
  file_format_name?: string | null;
  split_file_size_mb?: number | null;
  split_file_suffix?: string | null;
  groups: PackageGroup[];
}

/** The key two group names collide on: trimmed, case and accents ignored ("Facturas" = "facturas "). */
export function groupNameKey(name: string): string {
  return name.trim().normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en");
}

/**
 * The index of the group other than `except` whose name collides with `name` ({@link groupNameKey}),
 * or -1: the portal asks whether to replace it (issue 8 §2).
 */
export function duplicateGroupIndex(groups: readonly PackageGroup[], name: string, except = -1): number {
  const key = groupNameKey(name);
  return groups.findIndex((group, index) => index !== except && groupNameKey(group.name) === key);
}

/**
 * `groups` with `group` saved at `index` (-1 for a new one). When another group has the same name
 * and `replace` is true, that group is replaced in place (keeping its position) and the edited one,
 * if any, removed; when `replace` is false the call refuses. Pure: `groups` is not changed.
 * @throws Error when the name collides and `replace` is false.
 */
export function saveGroup(
  groups: readonly PackageGroup[],
  group: PackageGroup,
  index: number,
  replace: boolean,
): PackageGroup[] {
  const duplicate = duplicateGroupIndex(groups, group.name, index);
  if (duplicate >= 0 && !replace) throw new Error(`a group named ${group.name} exists`);
  const next = [...groups];
  if (duplicate >= 0) {
    next[duplicate] = group;
    if (index >= 0) next.splice(index, 1);
    return next;
  }
  if (index >= 0) next[index] = group;
  else next.push(group);
  return next;
}

/**
 * Rules of a package configuration its JSON Schema does not say (001 §3, §9; docs/decisions.md
 * "Agreement packages"): the export route fits the delivery channel; a split size needs a suffix
 * (and the other way round) and only applies to a PDF + ZIP package; group names are unique
 * ({@link groupNameKey}); within a group, a support appears once and two supports never share an
 * order.
 * @returns the broken rules, each message starting with the snake_case field path (as the reference
 *   API's 400 messages do); empty when none.
 */
export function packageConfigurationProblems(body: PackageConfigurationBody): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  const route = body.export_route.trim();
  if (!EXPORT_ROUTE_PATTERNS[body.delivery_channel].test(route))
    problems.push({
      field: "export_route",
      message: `export_route does not fit the delivery channel ${body.delivery_channel}`,
    });
  const size = body.split_file_size_mb ?? null;
  const suffix = body.split_file_suffix?.trim() || null;
  if (size !== null && body.package_type !== "PDF_ZIP")
    problems.push({
      field: "split_file_size_mb",
      message: "split_file_size_mb applies only to a PDF_ZIP package",
    });
  if (size !== null && suffix === null)
    problems.push({ field: "split_file_suffix", message: "split_file_suffix is required with a split size" });
  if (size === null && suffix !== null)
    problems.push({ field: "split_file_size_mb", message: "split_file_size_mb is required with a suffix" });
  body.groups.forEach((group, g) => {
    if (duplicateGroupIndex(body.groups.slice(0, g), group.name) >= 0)
      problems.push({ field: `groups.${g}.name`, message: `groups.${g}.name repeats another group's name` });
    const codes = new Set<string>();
    const orders = new Set<number>();
    group.supports.forEach((support, s) => {
      if (codes.has(support.support_file_code))
        problems.push({
          field: `groups.${g}.supports.${s}.support_file_code`,
          message: `groups.${g}.supports.${s}.support_file_code appears twice in the group`,
        });
      if (orders.has(support.order))
        problems.push({
          field: `groups.${g}.supports.${s}.order`,
          message: `groups.${g}.supports.${s}.order repeats another support's order`,
        });
      codes.add(support.support_file_code);
      orders.add(support.order);
    });
  });
  return problems;
}
