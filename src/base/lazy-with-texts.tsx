import type { ComponentType } from "react";
import { use } from "react";
import { useTranslation } from "react-i18next";
import { loadTexts, type TextPart } from "../../providers/i18n";
import { preloadable, type Preloadable } from "../lib/preloadable";

/**
 * A lazily loaded screen whose text part (providers/i18n.ts `TEXT_PARTS`) loads in parallel with
 * its code, so it never renders raw keys and neither load waits for the other; once both are in
 * (e.g. prefetched), it renders without suspending (`preloadable`). Declare it at module level.
 * @param part the text part, or several (loaded in parallel).
 * @param load the dynamic import of the screen's module (its default export is rendered).
 */
export function lazyWithTexts<P extends object, M extends { default: ComponentType<P> }>(
  part: TextPart | readonly TextPart[],
  load: () => Promise<M>,
): Preloadable<P, M> {
  const parts: readonly TextPart[] = typeof part === "string" ? [part] : part;
  const Screen = preloadable<P, M>(load);
  function WithTexts(props: P) {
    const { i18n } = useTranslation();
    // Start the code now, so that it downloads while the texts do.
    void Screen.preload();
    use(textsOf(i18n, parts));
    return <Screen {...props} />;
  }
  return Object.assign(WithTexts, { preload: Screen.preload });
}

const combined = new WeakMap<object, Map<string, Promise<void>>>();

/** One stable promise per instance and set of parts (React's use() needs the same promise each render). */
function textsOf(i18n: Parameters<typeof loadTexts>[0], parts: readonly TextPart[]): Promise<void> {
  const each = parts.map((p) => loadTexts(i18n, p));
  // Every part in already (loadTexts marks its promises): hand one of them over, so nothing suspends.
  if (each.every((p) => (p as { status?: string }).status === "fulfilled") || each.length === 1)
    return each[0];
  const key = `${i18n.language}:${parts.join(",")}`;
  let byKey = combined.get(i18n.store);
  if (!byKey) combined.set(i18n.store, (byKey = new Map()));
  let promise = byKey.get(key);
  if (!promise) byKey.set(key, (promise = Promise.all(each).then(() => undefined)));
  return promise;
}
