// @vitest-environment jsdom
/**
 * Texts by part, loaded on demand (DESIGN.md §10 "Texts by namespace"; issue "Hardening and
 * weight" §1: the sign-in page loads only the `auth` part of one language).
 */
import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import { changeLocale, createI18n, loadTexts } from "../../../providers/i18n";
import { textsOf } from "../../locales";

describe("text parts", () => {
  it("starts with the auth part of one language only", async () => {
    const i18n = await createI18n("es-DO");
    expect(i18n.t("auth.login.title")).toBe(textsOf("es-DO").auth.login.title);
    // The portal part is not loaded yet: its keys are not there, in any language.
    expect(i18n.exists("list.total")).toBe(false);
    expect(i18n.hasResourceBundle("es", "translation")).toBe(false);
    expect(i18n.hasResourceBundle("en", "translation")).toBe(false);
  });

  it("loads a part on demand, once, and answers the same promise while the language stays", async () => {
    const i18n = await createI18n("en");
    const first = loadTexts(i18n, "portal");
    expect(loadTexts(i18n, "portal")).toBe(first);
    await first;
    expect(i18n.t("filters.clear")).toBe(textsOf("en").filters.clear);
  });

  it("a language switch loads every part already in use, then switches; dayjs follows once dates are shown", async () => {
    const i18n = await createI18n("es-DO");
    await loadTexts(i18n, "portal");
    expect(dayjs.locale()).toBe("es");
    await changeLocale(i18n, "pt");
    expect(i18n.language).toBe("pt");
    expect(i18n.t("auth.login.title")).toBe(textsOf("pt").auth.login.title);
    expect(i18n.t("filters.clear")).toBe(textsOf("pt").filters.clear);
    expect(dayjs.locale()).toBe("pt-br");
    expect(document.documentElement.lang).toBe("pt");
    await changeLocale(i18n, "en");
    expect(i18n.t("auth.login.title")).toBe(textsOf("en").auth.login.title);
    expect(dayjs.locale()).toBe("en");
  });
});
