import { hashForSchema, ID_KEY, type RJSFSchema, type ValidatorType } from "@rjsf/utils";
import { createPrecompiledValidator } from "@rjsf/validator-ajv8";
import compiled from "virtual:form-validators";

/**
 * The validators compiled when the portal is built, one per form a declaration carries
 * (`virtual:form-validators`, served by ./vite-plugin.ts from `RESOURCES`): the portal's Content
 * Security Policy (`script-src 'self'`, docs/decisions.md "Security headers") forbids the
 * `new Function` ajv compiles with, so in the browser a declared form validates through its
 * compiled functions. Found by the schema's id (its `$id`, else RJSF's `hashForSchema`: the key
 * ajv's code is exported under), so the schema object a declaration carries finds its own.
 */
const BY_ID = new Map(
  Object.values(compiled).flatMap((functions) => Object.keys(functions).map((id) => [id, functions])),
);

const made = new WeakMap<object, ValidatorType>();

/**
 * The compiled validator of a form schema, or undefined when the schema has none (a schema no
 * declaration carries, e.g. one built at run time: it needs run-time compilation).
 */
export function precompiledValidatorOf(schema: object): ValidatorType | undefined {
  let validator = made.get(schema);
  if (validator) return validator;
  const id = (schema as RJSFSchema)[ID_KEY] ?? hashForSchema(schema as RJSFSchema);
  const functions = BY_ID.get(id);
  if (!functions) return undefined;
  made.set(schema, (validator = createPrecompiledValidator(functions, schema as RJSFSchema)));
  return validator;
}
