/**
 * Custom JSON Schema formats of declared forms, beyond those of ajv-formats (date, email, uri, …).
 * Pure functions, usable by the portal's validator (src/components/resource-form/validator.ts) and
 * by the reference API alike. Each has its translated message `forms.errors.format.<name>`.
 */

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` of a real calendar date (no 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const match = WIRE_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today in the browser's (or server's) time zone, `YYYY-MM-DD`. */
function today(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * `past-date`: a calendar date `YYYY-MM-DD` no later than today (001 §5 "dates at most today").
 * @param now injectable clock (tests).
 */
export function isPastDate(value: string, now: Date = new Date()): boolean {
  return isCalendarDate(value) && value <= today(now);
}

/**
 * `folder-name`: a folder or file-name part the export channels accept (001 §2 packages: package
 * folder name, file format name): 1–100 characters among letters (accented too), digits, space,
 * dot, hyphen and underscore, not starting with a dot or space, never `..`.
 */
export function isFolderName(value: string): boolean {
  return /^[\p{L}\p{N}_-][\p{L}\p{N} ._-]{0,99}$/u.test(value) && !value.includes("..");
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/**
 * `email-list`: one or more email addresses separated by commas (001 §2 packages, delivery
 * channel email); spaces around commas are allowed, empty entries are not.
 */
export function isEmailList(value: string): boolean {
  const parts = value.split(",").map((part) => part.trim());
  return parts.length > 0 && parts.every((part) => EMAIL.test(part));
}

/** The custom formats by name, as ajv's `addFormat` takes them. */
export const FORM_FORMATS: Readonly<Record<string, (value: string) => boolean>> = {
  "past-date": (value) => isPastDate(value),
  "folder-name": isFolderName,
  "email-list": isEmailList,
};
