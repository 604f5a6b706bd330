/**
 * Shared set-up of the HTTP-layer tests: an msw server on a fake origin and a client factory
 * whose session hooks are spies.
 */
import { vi } from "vitest";
import { setupServer } from "msw/node";
import { createHttpClient, type HttpClient, type HttpClientOptions } from "../../../providers/http";

/** Fake origin and API base (never a real host). */
export const ORIGIN = "http://portal.test";
export const BASE = `${ORIGIN}/api`;

/** One msw server per test file; handlers are added per test with `server.use`. */
export const server = setupServer();

/** A client plus the spies and state behind its session hooks. */
export interface TestClient {
  client: HttpClient;
  session: { token: string | undefined; language: string };
  refreshSession: ReturnType<typeof vi.fn<() => Promise<void>>>;
  onSessionExpired: ReturnType<typeof vi.fn<() => void>>;
  sleep: ReturnType<typeof vi.fn<(ms: number, signal?: AbortSignal) => Promise<void>>>;
}

/**
 * A client with token "old" whose refresh (after `refreshDelayMs`) switches to "new", and a sleep
 * that resolves at once (so retry tests take no time) but records the waits asked for.
 */
export function makeClient(
  overrides: Partial<HttpClientOptions> & { refreshDelayMs?: number } = {},
): TestClient {
  const session = { token: "old" as string | undefined, language: "es-DO" };
  const refreshSession = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, overrides.refreshDelayMs ?? 20));
    session.token = "new";
  });
  const onSessionExpired = vi.fn(() => {
    session.token = undefined;
  });
  const sleep = vi.fn(async (_ms: number, signal?: AbortSignal) => {
    if (signal?.aborted) throw signal.reason;
  });
  const client = createHttpClient({
    baseURL: BASE,
    retry: { maxAttempts: 5, delayMs: 1000 },
    pollCeilingMs: 120_000,
    getAccessToken: () => session.token,
    getLanguage: () => session.language,
    refreshSession,
    onSessionExpired,
    sleep,
    ...overrides,
  });
  return { client, session, refreshSession, onSessionExpired, sleep };
}
