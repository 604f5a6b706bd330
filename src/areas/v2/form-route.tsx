import { lazyWithTexts } from "../../app/lazy-with-texts";

/**
 * The route element of the new-form page (000 §2): the form screen with the `v2` and `forms` text
 * parts (the form framework's messages and widgets), RJSF and ajv, loaded only when visited.
 */
export default lazyWithTexts(["v2", "forms"], () => import("./form/v2-form-screen"));
