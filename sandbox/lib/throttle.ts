/**
 * Sign-in throttling of the password grant (OWASP ASVS, authentication: brute-force protection;
 * docs/decisions.md "Sign-in throttling"). Failed passwords are counted per username and per client
 * address in the database (table `sign_in_throttle`), so that every API instance over one database
 * counts the same failures. When a key reaches its limit within the window it is locked for
 * `lockS` seconds: every password grant for it answers 429, even with the right password. A
 * successful sign-in clears the username's count (never the address's).
 */
import { and, eq, gt, inArray } from "drizzle-orm";
import { sign_in_throttle } from "../db/schema";
import type { AppDeps } from "./context";

/** Share of failures that also prune stale counts (about one in a hundred). */
const PRUNE_PROBABILITY = 0.01;

/** A throttled identity of a password grant. */
export interface ThrottleKeys {
  /** The lowercased username the grant names (known user or not, so that locks do not tell). */
  username: string;
  /** The client address, or null when unknown (then only the username is counted). */
  address: string | null;
}

interface Limit {
  key: string;
  max: number;
}

function limitsOf(deps: AppDeps, keys: ThrottleKeys): Limit[] {
  const { maxFailuresPerUser, maxFailuresPerAddress } = deps.config.signIn;
  const limits: Limit[] = [{ key: `user:${keys.username}`, max: maxFailuresPerUser }];
  if (keys.address) limits.push({ key: `addr:${keys.address}`, max: maxFailuresPerAddress });
  // A limit of 0 turns that counting off.
  return limits.filter((limit) => limit.max > 0);
}

/**
 * Seconds until the username and the address may try again, or 0 when neither is locked.
 * @returns whole seconds, at least 1 while locked (the value of `Retry-After`).
 */
export async function lockedForSeconds(deps: AppDeps, keys: ThrottleKeys): Promise<number> {
  const limits = limitsOf(deps, keys);
  if (limits.length === 0) return 0;
  const now = deps.now();
  const rows = await deps.handle.db
    .select({ locked_until: sign_in_throttle.locked_until })
    .from(sign_in_throttle)
    .where(
      and(
        inArray(
          sign_in_throttle.key,
          limits.map((limit) => limit.key),
        ),
        gt(sign_in_throttle.locked_until, now),
      ),
    );
  const until = Math.max(0, ...rows.map((row) => row.locked_until?.getTime() ?? 0));
  return until > now.getTime() ? Math.max(1, Math.ceil((until - now.getTime()) / 1000)) : 0;
}

/**
 * Counts one failed password for the username and the address, atomically (one upsert per key, so
 * concurrent failures on several instances are all counted). A count older than the window, or
 * one whose lock has run out, starts again at 1. Reaching the limit sets the lock.
 * @returns the failed passwords still allowed before the lock (the smallest over the username and
 *   the address; 0 when this failure set the lock), or null when no counting is on. The answer of
 *   a bad password carries it (`attempts_remaining`, docs/decisions.md "Sign-in lockout warning").
 */
export async function recordFailure(deps: AppDeps, keys: ThrottleKeys): Promise<number | null> {
  let remaining: number | null = null;
  const { windowS, lockS } = deps.config.signIn;
  const now = deps.now();
  const nowIso = now.toISOString();
  const windowStartIso = new Date(now.getTime() - windowS * 1000).toISOString();
  const lockUntilIso = new Date(now.getTime() + lockS * 1000).toISOString();
  for (const { key, max } of limitsOf(deps, keys)) {
    // $2 now, $3 oldest window start still counting, $4 lock end, $5 limit.
    const restart = `t.window_started_at <= $3::timestamptz OR t.locked_until <= $2::timestamptz`;
    const failures = `CASE WHEN ${restart} THEN 1 ELSE t.failures + 1 END`;
    const [row] = await deps.handle.query<{ failures: number }>(
      `INSERT INTO sign_in_throttle AS t (key, failures, window_started_at, locked_until)
       VALUES ($1, 1, $2::timestamptz, CASE WHEN 1 >= $5::int THEN $4::timestamptz END)
       ON CONFLICT (key) DO UPDATE SET
         failures = ${failures},
         window_started_at = CASE WHEN ${restart} THEN $2::timestamptz ELSE t.window_started_at END,
         locked_until = CASE WHEN ${failures} >= $5::int THEN $4::timestamptz END
       RETURNING t.failures`,
      [key, nowIso, windowStartIso, lockUntilIso, max],
    );
    const left = Math.max(0, max - Number(row?.failures ?? 0));
    remaining = remaining === null ? left : Math.min(remaining, left);
  }
  // Now and then, forget counts that can no longer matter (their window and lock are over), so
  // that guessing many usernames does not grow the table for ever. Such rows would start over at
  // 1 anyway, so deleting them changes no answer.
  if (Math.random() < PRUNE_PROBABILITY) {
    await deps.handle.query(
      "DELETE FROM sign_in_throttle WHERE window_started_at <= $1::timestamptz AND (locked_until IS NULL OR locked_until <= $2::timestamptz)",
      [windowStartIso, nowIso],
    );
  }
  return remaining;
}

/** Clears the username's failures after a successful sign-in (the address keeps its count). */
export async function recordSuccess(deps: AppDeps, username: string): Promise<void> {
  await deps.handle.db.delete(sign_in_throttle).where(eq(sign_in_throttle.key, `user:${username}`));
}
