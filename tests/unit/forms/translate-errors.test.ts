/**
 * Every validation message of a declared form in every language (issue 8 §1, §6 "message
 * translation per ajv keyword and locale"; DESIGN.md §10 "Forms are declared"): each ajv keyword
 * and each custom format is triggered through the real form validator, and its message must be the
 * language's own text — no ajv English, no raw keyword, no English text in another language.
 */
import { beforeAll, describe, expect, it } from "vitest";
import i18next, { type i18n as I18n } from "i18next";
import type { RJSFSchema, RJSFValidationError } from "@rjsf/utils";
import { TranslatableString } from "@rjsf/utils";
import { textsOf } from "../../locales";
import { SUPPORTED_LOCALES, type Locale } from "../../../providers/i18n";
import { formValidator } from "../../../src/components/resource-form/validator";
import {
  decimalsOf,
  translateErrors,
  translateRjsfString,
} from "../../../src/components/resource-form/translate-errors";

/** A schema and a value that fail exactly one keyword (`keyword`), and the expected English text. */
interface Case {
  keyword: string;
  schema: RJSFSchema;
  data: unknown;
  en: string;
}

const field = (property: RJSFSchema, required = false): RJSFSchema => ({
  type: "object",
  properties: { value: property },
  ...(required ? { required: ["value"] } : {}),
});

const CASES: Case[] = [
  { keyword: "required", schema: field({ type: "string" }, true), data: {}, en: "This field is required." },
  { keyword: "type", schema: field({ type: "number" }), data: { value: "abc" }, en: "Enter a number." },
  {
    keyword: "minLength",
    schema: field({ type: "string", minLength: 3 }),
    data: { value: "ab" },
    en: "Enter at least 3 characters.",
  },
  {
    keyword: "maxLength",
    schema: field({ type: "string", maxLength: 1 }),
    data: { value: "ab" },
    en: "Enter at most 1 character.",
  },
  {
    keyword: "pattern",
    schema: field({ type: "string", pattern: "^[0-9]+$" }),
    data: { value: "12a" },
    en: "The value does not have the expected format.",
  },
  {
    keyword: "format",
    schema: field({ type: "string", format: "email" }),
    data: { value: "not-mail" },
    en: "Enter a valid email address.",
  },
  {
    keyword: "format",
    schema: field({ type: "string", format: "date" }),
    data: { value: "2026-02-30" },
    en: "Enter a valid date (DD/MM/YYYY).",
  },
  {
    keyword: "format",
    schema: field({ type: "string", format: "past-date" }),
    data: { value: "2999-01-01" },
    en: "Enter a date no later than today.",
  },
  {
    keyword: "format",
    schema: field({ type: "string", format: "folder-name" }),
    data: { value: "../etc" },
    en: "Use letters, numbers, spaces, dots, hyphens and underscores only.",
  },
  {
    keyword: "format",
    schema: field({ type: "string", format: "email-list" }),
    data: { value: "a@b.co, nope" },
    en: "Enter valid email addresses, separated by commas.",
  },
  {
    keyword: "format",
    schema: field({ type: "string", format: "ipv4" }),
    data: { value: "999.1.1.1" },
    en: "The value does not have the expected format.",
  },
  {
    keyword: "minimum",
    schema: field({ type: "number", minimum: 1.5 }),
    data: { value: 1 },
    en: "Enter a value of 1.5 or more.",
  },
  {
    keyword: "maximum",
    schema: field({ type: "number", maximum: 1000 }),
    data: { value: 2000 },
    en: "Enter a value of 1,000 or less.",
  },
  {
    keyword: "exclusiveMinimum",
    schema: field({ type: "number", exclusiveMinimum: 0 }),
    data: { value: 0 },
    en: "Enter a value greater than 0.",
  },
  {
    keyword: "exclusiveMaximum",
    schema: field({ type: "number", exclusiveMaximum: 10 }),
    data: { value: 10 },
    en: "Enter a value less than 10.",
  },
  {
    keyword: "multipleOf",
    schema: field({ type: "number", multipleOf: 5 }),
    data: { value: 7 },
    en: "Enter a multiple of 5.",
  },
  {
    keyword: "multipleOf",
    schema: field({ type: "number", multipleOf: 0.01 }),
    data: { value: 1.234 },
    en: "Use at most 2 decimals.",
  },
  {
    keyword: "enum",
    schema: field({ type: "string", enum: ["PRE_AUDIT", "CONCURRENT"] }),
    data: { value: "OTHER" },
    en: "Choose one of the allowed values.",
  },
  {
    keyword: "const",
    schema: field({ const: "yes" }),
    data: { value: "no" },
    en: "This value is not allowed here.",
  },
  {
    keyword: "minItems",
    schema: field({ type: "array", items: { type: "string" }, minItems: 1 }),
    data: { value: [] },
    en: "Add at least 1 item.",
  },
  {
    keyword: "maxItems",
    schema: field({ type: "array", items: { type: "string" }, maxItems: 2 }),
    data: { value: ["a", "b", "c"] },
    en: "Add at most 2 items.",
  },
  {
    keyword: "uniqueItems",
    schema: field({ type: "array", items: { type: "string" }, uniqueItems: true }),
    data: { value: ["a", "a"] },
    en: "Items must not repeat.",
  },
  {
    keyword: "additionalProperties",
    schema: { type: "object", properties: {}, additionalProperties: false },
    data: { extra: 1 },
    en: "This value is not expected here.",
  },
  {
    keyword: "not",
    schema: field({ not: { const: "x" } }),
    data: { value: "x" },
    en: "This value is not valid.",
  },
];

