import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { TONE_COLORS } from "../../../components/resource/status-tones";

/**
 * Whether a product is configured (docs/decisions.md "Products configuration"), as a tag with its
 * word (never colour alone), in the status tones whose contrast passes WCAG AA.
 */
export function ConfiguredTag({ configured, testId }: { configured: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag style={{ ...TONE_COLORS[configured ? "green" : "orange"], marginInlineEnd: 0 }} data-testid={testId}>
      {t(
        configured ? "productsConfiguration.status.configured" : "productsConfiguration.status.unconfigured",
      )}
    </Tag>
  );
}
