import { createContext, type Dispatch, type SetStateAction } from "react";
import type { FlowDefinition } from "../../lib/flow";

/**
 * What a flow's layout route ({@link FlowProvider}) holds for the steps under it: the state of the
 * flow (the user's choices so far) and the way to reset it. The step itself is not here: it is in
 * the URL (`useFlow` reads it).
 */
export interface FlowStore<S> {
  /** The flow this layout holds (`useFlow(definition)` checks it is the one it asks for). */
  readonly definition: FlowDefinition<S, never>;
  /** Which instance of the flow (e.g. `create`, `edit:EPI`): one draft each. */
  readonly instance: string;
  /** The state the flow started with (built from what the screen fetched); a cancel returns to it. */
  readonly initial: S;
  readonly state: S;
  readonly setState: Dispatch<SetStateAction<S>>;
  /** Cancel (000 §2 "Cancelling resets everything"): forgets the draft, state back to `initial`. */
  readonly reset: () => void;
  /** The flow ended (saved): forgets the draft and keeps no other one until the layout unmounts. */
  readonly end: () => void;
}

/** The context of the innermost flow layout; `null` outside any. */
export const FlowContext = createContext<FlowStore<unknown> | null>(null);
