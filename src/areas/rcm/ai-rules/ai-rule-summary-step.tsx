import { useTranslation } from "react-i18next";
import type { RuleDraft } from "./ai-rules-logic";

/** Props of {@link SummaryStep}. */
export interface SummaryStepProps {
  /** The draft with its fields laid over the available ones (`effectiveDraft`). */
  draft: RuleDraft;
  supportFileName: (code: string | undefined) => string;
  /** The names of the chosen agreements (empty: every agreement). */
  agreementNames: readonly string[];
  fieldName: (slug: string) => string;
}

/** Step 3 of the AI rules editor, the summary (001 §5): what Save will send. */
export function SummaryStep({ draft, supportFileName, agreementNames, fieldName }: SummaryStepProps) {
  const { t } = useTranslation();
  return (
    <dl style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "8px 16px", maxWidth: 760 }}>
      <dt style={{ fontWeight: 600 }}>{t("aiRules.editor.analysisType")}</dt>
      <dd style={{ margin: 0 }}>
        {draft.analysisType ? t(`aiRules.analysisTypes.${draft.analysisType}`) : ""}
      </dd>
      <dt style={{ fontWeight: 600 }}>{t("aiRules.editor.supportFile")}</dt>
      <dd style={{ margin: 0 }}>{supportFileName(draft.supportFileCode)}</dd>
      <dt style={{ fontWeight: 600 }}>{t("aiRules.editor.agreements")}</dt>
      <dd style={{ margin: 0 }}>
        {agreementNames.length === 0 ? t("aiRules.allAgreements") : agreementNames.join(", ")}
      </dd>
      <dt style={{ fontWeight: 600 }}>{t("aiRules.editor.fieldsChosen")}</dt>
      <dd style={{ margin: 0 }}>
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {draft.fields
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
  );
}
