/**
 * An alert shows in the render that asks for it once the alerts' code is in (`preloadAlerts`;
 * docs/performance.md "msToClaim, round 3"): the claim's success was held back ~170 ms behind a
 * lazy() host that suspended although its code had loaded, and the bench's wait for it slipped by
 * a poll. Here the first alert's host mounts synchronously: the text is in the document when the
 * click's (synchronous) act returns, no promise awaited.
 */
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import ConfigProvider from "antd/es/config-provider";
import { AlertsProvider, preloadAlerts, useAlerts } from "../../../src/base/alerts/alerts";

function Saver() {
  const { message } = useAlerts();
  return <button onClick={() => message.success("Claim created")}>save</button>;
}

afterEach(cleanup);

describe("the first alert after preloadAlerts()", () => {
  it("is shown by the click's own render, without waiting for the host's code", async () => {
    await preloadAlerts();
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AlertsProvider>
          <Saver />
        </AlertsProvider>
      </ConfigProvider>,
    );
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "save" }));
    });
    expect(screen.getByText("Claim created")).toBeInTheDocument();
  });
});
