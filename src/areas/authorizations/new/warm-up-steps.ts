import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { loadTexts } from "../../../../providers/i18n";
import { preloadAlerts } from "../../../base/alerts/alerts";
import { ResourceForm } from "../../../components/resource-form";
import type { NewAuthorizationStep } from "./new-authorization-flow";

/**
 * The steps from which the flow's end (the claim, then `/home` with its message) is near: from
 * the doctor step on, where the user spends the longest (typing, picking from lists) and the page
 * is mostly idle.
 */
const NEAR_THE_END: ReadonlySet<NewAuthorizationStep> = new Set([
  "doctor",
  "identity",
  "authorization",
  "claim",
]);

/** Runs `work` when the page is idle (at the latest after `timeoutMs`); returns the cancel. */
function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
}

/**
 * Starts the code the next steps need before they are reached (issue 20 `msToClaim`;
 * docs/performance.md "The new authorization, round 2" and "round 3"): the declared forms' code and
 * texts (the search, contact and doctor forms) as soon as the flow opens, and, from the doctor step
 * on and when the page is idle, `/home`'s screen and the alerts' code, which the claim's end shows.
 * (Started on the authorization step, their ~80 ms of script evaluation sat between that step
 * showing and its Send.) Loading only: nothing renders from here, and a failed load is left to the
 * screen that needs it.
 * @param step - the flow's current step.
 */
export function useWarmUpSteps(step: NewAuthorizationStep): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    void ResourceForm.preload().catch(() => undefined);
    void loadTexts(i18n, "forms").catch(() => undefined);
  }, [i18n]);
  const nearTheEnd = NEAR_THE_END.has(step);
  useEffect(() => {
    if (!nearTheEnd) return;
    return whenIdle(() => {
      void import("../authorization-home-screen").catch(() => undefined);
      void preloadAlerts().catch(() => undefined);
    }, 1000);
  }, [nearTheEnd]);
}
