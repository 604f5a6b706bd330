/**
 * How the bench and the bundle budget measure the weight of a route (issue "Hardening and
 * weight" §1): the JavaScript files the browser loads to show it — a fresh document load, until the
 * network is idle — each gzipped at level 9 from the build folder, summed. One function for the
 * portal's routes and the floor pages, so their ratio compares like with like.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import type { Browser, Page } from "@playwright/test";

/** The weight of one route: gzip bytes (level 9) of its JavaScript, and the files counted. */
export interface RouteWeight {
  jsGzipBytes: number;
  files: string[];
}

/** gzip size (level 9) of one file, bytes. */
export function gzipBytes(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/**
 * Loads `url` in a fresh page of a new context and sums the gzip size of the `.js` files it
 * fetched, read from `distDir` (the folder the server serves).
 * @param before runs in the new page before the measured load (e.g. signing in, which leaves the
 *   session in sessionStorage so the measured load resumes it).
 */
export async function routeWeight(
  browser: Browser,
  url: string,
  distDir: string,
  before?: (page: Page) => Promise<void>,
): Promise<RouteWeight> {
  const context = await browser.newContext({ baseURL: new URL(url).origin });
  try {
    const page = await context.newPage();
    if (before) await before(page);
    const files = new Set<string>();
    page.on("response", (response) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname.endsWith(".js")) files.add(pathname);
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    let bytes = 0;
    for (const file of files) {
      const local = path.join(distDir, file);
      if (fs.existsSync(local)) bytes += gzipBytes(local);
    }
    return { jsGzipBytes: bytes, files: [...files].sort() };
  } finally {
    await context.close();
  }
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
};

/**
 * Serves a built folder on a loopback port with the single-page fallback to index.html (for the
 * floor pages). Resolves to its base URL and a close function.
 */
export async function serveStatic(dir: string): Promise<{ base: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    let file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(dir, "index.html");
    response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    response.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    base: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
