import type { ServerType } from "@hono/node-server";

/** How long the reference API keeps an idle HTTP/1.1 connection open, ms. */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Keeps idle connections open {@link KEEP_ALIVE_MS} rather than Node's 5 s. Clients (Playwright's
 * request context, browsers, proxies in front of the API) keep their idle connections longer than
 * 5 s; a request sent on one just as the server closes it fails with `ECONNRESET` (seen in CI: an
 * e2e test's API call after a few seconds of page work). The headers timeout stays just above, as
 * Node requires. HTTP/2 servers (no keep-alive timeout) are left as they are.
 */
export function keepConnectionsAlive(server: ServerType): void {
  if (!("keepAliveTimeout" in server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