const instances = new Map<Locale, I18n>();

beforeAll(async () => {
  for (const locale of SUPPORTED_LOCALES) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: { translation: textsOf(locale) } },
      interpolation: { escapeValue: false },
    });
    instances.set(locale, instance);
  }
});

function messagesOf(test: Case, locale: Locale): RJSFValidationError[] {
  const i18n = instances.get(locale)!;
  const { errors } = formValidator.validateFormData(test.data, test.schema, undefined, (raw) =>
    translateErrors(raw, i18n),
  );
  return errors;
}

/** English words and ajv phrasing that must never reach a Spanish or Portuguese user. */
const ENGLISH = /\b(must|should|field|enter|value|allowed|required|characters?|items|format|match|valid)\b/i;

describe("validation messages of declared forms", () => {
  it.each(
    CASES.map((test) => [`${test.keyword} ${JSON.stringify(test.schema.properties ?? {})}`, test] as const),
  )("%s: the ajv keyword is translated in English", (_label, test) => {
    const errors = messagesOf(test, "en");
    expect(errors.map((error) => error.name)).toEqual([test.keyword]);
    expect(errors[0].message).toBe(test.en);
    expect(errors[0].stack).toBe(test.en);
  });

  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== "en")) {
    it.each(CASES.map((test, index) => [`${index} ${test.keyword}`, test] as const))(
      `%s: in ${locale}, the language's own text`,
      (_label, test) => {
        const [error] = messagesOf(test, locale);
        const english = messagesOf(test, "en")[0].message;
        expect(error.message).not.toBe(english);
        expect(error.message).not.toMatch(ENGLISH);
        expect(error.message).not.toMatch(new RegExp(`\\b${test.keyword}\\b`));
        expect(error.message).not.toMatch(/\{\{|forms\.errors/);
        expect(error.message).toMatch(/[.]$/);
      },
    );
  }

  it("gives texts with the language's numbers (es, pt write a decimal comma)", () => {
    const minimum = CASES.find((test) => test.keyword === "minimum")!;
    expect(messagesOf(minimum, "es")[0].message).toBe("Ingrese un valor de 1,5 o más.");
    expect(messagesOf(minimum, "pt")[0].message).toBe("Informe um valor de 1,5 ou mais.");
    expect(messagesOf(minimum, "es-DO")[0].message).toBe("Ingrese un valor de 1.5 o más.");
  });

  it("names the field in the stack when a label is known", () => {
    const required = CASES[0];
    const { errors } = formValidator.validateFormData(required.data, required.schema, undefined, (raw) =>
      translateErrors(raw, instances.get("pt")!, (property) =>
        property === "value" ? "Valor da fatura" : undefined,
      ),
    );
    expect(errors[0].stack).toBe("Valor da fatura: Este campo é obrigatório.");
    expect(errors[0].property).toBe("value");
  });

  it("has the min ≤ max rule's message in every language, naming the other field", () => {
    const texts = Object.fromEntries(
      SUPPORTED_LOCALES.map((locale) => [
        locale,
        instances.get(locale)!.t("forms.errors.lessOrEqual", { other: "Max" }),
      ]),
    );
    expect(texts.en).toBe("Enter a value no greater than “Max”.");
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== "en")) {
      expect(texts[locale]).toContain("Max");
      expect(texts[locale]).not.toMatch(ENGLISH);
    }
  });

  it("reads decimals from multipleOf only when it is a power of ten below 1", () => {
    expect(decimalsOf(0.01)).toBe(2);
    expect(decimalsOf(0.1)).toBe(1);
    expect(decimalsOf(0.05)).toBeUndefined();
    expect(decimalsOf(5)).toBeUndefined();
  });
});

describe("RJSF's own strings", () => {
  it("every TranslatableString has a text in every language, with its parameters filled", () => {
    for (const locale of SUPPORTED_LOCALES) {
      const i18n = instances.get(locale)!;
      for (const text of Object.values(TranslatableString)) {
        const translated = translateRjsfString(i18n, text, ["A", "B", "C"]);
        expect(translated, `${locale} ${text}`).not.toMatch(/\{\{|%\d|forms\.rjsf/);
        if (locale !== "en" && /\s/.test(text) && !text.startsWith("**"))
          expect(translated, `${locale} ${text}`).not.toBe(
            translateRjsfString(instances.get("en")!, text, ["A", "B", "C"]),
          );
      }
    }
    expect(translateRjsfString(instances.get("es")!, TranslatableString.AddItemButton)).toBe(
      "Agregar elemento",
    );
    expect(translateRjsfString(instances.get("pt")!, TranslatableString.OptionPrefix, ["2"])).toBe("Opção 2");
  });
});
