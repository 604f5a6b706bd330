import Alert from "antd/es/alert";
import Button from "antd/es/button";
import { useTranslation } from "react-i18next";
import { FlowActions } from "../../../../components/flow";
import type { StepProps } from "../step-props";

/** Back, Next and Cancel of a search step, in the flow's texts; Cancel resets everything (000 §2). */
export function SearchStepActions({ flow, onNext }: { flow: StepProps["flow"]; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <FlowActions
      flow={flow}
      labels={{
        back: t("newAuthorization.back"),
        next: t("newAuthorization.next"),
        cancel: t("newAuthorization.cancel"),
      }}
      onNext={onNext}
      onCancel={() => flow.cancel()}
    />
  );
}

/** A step's data that did not load: what failed, in words, with a retry. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={text}
      action={
        <Button size="small" onClick={onRetry}>
          {t("newAuthorization.search.retry")}
        </Button>
      }
    />
  );
}

/** A step's own problem (nothing chosen yet), announced, beside its control by `id`. */
export function StepProblem({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} role="alert" className="pp-field-error">
      {text}
    </p>
  ) : null;
}
