/**
 * The sponsor's answer to a dispensation, deterministic and pure (000 §4 "Prescription: a product
 * with status APPROVED is eligible for dispensation", "Dispensing"; §8
 * `errors.dispensingRequest.emptyApprovedProducts` "with a list of product name plus reason"; §9;
 * issue 21 §2, §4; docs/api-contract.md "Dispensing"). Each product sent is judged against the
 * prescription's product of the same `id`, in this order:
 * - its status is not APPROVED → `NOT_APPROVED` (with the sponsor's reason);
 * - its quantity is above the approved quantity → `QUANTITY_ABOVE_APPROVED`;
 * - its unit price is above the authorized unit price (sandbox/lib/adjudication.ts `unitPrice`) →
 *   `PRICE_ABOVE_AUTHORIZED` (an auto-dispensed product has no price to judge: its subtotal is 1.00).
 * One failing product makes the whole dispensation ERROR, listing every failing product with its
 * reason; otherwise it is APPROVED with each product's subtotal (price × quantity + taxes, or 1.00
 * auto-dispensed) and the patient's share of it (the beneficiary plan's coinsurance percent).
 */
import { type AdjudicatedProduct, reasonText, unitPrice } from "../../lib/adjudication";
import type { Lang } from "../../lib/messages";
import {
  DEFAULT_DISPENSATION_TAX,
  isDispensable,
  subtotalCents,
  toCents,
  type DispensationBody,
} from "../../../schemas/claims-desk/dispensing";

/** A product of a prescription's authorization as stored (claims_desk_authorizations.products). */
export type PrescribedProduct = AdjudicatedProduct & { product_name: string };

/** Why a product cannot be dispensed. */
export type DispensingReason = "NOT_APPROVED" | "QUANTITY_ABOVE_APPROVED" | "PRICE_ABOVE_AUTHORIZED";

/** A product of a judged dispensation (dispensations.products). */
export interface DispensedProduct {
  id: number;
  product_id: number | null;
  product_name: string;
  price: number;
  quantity: number;
  taxes: number;
  automatic: boolean;
  /** Price × quantity + taxes, or 1.00 auto-dispensed (null while PENDING). */
  subtotal: number | null;
  /** The patient's share of the subtotal (null while PENDING). */
  copayment: number | null;
}

/** A product refused (dispensations.errors). */
export interface DispensingError {
  id: number;
  product_name: string;
  reason_code: DispensingReason;
  /** What the reason's text names: the product's status and its reason code, the approved quantity, the authorized price. */
  status: string;
  sponsor_reason: AdjudicatedProduct["reason_code"];
  approved_quantity: number;
  authorized_price: number;
}

/** The products of a body as the dispensation keeps them before they are judged (taxes 0.00 by default). */
export function sentProducts(
  body: Pick<DispensationBody, "products">,
  prescribed: readonly PrescribedProduct[],
  automatic: boolean,
): DispensedProduct[] {
  return body.products.map((p) => {
    const product = prescribed[p.id - 1];
    return {
      id: p.id,
      product_id: product?.product_id ?? null,
      product_name: product?.product_name ?? String(p.id),
      price: p.price,
      quantity: p.quantity,
      taxes: p.taxes ?? DEFAULT_DISPENSATION_TAX,
      automatic,
      subtotal: null,
      copayment: null,
    };
  });
}

/**
 * The index of the first product naming no product of the prescription, or sent twice (the 400's
 * field), or -1.
 */
export function unknownProductIndex(
  body: Pick<DispensationBody, "products">,
  prescribed: readonly unknown[],
): number {
  const seen = new Set<number>();
  return body.products.findIndex((p) => {
    const bad = p.id > prescribed.length || seen.has(p.id);
    seen.add(p.id);
    return bad;
  });
}

const cents = (n: number) => n / 100;

