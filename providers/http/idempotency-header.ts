/**
 * Header carrying the idempotency key of a change (docs/api-contract.md "General"; the IETF
 * "The Idempotency-Key HTTP Header Field" draft). Its own module so that every file of the HTTP
 * layer can name it without importing the client.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
