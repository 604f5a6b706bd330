import { useState } from "react";
import theme from "antd/es/theme";
import ExclamationCircleOutlined from "@ant-design/icons/es/icons/ExclamationCircleOutlined";
import { useTranslation } from "react-i18next";
import type { FilterProblem } from "../../lib/filter-model";

/** Building blocks shared by the filter controls (labels, problems, draft reset). */

/**
 * Runs `reset` (state setters of the calling component) during render when `value` changes by
 * content, React's "adjusting state when a prop changes" pattern: a draft follows the applied
 * value (URL, clear filters) but survives re-renders with an equal value.
 */
export function useResetOnChange(value: unknown, reset: () => void): void {
  const signature = JSON.stringify(value ?? null);
  const [seen, setSeen] = useState(signature);
  if (seen !== signature) {
    setSeen(signature);
    reset();
  }
}

const HIDDEN_LABEL = {
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
} as const;

/**
 * A label above a control, tied to it by id. `hidden`: read by screen readers only (the compact
 * filter bar of issue 7 §3b, where the control shows the label as its placeholder).
 */
export function FilterLabel({
  htmlFor,
  children,
  hidden,
}: {
  htmlFor: string;
  children: string;
  hidden?: boolean;
}) {
  return (
    <label
      htmlFor={htmlFor}
      style={hidden ? HIDDEN_LABEL : { display: "block", marginBottom: 4, fontWeight: 500 }}
    >
      {children}
    </label>
  );
}

/**
 * A translated problem shown under a control; its id is referenced by `aria-describedby`. The text
 * keeps the normal text colour (AA contrast in every theme); the error colour marks the icon.
 */
export function Problem({ id, problem }: { id: string; problem: FilterProblem | null }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (!problem) return null;
  return (
    <span id={id} role="alert" style={{ display: "block", marginTop: 4, color: token.colorText }}>
      <ExclamationCircleOutlined aria-hidden style={{ color: token.colorErrorText, marginInlineEnd: 4 }} />
      {t(problem)}
    </span>
  );
}
