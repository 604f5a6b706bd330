import type { ReactNode } from "react";
import Descriptions from "antd/es/descriptions";
import { useTranslation } from "react-i18next";

/** One labelled value of a detail screen. `value` undefined, null or "" shows "Not recorded". */
export interface DetailField {
  key: string;
  label: string;
  value: ReactNode;
}

/** Whether a value counts as not recorded (nothing to show). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * The labelled fields of a detail screen (account header, charge detail: 001 §3), as a
 * description list (`<dl>`-like table with a header per value, read by screen readers as label and
 * value). Server values are rendered as text (DESIGN.md §4), never as HTML.
 * @param label the accessible name of the list.
 */
export function DetailFields({ fields, label }: { fields: readonly DetailField[]; label: string }) {
  const { t } = useTranslation();
  return (
    <section aria-label={label}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 4 }}
        items={fields.map((field) => ({
          key: field.key,
          label: field.label,
          children: isBlank(field.value) ? (
            <span style={{ color: "rgba(0,0,0,0.65)" }}>{t("account.notRecorded")}</span>
          ) : (
            <span data-field={field.key}>{field.value}</span>
          ),
        }))}
      />
    </section>
  );
}
