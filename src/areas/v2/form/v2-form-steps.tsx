import { useCallback, useMemo, useState } from "react";
import Form from "@rjsf/antd";
import type { RegistryWidgetsType, RJSFSchema, RJSFValidationError } from "@rjsf/utils";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Space from "antd/es/space";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { selectErrorMessage } from "../../../../providers/http";
import type { AuthorizationFormPlan } from "../../../../schemas/authorization-form";
import type { AuthorizationFormDefinition } from "../../../../schemas/authorization-form/definition";
import type { FlowDefinition } from "../../../lib/flow";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { FlowSteps, useFlow } from "../../../components/flow";
import { PageHeading } from "../../../components/page-heading";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import type { FormContext } from "../../../components/resource-form/form-context";
import { labelOfPath } from "../../../components/resource-form/labels";
import { translateErrors, translateRjsfString } from "../../../components/resource-form/translate-errors";
import DateWidget from "../../../components/resource-form/widgets/date-widget";
import FileWidget from "../../../components/resource-form/widgets/file-widget";
import { FORM_TEMPLATES } from "../../../components/resource-form/templates/field-templates";
import { postV2Comment, V2_KEY, type V2AuthorizationDetail } from "../v2-queries";
import { forgetSubmissionKey, sendAdditionalProducts } from "./additional-products";
import { ObservationField } from "./observation-field";
import SponsorTextWidget from "./sponsor-text-widget";
import { stepValidator } from "./step-validator";
import { planSubmit } from "./submit-plan";
import {
  clearTypedValues,
  formValuesForComment,
  LiveDraftValues,
  tabStorage,
  writeTypedValues,
} from "./typed-values";
import type { SponsorFormState } from "./v2-form-flow";

/** Widgets of sponsor forms: the framework's date and file widgets, the sponsor text widget (001 §5). */
const WIDGETS: RegistryWidgetsType = {
  text: SponsorTextWidget,
  textarea: SponsorTextWidget,
  date: DateWidget,
  file: FileWidget,
};

/** Props of {@link SponsorFormSteps}. */
export interface SponsorFormStepsProps {
  /** The form's flow (`sponsorFormFlow(plan)`), the one of the `FlowProvider` above. */
  definition: FlowDefinition<SponsorFormState>;
  /** The built form (with `withNumberLimits`). */
  plan: AuthorizationFormPlan;
  /** The sponsor's definitions, as `GET …/authorization-forms` answered (submit-plan.ts reads them). */
  definitions: readonly AuthorizationFormDefinition[];
  authorization: V2AuthorizationDetail;
  authorizationCode: string;
  /** The form's `sessionStorage` key (typed values, the submission's idempotency key). */
  storageKey: string;
  /** Whether answers typed before a reload were restored (the "draft restored" note). */
  restored: boolean;
  /** The authorization's detail with its detail form: where submit and cancel lead. */
  detailPath: string;
}

/**
 * The steps of a v2 sponsor form on the flow kit (issue 18 §1; issue 10 §3; 000 §4, §5): each step
 * rendered by RJSF with the form framework's translated messages and widgets and the eval-free
 * validator (`step-validator.ts`; the CSP forbids ajv's generated code). Next is RJSF's submit of
 * the step (its errors beside the fields, focus on the first), which hands the answers to the flow
 * (`flow.next({ state })`, judged by the next step's guard); the step counter (000 §4) rises by one
 * until the last step, whose submit asks an observation (000 §5 "Comment cannot be empty") and
 * posts the form as a comment whose `metadataComment` carries its answers; then the flow ends and
 * the user lands on the detail (`v2DetailAuthorization` with `detailForm`). Cancel forgets the
 * answers and the draft (000 §2) and leaves for the detail. The steps header (`FlowSteps`) moves
 * the focus to the step's heading on every change.
 */
