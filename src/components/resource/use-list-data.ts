import { useMemo } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import { useList, type BaseRecord } from "@refinedev/core";
import type { FilterModel, ResourceDeclaration } from "../../../resources/define-resource";
import type { PathParams } from "../../../providers/data/endpoint";
import { useSession } from "../../base/runtime-context";
import { listQueryInput, offeredFilterKeys, type ListQueryOptions } from "./list-query";
import type { ListState } from "./use-list-state";

/**
 * The page of a list for its state (DESIGN.md §3): the filters the user is offered (role rules of
 * 001 §5/§6, the screen's hidden filters), the applied model restricted to them, and Refine's
 * `useList` over the query input that the prefetch of a landing list builds too (list-query.ts),
 * so both share one cache key. The previous page stays shown while the next one loads.
 * @param hiddenFilters filter keys the screen does not offer.
 * @param pathParams values of the endpoint's path parameters (a nested list).
 */
export function useListData(
  declaration: ResourceDeclaration,
  state: Pick<ListState, "page" | "pageSize" | "sort" | "filters">,
  hiddenFilters: readonly string[] | undefined,
  pathParams: PathParams | undefined,
) {
  const roles = useSession()?.extensions?.rcmUserRoles;
  const hiddenKey = JSON.stringify(hiddenFilters ?? []);
  const pathKey = JSON.stringify(pathParams ?? {});
  const options = useMemo<ListQueryOptions>(
    () => ({
      roles,
      hiddenFilters: JSON.parse(hiddenKey) as string[],
      pathParams: JSON.parse(pathKey) as PathParams,
    }),
    [roles, hiddenKey, pathKey],
  );
  const filterKeys = useMemo(() => offeredFilterKeys(declaration, options), [declaration, options]);
  const activeModel = useMemo<FilterModel>(() => {
    const kept: Record<string, FilterModel[string]> = {};
    for (const key of filterKeys) kept[key] = state.filters[key];
    return kept;
  }, [filterKeys, state.filters]);
  const { page, pageSize, sort, filters } = state;
  const input = useMemo(
    () => listQueryInput(declaration, { page, pageSize, sort, filters }, options),
    [declaration, page, pageSize, sort, filters, options],
  );
  const { query, result } = useList<BaseRecord>({
    ...input,
    queryOptions: { placeholderData: keepPreviousData },
  });
  return { filterKeys, activeModel, input, query, result };
}
