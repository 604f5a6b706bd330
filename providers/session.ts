import type { TfaMethod, TokenResponse } from "./session-types";

/** Key of the refresh token in sessionStorage (never localStorage: DESIGN.md §5). */
export const REFRESH_TOKEN_KEY = "pp.refreshToken";

/** A second factor waiting to be verified (000 §4): the limited token and the offered methods. */
export interface PendingSecondFactor {
  userId: string;
  tfaToken: string;
  methods: TfaMethod[];
}

type Listener = () => void;

/**
 * Where the session lives (DESIGN.md §5): the access token and session flags in memory only, the
 * refresh token in sessionStorage so that a reload of the tab can resume, nothing in
 * localStorage. Pure state with change notification; the calls live in providers/auth.ts.
 */
export class SessionStore {
  private session: TokenResponse | null = null;
  private pending: PendingSecondFactor | null = null;
  private restrictedEvents: string[] | undefined;
  private listeners = new Set<Listener>();

  constructor(
    private readonly storage: Pick<
      Storage,
      "getItem" | "setItem" | "removeItem"
    > | null = safeSessionStorage(),
  ) {}

  /** The full session, or null while signed out (or while a second factor is pending). */
  get(): TokenResponse | null {
    return this.session;
  }

  getAccessToken(): string | undefined {
    return this.session?.accessToken ?? this.pending?.tfaToken;
  }

  getRefreshToken(): string | null {
    return this.storage?.getItem(REFRESH_TOKEN_KEY) ?? null;
  }

  /** Stores a full token answer; keeps the refresh token in sessionStorage. */
  set(session: TokenResponse): void {
    this.session = session;
    this.pending = null;
    if (session.refreshToken) this.storage?.setItem(REFRESH_TOKEN_KEY, session.refreshToken);
    this.emit();
  }

  /** Updates flags of the current session (e.g. after accepting terms), keeping its tokens. */
  patch(changes: Partial<TokenResponse>): void {
    if (!this.session) return;
    this.session = { ...this.session, ...changes };
    this.emit();
  }

  getPendingSecondFactor(): PendingSecondFactor | null {
    return this.pending;
  }

  setPendingSecondFactor(pending: PendingSecondFactor): void {
    this.session = null;
    this.pending = pending;
    this.emit();
  }

  /** Per-user restricted RCM events (001 §6), loaded after sign-in. */
  getRestrictedEvents(): string[] | undefined {
    return this.restrictedEvents;
  }

  setRestrictedEvents(events: string[]): void {
    this.restrictedEvents = events;
    this.emit();
  }

  /** Forgets everything: memory and the stored refresh token (000 §4 "Logout clears all session data"). */
  clear(): void {
    this.session = null;
    this.pending = null;
    this.restrictedEvents = undefined;
    this.storage?.removeItem(REFRESH_TOKEN_KEY);
    this.emit();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}
