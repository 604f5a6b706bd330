/**
 * Prescriptions and dispensations in the reference API (000 §3 "Prescription", "Dispensation
 * cosharing"; §4 "Dispensing"; §7 "Dispensing"; §8 `errors.dispensingRequest.emptyApprovedProducts`;
 * §9 default tax 0.00, auto-dispensed subtotal 1.00; issue 21 §2, §4; docs/api-contract.md
 * "Dispensing"): the seeded prescriptions and one made by a claims-desk request; a dispensation's
 * 202 polled from PENDING to APPROVED or ERROR (with each refused product's reason), its update and
 * its completion; 400 naming the field, 403 for another provider's rows, and every change replayed
 * with its Idempotency-Key done once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unitPrice } from "../../../sandbox/lib/adjudication";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";
import { deskRequestBody } from "./desk-request";

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox, "authorizer")).access_token;
}, 60_000);
afterAll(() => sandbox?.close());

const headers = (key?: string, lang = "en") => ({
  "accept-language": lang,
  ...(key ? { "idempotency-key": key } : {}),
});
const get = <T>(path: string, lang = "en") =>
  call<T>(sandbox, "GET", path, { token, headers: headers(undefined, lang) });
const send = <T>(method: string, path: string, json: unknown, key?: string) =>
  call<T>(sandbox, method, path, { token, json, headers: headers(key) });

interface Prescription {
  id: number;
  currency_code: string;
  authorizations: {
    id: number;
    code: string;
    automatic_dispensation: boolean;
    products: { id: number; product_name: string; quantity: number; status: string; reason: string | null }[];
  }[];
}
interface Dispensation {
  id: number;
  status: string;
  document_code: string;
  products: { id: number; price: number; quantity: number; taxes: number; subtotal: number | null }[];
  total: number | null;
  cosharing: { id: number; products: { id: number; price: number | null }[] };
  errors: { id: number; product_name: string; reason: string }[];
  error_code: string | null;
  amount: number | null;
  document_number: string | null;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [{ n }] = await sandbox.handle.query<{ n: number }>(sql, params);
  return n;
}

/** Sends a dispensation and polls its Location once (the sponsor answers at the first poll). */
async function dispense(code: string, products: unknown[], key: string): Promise<Dispensation> {
  const sent = await send<{ id: number; status: string }>(
    "POST",
    `/dispensing/v1/documents/${code}/dispensations`,
    { currencyCode: "DOP", products },
    key,
  );
  expect(sent.status).toBe(202);
  expect(sent.body.status).toBe("PENDING");
  expect(sent.headers.get("retry-after")).toBe("0");
  const location = sent.headers.get("location") ?? "";
  expect(location).toMatch(new RegExp(`/dispensing/v1/dispensations/${sent.body.id}$`));
  const polled = await get<Dispensation>(location.replace(/^.*\/api/, ""));
  expect(polled.status).toBe(200);
  expect(polled.body.status).not.toBe("PENDING");
  expect(polled.headers.get("retry-after")).toBeNull();
  return polled.body;
}

describe("prescriptions (000 §3, §4)", () => {
  it("answers a seeded prescription with its products, their status and why a product is not dispensable", async () => {
    const answer = await get<Prescription>("/dispensing/v1/prescriptions/4701");
    expect(answer.status).toBe(200);
    const [authorization] = answer.body.authorizations;
    expect(authorization.code).toBe("RX-4701-1");
    expect(authorization.automatic_dispensation).toBe(false);
    expect(authorization.products.map((p) => [p.id, p.status])).toEqual([
      [1, "APPROVED"],
      [2, "REJECTED"],
      [3, "APPROVED"],
    ]);
    expect(authorization.products[1].reason).toBe("The product is not covered by the plan");
    const spanish = await get<Prescription>("/dispensing/v1/prescriptions/4701", "es-DO");
    expect(spanish.body.authorizations[0].products[1].reason).toBe(
      "El producto no está cubierto por el plan",
    );
    const automatic = await get<Prescription>("/dispensing/v1/prescriptions/4702");
    expect(automatic.body.authorizations[0].automatic_dispensation).toBe(true);
  });

  it("answers 404 for an unknown id or a request of no medicines, 403 for another provider's", async () => {
    expect((await get("/dispensing/v1/prescriptions/999999")).status).toBe(404);
    expect((await get("/dispensing/v1/prescriptions/abc")).status).toBe(404);
    expect((await get("/dispensing/v1/prescriptions/4704")).status).toBe(403);
    const rcm = (await signIn(sandbox, "rcm-editor")).access_token;
    expect((await call(sandbox, "GET", "/dispensing/v1/prescriptions/4701", { token: rcm })).status).toBe(
      403,
    );
  });
});

