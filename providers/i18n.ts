import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { I18nProvider } from "@refinedev/core";
import type { Locale as AntdLocale } from "antd/es/locale";

/** The interface languages (000 §1). Key sets are identical across the four files (tests/unit/locales). */
export const SUPPORTED_LOCALES = ["es-DO", "es", "en", "pt"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** Fallback language (000 §1, §9) when neither the choice, the browser nor the configuration names a supported one. */
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

/**
 * The parts the texts of one language are split into (DESIGN.md §10 "Texts by namespace"): one
 * file per part, `locales/<locale>/<part>.json`, loaded on demand and merged into i18next's single
 * `translation` namespace, so keys keep their full path (`auth.login.title`) wherever they live.
 * - `auth`: what the sign-in screens show (app shell, languages, error messages, sign-in pages);
 *   loaded at boot, the only part the sign-in page needs;
 * - `portal`: everything behind sign-in (menu, grids, filters, statuses, resources); loaded with
 *   the signed-in app;
 * - `downloads`: the floating download windows (001 §4, §8); loaded with the first download;
 * - `account`: the account detail, its charges and the charge detail (001 §2–§4); loaded with
 *   /rcm/account/:id and /rcm/charge/:id;
 * - `documents`: support documents, the support administrator and audit comments (001 §3, §4, §8);
 *   loaded with the account screens;
 * - `actions`: the account actions' dialogs, the bulk runner's progress and report (001 §4);
 *   loaded with the first action dialog and with the account screens;
 * - `forms`: declared forms (DESIGN.md §10 "Forms are declared"): every validation message per
 *   JSON Schema keyword and format, the form widgets and RJSF's own strings; loaded with the lazy
 *   `ResourceForm` (src/components/resource-form).
 * - `pre-settlements`: the pre-settlement list's fields and filters, their statuses and the
 *   pre-settlement detail (issue 9 §1); loaded with /rcm/pre-settlements and its detail (the menu
 *   title stays in `portal`);
 * - `glosas`: the glosa screens (001 §3–§5, §8 "Glosa and AI errors"): upload, files, processed
 *   list, detail, answers and the 12 glosa error texts; loaded with /rcm/glosas-upload and
 *   /rcm/glosa-detail/:id only (the menu title stays in `portal`);
 * - `pre-settlements-br`: the Brazil dispatch panel and its credentials (issue 9 §2): fields,
 *   filters, dispatch statuses, counts, the 21 response messages of 001 §8 and the credentials
 *   form and log; loaded with /rcm/pre-settlements-br and /rcm/pre-settlements-br-credentials only
 *   (the menu titles stay in `portal`);
 * - `v2`: the v2 area of users without claims (issue 10; 000 §2–§5, 001 §2–§5): Home V2 list,
 *   statuses and coverages, authorization detail, comments, status change and the sponsor form's
 *   steps; loaded with the /v2 screens only;
 * - `ai-rules`: AI document analysis (issue 8 §5; 001 §3–§5, §8 "AI error reasons, each with a
 *   fix hint"): the overview's tabs and lists, the three-step rules editor and the results of one
 *   document; loaded with /rcm/ai-analysis-overview, its results and the rules editor only (the
 *   menu title stays in `portal`);
 * A key lives in exactly one part, with identical key sets across the four languages
 * (tests/unit/i18n/locales.test.ts).
 *
 * The parts are the files: a new `locales/<locale>/<part>.json` in the four languages is a new part,
 * with no list to extend (issue 18 §8, docs/adding-a-resource.md). A part name that has no file
 * fails when it is loaded (`loadTexts` rejects), and `tests/unit/areas/registry.test.ts` checks the
 * parts every area route names.
 */
type Messages = Record<string, unknown>;
const files = import.meta.glob<{ default: Messages }>("../locales/*/*.json");

/** A text part: the name of a `locales/<locale>/<part>.json` file (see {@link TEXT_PARTS}). */
export type TextPart = string;

/** The part that the sign-in screens need, loaded at boot; every other part is behind sign-in. */
export const BOOT_PART: TextPart = "auth";

/** The part of a text file path `../locales/<locale>/<part>.json`. */
function partOfPath(path: string): TextPart {
  return path.slice(path.lastIndexOf("/") + 1, -".json".length);
}

/** Every text part, read from the files of `locales/` (the boot part first, then by name). */
export const TEXT_PARTS: readonly TextPart[] = [...new Set(Object.keys(files).map(partOfPath))].sort(
  (a, b) => (a === BOOT_PART ? -1 : b === BOOT_PART ? 1 : a.localeCompare(b)),
);

function loaderOf(locale: Locale, part: TextPart): () => Promise<{ default: Messages }> {
  const loader = files[`../locales/${locale}/${part}.json`];
  if (!loader) throw new Error(`Missing text file locales/${locale}/${part}.json`);
  return loader;
}

/**
 * Parts whose screens show dates and antd's own widgets (pagination, tables, pickers, number
 * steppers, dialogs' Close): once one is loaded, dayjs and antd's locale (their files) follow the
 * language: every part but the boot part. The sign-in screens show neither, so they load no dayjs
 * and no antd locale.
 */
const DATED_PARTS: ReadonlySet<TextPart> = new Set(TEXT_PARTS.filter((part) => part !== BOOT_PART));

/** dayjs locale files, loaded with the language that uses them (English is built into dayjs). */
const DAYJS_LOCALES: Record<Locale, { name: string; load?: () => Promise<unknown> }> = {
  "es-DO": { name: "es", load: () => import("dayjs/locale/es") },
  es: { name: "es", load: () => import("dayjs/locale/es") },
  en: { name: "en" },
  pt: { name: "pt-br", load: () => import("dayjs/locale/pt-br") },
};

/**
 * antd's locale files, loaded with the language's texts behind sign-in (English is antd's own
 * default). es-DO has no antd locale of its own: Spanish (Spain) is the nearest.
 */
const ANTD_LOCALES: Record<Locale, (() => Promise<{ default: AntdLocale }>) | undefined> = {
  "es-DO": () => import("antd/es/locale/es_ES"),
  es: () => import("antd/es/locale/es_ES"),
  en: undefined,
  pt: () => import("antd/es/locale/pt_BR"),
};

/** The part of a store's state about antd's locale: the ones loaded, and who listens. */
interface AntdLocales {
  loaded: Map<Locale, AntdLocale | undefined>;
  listeners: Set<() => void>;
}

/**
 * Per resource store: the parts asked for (a language switch loads the same) and the files in.
 * Keyed by `instance.store`, not the instance: react-i18next may hand screens a clone of the
 * instance (same store, other object), and what is loaded is a fact about the store.
 */
const state = new WeakMap<
  object,
  { parts: Set<TextPart>; loaded: Map<string, Promise<void>>; antd: AntdLocales }
>();

function stateOf(instance: I18n) {
  let current = state.get(instance.store);
  if (!current)
    state.set(
      instance.store,
      (current = { parts: new Set(), loaded: new Map(), antd: { loaded: new Map(), listeners: new Set() } }),
    );
  return current;
}

/**
 * Loads one part of one language once (concurrent callers share the load). The promise is
 * marked `status: "fulfilled"` once in, as React's `use()` reads it, so a screen waiting on texts
 * that are already loaded renders at once instead of suspending.
 */
function ensureLoaded(instance: I18n, locale: Locale, part: TextPart): Promise<void> {
  const { loaded } = stateOf(instance);
  const key = `${locale}/${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    const dates = DATED_PARTS.has(part) ? applyWidgetLocales(instance, locale) : undefined;
    const promise: Promise<void> & { status?: string } = Promise.all([loaderOf(locale, part)(), dates]).then(
      ([messages]) => {
        instance.addResourceBundle(locale, "translation", messages.default, true, true);
        promise.status = "fulfilled";
      },
    );
    promise.catch(() => loaded.delete(key));
    loaded.set(key, (loading = promise));
  }
  return loading;
}

async function applyDayjsLocale(locale: Locale): Promise<void> {
  const { name, load } = DAYJS_LOCALES[locale];
  const [{ default: dayjs }] = await Promise.all([import("dayjs"), load?.()]);
  dayjs.locale(name);
}

/** Loads antd's locale of a language once per store, and tells the listeners when it is in. */
async function loadAntdLocale(instance: I18n, locale: Locale): Promise<void> {
  const antd = stateOf(instance).antd;
  if (antd.loaded.has(locale)) return;
  const loaded = await ANTD_LOCALES[locale]?.();
  antd.loaded.set(locale, loaded?.default);
  antd.listeners.forEach((listener) => listener());
}

/** dayjs and antd follow the language (the parts with dates and antd's widgets). */
async function applyWidgetLocales(instance: I18n, locale: Locale): Promise<void> {
  await Promise.all([applyDayjsLocale(locale), loadAntdLocale(instance, locale)]);
}

/**
 * antd's locale for the instance's current language (for `ConfigProvider locale`), once loaded
 * with a part behind sign-in; undefined before, and for English (antd's default).
 */
export function antdLocaleOf(instance: I18n): AntdLocale | undefined {
  return stateOf(instance).antd.loaded.get(instance.language as Locale);
}

/** Calls `listener` whenever an antd locale file comes in; returns the unsubscribe. */
export function onAntdLocale(instance: I18n, listener: () => void): () => void {
  const { listeners } = stateOf(instance).antd;
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Loads a text part in the current language (and remembers it for language switches). The same
 * promise is answered while the language stays, so React's `use()` can wait on it
 * (`src/app/lazy-with-texts.tsx`).
 * @throws (rejects) when the part's file is missing for the language (a build defect).
 */
export function loadTexts(instance: I18n, part: TextPart): Promise<void> {
  stateOf(instance).parts.add(part);
  return ensureLoaded(instance, instance.language as Locale, part);
}

/**
 * Starts i18next with the given locale and only the `auth` part of that one language (no
 * fallback file: every language has every key, so the fallback is never consulted). dayjs
 * follows the locale.
 */
export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadTexts(instance, BOOT_PART);
  document.documentElement.lang = locale;
  return instance;
}

/**
 * Switches the language, loading first every part already loaded in the current one; dayjs,
 * antd's locale and `<html lang>` follow; the choice is remembered.
 */
export async function changeLocale(instance: I18n, locale: Locale): Promise<void> {
  const parts = [...stateOf(instance).parts];
  const dated = parts.some((part) => DATED_PARTS.has(part));
  await Promise.all([
    ...parts.map((part) => ensureLoaded(instance, locale, part)),
    dated ? applyWidgetLocales(instance, locale) : undefined,
  ]);
  try {
    localStorage.setItem(LOCALE_CHOICE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  await instance.changeLanguage(locale);
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
