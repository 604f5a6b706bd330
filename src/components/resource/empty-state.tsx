import Empty from "antd/es/empty";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../page-heading";

/**
 * A translated empty state for screens a later issue fills: a heading (`<key>.title`) and a
 * sentence (`<key>.body`) under `emptyStates.*`.
 */
export function EmptyState({ i18nKey, headingLevel = 1 }: { i18nKey: string; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <section data-testid="empty-state" style={{ padding: "48px 16px", textAlign: "center" }}>
      <PageHeading level={headingLevel}>{t(`${i18nKey}.title`)}</PageHeading>
      <Empty description={t(`${i18nKey}.body`)} />
    </section>
  );
}
