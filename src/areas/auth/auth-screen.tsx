import type { CSSProperties, ReactNode } from "react";
import theme from "antd/es/theme";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "../../components/language-switcher";

/**
 * The frame of every sign-in screen (000 §2): the portal name, the language switcher, one card
 * with a level-1 heading. Plain elements styled by the theme's tokens rather than antd's Card and
 * Typography: Card brings its tabs and loading skeleton (~18 KB gzip) and Typography its copy,
 * edit and ellipsis machinery (~33 KB), none of which a sign-in screen shows.
 */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <main
      className="auth-screen"
      style={
        {
          color: token.colorText,
          fontFamily: token.fontFamily,
          "--auth-link-color": token.colorLink,
        } as CSSProperties
      }
    >
      <div className="auth-card">
        <div className="auth-card-header">
          <strong style={{ fontSize: 18, whiteSpace: "nowrap" }}>{t("app.title")}</strong>
          <LanguageSwitcher />
        </div>
        <section
          aria-labelledby="auth-screen-title"
          style={{
            background: token.colorBgContainer,
            border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            padding: token.paddingLG,
          }}
        >
          <h1
            id="auth-screen-title"
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
        </section>
      </div>
    </main>
  );
}
