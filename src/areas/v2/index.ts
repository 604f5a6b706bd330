import { defineArea, screenWithTexts } from "../define-area";

/** Home V2 with the `v2` text part, loaded with its code (issue 10 §3). */
const home = screenWithTexts(["v2"], () => import("./v2-home-screen"));

/**
 * Users without claims (000 §2 "/v2 … version 2 area for users without claims", 001 §2 "v2
 * layout"): Home V2 (the v2-authorizations list), sponsor templates, the authorization detail `v2DetailAuthorization`
 * and the sponsor's new form; unknown /v2 paths go to home. Not a landing screen preloaded on the
 * sign-in page: every user signing in would download it, and users without claims are few.
 */
export default defineArea({
  name: "v2",
  screens: { "v2-authorizations": { list: home } },
  routes: [
    { path: "/v2", redirect: "/v2/home" },
    {
      path: "/v2/authorizations/:sponsorSlug/:authorizationCode",
      screen: () => import("./v2-detail-screen"),
      texts: ["v2"],
    },
    // An authorization request for the same beneficiary and sponsor (000 §4; docs/decisions.md).
    {
      path: "/v2/authorizations/:sponsorSlug/:authorizationCode/request",
      screen: () => import("./authorization-request/authorization-request-screen"),
      texts: ["v2"],
    },
    {
      path: "/v2/authorizations/:authorizationCode/new/:sponsorSlug/:authorizationFormSlug",
      // The form framework's messages and widgets are in `forms`; RJSF and ajv load only here.
      screen: () => import("./form/v2-form-screen"),
      texts: ["v2", "forms"],
    },
    { path: "/v2/sponsor-templates", screen: () => import("./v2-templates-screen"), texts: ["v2"] },
    { path: "/v2/*", redirect: "/v2/home" },
  ],
});