describe("dispensations (000 §4 'Dispensing', §7, §9)", () => {
  it("approves the approved products with subtotals (taxes 0.00 by default) and the patient's share, then completes once", async () => {
    const price = unitPrice("RX-AMOX-500") - 10;
    const approved = await dispense(
      "RX-4701-1",
      [
        { id: 1, price, quantity: 2 },
        { id: 3, price: 12.5, quantity: 1, taxes: 1.25 },
      ],
      "disp-ok",
    );
    expect(approved.status).toBe("APPROVED");
    expect(approved.products.map((p) => [p.id, p.taxes, p.subtotal])).toEqual([
      [1, 0, price * 2],
      [3, 1.25, 13.75],
    ]);
    expect(approved.total).toBe(price * 2 + 13.75);
    expect(approved.cosharing.products.map((p) => p.id)).toEqual([1, 3]);
    // The same key replays the 202: no second dispensation.
    const again = await send<{ id: number }>(
      "POST",
      "/dispensing/v1/documents/RX-4701-1/dispensations",
      {
        currencyCode: "DOP",
        products: [
          { id: 1, price, quantity: 2 },
          { id: 3, price: 12.5, quantity: 1, taxes: 1.25 },
        ],
      },
      "disp-ok",
    );
    expect(again.status).toBe(202);
    expect(again.body.id).toBe(approved.id);
    expect(await count("SELECT count(*)::int AS n FROM dispensations WHERE id = $1", [approved.id])).toBe(1);
    const listed = await get<{ dispensations: { id: number; status: string }[] }>(
      "/dispensing/v1/prescriptions/4701",
    );
    expect(listed.body.dispensations.filter((x) => x.id === approved.id)).toEqual([
      { id: approved.id, status: "APPROVED", document_code: "RX-4701-1" },
    ]);

    const path = `/dispensing/v1/dispensations/${approved.id}/complete`;
    const document = {
      documentDate: "2026-11-20",
      documentNumber: "FAC-0001",
      providerTransactionId: "PT-1",
    };
    const wrong = await send<{ message: string }>("POST", path, { ...document, amount: 1 }, "disp-ok-wrong");
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^amount/);
    const future = await send<{ message: string }>(
      "POST",
      path,
      { ...document, amount: approved.total, documentDate: "2999-01-01" },
      "disp-ok-future",
    );
    expect(future.status).toBe(400);
    expect(future.body.message).toMatch(/^documentDate/);
    const missing = await send<{ message: string }>(
      "POST",
      path,
      { amount: approved.total },
      "disp-ok-missing",
    );
    expect(missing.body.message).toMatch(/documentDate/);
    const done = await send<Dispensation>(
      "POST",
      path,
      { ...document, amount: approved.total },
      "disp-ok-complete",
    );
    expect(done.status).toBe(200);
    expect(done.body.status).toBe("COMPLETED");
    expect(done.body.document_number).toBe("FAC-0001");
    const replayed = await send<Dispensation>(
      "POST",
      path,
      { ...document, amount: approved.total },
      "disp-ok-complete",
    );
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    const repeated = await send<Dispensation>(
      "POST",
      path,
      { ...document, amount: approved.total },
      "disp-ok-complete-2",
    );
    expect(repeated.body.status).toBe("COMPLETED");
    const changed = await send(
      "PUT",
      `/dispensing/v1/dispensations/${approved.id}`,
      { products: [{ id: 1, price, quantity: 1 }] },
      "disp-ok-put",
    );
    expect(changed.status).toBe(409);
  });

  it("answers ERROR listing each refused product with its reason, and a PUT judges the products again", async () => {
    const refused = await dispense(
      "RX-4701-1",
      [
        { id: 1, price: 1, quantity: 5 },
        { id: 2, price: 1, quantity: 1 },
        { id: 3, price: 99_999, quantity: 1 },
      ],
      "disp-error",
    );
    expect(refused.status).toBe("ERROR");
    expect(refused.error_code).toBe("EMPTY_APPROVED_PRODUCTS");
    expect(refused.errors.map((e) => [e.product_name, e.reason])).toEqual([
      ["Amoxicilina 500 mg cápsula", "The quantity 5 is above the approved quantity 2"],
      [
        "Loratadina 10 mg tableta",
        "The product is not approved (rejected): The product is not covered by the plan",
      ],
      [
        "Ibuprofeno 400 mg tableta",
        `The price 99999.00 is above the authorized price ${unitPrice("RX-IBUP-400").toFixed(2)}`,
      ],
    ]);
    const spanish = await get<Dispensation>(`/dispensing/v1/dispensations/${refused.id}`, "es");
    expect(spanish.body.errors[0].reason).toBe("La cantidad 5 supera la cantidad aprobada 2");
    const complete = await send("POST", `/dispensing/v1/dispensations/${refused.id}/complete`, {
      amount: 1,
      documentDate: "2026-11-20",
      documentNumber: "X",
    });
    expect(complete.status).toBe(409);
    const fixed = await send<Dispensation>(
      "PUT",
      `/dispensing/v1/dispensations/${refused.id}`,
      { products: [{ id: 1, price: 1, quantity: 2 }] },
      "disp-error-put",
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body.status).toBe("APPROVED");
    expect(fixed.body.errors).toEqual([]);
    expect(fixed.body.total).toBe(2);
  });

  it("gives an auto-dispensed product the subtotal 1.00 (000 §9)", async () => {
    const answer = await dispense(
      "RX-4702-1",
      [
        { id: 1, price: 40, quantity: 2, taxes: 3 },
        { id: 2, price: 0, quantity: 1 },
      ],
      "disp-auto",
    );
    expect(answer.status).toBe("APPROVED");
    expect(answer.products.map((p) => p.subtotal)).toEqual([1, 1]);
    expect(answer.total).toBe(2);
  });

  it("refuses a bad body naming the field, and another provider's document or dispensation", async () => {
    const path = "/dispensing/v1/documents/RX-4701-1/dispensations";
    const cases: [unknown, RegExp][] = [
      [{ products: [{ id: 1, price: 1, quantity: 1 }] }, /currencyCode/],
      [{ currencyCode: "USD", products: [{ id: 1, price: 1, quantity: 1 }] }, /^currencyCode must be DOP/],
      [{ currencyCode: "DOP", products: [] }, /^products/],
      [{ currencyCode: "DOP", products: [{ id: 1, price: 1.234, quantity: 1 }] }, /^products\.0\.price/],
      [{ currencyCode: "DOP", products: [{ id: 1, price: 1, quantity: 0 }] }, /^products\.0\.quantity/],
      [{ currencyCode: "DOP", products: [{ id: 9, price: 1, quantity: 1 }] }, /^products\.0\.id/],
      [
        {
          currencyCode: "DOP",
          products: [
            { id: 1, price: 1, quantity: 1 },
            { id: 1, price: 1, quantity: 1 },
          ],
        },
        /^products\.1\.id/,
      ],
    ];
    for (const [json, field] of cases) {
      const answer = await send<{ message: string }>("POST", path, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.message).toMatch(field);
    }
    const body = { currencyCode: "DOP", products: [{ id: 1, price: 1, quantity: 1 }] };
    expect((await send("POST", "/dispensing/v1/documents/RX-4704-1/dispensations", body)).status).toBe(403);
    expect((await send("POST", "/dispensing/v1/documents/NOPE/dispensations", body)).status).toBe(404);
    const mine = await dispense("RX-4703-1", [{ id: 1, price: 1, quantity: 1 }], "disp-other");
    await sandbox.handle.query("UPDATE dispensations SET provider_slug = 'clinica-andina-co' WHERE id = $1", [
      mine.id,
    ]);
    expect((await get(`/dispensing/v1/dispensations/${mine.id}`)).status).toBe(403);
    expect(
      (
        await send("PUT", `/dispensing/v1/dispensations/${mine.id}`, {
          products: [{ id: 1, price: 1, quantity: 1 }],
        })
      ).status,
    ).toBe(403);
  });

  it("dispenses a prescription the new-authorization flow made (a claims-desk request of medicines)", async () => {
    const [branch] = await sandbox.handle.query<{ id: number }>(
      "SELECT id FROM provider_branches WHERE provider_slug = 'clinica-central-do' ORDER BY id LIMIT 1",
    );
    const [person] = await sandbox.handle.query<{ id: number }>(
      "SELECT id FROM beneficiaries WHERE sponsor_slug = 'do-universal' ORDER BY id LIMIT 1",
    );
    const sent = await send<{ id: number }>(
      "POST",
      "/arc/v1/authorization-requests",
      deskRequestBody({
        transaction_type: "PRESCRIPTION_DRUGS",
        provider_branch_id: branch.id,
        beneficiary_id: person.id,
        products: [{ product_type_slug: "MEDICINE", quantity: 1, provider_product_code: "M000100" }],
      }),
      "disp-flow-request",
    );
    expect(sent.status).toBe(202);
    await get(`/arc/v1/authorization-requests/${sent.body.id}`);
    const prescription = await get<Prescription>(`/dispensing/v1/prescriptions/${sent.body.id}`);
    expect(prescription.status).toBe(200);
    const [authorization] = prescription.body.authorizations;
    expect(authorization.products[0].status).toBe("APPROVED");
    const answer = await dispense(authorization.code, [{ id: 1, price: 1, quantity: 1 }], "disp-flow");
    expect(answer.status).toBe("APPROVED");
  });
});
