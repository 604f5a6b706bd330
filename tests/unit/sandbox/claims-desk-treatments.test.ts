/**
 * A prescription-drugs request's treatments become the medicines its authorization adjudicates
 * (000 §3 "treatments (… productIds, quantity …)"; issue 20 §5): before, the reference API grouped
 * the body's products only, so a request with a treatment and no products made no authorization and
 * the portal said "the sponsor created no authorization" (found by the e2e of the whole flow).
 */
import { describe, expect, it } from "vitest";
import { groupsOf, treatmentProductsOf } from "../../../sandbox/routes/arc/v2-requests/claims-desk";
import type { AuthorizationRequestBody } from "../../../schemas/requests/authorization-request";

const catalogue = new Map([
  [301, { code: "MED-000301", product_type_slug: "MEDICINE" }],
  [302, { code: "MED-000302", product_type_slug: "MEDICINE" }],
]);

const body = (extra: Partial<AuthorizationRequestBody>) =>
  ({
    transaction_type: "PRESCRIPTION_DRUGS",
    sponsor_slug: "do-senasa",
    ...extra,
  }) as AuthorizationRequestBody;

describe("treatmentProductsOf (000 §3 treatments)", () => {
  it("each treatment's medicines with its quantity and the catalogue's code and type", () => {
    const products = treatmentProductsOf(
      body({ treatments: [{ product_ids: [301], quantity: 10 }, { product_ids: [302, 999] }] }),
      catalogue,
    );
    expect(products).toEqual([
      { product_id: 301, product_type_slug: "MEDICINE", quantity: 10, provider_product_code: "MED-000301" },
      { product_id: 302, product_type_slug: "MEDICINE", quantity: 1, provider_product_code: "MED-000302" },
    ]);
  });

  it("a prescription-drugs body with a treatment and no products makes one MEDICINE authorization", () => {
    const sent = body({ treatments: [{ product_ids: [301], quantity: 2 }] });
    expect(groupsOf(sent)).toEqual([]);
    const groups = groupsOf({ ...sent, products: treatmentProductsOf(sent, catalogue) });
    expect(groups.map(([type, products]) => [type, products.length])).toEqual([["MEDICINE", 1]]);
  });

  it("no treatments: nothing added", () => {
    expect(treatmentProductsOf(body({}), catalogue)).toEqual([]);
  });
});
