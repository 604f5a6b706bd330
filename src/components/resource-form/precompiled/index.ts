import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import { createPrecompiledValidator } from "@rjsf/validator-ajv8";
import { agreementConfigurationFormSchema } from "../../../../schemas/forms/agreement-configuration";
import { auditRuleFormSchema } from "../../../../schemas/forms/audit-rule";
import agreementConfiguration from "./agreement-configuration.js";
import auditRule from "./audit-rule.js";

/**
 * Validators compiled ahead of time for the static form schemas (tests/forms/precompile-validators.ts):
 * the portal's Content Security Policy (`script-src 'self'`, docs/decisions.md "Security headers")
 * forbids the `new Function` ajv compiles with, so in the browser a static form validates through
 * its precompiled functions. By schema object, as `schemas/forms/` exports it.
 */
const PRECOMPILED = new Map<object, () => ValidatorType>([
  [
    agreementConfigurationFormSchema,
    () =>
      createPrecompiledValidator(
        agreementConfiguration,
        agreementConfigurationFormSchema as unknown as RJSFSchema,
      ),
  ],
  [
    auditRuleFormSchema,
    () => createPrecompiledValidator(auditRule, auditRuleFormSchema as unknown as RJSFSchema),
  ],
]);

const made = new WeakMap<object, ValidatorType>();

/**
 * The precompiled validator of a form schema, or undefined when the schema has none (a schema
 * built at run time, e.g. a sponsor form: it needs run-time compilation).
 */
export function precompiledValidatorOf(schema: object): ValidatorType | undefined {
  const make = PRECOMPILED.get(schema);
  if (!make) return undefined;
  let validator = made.get(schema);
  if (!validator) made.set(schema, (validator = make()));
  return validator;
}
