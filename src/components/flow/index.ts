/**
 * The flow kit's React side (DESIGN.md §12 "a multi-step flow"; issue 18 §1): the flow's layout
 * (`FlowProvider`, state and draft), `useFlow` (the step in the URL, Next / Back / Cancel under
 * the 000 §2 counter and the steps' guards), the steps header (`FlowSteps`, focus on every step
 * change) and the buttons (`FlowActions`). The pure model is `src/lib/flow/`.
 */
export { FlowProvider, type FlowProviderProps } from "./flow-provider";
export { useFlow, useFlowState, type Flow, type MoveOptions, type UseFlowOptions } from "./use-flow";
export { FlowSteps, type FlowStepsProps } from "./flow-steps";
export { FlowActions, type FlowActionsProps } from "./flow-actions";
