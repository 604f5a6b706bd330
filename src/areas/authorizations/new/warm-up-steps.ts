import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { loadTexts } from "../../../../providers/i18n";
import { preloadAlerts } from "../../../base/alerts/alerts";
import { ResourceForm } from "../../../components/resource-form";
import type { NewAuthorizationStep } from "./new-authorization-flow";

/** The steps from which the flow's end (the claim, then `/home` with its message) is near. */
const NEAR_THE_END: ReadonlySet<NewAuthorizationStep> = new Set(["authorization", "claim"]);

/**
 * Starts the code the next steps need before they are reached (issue 20 `msToClaim`;
 * docs/performance.md "The new authorization, round 2"): the declared forms' code and texts (the
 * search, contact and doctor forms) as soon as the flow opens, and, from the authorization step on,
 * `/home`'s screen and the alerts' code, which the claim's end shows. Loading only: nothing renders
 * from here, and a failed load is left to the screen that needs it.
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
    void import("../authorization-home-screen").catch(() => undefined);
    void preloadAlerts().catch(() => undefined);
  }, [nearTheEnd]);
}
