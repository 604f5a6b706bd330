/**
 * The flow kit's pure model (DESIGN.md §12 "a multi-step flow"; issue 18 §1): a flow is a list of
 * steps declared as data, each with a guard saying whether it may be entered given the flow's
 * state; the position in the flow is the step counter of 000 §2 ("counter starts at 1; next
 * increments; back never goes below 1 … Cancelling resets everything"), written in the URL as the
 * step's id (`?step=<id>`), so a reload, a shared link and the browser's Back keep the step.
 *
 * No React here: the React side is `src/components/flow/` (`FlowProvider`, `useFlow`,
 * `FlowSteps`); the `sessionStorage` draft is `flow-draft.ts`. Tests: `tests/unit/flow/`.
 */

/** The first step's counter: every flow starts there and a cancel goes back there (000 §2). */
export const FIRST_STEP = 1;

/** The search param that names the current step, unless a definition says otherwise. */
export const DEFAULT_STEP_PARAM = "step";

/**
 * One step of a flow.
 * @typeParam S the flow's state (what the user chose so far).
 * @typeParam C what else the guards read that is not the user's choice (lookups the screen
 *   fetched, e.g. the fields an analysis type offers); `undefined` when they read the state only.
 */
export interface FlowStep<S, C = undefined> {
  /** Written in the URL (`?step=<id>`): lower-case letters, digits and `-`, unique in the flow. */
  readonly id: string;
  /**
   * Whether the step may be entered with this state, i.e. whether the steps before it are
   * complete. Absent: always. The first step is always enterable (its guard is never asked).
   */
  readonly canEnter?: (state: S, context: C) => boolean;
}

/**
 * What a persisted state field may hold in the draft (DESIGN.md §12: "a `sessionStorage` draft of
 * ids and choices only"): `id` one identifier (a code, a slug, a number), `ids` a list of them,
 * `choice` one picked option or flag (string, number or boolean), `choices` a list of them, and
 * `{ each }` a list of objects of which only the named keys are kept, each an `id` or a `choice`.
 * Names, typed text, documents and other patient data have no kind: they are never persisted and
 * are re-fetched (or typed again) after a reload.
 */
export type PersistKind = "id" | "ids" | "choice" | "choices";

/** How one state field is persisted: a {@link PersistKind}, or a list of objects ({@link PersistKind}). */
export type PersistRule = PersistKind | { readonly each: Readonly<Record<string, "id" | "choice">> };

/** Which state fields the draft keeps, and as what; every field not named here is left out. */
export type FlowPersist<S> = { readonly [K in keyof S]?: PersistRule };

/** A value the draft holds: an id or a choice, a list of them, or a list of objects of them. */
export type DraftScalar = string | number | boolean;

/** The draft as kept in `sessionStorage`: the persisted fields of the state, nothing else. */
export type FlowDraft = Readonly<
  Record<string, DraftScalar | readonly DraftScalar[] | readonly Readonly<Record<string, DraftScalar>>[]>
>;

/**
 * A flow declared as data.
 * @typeParam S the flow's state.
 * @typeParam C what the guards read besides the state (see {@link FlowStep}).
 */
export interface FlowDefinition<S, C = undefined> {
  /** Names the flow's drafts (`sessionStorage` key `pp.flow:<name>:<instance>`). */
  readonly name: string;
  /** The steps in order; the counter of step `steps[i]` is `i + 1`. */
  readonly steps: readonly FlowStep<S, C>[];
  /** The state fields the draft keeps, and as what (DESIGN.md §12). */
  readonly persist: FlowPersist<S>;
  /**
   * The state after a reload: the draft's fields laid over the state the flow starts with
   * (which the screen built from what it re-fetched). The draft has already been checked against
   * {@link FlowDefinition.persist}; domain checks (a choice still offered) belong here.
   * Absent: each persisted field of the draft replaces the initial one.
   */
  readonly restore?: (draft: FlowDraft, initial: S) => S;
  /** The search param of the step; default {@link DEFAULT_STEP_PARAM}. */
  readonly stepParam?: string;
  /**
   * Step 1 is the flow's bare URL: no step param is written for it, a URL naming no step is step
   * 1 (never rewritten), and opening the flow there lays the draft over `initial` as a reload does
   * (a link to the flow is a link to its first step: the v2 sponsor form and authorization
   * request, whose links and bookmarks name no step). Default `false`.
   */
  readonly firstStepUnnamed?: boolean;
}

const STEP_ID = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Declares a flow, checking it once.
 * @throws Error when it has no step, a step id is not URL-safe (`[a-z0-9-]`) or repeats, or the
 *   name is empty.
 */
