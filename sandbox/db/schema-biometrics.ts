/**
 * Drizzle tables of the reference API: biometric readings of identity verification (000 §3
 * "Biometric result", §4 "Biometrics", §7 biometric-reading; issue 20 §4). Like every
 * `schema-*.ts`, the one description of its tables (migrations generated, `npm run db:generate`).
 * Property names are the snake_case column names.
 */
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { beneficiaries, sponsors } from "./schema-sponsors";

const ts = () => timestamp({ withTimezone: true, mode: "date" });

/**
 * A biometric reading (000 §3 "Biometric result": id, verificationStatus, type): who was verified,
 * for which sponsor, how, and the verdict. The sample itself is never kept (it is a biometric of
 * a patient): only its SHA-256, so that a reading can be told from another.
 */
export const biometric_readings = pgTable(
  "biometric_readings",
  {
    /** A UUID (the authorization request's `biometric_reading_id` takes a UUID). */
    id: uuid().primaryKey(),
    provider_slug: text().notNull(),
    beneficiary_id: integer()
      .notNull()
      .references(() => beneficiaries.id),
    sponsor_slug: text()
      .notNull()
      .references(() => sponsors.slug),
    /** FINGERPRINT (arc v1) or FACE (arc v2). */
    type: text().notNull(),
    /** VERIFICATION_SUCCESS or VERIFICATION_FAILED. */
    verification_status: text().notNull(),
    device_serial: text(),
    /** SHA-256 (hex) of the sample's bytes; the sample is not kept. */
    sample_sha256: text().notNull(),
    created_by: text().notNull(),
    created_at: ts().notNull(),
  },
  (t) => [index("biometric_readings_beneficiary").on(t.beneficiary_id)],
);
