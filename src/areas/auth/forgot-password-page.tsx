import { useState } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input/Input";
import Typography from "antd/es/typography";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { describeAuthError, type ErrorDescription } from "../../../providers/auth-errors";
import { isValidEmail } from "../../../schemas/password-policy";
import { ErrorText } from "../../components/error-text";
import { useRuntime } from "../../base/runtime-context";
import { AuthScreen } from "./auth-screen";

/**
 * /forgot-password (000 §2, §7 request-password-change): a valid email (000 §5), then the
 * notice page /email-notification. An unregistered email shows its message (000 §8).
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { auth } = useRuntime();
  const navigate = useNavigate();
  const [error, setError] = useState<ErrorDescription | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    setError(null);
    try {
      await auth.requestPasswordChange(email);
      navigate("/email-notification", { replace: true });
    } catch (failure) {
      setError(describeAuthError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthScreen title={t("auth.forgotPassword.title")}>
      <Typography.Paragraph>{t("auth.forgotPassword.intro")}</Typography.Paragraph>
      <ErrorText error={error} />
      <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item
          name="email"
          label={t("auth.forgotPassword.email")}
          rules={[
            { required: true, message: t("auth.email.required") },
            {
              validator: async (_r, value: string | undefined) => {
                if (value && !isValidEmail(value)) throw new Error(t("auth.email.invalid"));
              },
            },
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t("auth.forgotPassword.submit")}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: "center" }}>
        <Link to="/login">{t("auth.forgotPassword.backToLogin")}</Link>
      </div>
    </AuthScreen>
  );
}
