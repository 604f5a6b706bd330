import type { AccessRequirement } from "../schemas/access";
import type { EntitySchema } from "../schemas/entities/field-kinds";
import type { FormDeclaration } from "../schemas/forms/form-declaration";

/**
 * Resource declarations (DESIGN.md §3): one plain-data file per Refine resource. Routes, menu
 * entries, access checks and the generic list screen are all derived from these declarations; a
 * declaration never imports screens or React, only `schemas/`.
 *
 * i18n keys a declaration relies on (DESIGN.md §9), for a resource named `<name>`:
 * - `resources.<name>.title` — menu entry and page title;
 * - `resources.<name>.fields.<field>` — column headers and CSV headers;
 * - `resources.<name>.filters.<filterKey>` — filter labels;
 * - `resources.<name>.actions.<action>.label` (+ `.confirmTitle`, `.confirmBody` when `confirm`).
 */

/** Backend services, each with its own Refine data provider (DESIGN.md §3 table). */
export type ServiceName = "rcm" | "arc" | "settlements" | "denials" | "document-validation";

/** A calendar range filter value; both ends are `YYYY-MM-DD`, inclusive. */
export interface DateRangeValue {
  from?: string;
  to?: string;
}

/** An amount range filter value, decimals (not cents); both ends positive and min ≤ max. */
export interface AmountRangeValue {
  min?: number;
  max?: number;
}

/** The value of one filter, by filter kind: text and single select → string; multi select → string[]; yes/no → boolean. */
export type FilterValue = string | readonly string[] | boolean | DateRangeValue | AmountRangeValue;

/** Filter values by filter key (the keys of `list.filters`). Absent key = filter not applied. */
export type FilterModel = Readonly<Record<string, FilterValue | undefined>>;

/**
 * Where a lookup filter gets its options: `GET <endpoint>` (under apiBaseUrl) answering an array;
 * `{provider}` is replaced by the session's provider slug. `value`/`label` name the camel-cased
 * properties of each answered item (001 §3 "Provider lookups", docs/api-contract.md "Lookups").
 */
export interface LookupSource {
  endpoint: string;
  value: string;
  label: string;
  /**
   * The value catalogue labelling the options (its i18n prefix, schemas/entities/value-catalogues.ts;
   * issue 19 §3): a known value shows its label in the UI language, another the server's label.
   */
  labels?: string;
}

/**
 * Options of a select filter:
 * - `catalogue`: the filterable values of a status catalogue (schemas/entities/status-catalogues.ts),
 *   labelled `statuses.<category>.<value>`;
 * - `values` + `labelPrefix`: fixed values labelled `<labelPrefix>.<value>`;
 * - `lookup`: values from a lookup endpoint, labelled by the server.
 */
export type OptionSource =
  { catalogue: string } | { values: readonly string[]; labelPrefix: string } | { lookup: LookupSource };

interface FilterCommon {
  /**
   * RCM roles that do not get this filter (001 §5 "Filters", 001 §6). Roles add up like
   * permissions do: the filter is hidden only when every RCM role of the user is listed.
   */
  hideForRcmRoles?: readonly string[];
  /** Listed last in the filters panel (after the other filters of the panel). */
  advanced?: boolean;
  /**
   * Shown in the one-row filter bar itself (issue 7 §3b); the others live in the filters panel,
   * loaded when first opened, and show as removable chips while applied. When no filter of a list
   * is pinned, its first filter is.
   */
  pinned?: boolean;
}

/** Free text, sent as `param` (e.g. `search_value`). Usually `phi`. */
export interface TextFilterDeclaration extends FilterCommon {
  kind: "text";
  param: string;
  /** Longest accepted input, characters. */
  maxLength?: number;
}

/** A choice among options; `multiple` sends an `in` filter (comma-joined on the wire), else `eq`. */
export interface SelectFilterDeclaration extends FilterCommon {
  kind: "select";
  param: string;
  multiple: boolean;
  options: OptionSource;
}

/** A date range, at most today (001 §5); sent as two `YYYY-MM-DD` params. */
export interface DateRangeFilterDeclaration extends FilterCommon {
  kind: "dateRange";
  params: { from: string; to: string };
}

/** An amount range of positive decimals with min ≤ max (001 §5); sent as two params. */
export interface AmountRangeFilterDeclaration extends FilterCommon {
  kind: "amountRange";
  params: { min: string; max: string };
}

/**
 * Yes / no, sent as `true` / `false`. Option labels are `resources.<name>.filters.<key>Options.true|false`
 * when `labelled`, else the shared `filters.yes` / `filters.no`.
 */
