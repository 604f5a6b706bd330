/**
 * The reference API as a Hono app (DESIGN.md §7), mounted under `/api`, optionally serving the built
 * portal at `/`. Security headers on every answer; middleware order on /api: language, no-store,
 * body limit, bearer identification, fault injection, idempotency, then the routes. The app keeps no
 * state of its own: everything lives in the database, so several apps over one database answer
 * alike.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { identify } from "./lib/auth";
import type { AppDeps, AppEnv } from "./lib/context";
import { ApiError, OAuthError } from "./lib/errors";
import { FaultStore, injectFaults } from "./lib/faults";
import { idempotency } from "./lib/idempotency";
import { isMessageCode, pickLanguage, translate } from "./lib/messages";
import { localizeMessage } from "./lib/localize";
import { apiBodyLimit, noStore, securityHeaders } from "./lib/security";
import { mountSpa, spaFallback } from "./lib/spa";
import { arcRoutes } from "./routes/arc/claims";
import { arcV2Routes } from "./routes/arc/v2-authorizations";
import { arcV2RequestRoutes } from "./routes/arc/v2-requests";
import { oauthRoutes } from "./routes/oauth/tokens";
import { glosaRoutes } from "./routes/denials/glosas";
import { faultRoutes } from "./routes/sandbox/faults";
import { outboxRoutes } from "./routes/sandbox/outbox";
import { rcmAccountRoutes } from "./routes/rcm/accounts";
import { rcmLookupRoutes } from "./routes/rcm/lookups";
import { accountActionRoutes } from "./routes/rcm/account-actions";
import { preSettlementsBrRoutes } from "./routes/rcm/pre-settlements-br";
import { auditCommentRoutes } from "./routes/rcm/audit-comments";
import { agreementPackageRoutes } from "./routes/rcm/agreement-packages";
import { agreementMatrixRoutes } from "./routes/rcm/agreement-matrix";
import { agreementRoutes } from "./routes/rcm/agreements";
import { productsConfigurationRoutes } from "./routes/rcm/products-configuration";
import { supportsConfigurationRoutes } from "./routes/rcm/supports-configuration";
import { aiValidationRoutes } from "./routes/rcm/ai-validation";
import { documentConfigurationRoutes } from "./routes/document-validation/configurations";
import { preSettlementRoutes } from "./routes/rcm/pre-settlements";
import { restrictionRoutes } from "./routes/rcm/restrictions";
import { supportFileRoutes } from "./routes/rcm/support-files";
import { s3ExplorerRoutes } from "./routes/s3-explorer/downloads";
import { savedViewRoutes } from "./routes/portal/saved-views";
import { usersRoutes } from "./routes/oauth/users";
import { SERVICE_MODULES } from "./routes/found-service-modules";
import type { ServiceModule } from "./routes/service-modules";

/** Options of {@link createApp}. */
export interface AppOptions {
  /** Directory of a built single-page app to serve at `/`. */
  serveDir?: string;
  /** Log one line per API request through deps.log. */
  logRequests?: boolean;
  /**
   * The service modules mounted after the listed routes (default: those found in
   * sandbox/routes/<service>/, routes/service-modules.ts); a test passes its own.
   */
  serviceModules?: readonly ServiceModule[];
  /**
   * Origins the served portal may call besides its own (CSP `connect-src`): the simulated device
   * agent's when it runs (sandbox/device-agent/, the browser calls it directly).
   */
  connectSources?: readonly string[];
}

