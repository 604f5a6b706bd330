import { defineArea } from "../define-area";

/** Users without claims (000 §2 v2 forms). */
export default defineArea({
  name: "v2",
  screens: { "v2-authorizations": { list: () => import("./v2-home-empty-screen") } },
  routes: [
    { path: "/v2", redirect: "/v2/home" },
    { path: "/v2/*", redirect: "/v2/home" },
  ],
});
