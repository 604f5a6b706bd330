/**
 * What a pre-settlement file replacement accepts before anything is sent (issue 9 §1 "refused before
 * the network when wrong"; 001 §9 "20 MB … invoices"): one file, of the same type as the file it
 * replaces (by extension and reported MIME type), not empty, at most 20 MiB. The reference API
 * checks the content again. Plain functions: no React, no antd.
 */
import { PRE_SETTLEMENT_FILE_MAX_BYTES } from "../../../../schemas/requests/pre-settlements";
import { extensionOf, SUPPORT_FILE_TYPES, type CandidateFile } from "../account/support-upload-rules";

/** Why a replacement is refused; each has its text `preSettlements.replace.refused.<reason>`. */
export type ReplaceRefusal = "none" | "count" | "type" | "empty" | "size";

/** The outcome of {@link checkReplacement}. */
export type ReplaceCheck<F extends CandidateFile> =
  { ok: true; file: F } | { ok: false; reason: ReplaceRefusal };

/**
 * Checks the files chosen to replace a file of extension `extension` (`xml`, `json`, `txt`, `pdf`,
 * `zip`): exactly one, same extension, a reported MIME type (when the browser reports one) of that
 * extension, not empty, at most {@link PRE_SETTLEMENT_FILE_MAX_BYTES} (20 MiB exactly is accepted).
 * Checked in the order none/count, type, empty, size. Never throws.
 */
export function checkReplacement<F extends CandidateFile>(
  files: ArrayLike<F>,
  extension: string,
): ReplaceCheck<F> {
  if (files.length === 0) return { ok: false, reason: "none" };
  if (files.length > 1) return { ok: false, reason: "count" };
  const file = files[0];
  const wanted = extension.toLowerCase();
  if (extensionOf(file.name) !== wanted) return { ok: false, reason: "type" };
  const mime = file.type.split(";")[0].trim().toLowerCase();
  const allowed = SUPPORT_FILE_TYPES[wanted] ?? [];
  if (mime !== "" && !allowed.includes(mime)) return { ok: false, reason: "type" };
  if (file.size === 0) return { ok: false, reason: "empty" };
  if (file.size > PRE_SETTLEMENT_FILE_MAX_BYTES) return { ok: false, reason: "size" };
  return { ok: true, file };
}

/** The `accept` attribute for replacing a file of `extension`. */
export function acceptFor(extension: string): string {
  const wanted = extension.toLowerCase();
  return [`.${wanted}`, ...(SUPPORT_FILE_TYPES[wanted] ?? [])].join(",");
}