export interface BooleanFilterDeclaration extends FilterCommon {
  kind: "boolean";
  param: string;
  labelled?: boolean;
}

/** One filter of a list. `param`/`params` are the camelCase names of wire query parameters. */
export type FilterDeclaration =
  | TextFilterDeclaration
  | SelectFilterDeclaration
  | DateRangeFilterDeclaration
  | AmountRangeFilterDeclaration
  | BooleanFilterDeclaration;

/** A row is eligible for an action only while `field` holds (or does not hold) one of the values. */
export interface RowCondition {
  field: string;
  in?: readonly string[];
  notIn?: readonly string[];
}

/**
 * A row or bulk action. What it requires is `access[name]` of the declaration (asked through
 * `can({ resource, action: name })`); the handler is given by the screen.
 */
export interface ActionDeclaration {
  name: string;
  /**
   * Ask for confirmation first (text `resources.<name>.actions.<action>.confirmTitle|confirmBody`):
   * `true`, the list asks before calling the handler; `"dialog"`, the handler's own dialog asks
   * (it needs input too, e.g. a reason or the count of missing documents) and the list does not.
   */
  confirm?: boolean | "dialog";
  danger?: boolean;
  /** Rows the action applies to; others do not show it. */
  when?: RowCondition;
}

/** Sort order of a list. `field` is a property of the entity, camelCase. */
export interface SortDeclaration {
  field: string;
  order: "asc" | "desc";
}

/**
 * How a column of a list claims the grid's width (issue 19 §2): the columns a user needs first
 * are on screen at 1280 px without sideways scrolling, the rest after them (sideways, or hidden
 * with the column chooser).
 */
export interface ColumnLayout {
  /**
   * 1: among the first a user needs (shown first, left to right, and with the selection and the
   * row actions within {@link PRIMARY_COLUMNS_WIDTH}); 2: next; 3: only when there is room. Columns are shown by
   * priority, in declared order within one priority; status columns stay at the right edge.
   */
  priority: 1 | 2 | 3;
  /** The column's width in CSS pixels (at least 40, at most 480); a longer text ellipsises. */
  minWidth: number;
}

/**
 * The width of the grid at 1280 px, beside the menu (CSS px): what the priority-1 columns, the
 * selection checkbox ({@link SELECTION_COLUMN_WIDTH}, with bulk actions) and the row actions
 * ({@link ROW_ACTIONS_WIDTH}, with row actions) must fit in together.
 */
export const PRIMARY_COLUMNS_WIDTH = 990;

/** The row actions column: two buttons of at most 116 px, their gap and the cell's padding. */
export const ROW_ACTIONS_WIDTH = 264;

/** The selection checkbox column of a list with bulk actions. */
export const SELECTION_COLUMN_WIDTH = 32;

/** The list view of a resource. */
export interface ListDeclaration<Field extends string = string> {
  /** Visible columns, in order; properties of the schema. The view configuration may remove some. */
  columns: readonly Field[];
  /**
   * Priority and width of each column (issue 19 §2; every declaration of `RESOURCES` names all its
   * columns, tests/unit/resources/column-layout.test.ts). A column left out is priority 2, with a
   * width by its display kind.
   */
  columnLayout?: Readonly<Partial<Record<Field, ColumnLayout>>>;
  /** Filters by key, in display order. Keys are also the URL parameter names. */
  filters: Readonly<Record<string, FilterDeclaration>>;
  /**
   * Columns the server can sort by; each must be accepted by the service's wire dialect
   * (providers/data/dialects; tests/unit/resources/dialect-agreement.test.ts). Empty for a service
   * that sorts nothing (settlements, 000 §7).
   */
  sorters: readonly Field[];
  /** The sort when the URL gives none; required when there are sorters, absent when there are none. */
  defaultSort?: SortDeclaration;
  /** Filters applied when the URL says nothing about the list. */
  defaultFilters?: FilterModel;
  /** Filter keys that may hold patient data: never written to (nor read from) the URL. */
  phi: readonly string[];
  /** Page sizes offered; the first is the default. */
  pageSizes: readonly number[];
  rowActions?: readonly ActionDeclaration[];
  bulkActions?: readonly ActionDeclaration[];
  /** Section and view name of the view configuration (001 §1) that may exclude columns. */
  viewConfiguration?: { section: string; viewName: string };
  /** Property that identifies a row (default `id`). */
  rowKey?: Field;
  /** Whether the list offers CSV export of the filtered rows (default true). */
  exportable?: boolean;
}

