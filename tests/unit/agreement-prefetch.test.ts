/**
 * The agreement is asked at the link's click (issue 23 §3; docs/performance.md
 * "forms.agreementConfiguration: the agreement asked at the click"), under the key Refine's `useOne`
 * reads it with, and the screen's readers mounting right after take that answer without asking
 * again (their staleTime is 0), while an invalidated answer (after a save) is asked again.
 */
import { keys, type DataProvider } from "@refinedev/core";
import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "../../src/lib/query-client";
import { describe, expect, it, vi } from "vitest";
import agreements from "../../resources/agreements";
import {
  AGREEMENT_FORM_META,
  agreementQueryKey,
  prefetchAgreement,
} from "../../src/areas/rcm/agreements/agreement-summary";

function fakeProvider() {
  const getOne = vi.fn(async ({ id }: { id: unknown }) => ({ data: { agreementCode: String(id) } }));
  return { provider: { getOne } as unknown as DataProvider, getOne };
}

/** An observer as `useOne` makes one: the key, staleTime 0, the session client's defaults. */
async function mountReader(client: QueryClient, provider: DataProvider, code: string) {
  const observer = new QueryObserver(client, {
    queryKey: agreementQueryKey(code),
    queryFn: () => provider.getOne({ resource: "agreements", id: code, meta: AGREEMENT_FORM_META }),
    enabled: true,
  });
  const stop = observer.subscribe(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return stop;
}

describe("the agreement asked at the click", () => {
  it("is kept under the key Refine's useOne reads with the configuration form's meta", () => {
    expect(agreementQueryKey("A-1")).toEqual(
      keys()
        .data(agreements.service)
        .resource(agreements.name)
        .action("one")
        .id("A-1")
        .params({ ...AGREEMENT_FORM_META })
        .get(),
    );
  });

  it("is asked once: the screen's readers mounting after the answer do not ask again", async () => {
    const client = createQueryClient();
    const { provider, getOne } = fakeProvider();
    prefetchAgreement(client, provider, "A-1");
    await vi.waitFor(() => expect(client.getQueryData(agreementQueryKey("A-1"))).toBeDefined());
    const stops = [await mountReader(client, provider, "A-1"), await mountReader(client, provider, "A-1")];
    expect(getOne).toHaveBeenCalledTimes(1);
    expect(getOne.mock.calls[0][0]).toMatchObject({ resource: "agreements", id: "A-1" });
    stops.forEach((stop) => stop());
  });

  it("is asked again once invalidated (a save)", async () => {
    const client = createQueryClient();
    const { provider, getOne } = fakeProvider();
    prefetchAgreement(client, provider, "A-2");
    await vi.waitFor(() => expect(client.getQueryData(agreementQueryKey("A-2"))).toBeDefined());
    await client.invalidateQueries({ queryKey: agreementQueryKey("A-2"), refetchType: "none" });
    const stop = await mountReader(client, provider, "A-2");
    await vi.waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
    stop();
  });
});
