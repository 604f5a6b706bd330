/** The module ./vite-plugin.ts serves (vite.config.ts, vitest.config.ts). */
declare module "virtual:form-validators" {
  import type { ValidatorFunctions } from "@rjsf/validator-ajv8";

  /** ajv's compiled validate functions of each declared form, by resource name, by schema id. */
  const validators: Readonly<Record<string, ValidatorFunctions>>;
  export default validators;
}