export function SponsorFormSteps(props: SponsorFormStepsProps) {
  const { definition, plan, definitions, authorization, authorizationCode, storageKey, detailPath } = props;
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = useAlerts();
  const permitted = usePermittedActions("v2-authorizations", ["create"]);
  const flow = useFlow(definition);
  const [restored, setRestored] = useState(props.restored);
  const [observation, setObservation] = useState("");
  const [observationError, setObservationError] = useState(false);
  const [sending, setSending] = useState(false);
  // What is typed: outside React state, so a keystroke renders the form only (typed-values.ts).
  const [live] = useState(() => new LiveDraftValues());

  const step = plan.steps[flow.counter - 1];
  const labelOf = useCallback(
    (path: string | undefined) => labelOfPath(step.schema, step.uiSchema as Record<string, unknown>, path),
    [step],
  );
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) => translateErrors(errors, i18n, labelOf),
    [i18n, labelOf],
  );
  const formContext = useMemo<FormContext>(
    () => ({ pathParams: { authorizationId: authorization.id ?? "" } }),
    [authorization.id],
  );
  const canSubmit = permitted.has("create");

  const submit = async (values: Record<string, unknown>) => {
    // 000 §4 (additional products when not a reimbursement and the action says so), 000 §5 (the
    // reimbursement error): planned by submit-plan.ts before anything is sent.
    const submitPlan = planSubmit({ definitions, formSlug: plan.formSlug, authorization, values });
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
        await sendAdditionalProducts(http, submitPlan.additionalProducts, tabStorage(), storageKey);
      }
      const fileSlugs = new Set(
        plan.steps.flatMap((s) => s.fields.filter((f) => f.type === "FILE_UPLOAD").map((f) => f.slug)),
      );
      await postV2Comment(http, authorization.id, {
        comment: observation,
        formSlug: plan.formSlug,
        values: formValuesForComment(values, fileSlugs),
      });
      // 000 §4: after submit the step returns to 1 and the state resets.
      forgetSubmissionKey(tabStorage(), storageKey);
      clearTypedValues(tabStorage(), storageKey);
      flow.finish();
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

  // Cancel (000 §2 "Cancelling resets everything"): the answers and the flow's draft are forgotten;
  // the link itself leads to the detail.
  const forget = () => {
    forgetSubmissionKey(tabStorage(), storageKey);
    clearTypedValues(tabStorage(), storageKey);
    flow.finish();
  };

  return (
    <div className="pp-v2-form">
      <PageHeading>{t("v2.form.title", { form: plan.fallbackName, code: authorizationCode })}</PageHeading>
      {restored ? (
        <Alert type="info" showIcon message={t("v2.form.draftRestored")} style={{ marginBottom: 16 }} />
      ) : null}
      {plan.layout === "steps" ? (
        <>
          <p role="status" aria-live="polite" className="pp-v2-step-counter">
            {t("v2.form.step", { step: flow.counter, total: flow.total })}
          </p>
          <FlowSteps flow={flow} titles={plan.steps.map((s) => s.title)} heading={step.title} />
        </>
      ) : (
        <PageHeading level={2}>{step.title}</PageHeading>
      )}
      <Form
        key={`${plan.formSlug}:${flow.counter}`}
        schema={step.schema as RJSFSchema}
        uiSchema={step.uiSchema}
        formData={live.of(flow.state.values)}
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
          const values = live.change(flow.state.values, event.formData as object);
          // The tab keeps what is typed on every change (a reload restores it); the page re-renders
          // only to drop the "draft restored" note, once.
          writeTypedValues(tabStorage(), storageKey, values);
          if (restored) setRestored(false);
        }}
        onSubmit={(event) => {
          const values = live.change(flow.state.values, event.formData as object);
          if (flow.isLast) void submit(values);
          else flow.next({ state: { values } });
        }}
      >
        {flow.isLast ? (
          <ObservationField
            value={observation}
            error={observationError}
            onChange={(text) => {
              setObservation(text);
              if (text.trim() !== "") setObservationError(false);
            }}
          />
        ) : null}
        <Space wrap>
          {flow.isFirst ? null : (
            <Button
              htmlType="button"
              disabled={sending}
              onClick={() => flow.back({ state: { values: live.of(flow.state.values) } })}
            >
              {t("v2.form.previous")}
            </Button>
          )}
          {flow.isLast ? (
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
          <Link to={detailPath} onClick={forget}>
            {t("v2.form.cancel")}
          </Link>
        </Space>
      </Form>
    </div>
  );
}
