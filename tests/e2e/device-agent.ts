/**
 * The simulated fingerprint device agent of the e2e run (sandbox/device-agent/; issue 20 §4): the
 * reference API the Playwright config starts also starts the agent (`--device-agent`), on the
 * run's port + 100 unless E2E_DEVICE_AGENT_PORT says otherwise, so that two suites run at once
 * (each its own E2E_PORT) each have their own agent.
 */
import type { Page } from "@playwright/test";

/** The agent's port for this run. */
export function deviceAgentPort(): number {
  return Number(process.env.E2E_DEVICE_AGENT_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 100);
}

/** The agent's address as the browser calls it. */
export function deviceAgentUrl(): string {
  return `http://127.0.0.1:${deviceAgentPort()}`;
}

/**
 * Switches the agent's answer for this page's captures only: each capture the page sends carries
 * `X-Simulated-Mode` (sandbox/device-agent/agent.ts), so tests running side by side on the one
 * agent of the run never answer each other's captures. Calling it again switches the mode.
 */
export async function setDeviceMode(page: Page, mode: string): Promise<void> {
  const capture = `${deviceAgentUrl()}/devices/capture`;
  await page.unroute(capture);
  await page.route(capture, (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-simulated-mode": mode } }),
  );
}

/**
 * Points the portal at this run's agent: the runtime configuration (`/config.json`) answered with
 * `deviceAgentUrl` set, as a clinic's deployment would configure it.
 */
export async function useDeviceAgent(page: Page): Promise<void> {
  await page.route("**/config.json", async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, deviceAgentUrl: deviceAgentUrl() } });
  });
}
