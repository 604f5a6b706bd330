/**
 * The document policy of an authorization's claim (000 §5 "A pending authorization satisfies its
 * document policy when it has no required files or when uploaded count equals required count";
 * §3 `satisfiesDocumentPolicy`, `files`; issue 21 §1, §4), written once: the reference API writes
 * a claim's counts through it (`claims.uploaded_files`, `claims.total_files_to_upload`, whose
 * generated column `satisfies_documents_policy` the home list filters on), answers the
 * authorization detail through it, and the portal shows required vs uploaded by it. Pure.
 *
 * The required documents are slots, each a document type (`PRESCRIPTION`, `INVOICE`,
 * `ADDITIONAL_DOCUMENT`): a file fills at most one slot of its own type; the uploaded count is
 * the number of slots filled (so a file of a type nobody asks for, or a second file of a type
 * already filled, counts nothing).
 */

/** The document types a claim takes (000 §4, §5). */
export type ClaimDocumentType = "PRESCRIPTION" | "INVOICE" | "ADDITIONAL_DOCUMENT";

/**
 * The required documents of an authorization made before the portal (the seeded ones, which carry
 * only their counts): the first `total_files_to_upload` of this list (docs/decisions.md
 * "The authorization detail").
 */
export const RECORDED_REQUIRED_DOCUMENTS: readonly ClaimDocumentType[] = [
  "PRESCRIPTION",
  "INVOICE",
  "ADDITIONAL_DOCUMENT",
  "ADDITIONAL_DOCUMENT",
  "ADDITIONAL_DOCUMENT",
];

/** One required document and whether a file fills it. */
export interface PolicySlot {
  document_type_slug: string;
  uploaded: boolean;
}

/** The policy's state: its slots, the counts and the verdict. */
export interface DocumentPolicyState {
  slots: PolicySlot[];
  /** Required documents (`total_files_to_upload`). */
  required: number;
  /** Required documents a file fills (`uploaded_files`). */
  uploaded: number;
  satisfies: boolean;
}

/**
 * 000 §5: satisfied when nothing is required or the uploaded count equals the required count (the
 * rule of the generated column `claims.satisfies_documents_policy`).
 */
export function satisfiesDocumentPolicy(uploaded: number, required: number): boolean {
  return required === 0 || uploaded === required;
}

/**
 * The state of a policy whose required slots are `required` (document types, in order) given the
 * types of the files uploaded (`uploadedTypes`, any order).
 */
export function documentPolicyState(
  required: readonly string[],
  uploadedTypes: readonly string[],
): DocumentPolicyState {
  const left = new Map<string, number>();
  for (const type of uploadedTypes) left.set(type, (left.get(type) ?? 0) + 1);
  const slots = required.map((type) => {
    const n = left.get(type) ?? 0;
    if (n > 0) left.set(type, n - 1);
    return { document_type_slug: type, uploaded: n > 0 };
  });
  const uploaded = slots.filter((s) => s.uploaded).length;
  return {
    slots,
    required: slots.length,
    uploaded,
    satisfies: satisfiesDocumentPolicy(uploaded, slots.length),
  };
}

/**
 * The state of a recorded authorization's policy (the seeded ones): its `count` required slots of
 * {@link RECORDED_REQUIRED_DOCUMENTS}, filled by the files received outside the portal (taken as
 * the first slots) and the files uploaded here. `stored` is the claim's stored `uploaded_files`,
 * the count last written through this function when the files uploaded here were `knownTypes`;
 * `newTypes` are files uploaded since (the one an upload just added). The files received outside
 * are found as the smallest number that, with `knownTypes`, gives `stored`.
 */
export function recordedPolicyState(
  count: number,
  stored: number,
  knownTypes: readonly string[],
  newTypes: readonly string[] = [],
): DocumentPolicyState {
  const required = RECORDED_REQUIRED_DOCUMENTS.slice(0, Math.max(0, Math.min(count, 5)));
  const target = Math.min(stored, required.length);
  let before = target;
  for (let n = 0; n < target; n++) {
    if (documentPolicyState(required, [...required.slice(0, n), ...knownTypes]).uploaded >= target) {
      before = n;
      break;
    }
  }
  return documentPolicyState(required, [...required.slice(0, before), ...knownTypes, ...newTypes]);
}
