/**
 * Saved views of the portal's grids (issue 7 §3b "saved views … kept by the reference API so they
 * follow the user to another machine"; docs/api-contract.md "Saved views", an addition to the
 * contract, not in the specification):
 * - `GET /portal/v1/saved-views?resource=<name>`: the caller's views of one resource, by name;
 * - `POST /portal/v1/saved-views`: creates a view, or replaces the caller's view of the same name
 *   (case-insensitive) on that resource; 201 with the view;
 * - `DELETE /portal/v1/saved-views/{id}`: deletes one of the caller's views; 204.
 * Any signed-in portal user; a user only ever sees and deletes their own views. A view is checked
 * against its list (resources/saved-view-lists.ts `SAVED_VIEW_LISTS`, derived from the resource
 * declarations): filter keys must be the list's, values of a filter's shape, and a filter the
 * declaration marks `phi` is refused with 400 SAVED_VIEW_PHI_FILTER (DESIGN.md §5: patient data is
 * never stored outside the request). Columns and sort are layout the portal reads within what the
 * list and the view configuration allow, so they are kept as given.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { SAVED_VIEW_LISTS } from "../../../resources/saved-view-lists";
import {
  MAX_SAVED_VIEWS,
  savedViewCreate,
  type SavedViewCreate,
  type SavedViewList,
} from "../../../schemas/requests/saved-views";
import { saved_views } from "../../db/schema";
import { requireUser } from "../../lib/auth";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, notFound, validationError } from "../../lib/errors";
import { translate, type Lang } from "../../lib/messages";
import { isUuid } from "../../lib/query";
import { readBody } from "../../lib/validate";

const VIEW_ROW = {
  id: saved_views.id,
  resource: saved_views.resource,
  name: saved_views.name,
  filters: saved_views.filters,
  sort: saved_views.sort,
  columns: saved_views.columns,
  density: saved_views.density,
  created_at: saved_views.created_at,
  updated_at: saved_views.updated_at,
};

/** The list a resource name names, or a 400 naming the unknown resource. */
function listOf(name: string | undefined): { resource: string; list: SavedViewList } {
  const list = name === undefined ? undefined : SAVED_VIEW_LISTS[name];
  if (!list || name === undefined) throw validationError(`resource ${name ?? "(none)"} has no saved views`);
  return { resource: name, list };
}

/**
 * Checks the filters of a view against its list.
 * @throws ApiError 400 SAVED_VIEW_PHI_FILTER for a `phi` filter key (the message names the keys);
 *   400 VALIDATION_ERROR for a filter the list does not have.
 */
export function checkFilters(
  resource: string,
  list: SavedViewList,
  filters: Record<string, unknown>,
  lang: Lang,
): void {
  const phi = Object.keys(filters).filter((key) => list.phi.includes(key));
  if (phi.length > 0)
    throw new ApiError(
      400,
      "SAVED_VIEW_PHI_FILTER",
      `${translate("SAVED_VIEW_PHI_FILTER", lang)}: ${phi.join(", ")}`,
    );
  for (const key of Object.keys(filters))
    if (!list.filters.includes(key)) throw validationError(`filters.${key} is not a filter of ${resource}`);
}

/** Routes under /portal for saved views. */
export function savedViewRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  routes.get("/v1/saved-views", async (c) => {
    const user = requireUser(c);
    const { resource } = listOf(c.req.query("resource"));
    const rows = await db
      .select(VIEW_ROW)
      .from(saved_views)
      .where(and(eq(saved_views.user_id, user.id), eq(saved_views.resource, resource)))
      .orderBy(asc(sql`lower(${saved_views.name})`));
    return c.json(rows);
  });

  routes.post("/v1/saved-views", async (c) => {
    const user = requireUser(c);
    const body = await readBody<SavedViewCreate>(c, savedViewCreate);
    const name = body.name.trim();
    if (name === "") throw validationError("name is required");
    const { resource, list } = listOf(body.resource);
    checkFilters(resource, list, body.filters, c.get("lang"));
    if (new Set(body.columns).size !== body.columns.length) throw validationError("columns must not repeat");
    const filters = body.filters;
    const now = deps.now();
    const mine = and(eq(saved_views.user_id, user.id), eq(saved_views.resource, resource));
    const [same] = await db
      .select({ id: saved_views.id })
      .from(saved_views)
      .where(and(mine, sql`lower(${saved_views.name}) = lower(${name})`));
    const values = {
      name,
      filters,
      sort: body.sort ?? null,
      columns: body.columns,
      density: body.density,
      updated_at: now,
    };
    let id = same?.id;
    if (id) {
      await db.update(saved_views).set(values).where(eq(saved_views.id, id));
    } else {
      const [{ total }] = await db.select({ total: count() }).from(saved_views).where(mine);
      if (total >= MAX_SAVED_VIEWS) throw new ApiError(400, "SAVED_VIEW_LIMIT");
      id = randomUUID();
      await db.insert(saved_views).values({ id, user_id: user.id, resource, created_at: now, ...values });
    }
    const [row] = await db.select(VIEW_ROW).from(saved_views).where(eq(saved_views.id, id));
    return c.json(row, same ? 200 : 201);
  });

  routes.delete("/v1/saved-views/:id", async (c) => {
    const user = requireUser(c);
    const id = c.req.param("id");
    if (!isUuid(id)) throw validationError("id must be a UUID");
    const deleted = await db
      .delete(saved_views)
      .where(and(eq(saved_views.id, id.toLowerCase()), eq(saved_views.user_id, user.id)))
      .returning({ id: saved_views.id });
    if (deleted.length === 0) throw notFound();
    return c.body(null, 204);
  });

  return routes;
}
