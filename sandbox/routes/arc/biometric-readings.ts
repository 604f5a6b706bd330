/**
 * Biometric readings of the claims desk's identity verification (000 §3 "Biometric result", §4
 * "Biometrics", §7 "POST arc/v1/providers/{provider}/biometric-reading and
 * arc/v2/providers/{provider}/biometric-reading, snake_case body"; docs/api-contract.md "Identity
 * verification"; issue 20 §4): v1 takes a fingerprint sample from the device agent, v2 a photo of
 * the face; each answers 201 `{ id, verification_status, type }` and keeps the reading (never the
 * sample: its SHA-256 only). The verdict is deterministic: a fingerprint verifies when it is the
 * simulated agent's matching sample (sandbox/device-agent/samples.ts), a face when the photo is a
 * JPEG or PNG (other bytes: 415, `FACE_PHOTO_POLICY`). A retried POST with its Idempotency-Key replays the first answer (sandbox/lib/idempotency.ts).
 */
import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  BIOMETRIC_API_VERSION,
  biometricReadingBody,
  type BiometricReadingAnswer,
  type BiometricReadingBody,
} from "../../../schemas/requests/biometric-reading";
import { FACE_PHOTO_POLICY } from "../../../schemas/upload-policies";
import { beneficiaries, biometric_readings, sponsors, type UserRow } from "../../db/schema";
import { fingerprintVerdict } from "../../device-agent/samples";
import { requireProviderUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, forbidden, notFound, validationError } from "../../lib/errors";
import { readBody } from "../../lib/validate";
import { defineServiceModule } from "../service-modules";

/** Branded roles of the claims desk (000 §6: ADMINISTRATOR and AUTHORIZER have authorizations). */
const CLAIMS_DESK_ROLES = new Set(["ADMINISTRATOR", "AUTHORIZER"]);

/**
 * A user of the claims desk acting on `{provider}` (docs/api-contract.md "Claims desk": the
 * branded ADMINISTRATOR and AUTHORIZER and the ordinary provider user; RCM users and users without
 * claims are refused).
 * @throws 401 without a session; 403 for another provider or another kind of user.
 */
function requireClaimsDeskUser(c: Context<AppEnv>, provider: string): UserRow {
  const user = requireProviderUser(c, provider);
  if (user.is_rcm_user || user.is_user_without_claims) throw forbidden();
  if (user.is_branded_user && !CLAIMS_DESK_ROLES.has(user.branded_role ?? "")) throw forbidden();
  return user;
}

/**
 * The verdict on a face photo: a JPEG or PNG (by its bytes, FACE_PHOTO_POLICY) verifies.
 * @throws 415 UNSUPPORTED_FILE_TYPE (the policy's answer) for bytes of another kind.
 */
function faceVerdict(bytes: Buffer): BiometricReadingAnswer["verification_status"] {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const type = jpeg ? "image/jpeg" : png ? "image/png" : "";
  if (!(FACE_PHOTO_POLICY.contentTypes as readonly string[]).includes(type)) {
    const { status, code } = FACE_PHOTO_POLICY.answers.wrongType;
    throw new ApiError(status, code);
  }
  return "VERIFICATION_SUCCESS";
}

function biometricReadingRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  for (const version of ["v1", "v2"] as const) {
    routes.post(`/${version}/providers/:provider/biometric-reading`, async (c) => {
      const user = requireClaimsDeskUser(c, c.req.param("provider"));
      const body = await readBody<BiometricReadingBody>(c, biometricReadingBody);
      // Fingerprints go to v1, faces to v2 (docs/api-contract.md "Identity verification").
      if (BIOMETRIC_API_VERSION[body.type] !== version)
        throw validationError(`type must be one of ${version === "v1" ? "FINGERPRINT" : "FACE"}`);
      const [sponsor] = await db
        .select({ slug: sponsors.slug })
        .from(sponsors)
        .where(eq(sponsors.slug, body.sponsor_slug));
      if (!sponsor) throw notFound();
      const [beneficiary] = await db
        .select({ id: beneficiaries.id })
        .from(beneficiaries)
        .where(and(eq(beneficiaries.id, body.beneficiary_id), eq(beneficiaries.sponsor_slug, sponsor.slug)));
      if (!beneficiary) throw validationError(`beneficiary_id: unknown value ${body.beneficiary_id}`);

      const bytes = Buffer.from(body.sample, "base64");
      const verdict = body.type === "FINGERPRINT" ? fingerprintVerdict(bytes) : faceVerdict(bytes);
      const answer: BiometricReadingAnswer = {
        id: randomUUID(),
        verification_status: verdict,
        type: body.type,
      };
      await db.insert(biometric_readings).values({
        id: answer.id,
        provider_slug: user.provider_slug,
        beneficiary_id: beneficiary.id,
        sponsor_slug: sponsor.slug,
        type: body.type,
        verification_status: verdict,
        device_serial: body.device_serial ?? null,
        sample_sha256: createHash("sha256").update(bytes).digest("hex"),
        created_by: user.id,
        created_at: deps.now(),
      });
      return c.json(answer, 201);
    });
  }
  return routes;
}

/** Found by sandbox/routes/service-modules.ts: mounted under /arc (no seeded rows). */
export const service = defineServiceModule({ mount: "/arc", routes: biometricReadingRoutes });
