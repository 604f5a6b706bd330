/**
 * Areas register themselves (DESIGN.md §3, §10): every page a declaration marks `custom` /
 * `customList` has a registered screen, every registration names a declared page, resource names
 * are checked at compile time, and a missing screen is an error, never a silent fallback.
 */
import { describe, expect, it, vi } from "vitest";
import { RESOURCES, type ResourceDeclaration, type ResourceName } from "../../../resources";
import { defineArea, type AreaRegistration, type PageName } from "../../../src/areas/define-area";
import { AREAS, preloadLandingScreens, screenLoaderOf } from "../../../src/areas/registry";
import {
  MissingScreenError,
  preloadScreenAt,
  resourceRoutes,
  screenOf,
} from "../../../src/app/resource-routes";
import { screenWithTexts } from "../../../src/areas/define-area";
import type { i18n as I18n } from "i18next";
import { loadTexts, TEXT_PARTS } from "../../../providers/i18n";

// loadTexts recorded (the rest of providers/i18n as it is): which text parts a preload asks for.
vi.mock("../../../providers/i18n", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../providers/i18n")>();
  return { ...actual, loadTexts: vi.fn(() => Promise.resolve()) };
});

const PAGES: readonly PageName[] = ["list", "show", "create"];

function customPages(declaration: ResourceDeclaration): PageName[] {
  return PAGES.filter((page) =>
    page === "list" ? declaration.customList === true : declaration[page]?.custom === true,
  );
}

describe("area registrations (src/areas/<area>/index.ts)", () => {
  it("every page a declaration marks custom/customList has a registered screen", () => {
    const missing = RESOURCES.flatMap((declaration) =>
      customPages(declaration)
        .filter((page) => screenLoaderOf(declaration.name, page) === undefined)
        .map((page) => `${declaration.name}.${page}`),
    );
    expect(missing).toEqual([]);
  });

  it("every registered screen belongs to a declared page of a declared resource", () => {
    const stray: string[] = [];
    for (const area of AREAS) {
      for (const [resource, pages] of Object.entries(area.screens)) {
        const declaration = RESOURCES.find((candidate) => candidate.name === resource);
        for (const page of Object.keys(pages ?? {}) as PageName[]) {
          const declared = page === "list" ? declaration !== undefined : declaration?.[page] !== undefined;
          if (!declared) stray.push(`${area.name}: ${resource}.${page}`);
        }
      }
    }
    expect(stray).toEqual([]);
  });

  it("a custom page without a screen throws (no fallback to the generic list or the placeholder)", () => {
    const accounts = RESOURCES.find((declaration) => declaration.name === "accounts")!;
    expect(() => screenOf(accounts, "list", [])).toThrow(MissingScreenError);
    expect(() => screenOf(accounts, "show", [])).toThrow(MissingScreenError);
    expect(() => resourceRoutes([accounts], [])).toThrow(/declares a custom list page/);
    expect(screenOf({ ...accounts, customList: false }, "list", [])).toBeDefined();
  });

  it("two areas registering one page is an error", () => {
    const load = async () => ({ default: () => null });
    const twice: AreaRegistration<string>[] = [
      { name: "rcm", screens: { accounts: { list: load } } },
      { name: "settlements", screens: { accounts: { list: load } } },
    ];
    expect(() => screenLoaderOf("accounts", "list", twice)).toThrow(/Two areas/);
  });

  it("resource names and page names are checked at compile time", () => {
    const load = async () => ({ default: () => null });
    // Derived from the declarations (issue 18 §8: no name list to extend); the type still holds it.
    const names: ResourceName[] = RESOURCES.map((declaration) => declaration.name);
    expect(names).toHaveLength(RESOURCES.length);
    // @ts-expect-error "acounts" is not a declared resource
    defineArea({ name: "rcm", screens: { acounts: { list: load } } });
    // @ts-expect-error "lst" is not a page
    defineArea({ name: "rcm", screens: { accounts: { lst: load } } });
    // @ts-expect-error a resource name is a literal union, not any string
    const anyName: ResourceName = "payer-contracts";
    expect(anyName).toBe("payer-contracts");
  });

  it("every text part an area route or screen names is a file of locales/ (providers/i18n.ts TEXT_PARTS)", () => {
    const named = new Set<string>();
    const seen = new Set<unknown>();
    const walk = (value: unknown): void => {
      if (value === null || (typeof value !== "object" && typeof value !== "function") || seen.has(value))
        return;
      seen.add(value);
      const texts = (value as { texts?: unknown }).texts;
      if (Array.isArray(texts)) texts.forEach((part) => named.add(String(part)));
      Object.values(value).forEach(walk);
    };
    AREAS.forEach(walk);
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((part) => !TEXT_PARTS.includes(part))).toEqual([]);
  });

  it("preloadLandingScreens() loads the landing screens and their areas' layouts, nothing else", () => {
    const landing = vi.fn(async () => ({ default: () => null }));
    const layout = vi.fn(async () => ({ default: () => null }));
    const other = vi.fn(async () => ({ default: () => null }));
    preloadLandingScreens([
      { name: "rcm", layout, screens: { accounts: { list: landing, show: other } }, landing: [landing] },
      { name: "v2", layout: other, screens: {} },
    ]);
    expect(landing).toHaveBeenCalledOnce();
    expect(layout).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });

  it("preloadScreenAt() starts the code and texts of the screen routed at a path, nothing else (docs/performance.md authorizationDetail)", () => {
    const accounts = RESOURCES.find((declaration) => declaration.name === "accounts")!;
    const show = vi.fn(async () => ({ default: () => null }));
    const list = vi.fn(async () => ({ default: () => null }));
    const flow = vi.fn(async () => ({ default: () => null }));
    const areas: AreaRegistration<string>[] = [
      {
        name: "rcm",
        screens: { accounts: { list, show: screenWithTexts(["account", "documents"], show) } },
        routes: [{ path: "/rcm/flow", screen: flow, texts: ["forms"] }],
      },
    ];
    const i18n = { language: "es" } as unknown as I18n;
    const asked = () => vi.mocked(loadTexts).mock.calls.map(([, part]) => part);
    vi.mocked(loadTexts).mockClear();
    preloadScreenAt("/rcm/account/42", i18n, [accounts], areas);
    expect(show).toHaveBeenCalledOnce();
    expect(list).not.toHaveBeenCalled();
    expect(flow).not.toHaveBeenCalled();
    expect(asked()).toEqual(["account", "documents"]);
    preloadScreenAt("/rcm/flow", i18n, [accounts], areas);
    expect(flow).toHaveBeenCalledOnce();
    expect(asked()).toEqual(["account", "documents", "forms"]);
  });

  it("the portal's landing screens are the accounts grid and the authorization home", () => {
    const landing = AREAS.flatMap((area) => area.landing ?? []);
    expect(landing).toContain(screenLoaderOf("accounts", "list"));
    expect(landing).toContain(screenLoaderOf("authorizations", "list"));
  });
});
