import { useRef, useState } from "react";
import Alert from "antd/es/alert";
import Spin from "antd/es/spin";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useHttp, useSession } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import { v2DetailQuery } from "../v2-queries";
import { todayText } from "./request-kept";
import { RequestFlowPanel } from "./request-flow-panel";
import { RequestForm } from "./request-form";
import { idOfField, type FieldErrors, type FormState } from "./request-form-fields";
import { DEFAULT_DIAGNOSIS_CODE, requestInputErrors, type RequestInput } from "./request-payload";
import { EMPTY_PRODUCT } from "./request-products";
import { useRequestFlow } from "./use-request-flow";

/**
 * An authorization request started by a user without claims from an authorization's detail, for
 * the same beneficiary and sponsor (`/v2/authorizations/{sponsorSlug}/{authorizationCode}/request`;
 * issue 10 §3; 000 §3 "Authorization request payload", §4 "Authorization request creation", §5,
 * §7, §9; docs/decisions.md "v2 authorization requests"): the user types the doctor, the illness
 * onset, the diagnosis (Z00.0 by default) and the products (a risk manager only with a medical
 * procedure; request-form.tsx); the request is sent (202), polled (`usePolledJob`: every 2 seconds
 * or the server's Retry-After, one ceiling; its Location kept so that a reload resumes it) until
 * the insurer made its authorizations, each authorization's prescription (and any additional
 * document) is uploaded, attached or deleted, and the request is completed (use-request-flow.ts,
 * request-flow-panel.tsx). The flow's decisions are the pure request-machine.ts; the payload is
 * request-payload.ts. Nothing of the patient goes in the URL.
 */
export default function AuthorizationRequestScreen() {
  const { sponsorSlug = "", authorizationCode = "" } = useParams();
  const { t } = useTranslation();
  const http = useHttp();
  const session = useSession();
  const provider = session?.extensions?.providerSlug ?? "";
  const permitted = usePermittedActions("v2-authorizations", ["request"]);
  const detail = useQuery(v2DetailQuery(http, authorizationCode, sponsorSlug, provider));
  const statusRef = useRef<HTMLDivElement>(null);
  const flow = useRequestFlow(sponsorSlug, authorizationCode, statusRef);
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
  const detailPath = `/v2/authorizations/${encodeURIComponent(sponsorSlug)}/${encodeURIComponent(authorizationCode)}`;

  if (detail.isLoading) return <Spin />;
  const row = detail.data;
  if (detail.isError || !row) {
    return (
      <>
        <PageHeading>{t("v2.request.title")}</PageHeading>
        <Alert type="error" showIcon role="alert" message={t("v2.detail.notFound")} />
        <p>
          <Link to="/v2/home">{t("v2.detail.back")}</Link>
        </p>
      </>
    );
  }
  if (!permitted.has("request")) {
    return (
      <>
        <PageHeading>{t("v2.request.title")}</PageHeading>
        <Alert type="warning" showIcon role="alert" message={t("v2.request.notAllowed")} />
        <p>
          <Link to={detailPath}>{t("v2.request.back")}</Link>
        </p>
      </>
    );
  }

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
    const found = requestInputErrors(input(), todayText());
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
  return (
    <div className="pp-v2-request">
      <PageHeading>{t("v2.request.title")}</PageHeading>
      <p>{t("v2.request.from", { code: row.authorizationCode })}</p>
      <div ref={statusRef} tabIndex={-1} style={{ outline: "none" }}>
        <RequestFlowPanel flow={flow} detailPath={detailPath} />
      </div>
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
