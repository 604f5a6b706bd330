/**
 * What the money widget reads and writes (001 §9, 000 §9: amounts are decimals, not cents, shown
 * with exactly 2 decimals). Pure functions, unit-tested (tests/unit/forms/widget-values.test.ts).
 */

/**
 * Reads what the user typed: `"1,234.50"`, `"1234.5"`, `" 12 "` → a number; `""` → undefined
 * (the field is empty); anything else (letters, two dots, `"1.2.3"`) is returned as the trimmed
 * text, so that the schema's `type: number` rejects it with its translated message and the text
 * typed stays in the field. Thousands separators are commas; the decimal separator is the dot
 * (as amounts are shown, src/lib/format.ts).
 */
export function parseMoneyInput(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d*)?$/.test(trimmed) && !/^-?\.\d+$/.test(trimmed)) return trimmed;
  const number = Number(trimmed.replace(/,/g, ""));
  return Number.isFinite(number) ? number : trimmed;
}

const AMOUNT = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The text of a value once the field is left: a number with its 2 decimals and thousands commas
 * (`1234.5` → `"1,234.50"`); a number with more decimals is shown as it is (never rounded behind
 * the user's back: the schema's `multipleOf: 0.01` says what is wrong); text stays text; empty → `""`.
 */
export function formatMoneyInput(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) {
    const decimals = (String(value).split(".")[1] ?? "").length;
    return decimals > 2 ? String(value) : AMOUNT.format(value);
  }
  return typeof value === "string" ? value : "";
}
