import Alert from "antd/es/alert";
import Button from "antd/es/button";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { PollFailedError } from "../../../providers/http";
import { useAlerts } from "../../base/alerts/alerts";
import { useHttp } from "../../base/runtime-context";
import { FlowSteps, useFlow } from "../../components/flow";
import { PageHeading } from "../../components/page-heading";
import { usePolledJob } from "../../lib/use-polled-job";
import { AnswerStep } from "./answer-step";
import { CompleteStep } from "./complete-step";
import { useDispensingErrorText } from "./dispensing-actions";
import { DISPENSING_STEPS, dispensingFlow } from "./dispensing-flow";
import type { Dispensation, Prescription } from "./dispensing-queries";
import { ProductsStep } from "./products-step";

const PENDING = ["PENDING"] as const;

/** Props of {@link DispensingSteps}. */
export interface DispensingStepsProps {
  prescription: Prescription;
}

/**
 * The steps of a dispensation under its flow's layout (000 §2, §4 "Dispensing: polled while
 * PENDING; ERROR throws and stores the dispensing error", §8; issue 21 §2): the steps header of the
 * kit, then the step. The sponsor's answer is followed here, above the steps (`usePolledJob` over
 * the 202's Location, kept in the flow's draft so a reload polls it again and never sends a second
 * dispensation). An ERROR ends the flow: /home with `errors.dispensingRequest.emptyApprovedProducts`
 * listing each refused product with its reason; an APPROVED answer opens the completion; the
 * completion ends it: /home with the success (alerts that outlive the navigation).
 */
export function DispensingSteps({ prescription }: DispensingStepsProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useAlerts();
  const errorText = useDispensingErrorText();
  const flow = useFlow(dispensingFlow);
  const latest = useRef(flow);
  useEffect(() => {
    latest.current = flow;
  });
  const job = usePolledJob<Dispensation>(http, {
    location: flow.state.location ?? null,
    pendingStatuses: PENDING,
    onAccepted: (accepted) => {
      const current = latest.current;
      const id = (accepted.body as { id?: unknown } | undefined)?.id;
      current.next({
        state: {
          ...current.state,
          location: accepted.location,
          dispensationId: typeof id === "number" ? id : undefined,
          approved: false,
        },
        replace: true,
      });
    },
  });

  // The answer to a change of the products (PUT, judged at once) replaces the polled one.
  const [updated, setUpdated] = useState<Dispensation>();
  const answer = updated ?? (job.status === "done" ? job.result : undefined);

  const leave = (text: string, ok: boolean) => {
    flow.finish();
    void queryClient.invalidateQueries({ queryKey: ["dispensing"], refetchType: "none" });
    if (ok) message.success(text);
    else message.error(text);
    navigate("/home");
  };

  // The sponsor's answer: ERROR ends the flow at /home (000 §2, §8); APPROVED lets the completion in.
  const { update } = flow;
  const refused = (body: Partial<Dispensation> | undefined) => {
    const products = (body?.errors ?? []).map((e) => `${e.productName}: ${e.reason}`).join("; ");
    leave(t("errors.dispensingRequest.emptyApprovedProducts", { products }), false);
  };
  useEffect(() => {
    if (job.status === "failed" && job.error instanceof PollFailedError) {
      refused(job.error.body as Partial<Dispensation> | undefined);
      return;
    }
    if (job.status !== "done" || !job.result) return;
    if (job.result.status === "COMPLETED") {
      leave(t("dispensing.completed", { code: job.result.documentCode }), true);
      return;
    }
    if (job.result.status === "APPROVED") update((s) => (s.approved ? s : { ...s, approved: true }));
    // The job's end is what moves the flow; the rest is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job.status, job.result, job.error]);

  // A failure to send or to poll (not the sponsor's ERROR) is said where the user is; they may try again.
  const jobProblem =
    job.status === "failed" && !(job.error instanceof PollFailedError) ? errorText(job.error) : null;

  const titles = DISPENSING_STEPS.map((step) => t(`dispensing.steps.${step}`));
  const stepId = flow.step.id;
  return (
    <div className="pp-dispensing">
      <PageHeading>{t("dispensing.title")}</PageHeading>
      <p>{t("dispensing.prescription", { id: prescription.id })}</p>
      <FlowSteps
        flow={flow}
        titles={titles}
        heading={t("dispensing.steps.heading", {
          number: flow.counter,
          total: flow.total,
          title: titles[flow.counter - 1],
        })}
      />
      {jobProblem ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={jobProblem}
          style={{ marginBottom: 16 }}
          action={
            job.location ? (
              <Button size="small" onClick={() => job.retry()}>
                {t("dispensing.actions.retry")}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {stepId === "products" ? (
        <ProductsStep
          prescription={prescription}
          flow={flow}
          job={job}
          onUpdated={(changed) => {
            if (changed.status === "ERROR") return refused(changed);
            setUpdated(changed);
            flow.next({ state: { ...flow.state, approved: true } });
          }}
        />
      ) : null}
      {stepId === "answer" ? (
        <AnswerStep prescription={prescription} flow={flow} job={job} answer={answer} />
      ) : null}
      {stepId === "complete" ? (
        <CompleteStep
          flow={flow}
          answer={answer}
          onCompleted={(done) => leave(t("dispensing.completed", { code: done.documentCode }), true)}
        />
      ) : null}
    </div>
  );
}
