/**
 * Password hashing (node:crypto scrypt) and the password policy (000 §5; minimum length 10 as fixed
 * in docs/api-contract.md "Authentication").
 */
import { passwordProblems } from "../../schemas/password-policy";
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEY_LENGTH = 32;
const COST = 16384;
const BLOCK = 8;
const PARALLEL = 1;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashes a password as `scrypt$N$r$p$<salt b64>$<key b64>`.
 * @param salt 16 bytes; random unless given (the seed passes a seeded salt to stay deterministic).
 */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await scrypt(password, salt, { N: COST, r: BLOCK, p: PARALLEL });
  return ["scrypt", COST, BLOCK, PARALLEL, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when the password matches the stored hash (constant-time comparison). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The password policy of 000 §5, shared with the portal (schemas/password-policy.ts, minimum
 * length decided in docs/decisions.md).
 */
export function satisfiesPasswordPolicy(password: string): boolean {
  return passwordProblems(password).length === 0;
}
