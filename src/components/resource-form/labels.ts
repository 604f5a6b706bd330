import {
  conditionalProperties,
  type FormSchema,
  type FormUiSchema,
} from "../../../schemas/forms/form-declaration";
import type { Translator } from "./translate-errors";

interface Node {
  type?: unknown;
  enum?: readonly unknown[];
  properties?: Readonly<Record<string, unknown>>;
  items?: unknown;
  title?: string;
  maximum?: number;
}

/** Where a form's labels are read, and the values its help texts may name. */
export interface LabelSource {
  /** `<texts>.fields.<field>`, `<texts>.values.<field>.<value>` (default `resources.<name>`). */
  texts?: string;
  /** The form's current values: a `ui:helpKey` `{field}` is replaced by the value of that top-level field. */
  data?: unknown;
}

/**
 * The uiSchema a form renders with (issue 8 §1): the declared one, plus, for every field without a
 * `ui:title` of its own, the translated label: its `ui:titleKey`, else `<texts>.fields.<field>`
 * (`texts` defaults to `resources.<name>`, the keys the grid's column headers use, DESIGN.md §9);
 * for enum fields without `ui:enumNames`, the option labels `<ui:enumKeys>.<value>`, else
 * `<texts>.values.<field>.<value>` when every one exists (also for an array of enum values, a
 * multiple choice); and `ui:help` from `ui:helpKey` (`{field}` in the key is that field's current
 * value; `{{max}}` in the text the schema's `maximum`). A declared `ui:title` is shown as given
 * (sponsor forms carry the sponsor's own labels, issue 10 §1). Nested objects, the items of arrays
 * of objects and the fields a condition adds (`then`) are walked; their fields use their own names.
 * @returns a new uiSchema; the declared one is not changed.
 */
export function translatedUiSchema(
  resource: string,
  schema: FormSchema,
  uiSchema: FormUiSchema | undefined,
  i18n: Translator,
  source: LabelSource = {},
): Record<string, unknown> {
  const texts = source.texts ?? `resources.${resource}`;
  const data = (source.data ?? {}) as Record<string, unknown>;
  const walk = (node: Node, ui: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...ui };
    for (const [field, child] of Object.entries(conditionalProperties(node as Record<string, unknown>))) {
      const childNode = (child ?? {}) as Node;
      const childUi = { ...((ui[field] as Record<string, unknown> | undefined) ?? {}) };
      const ownKey = childUi["ui:titleKey"];
      const labelKey = typeof ownKey === "string" ? ownKey : `${texts}.fields.${field}`;
      if (childUi["ui:title"] === undefined && i18n.exists(labelKey)) childUi["ui:title"] = i18n.t(labelKey);
      // An array of enum values (a multiple choice) takes its option labels the same way.
      const options = childNode.enum ?? (childNode.items as Node | undefined)?.enum;
      if (options && childUi["ui:enumNames"] === undefined) {
        const prefix = (childUi["ui:enumKeys"] as string | undefined) ?? `${texts}.values.${field}`;
        const keys = options.map((value) => `${prefix}.${String(value)}`);
        if (keys.every((key) => i18n.exists(key))) childUi["ui:enumNames"] = keys.map((key) => i18n.t(key));
      }
      const helpKey = childUi["ui:helpKey"];
      if (typeof helpKey === "string") {
        const key = helpKey.replace(/\{(\w+)\}/g, (_match, name: string) => String(data[name] ?? ""));
        if (i18n.exists(key)) childUi["ui:help"] = i18n.t(key, { max: childNode.maximum });
      }
      const items = childNode.items as Node | undefined;
      if (items?.properties)
        childUi.items = walk(items, { ...((childUi.items as Record<string, unknown> | undefined) ?? {}) });
      out[field] = childNode.properties ? walk(childNode, childUi) : childUi;
    }
    return out;
  };
  return walk(schema as Node, { ...(uiSchema ?? {}) });
}

/** The uiSchema entry of a field path (`a.0.b`: an array's index goes to its `items`), if any. */
export function uiAt(uiSchema: Record<string, unknown>, path: string): Record<string, unknown> | undefined {
  let ui: Record<string, unknown> | undefined = uiSchema;
  for (const segment of path.split(".").filter((part) => part !== ""))
    ui = ui?.[/^\d+$/.test(segment) ? "items" : segment] as Record<string, unknown> | undefined;
  return ui;
}

/**
 * The label of a field path (`a.b`, `rows.0.c`) as the form shows it: its `ui:title` in the
 * rendered uiSchema, else the schema's `title`; undefined when neither exists.
 */
export function labelOfPath(
  schema: FormSchema,
  uiSchema: Record<string, unknown>,
  path: string | undefined,
): string | undefined {
  if (!path) return undefined;
  let node: Node | undefined = schema as Node;
  for (const segment of path.split(".")) {
    if (/^\d+$/.test(segment)) node = node?.items as Node | undefined;
    else
      node = node
        ? (conditionalProperties(node as Record<string, unknown>)[segment] as Node | undefined)
        : undefined;
  }
  const title = uiAt(uiSchema, path)?.["ui:title"];
  return typeof title === "string" ? title : node?.title;
}
