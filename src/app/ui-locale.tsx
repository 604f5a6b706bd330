import ConfigProvider from "antd/es/config-provider";
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { antdLocaleOf, onAntdLocale } from "../../providers/i18n";

const UP = "ant-input-number-handler-up";
const DOWN = "ant-input-number-handler-down";
const STEPPERS = `.${UP}, .${DOWN}`;

/**
 * Names the number steppers' buttons in the UI language. antd's InputNumber takes no locale for
 * them: rc-input-number writes "Increase Value" / "Decrease Value" itself, so every stepper under
 * `root` gets `widgets.increaseValue` / `widgets.decreaseValue` instead.
 */
export function labelSteppers(root: ParentNode, increase: string, decrease: string): void {
  const handlers: Element[] = [];
  if (root instanceof Element && root.matches(STEPPERS)) handlers.push(root);
  handlers.push(...root.querySelectorAll(STEPPERS));
  for (const handler of handlers) {
    const label = handler.classList.contains(UP) ? increase : decrease;
    if (handler.getAttribute("aria-label") !== label) handler.setAttribute("aria-label", label);
  }
}

/**
 * antd's own texts in the UI language behind sign-in (issue 18 §10): pagination, tables, pickers,
 * dialogs' Close (also given to the dialogs' close button, which rc-dialog names in English), through
 * `ConfigProvider locale` (antd's locale file, loaded with the language's
 * texts by providers/i18n.ts, never by the sign-in page), and the number steppers' names, which
 * antd does not localize ({@link labelSteppers}, on every stepper the page adds). Nested in App's
 * ConfigProvider, so the theme is inherited.
 */
export function UiLocale({ children }: { children: ReactNode }) {
  // May suspend until the texts are in (its names must follow them); a first mount thrown away
  // for it keeps the session's query cache (session-wiring.ts `takeSessionWiring`).
  const { i18n, t } = useTranslation();
  const locale = useSyncExternalStore(
    (listener) => onAntdLocale(i18n, listener),
    () => antdLocaleOf(i18n),
  );
  const increase = t("widgets.increaseValue");
  const decrease = t("widgets.decreaseValue");
  useEffect(() => {
    labelSteppers(document.body, increase, decrease);
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element) labelSteppers(node, increase, decrease);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [increase, decrease]);
  // rc-dialog names a dialog's close button "Close" itself; antd passes on aria props given here.
  const close = locale?.global?.close;
  const modal = useMemo(() => (close ? { closable: { "aria-label": close } } : undefined), [close]);
  return (
    <ConfigProvider locale={locale} modal={modal}>
      {children}
    </ConfigProvider>
  );
}
