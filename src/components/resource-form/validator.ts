import { customizeValidator } from "@rjsf/validator-ajv8";
import { FORM_FORMATS } from "../../../schemas/forms/formats";
import { AJV_OPTIONS } from "../../../schemas/forms/validation-options";

/**
 * The one ajv 8 validator of declared forms (issue 8 §1): RJSF's defaults (all errors, draft 7,
 * ajv-formats) plus the portal's custom formats of schemas/forms/formats.ts and the house's ajv
 * options (schemas/forms/validation-options.ts: amounts of 2 decimals judged exactly). Its messages are
 * replaced by translated ones (`translateErrors`), never shown as ajv writes them.
 */
export const formValidator = customizeValidator({
  customFormats: { ...FORM_FORMATS },
  ajvOptionsOverrides: { ...AJV_OPTIONS },
});
