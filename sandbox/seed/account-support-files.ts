/**
 * Support-file rows of the seeded accounts (001 §3 "Support files"): a pending required slot or an
 * uploaded document. Split out of `accounts.ts`; draws from the support-file sequence (`frng`).
 */
import type { seedBlobs } from "./documents";
import type { SeedRow } from "./insert";
import { REFERENCE_DATE_MS, type Rng } from "./prng";
import { ACCOUNT_LEVEL_CODES, iso, type Catalogue } from "./account-plans";

/** Makes the support-file rows of one provider's accounts. */
export function supportFileMaker(frng: Rng, blobs: ReturnType<typeof seedBlobs>, cat: Catalogue) {
  /** A support-file row: a pending required slot, or an uploaded document. */
  const supportFile = (
    accountId: string,
    invoice: string,
    level: "ACCOUNT" | "CHARGE" | "EVENT",
    status: "PENDING" | "RECEIVED" | "GENERAL",
    code: string,
    createdMs: number,
    charge: { id: string; code: string; description: string } | null,
  ): SeedRow => {
    const uploaded = status !== "PENDING";
    const blob = blobs.get(frng.chance(0.2) ? "PNG" : code) ?? blobs.get("PNG")!;
    const uploadedMs = createdMs + frng.int(3_600, 10 * 86_400) * 1000;
    return {
      id: frng.uuid(),
      account_id: accountId,
      charge_id: charge ? charge.id : null,
      support_level: level,
      status,
      file_code: code,
      required: status !== "GENERAL",
      product_code: charge ? `PP-${charge.code}` : null,
      product_name: charge ? charge.description : null,
      file_name: uploaded ? `${code}-${invoice}${charge ? `-${charge.code}` : ""}.${blob.extension}` : null,
      content_type: uploaded ? blob.content_type : null,
      size_bytes: uploaded ? blob.content.length : null,
      sha256: uploaded ? blob.sha256 : null,
      is_restricted_as_account_level: level === "ACCOUNT" && ACCOUNT_LEVEL_CODES.includes(code),
      uploaded_at: uploaded ? iso(Math.min(uploadedMs, REFERENCE_DATE_MS - 60_000)) : null,
      uploaded_by: uploaded ? frng.pick(cat.responsibles)[0] : null,
      created_at: iso(createdMs),
    };
  };
  return supportFile;
}

/** The maker returned by {@link supportFileMaker}. */
export type SupportFileMaker = ReturnType<typeof supportFileMaker>;
