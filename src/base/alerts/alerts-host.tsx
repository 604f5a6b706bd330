import { useEffect } from "react";
import AntdApp from "antd/es/app";
import { ALERT_DURATION_MS, type AlertsApi } from "./alerts-api";

// antd takes seconds; its own defaults are 3 s (message) and 4.5 s (notification).
const MESSAGE_CONFIG = { duration: ALERT_DURATION_MS / 1000 };
const NOTIFICATION_CONFIG = { duration: ALERT_DURATION_MS / 1000 };

function Bridge({ onReady }: { onReady(api: AlertsApi): void }) {
  const { message, modal, notification } = AntdApp.useApp();
  useEffect(() => onReady({ message, modal, notification }), [message, modal, notification, onReady]);
  return null;
}

/**
 * antd's App context (message and modal holders) with the alert timeout of 000 §9, mounted by
 * `AlertsProvider` the first time a screen shows an alert or asks for a confirmation; hands its
 * API up through `onReady`. Its own chunk: no screen pays for it before it is needed.
 */
export default function AlertsHost({ onReady }: { onReady(api: AlertsApi): void }) {
  return (
    <AntdApp message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG} component={false}>
      <Bridge onReady={onReady} />
    </AntdApp>
  );
}
