import type { ReactNode } from "react";
import Card from "antd/es/card";
import theme from "antd/es/theme";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "../../components/language-switcher";

/**
 * The frame of every sign-in screen (000 §2): the portal name, the language switcher, one card
 * with a level-1 heading. Plain elements styled by theme tokens rather than antd's Typography,
 * whose copy, edit and ellipsis machinery (~33 KB gzip) the sign-in page never uses.
 */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <main className="auth-screen" style={{ color: token.colorText, fontFamily: token.fontFamily }}>
      <div className="auth-card">
        <div className="auth-card-header">
          <strong style={{ fontSize: 18 }}>{t("app.title")}</strong>
          <LanguageSwitcher />
        </div>
        <Card>
          <h1
            style={{
              fontSize: 24,
              marginTop: 0,
              marginBottom: token.marginMD,
              fontWeight: token.fontWeightStrong,
              lineHeight: token.lineHeightHeading3,
              color: token.colorTextHeading,
            }}
          >
            {title}
          </h1>
          {children}
        </Card>
      </div>
    </main>
  );
}
