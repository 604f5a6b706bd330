/**
 * Seed of AI document analysis (issue 8 §5; 001 §3 "AI configuration", §4 "AI validation"): for
 * each demo provider, documents sent for AI validation (uploaded support files of its accounts,
 * picked by a hash of their id, every seventh still queued), and two rules: medical orders (`OM`)
 * read as medical requests for every agreement, payer authorizations (`AUT`) read as TISS guides
 * for the "Evento" agreements only. Other sent files have no rule (NOT_CONFIGURED). Deterministic:
 * ids are derived from the support file ids, and the analysis itself is a hash
 * (sandbox/lib/ai-analysis.ts).
 */
import type { DbHandle } from "../db/client";
import type { AiFieldRuleBody } from "../../schemas/requests/ai-rules";

const SENT_FILE_CODES = ["OM", "AUT", "HC", "EPI"];

const MEDICAL_REQUEST_FIELDS: AiFieldRuleBody[] = [
  { field_slug: "request_date", required: true },
  { field_slug: "care_date", required: true, expected_value: "${care_date}" },
  { field_slug: "procedure_code", required: true },
  { field_slug: "doctor_name", required: false },
  { field_slug: "doctor_registration", required: true },
];
const TISS_GUIDE_FIELDS: AiFieldRuleBody[] = [
  { field_slug: "guide_number", required: true },
  { field_slug: "procedure_code", required: true },
  { field_slug: "doctor_registration", required: true },
];

/** Seeds documents sent for AI validation (`perProvider` each) and the two rules of each provider. */
export async function seedAiValidation(
  handle: DbHandle,
  providers: readonly string[],
  perProvider = 60,
): Promise<void> {
  const codes = SENT_FILE_CODES.map((c) => `'${c}'`).join(", ");
  for (const provider of providers) {
    await handle.query(
      `INSERT INTO ai_validation_submissions (id, provider_slug, support_file_id, account_id, created_at, event_date_time, analysed)
       SELECT md5('ai-' || sf.id::text)::uuid, a.provider_slug, sf.id, a.id, sf.uploaded_at,
              a.origin_event_creation_date_time, (row_number() OVER (ORDER BY md5(sf.id::text))) % 7 <> 0
       FROM support_files sf JOIN accounts a ON a.id = sf.account_id
       WHERE a.provider_slug = $1 AND sf.file_name IS NOT NULL AND sf.uploaded_at IS NOT NULL
         AND sf.file_code IN (${codes})
       ORDER BY md5(sf.id::text)
       LIMIT $2`,
      [provider, perProvider],
    );
    const evento = await handle.query<{ agreement_code: string }>(
      `SELECT agreement_code FROM rcm_agreements WHERE provider_slug = $1 AND agreement_code LIKE '%-EVT-%' ORDER BY agreement_code`,
      [provider],
    );
    const at = "2026-10-15T12:00:00.000Z";
    await handle.query(
      `INSERT INTO ai_document_configurations (provider_slug, support_file_code, analysis_type, agreement_codes, fields, created_at, updated_at, updated_by)
       VALUES ($1, 'OM', 'MEDICAL_REQUEST', '{}', $2::jsonb, $4, $4, NULL),
              ($1, 'AUT', 'TISS_GUIDE', $3::text[], $5::jsonb, $4, $4, NULL)`,
      [
        provider,
        JSON.stringify(MEDICAL_REQUEST_FIELDS),
        evento.map((e) => e.agreement_code),
        at,
        JSON.stringify(TISS_GUIDE_FIELDS),
      ],
    );
  }
}
