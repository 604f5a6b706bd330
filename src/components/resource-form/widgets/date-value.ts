/**
 * What the date widget reads and writes (001 §9 "dates DD/MM/YYYY"; the wire takes `YYYY-MM-DD`,
 * docs/api-contract.md). Pure functions over dayjs, unit-tested (tests/unit/forms/widget-values.test.ts).
 */
import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";

dayjs.extend(customParseFormat);

import { DISPLAY_DATE, WIRE_DATE } from "../../../lib/dates";

export { DISPLAY_DATE, WIRE_DATE };

/**
 * A typed `DD/MM/YYYY` (one-digit day or month accepted: `1/2/2026`) → `YYYY-MM-DD`; undefined
 * for an empty text; the text itself when it is no real date (31/02/2026), so the schema's
 * `format: date` refuses it with its translated message and the typed text is kept.
 */
export function displayToWire(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const parsed = dayjs(trimmed, ["DD/MM/YYYY", "D/M/YYYY"], true);
  return parsed.isValid() ? parsed.format(WIRE_DATE) : trimmed;
}

/** `YYYY-MM-DD` → `DD/MM/YYYY`; any other value (a text being typed) is shown as it is. */
export function wireToDisplay(value: unknown): string {
  if (typeof value !== "string") return "";
  const parsed = dayjs(value, WIRE_DATE, true);
  return parsed.isValid() ? parsed.format(DISPLAY_DATE) : value;
}

/** A `YYYY-MM-DD` value as a dayjs for the picker, or null. */
export function wireToDayjs(value: unknown): dayjs.Dayjs | null {
  if (typeof value !== "string") return null;
  const parsed = dayjs(value, WIRE_DATE, true);
  return parsed.isValid() ? parsed : null;
}
