/**
 * The client address of a request, for the per-address sign-in limit (sandbox/lib/throttle.ts).
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppDeps } from "./context";

/**
 * The address the request came from: with `trustProxy`, the last `X-Forwarded-For` entry (the one
 * the nearest proxy appended; the earlier ones are whatever the client claimed); otherwise the
 * socket's peer. IPv4-mapped IPv6 addresses are written as IPv4.
 * @returns the address, or null when there is no socket (an in-process `app.request`).
 */
export function clientAddress(c: Context, deps: Pick<AppDeps, "config">): string | null {
  if (deps.config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .pop();
    if (last) return normalise(last);
  }
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normalise(address) : null;
  } catch {
    // No Node socket behind the request (tests calling app.request).
    return null;
  }
}

function normalise(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith("::ffff:") && lower.includes(".") ? lower.slice(7) : lower;
}
