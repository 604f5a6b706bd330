import type { ReactNode } from "react";
import { Card, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "../../components/language-switcher";

/**
 * The frame of every sign-in screen (000 §2): the portal name, the language switcher, one card
 * with a level-1 heading.
 */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {t("app.title")}
          </Typography.Text>
          <LanguageSwitcher />
        </Flex>
        <Card>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
      </div>
    </main>
  );
}
