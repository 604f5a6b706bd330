import { lazy, useState, type ComponentType } from "react";

type Module<P> = { default: ComponentType<P> };
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

/** Marks a promise with its outcome as React's `use()` reads it, so a settled one never suspends. */
export function tracked<T>(promise: Promise<T>): Tracked<T> {
  const marked: Tracked<T> = promise;
  // No "pending" mark: React's use() instruments a thenable whose status it has not seen yet.
  promise.then(
    (value) => {
      marked.status = "fulfilled";
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = "rejected";
      marked.reason = reason;
    },
  );
  return marked;
}

/** A code-split component that can be loaded ahead of rendering; `M` is its module. */
export type Preloadable<P, M extends Module<P> = Module<P>> = ComponentType<P> & {
  /** Starts loading its code (once); the same promise (of the whole module) on every call. */
  preload(): Promise<M>;
};

/**
 * Like `React.lazy`, plus `preload()`; and once its code is in, it renders at once. `lazy()`
 * suspends on first render even when the module has already downloaded, and React 19 holds a
 * suspended boundary's content back for up to 300 ms: three nested lazy screens after sign-in
 * cost a visible second (issue "Hardening and weight" §1, first rows ≤ 1 s). Here the module's
 * promise is tracked, so a preloaded screen renders synchronously; a screen not loaded yet is
 * rendered through `lazy()` (nearest `<Suspense>`; a failed load reaches the error boundary).
 * Declare at module level.
 */
export function preloadable<P extends object, M extends Module<P> = Module<P>>(
  load: () => Promise<M>,
): Preloadable<P, M> {
  let loading: Tracked<M> | undefined;
  const preload = () => {
    // A failed download stays failed: the render that reads it throws to the error boundary, whose
    // button reloads the page (src/app/load-error-boundary.tsx). Starting a new download on the
    // next render instead would suspend again and again, never reaching the boundary.
    loading ??= tracked(load());
    return loading;
  };
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Preloaded(props: P) {
    const loaded = preload();
    // Decided once per mounted instance, so that its element type never changes (a change would
    // remount the screen and lose its state): in already → the module's component at once; not yet
    // → `lazy()`, which suspends until it is.
    const [ready] = useState(() => loaded.status === "fulfilled");
    if (ready && loaded.value) {
      const { default: Component } = loaded.value;
      return <Component {...props} />;
    }
    return <Lazy {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
