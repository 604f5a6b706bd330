import { Spin } from "antd";
import { useTranslation } from "react-i18next";

/** The placeholder shown while a screen's code or data loads. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div style={{ display: "grid", placeItems: "center", minHeight: "60vh" }}>
      <Spin aria-label={t("app.loading")} />
    </div>
  );
}
