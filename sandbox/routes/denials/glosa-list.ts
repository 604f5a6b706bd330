/**
 * Glosa list and detail routes of `rcm-denials/v1` (001 §7): `GET invoice`, `PATCH invoice/disable`,
 * `PATCH invoice/notificationDate/:id`, `GET invoice/:id`.
 */
import { and, count, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import {
  glosaDisableBody,
  glosaNotificationDateBody,
  type GlosaDisableBody,
  type GlosaNotificationDateBody,
} from "../../../schemas/requests/glosas";
import { glosas } from "../../db/schema-glosas";
import { requireRcmUser } from "../../lib/access";
import type { AppEnv } from "../../lib/context";
import { notFound, validationError } from "../../lib/errors";
import { readPage, withContent } from "../../lib/paging";
import { QueryReader } from "../../lib/query";
import { readBody } from "../../lib/validate";
import {
  LIST_ROW,
  type ListRow,
  listWire,
  listFilters,
  ownGlosa,
  type GlosaRouteContext,
} from "./glosa-common";
import { detailWire } from "./glosa-detail";

/** The processed list, disabling glosas, the notification-date update and the detail (`v1/invoice`). */
export function registerGlosaListRoutes(routes: Hono<AppEnv>, ctx: GlosaRouteContext): void {
  const { deps, db, allowed } = ctx;

  routes.get("/v1/invoice", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "VIEW_GLOSA_GRID");
    const q = new QueryReader(c);
    const paging = q.paging(15, 200);
    const { where, order } = listFilters(q, user.provider_slug);
    const page = await readPage(
      paging,
      db
        .select(LIST_ROW)
        .from(glosas)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      db.select({ total: count() }).from(glosas).where(where),
    );
    return c.json(withContent(page, (page.content as ListRow[]).map(listWire)));
  });

  routes.patch("/v1/invoice/disable", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "DELETE_GLOSAS");
    const body = await readBody<GlosaDisableBody>(c, glosaDisableBody);
    const ids = [...new Set(body.ids.map((id) => id.toLowerCase()))];
    const own = and(inArray(glosas.id, ids), eq(glosas.provider_slug, user.provider_slug));
    await db
      .update(glosas)
      .set({ disabled: true, updated_at: deps.now() })
      .where(and(own, eq(glosas.disabled, false)));
    // Glosas disabled already count as disabled (docs/decisions.md "Moves already done").
    const [{ n }] = await db.select({ n: count() }).from(glosas).where(own);
    if (n === 0) throw notFound();
    return c.json({ disabled: n });
  });

  routes.patch("/v1/invoice/notificationDate/:id", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "MODIFY_GLOSA_FILLING_DATE");
    const glosa = await ownGlosa(db, c.req.param("id"), user.provider_slug);
    const body = await readBody<GlosaNotificationDateBody>(c, glosaNotificationDateBody);
    if (body.fileId && body.fileId.toLowerCase() !== glosa.file_id) {
      throw validationError("fileId is not the file of this glosa");
    }
    const today = deps.now().toISOString().slice(0, 10);
    if (body.notificationDate > today) throw validationError("notificationDate is after today");
    if (glosa.filing_date && body.notificationDate < glosa.filing_date) {
      throw validationError("notificationDate is before the filing date");
    }
    await db
      .update(glosas)
      .set({ gloss_notification_date: body.notificationDate, updated_at: deps.now() })
      .where(eq(glosas.id, glosa.id));
    return c.json(await detailWire(db, await ownGlosa(db, glosa.id, user.provider_slug)));
  });

  routes.get("/v1/invoice/:id", async (c) => {
    const user = requireRcmUser(c);
    await allowed(user, "VIEW_GLOSAS");
    const glosa = await ownGlosa(db, c.req.param("id"), user.provider_slug);
    const fileId = new QueryReader(c).text("fileId", 64);
    if (fileId && fileId.toLowerCase() !== glosa.file_id) throw notFound();
    return c.json(await detailWire(db, glosa));
  });
}
