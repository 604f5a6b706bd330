/**
 * Alerts hide themselves after 4,000 ms (000 §9 "Alert timeout 4000 ms"; 001 §9), not after
 * antd's defaults (3 s for a message, 4.5 s for a notification).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import ConfigProvider from "antd/es/config-provider";
import { ALERT_DURATION_MS, AlertsProvider, useAlerts } from "../../../src/base/alerts/alerts";

function Alerts() {
  const { message, notification } = useAlerts();
  return (
    <>
      <button onClick={() => message.success("Saved")}>message</button>
      <button onClick={() => notification.info({ message: "Heads up" })}>notification</button>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("alert timeout (000 §9)", () => {
  it.each([
    ["message", "Saved"],
    ["notification", "Heads up"],
  ])("a %s stays 4,000 ms, then hides", async (kind, text) => {
    // The antd code behind alerts loads with the first one; have it in before the clock stops.
    await import("../../../src/base/alerts/alerts-host");
    vi.useFakeTimers();
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AlertsProvider>
          <Alerts />
        </AlertsProvider>
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: kind }));
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText(text)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(ALERT_DURATION_MS - 300));
    expect(screen.getByText(text)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(ALERT_DURATION_MS).toBe(4000);
  });
});
