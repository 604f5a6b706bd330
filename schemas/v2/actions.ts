/**
 * The Home V2 status table and the v2 detail's actions (000 §2 "detail version 2 … actions new
 * assessment, patient discharge, send invoice, insurer formats", §4 "Home V2 statuses" and "A
 * status change is requested from a current status to a new status"; issue 21 §3;
 * docs/decisions.md "v2 detail actions"). The one rule the portal (which actions and statuses it
 * offers) and the reference API (which changes it accepts) both import. Plain data and pure
 * functions.
 */
import { HOME_V2_STATUSES, type HomeV2Status } from "./statuses";

/**
 * The statuses each status may move to. Validation (READY) leads to admission, ruling, approval,
 * rejection or an end without care; care ends with the discharge (COMPLETED); the invoice
 * (CLAIMED) follows an approval or a discharge and goes on to the sponsor, its payment confirmed,
 * then paid. VOIDED, NOT_ATTENDED and PAID are final.
 */
export const V2_TRANSITIONS: Readonly<Record<HomeV2Status, readonly HomeV2Status[]>> = {
  READY: ["QUALIFICATION", "PENDING_REVIEW", "APPROVED", "REJECTED", "VOIDED", "NOT_ATTENDED"],
  QUALIFICATION: ["PENDING_REVIEW", "APPROVED", "REJECTED", "COMPLETED", "VOIDED"],
  PENDING_REVIEW: ["QUALIFICATION", "APPROVED", "REJECTED", "VOIDED"],
  APPROVED: ["QUALIFICATION", "PENDING_REVIEW", "COMPLETED", "CLAIMED", "VOIDED", "NOT_ATTENDED"],
  REJECTED: ["PENDING_REVIEW", "VOIDED"],
  COMPLETED: ["CLAIMED"],
  CLAIMED: ["SENT_TO_SPONSOR", "VOIDED"],
  SENT_TO_SPONSOR: ["PAYMENT_CONFIRMED", "CLAIMED"],
  PAYMENT_CONFIRMED: ["PAID"],
  PAID: [],
  VOIDED: [],
  NOT_ATTENDED: [],
};

/** True when an authorization in `from` may move to `to` ({@link V2_TRANSITIONS}). */
export function canMoveV2(from: HomeV2Status, to: HomeV2Status): boolean {
  return V2_TRANSITIONS[from].includes(to);
}

/** The v2 detail's four actions (000 §2). */
export const V2_DETAIL_ACTIONS = [
  "NEW_ASSESSMENT",
  "PATIENT_DISCHARGE",
  "SEND_INVOICE",
  "INSURER_FORMATS",
] as const;

/** One of the v2 detail's actions. */
export type V2DetailAction = (typeof V2_DETAIL_ACTIONS)[number];

/** Where an action is offered and the status it moves the authorization to. */
export interface V2ActionRule {
  /** The statuses in which the action is offered. */
  from: readonly HomeV2Status[];
  /** The status the action moves the authorization to; null: it moves nothing. */
  to: HomeV2Status | null;
}

/**
 * The actions' rules: a new assessment (a new medical evaluation) puts an admitted, approved or
 * rejected authorization back to the sponsor's ruling; the discharge ends an admission or an
 * approved care (COMPLETED); the invoice is sent after an approval or a discharge (CLAIMED,
 * "invoiced"); the insurer formats are offered while the authorization is alive.
 */
export const V2_ACTION_RULES: Readonly<Record<V2DetailAction, V2ActionRule>> = {
  NEW_ASSESSMENT: { from: ["QUALIFICATION", "APPROVED", "REJECTED"], to: "PENDING_REVIEW" },
  PATIENT_DISCHARGE: { from: ["QUALIFICATION", "APPROVED"], to: "COMPLETED" },
  SEND_INVOICE: { from: ["APPROVED", "COMPLETED"], to: "CLAIMED" },
  INSURER_FORMATS: {
    from: HOME_V2_STATUSES.filter((s) => s !== "VOIDED" && s !== "NOT_ATTENDED"),
    to: null,
  },
};

