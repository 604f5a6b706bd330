import { useTranslation } from "react-i18next";

/**
 * The placeholder shown while a screen's code or data loads: a CSS spinner announced as a status.
 * Not antd's Spin, because this is the fallback of every route, the sign-in page's included.
 */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status" aria-label={t("app.loading")}>
      <div className="loading-spinner" />
    </div>
  );
}
