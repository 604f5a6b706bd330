import type { DraftScalar, FlowDefinition, FlowDraft, PersistRule } from "./flow-model";

/**
 * The flow kit's draft (DESIGN.md §12 "a `sessionStorage` draft of ids and choices only"; issue 18
 * §1): what a flow keeps in this tab so that a reload resumes it. Only the state fields its
 * definition's `persist` names are kept, each checked against its kind (an id, ids, a choice,
 * choices, or a list of objects with named id/choice keys); names, typed text, documents and other
 * patient data are never written. Everything else (the lookups, the record being edited, the
 * labels shown) is re-fetched on reload and the draft is laid over it (`restore`).
 *
 * The step is not in the draft: it is in the URL (`flow-model.ts`). `sessionStorage` only, never
 * `localStorage` (DESIGN.md §5); a storage that refuses (quota, privacy mode) leaves the flow in
 * memory.
 */

/** The longest id or text choice the draft accepts (anything longer is not an id). */
export const MAX_DRAFT_TEXT = 200;

/** The `sessionStorage` key of one flow instance's draft (e.g. `pp.flow:ai-rule:edit:EPI`). */
export function draftKey(name: string, instance: string): string {
  return `pp.flow:${name}:${instance}`;
}

function isId(value: unknown): value is string | number {
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && value.length > 0 && value.length <= MAX_DRAFT_TEXT;
}

function isChoice(value: unknown): value is DraftScalar {
  if (typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && value.length <= MAX_DRAFT_TEXT;
}

/** The value kept for one field by its rule, or `undefined` when it does not fit the rule. */
function keep(rule: PersistRule, value: unknown): FlowDraft[string] | undefined {
  if (rule === "id") return isId(value) ? value : undefined;
  if (rule === "choice") return isChoice(value) ? value : undefined;
  if (!Array.isArray(value)) return undefined;
  if (rule === "ids") return value.every(isId) ? [...value] : undefined;
  if (rule === "choices") return value.every(isChoice) ? [...value] : undefined;
  const items: Record<string, DraftScalar>[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== "object" || item === null || Array.isArray(item)) return undefined;
    const kept: Record<string, DraftScalar> = {};
    for (const [key, kind] of Object.entries(rule.each)) {
      const field = (item as Record<string, unknown>)[key];
      if (field === undefined) continue;
      const fits = kind === "id" ? isId(field) : isChoice(field);
      if (!fits) return undefined;
      kept[key] = field as DraftScalar;
    }
    items.push(kept);
  }
  return items;
}

/**
 * The draft of a state: the fields `persist` names, each kept only when it fits its kind (a field
 * that is `undefined` or does not fit is left out); any other field never appears.
 */
export function draftOf<S, C>(definition: FlowDefinition<S, C>, state: S): FlowDraft {
  const draft: Record<string, FlowDraft[string]> = {};
  const fields = state as Record<string, unknown>;
  for (const [field, rule] of Object.entries(definition.persist) as [string, PersistRule | undefined][]) {
    if (!rule) continue;
    const kept = keep(rule, fields[field]);
    if (kept !== undefined) draft[field] = kept;
  }
  return draft;
}

/**
 * Reads a stored draft back: JSON, then the same checks as {@link draftOf} (a stored draft is
 * input, it may be old or tampered with).
 * @returns the draft, or `undefined` when there is none or it cannot be read.
 */
export function parseDraft<S, C>(
  definition: FlowDefinition<S, C>,
  raw: string | null | undefined,
): FlowDraft | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined;
    return draftOf(definition, parsed as S);
  } catch {
    return undefined;
  }
}

/**
 * The state a flow resumes with: the definition's `restore` (or, without one, each drafted field
 * replacing the initial one) over `initial`, the state the screen built from what it re-fetched.
 * No draft: `initial` itself.
 */
export function restoreState<S, C>(
  definition: FlowDefinition<S, C>,
  draft: FlowDraft | undefined,
  initial: S,
): S {
  if (!draft || Object.keys(draft).length === 0) return initial;
  if (definition.restore) return definition.restore(draft, initial);
  return { ...initial, ...(draft as Partial<S>) };
}

/** Where drafts are kept: `sessionStorage`, or nothing (tests, a browser that refuses it). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The tab's `sessionStorage`, or `undefined` where there is none or it may not be used. */
export function sessionDraftStorage(): DraftStorage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored draft of a flow instance (checked, see {@link parseDraft}), or `undefined`. */
export function readDraft<S, C>(
  storage: DraftStorage | undefined,
  definition: FlowDefinition<S, C>,
  instance: string,
): FlowDraft | undefined {
  try {
    return parseDraft(definition, storage?.getItem(draftKey(definition.name, instance)));
  } catch {
    return undefined;
  }
}

/** Keeps the draft of a state ({@link draftOf}); a refusing storage is ignored. */
export function writeDraft<S, C>(
  storage: DraftStorage | undefined,
  definition: FlowDefinition<S, C>,
  instance: string,
  state: S,
): void {
  try {
    storage?.setItem(draftKey(definition.name, instance), JSON.stringify(draftOf(definition, state)));
  } catch {
    // The flow stays in memory only.
  }
}

/** Forgets a flow instance's draft (cancel, finish, a fresh start). */
export function clearDraft(storage: DraftStorage | undefined, name: string, instance: string): void {
  try {
    storage?.removeItem(draftKey(name, instance));
  } catch {
    // nothing kept
  }
}

/** The part of the session store {@link forgetDraftsOnSignOut} reads (providers/session.ts `SessionStore`). */
export interface SessionEndSource {
  get(): unknown;
  subscribe(listener: () => void): () => void;
}

/** The tab's `sessionStorage` with its key listing, or `undefined` where there is none. */
function tabSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Forgets every flow's draft in this tab (every `pp.flow:` key). */
export function clearAllDrafts(storage: Pick<Storage, "key" | "length" | "removeItem"> | undefined): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith("pp.flow:")) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // nothing kept
  }
}

const watchedStores = new WeakSet<SessionEndSource>();

/**
 * Forgets every flow's draft when the session ends (sign-out, an expired session; docs/decisions.md
 * "The new authorization"): a draft holds a beneficiary's id and catalogue codes, which must not
 * outlive the session in the tab nor be resumed by the next user signing in there. Registered once
 * per session store by the shell (src/app/refine-providers.ts).
 */
export function forgetDraftsOnSignOut(
  store: SessionEndSource,
  storage: Pick<Storage, "key" | "length" | "removeItem"> | undefined = tabSessionStorage(),
): void {
  if (watchedStores.has(store)) return;
  watchedStores.add(store);
  store.subscribe(() => {
    if (store.get() === null) clearAllDrafts(storage);
  });
}
