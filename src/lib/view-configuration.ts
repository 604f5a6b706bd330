/**
 * The view configuration (001 §1, 001 §6 "Views can exclude columns by section and view name"):
 * `GET rcm/v1/view-configuration/{provider}`, camel-cased by the HTTP layer.
 *
 * Cached in localStorage under ONE key, {@link VIEW_CONFIGURATION_KEY} (`pp.viewConfiguration`),
 * holding `{ providerSlug, data }`: the provider it belongs to and the answer as received. It holds
 * layout settings only (sections, view names, excluded column names, hidden flags), never patient
 * data. A cache of another provider is ignored; the cache is refreshed from the server on every
 * visit (stale-while-revalidate).
 */

/** The localStorage key of the cached view configuration (001 §1 "cached locally under a fixed key"). */
export const VIEW_CONFIGURATION_KEY = "pp.viewConfiguration";

/** One section of the view configuration. */
export interface ViewSection {
  section: string;
  viewName: string;
  /** Columns (entity property names, camelCase) not to show. */
  excludedColumns?: string[];
  /** The whole view is hidden (navigation-bar views, 001 §2). */
  hidden?: boolean;
}

/** The answer of the view-configuration call. */
export interface ViewConfiguration {
  sections: ViewSection[];
}

/** What is stored under {@link VIEW_CONFIGURATION_KEY}. */
export interface CachedViewConfiguration {
  providerSlug: string;
  data: ViewConfiguration;
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/** True when `value` has the shape of a view configuration. */
export function isViewConfiguration(value: unknown): value is ViewConfiguration {
  if (typeof value !== "object" || value === null) return false;
  const sections = (value as { sections?: unknown }).sections;
  return (
    Array.isArray(sections) &&
    sections.every(
      (s: unknown) =>
        typeof s === "object" &&
        s !== null &&
        typeof (s as ViewSection).section === "string" &&
        typeof (s as ViewSection).viewName === "string",
    )
  );
}

/** The cached configuration of `providerSlug`, or undefined (none, other provider, unreadable). */
export function readCachedViewConfiguration(
  storage: KeyValueStorage | null,
  providerSlug: string,
): ViewConfiguration | undefined {
  try {
    const raw = storage?.getItem(VIEW_CONFIGURATION_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<CachedViewConfiguration>;
    return parsed.providerSlug === providerSlug && isViewConfiguration(parsed.data) ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the configuration of `providerSlug` (replacing any other provider's). Storage errors are ignored. */
export function writeCachedViewConfiguration(
  storage: KeyValueStorage | null,
  providerSlug: string,
  data: ViewConfiguration,
): void {
  try {
    const sections = data.sections.map(({ section, viewName, excludedColumns, hidden }) => ({
      section,
      viewName,
      excludedColumns,
      hidden,
    }));
    storage?.setItem(
      VIEW_CONFIGURATION_KEY,
      JSON.stringify({ providerSlug, data: { sections } } satisfies CachedViewConfiguration),
    );
  } catch {
    // Full or disabled storage: the configuration is simply fetched again next time.
  }
}

/** Columns excluded for a section and view name (union of matching entries). */
export function excludedColumns(
  configuration: ViewConfiguration | undefined,
  section: string,
  viewName: string,
): Set<string> {
  const excluded = new Set<string>();
  for (const entry of configuration?.sections ?? []) {
    if (entry.section === section && entry.viewName === viewName)
      for (const column of entry.excludedColumns ?? []) excluded.add(column);
  }
  return excluded;
}

/** The declared columns minus those the view configuration excludes, in declared order. */
export function visibleColumns(
  columns: readonly string[],
  configuration: ViewConfiguration | undefined,
  view: { section: string; viewName: string } | undefined,
): string[] {
  if (!view) return [...columns];
  const excluded = excludedColumns(configuration, view.section, view.viewName);
  return columns.filter((column) => !excluded.has(column));
}
