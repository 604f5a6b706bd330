import type { PathParams } from "../../../providers/data/endpoint";

/** What `ResourceForm` hands its widgets through RJSF's `formContext`. */
export interface FormContext {
  /** Placeholder values of lookup and upload endpoints (besides `{provider}`, from the session). */
  pathParams?: PathParams;
}