/** The sponsor's answer: APPROVED with subtotals and shares, or ERROR with the refused products. */
export function judgeDispensation(
  sent: readonly DispensedProduct[],
  prescribed: readonly PrescribedProduct[],
  coinsurancePercent: number,
):
  | { status: "APPROVED"; products: DispensedProduct[]; total: number }
  | { status: "ERROR"; products: DispensedProduct[]; errors: DispensingError[] } {
  const errors: DispensingError[] = [];
  for (const p of sent) {
    const product = prescribed[p.id - 1];
    const authorizedPrice = unitPrice(product.provider_product_code);
    const refuse = (reason_code: DispensingReason) =>
      errors.push({
        id: p.id,
        product_name: p.product_name,
        reason_code,
        status: product.result,
        sponsor_reason: product.reason_code,
        approved_quantity: product.quantity,
        authorized_price: authorizedPrice,
      });
    if (!isDispensable(product.result)) refuse("NOT_APPROVED");
    else if (p.quantity > product.quantity) refuse("QUANTITY_ABOVE_APPROVED");
    else if (!p.automatic && toCents(p.price) > toCents(authorizedPrice)) refuse("PRICE_ABOVE_AUTHORIZED");
  }
  if (errors.length > 0) return { status: "ERROR", products: [...sent], errors };
  let total = 0;
  const products = sent.map((p) => {
    const subtotal = subtotalCents(p, p.automatic);
    total += subtotal;
    return {
      ...p,
      subtotal: cents(subtotal),
      copayment: cents(Math.round((subtotal * coinsurancePercent) / 100)),
    };
  });
  return { status: "APPROVED", products, total: cents(total) };
}

const TEXTS: Record<DispensingReason, Record<"es" | "en" | "pt", string>> = {
  NOT_APPROVED: {
    es: "El producto no está aprobado ({status}){why}",
    en: "The product is not approved ({status}){why}",
    pt: "O produto não está aprovado ({status}){why}",
  },
  QUANTITY_ABOVE_APPROVED: {
    es: "La cantidad {quantity} supera la cantidad aprobada {approved}",
    en: "The quantity {quantity} is above the approved quantity {approved}",
    pt: "A quantidade {quantity} excede a quantidade aprovada {approved}",
  },
  PRICE_ABOVE_AUTHORIZED: {
    es: "El precio {price} supera el precio autorizado {authorized}",
    en: "The price {price} is above the authorized price {authorized}",
    pt: "O preço {price} excede o preço autorizado {authorized}",
  },
};

const STATUS_WORDS: Record<string, Record<"es" | "en" | "pt", string>> = {
  REJECTED: { es: "rechazado", en: "rejected", pt: "rejeitado" },
  MANUAL_APPROVAL_REQUIRED: {
    es: "requiere aprobación manual",
    en: "manual approval required",
    pt: "requer aprovação manual",
  },
};

/** A refused product's reason in `lang` (es-DO as es), naming what was sent and what was allowed. */
export function dispensingReasonText(
  error: DispensingError,
  sent: DispensedProduct | undefined,
  lang: Lang,
): string {
  const language = lang === "es-DO" ? "es" : lang;
  const why = reasonText(error.sponsor_reason, lang);
  return TEXTS[error.reason_code][language]
    .replace("{status}", STATUS_WORDS[error.status]?.[language] ?? error.status)
    .replace("{why}", why ? `: ${why}` : "")
    .replace("{quantity}", String(sent?.quantity ?? ""))
    .replace("{approved}", String(error.approved_quantity))
    .replace("{price}", (sent?.price ?? 0).toFixed(2))
    .replace("{authorized}", error.authorized_price.toFixed(2));
}

const EMPTY: Record<"es" | "en" | "pt", string> = {
  es: "Ningún producto se puede dispensar",
  en: "No product can be dispensed",
  pt: "Nenhum produto pode ser dispensado",
};

/** The ERROR's message in `lang`: the sentence and each product with its reason. */
export function dispensingErrorMessage(
  errors: readonly DispensingError[],
  sent: readonly DispensedProduct[],
  lang: Lang,
): string {
  const language = lang === "es-DO" ? "es" : lang;
  const lines = errors.map(
    (e) =>
      `${e.product_name}: ${dispensingReasonText(
        e,
        sent.find((p) => p.id === e.id),
        lang,
      )}`,
  );
  return `${EMPTY[language]}. ${lines.join("; ")}`;
}
