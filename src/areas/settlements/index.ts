import { defineArea, screenWith } from "../define-area";

const TEXTS = { texts: ["settlements"] } as const;

/**
 * Settlements (000 §2; issue 22): the list, the five-step creation wizard and the detail, each
 * with the `settlements` text part.
 */
export default defineArea({
  name: "settlements",
  screens: {
    settlements: {
      list: screenWith(TEXTS, () => import("./settlements-list-screen")),
      create: screenWith(TEXTS, () => import("./new/new-settlement-screen")),
      show: screenWith(TEXTS, () => import("./settlement-detail-screen")),
    },
  },
});
