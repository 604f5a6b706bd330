import type { ReactNode } from "react";
import type { ClinicalState } from "./clinical-state";

/** What each part of the doctor step receives from the step. */
export interface ClinicalPartProps {
  /** The doctor step's part of the flow's state. */
  readonly state: ClinicalState;
  /** Applies an edit (the step is no longer complete until Next passes again). */
  readonly edit: (change: Partial<ClinicalState>) => void;
  /** The translated error of a field (`clinicalProblems`' field names), if it is in error. */
  readonly errorOf: (field: string) => string | undefined;
}

/** The id of a field's error text. */
export const errorId = (id: string) => `${id}-error`;

/**
 * A labelled field of the doctor step with its error under it (issue 20 §3 "every error translated
 * and next to its field"): the control gets `aria-invalid` and `aria-describedby` from the caller
 * through {@link fieldAria}.
 */
export function ClinicalField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="pp-clinical-field" style={{ marginBottom: 12 }}>
      <label htmlFor={id} style={{ display: "block", marginBottom: 4 }}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId(id)} className="pp-field-error" style={{ margin: "4px 0 0" }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The accessibility attributes of a control whose field may be in error. */
export function fieldAria(id: string, error: string | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId(id) : undefined,
  } as const;
}
