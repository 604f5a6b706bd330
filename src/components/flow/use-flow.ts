import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  type Dispatch,
  type SetStateAction,
} from "react";
import { useLocation, useNavigate, type To } from "react-router";
import {
  FIRST_STEP,
  backCounter,
  counterFromUrl,
  counterOf,
  mayEnter,
  namesStep,
  nextCounter,
  readStepParam,
  stepAt,
  withStep,
  type FlowDefinition,
  type FlowStep,
} from "../../lib/flow";
import { FlowContext, type FlowStore } from "./flow-context";

/** Options of {@link useFlow}. */
export interface UseFlowOptions<C> {
  /** What the guards read besides the state (lookups the screen fetched); see `FlowStep`. */
  context?: C;
  /**
   * Whether the guards can be judged yet (the lookups in `context` have answered). Until then the
   * step the URL names is taken as it is, and no guard sends the user back.
   * Default `true`.
   */
  ready?: boolean;
}

/** How {@link Flow.next} and {@link Flow.back} move. */
export interface MoveOptions<S> {
  /** The flow's state from now on (the guards judge it, not the state of the last render). */
  readonly state?: S;
  /** Replace the current history entry (default: push one, so the browser's Back returns). */
  readonly replace?: boolean;
}

/** A flow as a step sees it (see {@link useFlow}). */
export interface Flow<S> {
  /** The user's choices so far (held by the flow's layout, `FlowProvider`). */
  readonly state: S;
  /** Changes the state (like React's `setState`); the draft follows. */
  readonly update: Dispatch<SetStateAction<S>>;
  /** The 1-based step counter (000 §2). */
  readonly counter: number;
  /** The number of steps. */
  readonly total: number;
  /** The current step (its `id` is in the URL). */
  readonly step: FlowStep<S, never>;
  readonly isFirst: boolean;
  readonly isLast: boolean;
  /**
   * Next (000 §2 "next increments"): to the following step when its guard lets the user in.
   * @param options.state the state to move with: set as the flow's state and judged by the guard
   *   (a step whose values are handed over on Next, e.g. the v2 sponsor form's RJSF submit).
   * @param options.replace replace the history entry instead of pushing one (a step the user
   *   cannot go back from, e.g. a request already sent).
   * @returns whether it moved (not on the last step, nor when the guard refuses).
   */
  readonly next: (options?: MoveOptions<S>) => boolean;
  /** Back (000 §2 "back never goes below 1"); `options` as for {@link Flow.next}. */
  readonly back: (options?: MoveOptions<S>) => void;
  /**
   * Cancel (000 §2 "Cancelling resets everything"): the draft forgotten, the state back to the one
   * the flow started with, the counter back to 1; or, given `leaveTo`, the draft forgotten and one
   * navigation there (a screen that leaves on cancel, e.g. back to its list; the state leaves with
   * the layout).
   */
  readonly cancel: (leaveTo?: To) => void;
  /** The flow ended (saved): its draft is forgotten. The screen navigates where it leads next. */
  readonly finish: () => void;
}

/**
 * The state of a flow and its setter, without its step: for what must be known before the guards'
 * context can be fetched (e.g. the choice a lookup depends on). Same provider as {@link useFlow}.
 * @throws Error when no `FlowProvider` of this definition is above the caller.
 */
export function useFlowState<S, C = undefined>(
  definition: FlowDefinition<S, C>,
): [S, Dispatch<SetStateAction<S>>] {
  const store = useContext(FlowContext) as FlowStore<S> | null;
  if (!store || store.definition !== (definition as unknown))
    throw new Error(`flow ${definition.name}: no FlowProvider of this flow above`);
  return [store.state, store.setState];
}

/**
 * A flow's state and step for the screen of its steps (DESIGN.md §12 "a multi-step flow"; issue 18
 * §1). The state lives in the nearest {@link FlowProvider} (the flow's layout route); the step is
 * the URL's `?step=<id>`, read on every render and written by Next, Back and Cancel (Next and Back
 * push a history entry, so the browser's Back goes to the previous step). A URL naming no step, an
 * unknown one or a step whose guard refuses is rewritten (replace) to the last enterable step,
 * once `ready`.
 * @throws Error when no `FlowProvider` of this definition is above the caller.
 */
export function useFlow<S, C = undefined>(
  definition: FlowDefinition<S, C>,
  options: UseFlowOptions<C> = {},
): Flow<S> {
  const store = useContext(FlowContext) as FlowStore<S> | null;
  if (!store || store.definition !== (definition as unknown))
    throw new Error(`flow ${definition.name}: no FlowProvider of this flow above`);
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const { state, setState, reset, end } = store;
  const context = options.context as C;
  const ready = options.ready ?? true;
  const total = definition.steps.length;

  let counter: number;
  let corrected: boolean;
  if (ready) ({ counter, corrected } = counterFromUrl(definition, params, state, context));
  else {
    const id = readStepParam(definition, params);
    counter = counterOf(definition, id) ?? FIRST_STEP;
    corrected = !namesStep(definition, counter, id);
  }

  const goTo = useCallback(
    (target: number, replace: boolean) =>
      void navigate({ search: `?${withStep(definition, params, target).toString()}` }, { replace }),
    [navigate, definition, params],
  );

  useEffect(() => {
    if (corrected) goTo(counter, true);
  }, [corrected, counter, goTo]);

  const next = useCallback(
    (options: MoveOptions<S> = {}) => {
      const moved = "state" in options ? (options.state as S) : state;
      if ("state" in options) setState(moved);
      const target = nextCounter(counter, total);
      if (target === counter || !mayEnter(definition, target, moved, context)) return false;
      goTo(target, options.replace === true);
      return true;
    },
    [counter, total, definition, state, setState, context, goTo],
  );
  const back = useCallback(
    (options: MoveOptions<S> = {}) => {
      if ("state" in options) setState(options.state as S);
      const target = backCounter(counter);
      if (target !== counter) goTo(target, options.replace === true);
    },
    [counter, setState, goTo],
  );
  const cancel = useCallback(
    (leaveTo?: To) => {
      if (leaveTo === undefined) {
        // One render for both: the router's navigation is a transition, and a reset rendered
        // before it would let a guard send the old URL to the last step the reset state allows
        // (a typed route's kind makes that step 2, not 1).
        startTransition(() => {
          reset();
          goTo(FIRST_STEP, true);
        });
        return;
      }
      // Leaving: the draft is forgotten and the state goes with the layout. Resetting it here
      // would let a guard send the URL back to step 1 over the navigation away.
      end();
      void navigate(leaveTo);
    },
    [reset, end, goTo, navigate],
  );

  return {
    state,
    update: setState,
    counter,
    total,
    step: stepAt(definition, counter) as FlowStep<S, never>,
    isFirst: counter === FIRST_STEP,
    isLast: counter === total,
    next,
    back,
    cancel,
    finish: end,
  };
}
