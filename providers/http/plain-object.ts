/** A JSON-like plain object (created by `{}` / `JSON.parse`, or with a null prototype). */
export type PlainObject = Record<string, unknown>;

/**
 * True for plain objects only: not arrays, Dates, Blobs, FormData, class instances. Its own file
 * (no case-mapping libraries) because message selection uses it on the sign-in page.
 * @param value - anything.
 */
export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
