/**
 * User calls of 000 §7 "Authentication" (docs/api-contract.md "Users"): password reset by emailed
 * link, change and update of the password, acceptance of terms, and the two-factor codes.
 */
import { createHash, randomInt } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  acceptTermsBody,
  changePasswordBody,
  requestPasswordChangeBody,
  updatePasswordBody,
  verificationCodeBody,
  type AcceptTermsBody,
  type ChangePasswordBody,
  type RequestPasswordChangeBody,
  type UpdatePasswordBody,
  type VerificationCodeBody,
} from "../../../schemas/requests/auth";
import {
  access_tokens,
  password_reset_tokens,
  refresh_tokens,
  users,
  verification_codes,
  type UserRow,
} from "../../db/schema";
import { bearerToken, requireOwnId, requireScope, requireUser } from "../../lib/auth";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, forbidden } from "../../lib/errors";
import { send } from "../../lib/outbox";
import { hashPassword, satisfiesPasswordPolicy, verifyPassword } from "../../lib/passwords";
import { hashToken, issueSession, newToken } from "../../lib/tokens";
import { readBody } from "../../lib/validate";

const RESET_TTL_MS = 30 * 60_000;
const CODE_TTL_MS = 10 * 60_000;
const MAX_WRONG_CODES = 5;

type Channel = "email" | "sms";
const METHOD: Record<Channel, string> = { email: "EMAIL_VERIFICATION", sms: "SMS_VERIFICATION" };

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** The user of a two-factor call: a tfa (or full) session acting on its own id. */
function tfaUser(c: Context<AppEnv>): UserRow {
  const principal = requireScope(c, "tfa", "portal");
  if (!principal.user) throw forbidden();
  requireOwnId(principal.user, c.req.param("id") ?? "");
  return principal.user;
}

function assertNotLocked(deps: AppDeps, user: UserRow): void {
  if (user.tfa_locked_until && user.tfa_locked_until.getTime() > deps.now().getTime()) {
    throw new ApiError(429, "TOO_MANY_ATTEMPTS");
  }
}

async function sendCode(deps: AppDeps, c: Context<AppEnv>, channel: Channel) {
  const user = tfaUser(c);
  if (!user.tfa_methods.includes(METHOD[channel])) throw new ApiError(400, "TFA_METHOD_NOT_AVAILABLE");
  assertNotLocked(deps, user);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const now = deps.now();
  await deps.handle.db.insert(verification_codes).values({
    user_id: user.id,
    channel,
    code_hash: sha256(code),
    expires_at: new Date(now.getTime() + CODE_TTL_MS),
    created_at: now,
  });
  if (channel === "email") {
    await send(deps, {
      to: user.email,
      channel,
      subject: "Código de verificación / Verification code",
      body: `Su código de verificación es ${code}. Vence en 10 minutos. / Your verification code is ${code}. It expires in 10 minutes.`,
      link: `/tfa-email-verification?code=${code}`,
      code,
      userId: user.id,
    });
  } else {
    if (!user.phone) throw new ApiError(400, "TFA_METHOD_NOT_AVAILABLE");
    await send(deps, {
      to: user.phone,
      channel,
      subject: "SMS",
      body: `Código: ${code}`,
      code,
      userId: user.id,
    });
  }
  return c.body(null, 204);
}

async function validateCode(deps: AppDeps, c: Context<AppEnv>, channel: Channel) {
  const user = tfaUser(c);
  assertNotLocked(deps, user);
  const { code } = await readBody<VerificationCodeBody>(c, verificationCodeBody);
  const db = deps.handle.db;
  const now = deps.now();
  const [latest] = await db
    .select()
    .from(verification_codes)
    .where(
      and(
        eq(verification_codes.user_id, user.id),
        eq(verification_codes.channel, channel),
        isNull(verification_codes.used_at),
      ),
    )
    .orderBy(desc(verification_codes.id))
    .limit(1);
  if (latest && latest.code_hash === sha256(code.trim())) {
    if (latest.expires_at.getTime() <= now.getTime()) throw new ApiError(400, "LINK_NO_LONGER_AVAILABLE");
    await db.update(verification_codes).set({ used_at: now }).where(eq(verification_codes.id, latest.id));
    await db
      .update(users)
      .set({ tfa_failed_attempts: 0, tfa_locked_until: null })
      .where(eq(users.id, user.id));
    const principal = requireScope(c, "tfa", "portal");
    if (principal.scope === "tfa") {
      await db
        .update(access_tokens)
        .set({ revoked: true })
        .where(eq(access_tokens.token_hash, principal.token_hash));
    }
    return c.json(await issueSession(deps, user, principal.client_id));
  }
  // A lock that has run out starts a new series of attempts.
  const previous = user.tfa_locked_until ? 0 : user.tfa_failed_attempts;
  const attempts = previous + 1;
  if (attempts >= MAX_WRONG_CODES) {
    const until = new Date(now.getTime() + deps.config.tfaLockMinutes * 60_000);
    await db
      .update(users)
      .set({ tfa_failed_attempts: 0, tfa_locked_until: until })
      .where(eq(users.id, user.id));
    throw new ApiError(429, "TOO_MANY_ATTEMPTS");
  }
  await db
    .update(users)
    .set({ tfa_failed_attempts: attempts, tfa_locked_until: null })
    .where(eq(users.id, user.id));
  throw new ApiError(400, "VERIFICATION_CODE_INCORRECT");
}

