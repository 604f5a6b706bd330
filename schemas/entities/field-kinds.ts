/**
 * Display hints carried by entity schemas (`x-kind` next to `type`/`format`). The generic list
 * renderer (src/components/resource) picks a column formatter from them (DESIGN.md §3, §9):
 *
 * - `text`: the value as text (the default when no hint is given);
 * - `money`: a decimal amount, shown with exactly 2 decimals and the currency of the user's
 *   country, "0.00" when empty (001 §9, 000 §9);
 * - `date`: a calendar date, shown DD/MM/YYYY (001 §9);
 * - `timestamp`: a date-time, shown DD/MM/YYYY HH:mm in the browser's time zone (001 §9);
 * - `status`: a value of the status catalogue named by `x-category` (001 §4, 000 §4), shown as a
 *   coloured tag with the label `statuses.<category>.<value>`;
 * - `count`: "uploaded / required" where the field holds the uploaded count and `x-of` names the
 *   field with the required count, coloured by completeness;
 * - `boolean`: yes / no;
 * - `list`: an array of strings, comma-joined.
 *
 * A `text` or `list` field holding codes names its labels with `x-labels`: the i18n prefix under
 * which each code has its label in the four languages (`serviceTypes` → `serviceTypes.URGENCIAS`),
 * so a code is never shown raw (see {@link SERVICE_TYPE_LABELS}).
 */
export const FIELD_KINDS = [
  "text",
  "money",
  "date",
  "timestamp",
  "status",
  "count",
  "boolean",
  "list",
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** The part of a property schema the renderers read. Unknown keywords are ignored. */
export interface FieldHints {
  type?: string | readonly string[];
  format?: string;
  "x-kind"?: FieldKind;
  /** Status catalogue of a `status` field (see status-catalogues.ts). */
  "x-category"?: string;
  /** For a `count` field: the property holding the required count. */
  "x-of"?: string;
  /** For a `text` or `list` field of codes: the i18n prefix of their labels (`<prefix>.<code>`). */
  "x-labels"?: string;
}

/**
 * The service types' labels (001 §9 filter values), `serviceTypes.<code>` in the `portal` text
 * part: the catalogue every screen showing a service type reads (`x-labels` of the accounts, charges,
 * products and AI-analysed documents).
 */
export const SERVICE_TYPE_LABELS = "serviceTypes";

/** An object schema whose properties carry {@link FieldHints}. */
export interface EntitySchema {
  type: "object";
  properties: Readonly<Record<string, FieldHints>>;
  required?: readonly string[];
}

/**
 * The display kind of a property: its `x-kind`, else `format` date / date-time, else boolean by
 * type, else text.
 */
export function kindOf(hints: FieldHints | undefined): FieldKind {
  if (!hints) return "text";
  if (hints["x-kind"]) return hints["x-kind"];
  if (hints.format === "date") return "date";
  if (hints.format === "date-time") return "timestamp";
  const types = typeof hints.type === "string" ? [hints.type] : (hints.type ?? []);
  if (types.includes("boolean")) return "boolean";
  if (types.includes("array")) return "list";
  return "text";
}
