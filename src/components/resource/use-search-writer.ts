import { useCallback, useLayoutEffect } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * URLs (`pathname?search`, search normalized) of the page: `written[0]` is the last one the router
 * rendered, the others the writes made since then that it has not rendered yet, oldest first.
 * Shared by every list on the page, because there is one URL: two lists writing in the same
 * instant must see each other's write.
 */
const written: string[] = [];

function urlOf(pathname: string, search: URLSearchParams | string): string {
  return `${pathname}?${new URLSearchParams(search).toString()}`;
}

/**
 * Records that the router rendered `url`: writes up to it are done; a URL nobody here wrote
 * (Back, a link, another screen) replaces them all.
 */
function rendered(url: string): void {
  const at = written.indexOf(url);
  if (at >= 0) written.splice(0, at);
  else written.splice(0, written.length, url);
}

/** Computes the next search params from the current ones; null (or the same params) writes nothing. */
export type SearchChange = (current: URLSearchParams) => URLSearchParams | null;

/**
 * A writer of the URL's search params that computes each change from the URL **current when the
 * change is applied** (DESIGN.md §10; issue 6 §4 "filters chosen in quick succession are silently
 * dropped"). React Router's own `setSearchParams(prev => …)` gives `prev` from the last render,
 * and the router renders a new location in a transition, so two changes made before that render
 * (two picks and a typed date under CPU load) would each start from the same stale URL and the
 * last would erase the others. Here the writes not yet rendered are kept, and the next change
 * starts from the newest of them.
 * @returns `write(change)`: pushes a history entry (Back undoes it) unless nothing changes; it
 *   returns whether it navigated.
 */
export function useSearchWriter(): (change: SearchChange) => boolean {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const here = urlOf(pathname, search);
  useLayoutEffect(() => rendered(here), [here]);
  return useCallback(
    (change: SearchChange) => {
      const latest = written.at(-1) ?? here;
      const [path, query = ""] = latest.split("?", 2) as [string, string?];
      // A write of a screen that is being left (another path is the newest URL) is dropped.
      if (path !== pathname) return false;
      const next = change(new URLSearchParams(query));
      if (next === null) return false;
      const url = urlOf(pathname, next);
      if (url === latest) return false;
      written.push(url);
      void navigate({ search: `?${next.toString()}` });
      return true;
    },
    [here, pathname, navigate],
  );
}
