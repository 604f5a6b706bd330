import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { I18nProvider } from "@refinedev/core";
import dayjs from "dayjs";
import "dayjs/locale/es";
import "dayjs/locale/en";
import "dayjs/locale/pt-br";

/** The interface languages (000 §1). Key sets are identical across the four files (tests/unit/locales). */
export const SUPPORTED_LOCALES = ["es-DO", "es", "en", "pt"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** Fallback language (000 §1, §9). */
export const FALLBACK_LOCALE: Locale = "es";

export function isSupportedLocale(value: string | undefined): value is Locale {
  return value !== undefined && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** localStorage key of the language the user chose in the switcher (not patient data). */
export const LOCALE_CHOICE_KEY = "pp.locale";

/**
 * The starting locale (000 §1): the language the user chose before (docs/decisions.md
 * "Language choices"), else Portuguese when the browser is Portuguese, else the configured
 * locale when supported, else es.
 * @param browserLanguages navigator.languages (e.g. ["pt-BR", "en"]).
 * @param chosen the stored choice, if any.
 */
export function initialLocale(
  browserLanguages: readonly string[],
  configuredLocale: string,
  chosen?: string | null,
): Locale {
  if (chosen && isSupportedLocale(chosen)) return chosen;
  const first = browserLanguages[0]?.toLowerCase() ?? "";
  if (first === "pt" || first.startsWith("pt-")) return "pt";
  return isSupportedLocale(configuredLocale) ? configuredLocale : FALLBACK_LOCALE;
}

/**
 * The languages offered by the switcher (000 §1): English, Portuguese, the locale of the session
 * token when supported, and the configured locale (docs/decisions.md "Language choices").
 */
export function offeredLocales(configuredLocale: string, tokenLocale?: string): Locale[] {
  const offered: Locale[] = [];
  for (const candidate of [tokenLocale, configuredLocale, "en", "pt"]) {
    if (isSupportedLocale(candidate) && !offered.includes(candidate)) offered.push(candidate);
  }
  return offered;
}

/** dayjs locale names for each interface locale. */
const DAYJS_LOCALE: Record<Locale, string> = { "es-DO": "es", es: "es", en: "en", pt: "pt-br" };

type Messages = Record<string, unknown>;
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  "es-DO": () => import("../locales/es-DO.json"),
  es: () => import("../locales/es.json"),
  en: () => import("../locales/en.json"),
  pt: () => import("../locales/pt.json"),
};

async function ensureLoaded(instance: I18n, locale: Locale): Promise<void> {
  if (instance.hasResourceBundle(locale, "translation")) return;
  const messages = (await loaders[locale]()).default;
  instance.addResourceBundle(locale, "translation", messages, true, true);
}

/**
 * Starts i18next with the given locale and the fallback loaded (only those two files are
 * fetched; the others load when chosen). dayjs follows the locale.
 */
export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await ensureLoaded(instance, FALLBACK_LOCALE);
  await ensureLoaded(instance, locale);
  dayjs.locale(DAYJS_LOCALE[locale]);
  document.documentElement.lang = locale;
  return instance;
}

/** Switches the language, loading its file first; dayjs and `<html lang>` follow; the choice is remembered. */
export async function changeLocale(instance: I18n, locale: Locale): Promise<void> {
  await ensureLoaded(instance, locale);
  try {
    localStorage.setItem(LOCALE_CHOICE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  await instance.changeLanguage(locale);
  dayjs.locale(DAYJS_LOCALE[locale]);
  document.documentElement.lang = locale;
}

/** The Refine i18nProvider over an i18next instance. */
export function createI18nProvider(instance: I18n): I18nProvider {
  return {
    // Refine calls translate(key, defaultMessage) or translate(key, options, defaultMessage).
    translate: (key: string, options?: unknown, defaultMessage?: string) => {
      const opts = (typeof options === "object" && options !== null ? options : {}) as Record<
        string,
        unknown
      >;
      const fallback = typeof options === "string" ? options : defaultMessage;
      return instance.t(key, { defaultValue: fallback ?? key, ...opts }) as string;
    },
    changeLocale: (lang: string) =>
      isSupportedLocale(lang) ? changeLocale(instance, lang) : Promise.resolve(),
    getLocale: () => instance.language,
  };
}
