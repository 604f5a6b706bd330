import { useEffect } from "react";
import { Outlet } from "react-router";
import { useQuery } from "@tanstack/react-query";
import Button from "antd/es/button";
import { useTranslation } from "react-i18next";
import { useHttp, useRestrictedEvents, useRuntime, useSession } from "../../base/runtime-context";
import { ErrorText } from "../../components/error-text";
import { Loading } from "../../components/loading";
import { restrictedEventsOf } from "./accounts/role-permissions";
import { rolePermissionsQuery } from "./queries";

/**
 * The layout route of every /rcm/* route (DESIGN.md §6, §10 "Permissions load with the layout, not
 * the screen"; 001 §6): loads the role permissions once per user and provider
 * (`GET rcm/v1/role-permissions/providers/{provider}/statuses`, src/areas/rcm/queries.ts), puts the
 * per-user restricted events in the session store, where the access-control provider's `can()`
 * reads them, and only then renders the screen. A deep link therefore never renders a screen
 * while "not loaded" could read as "no restrictions" (and `can()` itself refuses event
 * requirements until they are loaded). The screen's code starts loading in parallel
 * (src/app/resource-routes.tsx `AreaLayoutElement`). A failed call shows an error with a retry,
 * never the screen.
 */
export default function RcmLayout() {
  const { t } = useTranslation();
  const http = useHttp();
  const { sessionStore } = useRuntime();
  const session = useSession();
  const provider = session?.extensions?.providerSlug ?? "";
  const query = useQuery(rolePermissionsQuery({ http, provider, userId: session?.userId }));
  const restricted = useRestrictedEvents();
  // The restricted events as one string (event names hold no commas), so that the store is written
  // once per answer, not on every render.
  const key = query.data ? restrictedEventsOf(query.data).join(",") : undefined;
  useEffect(() => {
    if (key === undefined || sessionStore.getRestrictedEvents()?.join(",") === key) return;
    sessionStore.setRestrictedEvents(key === "" ? [] : key.split(","));
  }, [key, sessionStore]);
  if (provider === "" || query.isError) {
    return (
      <div>
        <ErrorText error={{ key: "access.permissionsFailed" }} />
        {provider !== "" ? (
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t("list.retry")}
          </Button>
        ) : null}
      </div>
    );
  }
  if (key === undefined || restricted?.join(",") !== key) return <Loading />;
  return <Outlet />;
}
