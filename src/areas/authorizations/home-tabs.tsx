import type { ReactNode } from "react";
import Tabs from "antd/es/tabs";
import { useCan } from "@refinedev/core";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { RESOURCES } from "../../../resources";

/** The tabs of the authorization home (000 §2) and what each asks `can()` (resource, action). */
export const HOME_TABS = [
  { key: "authorizations", resource: "authorizations", action: "list" },
  { key: "newAuthorization", resource: "authorizations", action: "create" },
  { key: "settlements", resource: "settlements", action: "list" },
  { key: "newSettlement", resource: "settlements", action: "create" },
] as const;

/** The path a tab leads to, from the declarations (no path written twice). */
export function tabPath(resource: string, action: "list" | "create"): string | undefined {
  const declaration = RESOURCES.find((candidate) => candidate.name === resource);
  return action === "list" ? declaration?.meta.route : declaration?.create?.route;
}

function useTab(resource: string, action: string): boolean {
  return useCan({ resource, action }).data?.can === true;
}

/**
 * Tabs Authorizations, New authorization, Settlements, New settlement (000 §2), each shown only
 * when `can()` allows it: authorizations area (+ feature addNewAuthorization for New), settlements
 * area + feature settlementSection for both settlement tabs (000 §6). Choosing another tab
 * navigates to its page. `children` (the current tab's content, the list) always sits at the same
 * place in the tree, after the tab bar: were it the tab's panel, the answers of `can()` arriving
 * would move it into the tabs, remount the list and ask for its first page twice (issue 6 §4).
 */
export function HomeTabs({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = [
    useTab("authorizations", "list"),
    useTab("authorizations", "create"),
    useTab("settlements", "list"),
    useTab("settlements", "create"),
  ];
  const items = HOME_TABS.filter((_, index) => allowed[index]).map((tab) => ({
    key: tab.key,
    label: t(`authorizations.tabs.${tab.key}`),
  }));
  return (
    <>
      {allowed[0] ? (
        <Tabs
          activeKey="authorizations"
          items={items}
          onChange={(key) => {
            const tab = HOME_TABS.find((candidate) => candidate.key === key);
            const path = tab ? tabPath(tab.resource, tab.action) : undefined;
            if (path) void navigate(path);
          }}
        />
      ) : null}
      {children}
    </>
  );
}
