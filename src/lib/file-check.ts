/**
 * The one check of a choice of files before an upload (issue 18 §3; DESIGN.md §12 "an upload"): a
 * pure function of an upload policy (`schemas/upload-policies.ts`) and the files picked or dropped.
 * Every upload place calls it and shows the refusal's text at once, without any call; the reference
 * API enforces the same policy again by the bytes. Plain data and functions: no React, no antd.
 */
import type { UploadPolicy, UploadRefusalReason } from "../../schemas/upload-policies";

/** The part of a `File` the check reads (a `File` fits). */
export interface CandidateFile {
  name: string;
  /** The MIME type the browser reports; `""` or absent when it does not know. */
  type?: string;
  /** Size in bytes. */
  size: number;
}

/** A file already on its way: being sent (`uploading`) or in one of the server's states. */
export interface FileInFlight {
  /** File name (its extension tells its kind). */
  name: string;
  /** `uploading`, or the server's status of the file (e.g. PROCESSING, LOADED). */
  state: string;
}

/** What the thing uploaded to holds already (for `maxFiles` and `inFlight` policies). */
export interface UploadSituation {
  /** Files it holds now (attachments of an authorization). */
  held?: number;
  /** Files sent or being sent, with their states. */
  inFlight?: readonly FileInFlight[];
}

/** A refused choice: the reason, its i18n key, and the file to blame when there is one. */
export interface UploadRefusal<F extends CandidateFile = CandidateFile> {
  reason: UploadRefusalReason;
  /** The text to show: the key the screen used before (`documents.upload.refused.size`, …). */
  key: string;
  file?: F;
}

/** The outcome of {@link checkFiles}: the accepted files (one for a one-at-a-time policy) or a refusal. */
export type FileCheck<F extends CandidateFile> =
  | { ok: true; files: F[]; /** The first accepted file (the only one of a one-at-a-time upload). */ file: F }
  | ({ ok: false } & UploadRefusal<F>);

/** The lower-cased extension of a file name (`"Scan.PDF"` → `"pdf"`), `""` when it has none (`.pdf`, `pdf`). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot + 1).toLowerCase();
}

/** The i18n key of a refusal `reason` under `policy`. */
export function refusalKey(policy: UploadPolicy, reason: UploadRefusalReason): string {
  return policy.refusalTextOf[reason] ?? `${policy.refusalTexts}.${reason}`;
}

/**
 * Whether a file is of a type `policy` accepts, by its name AND its reported MIME type: the
 * extension must be one of `policy.types`, and a reported MIME type must be one of that extension's
 * (a `.pdf` reported as `image/png` is refused). An unreported type goes by the extension alone.
 * MIME parameters (`text/plain;charset=utf-8`) are ignored.
 */
export function isAcceptedType(policy: UploadPolicy, file: Pick<CandidateFile, "name" | "type">): boolean {
  const allowed = policy.types[extensionOf(file.name)];
  if (!allowed) return false;
  const mime = (file.type ?? "").split(";")[0].trim().toLowerCase();
  return mime === "" || allowed.length === 0 || allowed.includes(mime);
}

/**
 * Checks a choice of files against an upload policy, in this order: `none` (nothing chosen),
 * `count` (more than one for a one-at-a-time policy), `full` (`situation.held` at `maxFiles`),
 * `type` ({@link isAcceptedType}), `empty`, `size` (over `maxBytes`; exactly `maxBytes` is
 * accepted), `inFlight` (a file the `inFlight` limit counts while `max` of them are uploading or
 * processing already).
 * @param policy the kind of upload (`schemas/upload-policies.ts`).
 * @param files what the user picked or dropped (a `FileList` or an array).
 * @param situation what the thing uploaded to holds already.
 * @returns the accepted files, or the refusal with its reason and i18n key; never throws.
 */
export function checkFiles<F extends CandidateFile>(
  policy: UploadPolicy,
  files: ArrayLike<F>,
  situation: UploadSituation = {},
): FileCheck<F> {
  const refuse = (reason: UploadRefusalReason, file?: F): FileCheck<F> => ({
    ok: false,
    reason,
    key: refusalKey(policy, reason),
    ...(file ? { file } : {}),
  });
  const chosen = Array.from(files);
  if (chosen.length === 0) return refuse("none");
  if (policy.oneAtATime && chosen.length > 1) return refuse("count");
  if (policy.maxFiles !== null && (situation.held ?? 0) + chosen.length > policy.maxFiles) {
    return refuse("full");
  }
  for (const file of chosen) {
    if (!isAcceptedType(policy, file)) return refuse("type", file);
    if (file.size === 0) return refuse("empty", file);
    if (file.size > policy.maxBytes) return refuse("size", file);
  }
  const limit = policy.inFlight;
  if (limit) {
    const counted = (name: string) => limit.extensions.includes(extensionOf(name));
    const flying = (situation.inFlight ?? []).filter(
      (f) => counted(f.name) && limit.states.includes(f.state),
    );
    const adding = chosen.filter((f) => counted(f.name));
    if (adding.length > 0 && flying.length + adding.length > limit.max) return refuse("inFlight", adding[0]);
  }
  return { ok: true, files: chosen, file: chosen[0] };
}

/** How many files the policy's `inFlight` limit counts in `files` now (0 without a limit). */
export function countInFlight(policy: UploadPolicy, files: readonly FileInFlight[]): number {
  const limit = policy.inFlight;
  if (!limit) return 0;
  return files.filter((f) => limit.extensions.includes(extensionOf(f.name)) && limit.states.includes(f.state))
    .length;
}

/** The `accept` attribute of a file input for `policy`: every extension, then every MIME type. */
export function acceptOf(policy: UploadPolicy): string {
  return [
    ...Object.keys(policy.types).map((ext) => `.${ext}`),
    ...new Set(Object.values(policy.types).flat()),
  ].join(",");
}

/** The accepted extensions of `policy` for people: `PNG, JPG, JPEG, XML, PDF`. */
export function typesText(policy: UploadPolicy): string {
  return Object.keys(policy.types)
    .map((ext) => ext.toUpperCase())
    .join(", ");
}
