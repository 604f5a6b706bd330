import { useOne, type DataProvider } from "@refinedev/core";
import { oneQueryKey, prefetchOne } from "../../../components/resource/list-query";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import agreements from "../../../../resources/agreements";

/**
 * The `meta` the agreement configuration's form loads the agreement with
 * (`GET provider-payer-configurations/{agreementCode}`, 001 §7; `PATCH` with the code in a
 * snake_case body), shared so that every page of one agreement reads one cached answer.
 */
export const AGREEMENT_FORM_META = {
  endpoint: agreements.endpoint,
  pathParams: {},
  updateMethod: "patch",
  snakeBody: true,
} as const;

/**
 * The agreement of a code as its configuration form loads it (one cache entry with the form's):
 * its name and payer name the pages scoped to it (issue 19 §9 "pages scoped to an agreement name
 * it in their title"); a 404 is an agreement that does not exist (issue 19 §8). Not asked for an
 * empty code.
 * @returns Refine's `useOne` answer (`result`, `query`).
 */
export function useAgreementSummary(code: string) {
  return useOne<{ agreementName?: string; payerName?: string }>({
    resource: agreements.name,
    dataProviderName: agreements.service,
    id: code,
    meta: AGREEMENT_FORM_META,
    queryOptions: { enabled: code !== "", refetchOnWindowFocus: false },
  });
}

/** An agreement asked at the click serves the screen's readers this long after its answer, in ms. */
export const AGREEMENT_PREFETCH_FRESH_MS = 2_000;

/** The react-query key of an agreement as its configuration reads it (Refine's `useOne` key). */
export function agreementQueryKey(code: string): QueryKey {
  return oneQueryKey(agreements, code, AGREEMENT_FORM_META);
}

/**
 * Starts loading an agreement as its configuration reads it, under that key, when the user opens
 * it (the link's click): the request leaves with the click instead of after the configuration
 * screen's first render (~90 ms later under load; issue 23 §3, docs/performance.md
 * "forms.agreementConfiguration: the agreement asked at the click"). The screen's two readers
 * (heading and form) mount ~100 ms later and take that answer; an invalidated one (a save) is
 * asked again. Nothing when already loading.
 * @param dataProvider - the agreements' service's data provider (`useDataProvider()(service)`).
 */
export function prefetchAgreement(queryClient: QueryClient, dataProvider: DataProvider, code: string): void {
  if (code === "") return;
  void prefetchOne(
    queryClient,
    dataProvider,
    agreements,
    { id: code, meta: AGREEMENT_FORM_META },
    AGREEMENT_PREFETCH_FRESH_MS,
  );
}
