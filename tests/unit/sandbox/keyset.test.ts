/**
 * The keyset paging helper of the reference API (sandbox/lib/keyset.ts; 001 §7
 * "provider-payer-products/support-documents … last_value"; issue 8 §6 "keyset paging"): cursors
 * round-trip, forged or damaged cursors are refused, and slicing sorted rows after each cursor visits
 * every row exactly once, in order.
 */
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, KeysetCursorError, keysetSlice } from "../../../sandbox/lib/keyset";

describe("cursors", () => {
  it("round-trips key values, including text that is not URL-safe", () => {
    const values = ["890201", "HC · ñ/+?&=", "0a1b2c3d-0000-4000-8000-00000000000f"];
    const cursor = encodeCursor(values);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 3)).toEqual(values);
  });

  it.each([
    ["not base64url", "a+b/"],
    ["not JSON", Buffer.from("{nope").toString("base64url")],
    ["wrong arity", encodeCursor(["a", "b"])],
    ["not strings", Buffer.from(JSON.stringify([1, 2, 3])).toString("base64url")],
    ["an object", Buffer.from(JSON.stringify({ a: 1 })).toString("base64url")],
    ["an over-long value", encodeCursor(["a", "b", "c".repeat(201)])],
  ])("refuses a cursor that is %s", (_, cursor) => {
    expect(() => decodeCursor(cursor, 3)).toThrow(KeysetCursorError);
  });
});

describe("keysetSlice", () => {
  const rows = Array.from({ length: 23 }, (_, i) => ({ code: `P${String(i).padStart(2, "0")}` }));
  const keyOf = (row: { code: string }) => [row.code];
  /** What a database would answer for `WHERE key > cursor ORDER BY key LIMIT size + 1`. */
  const read = (cursor: string | null, size: number) => {
    const after = cursor === null ? null : decodeCursor(cursor, 1)[0];
    return rows.filter((r) => after === null || r.code > after).slice(0, size + 1);
  };

  it.each([1, 5, 7, 22, 23, 50])(
    "slices of %i visit every row once, in order, and end with a null cursor",
    (size) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let slices = 0;
      do {
        const slice: { content: { code: string }[]; last_value: string | null } = keysetSlice(
          read(cursor, size),
          size,
          keyOf,
        );
        seen.push(...slice.content.map((r) => r.code));
        cursor = slice.last_value;
        slices += 1;
        expect(slices).toBeLessThanOrEqual(rows.length + 1);
      } while (cursor !== null);
      expect(seen).toEqual(rows.map((r) => r.code));
      expect(slices).toBe(Math.max(1, Math.ceil(rows.length / size)));
    },
  );

  it("answers an empty slice without cursor when nothing follows", () => {
    expect(keysetSlice([], 10, keyOf)).toEqual({ content: [], last_value: null });
  });
});
