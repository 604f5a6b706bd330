import Alert from "antd/es/alert";
import Spin from "antd/es/spin";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useHttp, useSession } from "../../../base/runtime-context";
import { FlowProvider } from "../../../components/flow";
import { PageHeading } from "../../../components/page-heading";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import { v2DetailQuery } from "../v2-queries";
import { INITIAL_REQUEST_FLOW, requestFlow, requestInstance } from "./request-flow";
import { RequestSteps } from "./request-steps";

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
 * The request is a flow of the flow kit (issue 18 §1, §2; `request-flow.ts`): this screen is its
 * layout (`FlowProvider`, one instance per sponsor and authorization), whose draft keeps the
 * request followed as ids (`requestId`, `location`) so that a reload polls it again; the steps are
 * `request-steps.tsx` (`?step=authorizations`, `?step=completed`; the form is the bare URL).
 */
export default function AuthorizationRequestScreen() {
  const { sponsorSlug = "", authorizationCode = "" } = useParams();
  const { t } = useTranslation();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const permitted = usePermittedActions("v2-authorizations", ["request"]);
  const detail = useQuery(v2DetailQuery(http, authorizationCode, sponsorSlug, provider));
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
  const instance = requestInstance(sponsorSlug, authorizationCode);
  return (
    <FlowProvider key={instance} definition={requestFlow} instance={instance} initial={INITIAL_REQUEST_FLOW}>
      <RequestSteps authorization={row} detailPath={detailPath} />
    </FlowProvider>
  );
}
