import { useCallback } from "react";
import { useSearchParams } from "react-router";
import {
  SUPPORT_FILE_STATUSES,
  SUPPORT_LEVELS,
  type SupportFileStatus,
  type SupportLevel,
} from "./document-queries";

/** URL keys of the support documents list (its own prefix, so another list on the page never shares them). */
export const DOCUMENTS_URL_KEYS = {
  page: "docs.page",
  size: "docs.size",
  level: "docs.level",
  status: "docs.status",
} as const;

/** Page sizes the support documents list offers. */
export const DOCUMENTS_PAGE_SIZES = [10, 20, 50];

/** The page size when the URL names none (or one not offered). */
export const DOCUMENTS_DEFAULT_SIZE = 10;

/** A filter value read from the URL, or "ALL" when absent or unknown. */
function pick<T extends string>(value: string | null, allowed: readonly T[]): T | "ALL" {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : "ALL";
}

/** What {@link useSupportDocumentsUrl} reads from the URL, and how to change it. */
export interface SupportDocumentsUrl {
  /** The level filter (001 §3 relation levels), "ALL" for none. */
  level: SupportLevel | "ALL";
  /** The status filter (001 §3), "ALL" for none. */
  status: SupportFileStatus | "ALL";
  /** 1-based page. */
  page: number;
  /** Rows per page, one of {@link DOCUMENTS_PAGE_SIZES}. */
  size: number;
  /** Sets (a string) or removes (null) URL keys, replacing the history entry. */
  setUrl: (changes: Record<string, string | null>) => void;
}

/**
 * The support documents list's filters and paging, kept in the URL under `docs.*` (the search
 * stays in memory: it may name a patient's file). Unknown values read as "ALL" or the defaults.
 */
export function useSupportDocumentsUrl(): SupportDocumentsUrl {
  const [params, setParams] = useSearchParams();
  const level = pick(params.get(DOCUMENTS_URL_KEYS.level), SUPPORT_LEVELS);
  const status = pick(params.get(DOCUMENTS_URL_KEYS.status), SUPPORT_FILE_STATUSES);
  const page = Math.max(1, Number(params.get(DOCUMENTS_URL_KEYS.page)) || 1);
  const sizeParam = Number(params.get(DOCUMENTS_URL_KEYS.size));
  const size = DOCUMENTS_PAGE_SIZES.includes(sizeParam) ? sizeParam : DOCUMENTS_DEFAULT_SIZE;

  const setUrl = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { level, status, page, size, setUrl };
}
