import type { ComponentType } from "react";
import { use } from "react";
import { useTranslation } from "react-i18next";
import { loadTexts, type TextPart } from "../../providers/i18n";
import { preloadable, type Preloadable } from "../lib/preloadable";

/**
 * A lazily loaded screen whose text part (providers/i18n.ts `TEXT_PARTS`) loads in parallel with
 * its code, so it never renders raw keys and neither load waits for the other; once both are in
 * (e.g. prefetched), it renders without suspending (`preloadable`). Declare it at module level.
 * @param load the dynamic import of the screen's module (its default export is rendered).
 */
export function lazyWithTexts<P extends object, M extends { default: ComponentType<P> }>(
  part: TextPart,
  load: () => Promise<M>,
): Preloadable<P, M> {
  const Screen = preloadable<P, M>(load);
  function WithTexts(props: P) {
    const { i18n } = useTranslation();
    // Start the code now, so that it downloads while the texts do.
    void Screen.preload();
    use(loadTexts(i18n, part));
    return <Screen {...props} />;
  }
  return Object.assign(WithTexts, { preload: Screen.preload });
}
