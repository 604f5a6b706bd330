import Typography from "antd/es/typography";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { AuthScreen } from "./auth-screen";

/** /email-notification (000 §2): the notice after a reset link was asked for. */
export default function EmailNotificationPage() {
  const { t } = useTranslation();
  return (
    <AuthScreen title={t("auth.emailNotification.title")}>
      <Typography.Paragraph role="status">{t("auth.emailNotification.body")}</Typography.Paragraph>
      <Link to="/login">{t("auth.emailNotification.backToLogin")}</Link>
    </AuthScreen>
  );
}
