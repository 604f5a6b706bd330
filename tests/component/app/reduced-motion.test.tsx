/**
 * The user's "reduce motion" setting (WCAG 2.1 SC 2.3.3) turns antd's motion token off, and the
 * setting is followed live. (That a modal then opens without its zoom is shown in Chromium by
 * tests/e2e/reduced-motion.spec.ts: under Vitest antd and rc-dialog load two copies of rc-motion,
 * so its motion context does not reach the dialog here.)
 */
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import ConfigProvider from "antd/es/config-provider";
import theme from "antd/es/theme";
import { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from "../../../src/lib/reduced-motion";
import { THEME_CONFIGS, withMotionPreference } from "../../../src/app/themes";

/** A matchMedia whose reduced-motion answer the test sets, and which tells its listeners. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((media: string) => ({
    get matches() {
      return media === REDUCED_MOTION_QUERY ? matches : false;
    },
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

function Screen() {
  const reduced = usePrefersReducedMotion();
  return (
    <ConfigProvider theme={withMotionPreference(THEME_CONFIGS.branded, reduced)}>
      <span data-testid="reduced">{String(reduced)}</span>
      <Motion />
    </ConfigProvider>
  );
}

let media: ReturnType<typeof fakeMatchMedia> | undefined;
afterEach(() => {
  cleanup();
  media?.restore();
});

describe("reduced motion (WCAG 2.3.3)", () => {
  it("without the setting antd's motion stays on", () => {
    media = fakeMatchMedia(false);
    render(<Screen />);
    expect(screen.getByTestId("reduced")).toHaveTextContent("false");
    expect(screen.getByTestId("motion")).toHaveTextContent("true");
  });

  it("with the setting antd's motion is off, and a change of the setting is followed", () => {
    media = fakeMatchMedia(true);
    render(<Screen />);
    expect(screen.getByTestId("reduced")).toHaveTextContent("true");
    expect(screen.getByTestId("motion")).toHaveTextContent("false");
    act(() => media?.set(false));
    expect(screen.getByTestId("reduced")).toHaveTextContent("false");
    expect(screen.getByTestId("motion")).toHaveTextContent("true");
  });

  it("leaves the theme untouched without the setting", () => {
    expect(withMotionPreference(THEME_CONFIGS.neutral, false)).toBe(THEME_CONFIGS.neutral);
    expect(withMotionPreference(THEME_CONFIGS.neutral, true).token).toMatchObject({
      motion: false,
      colorPrimary: THEME_CONFIGS.neutral.token?.colorPrimary,
    });
  });
});
