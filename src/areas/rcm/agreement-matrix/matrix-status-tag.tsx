import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { TONE_COLORS } from "../../../components/resource/status-tones";
import { matrixStatusTone } from "./matrix-outcome";

/** A matrix upload's state (001 §4) as a coloured tag with its text (never colour alone). */
export function MatrixStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag data-matrix-status={status} style={{ ...TONE_COLORS[matrixStatusTone(status)] }}>
      {t(`agreementMatrix.statuses.${status}`, { defaultValue: status })}
    </Tag>
  );
}
