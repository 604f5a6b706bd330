import { lazy, Suspense, useEffect, useRef, useState } from "react";
import Button from "antd/es/button";
import { useTranslation } from "react-i18next";
import { useLogout } from "@refinedev/core";
import { useRuntimeConfig } from "../base/runtime-context";

/** antd's Modal loads when the warning first shows, not with every signed-in screen. */
const Modal = lazy(() => import("antd/es/modal"));

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/**
 * Idle timeout (DESIGN.md §5): after `idleTimeoutMinutes` without activity minus
 * `idleWarningSeconds`, a warning counts down; at zero the user is signed out. Any activity
 * before the warning restarts the wait; during the warning only the "stay" button does.
 */
export function IdleTimeout() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const { mutate: logout } = useLogout();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const lastActivity = useRef(0);
  const warningMs = config.idleWarningSeconds * 1000;
  const timeoutMs = config.idleTimeoutMinutes * 60_000;

  useEffect(() => {
    if (lastActivity.current === 0) lastActivity.current = Date.now();
    const touch = () => {
      if (secondsLeft === null) lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true });
    const timer = window.setInterval(() => {
      const idleMs = Date.now() - lastActivity.current;
      if (idleMs >= timeoutMs) {
        window.clearInterval(timer);
        setSecondsLeft(null);
        logout();
      } else if (idleMs >= timeoutMs - warningMs) {
        setSecondsLeft(Math.ceil((timeoutMs - idleMs) / 1000));
      }
    }, 1000);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch);
    };
  }, [secondsLeft, timeoutMs, warningMs, logout]);

  const stay = () => {
    lastActivity.current = Date.now();
    setSecondsLeft(null);
  };

  if (secondsLeft === null) return null;
  return (
    <Suspense fallback={null}>
      <Modal
        open
        title={t("idle.title")}
        closable={false}
        maskClosable={false}
        footer={[
          <Button key="out" onClick={() => logout()}>
            {t("idle.signOut")}
          </Button>,
          <Button key="stay" type="primary" onClick={stay}>
            {t("idle.stay")}
          </Button>,
        ]}
      >
        <p role="status">{t("idle.body", { seconds: secondsLeft })}</p>
      </Modal>
    </Suspense>
  );
}
