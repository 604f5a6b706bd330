/**
 * Query-parameter parsing for the list calls. Every parser throws 400 VALIDATION_ERROR naming the
 * parameter on a bad value (docs/api-contract.md: unknown status, non-date, negative amount,
 * min > max → 400). Absent or empty parameters read as undefined. Lists are comma-joined and may
 * also be repeated.
 */
import type { Context } from "hono";
import { validationError } from "./errors";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

/** True when the text is a UUID. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** Reads typed values from a request's query string. */
export class QueryReader {
  constructor(private readonly c: Context) {}

  private raw(name: string): string | undefined {
    const value = this.c.req.query(name);
    return value === undefined || value.trim() === "" ? undefined : value.trim();
  }

  /** A free text, at most `max` characters. */
  text(name: string, max = 200): string | undefined {
    const value = this.raw(name);
    if (value !== undefined && value.length > max)
      throw validationError(`${name} is longer than ${max} characters`);
    return value;
  }

  /** A comma-joined (or repeated) list; with `allowed`, each item must be one of them. */
  list(name: string, allowed?: readonly string[]): string[] | undefined {
    const items = (this.c.req.queries(name) ?? [])
      .flatMap((v) => v.split(","))
      .map((v) => v.trim())
      .filter((v) => v !== "");
    if (items.length === 0) return undefined;
    if (items.length > 200) throw validationError(`${name} has too many values`);
    if (allowed) {
      const bad = items.find((v) => !allowed.includes(v));
      if (bad !== undefined) throw validationError(`${name}: unknown value ${bad}`);
    }
    return [...new Set(items)];
  }

  /** true or false. */
  bool(name: string): boolean | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (value === "true") return true;
    if (value === "false") return false;
    throw validationError(`${name} must be true or false`);
  }

  /** A calendar date YYYY-MM-DD, returned as the same text. */
  date(name: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const match = DATE.exec(value);
    const parsed = match ? new Date(`${value}T00:00:00Z`) : null;
    if (!match || !parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
      throw validationError(`${name} must be a date YYYY-MM-DD`);
    }
    return value;
  }

  /** A non-negative decimal with at most 2 decimals. */
  amount(name: string): number | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (!DECIMAL.test(value)) throw validationError(`${name} must be a non-negative decimal`);
    return Number(value);
  }

  /** A UUID. */
  uuid(name: string): string | undefined {
    const value = this.raw(name);
    if (value !== undefined && !isUuid(value)) throw validationError(`${name} must be a UUID`);
    return value?.toLowerCase();
  }

  /** One of a set of values. */
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(value)) {
      throw validationError(`${name} must be one of ${allowed.join(", ")}`);
    }
    return value as T;
  }

  /** An integer within [min, max]. */
  int(name: string, min: number, max: number, fallback: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!/^-?\d+$/.test(value)) throw validationError(`${name} must be an integer`);
    const n = Number(value);
    if (n < min || n > max) throw validationError(`${name} must be between ${min} and ${max}`);
    return n;
  }

  /** 0-based `page` and `size` (1..maxSize). */
  paging(defaultSize = 15, maxSize = 200): { page: number; size: number } {
    return { page: this.int("page", 0, 1_000_000, 0), size: this.int("size", 1, maxSize, defaultSize) };
  }

  /** A date range; `from` after `to` is refused. */
  dateRange(fromName: string, toName: string): { from?: string; to?: string } {
    const from = this.date(fromName);
    const to = this.date(toName);
    if (from && to && from > to) throw validationError(`${fromName} is after ${toName}`);
    return { from, to };
  }
}

/** The instant a YYYY-MM-DD day starts (UTC). */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The instant after a YYYY-MM-DD day ends (UTC), for inclusive ranges. */
export function dayEnd(day: string): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000);
}

/** Escapes LIKE wildcards (backslash is PostgreSQL's default escape character). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}
