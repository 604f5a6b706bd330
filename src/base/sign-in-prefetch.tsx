import { createContext, useContext, type ReactNode } from "react";

/** What the sign-in screens may ask of the signed-in app without depending on it. */
export interface SignInPrefetch {
  /**
   * Starts loading what signing in leads to (src/app/prefetch.ts); idempotent.
   * @param target the path signing in will lead to when known (a remembered deep link).
   */
  prefetch: (target?: string) => void;
  /**
   * The token has answered and signing in leads to `target` (a same-origin path with its query):
   * the signed-in session's first calls go out now, before the landing page renders
   * (issue 6 §1 "no request waterfall after the token answer"; src/app/session-wiring.ts).
   */
  signedIn: (target: string) => void;
}

const NOTHING: SignInPrefetch = { prefetch: () => undefined, signedIn: () => undefined };
const SignInPrefetchContext = createContext<SignInPrefetch>(NOTHING);

/**
 * Gives the sign-in screens a way to start loading what signing in leads to, and to start the
 * session's first calls at the token answer, without depending on the signed-in app themselves.
 */
export function SignInPrefetchProvider({ value, children }: { value: SignInPrefetch; children: ReactNode }) {
  return <SignInPrefetchContext.Provider value={value}>{children}</SignInPrefetchContext.Provider>;
}

/** Starts the prefetch of the signed-in app (idempotent; a no-op outside the provider). */
export function usePrefetchSignedIn(): (target?: string) => void {
  return useContext(SignInPrefetchContext).prefetch;
}

/** Tells the signed-in app that signing in succeeded and where it leads (a no-op outside the provider). */
export function useSignedInNotice(): (target: string) => void {
  return useContext(SignInPrefetchContext).signedIn;
}
