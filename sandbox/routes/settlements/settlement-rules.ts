/**
 * Rules of the settlements service v3 (000 §4, §5, §7; docs/api-contract.md "Settlements of
 * authorizations"): who may call it, its refusals in the caller's language, and exact decimal
 * amounts (whole cents as bigint, never floating point). Not a service module itself: the routes
 * of `settlements.ts` use it.
 */
import type { Context } from "hono";
import type { UserRow } from "../../db/schema";
import { requireUser } from "../../lib/auth";
import type { AppEnv } from "../../lib/context";
import { ApiError, forbidden } from "../../lib/errors";
import type { Lang } from "../../lib/messages";

/** Branded roles that reach settlements (000 §6: ADMINISTRATOR and SETTLEMENT_SUBMITTER; AUTHORIZER none). */
export const SETTLEMENT_BRANDED_ROLES: readonly string[] = ["ADMINISTRATOR", "SETTLEMENT_SUBMITTER"];

/** Settlement statuses (000 §4). */
export const SETTLEMENT_STATUSES = [
  "IN_PROGRESS",
  "COMPLETED",
  "SENT_TO_SPONSOR",
  "REJECTED_BY_SPONSOR",
  "APPROVED_BY_SPONSOR",
  "ERROR",
] as const;

/** Claim statuses whose claims may be settled (docs/api-contract.md "pending-authorizations"). */
export const SETTLEABLE_CLAIM_STATUSES: readonly string[] = ["COMPLETED", "READY"];

/** Documents of a settlement (000 §3 billing fields: invoice, optional credit and debit notes). */
export const SETTLEMENT_DOCUMENT_TYPES = ["INVOICE", "CREDIT_NOTE", "DEBIT_NOTE"] as const;

/** Currency of a sponsor's settlements by the sponsor's country (ISO 3166-1 → ISO 4217). */
export const CURRENCY_OF_COUNTRY: Readonly<Record<string, string>> = { DO: "DOP", US: "USD", MX: "MXN" };

/**
 * A user who may use settlements: a branded ADMINISTRATOR or SETTLEMENT_SUBMITTER, or an ordinary
 * provider user (docs/decisions.md "Ordinary provider users").
 * @throws 401 without a session; 403 for RCM users, users without claims and other branded roles.
 */
export function requireSettlementUser(c: Context<AppEnv>): UserRow {
  const user = requireUser(c);
  if (user.is_rcm_user || user.is_user_without_claims) throw forbidden();
  if (user.is_branded_user && !SETTLEMENT_BRANDED_ROLES.includes(user.branded_role ?? "")) throw forbidden();
  return user;
}

type Texts = Record<"es" | "en" | "pt", string>;

const TEXTS = {
  SETTLEMENT_NOT_IN_PROGRESS: {
    es: "La liquidación ya no está en curso y no se puede modificar",
    en: "The settlement is no longer in progress and cannot be changed",
    pt: "A liquidação não está mais em andamento e não pode ser alterada",
  },
  SETTLEMENT_CLAIM_NOT_PENDING: {
    es: "La reclamación $1 no está pendiente de liquidar para esta aseguradora",
    en: "Claim $1 is not pending settlement for this sponsor",
    pt: "A reclamação $1 não está pendente de liquidação para esta operadora",
  },
  SETTLEMENT_EMPTY: {
    es: "La liquidación no incluye ninguna autorización",
    en: "The settlement includes no authorization",
    pt: "A liquidação não inclui nenhuma autorização",
  },
  SETTLEMENT_INVOICE_MISSING: {
    es: "Adjunte la factura antes de completar la liquidación",
    en: "Attach the invoice before completing the settlement",
    pt: "Anexe a fatura antes de concluir a liquidação",
  },
  SETTLEMENT_AMOUNT_MISMATCH: {
    es: "El monto total de la factura ($1) no coincide con el total de la liquidación ($2)",
    en: "The total invoice amount ($1) does not match the settlement's total ($2)",
    pt: "O valor total da fatura ($1) não coincide com o total da liquidação ($2)",
  },
} satisfies Record<string, Texts>;

/** A refusal of the settlements service, in the caller's language. */
export function settlementError(
  c: Context<AppEnv>,
  status: 409 | 422,
  code: keyof typeof TEXTS,
  ...values: string[]
): ApiError {
  const lang: Lang = c.get("lang") ?? "es";
  const texts: Texts = TEXTS[code];
  const text = texts[lang === "en" ? "en" : lang === "pt" ? "pt" : "es"];
  return new ApiError(
    status,
    code,
    text.replace(/\$(\d)/g, (_, n: string) => values[Number(n) - 1] ?? ""),
  );
}

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * Whole cents of a decimal amount ("1234.5" → 123450n), exactly.
 * @param amount a decimal text with a dot and at most 2 decimals (no commas: 000 §5), or a number.
 * @returns null when it is not such an amount.
 */
export function centsOf(amount: string | number): bigint | null {
  const text = typeof amount === "number" ? String(amount) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

/** The decimal text of whole cents (123450n → "1234.50"). */
export function decimalOf(cents: bigint): string {
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** A decimal text from SQL `numeric` (null as 0) as the JSON number of the wire (exact to the cent). */
export function wireAmount(text: string | null): number {
  return Number(text ?? "0");
}
