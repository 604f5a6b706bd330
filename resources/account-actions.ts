import type { AccessRequirement } from "../schemas/access";
import { ACCOUNT_ACTION_STATUSES, type StatusRuledAction } from "../schemas/account-actions";
import type { ActionDeclaration, RowCondition } from "./define-resource";

export { ACCOUNT_STATUS_MOVES, type StatusMoveAction } from "../schemas/account-actions";

/**
 * The account actions of the `accounts` declaration (001 §4 "Account statuses" and "Bulk
 * actions", 000 §6 events, 001 §7 calls; issue 7 §3), kept apart from accounts.ts so that the list
 * declaration stays readable. Plain data: the work is given by the screens
 * (src/areas/rcm/account-actions/).
 *
 * Which statuses each applies to (`when`) is the rule both sides read, schemas/account-actions.ts
 * (docs/decisions.md "Account status moves"); what each requires (`access`) is the event the API checks:
 * PASS_TO_READY_TO_GENERATE for every status move, validation, package cleaning and assembly (the
 * only account-move event 000 §6 names), its MULTIPLE twin for passing many accounts at once,
 * ASSIGN_RESPONSIBLE for the responsible; downloading an account's files needs the RCM area only.
 */

/** The `when` of an action: the statuses it applies to (schemas/account-actions.ts). */
const onStatuses = (action: StatusRuledAction): RowCondition => ({
  field: "status",
  ...ACCOUNT_ACTION_STATUSES[action],
});

const toReadyToGenerate: ActionDeclaration = {
  name: "passToReadyToGenerate",
  confirm: "dialog",
  when: onStatuses("passToReadyToGenerate"),
};
const toPackageGenerated: ActionDeclaration = {
  name: "moveToPackageGenerated",
  confirm: "dialog",
  when: onStatuses("moveToPackageGenerated"),
};
const toSent: ActionDeclaration = { name: "moveToSent", confirm: "dialog", when: onStatuses("moveToSent") };
const toSettled: ActionDeclaration = {
  name: "moveToSettled",
  confirm: "dialog",
  when: onStatuses("moveToSettled"),
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
  { name: "assemble", confirm: "dialog", danger: true, when: onStatuses("assemble") },
  { name: "reassemble", confirm: "dialog", danger: true, when: onStatuses("reassemble") },
  downloadFiles,
];

/**
 * Bulk actions (the grid's selection; 001 §4 "Bulk actions"). The account detail offers the ones
 * that are not row actions too, on its one account.
 */
export const ACCOUNT_BULK_ACTIONS: readonly ActionDeclaration[] = [
  {
    ...toReadyToGenerate,
    name: "passToReadyToGenerateMultiple",
    when: onStatuses("passToReadyToGenerateMultiple"),
  },
  toPackageGenerated,
  toSent,
  toSettled,
  { name: "disable", confirm: "dialog", danger: true, when: onStatuses("disable") },
  { name: "validate", when: onStatuses("validate") },
  { name: "assignResponsible" },
  { name: "cleanPackageFolder", confirm: "dialog", danger: true, when: onStatuses("cleanPackageFolder") },
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
