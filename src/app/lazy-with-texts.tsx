import { lazy, use, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { loadTexts, type TextPart } from "../../providers/i18n";

/**
 * A lazily loaded screen whose text part (providers/i18n.ts `TEXT_PARTS`) loads in parallel with
 * its code, so it never renders raw keys and neither load waits for the other. Declare it at
 * module level; it suspends (nearest `<Suspense>`) until both are in.
 * @param load the dynamic import of the screen's module (its default export is rendered).
 */
export function lazyWithTexts<P extends object>(
  part: TextPart,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Screen = lazy(load);
  return function WithTexts(props: P) {
    const { i18n } = useTranslation();
    // Start the code now, so that it downloads while the texts do (the module loader keeps one
    // download per chunk; lazy() below reuses it).
    void load();
    use(loadTexts(i18n, part));
    return <Screen {...props} />;
  };
}
