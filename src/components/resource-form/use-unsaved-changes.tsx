import { useCallback, useContext, useEffect, useRef } from "react";
import { UNSAFE_DataRouterContext, useBlocker } from "react-router";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../base/alerts/alerts";

/**
 * Warns before leaving a form with unsaved changes (issue 8 §1):
 * - closing or reloading the tab: the browser's own `beforeunload` prompt;
 * - moving inside the portal: a confirmation ("Leave without saving?", `forms.unsaved.*`).
 *   Under a data router (createBrowserRouter / createMemoryRouter) react-router's `useBlocker`
 *   blocks every navigation, back button included. The portal's app still uses `<BrowserRouter>`
 *   (src/app/App.tsx), where `useBlocker` is not available: there, clicks on in-app links are held
 *   in the capture phase and followed only once confirmed (docs/decisions.md "Forms: unsaved changes").
 * @param dirty whether the form holds changes not saved.
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  useBeforeUnload(dirty);
  // The router kind never changes during the life of a form; the hook order is stable.
  /* eslint-disable react-hooks/rules-of-hooks */
  if (dataRouter) useRouterBlocker(dirty);
  else useLinkGuard(dirty);
  /* eslint-enable react-hooks/rules-of-hooks */
}

function useBeforeUnload(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}

/** Asks the confirmation; `leave` runs when the user chooses to leave, `stay` otherwise. */
function useConfirmLeave(): (leave: () => void, stay: () => void) => void {
  const { t } = useTranslation();
  const { modal } = useAlerts();
  return useCallback(
    (leave: () => void, stay: () => void) =>
      void modal.confirm({
        title: t("forms.unsaved.title"),
        content: t("forms.unsaved.body"),
        okText: t("forms.unsaved.leave"),
        cancelText: t("forms.unsaved.stay"),
        okButtonProps: { danger: true },
        onOk: leave,
        onCancel: stay,
      }),
    [modal, t],
  );
}

function useRouterBlocker(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const confirm = useConfirmLeave();
  const asked = useRef(false);
  useEffect(() => {
    if (blocker.state !== "blocked" || asked.current) return;
    asked.current = true;
    confirm(
      () => {
        asked.current = false;
        blocker.proceed();
      },
      () => {
        asked.current = false;
        blocker.reset();
      },
    );
  }, [blocker, confirm]);
}

function useLinkGuard(dirty: boolean): void {
  const confirm = useConfirmLeave();
  useEffect(() => {
    if (!dirty) return;
    const hold = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.target === "_blank" ||
        anchor.hasAttribute("download")
      )
        return;
      const next = new URL(anchor.href, window.location.href);
      if (next.origin !== window.location.origin || next.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      confirm(
        () => {
          window.removeEventListener("click", hold, true);
          anchor.click();
        },
        () => undefined,
      );
    };
    window.addEventListener("click", hold, true);
    return () => window.removeEventListener("click", hold, true);
  }, [dirty, confirm]);
}
