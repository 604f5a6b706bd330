import type { AxiosInstance } from "axios";
import type { HttpClient, HttpClientOptions } from "../../providers/http";

/** A memoised load, whose promise React's `use()` can read synchronously once settled. */
export type Loader<T> = () => Promise<T>;

/**
 * Loads the HTTP layer (axios and its behaviours, DESIGN.md §4) on first call and builds the
 * portal's client; every later call answers the same promise, marked `status: "fulfilled"` once
 * built (as React's `use()` reads it). The sign-in page shows before axios is fetched: the page
 * starts this load when the user starts typing, and the signed-in app waits for it.
 */
export function httpLoader(options: HttpClientOptions): Loader<HttpClient> {
  let loading: (Promise<HttpClient> & { status?: string; value?: HttpClient }) | undefined;
  return () => {
    if (!loading) {
      const promise: Promise<HttpClient> & { status?: string; value?: HttpClient } =
        import("../../providers/http").then(({ createHttpClient }) => {
          const client = createHttpClient(options);
          promise.status = "fulfilled";
          promise.value = client;
          return client;
        });
      promise.catch(() => {
        loading = undefined;
      });
      loading = promise;
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
