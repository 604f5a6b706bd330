import { createContext, useContext, type ReactNode } from "react";

const SignInPrefetchContext = createContext<() => void>(() => undefined);

/**
 * Gives the sign-in screens a way to start loading what signing in leads to (src/app/prefetch.ts)
 * without depending on the signed-in app themselves.
 */
export function SignInPrefetchProvider({
  prefetch,
  children,
}: {
  prefetch: () => void;
  children: ReactNode;
}) {
  return <SignInPrefetchContext.Provider value={prefetch}>{children}</SignInPrefetchContext.Provider>;
}

/** Starts the prefetch of the signed-in app (idempotent; a no-op outside the provider). */
export function usePrefetchSignedIn(): () => void {
  return useContext(SignInPrefetchContext);
}
