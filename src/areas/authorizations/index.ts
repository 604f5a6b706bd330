import { defineArea, screenWithTexts, type ScreenLoader } from "../define-area";
import { AUTHORIZATION_ROUTES } from "../../../schemas/claims-desk/authorization-kinds";

const home: ScreenLoader = () => import("./authorization-home-screen");

/** The texts of the new authorization: the frame and search, the doctor, identity, billing parts. */
const NEW_AUTHORIZATION_TEXTS = [
  "new-authorization",
  "new-authorization-doctor",
  "new-authorization-identity",
  "new-authorization-billing",
] as const;

const newAuthorization = () => import("./new/new-authorization-screen");

/** The authorization detail's texts, and the v2 part's file refusals the one file check names (issue 21 §1). */
const DETAIL_TEXTS = ["authorization-detail", "v2"] as const;

/**
 * The claims desk's authorizations (000 §2): the authorization home is a landing screen; the
 * detail at `/authorizations/{id}` (issue 21 §1) is the resource's `show`; a new
 * authorization is one flow at `/authorization/new` (the type) and the five typed routes (issue 20
 * §1), asked of the access-control provider as the resource's `create` (ADMINISTRATOR and
 * AUTHORIZER, behind the `addNewAuthorization` flag, 000 §6); any other `/authorization` path goes
 * to Home.
 */
export default defineArea({
  name: "authorizations",
  screens: {
    authorizations: {
      list: home,
      show: screenWithTexts(DETAIL_TEXTS, () => import("./authorization-detail-screen")),
      create: screenWithTexts(NEW_AUTHORIZATION_TEXTS, newAuthorization),
    },
  },
  routes: [
    ...AUTHORIZATION_ROUTES.map((route) => ({
      path: `/authorization/${route}`,
      screen: newAuthorization,
      texts: NEW_AUTHORIZATION_TEXTS,
      access: {
        resource: "authorizations",
        action: "create",
        refusedKey: "newAuthorization.notAllowed",
        titleKey: "newAuthorization.title",
      },
    })),
    { path: "/authorization", redirect: "/home" },
    { path: "/authorization/*", redirect: "/home" },
  ],
  landing: [home],
  warmUp: () => import("./warm-up"),
});
