import Alert from "antd/es/alert";
import Checkbox from "antd/es/checkbox";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import Space from "antd/es/space";
import type { Dispatch, SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import { ANALYSIS_TYPES, type AnalysisType } from "../../../../schemas/requests/ai-rules";
import type { RuleDraft } from "./ai-rules-logic";
import { FieldError, idOf, type ProblemOf } from "./ai-rule-controls";

/** Props of {@link ScopeStep}. */
export interface ScopeStepProps {
  draft: RuleDraft;
  update: Dispatch<SetStateAction<RuleDraft>>;
  editing: boolean;
  problemOf: ProblemOf;
  supportFiles: {
    data?: readonly { fileCode: string; name: string }[];
    isPending: boolean;
    isError: boolean;
  };
  agreements: { data?: readonly { agreementCode: string; agreementName: string }[]; isError: boolean };
  /** The name of a support file code (its code while the names load). */
  supportFileName: (code: string | undefined) => string;
}

/**
 * Step 1 of the AI rules editor, the scope (001 §5): analysis type (radio), support file (fixed
 * when editing: it names the rule), agreements (none: all).
 */
export function ScopeStep({
  draft,
  update,
  editing,
  problemOf,
  supportFiles,
  agreements,
  supportFileName,
}: ScopeStepProps) {
  const { t } = useTranslation();
  const typeProblem = problemOf("analysisType");
  const fileProblem = problemOf("supportFileCode");
  return (
    <div style={{ display: "grid", gap: 20, maxWidth: 640 }}>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t("aiRules.editor.analysisType")}</legend>
        <Radio.Group
          id={idOf("analysisType")}
          value={draft.analysisType}
          aria-invalid={typeProblem ? true : undefined}
          aria-describedby={typeProblem ? `${idOf("analysisType")}-error` : undefined}
          onChange={(event) => {
            const type = event.target.value as AnalysisType;
            update((d) => ({ ...d, analysisType: type }));
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
        <FieldError id={`${idOf("analysisType")}-error`} text={typeProblem} />
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
            status={fileProblem ? "error" : undefined}
            aria-describedby={fileProblem ? `${idOf("supportFileCode")}-error` : undefined}
            options={(supportFiles.data ?? []).map((f) => ({
              value: f.fileCode,
              label: `${f.name} (${f.fileCode})`,
            }))}
            onChange={(value: string) => update((d) => ({ ...d, supportFileCode: value }))}
          />
        )}
        <FieldError id={`${idOf("supportFileCode")}-error`} text={fileProblem} />
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
            onChange={(values) => update((d) => ({ ...d, agreementCodes: values as string[] }))}
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
  );
}
