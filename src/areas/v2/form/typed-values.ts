/**
 * What is typed into a v2 sponsor form, kept apart from the flow kit's draft (issue 10 §2 "what is
 * typed survives a reload"; issue 18 §1; docs/decisions.md "The v2 sponsor form's typed answers").
 * The step is the URL's (`?step=`) and the flow's state is its layout's (`v2-form-flow.ts`); the
 * kit's draft holds ids and choices only, and this form has none to keep. The answers typed, which
 * are the patient's, live under their own `sessionStorage` entry while the tab lives (never
 * `localStorage` nor the URL, DESIGN.md §5), and are forgotten on cancel, on submit and on
 * sign-out ({@link forgetTypedValuesOnSignOut}).
 */

/** The prefix of every form's entry (`pp.v2.draft:{sponsor}:{code}:{form}`). */
export const TYPED_VALUES_PREFIX = "pp.v2.draft:";

/** The sessionStorage key of a form's typed values: one per sponsor, authorization and form (ids only). */
export function formKey(authorizationCode: string, sponsorSlug: string, formSlug: string): string {
  return `${TYPED_VALUES_PREFIX}${sponsorSlug}:${authorizationCode}:${formSlug}`;
}

/** The tab's `sessionStorage`, or `undefined` where there is none or it may not be used. */
export function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The values typed for a form in this tab, by field slug, or `{}`; anything unreadable is ignored. */
export function readTypedValues(
  storage: Pick<Storage, "getItem"> | undefined,
  key: string,
): Record<string, unknown> {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as { values?: unknown } | null;
    const values = parsed?.values;
    return values && typeof values === "object" && !Array.isArray(values)
      ? (values as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Keeps the typed values in this tab; a storage that refuses (quota, privacy mode) is ignored. */
export function writeTypedValues(
  storage: Pick<Storage, "setItem"> | undefined,
  key: string,
  values: Record<string, unknown>,
): void {
  try {
    storage?.setItem(key, JSON.stringify({ values }));
  } catch {
    // The values stay in memory only.
  }
}

/** Forgets a form's typed values (cancel, submit: the state resets, 000 §2, §4). */
export function clearTypedValues(storage: Pick<Storage, "removeItem"> | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing kept
  }
}

/** Forgets the typed values of every form in this tab (sign-out). */
export function clearAllTypedValues(
  storage: Pick<Storage, "key" | "length" | "removeItem"> | undefined,
): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(TYPED_VALUES_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // nothing kept
  }
}

/** The part of the session store the sign-out watch reads (providers/session.ts `SessionStore`). */
export interface SignOutSource {
  get(): unknown;
  subscribe(listener: () => void): () => void;
}

const watched = new WeakSet<SignOutSource>();

/**
 * Forgets every form's typed values when the session ends (sign-out, an expired session): the
 * patient's answers never outlive the session in the tab. Registered once per store, by the form
 * screen, and kept for the page's life (a sign-out happens on another screen).
 */
export function forgetTypedValuesOnSignOut(
  store: SignOutSource,
  storage: Pick<Storage, "key" | "length" | "removeItem"> | undefined = tabStorage(),
): void {
  if (watched.has(store)) return;
  watched.add(store);
  store.subscribe(() => {
    if (store.get() === null) clearAllTypedValues(storage);
  });
}

/**
 * The values of a submitted form that go into its comment's metadata (docs/decisions.md "v2
 * area"): every non-file field's value; file fields are documents of the authorization already
 * (their ids are left out).
 */
export function formValuesForComment(
  values: Record<string, unknown>,
  fileSlugs: ReadonlySet<string>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([slug, value]) => !fileSlugs.has(slug) && value !== undefined && value !== "",
    ),
  );
}

/**
 * The values typed into a sponsor form, kept outside React state (issue 10 §5, keystroke figures):
 * RJSF keeps the form's own state, and a new `formData` prop on every key made it derive that state
 * a second time. The steps hand RJSF {@link LiveDraftValues.of} when they render (only when the
 * flow's values change: a step, a restore), so RJSF, which re-derives its state from `formData`
 * whenever any prop changes, always gets the latest values and nothing typed is lost.
 */
export class LiveDraftValues {
  private base: Record<string, unknown> | undefined;
  private values: Record<string, unknown> = {};

  /** The latest values over `base` (the flow's): what was typed since it was set, or `base` once it changed. */
  of(base: Record<string, unknown>): Record<string, unknown> {
    if (this.base !== base) {
      this.base = base;
      this.values = base;
    }
    return this.values;
  }

  /** Merges the values a change reported into the latest ones. @returns the merged values (a new object). */
  change(base: Record<string, unknown>, changed: object): Record<string, unknown> {
    this.values = { ...this.of(base), ...changed };
    return this.values;
  }
}
