import type { ReactNode } from "react";
import AntdApp from "antd/es/app";

/** How long an alert (antd message or notification) stays before hiding itself, ms (000 §9 "Alert timeout 4000 ms", 001 §9). */
export const ALERT_DURATION_MS = 4000;

// antd takes seconds; its own defaults are 3 s (message) and 4.5 s (notification).
const MESSAGE_CONFIG = { duration: ALERT_DURATION_MS / 1000 };
const NOTIFICATION_CONFIG = { duration: ALERT_DURATION_MS / 1000 };

/**
 * antd's App context (message, notification, modal through `App.useApp()`) with the alert timeout
 * of 000 §9 set once for every screen below it. The signed-in app mounts it (the sign-in screens
 * show no alerts).
 */
export function AlertsApp({ children }: { children: ReactNode }) {
  return (
    <AntdApp message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
      {children}
    </AntdApp>
  );
}
