/**
 * Case mapping of JSON keys (DESIGN.md §3: "JSON responses are converted to camelCase once, in the
 * HTTP layer; request bodies are snake_case exactly where the specification says so"; 000 §7 and
 * 001 §7 "Responses are camel-cased", "Bodies are snake_case on some calls").
 *
 * The rest of the code imports these wrappers, never `camelcase-keys` / `snakecase-keys` directly, so
 * that one rule (deep, plain objects and arrays only) holds everywhere.
 */
import camelcaseKeys from "camelcase-keys";
import snakecaseKeys from "snakecase-keys";

import { isPlainObject, type PlainObject } from "./plain-object";

export { isPlainObject, type PlainObject };

/**
 * Deeply camel-cases the keys of a plain object, or of the plain objects inside an array
 * (`{ total_elements: 1, content: [{ created_at }] }` → `{ totalElements: 1, content: [{ createdAt }] }`).
 * Any other value (string, number, Blob, ArrayBuffer, null) is returned unchanged.
 * Leading `_` and `$` are kept. Values are never changed.
 * @param value - a decoded JSON body.
 * @param keepKeysOf - dot paths (keys as received) of maps keyed by data, whose keys stay as sent
 *   (`["text_overrides"]`: `{ text_overrides: { "a.b-c": … } }` → `{ textOverrides: { "a.b-c": … } }`).
 * @returns the same shape with camelCase keys, typed as `T` by the caller's assertion.
 */
export function toCamelCaseDeep<T = unknown>(value: unknown, keepKeysOf: readonly string[] = []): T {
  const options = { deep: true, stopPaths: [...keepKeysOf] };
  return mapKeysDeep(value, (object) => camelcaseKeys(object, options)) as T;
}

/**
 * Deeply snake-cases the keys of a plain object, or of the plain objects inside an array
 * (`{ previousPassword }` → `{ previous_password }`). Any other value (FormData, Blob, string) is
 * returned unchanged.
 * @param value - a request body.
 */
export function toSnakeCaseDeep<T = unknown>(value: unknown): T {
  return mapKeysDeep(value, (object) => snakecaseKeys(object, { deep: true })) as T;
}

/**
 * The snake_case form of one key, with exactly the rule used for bodies (`invoiceAmount` →
 * `invoice_amount`, `searchValue` → `search_value`).
 * @param key - a camelCase (or already snake_case) name.
 */
export function toSnakeKey(key: string): string {
  return Object.keys(snakecaseKeys({ [key]: null }))[0] ?? key;
}

/**
 * The camelCase form of one key, with exactly the rule used for responses (`order_by` → `orderBy`).
 * @param key - a snake_case (or already camelCase) name.
 */
export function toCamelKey(key: string): string {
  return Object.keys(camelcaseKeys({ [key]: null }))[0] ?? key;
}

function mapKeysDeep(value: unknown, mapObject: (object: PlainObject) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeysDeep(item, mapObject));
  // A null-prototype object is copied first: snakecase-keys accepts only `{}`-made objects.
  if (isPlainObject(value)) return mapObject(Object.getPrototypeOf(value) === null ? { ...value } : value);
  return value;
}
