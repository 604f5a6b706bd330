/**
 * Idempotency-Key on every change, POST, PUT, PATCH and DELETE (docs/api-contract.md "General";
 * models: the IETF "The Idempotency-Key HTTP Header Field" draft and Stripe's idempotent
 * requests): the same key from the same caller within 24 h replays the first answer (status, body,
 * Location, and a 202's Retry-After) without doing the work again. Answers 5xx, 401 and 429 are not stored, so that a retry
 * after them does the work. The same key with another request is refused (422
 * IDEMPOTENCY_KEY_REUSED); "the same request" is judged on what it means ({@link fingerprintOf}),
 * never on its encoding. Keys live in the database, so every API instance over it replays the same
 * answers.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { idempotency_keys } from "../db/schema";
import type { AppDeps, AppEnv } from "./context";
import { ApiError, validationError } from "./errors";
import { digestOfPart } from "./uploads";

const WINDOW_MS = 24 * 3_600_000;

/**
 * Who the key belongs to: the signed-in user, else the token's client, else the hash of an
 * unresolved bearer (a reset token), else the Basic-authenticated client, else nobody in particular.
 */
function callerOf(c: Context<AppEnv>): string {
  const principal = c.get("principal");
  if (principal?.user) return `user:${principal.user.id}`;
  if (principal) return `client:${principal.client_id}`;
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  if (bearer) return `bearer:${createHash("sha256").update(bearer[1]).digest("hex")}`;
  const basic = /^Basic\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  if (basic) {
    const clientId = Buffer.from(basic[1], "base64").toString("utf8").split(":")[0];
    return `client:${clientId}`;
  }
  return "anonymous";
}

/** How long a claimed key whose request never finished (a crashed instance) blocks the key, in ms. */
const ABANDONED_MS = 60_000;

/** Methods whose requests are made idempotent by a key. */
export const KEYED_METHODS: readonly string[] = ["POST", "PUT", "PATCH", "DELETE"];

/**
 * The fingerprint of a request, judged on its meaning: the method, the path and query, and
 * - multipart: each part in order, by name: a text part by its value, a file part by its file name,
 *   type and the SHA-256 of its bytes; never the boundary;
 * - JSON: the parsed body, written again with its keys sorted at every level;
 * - anything else: the raw bytes.
 * The body is read through Hono's request cache, so the route reads it again without a second parse.
 * @returns a SHA-256 hex digest.
 */
export async function fingerprintOf(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  const hash = createHash("sha256").update(`${c.req.method} ${url.pathname}${url.search}\n`);
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    let form: FormData | null = null;
    try {
      form = await c.req.formData();
    } catch {
      // Unreadable multipart: judged on its bytes below, and refused by the route.
    }
    if (form) {
      hash.update("multipart\n");
      for (const [name, value] of form.entries()) {
        if (typeof value === "string") {
          hash.update(`text ${JSON.stringify(name)} ${JSON.stringify(value)}\n`);
        } else {
          const digest = await digestOfPart(value);
          hash.update(`file ${JSON.stringify(name)} ${JSON.stringify(value.name)} ${value.type} ${digest}\n`);
        }
      }
      return hash.digest("hex");
    }
  }
  const text = await c.req.text();
  if (/^application\/([\w.+-]+\+)?json/.test(type)) {
    try {
      hash.update("json\n").update(canonicalJson(JSON.parse(text) as unknown));
      return hash.digest("hex");
    } catch {
      // Not JSON after all: its bytes.
    }
  }
  return hash.update("raw\n").update(text).digest("hex");
}

/** JSON with object keys sorted at every level, so that key order never makes two requests differ. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * The middleware; only POST, PUT, PATCH and DELETE requests with an Idempotency-Key header are concerned. The key is
 * claimed in the database before the request runs (one insert, so two requests with the same key
 * on one instance or two cannot both claim it): the loser answers 409
 * IDEMPOTENCY_KEY_IN_PROGRESS while the winner runs, and replays its answer after.
 * @throws ApiError 400 for a malformed key, 422 IDEMPOTENCY_KEY_REUSED, 409 IDEMPOTENCY_KEY_IN_PROGRESS.
 */
export function idempotency(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (!KEYED_METHODS.includes(c.req.method) || key === undefined) return next();
    if (key.length === 0 || key.length > 255)
      throw validationError("Idempotency-Key must have 1 to 255 characters");
    const caller = callerOf(c);
    const fingerprint = await fingerprintOf(c);
    const now = deps.now();
    const db = deps.handle.db;
    const ofKey = and(eq(idempotency_keys.key, key), eq(idempotency_keys.caller, caller));

    const [stored] = await db.select().from(idempotency_keys).where(ofKey);
    if (stored) {
      const age = now.getTime() - stored.created_at.getTime();
      const live = stored.in_progress ? age < ABANDONED_MS : age < WINDOW_MS;
      if (live) return answerStored(stored, fingerprint);
      // Expired, or abandoned by an instance that died: the key starts over.
      await db.delete(idempotency_keys).where(and(ofKey, eq(idempotency_keys.created_at, stored.created_at)));
    }
    const [claimed] = await db
      .insert(idempotency_keys)
      .values({ key, caller, fingerprint, status: 0, body: "", in_progress: true, created_at: now })
      .onConflictDoNothing()
      .returning({ key: idempotency_keys.key });
    if (!claimed) {
      // Claimed by a concurrent request between our read and our insert.
      const [winner] = await db.select().from(idempotency_keys).where(ofKey);
      if (winner) return answerStored(winner, fingerprint);
      throw new ApiError(409, "IDEMPOTENCY_KEY_IN_PROGRESS");
    }

    try {
      await next();
    } finally {
      const status = c.res.status;
      const type = c.res.headers.get("content-type") ?? "";
      // A file answer (an export, an archive) is not kept as text: the key is released, a retry makes it again.
      const binary = type !== "" && !/^(application\/(problem\+)?json|text\/)/.test(type);
      if (status >= 500 || status === 401 || status === 429 || binary) {
        await db.delete(idempotency_keys).where(ofKey);
      } else {
        await db
          .update(idempotency_keys)
          .set({
            status,
            body: await c.res.clone().text(),
            content_type: c.res.headers.get("content-type"),
            location: c.res.headers.get("location"),
            retry_after: c.res.headers.get("retry-after"),
            in_progress: false,
          })
          .where(ofKey);
      }
    }
  };
}

/**
 * The answer for a key already stored: its replay, or an error when the key came with another
 * request or its first request still runs.
 */
function answerStored(stored: typeof idempotency_keys.$inferSelect, fingerprint: string): Response {
  if (stored.fingerprint !== fingerprint) throw new ApiError(422, "IDEMPOTENCY_KEY_REUSED");
  if (stored.in_progress) throw new ApiError(409, "IDEMPOTENCY_KEY_IN_PROGRESS");
  const headers = new Headers({ "idempotent-replayed": "true" });
  if (stored.content_type) headers.set("content-type", stored.content_type);
  if (stored.location) headers.set("location", stored.location);
  if (stored.retry_after) headers.set("retry-after", stored.retry_after);
  const replayBody = stored.status === 204 || stored.status === 304 ? null : stored.body;
  return new Response(replayBody, { status: stored.status, headers });
}
