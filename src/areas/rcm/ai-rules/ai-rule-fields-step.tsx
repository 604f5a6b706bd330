import Checkbox from "antd/es/checkbox";
import Input from "antd/es/input/Input";
import Space from "antd/es/space";
import { useTranslation } from "react-i18next";
import { DYNAMIC_VARIABLES } from "../../../../schemas/requests/ai-rules";
import type { FieldDraft } from "./ai-rules-logic";
import { FieldError, idOf, type ProblemOf } from "./ai-rule-controls";

/** Props of {@link FieldsStep}. */
export interface FieldsStepProps {
  /** The field rows of the analysis type's available fields (`effectiveDraft`). */
  fields: readonly FieldDraft[];
  setField: (field: FieldDraft, change: Partial<FieldDraft>) => void;
  problemOf: ProblemOf;
  fieldName: (slug: string) => string;
}

/**
 * Step 2 of the AI rules editor, the fields (001 §5): each field the analysis type offers chosen
 * or not, required or not, with an optional expected value whose `${variable}`s must be balanced
 * and known (schemas/requests/ai-rules.ts).
 */
export function FieldsStep({ fields, setField, problemOf, fieldName }: FieldsStepProps) {
  const { t } = useTranslation();
  return (
    <div style={{ display: "grid", gap: 16, maxWidth: 760 }}>
      <p id={idOf("fields-help")} style={{ margin: 0 }}>
        {t("aiRules.editor.variablesHelp", {
          variables: DYNAMIC_VARIABLES.map((v) => `\${${v}}`).join(", "),
        })}
      </p>
      <div id={idOf("fields")} tabIndex={-1}>
        <FieldError id={`${idOf("fields")}-error`} text={problemOf("fields")} />
      </div>
      {fields.map((field) => {
        const control = `expectedValue.${field.fieldSlug}`;
        const problem = problemOf(control);
        return (
          <fieldset
            key={field.fieldSlug}
            style={{ border: "1px solid rgba(0,0,0,0.15)", borderRadius: 6, padding: "8px 12px", margin: 0 }}
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
              <FieldError id={`${idOf(control)}-error`} text={problem} />
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
