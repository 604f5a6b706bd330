/**
 * The dispensation of a prescription as a flow of the flow kit (issue 21 §2; 000 §2 "Prescription
 * and dispensation screens", "After a claim or dispensation finishes, success or failure, the user
 * goes to /home"; §4 "Dispensing"; DESIGN.md §12): `products` (choose the dispensable products,
 * their prices, quantities and taxes), `answer` (the sponsor's answer, polled; entered once the
 * dispensation was sent) and `complete` (the dispensing document; entered once APPROVED).
 *
 * The draft keeps ids and choices only: the document's code, each line's key and what was chosen
 * (selected, price, quantity, taxes: amounts, no patient data), the dispensation's id and the
 * 202's Location, and whether it was approved. So a reload resumes where it was: the sent
 * dispensation is polled again from its Location (`usePolledJob`), never sent a second time.
 * Pure: the screen is `prescription-screen.tsx`, the steps `dispensing-steps.tsx`.
 */
import { defineFlow } from "../../lib/flow";
import {
  AUTO_DISPENSED_SUBTOTAL,
  DEFAULT_DISPENSATION_TAX,
  subtotalCents,
  toCents,
} from "../../../schemas/claims-desk/dispensing";
import type { Prescription, PrescriptionAuthorization } from "./dispensing-queries";

/** One product line of the products step, as typed (amounts as typed text). */
export interface DispensingLine {
  /** `<authorization id>:<product id>`. */
  readonly key: string;
  readonly selected: boolean;
  /** The unit price as typed (`.` decimals, no thousands separators). */
  readonly price: string;
  readonly quantity: number;
  /** The line's taxes as typed (0.00 by default, 000 §9). */
  readonly taxes: string;
}

/** The flow's state. */
export interface DispensingFlowState {
  /** The chosen document: an authorization's code. */
  readonly documentCode?: string;
  readonly lines: readonly DispensingLine[];
  /** The dispensation sent, and its Location (what a reload polls again). */
  readonly dispensationId?: number;
  readonly location?: string;
  /** The sponsor APPROVED it (the completion may be entered). */
  readonly approved?: boolean;
}

/** The steps, as written in the URL (`?step=`). */
export const DISPENSING_STEPS = ["products", "answer", "complete"] as const;

/** The key of a product's line. */
export function lineKey(authorizationId: number, productId: number): string {
  return `${authorizationId}:${productId}`;
}

/** The taxes a line starts with: 0.00 (000 §9). */
const DEFAULT_TAXES_TEXT = DEFAULT_DISPENSATION_TAX.toFixed(2);

/**
 * The state a prescription's flow starts with: the first authorization with a dispensable product
 * chosen; one line per product, dispensable ones selected with their approved quantity, no price
 * yet (an auto-dispensed product's price is 1.00), taxes 0.00.
 */
export function initialDispensing(prescription: Prescription): DispensingFlowState {
  const first = prescription.authorizations.find((a) => a.products.some((p) => p.dispensable));
  return {
    documentCode: first?.code,
    lines: prescription.authorizations.flatMap((a) =>
      a.products.map((p) => ({
        key: lineKey(a.id, p.id),
        selected: p.dispensable,
        price: a.automaticDispensation ? "1.00" : "",
        quantity: p.quantity,
        taxes: DEFAULT_TAXES_TEXT,
      })),
    ),
  };
}

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** An amount typed (`1250.5`, `1,250.50`) as a number, or null when it is not one with at most 2 decimals. */
export function typedAmount(text: string): number | null {
  const plain = text.replace(/[,\s]/g, "");
  return AMOUNT.test(plain) ? Number(plain) : null;
}

/** What is wrong with a line: its price, its quantity (1 … approved) or its taxes; empty when nothing. */
export function lineProblems(
  line: DispensingLine,
  approvedQuantity: number,
): ("price" | "quantity" | "taxes")[] {
  const problems: ("price" | "quantity" | "taxes")[] = [];
  if (typedAmount(line.price) === null) problems.push("price");
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > approvedQuantity)
    problems.push("quantity");
  if (typedAmount(line.taxes) === null) problems.push("taxes");
  return problems;
}

/** A line's subtotal in currency units (price × quantity + taxes; 1.00 auto-dispensed), or null while a value is wrong. */
export function lineSubtotal(line: DispensingLine, automatic: boolean): number | null {
  if (automatic) return AUTO_DISPENSED_SUBTOTAL;
  const price = typedAmount(line.price);
  const taxes = typedAmount(line.taxes);
  if (price === null || taxes === null || line.quantity < 1) return null;
  return subtotalCents({ price, quantity: line.quantity, taxes }, false) / 100;
}

/** The selected lines of an authorization with their products. */
export function selectedLines(state: DispensingFlowState, authorization: PrescriptionAuthorization) {
  return authorization.products.flatMap((product) => {
    const line = state.lines.find((l) => l.key === lineKey(authorization.id, product.id));
    return line?.selected && product.dispensable ? [{ line, product }] : [];
  });
}

/** The body of the dispensation of the selected lines (000 §7), once every line is right. */
export function dispensationBodyOf(
  state: DispensingFlowState,
  authorization: PrescriptionAuthorization,
  currencyCode: string,
) {
  return {
    currencyCode,
    products: selectedLines(state, authorization).map(({ line, product }) => ({
      id: product.id,
      price: typedAmount(line.price) ?? 0,
      quantity: line.quantity,
      taxes: toCents(typedAmount(line.taxes) ?? 0) / 100,
    })),
  };
}

/** The dispensation flow (see the file comment). Name `dispensing`, one instance per prescription. */
export const dispensingFlow = defineFlow<DispensingFlowState>({
  name: "dispensing",
  steps: [
    { id: "products" },
    { id: "answer", canEnter: (state) => state.location !== undefined },
    { id: "complete", canEnter: (state) => state.location !== undefined && state.approved === true },
  ],
  persist: {
    documentCode: "id",
    lines: { each: { key: "id", selected: "choice", price: "choice", quantity: "choice", taxes: "choice" } },
    dispensationId: "id",
    location: "id",
    approved: "choice",
  },
});
