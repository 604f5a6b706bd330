/**
 * Fault injection calls, only with --faults (docs/api-contract.md "Sandbox-only calls"):
 * `POST /__sandbox/faults`, `GET` and `DELETE /__sandbox/faults`, and the Location of injected 202
 * answers, `GET /__sandbox/pending/{id}`, which stays IN_PROGRESS for ever.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { faultBody, type FaultBody } from "../../../schemas/requests/sandbox";
import type { AppDeps, AppEnv } from "../../lib/context";
import { notFound } from "../../lib/errors";
import type { FaultStore } from "../../lib/faults";
import { readBody } from "../../lib/validate";

/** Routes under /__sandbox for faults (all 404 when faults are off). */
export function faultRoutes(deps: AppDeps, store: FaultStore): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // Guarded route by route: a `use("*")` here would also cover the other /__sandbox routes.
  const enabled: MiddlewareHandler<AppEnv> = async (_c, next) => {
    if (!deps.config.faults) throw notFound();
    await next();
  };

  routes.post("/faults", enabled, async (c) => {
    await store.add(await readBody<FaultBody>(c, faultBody));
    return c.json({ faults: await store.list() }, 201);
  });

  routes.get("/faults", enabled, async (c) => c.json({ faults: await store.list() }));

  routes.delete("/faults", enabled, async (c) => {
    await store.clear();
    return c.body(null, 204);
  });

  routes.get("/pending/:id", enabled, (c) => c.json({ status: "IN_PROGRESS" }));

  return routes;
}
