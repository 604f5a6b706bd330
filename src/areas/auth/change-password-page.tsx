import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Form from "antd/es/form";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { ErrorDescription } from "../../../providers/auth-errors";
import { ErrorText } from "../../components/error-text";
import { useRuntime } from "../../base/runtime-context";
import { AuthScreen } from "./auth-screen";
import { describeLinkError } from "./link-error";
import { PasswordFields } from "./password-fields";

/**
 * /change-password?token= (000 §2, §7 change-password): a new password from an emailed link. A
 * used or invalid link (a missing token included) shows the already-used message (000 §2, §8,
 * link-error.ts); the form keeps what was typed.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { auth } = useRuntime();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [error, setError] = useState<ErrorDescription | null>(token ? null : describeLinkError(null));
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async ({ password }: { password: string }) => {
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      await auth.changePasswordWithLink(token, password);
      setDone(true);
    } catch (failure) {
      setError(describeLinkError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthScreen title={t("auth.changePassword.title")}>
      {done ? (
        <Alert
          type="success"
          showIcon
          role="status"
          message={t("auth.changePassword.success")}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <>
          <ErrorText error={error} />
          <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={busy || !token}>
            <PasswordFields
              label={t("auth.changePassword.password")}
              confirmLabel={t("auth.changePassword.confirm")}
            />
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t("auth.changePassword.submit")}
            </Button>
          </Form>
        </>
      )}
      <div style={{ marginTop: 16, textAlign: "center" }}>
        <Link to="/login">{t("auth.forgotPassword.backToLogin")}</Link>
      </div>
    </AuthScreen>
  );
}
