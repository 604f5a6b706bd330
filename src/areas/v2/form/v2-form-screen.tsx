import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import Form from "@rjsf/antd";
import type { RegistryWidgetsType, RJSFSchema, RJSFValidationError } from "@rjsf/utils";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import TextArea from "antd/es/input/TextArea";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { selectErrorMessage } from "../../../../providers/http";
import {
  AuthorizationFormDefinitionError,
  buildAuthorizationForm,
  type AuthorizationFormPlan,
} from "../../../../schemas/authorization-form";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp, useSession } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import type { FormContext } from "../../../components/resource-form/form-context";
import { labelOfPath } from "../../../components/resource-form/labels";
import { translateErrors, translateRjsfString } from "../../../components/resource-form/translate-errors";
import DateWidget from "../../../components/resource-form/widgets/date-widget";
import FileWidget from "../../../components/resource-form/widgets/file-widget";
import { postV2Comment, sponsorFormsQuery, V2_KEY, v2DetailQuery } from "../v2-queries";
import {
  clearDraft,
  draftKey,
  EMPTY_DRAFT,
  formValuesForComment,
  nextStep,
  previousStep,
  LiveDraftValues,
  readDraft,
  writeDraft,
  type FormDraft,
} from "./form-draft";
import SponsorTextWidget from "./sponsor-text-widget";
import { stepValidator } from "./step-validator";
import { forgetSubmissionKey, sendAdditionalProducts } from "./additional-products";
import { planSubmit } from "./submit-plan";
import { FORM_TEMPLATES } from "../../../components/resource-form/templates/field-templates";

/** Widgets of sponsor forms: the framework's date and file widgets, the sponsor text widget (001 §5). */
const WIDGETS: RegistryWidgetsType = {
  text: SponsorTextWidget,
  textarea: SponsorTextWidget,
  date: DateWidget,
  file: FileWidget,
};

const session = (): Storage | undefined =>
  typeof sessionStorage === "undefined" ? undefined : sessionStorage;

type Built = { plan: AuthorizationFormPlan } | { error: string };

/**
 * The new-form page `/v2/authorizations/{authorizationCode}/new/{sponsorSlug}/{authorizationFormSlug}`
 * (000 §2, 001 §2; issue 10 §3): the sponsor's form definitions (`GET /arc/v1/sponsors/{sponsor}/
 * authorization-forms?slug=`) built into steps by schemas/authorization-form (guest forms dropped,
 * one group = the current form, `settlement_files` removed under credit-card-balance coverage),
 * each step rendered by RJSF with the form framework's translated messages and widgets and an
 * eval-free validator (step-validator.ts; the CSP forbids ajv's generated code).
 * The step counter rises by one until the last step (000 §4); files upload on choice to the
 * authorization; the last step asks an observation (000 §5 "Comment cannot be empty") and submits
 * the form as a comment whose `metadataComment` carries the form's values; then the step returns to
 * 1, the draft is forgotten and the user lands on the detail (`v2DetailAuthorization` with
 * `detailForm`). The draft lives in memory and sessionStorage only (never localStorage or the URL).
 */
