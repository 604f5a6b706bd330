/**
 * Seeded pseudo-random numbers for the deterministic seed (DESIGN.md §7: fixed random seed).
 * mulberry32: small, fast, and the same sequence on every machine.
 */

/** The fixed seed of the demo data. */
export const SEED = 20261101;

/** Reference date of the seeded data: 2026-11-01T00:00:00Z; every seeded date lies before it. */
export const REFERENCE_DATE_MS = Date.UTC(2026, 10, 1);

/** A seeded random source with the helpers the seed needs. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One value, with the given relative weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** k distinct elements (k clamped to the list length), in list order. */
  sample<T>(items: readonly T[], k: number): T[];
  /** A string of n decimal digits. */
  digits(n: number): string;
  /** A version-4-shaped UUID made from this sequence (deterministic, not cryptographic). */
  uuid(): string;
}

/** Creates a generator; the same seed gives the same sequence. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const word = (): string => (Math.floor(next() * 4294967296) >>> 0).toString(16).padStart(8, "0");
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
    sample: (items, k) => {
      const chosen = new Set<number>();
      const wanted = Math.min(k, items.length);
      while (chosen.size < wanted) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i]);
    },
    digits: (n) => {
      let out = "";
      for (let i = 0; i < n; i++) out += String(int(0, 9));
      return out;
    },
    uuid: () => {
      const h = word() + word() + word() + word();
      const variant = "89ab"[parseInt(h[16], 16) & 3];
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
  };
}

/** Zero-pads a non-negative integer to the given width. */
export function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}
