import Empty from "antd/es/empty";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";

/**
 * A translated empty state for screens a later issue fills: a heading (`<key>.title`) and a
 * sentence (`<key>.body`) under `emptyStates.*`.
 */
export function EmptyState({ i18nKey, headingLevel = 1 }: { i18nKey: string; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <section data-testid="empty-state" style={{ padding: "48px 16px", textAlign: "center" }}>
      <Typography.Title level={headingLevel} style={{ fontSize: 24 }}>
        {t(`${i18nKey}.title`)}
      </Typography.Title>
      <Empty description={t(`${i18nKey}.body`)} />
    </section>
  );
}
