import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Input from "antd/es/input/Input";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Steps from "antd/es/steps";
import { useCan } from "@refinedev/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { use, useEffect, useRef, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { loadTexts } from "../../../../providers/i18n";
import { selectErrorMessage } from "../../../../providers/http";
import aiConfigurations from "../../../../resources/ai-configurations";
import { ANALYSIS_TYPES, DYNAMIC_VARIABLES, type AnalysisType } from "../../../../schemas/requests/ai-rules";
import { useAlerts } from "../../../app/alerts/alerts";
import { useHttp } from "../../../app/runtime-context";
import { Loading } from "../../../components/loading";
import { PageHeading } from "../../../components/page-heading";
import { useNavigationBarHidden } from "../pre-settlements/navigation-bar";
import {
  EDITOR_STEPS,
  draftOf,
  fieldDrafts,
  ruleBody,
  stepProblems,
  type FieldDraft,
  type RuleDraft,
  type StepProblem,
} from "./ai-rules-logic";
import {
  AI_KEY,
  RULES_PATH,
  agreementsQuery,
  availableFieldsQuery,
  ruleQuery,
  supportFileTypesQuery,
} from "./ai-queries";
import { AccessRefused } from "../../../components/access-refused";

const OVERVIEW_RULES = "/rcm/ai-analysis-overview?tab=rules";
const EMPTY: RuleDraft = { agreementCodes: [], fields: [] };

/** The DOM id of an editor control (labels, errors and focus after a refused step). */
const idOf = (control: string) => `ai-rule-${control.replace(/[^a-zA-Z0-9_-]/g, "-")}`;

/**
 * The AI rules editor at /rcm/ai-configuration-rules-editor (001 §2 "ai-configuration-rules-editor
 * | params mode and configurationData"; §5 "An AI rule needs three steps: scope, fields, summary",
 * "Dynamic-field variables"; §7 POST / PUT document-validation/v1/document-configurations; issue 8
 * §5). `?mode=create`, or `?mode=edit&supportFileCode=<code>` (the rule is read again from the
 * server, so a reload or a shared link works; a support file code is not patient data).
 * - **Scope**: analysis type (radio), support file (fixed when editing), agreements (none: all).
 * - **Fields**: the fields the analysis type offers (`available-fields`), each chosen or not,
 *   required or not, with an optional expected value whose `${variable}`s must be balanced and known
 *   (schemas/requests/ai-rules.ts, the rule the API applies too).
 * - **Summary**: what will be saved; Save sends the snake_case body. A refused save (400) shows the
 *   server's message and keeps everything typed.
 * Each step refuses to go on with its problems shown beside the control and focus on the first.
 * Creating needs `can({ resource: "ai-configurations", action: "create" })`, editing `edit`
 * (MODIFY_AGREEMENTS, 000 §6); others see that they may not. Sends the user to /home when the view
 * configuration hides the navigation-bar view (001 §2). Texts in the `ai-rules` part.
 */
export default function AiRulesEditorScreen() {
  const { t, i18n } = useTranslation();
  use(loadTexts(i18n, "ai-rules"));
  const hidden = useNavigationBarHidden();
  const [params] = useSearchParams();
  const editCode = params.get("mode") === "edit" ? (params.get("supportFileCode") ?? "").trim() : "";
  const editing = editCode !== "";
  // Keeps the last answer while it is asked again, so a re-check never unmounts what is being typed.
  const allowed = useCan({
    resource: aiConfigurations.name,
    action: editing ? "edit" : "create",
    queryOptions: { placeholderData: keepPreviousData },
  }).data;
  const http = useHttp();
  const existing = useQuery({ ...ruleQuery(http, editCode), enabled: editing && allowed?.can === true });

  if (hidden) return <Navigate to="/home" replace />;
  const title = t(editing ? "aiRules.editor.editTitle" : "aiRules.editor.createTitle");
  const back = (
    <p>
      <Link to={OVERVIEW_RULES}>{t("aiRules.editor.back")}</Link>
    </p>
  );
  if (allowed === undefined || (editing && existing.isPending)) return <Loading />;
  if (!allowed.can)
    return (
      <>
        <PageHeading>{title}</PageHeading>
        <AccessRefused answer={allowed} message={t("aiRules.notAllowed")} />
        {back}
      </>
    );
  if (editing && existing.isError)
    return (
      <>
        <PageHeading>{title}</PageHeading>
        <Alert type="error" showIcon role="alert" message={t("aiRules.editor.loadFailed")} />
        {back}
      </>
    );
  return (
    <>
      {back}
      <PageHeading>{title}</PageHeading>
      <RuleEditor
        key={editCode || "new"}
        initial={existing.data ? draftOf(existing.data) : EMPTY}
        editing={editing}
      />
    </>
  );
}

