/**
 * What a file field accepts before anything is sent (issue 8 §1 "file fields with type/size limits
 * refused before the network with the reason"; DESIGN.md "uploads refused before the network with
 * the reason"). Pure, unit-tested (tests/unit/forms/widget-values.test.ts).
 */

/** Why a file is refused; each has its text `forms.file.refused.<reason>`. */
export type FileRefusal = "type" | "size" | "empty";

/** The part of a `File` the check reads. */
export interface CandidateFile {
  name: string;
  size: number;
}

/** The lower-cased extension of a name (`"Scan.PDF"` → `"pdf"`), `""` without one. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot + 1).toLowerCase();
}

/**
 * Checks a chosen file against a field's limits: its extension must be listed, it must not be
 * empty, and at most `maxBytes` long.
 * @returns the reason of the refusal, or undefined when the file may be sent.
 */
export function checkFile(
  file: CandidateFile,
  limits: { extensions: readonly string[]; maxBytes: number },
): FileRefusal | undefined {
  if (!limits.extensions.map((ext) => ext.toLowerCase()).includes(extensionOf(file.name))) return "type";
  if (file.size === 0) return "empty";
  if (file.size > limits.maxBytes) return "size";
  return undefined;
}

/** A size for people: `10 MB`, `512 KB`, `20 B` (binary units, as 001 §9 counts megabytes). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** The `accept` attribute of the input: `.pdf,.png`. */
export function acceptOf(extensions: readonly string[]): string {
  return extensions.map((ext) => `.${ext.toLowerCase()}`).join(",");
}
