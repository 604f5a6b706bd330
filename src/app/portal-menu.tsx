import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import Menu, { type MenuProps } from "antd/es/menu";
import { useQueries } from "@tanstack/react-query";
import { useCanWithoutCache, useMenu, type TreeMenuItem } from "@refinedev/core";
import { RESOURCES } from "../../resources";
import { useRestrictedEvents, useSession } from "../base/runtime-context";
import { menuSectionOf } from "./menu-section";

type MenuItems = NonNullable<MenuProps["items"]>;

function flatten(items: readonly TreeMenuItem[]): TreeMenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

/**
 * Which menu entries the user may open: one `can({ resource, action: "list" })` per entry through
 * Refine's access control (DESIGN.md §6), cached per user and restricted events. Undefined until
 * every answer is in ("not loaded" never means "allowed"), so the menu appears once, complete.
 */
function useAllowedEntries(items: readonly TreeMenuItem[]): Set<string> | undefined {
  const { can } = useCanWithoutCache();
  const user = useSession()?.userId ?? "";
  // "Not loaded" is its own key: an answer refused while the RCM permissions load (access.loading)
  // must not be reused once they are in, when the user has no restricted events ("").
  const restricted = useRestrictedEvents()?.join(",") ?? "(not loaded)";
  const entries = flatten(items);
  const results = useQueries({
    queries: entries.map((item) => ({
      queryKey: ["menu-permission", user, restricted, item.name],
      queryFn: async () =>
        can ? await can({ resource: item.name, action: "list", params: { resource: item } }) : { can: true },
      staleTime: 60_000,
    })),
  });
  if (results.some((result) => result.isPending)) return undefined;
  const allowed = new Set<string>();
  results.forEach((result, index) => {
    if (result.data?.can) allowed.add(entries[index].key);
  });
  return allowed;
}

function toMenuItems(items: readonly TreeMenuItem[], allowed: Set<string>): MenuItems {
  return items
    .filter((item) => allowed.has(item.key))
    .flatMap((item): MenuItems => {
      if (item.children.length > 0) {
        const children = toMenuItems(item.children, allowed);
        return children.length > 0 ? [{ key: item.key, icon: item.icon, label: item.label, children }] : [];
      }
      if (!item.route) return [];
      return [{ key: item.key, icon: item.icon, label: <Link to={item.route}>{item.label}</Link> }];
    });
}

/**
 * The side menu of the signed-in layout: Refine's menu tree of the declared resources
 * (`useMenu`, labels already translated by the signed-in app), each entry shown only when the
 * access-control provider allows its list. antd's Menu, inline, keyboard-navigable. The entry of
 * the page's section is highlighted on any page under it (a detail, a nested list, an agreement's
 * sub-page, a flow: menu-section.ts; issue 19 §9).
 */
export function PortalMenu({ collapsed }: { collapsed: boolean }) {
  const { menuItems, selectedKey: refineKey, defaultOpenKeys } = useMenu();
  const { pathname } = useLocation();
  const allowed = useAllowedEntries(menuItems);
  const items = useMemo(() => (allowed ? toMenuItems(menuItems, allowed) : []), [menuItems, allowed]);
  const selectedKey = useMemo(
    () => menuSectionOf(pathname, flatten(menuItems), RESOURCES) ?? refineKey,
    [pathname, menuItems, refineKey],
  );
  // The group of the highlighted entry starts open too (a page Refine does not match opens none).
  const openKeys = useMemo(() => {
    const group = menuItems.find((item) => item.children.some((child) => child.key === selectedKey));
    return group ? [...new Set([...defaultOpenKeys, group.key])] : defaultOpenKeys;
  }, [menuItems, selectedKey, defaultOpenKeys]);
  // Mounted with its entries, so that the open group renders open (no appear animation midway).
  if (!allowed) return null;
  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      selectedKeys={selectedKey ? [selectedKey] : []}
      defaultOpenKeys={openKeys}
      items={items}
      style={{ borderInlineEnd: "none" }}
    />
  );
}
