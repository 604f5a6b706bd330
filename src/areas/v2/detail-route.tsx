import { lazyWithTexts } from "../../app/lazy-with-texts";

/**
 * The route element of `v2DetailAuthorization` (000 §2): the detail screen with the `v2` text part,
 * both loaded only when the route is visited.
 */
export default lazyWithTexts("v2", () => import("./v2-detail-screen"));
