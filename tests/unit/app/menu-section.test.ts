import { describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources";
import { menuSectionOf, type MenuEntry } from "../../../src/app/menu-section";

/** The menu entries of the declarations: every list with a route of its own that the menu shows. */
const ENTRIES: MenuEntry[] = [
  { key: "rcm", name: "rcm" },
  ...RESOURCES.filter((d) => !d.meta.nested && !d.meta.hideInMenu).map((d) => ({
    key: `key:${d.name}`,
    name: d.name,
    route: d.meta.route,
  })),
];

const sectionOf = (path: string) => menuSectionOf(path, ENTRIES, RESOURCES);

describe("the sidebar highlights the section of any nested page (issue 19 §9)", () => {
  it("a list's own page is its entry", () => {
    expect(sectionOf("/rcm/home")).toBe("key:accounts");
    expect(sectionOf("/home")).toBe("key:authorizations");
  });

  it("a detail or creation page is its resource's entry", () => {
    expect(sectionOf("/rcm/account/0b5f-account")).toBe("key:accounts");
    expect(sectionOf("/rcm/glosa-detail/g-1")).toBe("key:glosas");
    expect(sectionOf("/rcm/pre-settlements/p-1")).toBe("key:pre-settlements");
    expect(sectionOf("/authorizations/12")).toBe("key:authorizations");
    expect(sectionOf("/authorization/new")).toBe("key:authorizations");
    expect(sectionOf("/settlements/new")).toBe("key:settlements");
  });

  it("a nested list's pages are the section of the page that shows it", () => {
    // A charge belongs to its account (charges are nested in /rcm/account/:id).
    expect(sectionOf("/rcm/charge/c-1")).toBe("key:accounts");
    // The audit rules of an agreement are shown at /rcm/agreements/audit-rule.
    expect(sectionOf("/rcm/agreements/audit-rule?agreementCode=A-1")).toBe("key:agreements");
  });

  it("an agreement's sub-pages, flows and aliases are their section's", () => {
    expect(sectionOf("/rcm/agreements/configuration")).toBe("key:agreements");
    expect(sectionOf("/rcm/agreements/configuration/packages")).toBe("key:agreements");
    expect(sectionOf("/rcm/agreements/supports-configuration")).toBe("key:agreements");
    expect(sectionOf("/rcm/products-configuration/detail")).toBe("key:products-configuration");
    expect(sectionOf("/rcm/support-administrator/a-1")).toBe("key:accounts");
    expect(sectionOf("/rcm/ai-configuration-rules-editor")).toBe("key:ai-analysed-documents");
    expect(sectionOf("/rcm/pre-settlements-br-credentials")).toBe("key:pre-settlements-br");
    expect(sectionOf("/v2/authorizations/sponsor/AUT-1")).toBe("key:v2-authorizations");
    expect(sectionOf("/v2/authorizations/AUT-1/new/sponsor/form")).toBe("key:v2-authorizations");
  });

  it("a path of no section highlights nothing; a path that merely starts alike is not under an entry", () => {
    expect(sectionOf("/nowhere")).toBeUndefined();
    expect(sectionOf("/rcm/homeless")).toBeUndefined();
  });
});
