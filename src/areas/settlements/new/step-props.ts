import type { Dispatch, SetStateAction } from "react";
import type { SettlementWizardState } from "./settlement-flow";

/** What every step of the settlement wizard receives from the wizard. */
export interface StepProps {
  /** The wizard's state (000 §3 "Settlement creation state"). */
  state: SettlementWizardState;
  /** Changes it (the flow's draft follows). */
  update: Dispatch<SetStateAction<SettlementWizardState>>;
  /** The translated problem of a control (by its id) after a refused Next, or undefined. */
  problemOf: (control: string) => string | undefined;
}
