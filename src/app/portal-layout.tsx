import { Outlet } from "react-router";
import { ThemedLayout, ThemedSider } from "@refinedev/antd";
import { Button, Layout, Space, Typography, theme } from "antd";
import { LogoutOutlined } from "@ant-design/icons";
import { useLogout } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "../components/language-switcher";
import { IdleTimeout } from "./idle-timeout";
import { useSession } from "./runtime-context";

function PortalTitle({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Typography.Text strong style={{ fontSize: 16, whiteSpace: "nowrap" }}>
      {collapsed ? "PP" : t("app.title")}
    </Typography.Text>
  );
}

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
      }}
    >
      <Space size="middle">
        <Typography.Text data-testid="signed-in-as">{t("app.userMenu", { name })}</Typography.Text>
        <LanguageSwitcher />
        <Button icon={<LogoutOutlined />} onClick={() => logout()} data-testid="sign-out">
          {t("app.signOut")}
        </Button>
      </Space>
    </Layout.Header>
  );
}

/** The menu without Refine's own sign-out entry: sign-out lives in the header. */
function PortalSider(props: Parameters<typeof ThemedSider>[0]) {
  return <ThemedSider {...props} render={({ items }) => <>{items}</>} />;
}

/**
 * The signed-in layout: Refine's themed layout with the menu derived from the resources (each
 * entry checked with `can()`), a header with the language switcher and sign-out, the idle
 * timeout, and a skip link for keyboard users.
 */
export function PortalLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t("app.skipToContent")}
      </a>
      <ThemedLayout Header={PortalHeader} Title={PortalTitle} Sider={PortalSider}>
        <div id="main-content" tabIndex={-1}>
          <Outlet />
        </div>
      </ThemedLayout>
      <IdleTimeout />
    </>
  );
}
