import type { ErrorSchema } from "@rjsf/utils";
import { isAxiosError } from "../../../providers/http/is-axios-error";
import { PortalHttpError } from "../../../providers/http/errors";
import { bodyOf, selectErrorMessage, type ErrorMessage } from "../../../providers/http/select-error-message";
import { isPlainObject } from "../../../providers/http/plain-object";
import { conditionalProperties } from "../../../schemas/forms/form-declaration";

/**
 * Server answers onto form fields (issue 8 §1 "maps server 400 answers onto the fields they name";
 * docs/api-contract.md "Errors": `400 VALIDATION_ERROR` with the failing field in the message).
 * Shapes read, in this order:
 * 1. an `errors` array of `{ field | property | path | param | pointer, message }` (Spring-style);
 * 2. a body `field` (or `property`) next to `message`;
 * 3. a `message` whose first word is a field path ("invoice_amount must be >= 0", the reference
 *    API's shape, sandbox/lib/validate.ts).
 * A path is matched to the schema's properties ignoring case, `_` and `-` (the wire is snake_case,
 * forms may be camelCase), through nested objects, array items (`items[0].name`, `/items/0/name`)
 * and the fields a condition adds (`then`). A body that wraps the form's values (001 §7 `PUT
 * providers/{id}/products` sends `{ products: [values] }`) names `products.0.default_billing_code`:
 * the longest tail of a path that names a field is the field.
 * With `refused` (a declared form's `refusedKey`, translated), a placed field shows that text and
 * the server's own words go to the general message.
 * What names no field of the form becomes the general message, chosen as everywhere (000 §8).
 * The server's text is shown as text, never as HTML.
 */

/** Where a failure's messages go: onto fields (RJSF `extraErrors`) and/or one general message. */
export interface ServerFormErrors {
  /** Messages by field, nested like the form data. Empty when none was placed. */
  fields: ErrorSchema;
  /** Dotted paths of the fields that got a message, in answer order (e.g. `["invoiceAmount"]`). */
  paths: string[];
  /** The message for the top of the form when nothing (or not everything) could be placed. */
  general?: ErrorMessage;
}

/** The part of a JSON Schema the path matching reads. */
interface SchemaNode {
  properties?: Readonly<Record<string, unknown>>;
  items?: unknown;
}

const normal = (name: string) => name.replace(/[_-]/g, "").toLowerCase();

/**
 * The form path of a server field path, or undefined when it names no field of `schema`.
 * @param path e.g. `invoice_amount`, `groups[1].folder_name`, `/groups/1/folderName`.
 * @returns e.g. `["groups", "1", "folderName"]`.
 */
export function resolveFieldPath(path: string, schema: SchemaNode): string[] | undefined {
  const segments = path
    .replace(/^#?\//, "")
    .replace(/\[(\d+)\]/g, ".$1")
    .split(/[./]/)
    .filter((segment) => segment !== "");
  if (segments.length === 0) return undefined;
  const resolved: string[] = [];
  let node: SchemaNode | undefined = schema;
  for (const segment of segments) {
    if (!node) return undefined;
    if (/^\d+$/.test(segment) && isPlainObject(node.items)) {
      resolved.push(segment);
      node = node.items as SchemaNode;
      continue;
    }
    const properties = conditionalProperties(node as Record<string, unknown>);
    const name = Object.keys(properties).find((candidate) => normal(candidate) === normal(segment));
    if (name === undefined) return undefined;
    resolved.push(name);
    const next: unknown = properties[name];
    node = isPlainObject(next) ? (next as SchemaNode) : undefined;
  }
  return resolved;
}

/** The form path of the longest tail of `path` that names a field of `schema` (see the module comment). */
function resolveTail(path: string, schema: SchemaNode): string[] | undefined {
  const segments = path
    .replace(/^#?\//, "")
    .replace(/\[(\d+)\]/g, ".$1")
    .split(/[./]/)
    .filter((segment) => segment !== "");
  for (let start = 0; start < segments.length; start++) {
    if (/^\d+$/.test(segments[start])) continue;
    const resolved = resolveFieldPath(segments.slice(start).join("."), schema);
    if (resolved) return resolved;
  }
  return undefined;
}

function statusOf(error: unknown): number {
  if (error instanceof PortalHttpError) return error.statusCode;
  return isAxiosError(error) ? (error.response?.status ?? 0) : 0;
}

function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** The `{ path?, message }` entries a 400 body carries (see the shapes above). */
function entriesOf(body: Record<string, unknown>): { path?: string; message: string }[] {
  const entries: { path?: string; message: string }[] = [];
  if (Array.isArray(body.errors)) {
    for (const item of body.errors as unknown[]) {
      if (typeof item === "string" && textOf(item)) entries.push({ message: item.trim() });
      else if (isPlainObject(item)) {
        const message = textOf(item.message) ?? textOf(item.defaultMessage);
        const path =
          textOf(item.field) ??
          textOf(item.property) ??
          textOf(item.path) ??
          textOf(item.param) ??
          textOf(item.pointer);
        if (message) entries.push({ path, message });
      }
    }
  }
  if (entries.length === 0) {
    const message = textOf(body.message);
    if (message) entries.push({ path: textOf(body.field) ?? textOf(body.property), message });
  }
  return entries;
}

function place(fields: Record<string, unknown>, path: readonly string[], message: string): void {
  let node = fields;
  for (const segment of path) {
    const next = (node[segment] ??= {}) as Record<string, unknown>;
    node = next;
  }
  const list = ((node.__errors as string[] | undefined) ??= []);
  if (!list.includes(message)) list.push(message);
}

/**
 * Splits a failed save into field messages and a general one (see the module comment).
 * Only 400 and 422 answers are placed on fields; any other failure (403, 409, 500, network) gives
 * the general message alone.
 * @param error what the save rejected with (`PortalHttpError`, `AxiosError`, or a thrown body).
 * @param schema the form's JSON Schema.
 * @param refused the text a placed field shows instead of the server's words (which then go to
 *   the general message).
 */
export function serverFormErrors(error: unknown, schema: SchemaNode, refused?: string): ServerFormErrors {
  const status = statusOf(error);
  const cause = error instanceof PortalHttpError ? error.cause : error;
  const body = bodyOf(cause);
  if ((status !== 400 && status !== 422) || !body)
    return { fields: {}, paths: [], general: selectErrorMessage(error) };
  const fields: Record<string, unknown> = {};
  const paths: string[] = [];
  const unplaced: string[] = [];
  for (const { path, message } of entriesOf(body)) {
    let resolved = path === undefined ? undefined : resolveTail(path, schema);
    if (!resolved && path === undefined) {
      const first = /^[`'"]?([\w.[\]/-]+?)[`'"]?\s/.exec(message)?.[1];
      resolved = first === undefined ? undefined : resolveTail(first, schema);
    }
    if (resolved) {
      place(fields, resolved, refused ?? message);
      if (refused !== undefined) unplaced.push(message);
      const dotted = resolved.join(".");
      if (!paths.includes(dotted)) paths.push(dotted);
    } else unplaced.push(message);
  }
  const general: ErrorMessage | undefined =
    unplaced.length > 0
      ? { text: unplaced.join(" ") }
      : paths.length === 0
        ? selectErrorMessage(error)
        : undefined;
  return { fields: fields as ErrorSchema, paths, general };
}
