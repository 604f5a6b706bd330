import type { ComponentType, ReactNode } from "react";
import type { ResourceProps } from "@refinedev/core";
import AuditOutlined from "@ant-design/icons/es/icons/AuditOutlined";
import BankOutlined from "@ant-design/icons/es/icons/BankOutlined";
import FileTextOutlined from "@ant-design/icons/es/icons/FileTextOutlined";
import FormOutlined from "@ant-design/icons/es/icons/FormOutlined";
import SafetyCertificateOutlined from "@ant-design/icons/es/icons/SafetyCertificateOutlined";
import TableOutlined from "@ant-design/icons/es/icons/TableOutlined";
import { RESOURCES, requirementOf as requirementOfResource } from "../../resources";
import type { ResourceDeclaration } from "../../resources/define-resource";
import type { AccessRequirement } from "../../schemas/access";

/**
 * The Refine resources, menu groups and access requirements derived from the resource
 * declarations (DESIGN.md §3, §6): App.tsx registers `refineResources` with Refine and gives
 * `requirementOf` to the access-control provider. The routes are in resource-routes.tsx.
 */

// `npm run dev` checks every declaration at startup, so that a mistake shows in the console at
// once; a test checks them for every build (resources/declaration-checks.ts). Not in the build.
if (import.meta.env.DEV)
  void import("../../resources/declaration-checks").then(({ checkDeclaration }) =>
    RESOURCES.forEach((declaration) => checkDeclaration(declaration)),
  );

/** Icons a declaration may name in `meta.icon` (kept short so the shell stays small). */
export const ICONS: Readonly<Record<string, ComponentType>> = {
  AuditOutlined,
  BankOutlined,
  FileTextOutlined,
  FormOutlined,
  SafetyCertificateOutlined,
  TableOutlined,
};

/** A menu group (a Refine parent resource without a page) and what it requires. */
export interface MenuGroup {
  name: string;
  /** i18n key of the group label. */
  label: string;
  icon?: string;
  access?: AccessRequirement;
}

/** Menu groups declarations may name as `meta.parent`. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  { name: "rcm", label: "menu.rcm", icon: "AuditOutlined", access: { area: "rcm" } },
];

function iconOf(name: string | undefined): ReactNode {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon /> : undefined;
}

/**
 * Refine resources of declarations (and the menu groups they use): `list` / `show` / `create`
 * paths from the declaration; `meta.label` the i18n key `resources.<name>.title` (translate it when
 * rendering the menu), `meta.dataProviderName` the declaration's `service`, `meta.endpoint`, icon
 * and parent.
 */
export function buildRefineResources(
  declarations: readonly ResourceDeclaration[] = RESOURCES,
  groups: readonly MenuGroup[] = MENU_GROUPS,
): ResourceProps[] {
  const used = new Set(declarations.map((declaration) => declaration.meta.parent).filter(Boolean));
  const parents: ResourceProps[] = groups
    .filter((group) => used.has(group.name))
    .map((group) => ({ name: group.name, meta: { label: group.label, icon: iconOf(group.icon) } }));
  const items: ResourceProps[] = declarations.map((declaration) => ({
    name: declaration.name,
    // A nested list (issue 7 §1) has no route of its own: it lives in another resource's screen.
    ...(declaration.meta.nested ? {} : { list: declaration.meta.route }),
    ...(declaration.show ? { show: declaration.show.route } : {}),
    ...(declaration.create ? { create: declaration.create.route } : {}),
    meta: {
      label: `resources.${declaration.name}.title`,
      icon: iconOf(declaration.meta.icon),
      ...(declaration.meta.parent ? { parent: declaration.meta.parent } : {}),
      ...(declaration.meta.hideInMenu || declaration.meta.nested ? { hide: true } : {}),
      dataProviderName: declaration.service,
      endpoint: declaration.endpoint,
    },
  }));
  return [...parents, ...items];
}

/** The Refine resources of the portal. */
export const refineResources: ResourceProps[] = buildRefineResources();

/**
 * Translates the `meta.label` keys of resources (for menus that show labels as given, such as
 * Refine's ThemedSider): `localizeResources(refineResources, t)`.
 */
export function localizeResources(
  resources: readonly ResourceProps[],
  translate: (key: string) => string,
): ResourceProps[] {
  return resources.map((resource) =>
    typeof resource.meta?.label === "string"
      ? { ...resource, meta: { ...resource.meta, label: translate(resource.meta.label) } }
      : resource,
  );
}

/**
 * What `action` on `resource` requires (DESIGN.md §6): a declaration's `access[action]` (else its
 * `access.list`), a menu group's `access`, or undefined (nothing required) for anything else.
 */
export function requirementOf(
  resource: string | undefined,
  action: string,
  declarations: readonly ResourceDeclaration[] = RESOURCES,
): AccessRequirement | undefined {
  const group = MENU_GROUPS.find((candidate) => candidate.name === resource);
  if (group) return group.access;
  return requirementOfResource(resource, action, declarations);
}
