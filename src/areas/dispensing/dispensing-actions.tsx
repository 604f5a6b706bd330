import Alert from "antd/es/alert";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { selectErrorMessage } from "../../../providers/http";
import { FlowActions, type FlowActionsProps } from "../../components/flow";

/** Props of {@link DispensingActions}. */
export interface DispensingActionsProps {
  /** The flow (the answer step's own Back and first-ness included). */
  readonly flow: FlowActionsProps["flow"];
  /** A failed call's text, shown above the buttons; nothing when null. */
  readonly failure?: string | null;
  /** A step's own text key for Back (the answer step's "Change products"). */
  readonly backKey?: string;
  /** A step's own text key for Next (the products step's Send / Sending). */
  readonly nextKey?: string;
  /** What Next does; default `flow.next()`. */
  readonly onNext?: () => void;
  /** What stands in Next's place on the last step (the completion's Complete). */
  readonly finish?: ReactNode;
}

/**
 * Back, Next and Cancel of every step of the dispensation (000 §2 "After a claim or dispensation
 * finishes, success or failure, the user goes to /home"; issue 21 §2), in the flow's texts
 * (`dispensing.actions.*`), with the step's failed call above them: the one place the steps'
 * buttons, their labels and Cancel's way to `/home` are written.
 */
export function DispensingActions({
  flow,
  failure,
  backKey,
  nextKey,
  onNext,
  finish,
}: DispensingActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {failure ? (
        <Alert type="error" showIcon role="alert" message={failure} style={{ marginTop: 16 }} />
      ) : null}
      <FlowActions
        flow={flow}
        labels={{
          back: t(backKey ?? "dispensing.actions.back"),
          next: t(nextKey ?? "dispensing.actions.next"),
          cancel: t("dispensing.actions.cancel"),
        }}
        onNext={onNext}
        onCancel={() => flow.cancel("/home")}
        finish={finish}
      />
    </>
  );
}

/** The translated text of a failed dispensing call (001 §8 order; `dispensing.errors.unknown` when nothing better). */
export function useDispensingErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const chosen = selectErrorMessage(error);
    return chosen.text ?? t(chosen.key ?? "dispensing.errors.unknown");
  };
}
