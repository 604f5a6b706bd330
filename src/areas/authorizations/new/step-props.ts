import type { Flow } from "../../../components/flow";
import type { AuthorizationKindDefinition } from "../../../../schemas/claims-desk/authorization-kinds";
import type { NewAuthorizationState } from "./new-authorization-flow";

/** What every step of the new authorization receives from the steps frame (new-authorization-steps.tsx). */
export interface StepProps {
  /** The flow (state, Next, Back, Cancel), from `useFlow(newAuthorizationFlow)`. */
  readonly flow: Flow<NewAuthorizationState>;
  /** The kind chosen (undefined only on the type step before a choice). */
  readonly kind: AuthorizationKindDefinition | undefined;
}
