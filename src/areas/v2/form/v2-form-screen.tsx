import { useEffect, useMemo, useState } from "react";
import Alert from "antd/es/alert";
import Spin from "antd/es/spin";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  AuthorizationFormDefinitionError,
  buildAuthorizationForm,
  type AuthorizationFormErrorCode,
  type AuthorizationFormPlan,
} from "../../../../schemas/authorization-form";
import { useHttp, useRuntime, useSession } from "../../../base/runtime-context";
import { FlowProvider } from "../../../components/flow";
import { PageHeading } from "../../../components/page-heading";
import { sponsorFormsQuery, v2DetailQuery } from "../v2-queries";
import { withNumberLimits } from "./number-fields";
import { forgetTypedValuesOnSignOut, formKey, readTypedValues, tabStorage } from "./typed-values";
import { sponsorFormFlow, sponsorFormInstance } from "./v2-form-flow";
import { SponsorFormSteps } from "./v2-form-steps";

type Built = { plan: AuthorizationFormPlan } | { error: AuthorizationFormErrorCode; field: string };

/**
 * The new-form page `/v2/authorizations/{authorizationCode}/new/{sponsorSlug}/{authorizationFormSlug}`
 * (000 §2, 001 §2; issue 10 §3): the sponsor's form definitions (`GET /arc/v1/sponsors/{sponsor}/
 * authorization-forms?slug=`) built into steps by schemas/authorization-form (guest forms dropped,
 * one group = the current form, `settlement_files` removed under credit-card-balance coverage;
 * numeric fields never below 0 unless the sponsor says so, number-fields.ts, issue 19 §7).
 * The steps are a flow of the flow kit (issue 18 §1; `v2-form-flow.ts`: the step is `?step=`,
 * step 1 the bare URL, each step guarded by the answers of the steps before it): this screen is the
 * flow's layout (`FlowProvider`), re-fetching the authorization and the form on a reload; the steps
 * are `v2-form-steps.tsx` (RJSF with the runtime validator `step-validator.ts`, files uploaded on
 * choice, the observation and the submit on the last step). The answers typed are kept in the
 * form's own tab-scoped entry (typed-values.ts, forgotten on cancel, submit and sign-out), never in
 * the flow's draft, `localStorage` or the URL.
 */
export default function V2FormScreen() {
  const { authorizationCode = "", sponsorSlug = "", authorizationFormSlug = "" } = useParams();
  const { t } = useTranslation();
  const http = useHttp();
  const { sessionStore } = useRuntime();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const detail = useQuery(v2DetailQuery(http, authorizationCode, sponsorSlug, provider));
  const forms = useQuery(sponsorFormsQuery(http, sponsorSlug, authorizationFormSlug));
  const detailPath = `/v2/authorizations/${encodeURIComponent(sponsorSlug)}/${encodeURIComponent(
    authorizationCode,
  )}?detailForm=${encodeURIComponent(authorizationFormSlug)}`;
  // The patient's answers never outlive the session in this tab (typed-values.ts).
  useEffect(() => forgetTypedValuesOnSignOut(sessionStore), [sessionStore]);

  const built = useMemo<Built | undefined>(() => {
    if (!forms.data || !detail.data) return undefined;
    try {
      const plan = buildAuthorizationForm(forms.data, { coverage: detail.data.coverageType });
      return { plan: withNumberLimits(plan) };
    } catch (error) {
      // Shown by its code, in words (issue 19 §4): the English message is for developers.
      if (error instanceof AuthorizationFormDefinitionError)
        return { error: error.code, field: error.fieldSlug ?? error.formSlug ?? "" };
      throw error;
    }
  }, [forms.data, detail.data]);
  const plan = built && "plan" in built ? built.plan : undefined;
  const key = formKey(authorizationCode, sponsorSlug, authorizationFormSlug);
  const definition = useMemo(() => (plan ? sponsorFormFlow(plan) : undefined), [plan]);
  // What was typed in this tab before a reload (typed-values.ts), read once per form.
  const [typed] = useState(() => new Map<string, Record<string, unknown>>());
  if (!typed.has(key)) typed.set(key, readTypedValues(tabStorage(), key));
  const values = typed.get(key) ?? {};

  if (detail.isLoading || forms.isLoading) return <Spin />;
  if (detail.isError || forms.isError || !detail.data || !forms.data) {
    return (
      <>
        <PageHeading>{t("v2.form.loadFailed")}</PageHeading>
        <Alert type="error" showIcon role="alert" message={t("v2.form.loadFailed")} />
        <p>
          <Link to={detailPath}>{t("v2.form.cancel")}</Link>
        </p>
      </>
    );
  }
  if (!built || "error" in built || !plan || !definition) {
    const failure = built && "error" in built ? built : undefined;
    const text = !failure
      ? t("v2.form.noForm")
      : failure.error === "NO_FORM"
        ? t("v2.form.notFound")
        : t("v2.form.definitionInvalid", { field: failure.field });
    return (
      <>
        <PageHeading>{t("v2.form.loadFailed")}</PageHeading>
        <Alert type="error" showIcon role="alert" message={text} />
        <p>
          <Link to={detailPath}>{t("v2.form.cancel")}</Link>
        </p>
      </>
    );
  }

  return (
    <FlowProvider
      key={key}
      definition={definition}
      instance={sponsorFormInstance(sponsorSlug, authorizationCode, plan.formSlug)}
      initial={{ values }}
    >
      <SponsorFormSteps
        definition={definition}
        plan={plan}
        definitions={forms.data}
        authorization={detail.data}
        authorizationCode={authorizationCode}
        storageKey={key}
        restored={Object.keys(values).length > 0}
        detailPath={detailPath}
      />
    </FlowProvider>
  );
}
