/**
 * Response headers and request limits of the reference API (docs/decisions.md "Security headers",
 * "Request limits"): Hono's secure-headers middleware on everything the server sends (API, the
 * served portal, 404s), `Cache-Control: no-store` on every API answer, and Hono's body-limit
 * middleware on every API route.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { AppDeps, AppEnv } from "./context";
import { pickLanguage, translate } from "./messages";
import { isUploadPath, uploadBodyLimit } from "./uploads";

/**
 * The Content-Security-Policy directives. Scripts only from the portal's own origin (no inline
 * script, no eval); styles also inline, because antd's CSS-in-JS inserts `<style>` elements at run
 * time and a nonce would need a per-response rewrite of index.html that a static server or CDN
 * cannot do (docs/decisions.md "Security headers"). `connect-src 'self'`: the reference API serves
 * the portal and the API on one origin; a deployment with the API elsewhere adds its origin.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/**
 * Security headers of every answer: the CSP above, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: same-origin` (a reset link's token never leaves the site), `Cross-Origin-Opener-Policy:
 * same-origin`, `X-Frame-Options: DENY` (older browsers' `frame-ancestors 'none'`) and Hono's other
 * defaults (HSTS, Cross-Origin-Resource-Policy, Origin-Agent-Cluster, no X-Powered-By).
 * @param connectSources origins the portal's page may call besides its own, added to
 *   `connect-src` (the simulated fingerprint device agent's, sandbox/device-agent/).
 */
export function securityHeaders(connectSources: readonly string[] = []): MiddlewareHandler<AppEnv> {
  const directives: Record<string, readonly string[]> = {
    ...CSP_DIRECTIVES,
    connectSrc: [...CSP_DIRECTIVES.connectSrc, ...connectSources],
  };
  return secureHeaders({
    contentSecurityPolicy: Object.fromEntries(
      Object.entries(directives).map(([name, values]) => [name, [...values]]),
    ),
    referrerPolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
  });
}

/**
 * `Cache-Control: no-store` on every API answer (errors and replays included): answers carry
 * tokens and patient data that no browser or proxy cache may keep.
 */
export function noStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set("cache-control", "no-store");
  };
}

/**
 * Refuses a request body over `deps.config.bodyLimitBytes` (1 MiB; the upload routes of
 * sandbox/lib/uploads.ts get 20 MiB + 64 KiB instead) with 413
 * `{ error_code: "PAYLOAD_TOO_LARGE", message }`: at once from `Content-Length`, or, for a chunked
 * body, as soon as the bytes read pass the limit (the rest is never read).
 */
export function apiBodyLimit(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: deps.config.bodyLimitBytes,
    onError: (c) => {
      const lang = c.get("lang") ?? pickLanguage(c.req.header("accept-language"));
      return c.json({ error_code: "PAYLOAD_TOO_LARGE", message: translate("PAYLOAD_TOO_LARGE", lang) }, 413);
    },
  });
  const uploads = uploadBodyLimit();
  // Upload routes (sandbox/lib/uploads.ts UPLOAD_PATHS) take a 20 MiB file plus multipart framing.
  return (c, next) => (isUploadPath(c.req.path) ? uploads(c, next) : limit(c, next));
}