/** Routes under /v1/users. */
export function usersRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  routes.post("/request-password-change", async (c) => {
    requireScope(c, "client");
    const { email } = await readBody<RequestPasswordChangeBody>(c, requestPasswordChangeBody);
    const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    if (!user) throw new ApiError(404, "EMAIL_NOT_REGISTERED");
    const token = newToken();
    const now = deps.now();
    await db.insert(password_reset_tokens).values({
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: new Date(now.getTime() + RESET_TTL_MS),
      created_at: now,
    });
    await send(deps, {
      to: user.email,
      channel: "email",
      subject: "Cambio de contraseña / Password change",
      body: "Use el enlace para definir una nueva contraseña (válido 30 minutos). / Use the link to set a new password (valid 30 minutes).",
      link: `/change-password?token=${token}`,
      userId: user.id,
    });
    return c.body(null, 204);
  });

  routes.post("/change-password", async (c) => {
    const token = bearerToken(c);
    const [reset] = token
      ? await db
          .select()
          .from(password_reset_tokens)
          .where(eq(password_reset_tokens.token_hash, hashToken(token)))
      : [];
    if (!reset) throw new ApiError(400, "LINK_INVALID");
    if (reset.used_at) throw new ApiError(400, "LINK_ALREADY_USED");
    if (reset.expires_at.getTime() <= deps.now().getTime()) throw new ApiError(400, "LINK_INVALID");
    const { password } = await readBody<ChangePasswordBody>(c, changePasswordBody);
    if (!satisfiesPasswordPolicy(password)) throw new ApiError(400, "PASSWORD_POLICY");
    // Claim the link atomically, so that two concurrent uses cannot both succeed.
    const [claimed] = await db
      .update(password_reset_tokens)
      .set({ used_at: deps.now() })
      .where(
        and(eq(password_reset_tokens.token_hash, reset.token_hash), isNull(password_reset_tokens.used_at)),
      )
      .returning();
    if (!claimed) throw new ApiError(400, "LINK_ALREADY_USED");
    await db
      .update(users)
      .set({ password_hash: await hashPassword(password), password_rotation_required: false })
      .where(eq(users.id, reset.user_id));
    // A reset ends every session of the user.
    await db.update(refresh_tokens).set({ revoked: true }).where(eq(refresh_tokens.user_id, reset.user_id));
    await db.update(access_tokens).set({ revoked: true }).where(eq(access_tokens.user_id, reset.user_id));
    return c.body(null, 204);
  });

  routes.post("/update-password", async (c) => {
    const user = requireUser(c);
    const body = await readBody<UpdatePasswordBody>(c, updatePasswordBody);
    if (!(await verifyPassword(body.previous_password, user.password_hash))) {
      throw new ApiError(400, "BAD_PREVIOUS_PASSWORD");
    }
    if (!satisfiesPasswordPolicy(body.new_password)) throw new ApiError(400, "PASSWORD_POLICY");
    await db
      .update(users)
      .set({ password_hash: await hashPassword(body.new_password), password_rotation_required: false })
      .where(eq(users.id, user.id));
    return c.body(null, 204);
  });

  routes.post("/:id/accept-terms-and-conditions", async (c) => {
    const user = requireUser(c);
    requireOwnId(user, c.req.param("id"));
    const body = await readBody<AcceptTermsBody>(c, acceptTermsBody);
    if (body.terms_and_conditions_slug !== user.terms_slug) throw new ApiError(400, "TERMS_NOT_FOUND");
    await db.update(users).set({ terms_acceptance_required: false }).where(eq(users.id, user.id));
    return c.body(null, 204);
  });

  const tfa = "/:id/two-factor-authentication";
  routes.post(`${tfa}/send-email-verification-code`, (c) => sendCode(deps, c, "email"));
  routes.post(`${tfa}/send-sms-verification-code`, (c) => sendCode(deps, c, "sms"));
  routes.post(`${tfa}/validate-email-verification-code`, (c) => validateCode(deps, c, "email"));
  routes.post(`${tfa}/validate-sms-verification-code`, (c) => validateCode(deps, c, "sms"));

  return routes;
}
