/**
 * A refusal shown before the route's texts arrive (they load beside the gate, in parallel with the
 * screen's code) shows the texts once they are added, never the keys (seen under load in CI: the
 * AI rules editor's refusal read "aiRules.notAllowed").
 */
import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { Refine } from "@refinedev/core";
import i18next, { type i18n as I18n } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { RouteGate } from "../../../src/components/route-gate/route-gate";
import { createI18n } from "../../../providers/i18n";
import type { RouteGate as RouteGateDeclaration } from "../../../src/areas/define-area";

/** Renders `gate` around a screen, with an access-control provider that refuses everything. */
function renderRefusedGate(i18n: I18n, gate: RouteGateDeclaration): void {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Refine
          dataProvider={{} as never}
          accessControlProvider={{ can: async () => ({ can: false }) }}
          options={{ disableTelemetry: true }}
        >
          <RouteGate gate={gate}>
            <p>the screen</p>
          </RouteGate>
        </Refine>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("a route's refusal and its texts", () => {
  it("renders again with the texts when they are added after the refusal", async () => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: {} } } });
    renderRefusedGate(i18n, {
      access: {
        resource: "rules",
        action: "create",
        refusedKey: "rules.notAllowed",
        titleKey: "rules.title",
      },
    });
    expect(await screen.findByText("rules.notAllowed")).toBeInTheDocument();
    act(() => {
      i18n.addResourceBundle(
        "en",
        "translation",
        { rules: { notAllowed: "Not for you.", title: "Rules" } },
        true,
        true,
      );
    });
    expect(await screen.findByText("Not for you.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Rules" })).toBeInTheDocument();
    expect(screen.queryByText("the screen")).not.toBeInTheDocument();
  });

  it("loads the refused route's own texts, which its screen (never rendered) would have loaded", async () => {
    // The new authorization's refusal key lives in its own part, loaded with its screen's code:
    // refused, that code never loads (issue 21: the refusal read "newAuthorization.notAllowed").
    const i18n = await createI18n("en");
    renderRefusedGate(i18n, {
      access: {
        resource: "authorizations",
        action: "create",
        refusedKey: "newAuthorization.notAllowed",
        titleKey: "newAuthorization.title",
      },
      texts: ["new-authorization"],
    });
    expect(
      await screen.findByText("Your role cannot create authorizations. Ask your administrator for access."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "New authorization" })).toBeInTheDocument();
  });
});
