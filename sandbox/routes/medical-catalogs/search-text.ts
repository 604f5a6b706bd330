/**
 * The one normal form of the medical catalogues' word searches (issue 20 §3): lower case, accents
 * removed, punctuation as spaces. The seed stores each row's `search_text` in it and the searches
 * normalise their query the same way, so "Migraña", "migrana" and "MIGRAÑA" find the same rows.
 */

/** Lower case without accents, runs of non-letters/digits as one space, trimmed. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, " ")
    .trim();
}

/**
 * The words of a search (at most 8, each at most 40 characters), normalised; empty when the text
 * has none.
 */
export function searchWords(text: string | undefined): string[] {
  if (text === undefined) return [];
  return normalizeSearchText(text)
    .split(" ")
    .filter((w) => w.length > 0)
    .slice(0, 8)
    .map((w) => w.slice(0, 40));
}

/** Escapes LIKE wildcards (backslash is PostgreSQL's default escape character). */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}
