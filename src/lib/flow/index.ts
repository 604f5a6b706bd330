/**
 * The flow kit's pure side (DESIGN.md §12 "a multi-step flow"): the model (steps, guards, the
 * 000 §2 counter, the step in the URL) and the `sessionStorage` draft of ids and choices. The
 * React side is `src/components/flow/`; docs/architecture.md "A multi-step flow" shows the way.
 */
export * from "./flow-model";
export * from "./flow-draft";
