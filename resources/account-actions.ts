import type { AccessRequirement } from "../schemas/access";
import type { ActionDeclaration } from "./define-resource";

/**
 * The account actions of the `accounts` declaration (001 §4 "Account statuses" and "Bulk
 * actions", 000 §6 events, 001 §7 calls; issue 7 §3), kept apart from accounts.ts so that the list
 * declaration stays readable. Plain data: the work is given by the screens
 * (src/areas/rcm/account-actions/).
 *
 * Which statuses each applies to (`when`) follows the reference API's moves (docs/decisions.md
 * "Account status moves"); what each requires (`access`) is the event the API checks:
 * PASS_TO_READY_TO_GENERATE for every status move, validation, package cleaning and assembly (the
 * only account-move event 000 §6 names), its MULTIPLE twin for passing many accounts at once,
 * ASSIGN_RESPONSIBLE for the responsible; downloading an account's files needs the RCM area only.
 */

/** Statuses from which an account may be passed to READY_TO_GENERATE ("" = pending, 001 §4). */
const BEFORE_READY = ["", "IN_PROGRESS", "PRE_INVOICED", "INVOICED", "COMPLETE_AUDIT", "ERROR"];

/**
 * Status moves by action: the next status sent with `PUT rcm/v1/accounts/{id}/status`. "Move to
 * package generated" goes to PACKAGE_GENERATED, not the VOIDED of 001 §4's uncertain table reading
 * (docs/decisions.md "Move to package generated"); disabling is the move to VOIDED.
 */
export const ACCOUNT_STATUS_MOVES = {
  passToReadyToGenerate: "READY_TO_GENERATE",
  passToReadyToGenerateMultiple: "READY_TO_GENERATE",
  moveToPackageGenerated: "PACKAGE_GENERATED",
  moveToSent: "SENT",
  moveToSettled: "SETTLED",
  disable: "VOIDED",
} as const satisfies Record<string, string>;

/** An action name that moves accounts to another status. */
export type StatusMoveAction = keyof typeof ACCOUNT_STATUS_MOVES;

const toReadyToGenerate: ActionDeclaration = {
  name: "passToReadyToGenerate",
  confirm: "dialog",
  when: { field: "status", in: BEFORE_READY },
};
const toPackageGenerated: ActionDeclaration = {
  name: "moveToPackageGenerated",
  confirm: "dialog",
  when: { field: "status", in: ["READY_TO_GENERATE", "SEND_ERROR"] },
};
const toSent: ActionDeclaration = {
  name: "moveToSent",
  confirm: "dialog",
  when: { field: "status", in: ["PACKAGE_GENERATED", "SEND_ERROR"] },
};
const toSettled: ActionDeclaration = {
  name: "moveToSettled",
  confirm: "dialog",
  when: { field: "status", in: ["SENT"] },
};
const downloadFiles: ActionDeclaration = { name: "downloadFiles" };

/**
 * Row actions (one account, on the grid row and in the account detail): the status move that
 * applies, assembling the package (READY_TO_GENERATE) or reassembling it (once generated: the
 * API refuses a reassembly before), and the account's files.
 */
export const ACCOUNT_ROW_ACTIONS: readonly ActionDeclaration[] = [
  toReadyToGenerate,
  toPackageGenerated,
  toSent,
  toSettled,
  { name: "assemble", confirm: "dialog", danger: true, when: { field: "status", in: ["READY_TO_GENERATE"] } },
  {
    name: "reassemble",
    confirm: "dialog",
    danger: true,
    when: { field: "status", in: ["PACKAGE_GENERATED", "SEND_ERROR"] },
  },
  downloadFiles,
];

/**
 * Bulk actions (the grid's selection; 001 §4 "Bulk actions"). The account detail offers the ones
 * that are not row actions too, on its one account.
 */
export const ACCOUNT_BULK_ACTIONS: readonly ActionDeclaration[] = [
  { ...toReadyToGenerate, name: "passToReadyToGenerateMultiple" },
  toPackageGenerated,
  toSent,
  toSettled,
  {
    name: "disable",
    confirm: "dialog",
    danger: true,
    // READY_TO_SETTLE (a styling status, 001 §4) is as good as settled: the API does not void it.
    when: { field: "status", notIn: ["SENT", "SETTLED", "VOIDED", "READY_TO_SETTLE"] },
  },
  { name: "validate", when: { field: "status", notIn: ["VOIDED", "SETTLED"] } },
  { name: "assignResponsible" },
  {
    name: "cleanPackageFolder",
    confirm: "dialog",
    danger: true,
    when: { field: "status", notIn: ["SENT", "SETTLED"] },
  },
  downloadFiles,
];

const MOVE: AccessRequirement = { area: "rcm", event: "PASS_TO_READY_TO_GENERATE" };

/** What each account action requires (the declaration's `access`, asked through `can()`). */
export const ACCOUNT_ACTION_ACCESS: Readonly<Record<string, AccessRequirement>> = {
  passToReadyToGenerate: MOVE,
  passToReadyToGenerateMultiple: { area: "rcm", event: "PASS_TO_READY_TO_GENERATE_MULTIPLE" },
  moveToPackageGenerated: MOVE,
  moveToSent: MOVE,
  moveToSettled: MOVE,
  disable: MOVE,
  validate: MOVE,
  cleanPackageFolder: MOVE,
  assemble: MOVE,
  reassemble: MOVE,
  assignResponsible: { area: "rcm", event: "ASSIGN_RESPONSIBLE" },
  downloadFiles: { area: "rcm" },
};