export default function V2FormScreen() {
  const { authorizationCode = "", sponsorSlug = "", authorizationFormSlug = "" } = useParams();
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = useAlerts();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const permitted = usePermittedActions("v2-authorizations", ["create"]);
  const detail = useQuery(v2DetailQuery(http, authorizationCode, sponsorSlug, provider));
  const forms = useQuery(sponsorFormsQuery(http, sponsorSlug, authorizationFormSlug));
  const detailPath = `/v2/authorizations/${encodeURIComponent(sponsorSlug)}/${encodeURIComponent(
    authorizationCode,
  )}?detailForm=${encodeURIComponent(authorizationFormSlug)}`;

  const built = useMemo<Built | undefined>(() => {
    if (!forms.data || !detail.data) return undefined;
    try {
      return { plan: buildAuthorizationForm(forms.data, { coverage: detail.data.coverageType }) };
    } catch (error) {
      if (error instanceof AuthorizationFormDefinitionError) return { error: error.message };
      throw error;
    }
  }, [forms.data, detail.data]);
  const plan = built && "plan" in built ? built.plan : undefined;
  const key = draftKey(authorizationCode, sponsorSlug, authorizationFormSlug);

  // The draft of this tab (sessionStorage), read once the form's steps are known; then kept in memory.
  const initial = useMemo(() => (plan ? readDraft(session(), key, plan.steps.length) : null), [plan, key]);
  const [stored, setDraft] = useState<FormDraft | null>(null);
  const draft = stored ?? initial;
  const restored = stored === null && initial !== null && Object.keys(initial.values).length > 0;
  const [observation, setObservation] = useState("");
  const [observationError, setObservationError] = useState(false);
  const [sending, setSending] = useState(false);
  const headingRef = useRef<HTMLDivElement>(null);

  const update = useCallback(
    (next: FormDraft) => {
      setDraft(next);
      writeDraft(session(), key, next);
    },
    [key],
  );
  // What is typed: outside React state, so a keystroke renders the form only (form-draft.ts).
  const [live] = useState(() => new LiveDraftValues());

  const step = plan?.steps[(draft?.step ?? 1) - 1];
  const labelOf = useCallback(
    (path: string | undefined) =>
      step ? labelOfPath(step.schema, step.uiSchema as Record<string, unknown>, path) : undefined,
    [step],
  );
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) => translateErrors(errors, i18n, labelOf),
    [i18n, labelOf],
  );
  const formContext = useMemo<FormContext>(
    () => ({ pathParams: { authorizationId: detail.data?.id ?? "" } }),
    [detail.data?.id],
  );

  // Focus the step's heading when the step changes, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (draft && draft.step > 1) headingRef.current?.focus();
  }, [draft?.step, draft]);

  if (detail.isLoading || forms.isLoading || (plan && !draft)) return <Spin />;
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
  if (!built || "error" in built || !plan || !draft || !step) {
    const reason = built && "error" in built ? built.error : t("v2.form.noForm");
    return (
      <>
        <PageHeading>{t("v2.form.loadFailed")}</PageHeading>
        <Alert type="error" showIcon role="alert" message={t("v2.form.definitionError", { reason })} />
        <p>
          <Link to={detailPath}>{t("v2.form.cancel")}</Link>
        </p>
      </>
    );
  }

  const last = draft.step === plan.steps.length;
  const canSubmit = permitted.has("create");

  const submit = async (values: Record<string, unknown>) => {
    // 000 §4 (additional products when not a reimbursement and the action says so), 000 §5 (the
    // reimbursement error): planned by submit-plan.ts before anything is sent.
    const submitPlan = planSubmit({
      definitions: forms.data,
      formSlug: plan.formSlug,
      authorization: detail.data,
      values,
    });
    if (submitPlan.kind === "refuse") {
      const field = submitPlan.params?.field;
      const label = plan.steps.flatMap((s) => s.fields).find((f) => f.slug === field)?.label ?? field;
      message.error(t(submitPlan.errorKey, { field: label }));
      return;
    }
    if (observation.trim() === "") {
      setObservationError(true);
      return;
    }
    setSending(true);
    try {
      if (submitPlan.additionalProducts) {
        await sendAdditionalProducts(http, submitPlan.additionalProducts, session(), key);
      }
      const fileSlugs = new Set(
        plan.steps.flatMap((s) => s.fields.filter((f) => f.type === "FILE_UPLOAD").map((f) => f.slug)),
      );
      await postV2Comment(http, detail.data.id, {
        comment: observation,
        formSlug: plan.formSlug,
        values: formValuesForComment(values, fileSlugs),
      });
      // 000 §4: after submit the step returns to 1 and the state resets.
      forgetSubmissionKey(session(), key);
      clearDraft(session(), key);
      setDraft(EMPTY_DRAFT);
      setObservation("");
      await queryClient.invalidateQueries({ queryKey: V2_KEY });
      message.success(t("v2.form.submitted"));
      void navigate(detailPath);
    } catch (error) {
      const chosen = selectErrorMessage(error);
      message.error(t("v2.form.submitFailed", { reason: chosen.text ?? t(chosen.key ?? "errors.unknown") }));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="pp-v2-form">
      <PageHeading>{t("v2.form.title", { form: plan.fallbackName, code: authorizationCode })}</PageHeading>
      {restored ? (
        <Alert type="info" showIcon message={t("v2.form.draftRestored")} style={{ marginBottom: 16 }} />
      ) : null}
      <div ref={headingRef} tabIndex={-1} style={{ outline: "none" }}>
        {plan.layout === "steps" ? (
          <p role="status" aria-live="polite" className="pp-v2-step-counter">
            {t("v2.form.step", { step: draft.step, total: plan.steps.length })}
          </p>
        ) : null}
        <PageHeading level={2}>{step.title}</PageHeading>
      </div>
      <Form
        key={`${plan.formSlug}:${draft.step}`}
        schema={step.schema as RJSFSchema}
        uiSchema={step.uiSchema}
        formData={live.of(draft)}
        formContext={formContext}
        validator={stepValidator}
        widgets={WIDGETS}
        templates={FORM_TEMPLATES}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        transformErrors={transformErrors}
        translateString={(text, params) => translateRjsfString(i18n, text, params)}
        disabled={sending}
        onChange={(event) => {
          const values = live.change(draft, event.formData as object);
          // The tab's draft follows every change (a reload restores it); the page re-renders only to
          // drop the "draft restored" note, once.
          if (restored) update({ ...draft, values });
          else writeDraft(session(), key, { step: draft.step, values });
        }}
        onSubmit={(event) => {
          const values = live.change(draft, event.formData as object);
          if (!last) {
            update({ step: nextStep(draft.step, plan.steps.length), values });
            return;
          }
          void submit(values);
        }}
      >
        {last ? (
          <div style={{ marginBottom: 16 }}>
            <label htmlFor="v2-form-observation">{t("v2.form.observation")}</label>
            <TextArea
              id="v2-form-observation"
              value={observation}
              required
              aria-invalid={observationError ? true : undefined}
              aria-describedby={observationError ? "v2-form-observation-error" : undefined}
              rows={2}
              className="pp-grow"
              onChange={(event) => {
                setObservation(event.target.value);
                if (event.target.value.trim() !== "") setObservationError(false);
              }}
            />
            {observationError ? (
              <Alert
                id="v2-form-observation-error"
                type="error"
                showIcon
                role="alert"
                message={t("v2.form.observationRequired")}
              />
            ) : null}
          </div>
        ) : null}
        <Space wrap>
          {draft.step > 1 ? (
            <Button
              htmlType="button"
              disabled={sending}
              onClick={() => update({ step: previousStep(draft.step), values: live.of(draft) })}
            >
              {t("v2.form.previous")}
            </Button>
          ) : null}
          {last ? (
            canSubmit ? (
              <Button type="primary" htmlType="submit" loading={sending}>
                {sending ? t("v2.form.submitting") : t("v2.form.submit")}
              </Button>
            ) : null
          ) : (
            <Button type="primary" htmlType="submit">
              {t("v2.form.next")}
            </Button>
          )}
          <Link to={detailPath}>{t("v2.form.cancel")}</Link>
        </Space>
      </Form>
    </div>
  );
}
