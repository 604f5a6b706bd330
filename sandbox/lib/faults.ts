/**
 * Fault injection for tests (DESIGN.md §7, docs/api-contract.md "Sandbox-only calls"): forced
 * statuses, delays, 401s, 202s that never finish, and lost answers (the work is done, then the
 * answer is a 500 or a reset connection; issue 17 §4), for requests whose path after /api starts with
 * a prefix, optionally only for one signed-in user. Armed faults live in the database (table
 * `sandbox_faults`), so a fault armed through one API instance fires on whichever instance gets
 * the next matching request. Off unless the sandbox runs with --faults.
 */
import { randomUUID } from "node:crypto";
import { asc, gt } from "drizzle-orm";
import type { Context, MiddlewareHandler, Next } from "hono";
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
  lose_answer: "500" | "reset" | null;
  method: string | null;
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
      lose_answer: body.lose_answer ?? null,
      method: body.method ?? null,
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
   * Consumes one use of the oldest fault matching the path, method and user, if any, in one
   * statement (two instances never both consume the last use). A spent fault is deleted.
   */
  async take(path: string, username: string | null, method = "GET"): Promise<Fault | null> {
    const [row] = await this.deps.handle.query<FaultRow>(
      `UPDATE sandbox_faults SET remaining = remaining - 1
       WHERE id = (
         SELECT id FROM sandbox_faults
         WHERE remaining > 0 AND left($1, length(path_prefix)) = path_prefix
           AND (username IS NULL OR username = $2)
           AND (method IS NULL OR method = $3)
         ORDER BY id LIMIT 1 FOR UPDATE
       ) AND remaining > 0
       RETURNING id, path_prefix, status, remaining, delay_ms, username, error_code, message, lose_answer, method`,
      [path, username, method],
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
  lose_answer: string | null;
  method: string | null;
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
    lose_answer: row.lose_answer === "500" || row.lose_answer === "reset" ? row.lose_answer : null,
    method: row.method,
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

/**
 * Serves the request in full (the routes and the idempotency store run), then loses its answer:
 * answers 500 `INTERNAL_SERVER_ERROR`, or resets the connection (destroys the socket of the Node
 * server; served in-process without a socket, it answers 500 too). The stored idempotent answer
 * stays, so a retry with the same key gets the replay.
 */
async function loseAnswer(c: Context<AppEnv>, next: Next, how: "500" | "reset"): Promise<void> {
  await next();
  // The body of the real answer is read to its end, so a stream behind it is finished.
  await c.res.arrayBuffer().catch(() => undefined);
  const socket = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming?.socket;
  if (how === "reset" && socket) socket.destroy();
  // Set, not returned: the route already finalised the context, so a returned answer is ignored.
  c.res = new Response(
    JSON.stringify({ error_code: "INTERNAL_SERVER_ERROR", message: "Injected lost answer" }),
    {
      status: 500,
      headers: { "content-type": "application/json" },
    },
  );
}

/** Answers matching requests with their fault (only when faults are enabled). */
export function injectFaults(deps: AppDeps, store: FaultStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!deps.config.faults) return next();
    const path = c.req.path.replace(/^\/api/, "") || "/";
    if (path.startsWith("/__sandbox")) return next();
    const fault = await store.take(path, c.get("principal")?.user?.username ?? null, c.req.method);
    if (!fault) return next();
    if (fault.delay_ms > 0) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
    if (fault.lose_answer) return loseAnswer(c, next, fault.lose_answer);
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
