import type { ErrorSchema } from "@rjsf/utils";

/** Pure helpers of ResourceForm's values (issue 8 §1). */

type Data = Record<string, unknown>;

function valueAt(data: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Data | undefined)?.[key], data);
}

/**
 * Server messages still true: those of fields whose value has not changed since the failed save
 * (a corrected field loses its server message at once).
 */
export function stillTrue(
  fields: ErrorSchema,
  paths: readonly string[],
  submitted: unknown,
  current: unknown,
): ErrorSchema {
  const out = structuredClone(fields) as Data;
  for (const path of paths) {
    if (JSON.stringify(valueAt(submitted, path)) === JSON.stringify(valueAt(current, path))) continue;
    const segments = path.split(".");
    const parent = segments
      .slice(0, -1)
      .reduce<Data | undefined>((node, key) => node?.[key] as Data | undefined, out);
    if (parent) delete parent[segments[segments.length - 1]];
  }
  return out as ErrorSchema;
}

/**
 * `value` with every `null` member of its objects left out, at any depth (array items are kept,
 * their objects cleaned). A loaded record's null means "not set"; JSON Schema's `type: "string"`
 * would refuse it. Pure: `value` is not changed.
 */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutNulls(item)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    if (member !== null) out[key] = withoutNulls(member);
  }
  return out as T;
}
