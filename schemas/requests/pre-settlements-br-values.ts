/**
 * The value lists of the Brazil dispatch panel that its declarations name (resources/pre-settlements-br*.ts),
 * kept apart from the rest of schemas/requests/pre-settlements-br.ts so that the menu's declarations, loaded
 * with every signed-in screen, carry these few bytes only (docs/bundle/README.md).
 */

/** Dispatch statuses of a sending record (001 §4 "Brazil dispatch": SENT or SEND_ERROR). */
export const PRE_SETTLEMENTS_BR_STATUSES = ["SENT", "SEND_ERROR"] as const;
export type PreSettlementsBrStatus = (typeof PRE_SETTLEMENTS_BR_STATUSES)[number];

/** The integrations credentials are kept for (001 §9 "Credential integrations: SIAD, ORIZON"). */
export const BR_WORKER_TYPES = ["SIAD", "ORIZON"] as const;
export type BrWorkerType = (typeof BR_WORKER_TYPES)[number];
