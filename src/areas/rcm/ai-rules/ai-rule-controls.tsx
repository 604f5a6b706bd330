/** The DOM id of an editor control (labels, errors and focus after a refused step). */
export const idOf = (control: string) => `ai-rule-${control.replace(/[^a-zA-Z0-9_-]/g, "-")}`;

/** The translated problem of a control of the current step, or `undefined`. */
export type ProblemOf = (control: string) => string | undefined;

/** The error of one control, announced when it appears (empty when there is none). */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return (
    <div
      id={id}
      role={text ? "alert" : undefined}
      style={{ color: "#c41d1d", minHeight: text ? undefined : 0 }}
    >
      {text ?? null}
    </div>
  );
}
