import dayjs from "dayjs";

/** `YYYY-MM-DD`, the wire format of date filters (docs/api-contract.md). */
export const WIRE_DATE = "YYYY-MM-DD";

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
