/**
 * Serving a built single-page app (the portal) next to the API: static files from a directory,
 * and index.html for any other GET outside /api that accepts HTML (history-mode routes, 000 §2).
 */
import { readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./context";

const isApi = (path: string): boolean => path === "/api" || path.startsWith("/api/");

/** Mounts the static files of `dir` on the app (call after the API routes). */
export function mountSpa(app: Hono<AppEnv>, dir: string): void {
  const root = relative(process.cwd(), resolve(dir)) || ".";
  const files = serveStatic<AppEnv>({ root });
  app.use("*", async (c, next) => (isApi(c.req.path) ? next() : files(c, next)));
}

/** The index.html fallback, or null when the request is not a page navigation. */
export async function spaFallback(
  dir: string,
  method: string,
  path: string,
  accept: string,
): Promise<Response | null> {
  if ((method !== "GET" && method !== "HEAD") || isApi(path) || !accept.includes("text/html")) return null;
  try {
    const html = await readFile(join(resolve(dir), "index.html"));
    return new Response(method === "HEAD" ? null : html, {
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
    });
  } catch {
    return null;
  }
}
