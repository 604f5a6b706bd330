/**
 * Fault injection for tests (DESIGN.md §7, docs/api-contract.md "Sandbox-only calls"): forced
 * statuses, delays, 401s and 202s that never finish, for requests whose path after /api starts with
 * a prefix, optionally only for one signed-in user. In memory; off unless the sandbox runs with
 * --faults.
 */
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { FaultBody } from "../../schemas/requests/sandbox";
import type { AppDeps, AppEnv } from "./context";

interface Fault {
  path_prefix: string;
  status: number | null;
  remaining: number;
  delay_ms: number;
  user: string | null;
}

/** The armed faults. */
export class FaultStore {
  private faults: Fault[] = [];

  /** Arms a fault. */
  add(body: FaultBody): void {
    this.faults.push({
      path_prefix: body.path_prefix,
      status: body.status ?? null,
      remaining: body.count ?? 1,
      delay_ms: body.delay_ms ?? 0,
      user: body.user?.toLowerCase() ?? null,
    });
  }

  /** Disarms every fault. */
  clear(): void {
    this.faults = [];
  }

  /** The faults still armed (for inspection). */
  list(): readonly Readonly<Fault>[] {
    return this.faults;
  }

  /** Consumes one use of the first fault matching the path and user, if any. */
  take(path: string, username: string | null): Fault | null {
    const fault = this.faults.find(
      (f) => path.startsWith(f.path_prefix) && (f.user === null || f.user === username),
    );
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return { ...fault };
  }
}

const CODES: Record<number, string> = {
  400: "VALIDATION_ERROR",
  403: "INSUFFICIENT_PERMISSIONS",
  404: "RESOURCE_NOT_FOUND",
  409: "CONFLICT",
  429: "TOO_MANY_OPERATIONS",
  500: "INTERNAL_SERVER_ERROR",
  502: "BAD_GATEWAY",
  503: "SERVICE_UNAVAILABLE",
  504: "GATEWAY_TIMEOUT",
};

/** Answers matching requests with their fault (only when faults are enabled). */
export function injectFaults(deps: AppDeps, store: FaultStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!deps.config.faults) return next();
    const path = c.req.path.replace(/^\/api/, "") || "/";
    if (path.startsWith("/__sandbox")) return next();
    const fault = store.take(path, c.get("principal")?.user?.username ?? null);
    if (!fault) return next();
    if (fault.delay_ms > 0) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
    if (fault.status === null) return next();
    if (fault.status === 401) {
      return c.json({ error: "invalid_token", error_description: "Injected fault" }, 401);
    }
    if (fault.status === 202) {
      c.header("location", `${deps.config.apiBase}/__sandbox/pending/${randomUUID()}`);
      return c.json({ status: "IN_PROGRESS" }, 202);
    }
    const status = fault.status as ContentfulStatusCode;
    return c.json({ error_code: CODES[status] ?? "INJECTED_FAULT", message: "Injected fault" }, status);
  };
}
