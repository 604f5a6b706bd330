import fs from "node:fs";
import path from "node:path";
import enAuth from "../locales/en/auth.json" with { type: "json" };
import enPortal from "../locales/en/portal.json" with { type: "json" };

/**
 * The texts of each language as tests see them: every part of `locales/<locale>/` deep-merged,
 * as the portal's i18next instance holds them once every part is loaded (providers/i18n.ts).
 * Typed from the English files, whose key sets every language shares (tests/unit/i18n).
 */
export type Texts = typeof enAuth & typeof enPortal;

const dir = path.resolve(import.meta.dirname, "../locales");

type Tree = Record<string, unknown>;

/** Deep merge of plain objects (later wins), for texts split across part files. */
export function mergeTexts(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    target[key] =
      value && typeof value === "object" && !Array.isArray(value)
        ? mergeTexts((target[key] as Tree | undefined) ?? {}, value as Tree)
        : value;
  }
  return target;
}

/** The part files of one language (`auth`, `portal`, …), by part name. */
export function textParts(locale: string): Record<string, Tree> {
  const folder = path.join(dir, locale);
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((file) => file.endsWith(".json"))
      .sort()
      .map((file) => [
        file.replace(/\.json$/, ""),
        JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")),
      ]),
  );
}

/** Every text of one language, all parts merged. */
export function textsOf(locale: string): Texts {
  return Object.values(textParts(locale)).reduce((all, part) => mergeTexts(all, part), {} as Tree) as Texts;
}
