/** Header carrying the idempotency key of a change (docs/api-contract.md "General"; IETF draft). */
export const IDEMPOTENCY_HEADER_NAME = "Idempotency-Key";
