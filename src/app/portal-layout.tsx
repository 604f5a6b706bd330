import { useState } from "react";
import { Outlet } from "react-router";
import Button from "antd/es/button";
import Layout from "antd/es/layout";
import Space from "antd/es/space";
import theme from "antd/es/theme";
import LogoutOutlined from "@ant-design/icons/es/icons/LogoutOutlined";
import { useLogout } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { DownloadsHost } from "../components/downloads/downloads-host";
import { LanguageSwitcher } from "../components/language-switcher";
import { IdleTimeout } from "./idle-timeout";
import { PortalMenu } from "./portal-menu";
import { useSession } from "../base/runtime-context";

function PortalHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const { mutate: logout } = useLogout();
  const { token } = theme.useToken();
  const name = session?.extensions?.providersWebTitle ?? session?.extensions?.providerSlug ?? "";
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        display: "flex",
        justifyContent: "flex-end",
        alignItems: "center",
        paddingInline: 24,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Space size="middle">
        <span data-testid="signed-in-as">{t("app.userMenu", { name })}</span>
        <LanguageSwitcher />
        <Button icon={<LogoutOutlined />} onClick={() => logout()} data-testid="sign-out">
          {t("app.signOut")}
        </Button>
      </Space>
    </Layout.Header>
  );
}

/**
 * The signed-in layout: a collapsible side menu derived from the resources (each entry checked
 * with `can()`), a header with the language switcher and sign-out, the idle timeout, and a skip
 * link for keyboard users. The download facade (`DownloadsHost`) wraps the routes, so a download
 * window keeps running while the user moves between screens. Built from antd's Layout and Menu rather than @refinedev/antd's
 * ThemedLayout, whose package entry also brings a markdown renderer and form helpers (~60 KB gzip)
 * into every signed-in route (docs/bundle/README.md).
 */
export function PortalLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t("app.skipToContent")}
      </a>
      {/* The base text style antd's App component gave before (alerts.tsx now mounts it on demand). */}
      <Layout
        style={{
          minHeight: "100vh",
          color: token.colorText,
          fontFamily: token.fontFamily,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          breakpoint="lg"
          width={240}
          theme="light"
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          <div
            style={{
              height: 64,
              display: "flex",
              alignItems: "center",
              paddingInline: 24,
              fontWeight: token.fontWeightStrong,
              fontSize: 16,
              whiteSpace: "nowrap",
            }}
          >
            {collapsed ? "PP" : t("app.title")}
          </div>
          <nav aria-label={t("app.menu")}>
            <PortalMenu collapsed={collapsed} />
          </nav>
        </Layout.Sider>
        <Layout>
          <PortalHeader />
          <Layout.Content style={{ padding: 24 }}>
            <div id="main-content" tabIndex={-1}>
              {/* Downloads outlive screens (001 §4): the manager loads with the first download. */}
              <DownloadsHost>
                <Outlet />
              </DownloadsHost>
            </div>
          </Layout.Content>
        </Layout>
      </Layout>
      <IdleTimeout />
    </>
  );
}
