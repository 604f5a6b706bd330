import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FingerprintDeviceError } from "../../../../../providers/fingerprint-device";
import { isAbortError } from "../../../../../providers/http";
import { useErrorText } from "../../../../components/use-error-text";
import type { StepProps } from "../step-props";
import { afterReading, VERIFICATION_ERROR, VERIFICATION_RESET, type IdentityState } from "./identity-state";
import type { BiometricReading } from "./identity-queries";

/** What an attempt is doing: reading the device or the photo, or waiting for the API's verdict. */
export type VerificationPhase = "capturing" | "verifying";

/** An attempt's refusal with its own text (an i18n key and its values), e.g. a photo too large. */
export class VerificationRefusal extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string> = {},
  ) {
    super(key);
    this.name = "VerificationRefusal";
  }
}

/** One attempt: reports its phase, honours `signal`, and resolves with the API's reading. */
export type VerificationAttempt = (
  signal: AbortSignal,
  phase: (phase: VerificationPhase) => void,
) => Promise<BiometricReading>;

/** What {@link useVerification} gives the step. */
export interface Verification {
  /** The running attempt's phase, or null when none runs. */
  readonly phase: VerificationPhase | null;
  /** The text of the last failure (000 §8), or null. */
  readonly problem: string | null;
  /**
   * Runs an attempt unless one runs already (a double click sends one reading): the verdict
   * stores the reading and VERIFICATION_SUCCESS, or ERROR with its text (`failedKey` when the API
   * answered VERIFICATION_FAILED; the device's text; the server's message).
   */
  readonly run: (attempt: VerificationAttempt, failedKey: string) => void;
  /** "Try again" (000 §4 "the value can be reset to unknown"). */
  readonly reset: () => void;
}

/**
 * The identity step's attempts (000 §4 "Biometrics", §8 "Biometric error stores ERROR"; issue 20
 * §4): one at a time, aborted when the step unmounts, each ending in the flow's state.
 */
export function useVerification(flow: StepProps["flow"]): Verification {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [phase, setPhase] = useState<VerificationPhase | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const { update } = flow;
  const store = useCallback((next: IdentityState) => update((s) => ({ ...s, ...next })), [update]);

  const run = useCallback(
    (attempt: VerificationAttempt, failedKey: string) => {
      if (running.current) return;
      running.current = true;
      const abort = new AbortController();
      controller.current = abort;
      setProblem(null);
      setPhase("capturing");
      attempt(abort.signal, setPhase)
        .then((reading) => {
          const next = afterReading(reading);
          store(next);
          if (next.verificationStatus !== "VERIFICATION_SUCCESS") setProblem(t(failedKey));
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted && isAbortError(error)) return;
          store(VERIFICATION_ERROR);
          if (error instanceof FingerprintDeviceError) setProblem(t(error.key));
          else if (error instanceof VerificationRefusal) setProblem(t(error.key, error.values));
          else setProblem(errorText(error));
        })
        .finally(() => {
          running.current = false;
          if (!abort.signal.aborted) setPhase(null);
        });
    },
    [errorText, store, t],
  );

  const reset = useCallback(() => {
    setProblem(null);
    store(VERIFICATION_RESET);
  }, [store]);

  return { phase, problem, run, reset };
}
