import type { MessageInstance } from "antd/es/message/interface";
import type { ModalFuncProps } from "antd/es/modal";
import type { NotificationInstance } from "antd/es/notification/interface";

/** How long an alert (antd message or notification) stays before hiding itself, ms (000 §9 "Alert timeout 4000 ms", 001 §9). */
export const ALERT_DURATION_MS = 4000;

/** The part of antd's App API the portal uses: messages and confirmations. */
export interface AlertsApi {
  message: Pick<MessageInstance, "success" | "error" | "info" | "warning">;
  modal: { confirm(props: ModalFuncProps): unknown };
  notification: Pick<NotificationInstance, "success" | "error" | "info" | "warning">;
}
