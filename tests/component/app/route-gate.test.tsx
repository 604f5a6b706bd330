/**
 * Area routes are first-class (issue 18 §6; DESIGN.md §12 "an area route"): a route declares its
 * access requirement, its text parts and its guards, and the route checks them before its screen
 * renders — no screen repeats `useCan` + `AccessRefused`, `use(loadTexts)` or the navigation-bar
 * redirect (001 §2). Over the reference API in-process, as a user of each kind.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { currentLocation, renderPortal, server, useSandboxServer } from "../resource/harness";
import agreementTexts from "../../../locales/en/agreements.json" with { type: "json" };
import aiTexts from "../../../locales/en/ai-rules.json" with { type: "json" };
import { AREAS } from "../../../src/areas/registry";

const backend = useSandboxServer();
const en = { ...agreementTexts, ...aiTexts };

/** Hides the pre-settlements' navigation-bar view in every provider's view configuration (001 §2). */
function hideNavigationBar() {
  server.use(
    http.get(/\/rcm\/v1\/view-configuration\/[^/]+$/, () =>
      HttpResponse.json({
        sections: [
          { section: "pre-settlements", view_name: "navigation-bar", excluded_columns: [], hidden: true },
        ],
      }),
    ),
  );
}

describe("the route's gate, before the screen", () => {
  it(
    "access: a role without VIEW_AGREEMENTS gets the refusal under the page's heading, not the screen",
    { timeout: 60_000 },
    async () => {
      await renderPortal({
        path: "/rcm/agreements/audit-rule?agreementCode=NEPS-EVT-2026",
        session: await backend.signIn("rcm-external-auditor"),
      });
      expect(await screen.findByText(en.agreements.notAllowed, {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: en.agreements.auditRules.title })).toBeInTheDocument();
      // The screen never asked for the rules.
      expect(backend.requests.some((request) => request.pathname.includes("/audit-rules"))).toBe(false);
    },
  );

  it(
    "access by the URL's mode: the AI rules editor asks `create` or `edit` as the URL says",
    { timeout: 60_000 },
    async () => {
      await renderPortal({
        path: "/rcm/ai-configuration-rules-editor?mode=create",
        session: await backend.signIn("rcm-viewer"),
      });
      expect(await screen.findByText(en.aiRules.notAllowed, {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: en.aiRules.editor.createTitle })).toBeInTheDocument();
    },
  );

  it(
    "guards: with the navigation-bar view hidden, the pre-settlements route sends the user home (001 §2)",
    { timeout: 60_000 },
    async () => {
      hideNavigationBar();
      localStorage.clear();
      await renderPortal({ path: "/rcm/pre-settlements", session: await backend.signIn("rcm-editor") });
      await waitFor(() => expect(currentLocation()).toBe("/home"), { timeout: 20_000 });
    },
  );

  it(
    "guards: the package configuration reached from pre-settlements is guarded, the same screen under agreements is not",
    { timeout: 60_000 },
    async () => {
      hideNavigationBar();
      localStorage.clear();
      await renderPortal({
        path: "/rcm/agreements/configuration/packages?agreementCode=NEPS-EVT-2026",
        session: await backend.signIn("rcm-admin"),
      });
      expect(
        await screen.findByRole(
          "heading",
          { name: new RegExp(`^${en.agreements.packages.title}`) },
          { timeout: 20_000 },
        ),
      ).toBeInTheDocument();
      expect(currentLocation()).toContain("/rcm/agreements/configuration/packages");
    },
  );
});

describe("one way: no screen gates itself", () => {
  const areasDir = join(process.cwd(), "src/areas");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith(".tsx") ? [path] : [];
    });

  it("no screen under src/areas loads its own texts, refuses access itself or repeats the navigation-bar redirect", () => {
    const offenders = files(areasDir).filter((path) => {
      const source = readFileSync(path, "utf8");
      return /use\(loadTexts\(|useNavigationBarHidden|<AccessRefused/.test(source);
    });
    expect(offenders).toEqual([]);
  });

  it("every area route with a screen is a declared route (no route-element shims)", () => {
    const shims = files(areasDir).filter((path) => /lazyWithTexts\(/.test(readFileSync(path, "utf8")));
    expect(shims).toEqual([]);
    expect(AREAS.flatMap((area) => area.routes ?? []).length).toBeGreaterThan(0);
  });
});
