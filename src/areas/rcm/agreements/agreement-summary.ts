import { useOne } from "@refinedev/core";
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
