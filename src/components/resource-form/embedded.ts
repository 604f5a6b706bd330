import { useEffect, type RefObject } from "react";
import type { ErrorView } from "./live-errors";

/**
 * Props of a declared form that is one part of a larger screen whose own buttons act (a flow's
 * step: its Next checks the form with the rest of the step; issue 18 §5 "forms one way", issue 20
 * §3 the new authorization's doctor step).
 */
export interface EmbeddedFormProps {
  /**
   * The form is part of a screen with its own buttons: it shows no buttons, Enter in a field
   * submits nothing, and it does not warn about unsaved changes (the screen keeps the values it
   * is told by `onChange`, e.g. in a flow's draft).
   */
  embedded?: boolean;
  /** Told the form's values as they are typed. */
  onChange?: (data: Record<string, unknown>) => void;
  /**
   * Every field's message shows, as after a save was tried, and the form validates its values at
   * once (focusing the first field in error): the screen tried to go on. Stays on once set.
   */
  showErrors?: boolean;
}

/** What an embedded form's checks need of the RJSF form: its `validateForm`. */
export interface Validatable {
  validateForm: () => boolean;
}

/**
 * Applies {@link EmbeddedFormProps.showErrors}: when it turns on, marks the form as submitted (every
 * message shows) and validates the form's current values.
 */
export function useShowErrors(
  showErrors: boolean | undefined,
  view: RefObject<ErrorView>,
  form: RefObject<Validatable | null>,
): void {
  useEffect(() => {
    if (showErrors) showEveryMessage(view.current, form.current);
  }, [showErrors, view, form]);
}

/** Marks the form as tried (every message shows) and validates its current values. */
function showEveryMessage(view: ErrorView, form: Validatable | null): void {
  view.submitted = true;
  form?.validateForm();
}
