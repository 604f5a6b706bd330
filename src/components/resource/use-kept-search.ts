import { useCallback, useState } from "react";
import { useRuntime } from "../../base/runtime-context";
import { bindPhiMemory, phiMemoryKey, rememberedPhi, rememberPhi } from "./phi-memory";

/**
 * The search text of a bespoke list (one that is not a declared resource's grid: an account's
 * support documents, an agreement's products), kept for the signed-in tab's life in the same
 * memory as the declared lists' PHI filters (issue 19 §1; `phi-memory.ts`): leaving the list and
 * coming back finds the search as it was; never in the URL, history state, storage or logs; a
 * reload or the end of the session clears it.
 * @param list the list's name (e.g. `"support-documents"`), unique in the portal.
 * @param scope what the list belongs to (e.g. `{ accountId }`), so one account's search is not another's.
 * @returns the kept search text ("" when none) and its setter.
 */
export function useKeptSearch(list: string, scope: object): [string, (search: string) => void] {
  bindPhiMemory(useRuntime().sessionStore);
  const key = phiMemoryKey(list, undefined, scope);
  const [search, setSearchState] = useState(() => {
    const kept = rememberedPhi(key)?.search;
    return typeof kept === "string" ? kept : "";
  });
  const setSearch = useCallback(
    (next: string) => {
      setSearchState(next);
      rememberPhi(key, next ? { search: next } : {});
    },
    [key],
  );
  return [search, setSearch];
}
