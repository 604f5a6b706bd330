/**
 * Every text a declaration relies on exists in every language (DESIGN.md §9, §10 "a test fails
 * when a key a declaration relies on is missing in any language"; issue 6 §4): the title, the
 * header of each column, the label of each filter (and the option labels of a labelled yes/no or
 * of fixed values), and the label and confirmation texts of each action. Texts are read through
 * tests/locales.ts, whatever the split of `locales/<language>/` into parts.
 */
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "../../../providers/i18n";
import { RESOURCES } from "../../../resources";
import { defineResource, type ResourceDeclaration } from "../../../resources/define-resource";
import { textsOf } from "../../locales";

/** The i18n keys a declaration relies on (resources/define-resource.ts header). */
function keysOf(declaration: ResourceDeclaration): string[] {
  const base = `resources.${declaration.name}`;
  const { list } = declaration;
  const keys = [`${base}.title`, ...list.columns.map((column) => `${base}.fields.${column}`)];
  for (const [key, filter] of Object.entries(list.filters)) {
    keys.push(`${base}.filters.${key}`);
    if (filter.kind === "boolean" && filter.labelled)
      keys.push(`${base}.filters.${key}Options.true`, `${base}.filters.${key}Options.false`);
    if (filter.kind === "select" && "values" in filter.options) {
      const { values, labelPrefix } = filter.options;
      keys.push(...values.map((value) => `${labelPrefix}.${value}`));
    }
  }
  for (const action of [...(list.rowActions ?? []), ...(list.bulkActions ?? [])]) {
    keys.push(`${base}.actions.${action.name}.label`);
    // `"dialog"`: the handler's own dialog holds the confirmation texts (its own part).
    if (action.confirm === true)
      keys.push(`${base}.actions.${action.name}.confirmTitle`, `${base}.actions.${action.name}.confirmBody`);
  }
  return keys;
}

/** The keys of `keys` that hold no non-empty text in `texts`. */
function missing(keys: readonly string[], texts: unknown): string[] {
  return keys.filter((key) => {
    const value = key
      .split(".")
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
        texts,
      );
    return typeof value !== "string" || value.trim() === "";
  });
}

describe("texts of the declarations (DESIGN.md §9)", () => {
  it.each(SUPPORTED_LOCALES.map((locale) => [locale]))(
    "%s has every title, field, filter and action text of every declaration",
    (locale) => {
      const texts = textsOf(locale);
      const gaps = RESOURCES.flatMap((declaration) => missing(keysOf(declaration), texts));
      expect(gaps).toEqual([]);
    },
  );

  it("a declaration whose texts are missing is reported, key by key", () => {
    const untranslated = defineResource({
      name: "not-translated",
      service: "rcm",
      endpoint: "rcm/v1/nothing",
      schema: { type: "object", properties: { id: { type: "string" }, done: { type: "boolean" } } },
      list: {
        columns: ["id"],
        filters: { done: { kind: "boolean", param: "done", labelled: true } },
        sorters: [],
        rowActions: [{ name: "archive", confirm: true }],
      },
      access: { list: { area: "rcm" } },
      meta: { route: "/not-translated" },
    });
    const base = "resources.not-translated";
    expect(missing(keysOf(untranslated), textsOf("en"))).toEqual([
      `${base}.title`,
      `${base}.fields.id`,
      `${base}.filters.done`,
      `${base}.filters.doneOptions.true`,
      `${base}.filters.doneOptions.false`,
      `${base}.actions.archive.label`,
      `${base}.actions.archive.confirmTitle`,
      `${base}.actions.archive.confirmBody`,
    ]);
  });
});
