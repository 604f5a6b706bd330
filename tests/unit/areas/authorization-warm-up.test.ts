/**
 * The claims desk's warm-up (issue 21 `authorizationDetail.firstPaintMs`): a session starting on
 * an authorization's detail asks for the detail at once, under the key the screen reads; anywhere
 * else it asks nothing.
 */
import { describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { HttpClient } from "../../../providers/http";
import type { TokenResponse } from "../../../providers/session-types";
import warmUpAuthorizations from "../../../src/areas/authorizations/warm-up";
import { authorizationDetailQuery } from "../../../src/areas/authorizations/detail/authorization-detail-queries";

const session: TokenResponse = {
  accessToken: "t",
  tokenType: "bearer",
  userId: "u-1",
  extensions: { providerSlug: "clinica-central-do", countryCode: "DO" },
};

function fakeHttp(): HttpClient & { asked: string[] } {
  const asked: string[] = [];
  const get = vi.fn(async (url: string) => {
    asked.push(url);
    return { data: { id: 100002 } };
  });
  return Object.assign({ get } as unknown as HttpClient, { asked });
}

describe("warmUpAuthorizations", () => {
  it("on /authorizations/{id} asks for the detail into the screen's key", async () => {
    const http = fakeHttp();
    const queryClient = new QueryClient();
    const location = { pathname: "/authorizations/100002", search: "" };
    warmUpAuthorizations({ queryClient, http, session, dataProviders: {}, location });
    await vi.waitFor(() =>
      expect(http.asked).toEqual(["/arc/v1/providers/clinica-central-do/authorizations/100002"]),
    );
    const key = authorizationDetailQuery(http, "clinica-central-do", "100002").queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual({ id: 100002 }));
  });

  it("asks nothing elsewhere, nor for an id no authorization can have", () => {
    const http = fakeHttp();
    for (const pathname of ["/home", "/authorizations/abc", "/authorization/new"])
      warmUpAuthorizations({
        queryClient: new QueryClient(),
        http,
        session,
        dataProviders: {},
        location: { pathname, search: "" },
      });
    expect(http.asked).toEqual([]);
  });
});
