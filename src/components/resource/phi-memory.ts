import type { FilterModel } from "../../../resources/define-resource";

/**
 * The PHI filters of every list (its search text and the other `phi` filters of its declaration),
 * kept for the signed-in tab's life (issue 19 §1; DESIGN.md §5): leaving a list and coming back to
 * it (an account and back, by Back or by a link) finds the search as it was. In this module's
 * memory only: never in the URL, history state, storage or logs. A reload clears it by nature (the
 * module is loaded again); the end of the session clears it ({@link bindPhiMemory}).
 */

/** The part of the session store the memory listens to (providers/session.ts `SessionStore`). */
export interface PhiMemoryOwner {
  get(): { userId: string } | null;
  subscribe(listener: () => void): () => void;
}

const memory = new Map<string, FilterModel>();
let owner: PhiMemoryOwner | null = null;
let ownerUser: string | null = null;
let unsubscribe: (() => void) | null = null;

/**
 * The memory key of a list: its resource, its URL key prefix (a nested list) and the values of its
 * endpoint's path parameters (an account's charges are not another account's).
 */
export function phiMemoryKey(resource: string, prefix?: string, pathParams?: object): string {
  return JSON.stringify([resource, prefix ?? "", pathParams ?? {}]);
}

/** The PHI filters last applied to the list of `key` in this session, or undefined (never applied). */
export function rememberedPhi(key: string): FilterModel | undefined {
  return memory.get(key);
}

/** Keeps the PHI filters now applied to the list of `key` (an empty model too: "cleared" is kept). */
export function rememberPhi(key: string, model: FilterModel): void {
  const kept: Record<string, FilterModel[string]> = {};
  for (const [name, value] of Object.entries(model)) if (value !== undefined) kept[name] = value;
  memory.set(key, kept);
}

/** Forgets every list's PHI filters. */
export function forgetAllPhi(): void {
  memory.clear();
}

/**
 * Ties the memory to a session store: binding another store (another signed-in app, a test's
 * runtime) forgets everything, and so does every change of the store that ends the session or
 * puts another user in it (sign-out, idle timeout, a new sign-in). A token refresh (same user)
 * keeps it. Idempotent for the same store.
 */
export function bindPhiMemory(store: PhiMemoryOwner): void {
  if (store === owner) return;
  unsubscribe?.();
  forgetAllPhi();
  owner = store;
  ownerUser = store.get()?.userId ?? null;
  unsubscribe = store.subscribe(() => {
    const user = store.get()?.userId ?? null;
    if (user === ownerUser) return;
    ownerUser = user;
    forgetAllPhi();
  });
}
