import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

/** antd's Alert loads when the first warning shows, as the error's does (components/error-text.tsx). */
const Alert = lazy(() => import("antd/es/alert"));

/**
 * The warning of the last tries before sign-in locks (issue 19 §9; docs/decisions.md "Sign-in
 * lockout warning"), by the tries left: from two down to none (the lock has just been set).
 */
const WARNINGS: Readonly<Record<number, string>> = {
  2: "auth.login.lockout.two",
  1: "auth.login.lockout.one",
  0: "auth.login.lockout.none",
};

/**
 * Says how many tries are left before the lock once two or fewer are (the count the reference API
 * gives with a bad password, `attemptsRemaining` in providers/auth-errors.ts); nothing otherwise.
 * A polite live region: it follows the bad-credentials alert, which is read first.
 */
export function LockoutWarning({ remaining }: { remaining: number | null }) {
  const { t } = useTranslation();
  const key = remaining === null ? undefined : WARNINGS[remaining];
  if (!key) return null;
  const message = t(key);
  return (
    <Suspense
      fallback={
        <div role="status" className="error-text-fallback">
          {message}
        </div>
      }
    >
      <Alert type="warning" showIcon role="status" message={message} style={{ marginBottom: 16 }} />
    </Suspense>
  );
}
