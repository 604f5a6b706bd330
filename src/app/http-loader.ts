import type { AxiosInstance } from "axios";
import type { HttpClient, HttpClientOptions } from "../../providers/http";
import { tracked } from "../lib/preloadable";

/** A memoised load, whose promise React's `use()` can read synchronously once settled. */
export type Loader<T> = () => Promise<T>;

/**
 * Loads the HTTP layer (axios and its behaviours, DESIGN.md §4) on first call and builds the
 * portal's client; every later call answers the same promise, marked `status: "fulfilled"` once
 * built (as React's `use()` reads it). The sign-in page shows before axios is fetched: the page
 * starts this load when the user starts typing, and the signed-in app waits for it.
 */
export function httpLoader(options: HttpClientOptions): Loader<HttpClient> {
  let loading: Promise<HttpClient> | undefined;
  return () => {
    if (!loading) {
      loading = tracked(
        import("../../providers/http").then(({ createHttpClient }) => createHttpClient(options)),
      );
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
}

/**
 * The `post` of a client that is loaded on first use: what the AuthService needs, so that signing
 * in does not require axios in the sign-in page's first load.
 */
export function deferredPost(load: Loader<HttpClient>): Pick<AxiosInstance, "post"> {
  return {
    post: ((...args: Parameters<AxiosInstance["post"]>) =>
      load().then((client) => client.post(...args))) as AxiosInstance["post"],
  };
}
