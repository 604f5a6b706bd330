import type { PackageGroup } from "../../../../schemas/requests/agreement-packages";
import type { PackageConfiguration, PackageGroupValues, PackageSettings } from "./package-queries";

/** The settings a new configuration starts from (nothing is saved until the user saves). */
const DEFAULTS: Partial<PackageSettings> = {
  separateFiles: false,
  packageType: "PDF",
  exportType: "PER_INVOICE",
};

/** Which group the dialog holds: a new one, or the one at `index`. */
export type Editing = { index: number; group: PackageGroupValues | null };

/** The snake_case group of the shared rules from the camel-cased one the screen keeps. */
export const toWire = (group: PackageGroupValues): PackageGroup => ({
  name: group.name,
  folder: group.folder,
  file_name: group.fileName,
  supports: group.supports.map((s) => ({
    support_file_code: s.supportFileCode,
    order: s.order,
    copies: s.copies,
  })),
});
export const fromWire = (group: PackageGroup): PackageGroupValues => ({
  name: group.name,
  folder: group.folder,
  fileName: group.file_name,
  supports: group.supports.map((s) => ({
    supportFileCode: s.support_file_code,
    order: s.order,
    copies: s.copies,
  })),
});

/** The settings of a loaded configuration, or the defaults of a new one. */
export function settingsOf(loaded: PackageConfiguration): Partial<PackageSettings> {
  if (!loaded.configured) return DEFAULTS;
  return {
    deliveryChannel: loaded.deliveryChannel,
    exportRoute: loaded.exportRoute,
    separateFiles: loaded.separateFiles,
    packageFolderName: loaded.packageFolderName,
    packageType: loaded.packageType,
    exportType: loaded.exportType,
    fileFormatName: loaded.fileFormatName,
    splitFileSizeMb: loaded.splitFileSizeMb,
    splitFileSuffix: loaded.splitFileSuffix,
  };
}
