import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FlowActions } from "../../../components/flow";
import type { StepProps } from "./step-props";

/** Props of {@link NewAuthorizationActions}. */
export interface NewAuthorizationActionsProps {
  /** The flow, from the steps frame (`StepProps["flow"]`). */
  readonly flow: StepProps["flow"];
  /** What Next does; default `flow.next()`. */
  readonly onNext?: () => void;
  /**
   * Where Cancel leaves to after resetting everything (000 §2 "cancel resets everything"); default
   * stays on the flow's step 1. The type, doctor and identity steps leave to `/home`.
   */
  readonly leaveTo?: string;
  /** What Cancel forgets besides the flow's state (memory-only parts: files, the billing answer). */
  readonly onCancel?: () => void;
  /** A step's own text key for Next (the authorization step's Send / Retry / Continue). */
  readonly nextKey?: string;
  /** What stands in Next's place on the last step (the claim step's Create claim). */
  readonly finish?: ReactNode;
}

/**
 * Back, Next and Cancel of every step of the new authorization (000 §2 counter and "cancel resets
 * everything"; issue 20 §1), in the flow's texts (`newAuthorization.back` / `.next` / `.cancel`):
 * the one place the steps' buttons and their labels are written.
 */
export function NewAuthorizationActions({
  flow,
  onNext,
  leaveTo,
  onCancel,
  nextKey,
  finish,
}: NewAuthorizationActionsProps) {
  const { t } = useTranslation();
  return (
    <FlowActions
      flow={flow}
      labels={{
        back: t("newAuthorization.back"),
        next: t(nextKey ?? "newAuthorization.next"),
        cancel: t("newAuthorization.cancel"),
      }}
      onNext={onNext}
      onCancel={() => {
        onCancel?.();
        flow.cancel(leaveTo);
      }}
      finish={finish}
    />
  );
}
