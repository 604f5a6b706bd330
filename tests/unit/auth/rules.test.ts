import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isValidEmail, PASSWORD_MIN_LENGTH, passwordProblems } from "../../../schemas/password-policy";
import { safeRedirectPath } from "../../../src/lib/redirect";

describe("password rules (000 §5)", () => {
  it("accepts a password with every class and the minimum length", () => {
    expect(passwordProblems("Demo#Portal2026")).toEqual([]);
    expect(passwordProblems("Ñandú#2026x")).toEqual([]);
  });
  it.each([
    ["short", "Ab#1", ["minLength"]],
    ["no lowercase", "ABCDEFGH#12", ["lowercase"]],
    ["no uppercase", "abcdefgh#12", ["uppercase"]],
    ["no digit", "Abcdefgh#xy", ["digit"]],
    ["no special", "Abcdefgh123", ["special"]],
  ])("names the broken rule: %s", (_name, password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });
  it("refuses any password shorter than the minimum", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PASSWORD_MIN_LENGTH - 1 }), (value) => {
        expect(passwordProblems(value)).toContain("minLength");
      }),
    );
  });
});

describe("email rule (000 §5)", () => {
  it.each(["ana@clinica.do", "rcm-editor@demo.provider-portal.test", " ana@clinica.do "])(
    "accepts %s",
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each(["", "ana", "ana@", "@clinica.do", "ana@clinica", "ana clinica@x.do"])("refuses %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe("redirects stay same-origin (DESIGN.md §5)", () => {
  const origin = "https://portal.example.com";
  it.each(["/rcm/home", "/home?page=2", "/authorizations/123"])("keeps %s", (path) => {
    expect(safeRedirectPath(path, origin)).toBe(path);
  });
  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "home",
    "",
    null,
    42,
    "/\u0000x",
  ])("refuses %j", (candidate) => {
    expect(safeRedirectPath(candidate, origin)).toBeNull();
  });
  it("never yields a path of another origin", () => {
    fc.assert(
      fc.property(fc.string(), (candidate) => {
        const safe = safeRedirectPath(candidate, origin);
        if (safe !== null) expect(new URL(safe, origin).origin).toBe(origin);
      }),
    );
  });
});
