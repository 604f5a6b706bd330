/**
 * Area warm-ups (issue 6 §1, sign-in to first rows ≤ 1 s; 001 §1, §6): the first calls of the
 * areas a user reaches start as the session starts, into the keys the layout and grid read.
 */
import { describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { HttpClient } from "../../../providers/http";
import type { TokenResponse } from "../../../providers/session-types";
import { defineArea } from "../../../src/areas/define-area";
import { preloadLandingScreens, warmUpAreas } from "../../../src/areas/registry";
import warmUpRcm from "../../../src/areas/rcm/warm-up";
import {
  accountQuery,
  accountRestrictedEventsQuery,
  accountSupportFileRestrictionsQuery,
  rolePermissionsQuery,
} from "../../../src/areas/rcm/queries";
import { refetchUnlessAskedAhead } from "../../../src/lib/query-client";
import { viewConfigurationQuery } from "../../../src/components/resource/queries";

const session: TokenResponse = {
  accessToken: "t",
  tokenType: "bearer",
  userId: "u-1",
  isRcmUser: true,
  extensions: { providerSlug: "clinic", countryCode: "DO", rcmUserRoles: ["EDITOR"] },
};

/** A session starting on a page whose data the warm-up does not ask for (no data providers needed). */
const ELSEWHERE = { dataProviders: {}, location: { pathname: "/rcm/agreements/configuration", search: "" } };

function fakeHttp(answers: Record<string, unknown>): HttpClient & { asked: string[] } {
  const asked: string[] = [];
  const get = vi.fn(async (url: string) => {
    asked.push(url);
    return { data: answers[url] };
  });
  return Object.assign({ get } as unknown as HttpClient, { asked });
}

describe("warmUpAreas", () => {
  it("runs the warm-up of the reachable areas only", async () => {
    const ran: string[] = [];
    const area = (name: "rcm" | "authorizations") =>
      defineArea({
        name,
        screens: {},
        warmUp: async () => ({ default: () => void ran.push(name) }),
      });
    const context = { queryClient: new QueryClient(), http: fakeHttp({}), session, ...ELSEWHERE };
    warmUpAreas(context, ["rcm"], [area("rcm"), area("authorizations")]);
    await vi.waitFor(() => expect(ran).toEqual(["rcm"]));
  });

  it("runs a warm-up loaded while the user typed at once, without waiting for its import", async () => {
    const ran: string[] = [];
    const area = defineArea({
      name: "rcm",
      screens: {},
      landing: [],
      warmUp: async () => ({ default: () => void ran.push("rcm") }),
    });
    preloadLandingScreens([{ ...area, landing: [async () => ({ default: () => null })] }]);
    // preloadLandingScreens keeps the loaded warm-up of this loader.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const context = { queryClient: new QueryClient(), http: fakeHttp({}), session, ...ELSEWHERE };
    warmUpAreas(context, ["rcm"], [area]);
    expect(ran).toEqual(["rcm"]);
  });

  it("swallows a warm-up that fails to load (the screen asks again)", async () => {
    const failing = defineArea({
      name: "rcm",
      screens: {},
      warmUp: () => Promise.reject(new Error("chunk")),
    });
    const context = { queryClient: new QueryClient(), http: fakeHttp({}), session, ...ELSEWHERE };
    expect(() => warmUpAreas(context, ["rcm"], [failing])).not.toThrow();
  });
});

describe("the revenue cycle's warm-up", () => {
  it("caches the role permissions and the view configuration under the keys the layout and grid read", async () => {
    const permissions = { statuses: [], accountEventRestrictions: [] };
    const viewConfiguration = { sections: [] };
    const http = fakeHttp({
      "/rcm/v1/role-permissions/providers/clinic/statuses": permissions,
      "/rcm/v1/view-configuration/clinic": viewConfiguration,
    });
    const queryClient = new QueryClient();
    warmUpRcm({ queryClient, http, session, ...ELSEWHERE });
    const provider = "clinic";
    await vi.waitFor(() => {
      expect(
        queryClient.getQueryData(rolePermissionsQuery({ http, provider, userId: "u-1" }).queryKey),
      ).toEqual(permissions);
      expect(queryClient.getQueryData(viewConfigurationQuery({ http, provider }).queryKey)).toEqual(
        viewConfiguration,
      );
    });
    expect(http.asked).toHaveLength(2);
  });

  it("asks nothing without a provider", () => {
    const http = fakeHttp({});
    warmUpRcm({
      queryClient: new QueryClient(),
      http,
      session: { ...session, extensions: { providerSlug: "", countryCode: "DO" } },
      ...ELSEWHERE,
    });
    expect(http.asked).toEqual([]);
  });

  it("on an account's page, asks for the account, its restrictions and first charges at once, and the screen does not ask again (issue 23 §2)", async () => {
    const id = "c6faf828-c4df-416f-96fd-5da9a81125f2";
    const http = fakeHttp({
      "/rcm/v1/role-permissions/providers/clinic/statuses": { statuses: [] },
      "/rcm/v1/view-configuration/clinic": { sections: [] },
      [`/rcm/v1/accounts/${id}`]: { id },
      [`/rcm/v1/role-permissions/providers/clinic/accounts/${id}/restricted-events`]: [],
      [`/rcm/v1/role-permissions/providers/clinic/accounts/${id}/support-file-restrictions`]: [],
    });
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const queryClient = new QueryClient();
    warmUpRcm({
      queryClient,
      http,
      session,
      dataProviders: { rcm: { getList } as never },
      location: { pathname: `/rcm/account/${id}`, search: "" },
    });
    const context = { http, provider: "clinic", userId: "u-1" };
    const keys = [
      accountQuery(context, id).queryKey,
      accountRestrictedEventsQuery(context, id).queryKey,
      accountSupportFileRestrictionsQuery(context, id).queryKey,
    ];
    await vi.waitFor(() => {
      for (const key of keys) expect(queryClient.getQueryState(key)?.status).toBe("success");
    });
    expect(getList).toHaveBeenCalledWith(
      expect.objectContaining({ resource: "charges", meta: expect.objectContaining({ pathParams: { id } }) }),
    );
    for (const key of keys) {
      const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
      expect(query && refetchUnlessAskedAhead(query)).toBe(false);
    }
    // Another account (not prefetched) is asked for on mount as usual.
    queryClient.setQueryData(accountQuery(context, "other").queryKey, { id: "other" } as never);
    const other = queryClient.getQueryCache().find({ queryKey: accountQuery(context, "other").queryKey });
    expect(other && refetchUnlessAskedAhead(other)).toBe(true);
  });
});