/** A secondary page of the resource (show / create). */
export interface PageDeclaration {
  /** react-router path, e.g. "/rcm/account/:id". */
  route: string;
  /** A bespoke screen is registered in src/areas/registry.ts under `<name>.<page>`. */
  custom?: boolean;
  /** For show pages: the row property that fills `:id` (default `id`). */
  idField?: string;
}

/** Menu and routing metadata. */
export interface ResourceMeta {
  /** Path of the list screen, e.g. "/rcm/home". */
  route: string;
  /** Icon name from @ant-design/icons (see src/app/resource-routes.tsx for the supported ones). */
  icon?: string;
  /** Menu group (a Refine parent resource name), e.g. "rcm". */
  parent?: string;
  /** Keep out of the menu (still routed). */
  hideInMenu?: boolean;
  /**
   * The list lives inside another resource's screen (a nested list, issue 7 §1), e.g. an
   * account's charges: no route and no menu entry of its own; `route` names the page that shows
   * it. Only a nested list's endpoint may have path parameters besides `{provider}`, filled by
   * the screen (`<ResourceList pathParams>`).
   */
  nested?: boolean;
}

/**
 * A resource declaration. `access` maps an action (`list`, `show`, `create`, or a row/bulk action
 * name) to what it requires; an action without an entry requires what `list` requires.
 */
export interface ResourceDeclaration<Field extends string = string> {
  /** Refine resource name; i18n keys `resources.<name>.*`. */
  name: string;
  service: ServiceName;
  /** Endpoint under apiBaseUrl, `{provider}` filled from the session, e.g. "rcm/v1/accounts". */
  endpoint: string;
  schema: EntitySchema;
  list: ListDeclaration<Field>;
  /** The list screen is bespoke (src/areas/registry.ts `<name>.list`) instead of the generic one. */
  customList?: boolean;
  show?: PageDeclaration;
  create?: PageDeclaration;
  /**
   * The form of the create and edit pages (DESIGN.md §10 "Forms are declared"), rendered by the
   * lazy `ResourceForm` (src/components/resource-form); schema and uiSchema in `schemas/forms/`.
   */
  form?: FormDeclaration;
  access: Readonly<Record<string, AccessRequirement>>;
  meta: ResourceMeta;
}

/**
 * Page sizes offered when a list declares none (000 §9 and 001 §9 leave them open: 15 is the RCM
 * default of 001 §9; docs/decisions.md "Grids").
 */
export const DEFAULT_PAGE_SIZES: readonly number[] = [15, 30, 50, 100];

/** What a declaration may leave out of its list: no filters, no `phi` filters, the default page sizes. */
export type ListInput<Field extends string = string> = Omit<
  ListDeclaration<Field>,
  "filters" | "phi" | "pageSizes"
> &
  Partial<Pick<ListDeclaration<Field>, "filters" | "phi" | "pageSizes">>;

/** A declaration as written in resources/*.ts: its list may rely on the defaults of {@link ListInput}. */
export type ResourceInput<Field extends string = string> = Omit<ResourceDeclaration<Field>, "list"> & {
  list: ListInput<Field>;
};

/**
 * Declares a resource: its list with the defaults of {@link ListInput}. Plain data, not checked
 * here: `resources/declaration-checks.ts` says what a declaration must satisfy, and a test checks
 * every declaration of resources/ (tests/unit/resources/declarations.test.ts), so that a mistake
 * fails the first test rather than a screen, without shipping the checks to every page load
 * (issue 23 §7). `npm run dev` checks them too, at startup (src/app/refine-resources.tsx).
 */
export function defineResource<S extends EntitySchema, const Name extends string = string>(
  input: ResourceInput<Extract<keyof S["properties"], string>> & { schema: S; name: Name },
): ResourceDeclaration & { readonly name: Name } {
  const list: ListDeclaration<Extract<keyof S["properties"], string>> = {
    ...input.list,
    filters: input.list.filters ?? {},
    phi: input.list.phi ?? [],
    pageSizes: input.list.pageSizes ?? DEFAULT_PAGE_SIZES,
  };
  return { ...input, list } as ResourceDeclaration & { readonly name: Name };
}

/**
 * The requirement of an action of a declaration: `access[action]`, else `access.list`, else none.
 */
export function requirementOfDeclaration(
  declaration: ResourceDeclaration,
  action: string,
): AccessRequirement | undefined {
  return declaration.access[action] ?? declaration.access.list;
}
