import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { ModalFuncProps } from "antd/es/modal";
import { preloadable } from "../../lib/preloadable";
import type { AlertsApi } from "./alerts-api";

export { ALERT_DURATION_MS, type AlertsApi } from "./alerts-api";

/** Messages and confirmations for screens: `const { message, modal } = useAlerts()`. */
export interface Alerts {
  message: {
    success(text: string): void;
    error(text: string): void;
    info(text: string): void;
    warning(text: string): void;
  };
  modal: { confirm(props: ModalFuncProps): void };
  notification: {
    [K in keyof AlertsApi["notification"]]: (...args: Parameters<AlertsApi["notification"][K]>) => void;
  };
}

const AlertsContext = createContext<Alerts | null>(null);

// Preloadable, not lazy(): once its code is in, the host mounts in the same render as the first
// alert. A lazy() host suspended even when preloaded, and React held the alert back behind the
// suspense (the claim's success showed ~170 ms after its /home; docs/performance.md "msToClaim,
// round 3").
const AlertsHost = preloadable<{ onReady(api: AlertsApi): void }>(() => import("./alerts-host"));

/**
 * Starts the alerts' code ahead of a screen's first alert (a flow whose end shows one), so that
 * the alert shows in the render that asks for it. The same promise on every call.
 * @returns the module's promise (rejects when the chunk fails to load; the first alert then
 *   reaches the error boundary as before).
 */
export function preloadAlerts(): Promise<unknown> {
  return AlertsHost.preload();
}

/**
 * Gives screens messages and confirmations (antd's App: message, modal) with alerts hiding after
 * 4,000 ms (000 §9). The antd code behind them (~18 KB gzip) loads the first time a screen uses
 * one, not with every screen: calls made before it is in wait and run in order.
 */
export function AlertsProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const api = useRef<AlertsApi | null>(null);
  const pending = useRef<((api: AlertsApi) => void)[]>([]);

  const call = useCallback((use: (api: AlertsApi) => void) => {
    if (api.current) {
      use(api.current);
      return;
    }
    pending.current.push(use);
    setWanted(true);
  }, []);

  const onReady = useCallback((ready: AlertsApi) => {
    api.current = ready;
    const queued = pending.current.splice(0);
    for (const use of queued) use(ready);
  }, []);

  const alerts = useMemo<Alerts>(
    () => ({
      message: {
        success: (text) => call((a) => void a.message.success(text)),
        error: (text) => call((a) => void a.message.error(text)),
        info: (text) => call((a) => void a.message.info(text)),
        warning: (text) => call((a) => void a.message.warning(text)),
      },
      modal: { confirm: (props) => call((a) => void a.modal.confirm(props)) },
      notification: {
        success: (args) => call((a) => a.notification.success(args)),
        error: (args) => call((a) => a.notification.error(args)),
        info: (args) => call((a) => a.notification.info(args)),
        warning: (args) => call((a) => a.notification.warning(args)),
      },
    }),
    [call],
  );

  return (
    <AlertsContext.Provider value={alerts}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <AlertsHost onReady={onReady} />
        </Suspense>
      ) : null}
    </AlertsContext.Provider>
  );
}

/** Messages and confirmations (see {@link AlertsProvider}). @throws Error outside an AlertsProvider. */
export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error("useAlerts must be used inside <AlertsProvider> (the signed-in app)");
  return alerts;
}
