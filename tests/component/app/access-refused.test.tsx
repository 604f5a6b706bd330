/**
 * What a screen shows when `can()` refuses it (src/components/access-refused.tsx, DESIGN.md §6):
 * the screen's own text when the role lacks the permission, the portal's when the feature is off
 * for the provider or the section is another country's (not "you may not", which would send the
 * user to ask for a role that changes nothing).
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { AccessRefused } from "../../../src/components/access-refused";
import { textsOf } from "../../locales";

afterEach(cleanup);

async function shown(reason: string | undefined): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: textsOf("en") } },
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <AccessRefused answer={{ can: false, reason }} message="You may not see the product configuration." />
    </I18nextProvider>,
  );
  return screen.getByRole("alert").textContent ?? "";
}

describe("a refused screen says why", () => {
  it.each([["access.event"], ["access.area"], [undefined]])("%s: the screen's own text", async (reason) => {
    expect(await shown(reason)).toBe("You may not see the product configuration.");
  });

  it.each([["access.feature"], ["access.country"], ["access.loading"]])(
    "%s: the portal's text",
    async (reason) => {
      const texts = textsOf("en") as unknown as { access: Record<string, string> };
      expect(await shown(reason)).toBe(texts.access[reason.split(".")[1]]);
    },
  );
});
