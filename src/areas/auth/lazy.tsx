import { lazy } from "react";

/** The sign-in screens (000 §2), each its own chunk. */
export const AuthPages = {
  Login: lazy(() => import("./login-page")),
  ForgotPassword: lazy(() => import("./forgot-password-page")),
  EmailNotification: lazy(() => import("./email-notification-page")),
  ChangePassword: lazy(() => import("./change-password-page")),
  Rotation: lazy(() => import("./rotation-page")),
  Terms: lazy(() => import("./terms-page")),
  TfaEmail: lazy(() =>
    import("./tfa-page").then((m) => ({ default: () => <m.TfaPage method="EMAIL_VERIFICATION" /> })),
  ),
  TfaSms: lazy(() =>
    import("./tfa-page").then((m) => ({ default: () => <m.TfaPage method="SMS_VERIFICATION" /> })),
  ),
};
