import type { ReactNode } from "react";
import type { BaseRecord } from "@refinedev/core";
import type { ResourceDeclaration } from "../../../resources/define-resource";
import type { PathParams } from "../../../providers/data/endpoint";
import type { FilterOption } from "./use-lookup-options";
import type { BulkActionHandler, RowActionHandler } from "./use-row-action-runner";

/** Props of {@link ResourceList}. */
export interface ResourceListProps {
  declaration: ResourceDeclaration;
  /** Options replacing a select filter's own, by filter key (e.g. statuses allowed by role). */
  filterOptions?: Readonly<Record<string, FilterOption[]>>;
  /** Filter keys not to offer (beyond the role rules of the declaration). */
  hiddenFilters?: readonly string[];
  /** Cell renderers replacing the generic one, by column. */
  cells?: Readonly<Record<string, (row: BaseRecord) => ReactNode>>;
  /** Work of the declared row actions, by action name; an action without a handler is not shown. */
  rowActionHandlers?: Readonly<Record<string, RowActionHandler>>;
  /** Work of the declared bulk actions, by action name. */
  bulkActionHandlers?: Readonly<Record<string, BulkActionHandler>>;
  /** Heading (default `resources.<name>.title`) and what goes above the list (tabs…). */
  title?: ReactNode;
  header?: ReactNode;
  /**
   * Values of the endpoint's path parameters (issue 7 §1 "Nested lists"), e.g. `{ id }` for
   * `rcm/v1/accounts/{id}/charges`; filled by the data provider's one filler (`fillEndpoint`).
   */
  pathParams?: PathParams;
  /**
   * URL key prefix of a list nested in another screen (`charges` → `charges.page`, `charges.size`,
   * `charges.sort`, `charges.<filter>`), so that two lists on one page never share their state.
   */
  urlPrefix?: string;
  /** Level of the list's heading: 1 for a screen's list (default), 2 or 3 for a nested list. */
  headingLevel?: 1 | 2 | 3;
}
