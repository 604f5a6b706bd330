/**
 * The v2 form's step counter and its draft (issue 10 §3 "New form"; 000 §4 "Authorization form
 * (v2): the step rises by one until the last step … After submit the step returns to 1 and state
 * resets"; 001 §4). The draft survives a reload of the page while the tab lives: it is kept in
 * `sessionStorage` only, never in `localStorage` nor in the URL (no patient data there).
 */

/** The state of a form being filled: the 1-based step and the values typed so far, by field slug. */
export interface FormDraft {
  step: number;
  values: Record<string, unknown>;
}

/** The state a form starts with, and returns to after a submit (000 §4). */
export const EMPTY_DRAFT: FormDraft = Object.freeze({ step: 1, values: Object.freeze({}) }) as FormDraft;

/**
 * The step after `step` (000 §4: rises by one until the last step, then stays).
 * @param total the number of steps (≥ 1).
 */
export function nextStep(step: number, total: number): number {
  return Math.min(Math.max(1, step + 1), Math.max(1, total));
}

/** The step before `step`, never below 1. */
export function previousStep(step: number): number {
  return Math.max(1, step - 1);
}

/** The sessionStorage key of a draft: one per authorization, sponsor and form (no patient data). */
export function draftKey(authorizationCode: string, sponsorSlug: string, formSlug: string): string {
  return `pp.v2.draft:${sponsorSlug}:${authorizationCode}:${formSlug}`;
}

/**
 * The draft kept for a form in this tab, or {@link EMPTY_DRAFT}. A stored step beyond `total` is
 * brought back to the last step; anything unreadable is ignored.
 */
export function readDraft(
  storage: Pick<Storage, "getItem"> | undefined,
  key: string,
  total: number,
): FormDraft {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return EMPTY_DRAFT;
    const parsed = JSON.parse(raw) as Partial<FormDraft>;
    const values =
      parsed.values && typeof parsed.values === "object" && !Array.isArray(parsed.values)
        ? parsed.values
        : {};
    const step = Number.isInteger(parsed.step) ? Math.min(Math.max(1, parsed.step as number), total) : 1;
    return { step, values };
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Keeps the draft in this tab (sessionStorage); a storage that refuses (quota, privacy mode) is ignored. */
export function writeDraft(
  storage: Pick<Storage, "setItem"> | undefined,
  key: string,
  draft: FormDraft,
): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // The draft stays in memory only.
  }
}

/** Forgets the draft (after a submit: the state resets, 000 §4). */
export function clearDraft(storage: Pick<Storage, "removeItem"> | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing kept
  }
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
 * a second time. The page hands RJSF {@link LiveDraftValues.of} when it renders (only when the draft
 * changes: a step, a restore, the reset after submit), so RJSF, which re-derives its state from
 * `formData` whenever any prop changes, always gets the latest values and nothing typed is lost.
 */
export class LiveDraftValues {
  private base: Record<string, unknown> | undefined;
  private values: Record<string, unknown> = {};

  /** The latest values of `draft`: what was typed since it was set, or its own values once it changed. */
  of(draft: FormDraft): Record<string, unknown> {
    if (this.base !== draft.values) {
      this.base = draft.values;
      this.values = draft.values;
    }
    return this.values;
  }

  /** Merges the values a change reported into the latest ones. @returns the merged values (a new object). */
  change(draft: FormDraft, changed: object): Record<string, unknown> {
    this.values = { ...this.of(draft), ...changed };
    return this.values;
  }
}
