/**
 * The detail of a glosa on the wire (with its active answers) and the recount of its accepted
 * amount after answers change. Used by the list/detail and answer routes.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { glosa_comments, glosas, type GlosaRow } from "../../db/schema-glosas";
import { LIST_ROW, type ListRow, listWire } from "./glosa-common";

/** The detail of a glosa on the wire (001 §3 "Processed glosa" detail fields; docs/api-contract.md). */
export async function detailWire(db: Db, row: GlosaRow) {
  const [withDeadline] = await db.select(LIST_ROW).from(glosas).where(eq(glosas.id, row.id));
  const comments = await db
    .select()
    .from(glosa_comments)
    .where(and(eq(glosa_comments.glosa_id, row.id), eq(glosa_comments.disabled, false)))
    .orderBy(desc(glosa_comments.created_at), desc(glosa_comments.id));
  const invoiced = Number(row.invoiced_amount);
  const glossed = Number(row.glossed_amount);
  const accepted = Number(row.accepted_amount);
  const cents = (n: number) => Math.round(n * 100) / 100;
  return {
    ...listWire(withDeadline as ListRow),
    accepted: accepted,
    rejected: cents(Math.max(glossed - accepted, 0)),
    amount_to_collect: cents(Math.max(invoiced - accepted, 0)),
    glosa_code: row.glosa_code,
    glosa_description: row.glosa_description,
    cups_code: row.cups_code,
    main_cause: row.main_cause,
    secondary_cause: row.secondary_cause,
    required_documents: {
      credit_note: row.credit_note_required,
      rips: row.rips_required,
      cuv: row.cuv_required,
    },
    comments: comments.map((comment) => ({
      id: comment.id,
      event_type: comment.event_type,
      comment: comment.comment,
      accepted_value: Number(comment.accepted_value),
      author_email: comment.author_email,
      author_name: comment.author_name,
      created_at: comment.created_at,
    })),
  };
}

/** Sets the glosa's accepted amount to its latest active answer's value (0 without one). */
export async function recountAccepted(db: Db, glosaId: string, now: Date): Promise<void> {
  const [latest] = await db
    .select({ value: glosa_comments.accepted_value })
    .from(glosa_comments)
    .where(and(eq(glosa_comments.glosa_id, glosaId), eq(glosa_comments.disabled, false)))
    .orderBy(desc(glosa_comments.created_at), desc(glosa_comments.id))
    .limit(1);
  await db
    .update(glosas)
    .set({ accepted_amount: latest ? latest.value : "0", updated_at: now })
    .where(eq(glosas.id, glosaId));
}
