import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { initialLocale, offeredLocales, SUPPORTED_LOCALES, TEXT_PARTS } from "../../../providers/i18n";
import { textParts, textsOf } from "../../locales";

const dir = path.resolve(__dirname, "../../../locales");
const flat = (o: Record<string, unknown>, prefix = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === "object" ? flat(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
// Read once per language: the tests below look up every key of every part.
const loaded = new Map<string, Record<string, unknown>>();
const load = (locale: string): Record<string, unknown> => {
  let texts = loaded.get(locale);
  if (!texts) loaded.set(locale, (texts = textsOf(locale) as unknown as Record<string, unknown>));
  return texts;
};

describe("locale files (DESIGN.md §9, §10 texts by namespace)", () => {
  it("exist for exactly the four locales, each split into the same parts", () => {
    expect(fs.readdirSync(dir).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    for (const locale of SUPPORTED_LOCALES)
      expect(Object.keys(textParts(locale)).sort(), locale).toEqual([...TEXT_PARTS].sort());
  });

  it("have identical key sets, part by part", () => {
    const reference = textParts("es");
    for (const locale of SUPPORTED_LOCALES) {
      const parts = textParts(locale);
      for (const part of TEXT_PARTS)
        expect(flat(parts[part]).sort(), `${locale}/${part}`).toEqual(flat(reference[part]).sort());
    }
  });

  it("keep each key in exactly one part", () => {
    const seen = new Map<string, string>();
    for (const [part, texts] of Object.entries(textParts("es")))
      for (const key of flat(texts)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${part}`).toBeUndefined();
        seen.set(key, part);
      }
  });

  it("give the sign-in screens every text they use from the auth part alone", () => {
    // The sign-in route loads only `auth` (issue "Hardening and weight" §1): a key of another part
    // used by a sign-in screen would show as its raw key there.
    const authKeys = new Set(flat(textParts("es").auth));
    const src = path.resolve(__dirname, "../../../src");
    const signInFiles = [
      ...fs.readdirSync(path.join(src, "areas/auth")).map((file) => `areas/auth/${file}`),
      "app/App.tsx",
      "base/guards.tsx",
      "app/load-error-boundary.tsx",
      "components/loading.tsx",
      "components/error-text.tsx",
      "components/language-switcher.tsx",
    ];
    const used = signInFiles
      .flatMap((file) => [...fs.readFileSync(path.join(src, file), "utf8").matchAll(/\bt\("([\w.-]+)"/g)])
      .map((match) => match[1]);
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((key) => !authKeys.has(key))).toEqual([]);
  });

  it("have no empty text", () => {
    for (const locale of SUPPORTED_LOCALES) {
      const values = flat(load(locale)).map((key) =>
        key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], load(locale)),
      );
      expect(
        values.filter((v) => typeof v !== "string" || v.trim() === ""),
        locale,
      ).toEqual([]);
    }
  });

  it("use the same interpolation variables in every language", () => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const es = load("es");
    for (const key of flat(es)) {
      const get = (o: Record<string, unknown>) =>
        key.split(".").reduce<unknown>((x, k) => (x as Record<string, unknown>)[k], o) as string;
      for (const locale of SUPPORTED_LOCALES)
        expect(vars(get(load(locale))), `${locale} ${key}`).toEqual(vars(get(es)));
    }
  });

  it("keep the Portuguese bad-credentials text of 000 §8", () => {
    expect((load("pt").errors as Record<string, string>).badCredentials).toBe("Credenciais erradas!");
    expect((load("en").errors as Record<string, string>).linkAlreadyUsed).toBe(
      "This link has already been used",
    );
  });
});

describe("locale choice (000 §1)", () => {
  it("picks Portuguese for a Portuguese browser, else the configured locale, else es", () => {
    expect(initialLocale(["pt-BR", "en"], "es-DO")).toBe("pt");
    expect(initialLocale(["pt"], "es-DO")).toBe("pt");
    expect(initialLocale(["en-US"], "es-DO")).toBe("es-DO");
    expect(initialLocale(["fr"], "en")).toBe("en");
    expect(initialLocale(["fr"], "de")).toBe("es");
    expect(initialLocale([], "es-DO")).toBe("es-DO");
  });

  it("prefers the language the user chose before, when supported", () => {
    expect(initialLocale(["pt-BR"], "es-DO", "en")).toBe("en");
    expect(initialLocale(["en"], "es-DO", "xx")).toBe("es-DO");
  });

  it("offers English, Portuguese, the configured locale and the token locale when supported", () => {
    expect(offeredLocales("es-DO")).toEqual(["es-DO", "en", "pt"]);
    expect(offeredLocales("es-DO", "es")).toEqual(["es", "es-DO", "en", "pt"]);
    expect(offeredLocales("es-DO", "fr")).toEqual(["es-DO", "en", "pt"]);
  });
});
