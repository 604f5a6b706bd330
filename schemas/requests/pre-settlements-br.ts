/**
 * Rules of the Brazil dispatch panel shared by the portal and the reference API (001 §2
 * "pre-settlements-br", "pre-settlements-br-credentials"; §3 "Brazil pre-settlement", "Brazil
 * credentials"; §4 "Brazil dispatch"; §5 "Brazil credentials: integration, username and password are
 * required"; §7 provider-keys-configuration; §8 Brazil response messages; §9 "Credential
 * integrations: SIAD, ORIZON"; docs/api-contract.md "Brazil dispatch panel").
 */

export {
  PRE_SETTLEMENTS_BR_STATUSES,
  BR_WORKER_TYPES,
  type PreSettlementsBrStatus,
  type BrWorkerType,
} from "./pre-settlements-br-values";
import type { BrWorkerType } from "./pre-settlements-br-values";
import { BR_WORKER_TYPES } from "./pre-settlements-br-values";

/** Longest username accepted, in characters. */
export const BR_USERNAME_MAX = 120;
/** Longest password accepted, in characters. */
export const BR_PASSWORD_MAX = 200;

/**
 * The response messages of a sending attempt that the portal translates (001 §8 "Brazil
 * pre-settlement response messages are mapped to translated texts when a translation exists"; the
 * 21 mapped cases in the order the spec lists them). The integration answers one of these codes in
 * `response_message`; anything else (free text of the payer's system) is shown as it came. The
 * portal's text of each is `pre-settlements-br.responseMessages.<code>`.
 */
export const BR_RESPONSE_MESSAGES = [
  "PROTOCOL_NOT_FROM_INVOICE",
  "BATCH_OR_GUIDE_NOT_FROM_PROVIDER",
  "PROTOCOL_NOT_RELEASED_OR_EXPORTED",
  "INVALID_USER_OR_PASSWORD",
  "INVOICE_ALREADY_SENT",
  "REQUIRED_FIELDS_MISSING",
  "FIELD_SIZE_OR_CONTENT_ERROR",
  "TIMEOUT_AUTOMATIC_RESEND",
  "FILE_VALIDATION_ERROR",
  "COMMUNICATION_FAILURE_AUTOMATIC_RESEND",
  "MAX_IMAGES_PER_UNIT",
  "IMAGE_SIZE_EXCEEDED",
  "DEADLINE_EXPIRED",
  "SIGNED_IMAGES_NOT_ACCEPTED",
  "PROVIDER_NOT_ENABLED",
  "NO_ACTIVE_OPERATOR_CONFIGURATION",
  "ALREADY_PACKAGED",
  "INVALID_MIME",
  "CORRUPTED_FILES",
  "INVALID_EXTENSION",
  "UNKNOWN_ERROR",
] as const;
export type BrResponseMessage = (typeof BR_RESPONSE_MESSAGES)[number];

/** True when `value` is one of the mapped response-message codes ({@link BR_RESPONSE_MESSAGES}). */
export function isBrResponseMessage(value: string): value is BrResponseMessage {
  return (BR_RESPONSE_MESSAGES as readonly string[]).includes(value);
}

/**
 * Body of `POST` / `PATCH rcm/v1/providers/provider-keys-configuration` (001 §7 "Brazil credential
 * create and update send worker_type, username and password"), snake_case on the wire.
 */
export interface BrCredentialsBody {
  worker_type: BrWorkerType;
  username: string;
  password: string;
}

/** Why a credentials body is refused: a missing or blank field, an unknown integration, too long. */
export type BrCredentialsProblem = "REQUIRED" | "UNKNOWN_WORKER_TYPE" | "TOO_LONG" | null;

/**
 * Checks a credentials body (001 §5: integration, username and password are all required; blank
 * counts as missing). Returns the first problem, or null when the body is acceptable.
 */
export function credentialsProblem(body: unknown): BrCredentialsProblem {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "REQUIRED";
  const { worker_type: workerType, username, password } = body as Record<string, unknown>;
  const filled = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
  if (!filled(workerType) || !filled(username) || !filled(password)) return "REQUIRED";
  if (!(BR_WORKER_TYPES as readonly string[]).includes(workerType)) return "UNKNOWN_WORKER_TYPE";
  if (username.trim().length > BR_USERNAME_MAX || password.length > BR_PASSWORD_MAX) return "TOO_LONG";
  return null;
}
