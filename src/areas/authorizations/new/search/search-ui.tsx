import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Radio from "antd/es/radio";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadTexts } from "../../../../../providers/i18n";
import { ResourceForm } from "../../../../components/resource-form";

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

/**
 * One choice among a few, as a named radio group (keyboard: Tab into the group, the arrows move
 * the choice). `id` names the group, so a step's problem can send the focus to its first radio.
 */
export function RadioChoice(props: {
  id: string;
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div
      id={props.id}
      role="radiogroup"
      aria-label={props.label}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
    >
      <Radio.Group
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as string)}
        style={{ display: "flex", flexDirection: "column", gap: 8 }}
      >
        {props.options.map((option) => (
          <Radio key={option.value} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </Radio.Group>
    </div>
  );
}

/** Puts the focus on the chosen radio of a {@link RadioChoice} (else its first). */
export function focusChoice(id: string): void {
  const group = document.getElementById(id);
  const radio =
    group?.querySelector<HTMLInputElement>("input[type=radio]:checked") ??
    group?.querySelector<HTMLInputElement>("input[type=radio]");
  radio?.focus();
}

/**
 * Whether the declared forms' code and texts are in (`ResourceForm`, the `forms` text part): a step
 * that shows a declared form renders it only then, so the form never suspends. A navigation is a
 * transition, and a lazy component suspending in it holds the previous step on screen; the step
 * shows at once with its spinner instead. A failed load still renders the form (its own error).
 */
export function useFormReady(): boolean {
  const { i18n } = useTranslation();
  // Already in (the flow warms them up when it opens): ready from the first render, no spinner
  // frame and no second render per step (docs/performance.md "msToClaim, round 3").
  const [ready, setReady] = useState(() => formCodeAndTextsIn(i18n));
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    void Promise.all([ResourceForm.preload(), loadTexts(i18n, "forms")]).then(done, done);
    return () => {
      live = false;
    };
  }, [i18n, ready]);
  return ready;
}

/** Whether both the declared forms' code and the `forms` texts have loaded (their promises carry `status`). */
function formCodeAndTextsIn(i18n: Parameters<typeof loadTexts>[0]): boolean {
  const settled = (promise: Promise<unknown>) => (promise as { status?: string }).status === "fulfilled";
  return settled(ResourceForm.preload()) && settled(loadTexts(i18n, "forms"));
}
