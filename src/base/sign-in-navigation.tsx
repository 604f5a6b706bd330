import { createContext, useContext, type MouseEvent, type ReactNode } from "react";

/**
 * How the sign-in page moves on, and the path it was sent from, without the router: the page is
 * shown before the router has loaded when the portal opens on /login (src/app/App.tsx,
 * docs/bundle/README.md "The sign-in page before the router", issue 23 §7), and inside it when a
 * guard sent the user there.
 */
export interface SignInNavigation {
  /**
   * The path a guard remembered for after signing in (`FromState.from`, src/base/guards.tsx), as
   * left in navigation state: not checked yet (the page keeps it only when same-origin).
   */
  from?: string;
  /**
   * Goes to `to`, a same-origin path with its query (e.g. "/forgot-password", "/rcm/home").
   * @param options.replace replaces /login in the history (after signing in) instead of adding.
   */
  go(to: string, options?: { replace?: boolean }): void;
}

const SignInNavigationContext = createContext<SignInNavigation | null>(null);

/** Gives the sign-in page its navigation (the router's, or the one before the router). */
export function SignInNavigationProvider({
  value,
  children,
}: {
  value: SignInNavigation;
  children: ReactNode;
}) {
  return <SignInNavigationContext.Provider value={value}>{children}</SignInNavigationContext.Provider>;
}

/** The sign-in page's navigation. @throws outside a {@link SignInNavigationProvider}. */
export function useSignInNavigation(): SignInNavigation {
  const navigation = useContext(SignInNavigationContext);
  if (!navigation) throw new Error("useSignInNavigation needs a SignInNavigationProvider");
  return navigation;
}

/**
 * A link of the sign-in page: a real anchor (a modified or middle click opens it as the browser
 * does), a plain click goes there within the page.
 */
export function SignInLink({ to, children }: { to: string; children: ReactNode }) {
  const { go } = useSignInNavigation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    go(to);
  };
  return (
    <a href={to} onClick={onClick}>
      {children}
    </a>
  );
}