/** The actions offered for an authorization in `status`, in {@link V2_DETAIL_ACTIONS} order. */
export function v2ActionsIn(status: HomeV2Status): V2DetailAction[] {
  return V2_DETAIL_ACTIONS.filter((action) => V2_ACTION_RULES[action].from.includes(status));
}

/**
 * The action that makes the move `from` → `to`, if one does: such a move is made only by its
 * action (with the action's data), never by the plain status change.
 */
export function v2ActionOfMove(from: HomeV2Status, to: HomeV2Status): V2DetailAction | undefined {
  return V2_DETAIL_ACTIONS.find(
    (a) => V2_ACTION_RULES[a].to === to && V2_ACTION_RULES[a].from.includes(from),
  );
}

/** The statuses the plain status change offers from `from`: the legal moves no action makes. */
export function plainV2Moves(from: HomeV2Status): HomeV2Status[] {
  return V2_TRANSITIONS[from].filter((to) => v2ActionOfMove(from, to) === undefined);
}

/** Longest invoice number, in characters. */
export const V2_INVOICE_NUMBER_MAX = 40;

/** Longest observation or assessment text, in characters. */
export const V2_ACTION_TEXT_MAX = 2000;

/** An invoice amount as sent: digits with at most two decimals, greater than 0 (000 §5). */
const V2_INVOICE_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The invoice amount as typed, made ready to send: commas removed (000 §5 "An invoice amount has
 * commas removed before sending"), spaces trimmed. Returns null when it is not an amount above 0
 * with at most two decimals.
 */
export function invoiceAmountOf(typed: string): string | null {
  const plain = typed.replace(/,/g, "").trim();
  if (!V2_INVOICE_AMOUNT.test(plain) || Number(plain) <= 0) return null;
  return plain;
}

/**
 * The data an action's status change carries in its comment's `metadataComment` JSON, beside
 * `comment` (the text the observations show): `action`, and per action `dischargeDate`
 * (YYYY-MM-DD, PATIENT_DISCHARGE), `invoiceNumber`, `invoiceAmount` (digits, `.` decimals) and
 * `invoiceFileId` (the uploaded INVOICE document, SEND_INVOICE).
 */
export interface V2ActionNote {
  comment: string;
  action: V2DetailAction;
  dischargeDate?: string;
  invoiceNumber?: string;
  invoiceAmount?: string;
  invoiceFileId?: string;
}

/**
 * What is wrong with an action's note for the move it comes with, as an English message naming the
 * field (the reference API answers it as a 400), or null when it is right.
 * @param note - the parsed `metadataComment`.
 * @param action - the action the move belongs to ({@link v2ActionOfMove}).
 * @param today - the server's date (YYYY-MM-DD): a discharge is not after it.
 */
export function v2ActionNoteProblem(note: unknown, action: V2DetailAction, today: string): string | null {
  const n = (note ?? {}) as Record<string, unknown>;
  if (n.action !== action) return `action must be one of ${action}`;
  if (typeof n.comment !== "string" || n.comment.trim() === "") return "comment is required";
  if (n.comment.length > V2_ACTION_TEXT_MAX) return `comment is longer than ${V2_ACTION_TEXT_MAX} characters`;
  if (action === "PATIENT_DISCHARGE") {
    const date = n.dischargeDate;
    if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
      return "dischargeDate must be a date YYYY-MM-DD";
    if (date < "2000-01-01" || date > today) return `dischargeDate must be between 2000-01-01 and ${today}`;
  }
  if (action === "SEND_INVOICE") {
    const number = n.invoiceNumber;
    if (typeof number !== "string" || number.trim() === "") return "invoiceNumber is required";
    if (number.length > V2_INVOICE_NUMBER_MAX)
      return `invoiceNumber is longer than ${V2_INVOICE_NUMBER_MAX} characters`;
    const amount = n.invoiceAmount;
    if (typeof amount !== "string" || invoiceAmountOf(amount) !== amount)
      return "invoiceAmount must be between 0.01 and 999999999999.99";
    if (typeof n.invoiceFileId !== "string" || !/^[0-9a-f-]{36}$/i.test(n.invoiceFileId))
      return "invoiceFileId must be a UUID";
  }
  return null;
}
