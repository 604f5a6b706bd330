import Typography from "antd/es/typography";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { AuthScreen } from "./auth-screen";
import { UpdatePasswordForm } from "./update-password-form";

/** /change-password-required (000 §2): forced password rotation before anything else. */
export default function RotationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthScreen title={t("auth.rotation.title")}>
      <Typography.Paragraph>{t("auth.rotation.intro")}</Typography.Paragraph>
      <UpdatePasswordForm
        submitLabel={t("auth.rotation.submit")}
        onDone={(next) => navigate(next, { replace: true })}
      />
    </AuthScreen>
  );
}
