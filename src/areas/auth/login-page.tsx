import { useState } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input/Input";
import Password from "antd/es/input/Password";
import { useTranslation } from "react-i18next";
import { attemptsRemaining, describeAuthError, type ErrorDescription } from "../../../providers/auth-errors";
import { guardRedirect } from "../../../providers/access/landing";
import { ErrorText } from "../../components/error-text";
import { safeRedirectPath } from "../../lib/redirect";
import { useRuntime } from "../../base/runtime-context";
import { usePrefetchSignedIn, useSignedInNotice } from "../../base/sign-in-prefetch";
import { SignInLink, useSignInNavigation } from "../../base/sign-in-navigation";
import { AuthScreen } from "./auth-screen";
import { LockoutWarning } from "./lockout-warning";

interface Credentials {
  username: string;
  password: string;
}

/**
 * /login (000 §2): username and password; then the two-factor step, rotation, terms or the
 * landing page. It runs with or without the router (src/base/sign-in-navigation.tsx). A path remembered by the guard is honoured only when same-origin and allowed.
 * A failed attempt keeps what was typed and shows the message of 000 §8; with two tries or fewer
 * left before the lock, a warning says how many (issue 19 §9).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { auth, sessionStore } = useRuntime();
  const prefetchSignedIn = usePrefetchSignedIn();
  const signedIn = useSignedInNotice();
  const { from, go } = useSignInNavigation();
  const [error, setError] = useState<ErrorDescription | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // A deep link the guard remembered: its screen loads while the user types (same-origin only).
  const remembered = safeRedirectPath(from, window.location.origin);

  const submit = async ({ username, password }: Credentials) => {
    setBusy(true);
    setError(null);
    setRemaining(null);
    try {
      const step = await auth.signIn(username, password);
      const session = sessionStore.get();
      const wanted =
        session &&
        remembered &&
        guardRedirect(session, new URL(remembered, window.location.origin).pathname) === null
          ? remembered
          : null;
      const target = wanted ?? step.redirectTo;
      // The session's first calls go out with this answer, not after the landing page renders.
      if (session) signedIn(target);
      go(target, { replace: true });
    } catch (failure) {
      setError(describeAuthError(failure));
      setRemaining(attemptsRemaining(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthScreen title={t("auth.login.title")}>
      <ErrorText error={error} id="login-error" />
      <LockoutWarning remaining={remaining} />
      {/* Typing starts loading what signing in leads to, so the landing page follows the token at once. */}
      <Form<Credentials>
        layout="vertical"
        onFinish={submit}
        onFocus={() => prefetchSignedIn(remembered ?? undefined)}
        requiredMark={false}
        disabled={busy}
      >
        <Form.Item
          name="username"
          label={t("auth.login.username")}
          rules={[{ required: true, whitespace: true, message: t("auth.login.usernameRequired") }]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t("auth.login.password")}
          rules={[{ required: true, message: t("auth.login.passwordRequired") }]}
        >
          <Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t("auth.login.submit")}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: "center" }}>
        <SignInLink to="/forgot-password">{t("auth.login.forgotPassword")}</SignInLink>
      </div>
    </AuthScreen>
  );
}
