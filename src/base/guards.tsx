import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { guardRedirect, landingOf, refusedPath } from "../../providers/access/landing";
import { usePendingSecondFactor, useRuntime, useSession } from "./runtime-context";

/** Location state a guard leaves for the sign-in page: the path asked for (never a full URL). */
export interface FromState {
  from?: string;
}

/**
 * Pages for signed-out users only (/login): a signed-in user is sent where the guards say
 * (000 §2).
 */
export function SignedOutOnly() {
  const session = useSession();
  const { auth } = useRuntime();
  if (session) return <Navigate to={auth.nextStep(session)} replace />;
  return <Outlet />;
}

/** Two-factor pages: only while signed out with a second factor pending (000 §2). */
export function SecondFactorPending() {
  const pending = usePendingSecondFactor();
  const session = useSession();
  if (session) return <Navigate to={landingOf(session)} replace />;
  if (!pending) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/**
 * Everything behind sign-in (000 §2 guards): signed-out users go to /login (remembering the path
 * in navigation state, not in the URL); then rotation, terms, the user kind's area and the
 * role's areas decide (providers/access/landing.ts `guardRedirect`). A path the user may not open
 * (`refusedPath`) is let through, so that the signed-in app says so in words (issue 19 §8) instead
 * of redirecting silently.
 *
 * Sign-out is this guard's one navigation (the auth provider's logout redirects nowhere,
 * docs/decisions.md "Sign-out history"): when the session it showed ends, it pushes /login, so
 * Back returns to the page signed out of, where the guard, seeing no session from its first
 * render, replaces it with /login. Arriving signed out replaces too, so Back never loops.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  // Whether this guard opened on a session (the signed-in page); it never opens on one later, as
  // signing in happens on /login, another route.
  const [showedSession] = useState(() => session !== null);
  if (!session) {
    const state: FromState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace={!showedSession} state={state} />;
  }
  const target = guardRedirect(session, location.pathname);
  if (target && target !== location.pathname && !refusedPath(session, location.pathname))
    return <Navigate to={target} replace />;
  return <Outlet />;
}
