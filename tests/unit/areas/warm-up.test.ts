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
import { rolePermissionsQuery } from "../../../src/areas/rcm/queries";
import { viewConfigurationQuery } from "../../../src/components/resource/queries";

const session: TokenResponse = {
  accessToken: "t",
  tokenType: "bearer",
  userId: "u-1",
  isRcmUser: true,
  extensions: { providerSlug: "clinic", countryCode: "DO", rcmUserRoles: ["EDITOR"] },
};

/** A session starting on a page without a list (no data providers needed). */
const ELSEWHERE = { dataProviders: {}, location: { pathname: "/rcm/account/1", search: "" } };

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
});
