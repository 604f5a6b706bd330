/**
 * fast-check properties of the mappers (DESIGN.md §8 "fast-check for mappers and validators").
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { toCamelCaseDeep, toSnakeCaseDeep } from "../../../providers/http";
import {
  fromWirePage,
  rcmDialect,
  SPRING_PAGING,
  toFilterParams,
  toPageParams,
  toWirePage,
} from "../../../providers/data";

/**
 * camelCase keys as the portal writes them: a lower-case word, then capitalised words, each word
 * optionally ending in digits (`invoiceAmount`, `version2Id`, `ripCuvFiles`).
 */
const camelKey = fc
  .tuple(
    fc.stringMatching(/^[a-z]{1,8}[0-9]{0,2}$/),
    fc.array(fc.stringMatching(/^[A-Z][a-z]{1,8}[0-9]{0,2}$/), { maxLength: 3 }),
  )
  .map(([head, tail]) => head + tail.join(""));

const leaf = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null));

/** Nested JSON objects (and arrays of them) with camelCase keys. */
const { camelObject } = fc.letrec<{ camelObject: Record<string, unknown>; value: unknown }>((tie) => ({
  camelObject: fc.dictionary(camelKey, tie("value"), { maxKeys: 5 }),
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    tie("camelObject"),
    fc.array(tie("camelObject"), { maxLength: 3 }),
    fc.array(leaf, { maxLength: 3 }),
  ),
}));

describe("case mapping round trip (000 §7 / 001 §7: bodies snake_cased, answers camel-cased)", () => {
  it("camel(snake(x)) = x for objects with camelCase keys", () => {
    fc.assert(
      fc.property(camelObject, (object) => {
        expect(toCamelCaseDeep(toSnakeCaseDeep(object))).toEqual(object);
      }),
    );
  });

  it("snake(x) has no upper-case key at any depth", () => {
    const keysOf = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(keysOf)
        : value !== null && typeof value === "object"
          ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
          : [];
    fc.assert(
      fc.property(camelObject, (object) => {
        for (const key of keysOf(toSnakeCaseDeep(object))) expect(key).toBe(key.toLowerCase());
      }),
    );
  });
});

describe("paging maths (000 §7: shown 1-based, sent 0-based)", () => {
  it("any page ≥ 1 is sent as page - 1, and comes back unchanged", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 200 }), (page, size) => {
        expect(toPageParams({ currentPage: page, pageSize: size }, SPRING_PAGING)).toEqual({
          page: page - 1,
          size,
        });
        expect(fromWirePage(toWirePage(page, 0), 0)).toBe(page);
      }),
    );
  });

  it("any wire page ≥ 0 is shown as page + 1, and goes back unchanged", () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (wire) => {
        expect(fromWirePage(wire, 0)).toBe(wire + 1);
        expect(toWirePage(fromWirePage(wire, 0), 0)).toBe(wire);
      }),
    );
  });

  it("any page below 1 is refused", () => {
    fc.assert(
      fc.property(fc.integer({ max: 0 }), (page) => {
        expect(() => toWirePage(page, 0)).toThrow();
      }),
    );
  });
});

describe("filter mapping", () => {
  it("an in filter of non-empty tokens is comma-joined and splits back to the same list", () => {
    const token = fc.stringMatching(/^[A-Z_]{1,12}$/);
    fc.assert(
      fc.property(camelKey, fc.array(token, { minLength: 1, maxLength: 6 }), (field, values) => {
        const params = toFilterParams([{ field, operator: "in", value: values }], rcmDialect.filters);
        const entries = Object.entries(params);
        expect(entries).toHaveLength(1);
        expect(String(entries[0][1]).split(",")).toEqual(values);
        expect(entries[0][0]).toBe(entries[0][0].toLowerCase());
      }),
    );
  });
});
