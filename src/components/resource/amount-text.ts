import { parseAmountInput } from "../../lib/filter-model";

/**
 * What an amount filter's field shows once the user leaves it (001 §5: "a numeric field
 * normalizes on leaving and is blank if not a number"): empty stays empty; a number is written
 * the one way (`" 0010,50 "` → `"10.5"`, a decimal comma read as a point); anything else is
 * blank. A negative number stays as typed, so the filter can say that amounts are positive only.
 */
export function normalizeAmountText(text: string): string {
  const value = parseAmountInput(text);
  return value === undefined || Number.isNaN(value) ? "" : String(value);
}
