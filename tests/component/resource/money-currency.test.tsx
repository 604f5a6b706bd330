/**
 * Which currency a list's amounts are shown in (issue 6 §4): the claims desk's default is DOP
 * (000 §9 "DOP symbol $ (default for this area)"), the revenue cycle's follows the user's country
 * (001 §9, default CO → COP), and a row's own `currencyCode` wins over both. The harness
 * configures DO → DOP "RD$" and CO → COP "$", so the two defaults read differently. Sessions, role
 * permissions and view configuration come from the reference API in-process
 * (tests/component/sandbox-backend.ts); the test-only payments endpoints, which it does not serve,
 * are answered by msw.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { renderPortal, server } from "./harness";
import { API_BASE, useSandboxBackend } from "../sandbox-backend";
import type { TokenResponse } from "../../../providers/session-types";
import { RESOURCES } from "../../../resources";
import { defineResource, type ServiceName } from "../../../resources/define-resource";

const paymentSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    reference: { type: "string" },
    amount: { type: ["number", "null"], "x-kind": "money" },
    currencyCode: { type: ["string", "null"] },
  },
  required: ["id"],
} as const;

/** A payments list of a service, declared only here. */
function payments(name: string, service: ServiceName, route: string) {
  return defineResource({
    name,
    service,
    endpoint: `${service}/v1/payments`,
    schema: paymentSchema,
    list: {
      columns: ["reference", "amount"],
      sorters: ["reference"],
      defaultSort: { field: "reference", order: "asc" },
    },
    access: { list: service === "arc" ? { area: "authorizations" } : { area: "rcm" } },
    meta: { route },
  });
}

const claimsDesk = payments("desk-payments", "arc", "/desk-payments");
const revenueCycle = payments("rcm-payments", "rcm", "/rcm/payments");

const ROWS = [
  { id: "p-1", reference: "PAY-1", amount: 1500, currency_code: null },
  { id: "p-2", reference: "PAY-2", amount: 20, currency_code: "BRL" },
  { id: "p-3", reference: "PAY-3", amount: 7, currency_code: "usd" },
];

const texts = (name: string) => ({
  [name]: { title: name, fields: { reference: "Reference", amount: "Amount" } },
});

const backend = useSandboxBackend(server);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  for (const service of ["arc", "rcm"])
    server.use(
      http.get(`${API_BASE}/${service}/v1/payments`, () =>
        HttpResponse.json({
          content: ROWS,
          total_elements: ROWS.length,
          total_pages: 1,
          number: 0,
          size: 15,
        }),
      ),
    );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The session with the country of a Colombian provider: the revenue cycle's currency is then COP "$". */
const colombian = (session: TokenResponse): TokenResponse => ({
  ...session,
  extensions: { ...session.extensions, countryCode: "CO" },
});

const amountOf = async (reference: string) => {
  // The first screen of a file loads its lazy chunks cold: allow it more than the harness default.
  const row = (await screen.findByText(reference, {}, { timeout: 45_000 })).closest("tr") as HTMLElement;
  return within(row).getAllByRole("cell")[1]?.textContent;
};

describe("currency of amounts (000 §9, 001 §9)", { timeout: 90_000 }, () => {
  it("the claims desk shows DOP when a row names no currency, whatever the user's country", async () => {
    await renderPortal({
      path: "/desk-payments",
      session: colombian(await backend.signIn("administrator")),
      declarations: [...RESOURCES, claimsDesk],
      translations: { resources: texts("desk-payments") },
    });
    expect(await amountOf("PAY-1")).toBe("RD$ 1,500.00");
  });

  it("the revenue cycle shows the currency of the user's country (CO → COP)", async () => {
    await renderPortal({
      path: "/rcm/payments",
      // rcm-editor's provider, clinica-andina-co, is Colombian already (sandbox/seed/users.ts).
      session: await backend.signIn("rcm-editor"),
      declarations: [...RESOURCES, revenueCycle],
      translations: { resources: texts("rcm-payments") },
    });
    expect(await amountOf("PAY-1")).toBe("$ 1,500.00");
  });

  it("a row's own currencyCode wins in both areas (a code not configured gets the browser's symbol)", async () => {
    await renderPortal({
      path: "/desk-payments",
      session: await backend.signIn("administrator"),
      declarations: [...RESOURCES, claimsDesk],
      translations: { resources: texts("desk-payments") },
    });
    expect(await amountOf("PAY-2")).toBe("R$ 20.00");
    expect(await amountOf("PAY-3")).toBe("$ 7.00");
    cleanup();
    await renderPortal({
      path: "/rcm/payments",
      // rcm-editor's provider, clinica-andina-co, is Colombian already (sandbox/seed/users.ts).
      session: await backend.signIn("rcm-editor"),
      declarations: [...RESOURCES, revenueCycle],
      translations: { resources: texts("rcm-payments") },
    });
    expect(await amountOf("PAY-2")).toBe("R$ 20.00");
  });
});
