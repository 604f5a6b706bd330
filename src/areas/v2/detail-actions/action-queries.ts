/**
 * The calls of the v2 detail's actions (issue 21 §3; 000 §2, §4, §7; docs/api-contract.md "v2
 * area"; docs/decisions.md "v2 detail actions"): an action's status change with its note (the
 * invoice's upload is `uploadV2File`, v2-queries.ts). It takes the change's `Idempotency-Key` from
 * the dialog's `ChangeKeys`, so that the user's "try again" of the same note replays instead of
 * changing twice.
 */
import { fillEndpoint } from "../../../../providers/data/endpoint";
import { IDEMPOTENCY_HEADER, type HttpClient } from "../../../../providers/http";
import type { V2ActionNote } from "../../../../schemas/v2/actions";
import type { HomeV2Status } from "../../../../schemas/v2/statuses";
import type { V2AuthorizationDetail } from "../v2-queries";

/**
 * Moves the authorization from its status to `to` with the action's note:
 * `POST /arc/v2/authorizations/sponsor/{sponsor}/code/{code}/change-status?currentStatus=&newStatus=`
 * body `{ metadata_comment }` (the note as JSON text, kept as an observation).
 * @throws the client's error: 409 `V2_STATUS_CHANGED` (moved meanwhile), 409
 *   `V2_TRANSITION_NOT_ALLOWED`, 409 `V2_INVOICE_REQUIRED`, 400 naming a note's field.
 */
export async function moveWithNote(
  http: HttpClient,
  row: Pick<V2AuthorizationDetail, "sponsorSlug" | "authorizationCode" | "status">,
  to: HomeV2Status,
  note: V2ActionNote,
  idempotencyKey: string,
): Promise<void> {
  await http.post(
    fillEndpoint("arc/v2/authorizations/sponsor/{sponsor}/code/{code}/change-status", {
      sponsor: row.sponsorSlug,
      code: row.authorizationCode,
    }),
    { metadata_comment: JSON.stringify(note) },
    {
      params: { currentStatus: row.status, newStatus: to },
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    },
  );
}
