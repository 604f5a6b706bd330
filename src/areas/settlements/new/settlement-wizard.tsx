import Alert from "antd/es/alert";
import Button from "antd/es/button";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import {
  amountForWire,
  claimDeletions,
  claimSelection,
  requiresManualAuthorizations,
} from "../../../../schemas/settlements/settlement-rules";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { FlowActions, FlowSteps, useFlow } from "../../../components/flow";
import { useErrorText } from "../../../components/use-error-text";
import {
  addClaims,
  completeSettlement,
  createSettlement,
  deleteClaims,
  settlementClaimIds,
  settlementKey,
  type CompletionBody,
} from "../settlement-queries";
import { BillingStep } from "./billing-step";
import { ManualStep } from "./manual-step";
import { PendingStep } from "./pending-step";
import { settlementFlow, SETTLEMENT_STEPS, type SettlementStep } from "./settlement-flow";
import { SponsorStep } from "./sponsor-step";
import { SummaryStep } from "./summary-step";
import {
  fetchFirstPendingPage,
  keepClaimsAnswer,
  keepCompletedSettlement,
  pendingFilter,
} from "./wizard-cache";
import { stepProblems, type WizardProblem } from "./wizard-problems";

/**
 * The five steps of the settlement wizard on the flow kit (000 §2, §3, §4, §5; issue 22 §2): the
 * step is `?step=` in the URL and the draft (ids and choices) in `sessionStorage`, so a reload
 * resumes on its step with its draft settlement. Next checks the step's rules (problems beside
 * their controls, focus on the first), creates the draft settlement after the sponsor step
 * (`POST …/settlements`), and after the pending step sends the deletions (excluded, then included)
 * and the choice (ids one by one, or the search criteria: 000 §4). Complete sends the billing
 * fields (commas removed) with one Idempotency-Key per input, so a retry after a lost answer
 * completes one settlement; a failure shows the server's text and keeps every step.
 *
 * No step waits for a call it can do without (wizard-cache.ts): the pending step's first page is
 * fetched while the draft is created; the summary step shows the summary the claims' answer
 * carried while it reads it again; the completion's answer is the detail's settlement, and nothing
 * is read again before leaving for it.
 */
export function SettlementWizard() {
  const { t } = useTranslation();
  const http = useHttp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useAlerts();
  const errorText = useErrorText();
  const flow = useFlow(settlementFlow);
  const state = flow.state;
  const current = flow.step.id as SettlementStep;
  const [problems, setProblems] = useState<{ step: string; list: WizardProblem[] }>({ step: "", list: [] });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = useRef(new Map<string, string>());

  const shown = problems.step === current ? problems.list : [];
  const problemOf = (control: string) => {
    const problem = shown.find((p) => p.control === control);
    return problem ? t(problem.key) : undefined;
  };
  const matching = () =>
    queryClient
      .getQueriesData<{ totalElements: number }>({ queryKey: ["settlements", "pending"] })
      .find(([key]) => JSON.stringify((key as unknown[])[2]) === JSON.stringify(pendingFilter(state)))?.[1]
      ?.totalElements ?? 0;

  const refuse = () => {
    const found = stepProblems(current, state, matching());
    setProblems({ step: current, list: found });
    if (found.length > 0) document.getElementById(found[0].control)?.focus();
    return found.length > 0;
  };

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const next = () => {
    if (refuse()) return;
    void run(async () => {
      if (current === "sponsor") {
        if (state.settlementId && state.settlementSponsor === state.sponsorSlug) {
          flow.next();
          return;
        }
        // The pending step's first page is fetched while the draft is created, not after it.
        fetchFirstPendingPage(queryClient, http, state);
        const created = await createSettlement(http, state.sponsorSlug);
        flow.next({
          state: {
            ...state,
            settlementId: String(created.id),
            settlementSponsor: state.sponsorSlug,
            documents: [],
          },
        });
      } else if (current === "pending") {
        if (!state.addAuthorizationsComplete) {
          if (state.sentSelectAll && !state.selectAll) {
            // What the earlier select-all added beyond the claims now included one by one.
            const held = await settlementClaimIds(http, state.settlementId);
            const stray = held.filter((claim) => !state.includedClaims.includes(claim));
            for (let i = 0; i < stray.length; i += 500)
              await deleteClaims(http, state.settlementId, stray.slice(i, i + 500));
          }
          for (const ids of claimDeletions(state)) await deleteClaims(http, state.settlementId, ids);
          const selection = claimSelection(state, state);
          const added = selection ? await addClaims(http, state.settlementId, selection) : null;
          await queryClient.invalidateQueries({ queryKey: settlementKey(state.settlementId) });
          keepClaimsAnswer(queryClient, http, state.settlementId, added);
        }
        flow.next({ state: { ...state, addAuthorizationsComplete: true, sentSelectAll: state.selectAll } });
      } else flow.next();
    });
  };

  const complete = () => {
    if (refuse()) return;
    const body: CompletionBody = {
      ...state.billing,
      invoiceAmount: amountForWire(state.billing.invoiceAmount),
      ...(requiresManualAuthorizations(state.sponsorSlug)
        ? {
            manualAuthorizations: {
              quantity: state.manualQuantity ?? 0,
              amount: amountForWire(state.manualAmount),
            },
          }
        : {}),
    };
    // One key per input: a retry of the same input replays; a corrected input is a new request.
    const fingerprint = JSON.stringify(body);
    const key = keys.current.get(fingerprint) ?? crypto.randomUUID();
    keys.current.set(fingerprint, key);
    void run(async () => {
      const done = await completeSettlement(http, state.settlementId, body, key);
      flow.finish();
      keepCompletedSettlement(queryClient, http, done);
      void message.success(t("settlements.completed"));
      void navigate(`/settlements/${encodeURIComponent(String(done.id))}`);
    });
  };

  return (
    <>
      <FlowSteps
        flow={flow}
        titles={SETTLEMENT_STEPS.map((s) => t(`settlements.steps.${s}`))}
        heading={t("settlements.stepHeading", {
          number: flow.counter,
          total: flow.total,
          name: t(`settlements.steps.${current}`),
        })}
      />
      {current === "sponsor" ? (
        <SponsorStep state={state} update={flow.update} problemOf={problemOf} />
      ) : null}
      {current === "pending" ? (
        <PendingStep state={state} update={flow.update} problemOf={problemOf} />
      ) : null}
      {current === "manual" ? <ManualStep state={state} update={flow.update} problemOf={problemOf} /> : null}
      {current === "summary" ? (
        <SummaryStep state={state} expectedCount={state.selectAll ? null : state.includedClaims.length} />
      ) : null}
      {current === "billing" ? (
        <BillingStep state={state} update={flow.update} problemOf={problemOf} />
      ) : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 16 }}
          message={t("settlements.failed")}
          description={error}
        />
      ) : null}
      <FlowActions
        flow={flow}
        labels={{ back: t("settlements.back"), next: t("settlements.next"), cancel: t("settlements.cancel") }}
        onNext={next}
        onCancel={() => flow.cancel("/settlements")}
        finish={
          <Button type="primary" loading={busy} onClick={complete}>
            {t("settlements.complete")}
          </Button>
        }
      />
    </>
  );
}
