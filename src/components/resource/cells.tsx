import type { ReactNode } from "react";
import CheckCircleOutlined from "@ant-design/icons/es/icons/CheckCircleOutlined";
import CloseCircleOutlined from "@ant-design/icons/es/icons/CloseCircleOutlined";
import ExclamationCircleOutlined from "@ant-design/icons/es/icons/ExclamationCircleOutlined";
import { useTranslation } from "react-i18next";
import type { EntitySchema } from "../../../schemas/entities/field-kinds";
import { kindOf } from "../../../schemas/entities/field-kinds";
import { countCompleteness, formatCount } from "../../lib/format";
import { cellText, type CellTextContext } from "./cell-text";
import { StatusTag } from "./status-tag";
import { TONE_COLORS } from "./status-tones";
import { VisuallyHidden } from "./visually-hidden";

const COMPLETENESS_TONE = { complete: "green", partial: "gold", missing: "red" } as const;

/**
 * Support-document completeness at a glance (001 §3, 000 §3): "uploaded / required" in a
 * coloured chip with an icon; screen readers hear `list.count.<completeness>` too.
 */
export function CountCell({ uploaded, required }: { uploaded: unknown; required: unknown }) {
  const { t } = useTranslation();
  const completeness = countCompleteness(uploaded, required);
  const colors = TONE_COLORS[COMPLETENESS_TONE[completeness]];
  const Icon =
    completeness === "complete"
      ? CheckCircleOutlined
      : completeness === "partial"
        ? ExclamationCircleOutlined
        : CloseCircleOutlined;
  return (
    <span
      data-completeness={completeness}
      style={{
        ...colors,
        border: `1px solid ${colors.borderColor}`,
        borderRadius: 4,
        padding: "0 6px",
        whiteSpace: "nowrap",
      }}
    >
      <Icon aria-hidden /> {formatCount(uploaded, required)}
      <VisuallyHidden> {t(`list.count.${completeness}`)}</VisuallyHidden>
    </span>
  );
}

/** Yes / no with an icon; nothing when unknown. */
export function BooleanCell({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value !== true && value !== false) return null;
  const colors = TONE_COLORS[value ? "green" : "grey"];
  return (
    <span style={{ color: colors.color, whiteSpace: "nowrap" }}>
      {value ? <CheckCircleOutlined aria-hidden /> : <CloseCircleOutlined aria-hidden />}{" "}
      {value ? t("list.yes") : t("list.no")}
    </span>
  );
}

/** The rendered cell of `field` by its display kind; text kinds render {@link cellText}. */
export function renderCell(
  row: Record<string, unknown>,
  field: string,
  context: CellTextContext & { schema: EntitySchema },
): ReactNode {
  const hints = context.schema.properties[field];
  switch (kindOf(hints)) {
    case "status":
      return <StatusTag category={hints?.["x-category"] ?? ""} value={row[field]} />;
    case "count":
      return <CountCell uploaded={row[field]} required={hints?.["x-of"] ? row[hints["x-of"]] : undefined} />;
    case "boolean":
      return <BooleanCell value={row[field]} />;
    default:
      return cellText(row, field, context);
  }
}
