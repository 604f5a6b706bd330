import dayjs from "dayjs";

/** A currency as shown next to an amount (001 §9). */
export interface MoneyCurrency {
  /** ISO 4217 code, e.g. "DOP". */
  code: string;
  /** Symbol written before the amount, e.g. "$" or "R$". */
  symbol: string;
}

const AMOUNT = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * An amount with exactly 2 decimals (001 §9, 000 §9): "1,234.50"; "0.00" when empty (null,
 * undefined, "" or not a number). Decimal input (not cents); strings such as "1234.5" are read
 * as numbers.
 */
export function formatAmount(value: unknown): string {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? AMOUNT.format(number) : "0.00";
}

/**
 * An amount with a currency symbol (001 §9, 000 §9): "$ 1,234.50", "R$ 0.00".
 * @param currency the row's currency ({@link rowCurrency}) or the area's (`useCurrency()`).
 */
export function formatMoney(value: unknown, currency: MoneyCurrency): string {
  return `${currency.symbol} ${formatAmount(value)}`;
}

/**
 * The currency an amount of `row` is shown in (000 §9, 001 §9): the row's own `currencyCode`
 * (ISO 4217, e.g. a settlement's) when it has one, else `fallback`, the area's default.
 * @param ofCode the currency of a code (providers/config.ts `currencyOfCode`: the configured
 *   symbol, else the browser's); without it a code other than the fallback's shows as the code.
 */
export function rowCurrency(
  row: Readonly<Record<string, unknown>>,
  fallback: MoneyCurrency,
  ofCode?: (code: string) => MoneyCurrency,
): MoneyCurrency {
  const code = typeof row.currencyCode === "string" ? row.currencyCode.trim().toUpperCase() : "";
  if (!/^[A-Z]{3}$/.test(code) || code === fallback.code) return fallback;
  return ofCode ? ofCode(code) : { code, symbol: code };
}

function parse(value: unknown): dayjs.Dayjs | undefined {
  if (typeof value !== "string" && typeof value !== "number" && !(value instanceof Date)) return undefined;
  if (value === "") return undefined;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : undefined;
}

/** A calendar date as DD/MM/YYYY (001 §9); "" when empty or invalid. */
export function formatDate(value: unknown): string {
  return parse(value)?.format("DD/MM/YYYY") ?? "";
}

/** A date-time as DD/MM/YYYY HH:mm in the browser's time zone (001 §9); "" when empty or invalid. */
export function formatTimestamp(value: unknown): string {
  return parse(value)?.format("DD/MM/YYYY HH:mm") ?? "";
}

/** Completeness of a count of documents: all there (or none required), some, or none of the required. */
export type CountCompleteness = "complete" | "partial" | "missing";

/** Reads a count; negative, fractional or missing counts count as 0. */
function countOf(value: unknown): number {
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

/**
 * "uploaded / required" of support documents or files (001 §3 requiredSupportDocumentsCompleted,
 * 000 §3 uploadedFiles/totalFilesToUpload), e.g. "2 / 5".
 */
export function formatCount(uploaded: unknown, required: unknown): string {
  return `${countOf(uploaded)} / ${countOf(required)}`;
}

/**
 * How complete a count is (000 §5: a policy is satisfied when nothing is required or the uploaded
 * count equals the required count).
 */
export function countCompleteness(uploaded: unknown, required: unknown): CountCompleteness {
  const have = countOf(uploaded);
  const need = countOf(required);
  if (need === 0 || have >= need) return "complete";
  return have === 0 ? "missing" : "partial";
}

/** Secrets shown masked: one rule with the reference API (schemas/secrets.ts). */
export { maskSecret, SECRET_MASK } from "../../schemas/secrets";

const KiB = 1024;
const MiB = 1024 * 1024;

/**
 * A size for people, in binary units as 001 §9 counts megabytes: `10 MB`, `28.6 MB`, `512 KB`,
 * `20 B`; the decimal separator is the UI language's (`28,6 MB` in Spanish and Portuguese). A size
 * of whole megabytes shows no decimal (a policy's `20 MB`); any other keeps one, so a file just
 * over a limit reads `20.0 MB`, never the limit itself.
 * @param language the UI language (`i18n.language`: "es-DO", "pt", "en"); English when absent.
 */
export function formatBytes(bytes: number, language = "en"): string {
  if (bytes < KiB) return `${bytes} B`;
  if (bytes < MiB) return `${Math.round(bytes / KiB)} KB`;
  const digits = bytes % MiB === 0 ? 0 : 1;
  // The base language decides the separator: es-DO's own locale data would write a dot.
  const number = new Intl.NumberFormat(language.split("-")[0] || "en", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
  return `${number.format(bytes / MiB)} MB`;
}
