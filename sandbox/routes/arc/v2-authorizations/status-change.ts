/**
 * `POST /arc/v2/authorizations/sponsor/{sponsor}/code/{code}/change-status?currentStatus=&newStatus=`
 * (000 §4, §7; issue 21 §3; docs/api-contract.md "v2 area"): the move is held to the one status
 * table of `schemas/v2/actions.ts`; a move an action of the detail makes (new assessment, patient
 * discharge, send invoice) comes with the action's note in the body (`metadata_comment`, JSON
 * text), kept as a comment in the same transaction. Idempotent: the middleware replays a keyed
 * change, and an authorization already in `newStatus` answers the change's success, recording
 * nothing (docs/decisions.md "Moves already done").
 */
import { and, eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import {
  v2_authorization_comments,
  v2_authorization_files,
  v2_authorization_status_changes,
  v2_authorizations,
} from "../../../db/schema-v2";
import type { AppDeps, AppEnv } from "../../../lib/context";
import { ApiError, notFound, validationError } from "../../../lib/errors";
import type { Lang } from "../../../lib/messages";
import { readJson } from "../../../lib/validate";
import { isHomeV2Status } from "../../../../schemas/v2/statuses";
import {
  canMoveV2,
  v2ActionNoteProblem,
  v2ActionOfMove,
  type V2ActionNote,
} from "../../../../schemas/v2/actions";
import { requireV2User } from "./shared";

type Texts = Readonly<Record<"es" | "en" | "pt", string>>;

/** The refusals of this route in the caller's language ({from}, {to}: the statuses' codes). */
const REFUSALS = {
  V2_TRANSITION_NOT_ALLOWED: {
    es: "Una autorización en estado {from} no puede pasar a {to}",
    en: "An authorization in status {from} cannot move to {to}",
    pt: "Uma autorização no status {from} não pode passar para {to}",
  },
  V2_INVOICE_REQUIRED: {
    es: "Adjunte la factura (documento de tipo factura de esta autorización) antes de enviarla",
    en: "Attach the invoice (an invoice document of this authorization) before sending it",
    pt: "Anexe a fatura (documento do tipo fatura desta autorização) antes de enviá-la",
  },
} satisfies Record<string, Texts>;

function refusal(code: keyof typeof REFUSALS, lang: Lang, values: Record<string, string> = {}): ApiError {
  const texts: Texts = REFUSALS[code];
  const text = texts[lang === "es-DO" ? "es" : lang].replace(
    /\{(\w+)\}/g,
    (_m, k: string) => values[k] ?? "",
  );
  return new ApiError(409, code, text);
}

/** The body: empty, or `{ metadata_comment }` (the action's note as JSON text). */
async function noteOf(c: Context<AppEnv>): Promise<{ raw: string; note: unknown } | null> {
  const body = (await readJson(c)) as Record<string, unknown> | null;
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw validationError("body must be an object");
  const extra = Object.keys(body).find((k) => k !== "metadata_comment");
  if (extra) throw validationError(`${extra} is not an allowed field`);
  const raw = body.metadata_comment;
  if (raw === undefined) return null;
  if (typeof raw !== "string") throw validationError("metadata_comment is required (JSON text)");
  if (raw.length > 20_000) throw validationError("metadata_comment is longer than 20000 characters");
  try {
    return { raw, note: JSON.parse(raw) as unknown };
  } catch {
    throw validationError("metadata_comment is required (JSON text)");
  }
}

/** Registers the change-status route on `routes` (under /arc). */
export function registerStatusChangeRoute(routes: Hono<AppEnv>, deps: AppDeps): void {
  const db = deps.handle.db;

  routes.post("/v2/authorizations/sponsor/:sponsor/code/:code/change-status", async (c) => {
    const user = requireV2User(c);
    const lang = c.get("lang") ?? "es";
    const current = c.req.query("currentStatus") ?? "";
    const next = c.req.query("newStatus") ?? "";
    if (!isHomeV2Status(current)) throw validationError(`currentStatus: unknown value ${current}`);
    if (!isHomeV2Status(next)) throw validationError(`newStatus: unknown value ${next}`);
    if (current === next) throw validationError("newStatus must differ from currentStatus");
    const body = await noteOf(c);
    const where = and(
      eq(v2_authorizations.provider_slug, user.provider_slug),
      eq(v2_authorizations.sponsor_slug, c.req.param("sponsor")),
      eq(v2_authorizations.authorization_code, c.req.param("code")),
    );
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(v2_authorizations).where(where).for("update");
      if (!row) throw notFound();
      // Already in the new status (a retried change): done, answered as a change, nothing recorded
      // (docs/decisions.md "Moves already done").
      if (row.status === next) return row;
      if (row.status !== current) throw new ApiError(409, "V2_STATUS_CHANGED");
      if (!canMoveV2(current, next))
        throw refusal("V2_TRANSITION_NOT_ALLOWED", lang, { from: current, to: next });
      const action = v2ActionOfMove(current, next);
      // A move an action makes carries the action's note; a plain move may carry none.
      if (action && !body) throw validationError("metadata_comment is required (the action's note)");
      if (body) {
        // "Today" where it is latest (UTC+14): a discharge typed today in any time zone is taken.
        const today = new Date(deps.now().getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
        const problem = action
          ? v2ActionNoteProblem(body.note, action, today)
          : "action is not an allowed field";
        if (problem) throw validationError(problem);
      }
      if (action === "SEND_INVOICE") {
        const fileId = (body?.note as V2ActionNote).invoiceFileId?.toLowerCase() ?? "";
        const [invoice] = await tx
          .select({ id: v2_authorization_files.id })
          .from(v2_authorization_files)
          .where(
            and(
              eq(v2_authorization_files.id, fileId),
              eq(v2_authorization_files.authorization_id, row.id),
              eq(v2_authorization_files.document_type_slug, "INVOICE"),
            ),
          );
        if (!invoice) throw refusal("V2_INVOICE_REQUIRED", lang);
      }
      await tx.update(v2_authorizations).set({ status: next }).where(eq(v2_authorizations.id, row.id));
      await tx.insert(v2_authorization_status_changes).values({
        authorization_id: row.id,
        from_status: current,
        to_status: next,
        changed_by: user.email,
        created_at: deps.now(),
      });
      if (body)
        await tx.insert(v2_authorization_comments).values({
          authorization_id: row.id,
          metadata_comment: body.raw,
          author_name: user.name,
          created_at: deps.now(),
        });
      return row;
    });
    return c.json({ id: changed.id, authorization_code: changed.authorization_code, status: next });
  });
}
