/**
 * `useWarmUpSteps` (src/areas/authorizations/new/warm-up-steps.ts; docs/performance.md "msToClaim,
 * round 3"): /home's screen and the alerts' code are started from the doctor step on, when the page
 * is idle, not on the authorization step, where their script evaluation sat between the step
 * showing and its Send. Nothing is started on the search steps.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { renderHook } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "../../../providers/i18n";

const preloadAlerts = vi.fn(() => Promise.resolve());
vi.mock("../../../src/base/alerts/alerts", () => ({ preloadAlerts }));

const { useWarmUpSteps } = await import("../../../src/areas/authorizations/new/warm-up-steps");
const i18n = await createI18n("en");
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  preloadAlerts.mockClear();
  vi.stubGlobal("requestIdleCallback", (work: () => void) => idle.push(work));
  vi.stubGlobal("cancelIdleCallback", () => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe("useWarmUpSteps", () => {
  it("starts the end's code from the doctor step on, once the page is idle", () => {
    renderHook(() => useWarmUpSteps("doctor"), { wrapper });
    expect(preloadAlerts).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(preloadAlerts).toHaveBeenCalledTimes(1);
  });

  it("starts nothing of the end on a search step", () => {
    renderHook(() => useWarmUpSteps("beneficiary"), { wrapper });
    expect(idle).toHaveLength(0);
    expect(preloadAlerts).not.toHaveBeenCalled();
  });
});
