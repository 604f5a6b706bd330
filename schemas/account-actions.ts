/**
 * Account-action eligibility (001 §4 "Account statuses" and "Bulk actions"; docs/decisions.md
 * "Account status moves"; DESIGN.md §12 "a rule"): which statuses each account action and status
 * move applies to, written once. The portal's declarations (resources/account-actions.ts) offer an
 * action on these statuses; the reference API (sandbox/routes/rcm/account-actions.ts) moves, cleans,
 * validates and completes audits by the same lists. "" is an account without status (pending, 001 §4).
 */

/** An account without status (pending, 001 §4 "An empty status shows as pending"). */
export const PENDING_ACCOUNT_STATUS = "";

/** Statuses from which an audit can be completed (001 §4): the audit is pending on them. */
export const AUDIT_PENDING_STATUSES: readonly string[] = [
  "PENDING_AUDIT",
  "READY_TO_AUDIT",
  "IN_INTERNAL_AUDIT",
  "IN_EXTERNAL_AUDIT",
  "AUDITED",
];

/**
 * Status moves a user may ask for: next status → statuses it may come from (001 §4 and
 * docs/decisions.md "Account status moves"). ERROR, SEND_ERROR and NON_PROCESSABLE are set by the
 * system only; COMPLETE_AUDIT also by `complete-audit`. READY_TO_SETTLE (a styling status) is as
 * good as settled: nothing moves from it.
 */
export const ACCOUNT_STATUS_TRANSITIONS = {
  PENDING_AUDIT: [PENDING_ACCOUNT_STATUS, "IN_PROGRESS", "PRE_INVOICED", "INVOICED", "ERROR"],
  COMPLETE_AUDIT: AUDIT_PENDING_STATUSES,
  READY_TO_GENERATE: [
    PENDING_ACCOUNT_STATUS,
    "IN_PROGRESS",
    "PRE_INVOICED",
    "INVOICED",
    "COMPLETE_AUDIT",
    "ERROR",
  ],
  PACKAGE_GENERATED: ["READY_TO_GENERATE", "SEND_ERROR"],
  SENT: ["PACKAGE_GENERATED", "SEND_ERROR"],
  SETTLED: ["SENT"],
  VOIDED: [
    PENDING_ACCOUNT_STATUS,
    "IN_PROGRESS",
    "PRE_INVOICED",
    "INVOICED",
    "READY_TO_GENERATE",
    "PACKAGE_GENERATED",
    "ERROR",
    "SEND_ERROR",
    "COMPLETE_AUDIT",
    "NON_PROCESSABLE",
    ...AUDIT_PENDING_STATUSES,
  ],
} as const satisfies Record<string, readonly string[]>;

/** A status a user may move an account to. */
export type AccountMoveTarget = keyof typeof ACCOUNT_STATUS_TRANSITIONS;

/** The statuses an account may be moved to `next` from; none when no user moves accounts to `next`. */
export function accountMovesFrom(next: string): readonly string[] {
  return Object.hasOwn(ACCOUNT_STATUS_TRANSITIONS, next)
    ? ACCOUNT_STATUS_TRANSITIONS[next as AccountMoveTarget]
    : [];
}

/**
 * Status moves by portal action: the next status sent with `PUT rcm/v1/accounts/{id}/status`.
 * "Move to package generated" goes to PACKAGE_GENERATED, not the VOIDED of 001 §4's uncertain table
 * reading (docs/decisions.md "Move to package generated"); disabling is the move to VOIDED.
 */
export const ACCOUNT_STATUS_MOVES = {
  passToReadyToGenerate: "READY_TO_GENERATE",
  passToReadyToGenerateMultiple: "READY_TO_GENERATE",
  moveToPackageGenerated: "PACKAGE_GENERATED",
  moveToSent: "SENT",
  moveToSettled: "SETTLED",
  disable: "VOIDED",
} as const satisfies Record<string, AccountMoveTarget>;

/** An action name that moves accounts to another status. */
export type StatusMoveAction = keyof typeof ACCOUNT_STATUS_MOVES;

/** Statuses whose package is kept: cleaning the package folder leaves these accounts alone. */
export const PACKAGE_KEPT_STATUSES: readonly string[] = ["SENT", "SETTLED"];

/** Closed accounts: no package is assembled and no support is revalidated on them. */
export const CLOSED_ACCOUNT_STATUSES: readonly string[] = ["VOIDED", "SETTLED"];

/** Statuses on which the package is assembled: the account is ready to generate. */
export const ASSEMBLE_STATUSES: readonly string[] = ["READY_TO_GENERATE"];

/** Statuses on which the package is reassembled: once generated (a send may have failed). */
export const REASSEMBLE_STATUSES: readonly string[] = ["PACKAGE_GENERATED", "SEND_ERROR"];

/** The statuses an action applies to: only those `in`, or all but those `notIn`. */
export type StatusCondition = { in: readonly string[] } | { notIn: readonly string[] };

/** A status move applies where its next status may be reached from. */
const moveFrom = (action: StatusMoveAction): StatusCondition => ({
  in: ACCOUNT_STATUS_TRANSITIONS[ACCOUNT_STATUS_MOVES[action]],
});

/** Which statuses each account action applies to; an action not listed applies to every status. */
export const ACCOUNT_ACTION_STATUSES = {
  passToReadyToGenerate: moveFrom("passToReadyToGenerate"),
  passToReadyToGenerateMultiple: moveFrom("passToReadyToGenerateMultiple"),
  moveToPackageGenerated: moveFrom("moveToPackageGenerated"),
  moveToSent: moveFrom("moveToSent"),
  moveToSettled: moveFrom("moveToSettled"),
  disable: moveFrom("disable"),
  assemble: { in: ASSEMBLE_STATUSES },
  reassemble: { in: REASSEMBLE_STATUSES },
  validate: { notIn: CLOSED_ACCOUNT_STATUSES },
  cleanPackageFolder: { notIn: PACKAGE_KEPT_STATUSES },
} satisfies Record<string, StatusCondition> as Readonly<
  Record<StatusMoveAction | "assemble" | "reassemble" | "validate" | "cleanPackageFolder", StatusCondition>
>;

/** An account action whose statuses are ruled. */
export type StatusRuledAction = keyof typeof ACCOUNT_ACTION_STATUSES;

/**
 * True when `action` applies to an account in `status` (null or undefined = pending).
 * @returns true for an action with no status rule.
 */
export function accountActionApplies(action: string, status: string | null | undefined): boolean {
  if (!Object.hasOwn(ACCOUNT_ACTION_STATUSES, action)) return true;
  const condition: StatusCondition = ACCOUNT_ACTION_STATUSES[action as StatusRuledAction];
  const value = status ?? PENDING_ACCOUNT_STATUS;
  return "in" in condition ? condition.in.includes(value) : !condition.notIn.includes(value);
}
