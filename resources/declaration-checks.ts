import { formProblems } from "../schemas/forms/form-declaration";
import {
  PRIMARY_COLUMNS_WIDTH,
  ROW_ACTIONS_WIDTH,
  SELECTION_COLUMN_WIDTH,
  type ListDeclaration,
  type ResourceDeclaration,
} from "./define-resource";

/**
 * What a resource declaration must satisfy (DESIGN.md §3), checked by a test over every
 * declaration of resources/ and by `npm run dev` at startup, not by every page load (issue 23 §7;
 * resources/define-resource.ts).
 */

const RESERVED_PARAMS = new Set(["page", "size", "sort"]);

/** Thrown by {@link checkDeclaration} when a declaration contradicts its schema or itself. */
export class ResourceDeclarationError extends Error {
  constructor(resource: string, problem: string) {
    super(`Resource "${resource}": ${problem}`);
    this.name = "ResourceDeclarationError";
  }
}

/**
 * What is wrong with a declaration, as sentences (empty when nothing): columns, sorters and the
 * row key must be schema properties; the default sort a sorter (and present exactly when there
 * are sorters); `phi` and default filters keys of `filters`; filter keys must not be the reserved
 * URL parameters `page`, `size`, `sort`; the route must start with "/"; page sizes must be
 * positive; the form sound (`formProblems`); an endpoint placeholder other than `{provider}` only
 * in a nested list (`meta.nested`); the column layout sound ({@link columnLayoutProblems}); an
 * action's condition on a schema property.
 */
export function declarationProblems(declaration: ResourceDeclaration): string[] {
  const { schema, meta, list } = declaration;
  const problems: string[] = [];
  const properties = new Set(Object.keys(schema.properties));
  for (const column of list.columns)
    if (!properties.has(column)) problems.push(`column "${column}" is not in the schema`);
  for (const sorter of list.sorters)
    if (!properties.has(sorter)) problems.push(`sorter "${sorter}" is not in the schema`);
  if (list.rowKey && !properties.has(list.rowKey))
    problems.push(`rowKey "${list.rowKey}" is not in the schema`);
  if (list.defaultSort === undefined) {
    if (list.sorters.length > 0) problems.push("a list with sorters needs a default sort");
  } else if (!list.sorters.includes(list.defaultSort.field as never))
    problems.push(`default sort "${list.defaultSort.field}" is not a sorter`);
  const filterKeys = new Set(Object.keys(list.filters));
  for (const key of filterKeys)
    if (RESERVED_PARAMS.has(key)) problems.push(`filter key "${key}" is reserved`);
  for (const key of list.phi) if (!filterKeys.has(key)) problems.push(`phi "${key}" is not a filter`);
  for (const key of Object.keys(list.defaultFilters ?? {}))
    if (!filterKeys.has(key)) problems.push(`default filter "${key}" is not a filter`);
  if (list.pageSizes.length === 0 || list.pageSizes.some((size) => !Number.isInteger(size) || size <= 0))
    problems.push("pageSizes must be positive integers");
  if (!meta.route.startsWith("/")) problems.push(`route "${meta.route}" must start with "/"`);
  for (const problem of declaration.form ? formProblems(declaration.form) : [])
    problems.push(`form: ${problem}`);
  const placeholders = [...declaration.endpoint.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]);
  for (const placeholder of placeholders)
    if (placeholder !== "provider" && !meta.nested)
      problems.push(`endpoint placeholder {${placeholder}} needs a nested list (meta.nested)`);
  problems.push(...columnLayoutProblems(list));
  for (const action of [...(list.rowActions ?? []), ...(list.bulkActions ?? [])])
    if (action.when && !properties.has(action.when.field))
      problems.push(`action "${action.name}" depends on unknown field "${action.when.field}"`);
  return problems;
}

/**
 * The declaration itself when sound.
 * @throws ResourceDeclarationError naming its first problem ({@link declarationProblems}).
 */
export function checkDeclaration<D extends ResourceDeclaration>(declaration: D): D {
  const [problem] = declarationProblems(declaration);
  if (problem !== undefined) throw new ResourceDeclarationError(declaration.name, problem);
  return declaration;
}

/** What is wrong with a list's column layout (issue 19 §2), as sentences; empty when nothing. */
export function columnLayoutProblems(
  list: Pick<ListDeclaration, "columns" | "columnLayout" | "rowActions" | "bulkActions">,
): string[] {
  const problems: string[] = [];
  let primary =
    (list.rowActions?.length ? ROW_ACTIONS_WIDTH : 0) +
    (list.bulkActions?.length ? SELECTION_COLUMN_WIDTH : 0);
  for (const [column, layout] of Object.entries(list.columnLayout ?? {})) {
    if (!layout) continue;
    if (!list.columns.includes(column)) problems.push(`column layout of "${column}", which is not a column`);
    if (![1, 2, 3].includes(layout.priority))
      problems.push(`column "${column}": priority ${String(layout.priority)} is not 1, 2 or 3`);
    if (!Number.isInteger(layout.minWidth) || layout.minWidth < 40 || layout.minWidth > 480)
      problems.push(
        `column "${column}": minWidth ${String(layout.minWidth)} is not an integer from 40 to 480`,
      );
    if (layout.priority === 1) primary += layout.minWidth;
  }
  if (primary > PRIMARY_COLUMNS_WIDTH)
    problems.push(
      `the priority-1 columns with the selection and the actions take ${primary} px, more than ${PRIMARY_COLUMNS_WIDTH}`,
    );
  return problems;
}
