/**
 * Fault injection for tests (DESIGN.md §7, docs/api-contract.md "Sandbox-only calls"): forced
 * statuses, delays, 401s and 202s that never finish, for requests whose path after /api starts with
 * a prefix, optionally only for one signed-in user. Armed faults live in the database (table
 * `sandbox_faults`), so a fault armed through one API instance fires on whichever instance gets
 * the next matching request. Off unless the sandbox runs with --faults.
 */
import { randomUUID } from "node:crypto";
import { asc, gt } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { FaultBody } from "../../schemas/requests/sandbox";
import { sandbox_faults } from "../db/schema";
import type { AppDeps, AppEnv } from "./context";

/** An armed fault as listed by `GET /__sandbox/faults`. */
export interface Fault {
  path_prefix: string;
  status: number | null;
  remaining: number;
  delay_ms: number;
  user: string | null;
  error_code: string | null;
  message: string | null;
}

/** The armed faults, in the database. */
export class FaultStore {
  constructor(private readonly deps: AppDeps) {}

  /** Arms a fault. */
  async add(body: FaultBody): Promise<void> {
    await this.deps.handle.db.insert(sandbox_faults).values({
      path_prefix: body.path_prefix,
      status: body.status ?? null,
      remaining: body.count ?? 1,
      delay_ms: body.delay_ms ?? 0,
      username: body.user?.toLowerCase() ?? null,
      error_code: body.error_code ?? null,
      message: body.message ?? null,
      created_at: this.deps.now(),
    });
  }

  /** Disarms every fault. */
  async clear(): Promise<void> {
    await this.deps.handle.db.delete(sandbox_faults);
  }

  /** The faults still armed, oldest first. */
  async list(): Promise<Fault[]> {
    const rows = await this.deps.handle.db
      .select()
      .from(sandbox_faults)
      .where(gt(sandbox_faults.remaining, 0))
      .orderBy(asc(sandbox_faults.id));
    return rows.map(toFault);
  }

  /**
   * Consumes one use of the oldest fault matching the path and user, if any, in one statement (two
   * instances never both consume the last use). A spent fault is deleted.
   */
  async take(path: string, username: string | null): Promise<Fault | null> {
    const [row] = await this.deps.handle.query<FaultRow>(
      `UPDATE sandbox_faults SET remaining = remaining - 1
       WHERE id = (
         SELECT id FROM sandbox_faults
         WHERE remaining > 0 AND left($1, length(path_prefix)) = path_prefix
           AND (username IS NULL OR username = $2)
         ORDER BY id LIMIT 1 FOR UPDATE
       ) AND remaining > 0
       RETURNING id, path_prefix, status, remaining, delay_ms, username, error_code, message`,
      [path, username],
    );
    if (!row) return null;
    if (row.remaining <= 0)
      await this.deps.handle.query("DELETE FROM sandbox_faults WHERE id = $1", [row.id]);
    return toFault(row);
  }
}

interface FaultRow {
  id: number;
  path_prefix: string;
  status: number | null;
  remaining: number;
  delay_ms: number;
  username: string | null;
  error_code: string | null;
  message: string | null;
}

function toFault(row: FaultRow): Fault {
  return {
    path_prefix: row.path_prefix,
    status: row.status,
    remaining: row.remaining,
    delay_ms: row.delay_ms,
    user: row.username,
    error_code: row.error_code,
    message: row.message,
  };
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
    const fault = await store.take(path, c.get("principal")?.user?.username ?? null);
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
    return c.json(
      {
        error_code: fault.error_code ?? CODES[status] ?? "INJECTED_FAULT",
        message: fault.message ?? "Injected fault",
      },
      status,
    );
  };
}
