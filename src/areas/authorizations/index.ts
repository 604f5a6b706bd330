import { defineArea, type ScreenLoader } from "../define-area";

const home: ScreenLoader = () => import("./authorization-home-screen");

/** The claims desk's authorizations (000 §2): the authorization home is a landing screen. */
export default defineArea({
  name: "authorizations",
  screens: {
    authorizations: {
      list: home,
      show: () => import("./authorization-detail-screen"),
      create: () => import("./new-authorization-empty-screen"),
    },
  },
  landing: [home],
});
