import type { TFunction } from "i18next";
import { SUPPORT_FILE_TYPE_CATALOGUE } from "../../schemas/entities/value-catalogues";

/** What `t` answers when a key has no text (never a real label: it holds a NUL). */
const MISSING = "\u0000missing";

/** Codes already reported in development, so the console names each once. */
const reported = new Set<string>();

/**
 * A code made readable (issue 19 §3): underscores and hyphens as spaces, runs of spaces as one,
 * the first letter capitalised and the rest in lower case, so `CONSULTA EXTERNA` reads
 * "Consulta externa", `medical_order` "Medical order", `TAX_ID` "Tax id". "" for a blank code.
 */
export function readableCode(code: string): string {
  const words = code.replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim().toLocaleLowerCase();
  return words === "" ? "" : words.charAt(0).toLocaleUpperCase() + words.slice(1);
}

/**
 * The label of a value of a catalogue (schemas/entities/value-catalogues.ts, or a status category's
 * `statuses.<category>` prefix; issue 19 §3, DESIGN.md §9): `<prefix>.<code>` in the UI language.
 * A code with no label shows `fallback` when given (a name the server sent), else
 * {@link readableCode}; never the raw code. In development (`import.meta.env.DEV`) a missing label is
 * reported once on the console (codes are no patient data).
 * @param t the translation function of the UI language.
 * @param prefix the catalogue's i18n prefix (`serviceTypes`, `values.planTypes`); none: the fallback.
 * @param code the value as the reference API sends it; "" gives "".
 * @param fallback what to show when the code has no label (e.g. the server's own name).
 */
export function valueLabel(
  t: TFunction,
  prefix: string | undefined,
  code: string,
  fallback?: string,
): string {
  if (code === "") return "";
  if (prefix) {
    const label = t(`${prefix}.${code}`, { defaultValue: MISSING });
    if (typeof label === "string" && label !== MISSING && label !== "") return label;
    reportMissing(prefix, code);
  }
  return fallback && fallback.trim() !== "" ? fallback : readableCode(code);
}

function reportMissing(prefix: string, code: string): void {
  if (!import.meta.env?.DEV) return;
  const key = `${prefix}.${code}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`No label for ${key} (issue 19 §3): shown as "${readableCode(code)}"`);
}

/**
 * The name of a support-file type (001 §3 "support documents (name, fileCode)") in the UI
 * language: the catalogue's label of its code (issue 19 §3), else the name the server gave.
 */
export function supportFileTypeName(t: TFunction, type: { fileCode: string; name?: string | null }): string {
  return valueLabel(t, SUPPORT_FILE_TYPE_CATALOGUE.labels, type.fileCode, type.name ?? undefined);
}