function RuleEditor({ initial, editing }: { initial: RuleDraft; editing: boolean }) {
  const { t } = useTranslation();
  const http = useHttp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useAlerts();
  const [draft, setDraft] = useState<RuleDraft>(initial);
  const [step, setStep] = useState(0);
  const [problems, setProblems] = useState<StepProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const supportFiles = useQuery(supportFileTypesQuery(http));
  const agreements = useQuery(agreementsQuery(http));
  const available = useQuery(availableFieldsQuery(http, draft.analysisType));
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // The fields the analysis type offers (001 §7 available-fields), with what was chosen or typed
  // for them kept; the draft remembers fields of another type too, so switching back loses nothing.
  const offered = available.data;
  const effective: RuleDraft = { ...draft, fields: offered ? fieldDrafts(offered, draft.fields) : [] };

  // After moving between steps, focus goes to the step's heading (keyboard and screen readers).
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step]);

  const current = EDITOR_STEPS[step];
  const problemOf = (control: string) => problems.find((p) => p.control === control);
  const errorText = (problem: StepProblem | undefined) =>
    problem ? t(problem.key, problem.values) : undefined;

  const go = (next: number) => {
    if (next > step) {
      const found = stepProblems(current, effective);
      setProblems(found);
      if (found.length > 0) {
        document.getElementById(idOf(found[0].control))?.focus();
        return;
      }
    } else setProblems([]);
    moved.current = true;
    setStep(next);
  };

  const setField = (field: FieldDraft, change: Partial<FieldDraft>) =>
    setDraft((d) => ({
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

  const fieldName = (slug: string) => t(`aiRules.fields.${slug}`, { defaultValue: slug });
  const supportFileName = (code: string | undefined) =>
    supportFiles.data?.find((f) => f.fileCode === code)?.name ?? code ?? "";
  const chosenAgreements = (agreements.data ?? []).filter((a) =>
    draft.agreementCodes.includes(a.agreementCode),
  );

  return (
    <>
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 24 }}
        items={EDITOR_STEPS.map((s) => ({ title: t(`aiRules.editor.steps.${s}`) }))}
      />
      <h2 ref={stepHeading} tabIndex={-1} style={{ fontSize: 18 }}>
        {t("aiRules.editor.stepHeading", {
          number: step + 1,
          total: EDITOR_STEPS.length,
          name: t(`aiRules.editor.steps.${current}`),
        })}
      </h2>

      {current === "scope" ? (
        <div style={{ display: "grid", gap: 20, maxWidth: 640 }}>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t("aiRules.editor.analysisType")}</legend>
            <Radio.Group
              id={idOf("analysisType")}
              value={draft.analysisType}
              aria-invalid={problemOf("analysisType") ? true : undefined}
              aria-describedby={problemOf("analysisType") ? `${idOf("analysisType")}-error` : undefined}
              onChange={(event) => {
                const type = event.target.value as AnalysisType;
                setDraft((d) => ({ ...d, analysisType: type }));
              }}
            >
              <Space direction="vertical">
                {ANALYSIS_TYPES.map((type) => (
                  <Radio key={type} value={type}>
                    {t(`aiRules.analysisTypes.${type}`)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
            <FieldError id={`${idOf("analysisType")}-error`} text={errorText(problemOf("analysisType"))} />
          </fieldset>
          <div>
            <label
              htmlFor={idOf("supportFileCode")}
              style={{ display: "block", fontWeight: 600, marginBottom: 8 }}
            >
              {t("aiRules.editor.supportFile")}
            </label>
            {editing ? (
              // The support file names the rule (PUT …/{supportFileCode}): shown, not changed.
              <p id={idOf("supportFileCode")} style={{ margin: 0 }}>
                {`${supportFileName(draft.supportFileCode)} (${draft.supportFileCode ?? ""})`}
              </p>
            ) : (
              <Select
                id={idOf("supportFileCode")}
                style={{ width: "100%" }}
                showSearch
                optionFilterProp="label"
                loading={supportFiles.isPending}
                value={draft.supportFileCode}
                placeholder={t("aiRules.editor.supportFilePlaceholder")}
                status={problemOf("supportFileCode") ? "error" : undefined}
                aria-describedby={
                  problemOf("supportFileCode") ? `${idOf("supportFileCode")}-error` : undefined
                }
                options={(supportFiles.data ?? []).map((f) => ({
                  value: f.fileCode,
                  label: `${f.name} (${f.fileCode})`,
                }))}
                onChange={(value: string) => setDraft((d) => ({ ...d, supportFileCode: value }))}
              />
            )}
            <FieldError
              id={`${idOf("supportFileCode")}-error`}
              text={errorText(problemOf("supportFileCode"))}
            />
            {supportFiles.isError ? (
              <Alert type="error" showIcon role="alert" message={t("aiRules.editor.lookupFailed")} />
            ) : null}
          </div>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t("aiRules.editor.agreements")}</legend>
            <p style={{ marginTop: 0 }}>{t("aiRules.editor.agreementsHelp")}</p>
            {agreements.isError ? (
              <Alert type="error" showIcon role="alert" message={t("aiRules.editor.lookupFailed")} />
            ) : (
              <Checkbox.Group
                value={draft.agreementCodes}
                onChange={(values) => setDraft((d) => ({ ...d, agreementCodes: values as string[] }))}
              >
                <Space direction="vertical">
                  {(agreements.data ?? []).map((a) => (
                    <Checkbox key={a.agreementCode} value={a.agreementCode}>
                      {`${a.agreementName} (${a.agreementCode})`}
                    </Checkbox>
                  ))}
                </Space>
              </Checkbox.Group>
            )}
          </fieldset>
        </div>
      ) : null}

      {current === "fields" && available.isPending ? <Loading /> : null}
      {current === "fields" && available.isError ? (
        <Alert type="error" showIcon role="alert" message={t("aiRules.editor.lookupFailed")} />
      ) : null}
      {current === "fields" && offered ? (
        <div style={{ display: "grid", gap: 16, maxWidth: 760 }}>
          <p id={idOf("fields-help")} style={{ margin: 0 }}>
            {t("aiRules.editor.variablesHelp", {
              variables: DYNAMIC_VARIABLES.map((v) => `\${${v}}`).join(", "),
            })}
          </p>
          <div id={idOf("fields")} tabIndex={-1}>
            <FieldError id={`${idOf("fields")}-error`} text={errorText(problemOf("fields"))} />
          </div>
          {effective.fields.map((field) => {
            const control = `expectedValue.${field.fieldSlug}`;
            const problem = problemOf(control);
            return (
              <fieldset
                key={field.fieldSlug}
                style={{
                  border: "1px solid rgba(0,0,0,0.15)",
                  borderRadius: 6,
                  padding: "8px 12px",
                  margin: 0,
                }}
              >
                <legend style={{ padding: "0 4px", fontWeight: 600 }}>{fieldName(field.fieldSlug)}</legend>
                <Space wrap size="large">
                  <Checkbox
                    checked={field.selected}
                    onChange={(e) => setField(field, { selected: e.target.checked })}
                  >
                    {t("aiRules.editor.useField", { field: fieldName(field.fieldSlug) })}
                  </Checkbox>
                  <Checkbox
                    checked={field.required}
                    disabled={!field.selected}
                    onChange={(e) => setField(field, { required: e.target.checked })}
                  >
                    {t("aiRules.editor.requiredField", { field: fieldName(field.fieldSlug) })}
                  </Checkbox>
                </Space>
                <div style={{ marginTop: 8 }}>
                  <label htmlFor={idOf(control)} style={{ display: "block", marginBottom: 4 }}>
                    {t("aiRules.editor.expectedValue", { field: fieldName(field.fieldSlug) })}
                  </label>
                  <Input
                    id={idOf(control)}
                    value={field.expectedValue}
                    disabled={!field.selected}
                    maxLength={200}
                    status={problem ? "error" : undefined}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={`${idOf("fields-help")}${problem ? ` ${idOf(control)}-error` : ""}`}
                    onChange={(e) => setField(field, { expectedValue: e.target.value })}
                  />
                  <FieldError id={`${idOf(control)}-error`} text={errorText(problem)} />
                </div>
              </fieldset>
            );
          })}
        </div>
      ) : null}

      {current === "summary" ? (
        <dl
          style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "8px 16px", maxWidth: 760 }}
        >
          <dt style={{ fontWeight: 600 }}>{t("aiRules.editor.analysisType")}</dt>
          <dd style={{ margin: 0 }}>
            {draft.analysisType ? t(`aiRules.analysisTypes.${draft.analysisType}`) : ""}
          </dd>
          <dt style={{ fontWeight: 600 }}>{t("aiRules.editor.supportFile")}</dt>
          <dd style={{ margin: 0 }}>{supportFileName(draft.supportFileCode)}</dd>
          <dt style={{ fontWeight: 600 }}>{t("aiRules.editor.agreements")}</dt>
          <dd style={{ margin: 0 }}>
            {chosenAgreements.length === 0
              ? t("aiRules.allAgreements")
              : chosenAgreements.map((a) => a.agreementName).join(", ")}
          </dd>
          <dt style={{ fontWeight: 600 }}>{t("aiRules.editor.fieldsChosen")}</dt>
          <dd style={{ margin: 0 }}>
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {effective.fields
                .filter((f) => f.selected)
                .map((f) => (
                  <li key={f.fieldSlug}>
                    {fieldName(f.fieldSlug)}
                    {" — "}
                    {t(f.required ? "aiRules.editor.required" : "aiRules.editor.optional")}
                    {f.expectedValue.trim()
                      ? ` — ${t("aiRules.editor.expects", { value: f.expectedValue.trim() })}`
                      : ""}
                  </li>
                ))}
            </ul>
          </dd>
        </dl>
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
      <Space style={{ marginTop: 24 }}>
        {step > 0 ? <Button onClick={() => go(step - 1)}>{t("aiRules.editor.previous")}</Button> : null}
        {step < EDITOR_STEPS.length - 1 ? (
          <Button type="primary" onClick={() => go(step + 1)}>
            {t("aiRules.editor.next")}
          </Button>
        ) : (
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t("aiRules.editor.save")}
          </Button>
        )}
        <Button onClick={() => void navigate(OVERVIEW_RULES)}>{t("aiRules.editor.cancel")}</Button>
      </Space>
    </>
  );
}

/** The error of one control, announced when it appears (empty when there is none). */
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return (
    <div
      id={id}
      role={text ? "alert" : undefined}
      style={{ color: "#c41d1d", minHeight: text ? undefined : 0 }}
    >
      {text ?? null}
    </div>
  );
}
