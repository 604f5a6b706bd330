/**
 * Page unload while downloads run (001 §4 "Page unload aborts processing downloads"; issue 7 §4
 * "warns before leaving while one runs").
 */

/** The part of the manager the unload watch needs. */
export interface UnloadTarget {
  isBusy(): boolean;
  abortAll(): void;
}

/** Where the page's events come from (`window`, or a fake in tests). */
export type PageEvents = Pick<Window, "addEventListener" | "removeEventListener">;

/**
 * While a download runs, leaving the page asks for confirmation (`beforeunload`); when the page
 * goes away anyway (`pagehide`), every running download is aborted, so no request outlives it.
 * @returns the function that stops watching.
 */
export function watchPageUnload(manager: UnloadTarget, page: PageEvents): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!manager.isBusy()) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = "";
  };
  const onPageHide = () => manager.abortAll();
  page.addEventListener("beforeunload", onBeforeUnload);
  page.addEventListener("pagehide", onPageHide);
  return () => {
    page.removeEventListener("beforeunload", onBeforeUnload);
    page.removeEventListener("pagehide", onPageHide);
  };
}
