/**
 * Keeps redirects after sign-in on this origin (DESIGN.md §5): only a path of this site, never a
 * scheme, a protocol-relative URL (`//host`) or a backslash trick (`/\host`).
 * @param candidate what a guard remembered (e.g. "/rcm/home?page=2").
 * @param origin the site's origin, e.g. window.location.origin.
 * @returns the path with its query, or null when it would leave the origin or is not a path.
 */
export function safeRedirectPath(candidate: unknown, origin: string): string | null {
  if (typeof candidate !== "string" || !candidate.startsWith("/") || candidate.startsWith("//")) return null;
  if (candidate.includes("\\") || [...candidate].some((c) => c.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== new URL(origin).origin) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
