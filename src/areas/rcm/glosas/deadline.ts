/**
 * The response deadline of a glosa (001 §3 "daysResponse", issue 9 §3 "deadline at a glance";
 * docs/decisions.md "Glosa deadline"): the payer allows `daysResponse` calendar days from the
 * notification date; the deadline is notification date + daysResponse; a FILED glosa has none.
 * The reference API sorts by the same rule (`order_by=responseDeadline`).
 */

/** Days left at or under which a deadline is near (5 calendar days). */
export const DUE_SOON_DAYS = 5;

/** How urgent a glosa is: `overdue` (past), `due-soon` (0–5 days left), `on-time`, `filed` (answered), `unknown` (no date). */
export type DeadlineLevel = "overdue" | "due-soon" | "on-time" | "filed" | "unknown";

/** The deadline of one glosa. */
export interface GlosaDeadline {
  /** YYYY-MM-DD, null when there is none. */
  dueDate: string | null;
  /** Calendar days from `today` to the deadline (negative when past), null when there is none. */
  daysLeft: number | null;
  level: DeadlineLevel;
}

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day as UTC milliseconds, or null when it is not a real date. */
function dayMs(day: string | null | undefined): number | null {
  const match = day ? DATE.exec(day.slice(0, 10)) : null;
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === day!.slice(0, 10) ? ms : null;
}

/**
 * The deadline of a glosa on `today`.
 * @param glosa notification date (YYYY-MM-DD), days to respond (≥ 0), status.
 * @param today the user's calendar day, YYYY-MM-DD.
 * @returns due date, days left and level; `unknown` when a date or the days are missing or invalid.
 */
export function glosaDeadline(
  glosa: { glossNotificationDate?: string | null; daysResponse?: number | null; glosaStatus?: string | null },
  today: string,
): GlosaDeadline {
  if (glosa.glosaStatus === "FILED") return { dueDate: null, daysLeft: null, level: "filed" };
  const notified = dayMs(glosa.glossNotificationDate);
  const now = dayMs(today);
  const days = glosa.daysResponse;
  if (notified === null || now === null || typeof days !== "number" || !Number.isInteger(days) || days < 0) {
    return { dueDate: null, daysLeft: null, level: "unknown" };
  }
  const due = notified + days * DAY_MS;
  const daysLeft = Math.round((due - now) / DAY_MS);
  const level: DeadlineLevel = daysLeft < 0 ? "overdue" : daysLeft <= DUE_SOON_DAYS ? "due-soon" : "on-time";
  return { dueDate: new Date(due).toISOString().slice(0, 10), daysLeft, level };
}

/** Today in the browser's time zone as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
