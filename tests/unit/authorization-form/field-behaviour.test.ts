/**
 * Field behaviour of sponsor forms (001 §5): patterns refuse breaking keystrokes, failed pastes are
 * cleared, pasted newlines become spaces, numeric fields normalise on leaving, lengths.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";

import {
  acceptsTypedValue,
  applyPaste,
  applyTypedValue,
  compilePattern,
  lengthProblem,
  normalizeNumber,
  normalizePastedText,
  textLength,
} from "../../../schemas/authorization-form";

const CEDULA = "^\\d{3}-\\d{7}-\\d$";

describe("viable prefix of a pattern (001 §5 'reject a character that breaks it')", () => {
  it.each([
    ["", true],
    ["0", true],
    ["001", true],
    ["001-", true],
    ["001-1234567-8", true],
    ["00a", false],
    ["001-12345678", false],
    ["001-1234567-89", false],
    ["-", false],
  ])("cédula pattern: %j viable = %s", (value, viable) => {
    expect(compilePattern(CEDULA).isViablePrefix(value)).toBe(viable);
  });
  it("follows alternatives, groups, classes, counted repeats and Unicode", () => {
    const ncf = compilePattern("^(?:B0[12]|E3[1-4])\\d{8,10}$");
    expect(["B", "B0", "B01", "E34", "B0112345678"].map((v) => ncf.isViablePrefix(v))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(["A", "B03", "E35", "B01x", "B0112345678901"].map((v) => ncf.isViablePrefix(v))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    const names = compilePattern("^[A-Za-zÁÉÍÓÚáéíóúÑñ ]{2,40}$");
    expect(names.isViablePrefix("Ñandú Pérez")).toBe(true);
    expect(names.isViablePrefix("Ana 2")).toBe(false);
    const named = compilePattern("^(?<area>\\d{3})\\.\\p{Lu}+$");
    expect(named.isViablePrefix("809.AB")).toBe(true);
    expect(named.isViablePrefix("809,")).toBe(false);
    expect(named.isViablePrefix("809.a")).toBe(false);
  });
  it("reads an unanchored pattern as JSON Schema does: found anywhere, so any prefix may still match", () => {
    const digit = compilePattern("[0-9]");
    expect(digit.matches("abc1")).toBe(true);
    expect(digit.isViablePrefix("abc")).toBe(true);
    const startsWithDigits = compilePattern("^[0-9]+");
    expect(startsWithDigits.isViablePrefix("12ab")).toBe(true);
    expect(startsWithDigits.isViablePrefix("a")).toBe(false);
  });
  it("is lenient (accepts) where the prefix meaning is not decidable: lookarounds, back-references", () => {
    const look = compilePattern("^(?=\\d)\\d+$");
    expect(look.exactPrefixTest).toBe(false);
    expect(look.isViablePrefix("x")).toBe(true);
    expect(look.matches("x")).toBe(false);
    expect(compilePattern("^(a)\\1$").exactPrefixTest).toBe(false);
  });
  it("stays bounded on a catastrophically backtracking pattern (lenient once its step budget is spent)", () => {
    const nested = compilePattern("^(a+)+$");
    const started = performance.now();
    expect(nested.isViablePrefix(`${"a".repeat(40)}b`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
    expect(nested.isViablePrefix("b")).toBe(false);
  });
  it("throws SyntaxError for a pattern that is not a regular expression", () => {
    expect(() => compilePattern("([0-9")).toThrow(SyntaxError);
  });

  const PATTERNS = [
    CEDULA,
    "^\\d{6,15}$",
    "^(?:B0[12]|E3[1-4])\\d{8,10}$",
    "^[A-ZÑ&]{3,4}\\d{6}[A-Z0-9]{3}$",
    "^UMB-[0-9]{6}$",
    "^(ab|a)(c|bc)?d*$",
    "^[a-c]+(-[a-c]+)*$",
    "x{2,3}y?z",
  ];
  it("property: every prefix of a value that matches is viable (it never refuses what could pass)", () => {
    for (const source of PATTERNS) {
      const pattern = compilePattern(source);
      fc.assert(
        fc.property(fc.stringMatching(new RegExp(source, "u")), (value) => {
          const chars = Array.from(value);
          for (let i = 0; i <= chars.length; i++) {
            expect(pattern.isViablePrefix(chars.slice(0, i).join(""))).toBe(true);
          }
        }),
        { numRuns: 60 },
      );
    }
  });
  it("property: a value refused as a prefix has no continuation that matches", () => {
    const alphabet = fc.constantFrom(..."0123456789-ABEabcdxyzUMÑ&".split(""));
    for (const source of PATTERNS) {
      const pattern = compilePattern(source);
      fc.assert(
        fc.property(fc.array(alphabet, { maxLength: 16 }), fc.array(alphabet, { maxLength: 16 }), (p, t) => {
          const prefix = p.join("");
          if (!pattern.isViablePrefix(prefix)) expect(pattern.matches(prefix + t.join(""))).toBe(false);
        }),
        { numRuns: 200 },
      );
    }
  });
});

describe("typing (001 §5)", () => {
  const rules = { pattern: CEDULA, maxLength: 13 };
  it("rejects a character that breaks the pattern, keeping the previous value", () => {
    expect(acceptsTypedValue("001-", rules)).toBe(true);
    expect(acceptsTypedValue("001-x", rules)).toBe(false);
    expect(applyTypedValue("001-", "001-x", rules)).toBe("001-");
    expect(applyTypedValue("001-", "001-1", rules)).toBe("001-1");
  });
  it("refuses going beyond maxLength, counting code points like JSON Schema", () => {
    expect(acceptsTypedValue("abcd", { maxLength: 3 })).toBe(false);
    expect(acceptsTypedValue("ñ😀a", { maxLength: 3 })).toBe(true);
    expect(textLength("ñ😀a")).toBe(3);
  });
  it("always lets the user empty the field", () => {
    expect(acceptsTypedValue("", { pattern: "^\\d{3}$", minLength: 3 })).toBe(true);
  });
  it("accepts anything without rules", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(acceptsTypedValue(value, {})).toBe(true);
      }),
    );
  });
});

describe("pasting (001 §5)", () => {
  it("turns newlines into spaces in single-line fields, keeps them in multi-line ones", () => {
    expect(normalizePastedText("a\r\nb\nc\rd")).toBe("a b c d");
    expect(normalizePastedText("a\nb", true)).toBe("a\nb");
  });
  it("puts the pasted text in place of the selection and the caret after it", () => {
    expect(
      applyPaste(
        { value: "001-0000000-8", selectionStart: 4, selectionEnd: 11, pasted: "1234567" },
        { pattern: CEDULA },
      ),
    ).toEqual({ value: "001-1234567-8", cleared: false, caret: 11 });
  });
  it("clears the field when the pasted value breaks the pattern", () => {
    expect(
      applyPaste({ value: "001-", selectionStart: 4, selectionEnd: 4, pasted: "12ab" }, { pattern: CEDULA }),
    ).toEqual({ value: "", cleared: true, caret: 0 });
  });
  it("keeps a paste that is the start of a valid value", () => {
    expect(
      applyPaste({ value: "", selectionStart: 0, selectionEnd: 0, pasted: "001-12" }, { pattern: CEDULA })
        .value,
    ).toBe("001-12");
  });
  it("clears the field when the paste exceeds maxLength", () => {
    expect(
      applyPaste({ value: "ab", selectionStart: 2, selectionEnd: 2, pasted: "cdef" }, { maxLength: 5 })
        .cleared,
    ).toBe(true);
  });
  it("judges the value after newlines became spaces", () => {
    const rules = { pattern: "^[A-Za-z ]+$" };
    expect(
      applyPaste({ value: "", selectionStart: 0, selectionEnd: 0, pasted: "Ana\nPérez" }, rules).cleared,
    ).toBe(true);
    expect(
      applyPaste({ value: "", selectionStart: 0, selectionEnd: 0, pasted: "Ana\nLopez" }, rules).value,
    ).toBe("Ana Lopez");
  });
  it("property: the result is cleared or a value typing would accept, with no newline in a single-line field", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(CEDULA, "^[a-z\\s]*$", undefined),
        fc.option(fc.nat({ max: 20 }), { nil: undefined }),
        (value, pasted, a, b, pattern, maxLength) => {
          const rules = { pattern, maxLength };
          const result = applyPaste(
            { value, selectionStart: Math.min(a, b), selectionEnd: Math.max(a, b), pasted },
            rules,
          );
          if (result.cleared) expect(result.value).toBe("");
          else expect(acceptsTypedValue(result.value, rules)).toBe(true);
          if (!/[\r\n]/.test(value)) expect(/[\r\n]/.test(result.value)).toBe(false);
        },
      ),
    );
  });
});

describe("numeric fields normalise on leaving (001 §5; 000 §5 commas removed)", () => {
  it.each([
    ["12", "12", 12],
    [" 1,234.50 ", "1234.5", 1234.5],
    ["-3.25", "-3.25", -3.25],
    [".5", "0.5", 0.5],
    ["1.", "1", 1],
    ["007", "7", 7],
    ["-0", "0", 0],
    ["+4", "4", 4],
  ])("%j becomes %j", (input, text, value) => {
    expect(normalizeNumber(input)).toEqual({ text, value });
  });
  it.each(["", "   ", "abc", "12abc", "0x10", "1e3", "Infinity", "NaN", "1.2.3", "--1", ".", "1 2"])(
    "%j is not a number: blank",
    (input) => {
      expect(normalizeNumber(input)).toEqual({ text: "", value: undefined });
    },
  );
  it("writes big and tiny numbers plainly, so normalising again changes nothing", () => {
    expect(normalizeNumber("1000000000000000000000").text).toBe("1000000000000000000000");
    expect(normalizeNumber("0.0000001").text).toBe("0.0000001");
  });
  it("property: idempotent, and a number's own decimal text gives back the number", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normalizeNumber(text);
        expect(normalizeNumber(once.text)).toEqual(once);
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (value) => {
        const written = value.toFixed(6);
        expect(normalizeNumber(written).value).toBe(Number(written) === 0 ? 0 : Number(written));
      }),
    );
  });
});

describe("lengths (001 §5)", () => {
  it("names the broken length, none for an empty value (that is the required rule)", () => {
    const rules = { minLength: 3, maxLength: 5 };
    expect(lengthProblem("ab", rules)).toBe("minLength");
    expect(lengthProblem("abcdef", rules)).toBe("maxLength");
    expect(lengthProblem("abcd", rules)).toBeUndefined();
    expect(lengthProblem("", rules)).toBeUndefined();
  });
});
