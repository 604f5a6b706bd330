import Alert from "antd/es/alert";
import Button from "antd/es/button";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { landingOf, refusedPath, unknownPathRedirect } from "../../../providers/access/landing";
import { useSession } from "../../base/runtime-context";
import { PageHeading } from "../page-heading";

/**
 * A page that says in words why the path shows nothing (issue 19 §8): its heading, one sentence
 * and the way to the user's home (their landing page, 000 §2 / 001 §2), never a silent redirect.
 * @param kind `notFound` (no page at this path) or `notAllowed` (a page the user may not open);
 *   texts `paths.<kind>.title` / `.body`, the link `paths.home`.
 */
export function PathPage({ kind }: { kind: "notFound" | "notAllowed" }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const home = session ? landingOf(session) : "/login";
  return (
    <section data-testid={`path-${kind}`} style={{ maxWidth: 640 }}>
      <PageHeading>{t(`paths.${kind}.title`)}</PageHeading>
      <Alert
        type={kind === "notFound" ? "info" : "warning"}
        showIcon
        role={kind === "notFound" ? "status" : "alert"}
        message={t(`paths.${kind}.body`)}
        style={{ marginBottom: 16 }}
      />
      <Button type="primary" onClick={() => void navigate(home)}>
        {t("paths.home")}
      </Button>
    </section>
  );
}

/**
 * What a path no route knows shows inside the portal's layout (docs/decisions.md "Not found and not
 * allowed"): the redirect the spec names for the user (providers/access/landing.ts
 * `unknownPathRedirect`: 000 §2 "Unknown paths go to Home" on the claims desk), else the not-found
 * page.
 */
export function UnknownPath() {
  const session = useSession();
  const redirect = session ? unknownPathRedirect(session) : "/login";
  if (redirect) return <Navigate to={redirect} replace />;
  return <PathPage kind="notFound" />;
}

/**
 * The gate of every signed-in route (issue 19 §8): a path of an area the user may not open
 * (providers/access/landing.ts `refusedPath`, let through by the session guard) shows the
 * refusal in words instead of its screen; any other path renders its route (`<Outlet />`).
 */
export function PathGate() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session && refusedPath(session, pathname)) return <PathPage kind="notAllowed" />;
  return <Outlet />;
}
