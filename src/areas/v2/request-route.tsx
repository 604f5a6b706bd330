import { lazyWithTexts } from "../../app/lazy-with-texts";

/**
 * The route element of the authorization request page (issue 10 §3; 000 §4): the request screen
 * with the `v2` text part, loaded only when visited.
 */
export default lazyWithTexts(["v2"], () => import("./authorization-request/authorization-request-screen"));
