import dayjs from "dayjs";

/** `YYYY-MM-DD`, the wire format of dates (docs/api-contract.md). */
export const WIRE_DATE = "YYYY-MM-DD";
/** How a date is shown and typed (000 §9, 001 §9). */
export const DISPLAY_DATE = "DD/MM/YYYY";
/** What a date input accepts typed: DD/MM/YYYY, and one-digit day or month (1/2/2026). */
export const TYPED_DATES: readonly string[] = [DISPLAY_DATE, "D/M/YYYY"];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written `YYYY-MM-DD` (e.g. not 2026-02-30). */
export function isWireDate(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const parsed = dayjs(value);
  return parsed.isValid() && parsed.format(WIRE_DATE) === value;
}

/** Today in the browser's time zone, as `YYYY-MM-DD`. @param now injectable clock */
export function todayWire(now: Date = new Date()): string {
  return dayjs(now).format(WIRE_DATE);
}
