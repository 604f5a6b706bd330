/**
 * Sends the additional products of a v2 form's last step (issue 10 §3; 000 §4, §7
 * `POST /arc/v1/reimbursements/{id}/additional-products`,
 * `POST /arc/v2/authorizations/without-claims/{id}/additional-products`), planned by
 * {@link planSubmit} (submit-plan.ts).
 *
 * One `Idempotency-Key` per form submission (docs/api-contract.md "General"), kept in the tab's
 * sessionStorage under the draft's key until the submission ends well: when the products went
 * through but the form's observation failed, the user's retry replays the products' answer instead
 * of adding them twice; when the products call itself fails the key is forgotten (the next attempt,
 * maybe with other values, is new). The key is a random UUID (no patient data).
 */
import { IDEMPOTENCY_HEADER, type HttpClient } from "../../../../providers/http";
import type { AdditionalProductsCall } from "./submit-plan";

const PREFIX = "pp.v2.products-key.";

/** The submission's idempotency key for this draft (made and kept on first use). */
export function submissionKey(storage: Storage | undefined, draftKey: string): string {
  const stored = storage?.getItem(PREFIX + draftKey);
  if (stored) return stored;
  const key = crypto.randomUUID();
  storage?.setItem(PREFIX + draftKey, key);
  return key;
}

/** Forgets the submission's key once the whole submission succeeded (the next one is new). */
export function forgetSubmissionKey(storage: Storage | undefined, draftKey: string): void {
  storage?.removeItem(PREFIX + draftKey);
}

/**
 * Posts the products (snake_case body as planned) with the submission's idempotency key.
 * @throws the client's error (400 with the server's message on a bad product, 404, 409 when the
 *   authorization takes no more products).
 */
export async function sendAdditionalProducts(
  http: HttpClient,
  call: AdditionalProductsCall,
  storage: Storage | undefined,
  draftKey: string,
): Promise<void> {
  try {
    await http.post(call.endpoint, call.body, {
      headers: { [IDEMPOTENCY_HEADER]: submissionKey(storage, draftKey) },
    });
  } catch (error) {
    // The products were not added: the user's next attempt (maybe with other values) is a new one.
    forgetSubmissionKey(storage, draftKey);
    throw error;
  }
}
