/**
 * Pre-settlements (delivery relationships): statuses, the moves between them and the request bodies
 * of their calls (001 §3 "Pre-settlement", §4 "Pre-settlement statuses", §7 "Pre-settlement calls";
 * docs/api-contract.md "Revenue cycle: pre-settlements"; docs/decisions.md "Pre-settlements").
 * Shared by the reference API (which enforces the moves) and the portal (which offers only the
 * moves that can succeed). Plain data and pure functions.
 */

/** The eight pre-settlement statuses of 001 §4, in display order. */
export const PRE_SETTLEMENT_STATUSES = [
  "PENDING",
  "READY_TO_GENERATE",
  "GENERATED",
  "SETTLED",
  "SENT",
  "VOIDED",
  "RIPS_VALIDATION_ERRORS",
  "SENT_ERROR",
] as const;
export type PreSettlementStatus = (typeof PRE_SETTLEMENT_STATUSES)[number];

/** Delivery responsible of a pre-settlement (001 §3, §6). */
export const DELIVERY_RESPONSIBLES = ["MANUAL", "AUTOMATIC"] as const;

/**
 * The statuses a user may ask for with `PUT …/{id}/status` (001 §4 "move to SENT, SETTLED,
 * GENERATED, SENT_ERROR, RIPS validation error"), each with the statuses it may come from
 * (docs/decisions.md "Pre-settlement moves"). PENDING, READY_TO_GENERATE and VOIDED are set by the
 * system only; GENERATED is normally reached by building.
 */
export const PRE_SETTLEMENT_MOVES = {
  SENT: ["GENERATED", "SENT_ERROR"],
  SETTLED: ["SENT"],
  GENERATED: ["SENT_ERROR", "RIPS_VALIDATION_ERRORS"],
  SENT_ERROR: ["GENERATED", "SENT"],
  RIPS_VALIDATION_ERRORS: ["READY_TO_GENERATE", "GENERATED", "SENT"],
} as const satisfies Record<string, readonly PreSettlementStatus[]>;

/** A status that can be asked for with `PUT …/{id}/status`. */
export type PreSettlementMoveTarget = keyof typeof PRE_SETTLEMENT_MOVES;

/** The move targets, in the order the portal offers them. */
export const PRE_SETTLEMENT_MOVE_TARGETS = Object.keys(PRE_SETTLEMENT_MOVES) as PreSettlementMoveTarget[];

/** Statuses from which a pre-settlement may be built (`PUT …/{id}/build`); building gives GENERATED. */
export const BUILDABLE_STATUSES: readonly PreSettlementStatus[] = [
  "PENDING",
  "READY_TO_GENERATE",
  "GENERATED",
  "RIPS_VALIDATION_ERRORS",
  "SENT_ERROR",
];

/** Why a move is refused, or null when it is possible. */
export type MoveRefusal =
  "UNKNOWN_STATUS" | "NOT_A_MOVE" | "SAME_STATUS" | "INVALID_STATUS_TRANSITION" | null;

/**
 * Whether a pre-settlement in `from` may be moved to `next` (001 §4).
 * @returns null when the move is possible, else the reason it is refused: `next` is not a status
 * (UNKNOWN_STATUS), not one a user may ask for (NOT_A_MOVE), the current one (SAME_STATUS), or
 * not reachable from `from` (INVALID_STATUS_TRANSITION).
 */
export function moveRefusal(from: string, next: string): MoveRefusal {
  if (!(PRE_SETTLEMENT_STATUSES as readonly string[]).includes(next)) return "UNKNOWN_STATUS";
  if (!Object.hasOwn(PRE_SETTLEMENT_MOVES, next)) return "NOT_A_MOVE";
  if (from === next) return "SAME_STATUS";
  const sources: readonly string[] = PRE_SETTLEMENT_MOVES[next as PreSettlementMoveTarget];
  return sources.includes(from) ? null : "INVALID_STATUS_TRANSITION";
}

/** The moves possible from `from`, in {@link PRE_SETTLEMENT_MOVE_TARGETS} order. */
export function movesFrom(from: string): PreSettlementMoveTarget[] {
  return PRE_SETTLEMENT_MOVE_TARGETS.filter((next) => moveRefusal(from, next) === null);
}

/** True when a pre-settlement in `status` may be built. */
export function canBuild(status: string): boolean {
  return (BUILDABLE_STATUSES as readonly string[]).includes(status);
}

/**
 * Settlement actions (`POST settlements/register-action`, 001 §4 "A settlement action carries an
 * action"): how the delivery was made, the delivery channels of 001 §9 (email, virtual directory,
 * S3, API, SFTP) (docs/decisions.md "Pre-settlements").
 */
export const SETTLEMENT_ACTIONS = ["EMAIL", "VIRTUAL_DIRECTORY", "S3", "API", "SFTP"] as const;
export type SettlementAction = (typeof SETTLEMENT_ACTIONS)[number];

/**
 * Content types a pre-settlement file may have, by extension: a replacement must be of the same
 * type as the file it replaces (decided by its bytes on the server, by name and MIME type in the
 * browser).
 */
export const PRE_SETTLEMENT_FILE_TYPES: Readonly<Record<string, string>> = {
  xml: "application/xml",
  json: "application/json",
  txt: "text/plain",
  pdf: "application/pdf",
  zip: "application/zip",
};

/** Body of `PUT rcm/v1/pre-settlements/{id}/status` (001 §7: nextStatus, snake-cased on the wire). */
export const preSettlementStatusBody = {
  type: "object",
  required: ["next_status"],
  additionalProperties: false,
  properties: {
    next_status: { type: "string", minLength: 1, maxLength: 40 },
    message: { type: "string", maxLength: 1000 },
  },
} as const;
export interface PreSettlementStatusBody {
  next_status: string;
  message?: string;
}

/** Body of `POST rcm/v1/settlements/register-action`. */
export const registerActionBody = {
  type: "object",
  required: ["origin_invoice_group_id", "action"],
  additionalProperties: false,
  properties: {
    origin_invoice_group_id: { type: "string", minLength: 1, maxLength: 64 },
    action: { type: "string", enum: SETTLEMENT_ACTIONS },
    comment: { type: "string", maxLength: 500 },
  },
} as const;
export interface RegisterActionBody {
  origin_invoice_group_id: string;
  action: SettlementAction;
  comment?: string;
}

/**
 * A package folder: a relative path of folder names (letters, digits, space, `_`, `-`, `.`)
 * separated by `/`, no `..`, at most 200 characters.
 */
export const PACKAGE_FOLDER_PATTERN = "^(?!.*(^|/)\\.\\.(/|$))[\\p{L}\\p{N} _.-]+(/[\\p{L}\\p{N} _.-]+)*/?$";

/** Body of `PATCH rcm/v1/pre-settlements/package-folder`. */
export const packageFolderBody = {
  type: "object",
  required: ["package_folder"],
  additionalProperties: false,
  properties: {
    package_folder: { type: "string", minLength: 1, maxLength: 200 },
  },
} as const;
export interface PackageFolderBody {
  package_folder: string;
}

/** True when `folder` is an acceptable package folder ({@link PACKAGE_FOLDER_PATTERN}). */
export function isPackageFolder(folder: string): boolean {
  return folder.length > 0 && folder.length <= 200 && new RegExp(PACKAGE_FOLDER_PATTERN, "u").test(folder);
}
