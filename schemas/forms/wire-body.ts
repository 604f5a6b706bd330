/**
 * The snake_case wire body of a declared form, derived from the form's camelCase JSON Schema
 * (DESIGN.md §12 "a rule": written once; issue 18 §4 "snake-case request shapes are derived from
 * the camel-case form schema"). The portal's HTTP layer snake-cases the form's values
 * (providers/http/case.ts); the reference API validates them against the schema derived here.
 *
 * The derivation: every property name is snake-cased by the HTTP layer's own rule (snakecase-keys),
 * `required` with it; what only the form says goes: `readOnly` and `default` (how the form shows and
 * fills a field) and `if`/`then`/`else` (how the form shows a cross-field rule on the fields
 * themselves; the wire states such a rule as a problem with its own message, e.g.
 * `agreementConfigurationProblems`); an optional text or number may be sent as `null` (cleared, as the body
 * of a whole configuration clears what is left empty). Everything else (lengths, patterns,
 * formats, enums, items) is the form's.
 */
import snakecaseKeys from "snakecase-keys";

/** A JSON Schema node, as plain data. */
type SchemaNode = { readonly [keyword: string]: unknown };

/** Keywords only the form needs. */
const FORM_ONLY = new Set(["readOnly", "default", "if", "then", "else"]);

/** The snake_case form of one property name, by the rule the HTTP layer sends bodies with. */
export function wireKey(key: string): string {
  return Object.keys(snakecaseKeys({ [key]: null }))[0] ?? key;
}

function isNode(value: unknown): value is SchemaNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An optional text or number of the form, sent as null when cleared. */
function nullable(node: SchemaNode): SchemaNode {
  if (node.type !== "string" && node.type !== "number" && node.type !== "integer") return node;
  return {
    ...node,
    type: [node.type, "null"],
    ...(Array.isArray(node.enum) ? { enum: [...(node.enum as unknown[]), null] } : {}),
  };
}

function derive(node: SchemaNode): SchemaNode {
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (FORM_ONLY.has(keyword)) continue;
    if (keyword === "properties" && isNode(value)) {
      const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, child]) => {
          const wire = isNode(child) ? derive(child) : child;
          return [wireKey(name), isNode(wire) && !required.has(name) ? nullable(wire) : wire];
        }),
      );
    } else if (keyword === "required" && Array.isArray(value)) {
      out.required = (value as string[]).map(wireKey);
    } else if (keyword === "items" && isNode(value)) {
      out.items = derive(value);
    } else {
      out[keyword] = value;
    }
  }
  return out;
}

/**
 * The wire body schema of a form schema (see the module's comment for what changes).
 * @param formSchema - a declared form's camelCase JSON Schema.
 * @returns a new JSON Schema for the snake_case body; the form's schema is left as it is.
 */
export function wireBodySchemaOf(formSchema: SchemaNode): SchemaNode {
  return derive(formSchema);
}

/** The snake_case form of a camelCase name, as a type (`startDate` → `start_date`). */
export type WireKey<S extends string> = S extends `${infer C}${infer R}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${WireKey<R>}`
  : S;

/** A value of the wire body: objects walked, an optional text or number nullable. */
type WireValue<V, Optional extends boolean> = V extends readonly unknown[]
  ? V
  : V extends object
    ? WireBodyOf<V>
    : V extends string | number
      ? Optional extends true
        ? V | null
        : V
      : V;

/**
 * The wire body type of a form's values type (`FromSchema` of the form schema, with defaulted
 * properties kept optional): names snake-cased, optional texts and numbers nullable.
 */
export type WireBodyOf<T> = {
  [K in keyof T as K extends string ? WireKey<K> : K]: WireValue<
    Exclude<T[K], undefined>,
    undefined extends T[K] ? true : false
  >;
};
