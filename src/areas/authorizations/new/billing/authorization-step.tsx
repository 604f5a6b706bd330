import Alert from "antd/es/alert";
import Spin from "antd/es/spin";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  buildRequestPayload,
  type RequestInput,
} from "../../../../../schemas/requests/authorization-request-payload";
import type { RequestProductType } from "../../../../../schemas/requests/authorization-request";
import { useCurrency, useHttp, useSession } from "../../../../base/runtime-context";
import {
  missingDocuments,
  type FailureReason,
} from "../../../../components/authorization-request/request-machine";
import { clinicalRequestInput } from "../clinical/clinical-request";
import { prescriptionFile } from "../clinical/clinical-memory";
import { beneficiaryQuery } from "../search/beneficiary-queries";
import { sponsorConfigurationQuery } from "../search/sponsor-queries";
import type { NewAuthorizationState } from "../new-authorization-flow";
import { NewAuthorizationActions } from "../new-authorization-actions";
import type { StepProps } from "../step-props";
import { claimableAuthorization, deskAuthorizations } from "./billing-answer";
import { billingDone } from "./billing-state";
import { DeskDocuments } from "./desk-documents";
import { RequestResults } from "./request-results";
import { useDeskRequest } from "./use-desk-request";

/**
 * The authorization request's input from the flow's parts (000 §3 "Authorization request
 * payload"): the kind's transaction type, the session's branch, the beneficiary's email and phone,
 * the doctor step's doctor, diagnoses, products and treatments, the identity step's reading.
 */
export function requestInputOf(
  state: NewAuthorizationState,
  parts: {
    transactionType: RequestInput["transactionType"];
    providerBranchId: number | null;
    email: string | null;
    phone: string | null;
    clinical: ReturnType<typeof clinicalRequestInput>;
  },
): RequestInput {
  const { clinical } = parts;
  return {
    transactionType: parts.transactionType,
    providerBranchId: parts.providerBranchId,
    beneficiaryId: state.beneficiaryId ?? 0,
    beneficiaryEmail: parts.email,
    beneficiaryPhoneNumber: parts.phone,
    sponsorSlug: state.sponsorSlug ?? "",
    doctorLicenseNumber: clinical.doctorLicenseNumber,
    doctorSpecialty: clinical.doctorSpecialty,
    doctorName: clinical.doctorName,
    doctorCountryCode: clinical.doctorCountryCode,
    illnessOnset: clinical.illnessOnset,
    riskManager: clinical.riskManager ?? null,
    diagnosisCodes: clinical.diagnoses.map((d) => d.code),
    products: clinical.products.map((p) => ({
      productId: p.productId ?? null,
      productTypeSlug: p.productTypeSlug as RequestProductType,
      quantity: p.quantity,
      providerProductCode: p.providerProductCode,
    })),
    treatments: clinical.treatments,
    biometricReadingId: state.biometricReadingId,
  };
}

/**
 * Authorization and billing (000 §3, §4 "Authorization request creation", §5, §7, §8; issue 20
 * §5): the request sent once (one Idempotency-Key per submission; its Location in the draft so a
 * reload polls it again), the sponsor's answer per product with its reason, the amounts and the
 * cost-sharing with 2 decimals in the claims desk's currency, the documents the sponsor's policy
 * asks (the prescription from the doctor step uploaded by itself, asked for here after a reload;
 * the invoice where required), then the request completed and the claim step.
 */
export function AuthorizationStep({ flow, kind }: StepProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const session = useSession();
  const currency = useCurrency("claims-desk");
  const request = useDeskRequest(flow);
  const { state } = request;
  const beneficiary = useQuery(beneficiaryQuery(http, flow.state.beneficiaryId));
  const configuration = useQuery(sponsorConfigurationQuery(http, flow.state.sponsorSlug ?? ""));
  const authorizations = "authorizations" in state ? deskAuthorizations(state.authorizations) : [];
  const claimable = claimableAuthorization(authorizations);

  // The prescription attached on the doctor step goes up by itself, once per authorization.
  const tried = useRef(new Set<number>());
  useEffect(() => {
    if (state.phase !== "files") return;
    const file = prescriptionFile();
    if (!file) return;
    for (const a of state.authorizations) {
      if (tried.current.has(a.id) || !missingDocuments(a).includes("PRESCRIPTION")) continue;
      tried.current.add(a.id);
      void request.upload(a, "PRESCRIPTION", file);
      return;
    }
  }, [state, request]);

  const send = () => {
    if (!kind) return;
    const clinical = clinicalRequestInput(flow.state, {
      items: kind.items,
      sponsorSlug: flow.state.sponsorSlug ?? "",
      configuredDefaultProductCode: configuration.data?.defaultProductCode,
      defaultProductType: kind.productTypes[0],
    });
    const input = requestInputOf(flow.state, {
      transactionType: kind.transactionType,
      providerBranchId: session?.extensions?.providerBranchId ?? null,
      email: beneficiary.data?.email ?? null,
      phone: beneficiary.data?.phone ?? null,
      clinical,
    });
    request.send(buildRequestPayload(input));
  };

  const proceed = async () => {
    if (!claimable) return;
    const done = state.phase === "completed" || (state.phase === "files" && (await request.complete()));
    if (done) flow.next({ state: billingDone(flow.state, claimable.id) });
  };

  const failure: FailureReason | undefined =
    state.phase === "failed" ? state.reason : state.phase === "files" ? state.error : undefined;
  return (
    <>
      <div aria-live="polite">
        {state.phase === "editing" ? (
          <p>{t("newAuthorization.billing.intro")}</p>
        ) : state.phase === "sending" || state.phase === "polling" ? (
          <p>
            <Spin size="small" /> {t("newAuthorization.billing.waiting")}
          </p>
        ) : state.phase === "completing" ? (
          <p>
            <Spin size="small" /> {t("newAuthorization.billing.completing")}
          </p>
        ) : null}
      </div>
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={request.reasonText(failure)}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {authorizations.map((a) => (
        <RequestResults key={a.id} authorization={a} currency={currency} />
      ))}
      {(state.phase === "files" || state.phase === "completed") && !claimable ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          message={t("errors.dispensingRequest.emptyApprovedProducts", {
            products: authorizations
              .flatMap((a) => a.products)
              .map((p) => (p.reason ? `${p.productName} (${p.reason})` : p.productName))
              .join("; "),
          })}
        />
      ) : null}
      {state.phase === "files" && claimable ? (
        <DeskDocuments
          authorizations={authorizations}
          busyDocument={request.busyDocument}
          onUpload={(a, documentTypeSlug, file) => void request.upload(a, documentTypeSlug, file)}
        />
      ) : null}
      <NewAuthorizationActions
        flow={flow}
        nextKey={
          state.phase === "editing"
            ? "newAuthorization.billing.send"
            : state.phase === "failed"
              ? "newAuthorization.billing.retry"
              : "newAuthorization.billing.continue"
        }
        onNext={() => {
          if (state.phase === "editing") send();
          else if (state.phase === "failed") request.retry();
          else void proceed();
        }}
      />
    </>
  );
}
