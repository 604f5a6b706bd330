import { useState } from "react";
import Button from "antd/es/button";
import Space from "antd/es/space";
import { useTranslation } from "react-i18next";
import { WireDatePicker } from "../../../components/wire-date-picker";
import type { GlosaDetail } from "./glosa-queries";

/** Props of {@link NotificationDateForm}. */
export interface NotificationDateFormProps {
  glosa: GlosaDetail;
  /** Today, `YYYY-MM-DD` in the user's time zone: the latest date offered. */
  today: string;
  /** Saves the new date (`YYYY-MM-DD`); shows its own success or failure. */
  onSave: (date: string) => Promise<void>;
}

/** The notification date, at most today (001 §5 "Date filters have a maximum of today"). */
export function NotificationDateForm({ glosa, today, onSave }: NotificationDateFormProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState(glosa.glossNotificationDate);
  const [saving, setSaving] = useState(false);
  return (
    <form
      style={{ marginTop: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        void onSave(date).finally(() => setSaving(false));
      }}
    >
      <Space wrap align="center">
        <label htmlFor="glosa-notification-date">{t("glosas.detail.notificationDate")}</label>
        <WireDatePicker
          id="glosa-notification-date"
          value={date || undefined}
          max={today}
          aria-required
          onChange={(value) => setDate(value ?? "")}
          style={{ width: 180 }}
        />
        <Button htmlType="submit" loading={saving} disabled={!date || date === glosa.glossNotificationDate}>
          {t("glosas.detail.updateDate")}
        </Button>
      </Space>
    </form>
  );
}
