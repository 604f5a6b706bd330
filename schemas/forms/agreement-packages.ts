import {
  DELIVERY_CHANNELS,
  EXPORT_ROUTE_PATTERNS,
  EXPORT_TYPES,
  MAX_GROUP_SUPPORTS,
  MAX_SPLIT_FILE_SIZE_MB,
  MAX_SUPPORT_COPIES,
  PACKAGE_NAME_PATTERN,
  PACKAGE_TYPES,
  SPLIT_SUFFIX_PATTERN,
} from "../requests/agreement-packages";
import { defineForm } from "./form-declaration";

/**
 * The forms of an agreement's package configuration (001 §2 "agreements/configuration/packages";
 * §3 "package configuration (delivery channel …; export route; separate files; package folder
 * name; package type PDF or PDF plus ZIP; export type; file format name; split file size in MB and
 * suffix; groups with name, folder, file name and supports with order and copies)"; §9 "ZIP split
 * size in MB with a suffix"; issue 8 §2), with the rules of the reference API
 * (schemas/requests/agreement-packages.ts): the export route fits the channel, the split size and
 * its suffix (a PDF + ZIP package only) go together, folder and file names carry no path
 * characters, a group's supports are each there once with distinct orders. Labels and messages in
 * the `agreements` part (`agreements.packages.*`).
 */

const TEXTS = "agreements.packages";
const REQUIRED = `${TEXTS}.errors.required`;
/** Not blank: one character that is not a space (a blank value is refused as missing). */
const NOT_BLANK = "\\S";

/** The package settings (the configuration without its groups), edited on the packages screen. */
export const packageSettingsForm = defineForm({
  name: "agreement-package-settings",
  form: {
    texts: TEXTS,
    schema: {
      type: "object",
      required: ["deliveryChannel", "exportRoute", "packageFolderName", "packageType", "exportType"],
      properties: {
        deliveryChannel: { type: "string", enum: [...DELIVERY_CHANNELS] },
        exportRoute: { type: "string", maxLength: 500, pattern: NOT_BLANK },
        separateFiles: { type: "boolean" },
        packageFolderName: { type: "string", maxLength: 100, pattern: PACKAGE_NAME_PATTERN },
        packageType: { type: "string", enum: [...PACKAGE_TYPES] },
        exportType: { type: "string", enum: [...EXPORT_TYPES] },
        fileFormatName: { type: "string", maxLength: 100 },
      },
      // The split size and suffix exist for a PDF + ZIP package only, and go together.
      if: { properties: { packageType: { const: "PDF_ZIP" } }, required: ["packageType"] },
      then: {
        properties: {
          splitFileSizeMb: { type: "integer", minimum: 1, maximum: MAX_SPLIT_FILE_SIZE_MB },
          splitFileSuffix: { type: "string", pattern: SPLIT_SUFFIX_PATTERN },
        },
        dependencies: { splitFileSuffix: ["splitFileSizeMb"], splitFileSizeMb: ["splitFileSuffix"] },
      },
    },
    uiSchema: {
      "ui:order": [
        "deliveryChannel",
        "exportRoute",
        "separateFiles",
        "packageFolderName",
        "packageType",
        "exportType",
        "fileFormatName",
        "splitFileSizeMb",
        "splitFileSuffix",
      ],
      deliveryChannel: { "ui:widget": "radio", "ui:messages": { required: REQUIRED } },
      exportRoute: {
        "ui:helpKey": `${TEXTS}.routeHint.{deliveryChannel}`,
        "ui:messages": { required: REQUIRED, pattern: REQUIRED },
      },
      packageFolderName: { "ui:messages": { required: REQUIRED, pattern: `${TEXTS}.errors.name` } },
      packageType: { "ui:widget": "radio", "ui:messages": { required: REQUIRED } },
      exportType: { "ui:widget": "radio", "ui:messages": { required: REQUIRED } },
      splitFileSizeMb: {
        "ui:widget": "updown",
        "ui:helpKey": `${TEXTS}.splitHint`,
        "ui:messages": { dependencies: `${TEXTS}.errors.sizeWithSuffix` },
      },
      splitFileSuffix: {
        "ui:messages": { pattern: `${TEXTS}.errors.suffix`, dependencies: `${TEXTS}.errors.suffixWithSize` },
      },
    },
    rules: [
      {
        rule: "matchesBy",
        field: "exportRoute",
        other: "deliveryChannel",
        patterns: Object.fromEntries(
          Object.entries(EXPORT_ROUTE_PATTERNS).map(([channel, pattern]) => [channel, pattern.source]),
        ),
        message: `${TEXTS}.errors.route`,
      },
    ],
  },
});

/** Name, folder and file name of a group of files in a package (shared by the product's group). */
export const groupNameProperties = {
  name: { type: "string", maxLength: 100, pattern: NOT_BLANK },
  folder: { type: "string", maxLength: 100, pattern: PACKAGE_NAME_PATTERN },
  fileName: { type: "string", maxLength: 100, pattern: PACKAGE_NAME_PATTERN },
} as const;

/** The package group dialog: name, folder, file name and the supports with order and copies. */
export const packageGroupForm = defineForm({
  name: "agreement-package-group",
  form: {
    texts: TEXTS,
    schema: {
      type: "object",
      required: ["name", "folder", "fileName", "supports"],
      properties: {
        ...groupNameProperties,
        supports: {
          type: "array",
          minItems: 1,
          maxItems: MAX_GROUP_SUPPORTS,
          items: {
            type: "object",
            required: ["supportFileCode", "order", "copies"],
            properties: {
              supportFileCode: { type: "string" },
              order: { type: "integer", minimum: 1, maximum: 999 },
              copies: { type: "integer", minimum: 1, maximum: MAX_SUPPORT_COPIES, default: 1 },
            },
          },
        },
      },
    },
    uiSchema: {
      name: {
        "ui:titleKey": `${TEXTS}.fields.groupName`,
        "ui:messages": { required: REQUIRED, pattern: REQUIRED },
      },
      folder: { "ui:messages": { required: REQUIRED, pattern: `${TEXTS}.errors.name` } },
      fileName: { "ui:messages": { required: REQUIRED, pattern: `${TEXTS}.errors.name` } },
      supports: {
        "ui:field": "rows",
        "ui:options": {
          addKey: `${TEXTS}.group.addSupport`,
          removeKey: `${TEXTS}.group.removeSupportN`,
          increment: ["order"],
        },
        "ui:messages": { required: `${TEXTS}.errors.noSupports`, minItems: `${TEXTS}.errors.noSupports` },
        items: {
          supportFileCode: {
            "ui:widget": "pick",
            "ui:titleKey": `${TEXTS}.fields.supportN`,
            "ui:options": {
              endpoint: "rcm/v1/support-files",
              params: { sortBy: "name" },
              value: "fileCode",
              label: "{name} ({fileCode})",
              failedKey: `${TEXTS}.supportsFailed`,
            },
            "ui:messages": { required: REQUIRED },
          },
          order: { "ui:widget": "updown", "ui:messages": { required: REQUIRED } },
          copies: { "ui:widget": "updown", "ui:messages": { required: REQUIRED } },
        },
      },
    },
    rules: [
      {
        rule: "distinct",
        field: "supports",
        item: "supportFileCode",
        message: `${TEXTS}.errors.supportTwice`,
      },
      { rule: "distinct", field: "supports", item: "order", message: `${TEXTS}.errors.orderTwice` },
    ],
  },
});
