import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../base/runtime-context";
import { FlowSteps } from "../../../components/flow";
import { PageHeading } from "../../../components/page-heading";
import { todayWire } from "../../../lib/dates";
import type { V2AuthorizationDetail } from "../v2-queries";
import { REQUEST_STEPS } from "./request-flow";
import { RequestFlowPanel } from "./request-flow-panel";
import { RequestForm } from "./request-form";
import { idOfField, type FieldErrors, type FormState } from "./request-form-fields";
import {
  DEFAULT_DIAGNOSIS_CODE,
  type RequestInput,
} from "../../../../schemas/requests/authorization-request-payload";
import { requestInputErrors } from "./request-payload";
import { EMPTY_PRODUCT } from "./request-products";
import { useRequestFlow } from "./use-request-flow";

/** Props of {@link RequestSteps}. */
export interface RequestStepsProps {
  /** The authorization the request is made from (same beneficiary and sponsor, 000 §4). */
  authorization: V2AuthorizationDetail;
  /** Where "back" leads (the authorization's detail). */
  detailPath: string;
}

/**
 * The steps of an authorization request (000 §3, §4, §5, §7; issue 18 §1), under the flow's layout
 * (`FlowProvider` of `requestFlow`): the steps header of the kit (form, authorizations, completed;
 * the heading takes the focus on every step change), where the request stands
 * (request-flow-panel.tsx) and, while nothing is sent, the form (request-form.tsx). What is typed
 * stays in memory only: it is the patient's, and the flow's draft keeps ids only.
 */
export function RequestSteps({ authorization: row, detailPath }: RequestStepsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const flow = useRequestFlow();
  const [form, setForm] = useState<FormState>(() => ({
    email: "",
    phone: "",
    doctorName: "",
    doctorLicenseNumber: "",
    doctorSpecialty: "",
    doctorCountryCode: String(session?.extensions?.countryCode ?? "DO").toUpperCase(),
    illnessOnset: "",
    diagnosis: DEFAULT_DIAGNOSIS_CODE,
    riskManager: "",
    products: [{ ...EMPTY_PRODUCT }],
  }));
  const [errors, setErrors] = useState<FieldErrors>({});

  const input = (): RequestInput => ({
    beneficiaryId: row.beneficiaryId,
    beneficiaryEmail: form.email,
    beneficiaryPhoneNumber: form.phone,
    sponsorSlug: row.sponsorSlug,
    doctorLicenseNumber: form.doctorLicenseNumber,
    doctorSpecialty: form.doctorSpecialty,
    doctorName: form.doctorName,
    doctorCountryCode: form.doctorCountryCode,
    illnessOnset: form.illnessOnset,
    riskManager: form.riskManager,
    diagnosisCodes: [form.diagnosis],
    products: form.products,
  });

  // What the user typed is checked before anything is sent; the first wrong field takes the focus.
  const send = () => {
    const found = requestInputErrors(input(), todayWire());
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      const id = first === "products" ? "v2-request-add-product" : idOfField(first);
      document.getElementById(id)?.focus();
      return;
    }
    flow.send(input());
  };

  const { phase } = flow.state;
  const { steps } = flow;
  const titles = REQUEST_STEPS.map((step) => t(`v2.request.steps.${step}`));
  return (
    <div className="pp-v2-request">
      <PageHeading>{t("v2.request.title")}</PageHeading>
      <p>{t("v2.request.from", { code: row.authorizationCode })}</p>
      <FlowSteps
        flow={steps}
        titles={titles}
        heading={t("v2.request.steps.heading", {
          number: steps.counter,
          total: steps.total,
          title: titles[steps.counter - 1],
        })}
      />
      <RequestFlowPanel flow={flow} detailPath={detailPath} />
      {phase === "editing" || phase === "sending" ? (
        <RequestForm
          beneficiaryName={row.beneficiaryName}
          sponsorName={row.sponsorName}
          form={form}
          setForm={setForm}
          errors={errors}
          sending={phase === "sending"}
          onSend={() => {
            if (phase === "editing") send();
          }}
          detailPath={detailPath}
        />
      ) : null}
    </div>
  );
}
