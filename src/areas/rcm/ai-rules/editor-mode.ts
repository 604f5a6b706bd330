/**
 * The AI rules editor's mode, from its URL (001 §2 "ai-configuration-rules-editor | params mode and
 * configurationData"): `?mode=edit&supportFileCode=<code>` edits that rule, anything else creates.
 * Pure and tiny: the area index (src/areas/rcm/index.ts, data only) reads it for the route's gate.
 */

/** The edited rule's support file code, or "" when creating. */
export function editCodeOf(params: URLSearchParams): string {
  return params.get("mode") === "edit" ? (params.get("supportFileCode") ?? "").trim() : "";
}

/** The action the editor needs (`can({ resource: "ai-configurations", action })`): `edit` or `create`. */
export function editorActionOf(params: URLSearchParams): "edit" | "create" {
  return editCodeOf(params) === "" ? "create" : "edit";
}
