/**
 * JSON Schema of the saved-view request body (issue 7 §3b; docs/api-contract.md "Saved views", an
 * addition to the contract, not in the specification). Keys are those of the resource declaration
 * (camelCase filter keys and column names, which are data here, not wire fields).
 */

/** Row densities of a grid. */
export const DENSITIES = ["compact", "comfortable"] as const;

/** Most saved views one user keeps per resource. */
export const MAX_SAVED_VIEWS = 50;

/** What the API knows of a list to check a saved view of it: its filter keys and its PHI ones. */
export interface SavedViewList {
  /** Filter keys of the list (resources/<name>.ts `list.filters`). */
  filters: readonly string[];
  /** Filter keys that may hold patient data (`list.phi`): never saved. */
  phi: readonly string[];
}

/** A filter value as a list keeps it (resources/define-resource.ts `FilterValue`). */
const filterValue = {
  anyOf: [
    { type: "string", minLength: 1, maxLength: 200 },
    { type: "boolean" },
    { type: "array", items: { type: "string", minLength: 1, maxLength: 200 }, minItems: 1, maxItems: 200 },
    {
      type: "object",
      additionalProperties: false,
      minProperties: 1,
      properties: { from: { type: "string", format: "date" }, to: { type: "string", format: "date" } },
    },
    {
      type: "object",
      additionalProperties: false,
      minProperties: 1,
      properties: {
        min: { type: "number", exclusiveMinimum: 0 },
        max: { type: "number", exclusiveMinimum: 0 },
      },
    },
  ],
} as const;

/** Body of `POST /portal/v1/saved-views`: create, or replace the view of the same name. */
export const savedViewCreate = {
  type: "object",
  required: ["resource", "name", "filters", "columns", "density"],
  additionalProperties: false,
  properties: {
    resource: { type: "string", minLength: 1, maxLength: 64 },
    name: { type: "string", minLength: 1, maxLength: 80 },
    filters: { type: "object", maxProperties: 50, additionalProperties: filterValue },
    sort: {
      anyOf: [
        { type: "null" },
        {
          type: "object",
          required: ["field", "order"],
          additionalProperties: false,
          properties: { field: { type: "string", maxLength: 64 }, order: { enum: ["asc", "desc"] } },
        },
      ],
    },
    columns: { type: "array", items: { type: "string", maxLength: 64 }, minItems: 1, maxItems: 100 },
    density: { enum: DENSITIES },
  },
} as const;
export interface SavedViewCreate {
  /** A declared resource name (resources/index.ts). */
  resource: string;
  name: string;
  /** Filter values by declared filter key (resources/define-resource.ts `FilterModel`), no PHI key. */
  filters: Record<string, unknown>;
  sort?: { field: string; order: "asc" | "desc" } | null;
  /** Columns shown, in order; declared columns of the resource. */
  columns: string[];
  density: (typeof DENSITIES)[number];
}
