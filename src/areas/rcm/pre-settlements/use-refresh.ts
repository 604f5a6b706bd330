import { useQueryClient } from "@tanstack/react-query";
import { useInvalidate } from "@refinedev/core";
import { preSettlementKey } from "./pre-settlement-queries";

/** Refreshes the detail and the list after a change. */
export function useRefresh(group: string): () => void {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return () => {
    void queryClient.invalidateQueries({ queryKey: preSettlementKey(group) });
    void invalidate({ resource: "pre-settlements", dataProviderName: "rcm", invalidates: ["list"] });
  };
}
