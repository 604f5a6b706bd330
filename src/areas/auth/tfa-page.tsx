import { useEffect, useRef, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input/Input";
import Typography from "antd/es/typography";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { describeAuthError, type ErrorDescription } from "../../../providers/auth-errors";
import type { TfaMethod } from "../../../providers/session-types";
import { ErrorText } from "../../components/error-text";
import { usePendingSecondFactor, useRuntime } from "../../base/runtime-context";
import { AuthScreen } from "./auth-screen";

/** Seconds before a new code may be asked for (000 §4 "resend countdown"; docs/decisions.md). */
export const RESEND_COUNTDOWN_S = 60;
/** Minutes the form stays locked after "too many attempts" (000 §4 "attempts lock"; docs/decisions.md). */
export const TFA_LOCK_MINUTES = 5;

const OTHER: Record<TfaMethod, { method: TfaMethod; path: string; label: string }> = {
  EMAIL_VERIFICATION: { method: "SMS_VERIFICATION", path: "/tfa-sms-verification", label: "auth.tfa.useSms" },
  SMS_VERIFICATION: {
    method: "EMAIL_VERIFICATION",
    path: "/tfa-email-verification",
    label: "auth.tfa.useEmail",
  },
};

/**
 * /tfa-email-verification and /tfa-sms-verification (000 §2, §4, §7): sends a code when opened,
 * takes the code, offers a new code after a countdown, and locks after too many wrong codes.
 * A `code` in the emailed link's query fills the field.
 */
export function TfaPage({ method }: { method: TfaMethod }) {
  const { t } = useTranslation();
  const { auth, sessionStore } = useRuntime();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<{ code: string }>();
  const [error, setError] = useState<ErrorDescription | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [countdown, setCountdown] = useState(RESEND_COUNTDOWN_S);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const sentFor = useRef<string | null>(null);
  const pending = usePendingSecondFactor();
  const other = OTHER[method];
  const offersOther = pending?.methods.includes(other.method) ?? false;

  const send = async () => {
    setError(null);
    try {
      await auth.sendSecondFactorCode(method);
      setCountdown(RESEND_COUNTDOWN_S);
      return true;
    } catch (failure) {
      setError(
        method === "EMAIL_VERIFICATION"
          ? { key: "errors.verificationEmailNotSent" }
          : describeAuthError(failure),
      );
      return false;
    }
  };

  useEffect(() => {
    // Once per pending sign-in and method (StrictMode runs effects twice in development).
    const key = `${pending?.tfaToken}:${method}`;
    if (!pending || sentFor.current === key) return;
    sentFor.current = key;
    void send();
    const code = params.get("code");
    if (code) form.setFieldsValue({ code });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- send once per pending second factor
  }, [pending?.tfaToken, method]);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown]);

  useEffect(() => {
    if (lockedUntil === null) return;
    const timer = window.setTimeout(() => setLockedUntil(null), Math.max(0, lockedUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [lockedUntil]);

  const verify = async ({ code }: { code: string }) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const step = await auth.validateSecondFactorCode(method, code);
      navigate(step.redirectTo, { replace: true });
    } catch (failure) {
      const described = describeAuthError(failure);
      if (described.key === "errors.tooManyAttempts") setLockedUntil(Date.now() + TFA_LOCK_MINUTES * 60_000);
      setError(described);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (await send()) setNotice(t("auth.tfa.sent"));
  };

  const locked = lockedUntil !== null;
  const title = method === "EMAIL_VERIFICATION" ? t("auth.tfa.emailTitle") : t("auth.tfa.smsTitle");
  return (
    <AuthScreen title={title}>
      <Typography.Paragraph>
        {method === "EMAIL_VERIFICATION" ? t("auth.tfa.emailIntro") : t("auth.tfa.smsIntro")}
      </Typography.Paragraph>
      <ErrorText error={error} />
      {locked && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          message={t("auth.tfa.locked", { minutes: TFA_LOCK_MINUTES })}
          style={{ marginBottom: 16 }}
        />
      )}
      {notice && <Alert type="info" showIcon role="status" message={notice} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={verify} requiredMark={false} disabled={busy || locked}>
        <Form.Item
          name="code"
          label={t("auth.tfa.code")}
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t("auth.tfa.codeRequired") }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t("auth.tfa.submit")}
        </Button>
      </Form>
      <Flex vertical gap="small" style={{ marginTop: 16 }} align="center">
        <Button type="link" onClick={resend} disabled={countdown > 0 || locked}>
          {countdown > 0 ? t("auth.tfa.resendIn", { seconds: countdown }) : t("auth.tfa.resend")}
        </Button>
        {offersOther && <Link to={other.path}>{t(other.label)}</Link>}
        <Link
          to="/login"
          onClick={() => {
            sessionStore.clear();
          }}
        >
          {t("auth.tfa.cancel")}
        </Link>
      </Flex>
    </AuthScreen>
  );
}

export default TfaPage;
