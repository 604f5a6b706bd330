import { lazyWithTexts } from "../../app/lazy-with-texts";

/** The route element of /v2/sponsor-templates (000 §2): the screen with the `v2` text part, loaded when visited. */
export default lazyWithTexts("v2", () => import("./v2-templates-screen"));
