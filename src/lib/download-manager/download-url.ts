/**
 * Where a prepared file is fetched from (001 §7 "Answer: file_name and download_url").
 */

/** A resolved download address. */
export interface ResolvedDownloadUrl {
  /** Absolute URL. */
  url: string;
  /**
   * Whether it is on the API's origin, so the portal's bearer may go with it. A pre-signed storage
   * URL on another origin must not receive the session's token (it would leak it, and storage
   * services refuse a request with two kinds of authentication).
   */
  apiOrigin: boolean;
}

/**
 * Resolves the `download_url` of a prepare answer: an absolute URL is kept; a path (`/api/…`) or a
 * relative reference (`v1/…`) is resolved against the API base, as a browser would resolve a link.
 * @param downloadUrl - the answer's `download_url`.
 * @param apiBaseUrl - the HTTP client's base (`/api` or `https://api.example.com/api`).
 * @param pageOrigin - the page's origin (`location.origin`), for a relative API base.
 * @throws TypeError when `downloadUrl` is empty or not a URL.
 */
export function resolveDownloadUrl(
  downloadUrl: string,
  apiBaseUrl: string,
  pageOrigin: string,
): ResolvedDownloadUrl {
  if (downloadUrl.trim() === "") throw new TypeError("The prepare answer has no download_url");
  const base = new URL(apiBaseUrl.endsWith("/") ? apiBaseUrl : `${apiBaseUrl}/`, pageOrigin);
  const url = new URL(downloadUrl, base);
  return { url: url.href, apiOrigin: url.origin === base.origin };
}
