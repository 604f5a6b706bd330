import { defineArea } from "../define-area";

/** Settlements (000 §2): the list and the new-settlement screen. */
export default defineArea({
  name: "settlements",
  screens: {
    settlements: {
      list: () => import("./settlements-empty-screen"),
      create: () => import("./new-settlement-empty-screen"),
    },
  },
});
