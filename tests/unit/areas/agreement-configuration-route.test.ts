/**
 * Opening an agreement renders its configuration without suspending once the list has shown
 * (issue 23 §3, docs/performance.md "forms.agreementConfiguration"): the route's loader is one
 * function the list calls ahead of a click, answering one promise marked when settled, which the
 * route's lazy wrapper (src/lib/preloadable.tsx) reads as loaded. An inline `() => import(…)` in the
 * route made a fresh pending promise on the click: the route suspended and React held it back.
 */
import { describe, expect, it } from "vitest";
import rcm from "../../../src/areas/rcm";
import {
  AGREEMENT_CONFIGURATION_TEXTS,
  agreementConfigurationScreen,
} from "../../../src/areas/rcm/agreements/agreement-configuration-route";

describe("the agreement configuration route's loader", () => {
  it("is the route's own loader, with its text part", () => {
    const route = rcm.routes?.find((r) => r.path === "/rcm/agreements/configuration");
    expect(route && "screen" in route ? route.screen : undefined).toBe(agreementConfigurationScreen);
    expect(route && "texts" in route ? route.texts : undefined).toEqual(AGREEMENT_CONFIGURATION_TEXTS);
  });

  it("answers one promise, marked fulfilled once loaded, so a later render does not suspend", async () => {
    const first = agreementConfigurationScreen();
    expect(agreementConfigurationScreen()).toBe(first);
    const module = await first;
    await Promise.resolve();
    expect(first).toMatchObject({ status: "fulfilled", value: module });
    expect(typeof module.default).toBe("function");
  }, 60_000);
});