export function defineFlow<S, C = undefined>(definition: FlowDefinition<S, C>): FlowDefinition<S, C> {
  if (!definition.name.trim()) throw new Error("a flow needs a name");
  if (definition.steps.length === 0) throw new Error(`flow ${definition.name}: no steps`);
  const seen = new Set<string>();
  for (const step of definition.steps) {
    if (!STEP_ID.test(step.id))
      throw new Error(`flow ${definition.name}: step id "${step.id}" is not URL-safe`);
    if (seen.has(step.id)) throw new Error(`flow ${definition.name}: step "${step.id}" repeats`);
    seen.add(step.id);
  }
  return Object.freeze({ ...definition, steps: Object.freeze([...definition.steps]) });
}

/**
 * The counter after Next (000 §2 "next increments"): one more, and no further than the last
 * declared step (the spec's settlement counter has "no upper bound"; a declared flow has a last
 * step, whose Next is the flow's own finish, e.g. Save).
 */
export function nextCounter(counter: number, total: number): number {
  return Math.max(FIRST_STEP, Math.min(Math.floor(counter) + 1, total));
}

/** The counter after Back (000 §2 "back never goes below 1"). */
export function backCounter(counter: number): number {
  return Math.max(FIRST_STEP, Math.floor(counter) - 1);
}

/** The step at a 1-based counter (clamped into the flow). */
export function stepAt<S, C>(definition: FlowDefinition<S, C>, counter: number): FlowStep<S, C> {
  const index = Math.min(Math.max(FIRST_STEP, Math.floor(counter)), definition.steps.length) - 1;
  return definition.steps[index];
}

/** The 1-based counter of the step with this id, or `undefined` when the flow has no such step. */
export function counterOf<S, C>(definition: FlowDefinition<S, C>, id: string | null): number | undefined {
  const index = definition.steps.findIndex((step) => step.id === id);
  return index < 0 ? undefined : index + 1;
}

/**
 * Whether the step at `counter` may be entered: its guard and the guard of every step before it
 * accept the state (a step is reached through the ones before it, never around them).
 */
export function mayEnter<S, C>(
  definition: FlowDefinition<S, C>,
  counter: number,
  state: S,
  context: C,
): boolean {
  return lastEnterable(definition, counter, state, context) === Math.floor(counter);
}

/**
 * The furthest step at or before `requested` that may be entered (DESIGN.md §12: an un-enterable
 * step sends the user back to the last enterable one): walks from step 1 while guards accept.
 * @returns a counter between 1 and `min(requested, total)`.
 */
export function lastEnterable<S, C>(
  definition: FlowDefinition<S, C>,
  requested: number,
  state: S,
  context: C,
): number {
  const target = Math.min(Math.max(FIRST_STEP, Math.floor(requested)), definition.steps.length);
  let reached = FIRST_STEP;
  for (let counter = FIRST_STEP + 1; counter <= target; counter += 1) {
    const guard = definition.steps[counter - 1].canEnter;
    if (guard && !guard(state, context)) break;
    reached = counter;
  }
  return reached;
}

/** The step id the URL names (`?step=`), or `null` when it names none. */
export function readStepParam<S, C>(
  definition: FlowDefinition<S, C>,
  params: URLSearchParams,
): string | null {
  return params.get(definition.stepParam ?? DEFAULT_STEP_PARAM);
}

/**
 * The search params with the step at `counter` written in, every other param kept in place (a new
 * step param goes last).
 */
export function withStep<S, C>(
  definition: FlowDefinition<S, C>,
  params: URLSearchParams,
  counter: number,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const param = definition.stepParam ?? DEFAULT_STEP_PARAM;
  const step = stepAt(definition, counter);
  if (definition.firstStepUnnamed && step === definition.steps[0]) next.delete(param);
  else next.set(param, step.id);
  return next;
}

/**
 * Where the URL puts the user, guards applied: the counter of the step the URL names, or step 1
 * when it names none or an unknown id (none is step 1 itself in a flow whose first step is unnamed); an un-enterable step falls back to the last enterable one.
 * @returns the counter, and whether the URL must be rewritten to it (`corrected`: the URL named
 *   another step, or none).
 */
export function counterFromUrl<S, C>(
  definition: FlowDefinition<S, C>,
  params: URLSearchParams,
  state: S,
  context: C,
): { counter: number; corrected: boolean } {
  const id = readStepParam(definition, params);
  const requested = counterOf(definition, id) ?? FIRST_STEP;
  const counter = lastEnterable(definition, requested, state, context);
  return { counter, corrected: !namesStep(definition, counter, id) };
}

/**
 * Whether the step param `id` (or its absence, `null`) is how the URL names the step at `counter`:
 * its id, or no param at all for step 1 of a flow whose first step is unnamed
 * ({@link FlowDefinition.firstStepUnnamed}).
 */
export function namesStep<S, C>(
  definition: FlowDefinition<S, C>,
  counter: number,
  id: string | null,
): boolean {
  if (definition.firstStepUnnamed && Math.floor(counter) <= FIRST_STEP) return id === null;
  return stepAt(definition, counter).id === id;
}
