/**
 * How sponsor form fields behave while the user types, pastes and leaves them (001 §5):
 *
 * - "Authorization form fields can require a pattern, maximum length and minimum length."
 * - "Text inputs with a pattern reject a character that breaks it." ({@link acceptsTypedValue})
 * - "A pasted value that fails is cleared." ({@link applyPaste})
 * - "Newlines in pastes become spaces." ({@link normalizePastedText})
 * - "A numeric field normalizes on leaving and is blank if not a number." ({@link normalizeNumber})
 *
 * Pure functions over strings: the React widgets call them from their change, paste and blur
 * handlers. Lengths count Unicode code points, as JSON Schema `minLength` / `maxLength` do (ajv), so
 * what the input allows and what validation accepts agree.
 */
import { compilePattern } from "./pattern";

/** The text rules of one field, as the builder puts them in `ui:options.textRules` (build.ts). */
export interface TextFieldRules {
  /** JSON Schema pattern (ECMAScript, `u` flag, unanchored); see pattern.ts. */
  pattern?: string | null;
  /** Minimum length in code points (checked on submit, and by {@link lengthProblem}). */
  minLength?: number | null;
  /** Maximum length in code points: typing or pasting beyond it is refused. */
  maxLength?: number | null;
  /** True for multi-line fields (TEXT_AREA): pasted newlines are kept. */
  multiline?: boolean;
}

/** Length of a value in Unicode code points (JSON Schema's count; "ñ" and "😀" count 1). */
export function textLength(value: string): number {
  let length = 0;
  for (const _char of value) length++;
  return length;
}

/**
 * Whether a value the user is typing may stand (001 §5: a character that breaks the pattern is
 * rejected; the maximum length cannot be exceeded). `candidate` is the whole value the keystroke
 * would produce. An empty value is always accepted (deleting is always allowed).
 * @returns true when the keystroke is accepted: within `maxLength` and still a viable prefix of
 *   `pattern` (some continuation passes it; pattern.ts).
 */
export function acceptsTypedValue(candidate: string, rules: TextFieldRules): boolean {
  if (candidate === "") return true;
  if (rules.maxLength != null && textLength(candidate) > rules.maxLength) return false;
  if (rules.pattern) return compilePattern(rules.pattern).isViablePrefix(candidate);
  return true;
}

/**
 * The value after a keystroke: `candidate` when accepted ({@link acceptsTypedValue}), otherwise
 * `previous` (the character is rejected, nothing else changes).
 */
export function applyTypedValue(previous: string, candidate: string, rules: TextFieldRules): string {
  return acceptsTypedValue(candidate, rules) ? candidate : previous;
}

/**
 * Pasted text as it enters a field (001 §5 "Newlines in pastes become spaces"): each line break
 * (`\r\n`, `\r`, `\n`) becomes one space in single-line fields; multi-line fields keep them.
 */
export function normalizePastedText(text: string, multiline = false): string {
  return multiline ? text : text.replace(/\r\n|\r|\n/g, " ");
}

/** What a paste meets: the field's value and selection (UTF-16 offsets, as the DOM gives them). */
export interface PasteInput {
  value: string;
  selectionStart: number;
  selectionEnd: number;
  /** The clipboard text. */
  pasted: string;
}

/** The field after a paste. */
export interface PasteResult {
  /** The new value: the pasted text in place of the selection, or "" when it failed. */
  value: string;
  /** True when the value failed the rules and the field was cleared (001 §5). */
  cleared: boolean;
  /** Where the caret goes (UTF-16 offset). */
  caret: number;
}

/**
 * Applies a paste (001 §5): newlines become spaces ({@link normalizePastedText}), the text
 * replaces the selection, and when the resulting value fails — it breaks the pattern (is not a
 * viable prefix) or exceeds `maxLength` — the field is cleared. The same test as a keystroke, so
 * pasting the first half of a valid value is kept, and pasting a broken one is not.
 */
export function applyPaste(input: PasteInput, rules: TextFieldRules): PasteResult {
  const text = normalizePastedText(input.pasted, rules.multiline);
  const start = Math.max(0, Math.min(input.selectionStart, input.value.length));
  const end = Math.max(start, Math.min(input.selectionEnd, input.value.length));
  const value = input.value.slice(0, start) + text + input.value.slice(end);
  if (!acceptsTypedValue(value, rules)) return { value: "", cleared: true, caret: 0 };
  return { value, cleared: false, caret: start + text.length };
}

/**
 * The length rule a value breaks, for a message before submit (the standard JSON Schema keywords
 * `minLength` / `maxLength` carry the same rule on submit). An empty value breaks none: whether
 * it may be empty is the `required` rule.
 */
export function lengthProblem(value: string, rules: TextFieldRules): "minLength" | "maxLength" | undefined {
  if (value === "") return undefined;
  const length = textLength(value);
  if (rules.minLength != null && length < rules.minLength) return "minLength";
  if (rules.maxLength != null && length > rules.maxLength) return "maxLength";
  return undefined;
}

/** A numeric field's value after normalisation. */
export interface NormalizedNumber {
  /** What the input shows: the number written plainly ("1234.5"), or "" when not a number. */
  text: string;
  /** The number for the form data, `undefined` when blank. */
  value: number | undefined;
}

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Normalises a numeric field when the user leaves it (001 §5 "A numeric field normalizes on leaving
 * and is blank if not a number"). Surrounding spaces are trimmed and commas are thousands separators,
 * removed (000 §5 "An invoice amount has commas removed before sending"); what remains must be a plain
 * decimal (`12`, `-3.5`, `.5`, `1.`), otherwise the field becomes blank. Hex, exponents, `Infinity`
 * and `12abc` are not numbers here.
 */
export function normalizeNumber(text: string): NormalizedNumber {
  const plain = text.trim().replace(/,/g, "");
  if (!DECIMAL.test(plain)) return { text: "", value: undefined };
  const value = Number(plain);
  if (!Number.isFinite(value)) return { text: "", value: undefined };
  const normal = Object.is(value, -0) ? 0 : value;
  return { text: plainNumberText(normal), value: normal };
}

/** A number written without exponent (`1e21` → "1000000000000000000000", `1e-7` → "0.0000001"). */
function plainNumberText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
}