/** Builds the app. The caller owns the database in `deps` (and closes it). */
export function createApp(deps: AppDeps, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const api = new Hono<AppEnv>();
  const faults = new FaultStore(deps);

  app.use("*", securityHeaders(options.connectSources));

  api.use("*", async (c, next) => {
    c.set("lang", pickLanguage(c.req.header("accept-language")));
    c.set("principal", null);
    const started = performance.now();
    await next();
    if (options.logRequests) {
      const ms = (performance.now() - started).toFixed(1);
      deps.log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
    }
  });
  api.use("*", noStore());
  api.use("*", apiBodyLimit(deps));
  api.use("*", identify(deps));
  api.use("*", injectFaults(deps, faults));
  api.use("*", idempotency(deps));

  api.route("/v1/oauth", oauthRoutes(deps));
  api.route("/v1/users", usersRoutes(deps));
  api.route("/__sandbox", outboxRoutes(deps));
  api.route("/__sandbox", faultRoutes(deps, faults));
  api.route("/arc", arcRoutes(deps));
  api.route("/arc", arcV2Routes(deps));
  api.route("/arc", arcV2RequestRoutes(deps));
  // Account actions first: their fixed paths (…/accounts/validate-support-documents) win over …/accounts/{id}.
  // Before the account routes: `accounts/sent-accounts-statuses…` is not an account id (issue 9 §2).
  api.route("/rcm", preSettlementsBrRoutes(deps));
  api.route("/rcm", accountActionRoutes(deps));
  api.route("/rcm", rcmAccountRoutes(deps));
  api.route("/rcm", rcmLookupRoutes(deps));
  // Before the support files: `support-files/sent-for-ai-validation` is not an account id (issue 8 §5).
  api.route("/rcm", aiValidationRoutes(deps));
  api.route("/rcm", supportFileRoutes(deps));
  api.route("/rcm", auditCommentRoutes(deps));
  api.route("/rcm", restrictionRoutes(deps));
  api.route("/rcm", preSettlementRoutes(deps));
  // Before the agreements: `provider-payer-configurations/process-files` is not an agreement code.
  api.route("/rcm", agreementMatrixRoutes(deps));
  // After the lookups: `provider-payer-configurations/all-agreements` is not an agreement code.
  api.route("/rcm", agreementRoutes(deps));
  api.route("/rcm", agreementPackageRoutes(deps));
  api.route("/rcm", productsConfigurationRoutes(deps));
  // Supports configuration of the agreements (issue 8 §2; 001 §7 provider-payer-services/products).
  api.route("/rcm", supportsConfigurationRoutes(deps));
  api.route("/v1/s3-explorer", s3ExplorerRoutes(deps));
  api.route("/portal", savedViewRoutes(deps));
  api.route("/rcm-denials", glosaRoutes(deps));
  api.route("/document-validation", documentConfigurationRoutes(deps));
  // Service modules are found, not listed (issue 18 §8; routes/service-modules.ts): a new one is
  // mounted here with no edit of this file, after the routes above.
  for (const module of options.serviceModules ?? SERVICE_MODULES)
    api.route(module.mount, module.routes(deps));

  app.route("/api", api);
  if (options.serveDir) mountSpa(app, options.serveDir);

  app.onError((error, c) => {
    const lang = c.get("lang") ?? "es";
    if (error instanceof ApiError) {
      // A message the thrower wrote is answered in the caller's language when its shape is known
      // (lib/localize.ts, issue 19 §4); a message code is translated.
      const message =
        error.explicitMessage !== undefined
          ? localizeMessage(error.explicitMessage, lang)
          : isMessageCode(error.code)
            ? translate(error.code, lang)
            : error.code;
      return c.json({ ...error.details, error_code: error.code, message }, error.status);
    }
    if (error instanceof OAuthError) {
      const description =
        typeof error.description === "string" ? translate(error.description, lang) : error.description.text;
      if (error.status === 401 && error.error === "invalid_token") {
        c.header("www-authenticate", 'Bearer error="invalid_token"');
      }
      return c.json({ error: error.error, error_description: description }, error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      return c.json(
        { error_code: status === 400 ? "VALIDATION_ERROR" : "INVALID_REQUEST", message: error.message },
        status,
      );
    }
    deps.log(
      `[error] ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return c.json(
      { error_code: "INTERNAL_SERVER_ERROR", message: translate("INTERNAL_SERVER_ERROR", lang) },
      500,
    );
  });

  app.notFound(async (c) => {
    const path = c.req.path;
    if (path === "/api" || path.startsWith("/api/")) {
      const lang = c.get("lang") ?? pickLanguage(c.req.header("accept-language"));
      return c.json(
        { error_code: "RESOURCE_NOT_FOUND", message: translate("RESOURCE_NOT_FOUND", lang) },
        404,
      );
    }
    if (options.serveDir) {
      const page = await spaFallback(options.serveDir, c.req.method, path, c.req.header("accept") ?? "");
      if (page) return page;
    }
    return c.text("Not found", 404);
  });

  return app;
}
