/**
 * Keyset paging (001 §7 `GET …/provider-payer-products/support-documents` "last_value"; issue 8
 * §2, §6 "keyset paging"): a slice of rows ordered by a unique key, and an opaque cursor naming the
 * last row, from which the next slice starts. Unlike offset paging, rows added or removed before the
 * cursor never shift a later slice, and no total count is needed.
 *
 * The cursor is the base64url text of a JSON array of the key's values (strings), so that it
 * travels in a query string as is; it is not a secret and not signed, only checked for shape.
 */

/** Thrown when a cursor is not one this module made for a key of that many values. */
export class KeysetCursorError extends Error {}

/** The cursor naming a row by its ordering key's values. */
export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
}

/**
 * The key values a cursor names.
 * @param arity - how many values the key has.
 * @throws KeysetCursorError when the text is not base64url of a JSON array of `arity` strings.
 */
export function decodeCursor(text: string, arity: number): string[] {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new KeysetCursorError("not base64url");
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw new KeysetCursorError("not JSON");
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== arity ||
    !parsed.every((v): v is string => typeof v === "string" && v.length <= 200)
  )
    throw new KeysetCursorError(`not ${arity} key values`);
  return parsed;
}

/** One slice of a keyset-paged list: its rows and the cursor of the next slice (null at the end). */
export interface KeysetSlice<T> {
  content: T[];
  last_value: string | null;
}

/**
 * Cuts a slice from rows read with `LIMIT size + 1` after the cursor: the extra row only tells that
 * more follow. The cursor names the slice's last row.
 * @param rows - up to `size + 1` rows in key order.
 * @param size - rows per slice (≥ 1).
 * @param keyOf - the ordering key of a row (unique; the same values the query orders by).
 */
export function keysetSlice<T>(
  rows: readonly T[],
  size: number,
  keyOf: (row: T) => readonly string[],
): KeysetSlice<T> {
  const content = rows.slice(0, size);
  const more = rows.length > size && content.length > 0;
  return { content, last_value: more ? encodeCursor(keyOf(content[content.length - 1])) : null };
}
