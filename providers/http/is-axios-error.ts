import type { AxiosError } from "axios";

/**
 * True for an error raised by axios: its documented `isAxiosError` flag, the same test as axios'
 * own `isAxiosError`, without importing axios' runtime — so that error messages can be chosen on
 * the sign-in page before the HTTP layer has loaded (src/app/http-loader.ts).
 */
export function isAxiosError<T = unknown>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === "object" && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}
