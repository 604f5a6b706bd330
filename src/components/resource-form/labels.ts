import type { FormSchema, FormUiSchema } from "../../../schemas/forms/form-declaration";
import type { Translator } from "./translate-errors";

interface Node {
  type?: unknown;
  enum?: readonly unknown[];
  properties?: Readonly<Record<string, unknown>>;
  items?: unknown;
  title?: string;
}

/**
 * The uiSchema a form renders with (issue 8 §1): the declared one, plus, for every field without a
 * `ui:title` of its own, the translated label `resources.<name>.fields.<field>` (the keys the
 * grid's column headers use, DESIGN.md §9) and, for enum fields without `ui:enumNames`, the option
 * labels `resources.<name>.values.<field>.<value>` when every one exists (also for an array of enum
 * values, a multiple choice). A declared `ui:title` is
 * shown as given (sponsor forms carry the sponsor's own labels, issue 10 §1). Nested objects are
 * walked; their fields use their own names.
 * @returns a new uiSchema; the declared one is not changed.
 */
export function translatedUiSchema(
  resource: string,
  schema: FormSchema,
  uiSchema: FormUiSchema | undefined,
  i18n: Translator,
): Record<string, unknown> {
  const walk = (node: Node, ui: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...ui };
    for (const [field, child] of Object.entries(node.properties ?? {})) {
      const childNode = (child ?? {}) as Node;
      const childUi = { ...((ui[field] as Record<string, unknown> | undefined) ?? {}) };
      const labelKey = `resources.${resource}.fields.${field}`;
      if (childUi["ui:title"] === undefined && i18n.exists(labelKey)) childUi["ui:title"] = i18n.t(labelKey);
      // An array of enum values (a multiple choice) takes its option labels the same way.
      const options = childNode.enum ?? (childNode.items as Node | undefined)?.enum;
      if (options && childUi["ui:enumNames"] === undefined) {
        const keys = options.map((value) => `resources.${resource}.values.${field}.${String(value)}`);
        if (keys.every((key) => i18n.exists(key))) childUi["ui:enumNames"] = keys.map((key) => i18n.t(key));
      }
      out[field] = childNode.properties ? walk(childNode, childUi) : childUi;
    }
    return out;
  };
  return walk(schema as Node, { ...(uiSchema ?? {}) });
}

/**
 * The label of a field path (`a.b`) as the form shows it: its `ui:title` in the rendered uiSchema,
 * else the schema's `title`; undefined when neither exists.
 */
export function labelOfPath(
  schema: FormSchema,
  uiSchema: Record<string, unknown>,
  path: string | undefined,
): string | undefined {
  if (!path) return undefined;
  let node: Node | undefined = schema as Node;
  let ui: Record<string, unknown> | undefined = uiSchema;
  for (const segment of path.split(".")) {
    if (/^\d+$/.test(segment)) continue;
    node = node?.properties?.[segment] as Node | undefined;
    ui = ui?.[segment] as Record<string, unknown> | undefined;
  }
  const title = ui?.["ui:title"];
  return typeof title === "string" ? title : node?.title;
}
