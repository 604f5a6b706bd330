import { matchPath } from "react-router";
import type { ResourceDeclaration } from "../../resources/define-resource";

/**
 * The menu section of any page (issue 19 §9 "the sidebar highlights the section of any nested
 * page"): a resource's detail, a nested list's page, an agreement's sub-page or a flow highlights
 * the menu entry it belongs to. Pure; portal-menu.tsx uses it.
 */

/** A menu entry: its key in the menu and the path of its list. */
export interface MenuEntry {
  key: string;
  /** The resource name of the entry. */
  name: string;
  /** Path of the entry's list (`/rcm/home`); absent for a group. */
  route?: string;
}

/**
 * Pages whose path names neither a declaration's page nor a path under a menu entry, and the path
 * of the section they belong to: the support administrator works on an account, the AI rules
 * editor is the AI analysis's, the Brazil credentials log is the Brazil dispatch's, the v2 detail and
 * form are the v2 home's.
 */
export const SECTION_ALIASES: Readonly<Record<string, string>> = {
  "/rcm/support-administrator": "/rcm/home",
  "/rcm/pre-settlements-br-credentials": "/rcm/pre-settlements-br",
  "/rcm/ai-configuration-rules-editor": "/rcm/ai-analysis-overview",
  "/v2/authorizations": "/v2/home",
  "/v2/sponsor-templates": "/v2/home",
};

const pathOnly = (route: string) => route.split("?")[0];

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The key of the menu entry whose section `pathname` is in, or undefined:
 * 1. the entry whose list is at `pathname`;
 * 2. the entry of the declaration one of whose pages (`show`, `create`) matches it — for a
 *    declaration without an entry of its own (a nested or hidden list), the section of the page
 *    that shows it (`meta.route`);
 * 3. the entry whose list path is the longest one `pathname` lies under (`/rcm/agreements/X/…`);
 * 4. the section of {@link SECTION_ALIASES}.
 */
export function menuSectionOf(
  pathname: string,
  entries: readonly MenuEntry[],
  declarations: readonly ResourceDeclaration[],
  depth = 0,
): string | undefined {
  if (depth > 4) return undefined;
  const path = pathOnly(pathname);
  const exact = entries.find((entry) => entry.route !== undefined && pathOnly(entry.route) === path);
  if (exact) return exact.key;
  for (const declaration of declarations) {
    const pages = [declaration.show?.route, declaration.create?.route].filter((r) => r !== undefined);
    if (!pages.some((page) => matchPath(page, path))) continue;
    const own = entries.find((entry) => entry.name === declaration.name && entry.route !== undefined);
    if (own) return own.key;
    if (pathOnly(declaration.meta.route) !== path)
      return menuSectionOf(declaration.meta.route, entries, declarations, depth + 1);
  }
  const containing = entries
    .filter((entry) => entry.route !== undefined && under(path, pathOnly(entry.route)))
    .sort((a, b) => (b.route?.length ?? 0) - (a.route?.length ?? 0));
  if (containing[0]) return containing[0].key;
  const alias = Object.keys(SECTION_ALIASES).find((base) => under(path, base));
  return alias ? menuSectionOf(SECTION_ALIASES[alias], entries, declarations, depth + 1) : undefined;
}
