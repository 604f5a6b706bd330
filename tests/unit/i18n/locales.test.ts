import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { initialLocale, offeredLocales, SUPPORTED_LOCALES } from "../../../providers/i18n";

const dir = path.resolve(__dirname, "../../../locales");
const flat = (o: Record<string, unknown>, prefix = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === "object" ? flat(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const load = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), "utf8")) as Record<string, unknown>;

describe("locale files (DESIGN.md §9)", () => {
  it("exist for exactly the four locales", () => {
    expect(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .sort(),
    ).toEqual(SUPPORTED_LOCALES.map((l) => `${l}.json`).sort());
  });

  it("have identical key sets", () => {
    const reference = flat(load("es")).sort();
    for (const locale of SUPPORTED_LOCALES) expect(flat(load(locale)).sort(), locale).toEqual(reference);
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
