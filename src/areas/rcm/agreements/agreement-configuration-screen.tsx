import Alert from "antd/es/alert";
import { useCan } from "@refinedev/core";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import agreements from "../../../../resources/agreements";
import { PageHeading } from "../../../components/page-heading";
import { Loading } from "../../../components/loading";
import { ResourceForm } from "../../../components/resource-form";
import { agreementPackagesPath, auditRulesPath, supportsConfigurationPath } from "./agreement-paths";
import { useAgreementSummary } from "./agreement-summary";

/** Saved with `PATCH rcm/v1/provider-payer-configurations`, the body naming the agreement (001 §7). */
const UPDATE_ENDPOINT = "rcm/v1/provider-payer-configurations";

/** The agreement's name and payer above its form. */
function AgreementHeading({ code }: { code: string }) {
  const { t } = useTranslation();
  const { result } = useAgreementSummary(code);
  return (
    <>
      <PageHeading>
        {t("agreements.configurationTitle")}
        {result?.agreementName ? ` · ${result.agreementName}` : ""}
      </PageHeading>
      {result?.payerName ? <p>{t("agreements.payer", { payer: result.payerName })}</p> : null}
    </>
  );
}

/**
 * The configuration of one agreement at /rcm/agreements/configuration?agreementCode=… (001 §2
 * "agreements/configuration"; §3 "Agreement": tax identification number, sponsor type, concurrency
 * flag, responsible, regulation 2275 with activation, start date, CUV format json or txt, with or
 * without validation results; file-name fields; §7 `GET provider-payer-configurations/{agreementCode}`,
 * `PATCH provider-payer-configurations` snake_case; §8 "agreement update error"; issue 8 §2). The
 * declared form (schemas/forms/agreement-configuration.ts) rendered by the lazy `ResourceForm`,
 * editable for users `can()` allows `configure` (MODIFY_AGREEMENTS, 000 §6), read-only with a note
 * for the others; nothing shows before the answer is in (hidden beats disabled). An agreement code
 * the server does not know (404) says so, without the links to its sub-pages or a form (issue 19
 * §8). A registered area route under the RCM layout (role permissions loaded first), texts in the
 * `agreements` part.
 */
export default function AgreementConfigurationScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = (params.get("agreementCode") ?? "").trim();
  const configure = useCan({ resource: agreements.name, action: "configure" }).data;
  const unknown = useAgreementSummary(code).query.error?.statusCode === 404;
  const back = (
    <p>
      <Link to="/rcm/agreements">{t("agreements.back")}</Link>
    </p>
  );
  if (!code)
    return (
      <>
        <PageHeading>{t("agreements.configurationTitle")}</PageHeading>
        <Alert type="info" showIcon message={t("agreements.missing")} />
        {back}
      </>
    );
  // Until the answer is in, nothing shows (never an editable form that turns read-only). Seeing
  // the page at all is the route's gate (src/areas/rcm/index.ts `access`).
  if (configure === undefined) return <Loading />;
  if (unknown)
    return (
      <>
        {back}
        <PageHeading>{t("agreements.configurationTitle")}</PageHeading>
        <Alert type="warning" showIcon role="alert" message={t("agreements.notFound", { code })} />
      </>
    );
  const readOnly = !configure.can;
  return (
    <>
      {back}
      <AgreementHeading code={code} />
      <p>
        <Link to={auditRulesPath(code)}>{t("agreements.auditRules.link")}</Link>
        {" · "}
        <Link to={agreementPackagesPath(code)}>{t("agreements.packages.link")}</Link>
        {" · "}
        <Link to={supportsConfigurationPath(code)}>{t("agreements.supports.link")}</Link>
      </p>
      {readOnly ? (
        <Alert type="info" showIcon message={t("agreements.readOnly")} style={{ marginBottom: 16 }} />
      ) : null}
      <ResourceForm
        declaration={agreements}
        mode="edit"
        id={code}
        updateMethod="patch"
        updateEndpoint={UPDATE_ENDPOINT}
        snakeBody
        readOnly={readOnly}
        saveErrorKey="agreements.updateError"
      />
    </>
  );
}
