import Alert from "antd/es/alert";
import Button from "antd/es/button";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { supportFileTypeName, valueLabel } from "../../../lib/value-label";
import { selectErrorMessage } from "../../../../providers/http";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { FlowActions, FlowSteps, useFlow, useFlowState } from "../../../components/flow";
import { Loading } from "../../../components/loading";
import {
  EDITOR_STEPS,
  ruleBody,
  stepProblems,
  type EditorStep,
  type FieldDraft,
  type StepProblem,
} from "./ai-rules-logic";
import {
  AI_KEY,
  RULES_PATH,
  agreementsQuery,
  availableFieldsQuery,
  supportFileTypesQuery,
} from "./ai-queries";
import { aiRuleFlow, effectiveDraft } from "./ai-rule-flow";
import { idOf } from "./ai-rule-controls";
import { ScopeStep } from "./ai-rule-scope-step";
import { FieldsStep } from "./ai-rule-fields-step";
import { SummaryStep } from "./ai-rule-summary-step";

/** Where the editor leads after a save or a cancel: the rules tab of the overview. */
export const OVERVIEW_RULES = "/rcm/ai-analysis-overview?tab=rules";

/**
 * The three steps of the AI rules editor on the flow kit (issue 18 §1; 001 §5): the step is the
 * URL's `?step=scope|fields|summary`, the draft lives in the flow's layout (`FlowProvider` in
 * `ai-rules-editor-screen.tsx`) and in `sessionStorage`, so a reload resumes on the same step with
 * the same choices; a step whose guard refuses (`aiRuleFlow`) sends the user back to the last one
 * that may be entered. Next refuses with the step's problems beside their controls and focus on
 * the first; Cancel resets the flow and returns to the rules list; Save sends the snake_case body
 * (POST, or PUT when editing) and a refused save keeps everything typed.
 */
export function RuleEditor({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  const http = useHttp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useAlerts();
  const [problems, setProblems] = useState<{ step: string; list: StepProblem[] }>({ step: "", list: [] });
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const supportFiles = useQuery(supportFileTypesQuery(http));
  const agreements = useQuery(agreementsQuery(http));
  // The guards need the fields the chosen analysis type offers: the type is read from the flow's
  // state first, then the flow with the guards' context (judged once those fields answered).
  const [{ analysisType }] = useFlowState(aiRuleFlow);
  const available = useQuery(availableFieldsQuery(http, analysisType));
  const offered = available.data;
  const ready = !analysisType || !available.isPending;
  const flow = useFlow(aiRuleFlow, { context: { offered }, ready });
  const draft = flow.state;
  // The fields the analysis type offers (001 §7 available-fields), with what was chosen or typed
  // for them kept; the draft remembers fields of another type too, so switching back loses nothing.
  const effective = effectiveDraft(draft, offered);
  const current = flow.step.id as EditorStep;

  const shown = problems.step === current ? problems.list : [];
  const problemOf = (control: string) => {
    const problem = shown.find((p) => p.control === control);
    return problem ? t(problem.key, problem.values) : undefined;
  };

  const next = () => {
    const found = stepProblems(current, effective);
    setProblems({ step: current, list: found });
    if (found.length > 0) document.getElementById(idOf(found[0].control))?.focus();
    else flow.next();
  };

  const setField = (field: FieldDraft, change: Partial<FieldDraft>) =>
    flow.update((d) => ({
      ...d,
      fields: [...d.fields.filter((f) => f.fieldSlug !== field.fieldSlug), { ...field, ...change }],
    }));

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      const body = ruleBody(effective);
      if (editing) await http.put(`${RULES_PATH}/${encodeURIComponent(body.support_file_code)}`, body);
      else await http.post(RULES_PATH, body);
      flow.finish();
      await queryClient.invalidateQueries({ queryKey: AI_KEY });
      void message.success(t(editing ? "aiRules.editor.updated" : "aiRules.editor.created"));
      void navigate(OVERVIEW_RULES);
    } catch (error) {
      const chosen = selectErrorMessage(error);
      setSaveError(chosen.text ?? t(chosen.key ?? "errors.unknown"));
    } finally {
      setSaving(false);
    }
  };

  const fieldName = (slug: string) => valueLabel(t, "aiRules.fields", slug);
  const supportFileName = (code: string | undefined) =>
    code
      ? supportFileTypeName(t, {
          fileCode: code,
          name: supportFiles.data?.find((f) => f.fileCode === code)?.name,
        })
      : "";
  const agreementNames = (agreements.data ?? [])
    .filter((a) => draft.agreementCodes.includes(a.agreementCode))
    .map((a) => a.agreementName);

  return (
    <>
      <FlowSteps
        flow={flow}
        titles={EDITOR_STEPS.map((s) => t(`aiRules.editor.steps.${s}`))}
        heading={t("aiRules.editor.stepHeading", {
          number: flow.counter,
          total: flow.total,
          name: t(`aiRules.editor.steps.${current}`),
        })}
      />
      {current === "scope" ? (
        <ScopeStep
          draft={draft}
          update={flow.update}
          editing={editing}
          problemOf={problemOf}
          supportFiles={supportFiles}
          agreements={agreements}
          supportFileName={supportFileName}
        />
      ) : null}
      {current === "fields" && available.isPending ? <Loading /> : null}
      {current === "fields" && available.isError ? (
        <Alert type="error" showIcon role="alert" message={t("aiRules.editor.lookupFailed")} />
      ) : null}
      {current === "fields" && offered ? (
        <FieldsStep
          fields={effective.fields}
          setField={setField}
          problemOf={problemOf}
          fieldName={fieldName}
        />
      ) : null}
      {current === "summary" && !ready ? <Loading /> : null}
      {current === "summary" && ready ? (
        <SummaryStep
          draft={effective}
          supportFileName={supportFileName}
          agreementNames={agreementNames}
          fieldName={fieldName}
        />
      ) : null}
      {saveError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t("aiRules.editor.saveFailed")}
          description={saveError}
          style={{ marginTop: 16 }}
        />
      ) : null}
      <FlowActions
        flow={flow}
        labels={{
          back: t("aiRules.editor.previous"),
          next: t("aiRules.editor.next"),
          cancel: t("aiRules.editor.cancel"),
        }}
        onNext={next}
        onCancel={() => flow.cancel(OVERVIEW_RULES)}
        finish={
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t("aiRules.editor.save")}
          </Button>
        }
      />
    </>
  );
}
