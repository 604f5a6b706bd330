import type { APIRequestContext, Page } from "@playwright/test";
import billingJson from "../../locales/es-DO/new-authorization-billing.json" with { type: "json" };
import dispensingJson from "../../locales/es-DO/dispensing.json" with { type: "json" };
import { authOf, expect, type DemoKind } from "./fixtures";

/**
 * What the dispensing end-to-end tests and the bench share (issue 21 §2; docs/api-contract.md
 * "Dispensing"): the es-DO texts, the seeded prescriptions, their dispensations read from the API
 * and the fields of a product line.
 */
export const d = dispensingJson.dispensing;
/** `errors.dispensingRequest.emptyApprovedProducts` (000 §8) before its `{{products}}`. */
export const emptyApprovedProducts = billingJson.errors.dispensingRequest.emptyApprovedProducts;
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

/** The seeded prescription of do-senasa: products 1 and 3 APPROVED, 2 REJECTED (not covered). */
export const SEEDED = {
  id: 4701,
  code: "RX-4701-1",
  approved: ["Amoxicilina 500 mg cápsula", "Ibuprofeno 400 mg tableta"],
  rejected: "Loratadina 10 mg tableta",
};

/**
 * The dispensations of a prescription as the reference API lists them (ids and statuses), read
 * beside the browser: a test that counts them uses a prescription no other test dispenses.
 */
export async function dispensationsOf(
  request: APIRequestContext,
  prescriptionId: number,
  kind: DemoKind = "authorizer",
): Promise<{ id: number; status: string }[]> {
  const answer = await request.get(`/api/dispensing/v1/prescriptions/${prescriptionId}`, {
    headers: await authOf(request, kind),
  });
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { dispensations: { id: number; status: string }[] }).dispensations;
}

/** The price, quantity and taxes inputs of a product of the products step, by its name. */
export function productFields(page: Page, name: string) {
  return {
    dispense: page.getByRole("checkbox", { name: fill(d.dispenseProduct, { name }) }),
    price: page.getByRole("textbox", { name: fill(d.fieldOf.price, { name }) }),
    quantity: page.getByRole("spinbutton", { name: fill(d.fieldOf.quantity, { name }) }),
    taxes: page.getByRole("textbox", { name: fill(d.fieldOf.taxes, { name }) }),
  };
}
