import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Outlet, useSearchParams } from "react-router";
import {
  clearDraft,
  readDraft,
  readStepParam,
  restoreState,
  sessionDraftStorage,
  writeDraft,
  type FlowDefinition,
} from "../../lib/flow";
import { FlowContext, type FlowStore } from "./flow-context";

/** Props of {@link FlowProvider}. */
export interface FlowProviderProps<S, C> {
  /** The flow (`defineFlow`, src/lib/flow/flow-model.ts). */
  definition: FlowDefinition<S, C>;
  /** Which instance of the flow, one draft each: `create`, `edit:<code>`… (ids only, no patient data). */
  instance: string;
  /**
   * The state the flow starts with, built from what the screen fetched (e.g. the record being
   * edited). Read once, on mount: give the provider a `key` to start another instance.
   */
  initial: S;
  /** The steps; absent, the nested route's `<Outlet />` (the provider as a layout route's element). */
  children?: ReactNode;
}

/**
 * The layout of a multi-step flow (DESIGN.md §10 "state … scoped to the area layout", §12 "state in
 * the flow's layout route"; issue 18 §1): holds the flow's state for every step under it, and keeps
 * its draft (ids and choices only, `definition.persist`) in `sessionStorage` as it changes.
 *
 * - **Resume.** When the URL names a step (a reload, Back into the flow, a shared link in this
 *   tab), the state is `initial` with the stored draft laid over it (`restoreState`); everything
 *   not in the draft was re-fetched by the screen that built `initial`.
 * - **Fresh start.** When the URL names no step (the user opened the flow from a link or a button),
 *   the flow starts from `initial` and any old draft of this instance is forgotten; unless the
 *   flow's first step is unnamed (`firstStepUnnamed`): its bare URL is step 1 and resumes the draft.
 * - A state equal to `initial` keeps no draft; `reset` (cancel) and `end` (finish) forget it.
 *
 * Steps read it with `useFlow(definition)` (src/components/flow/use-flow.ts).
 */
export function FlowProvider<S, C>({ definition, instance, initial, children }: FlowProviderProps<S, C>) {
  const [params] = useSearchParams();
  const [storage] = useState(sessionDraftStorage);
  const [start] = useState(initial);
  const [state, setState] = useState<S>(() =>
    readStepParam(definition, params) === null && !definition.firstStepUnnamed
      ? start
      : restoreState(definition, readDraft(storage, definition, instance), start),
  );
  const ended = useRef(false);

  useEffect(() => {
    if (ended.current) return;
    if (state === start) clearDraft(storage, definition.name, instance);
    else writeDraft(storage, definition, instance, state);
  }, [state, start, storage, definition, instance]);

  const reset = useCallback(() => {
    clearDraft(storage, definition.name, instance);
    setState(start);
  }, [storage, definition.name, instance, start]);
  const end = useCallback(() => {
    ended.current = true;
    clearDraft(storage, definition.name, instance);
  }, [storage, definition.name, instance]);

  const store = useMemo<FlowStore<S>>(
    () => ({
      definition: definition as FlowDefinition<S, never>,
      instance,
      initial: start,
      state,
      setState,
      reset,
      end,
    }),
    [definition, instance, start, state, reset, end],
  );
  return (
    <FlowContext.Provider value={store as FlowStore<unknown>}>{children ?? <Outlet />}</FlowContext.Provider>
  );
}
