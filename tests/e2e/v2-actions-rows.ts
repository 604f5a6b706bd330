import type { APIRequestContext } from "@playwright/test";
import { authOf, expect } from "./fixtures";

/**
 * Authorizations of the v2 area made for one test (tests/e2e/v2-actions.spec.ts), so that no other
 * test's change moves them: an authorization request through the reference API (as the demo user
 * without claims, for the beneficiary and sponsor of a seeded do-senasa authorization, only read),
 * polled until the insurer made its authorization (READY), then moved along plain legal moves of
 * the status table (schemas/v2/actions.ts) to the status the test needs.
 */
export interface OwnV2Row {
  id: number;
  code: string;
  sponsor: string;
}

/** Makes one READY authorization and moves it through `path` (plain legal moves, in order). */
export async function ownV2Row(request: APIRequestContext, path: readonly string[] = []): Promise<OwnV2Row> {
  const headers = await authOf(request, "without-claims");
  const seeded = await request.get("/api/arc/v2/authorizations/without-claims/V2-AP-000002", {
    headers,
    params: { sponsor_slug: "do-senasa" },
  });
  expect(seeded.status()).toBe(200);
  const { beneficiary_id } = (await seeded.json()) as { beneficiary_id: number };
  const made = await request.post("/api/arc/v1/authorization-requests", {
    headers,
    data: {
      beneficiary_id,
      sponsor_slug: "do-senasa",
      doctor_license_number: "EXQ-00021",
      doctor_specialty: "Medicina interna",
      doctor_name: "Referencia de la prueba",
      doctor_country_code: "DO",
      illness_onset: "2026-11-01",
      diagnoses: [{ coding_system: "ICD-10", code: "Z00.0", type: "PRINCIPAL" }],
      products: [{ product_type_slug: "LABORATORY", quantity: 1, provider_product_code: "LAB-21" }],
    },
  });
  expect(made.status()).toBe(202);
  const { id } = (await made.json()) as { id: number };
  let authorization: { authorization_code: string; id: number } | undefined;
  await expect
    .poll(
      async () => {
        const polled = await request.get(`/api/arc/v1/authorization-requests/${id}`, { headers });
        const body = (await polled.json()) as {
          status: string;
          authorizations: { authorization_code: string; id: number }[];
        };
        authorization = body.authorizations[0];
        return body.status;
      },
      { timeout: 20_000 },
    )
    .toBe("CREATED");
  const row = { id: authorization!.id, code: authorization!.authorization_code, sponsor: "do-senasa" };
  let current = "READY";
  for (const next of path) {
    const moved = await request.post(
      `/api/arc/v2/authorizations/sponsor/${row.sponsor}/code/${row.code}/change-status`,
      { headers, params: { currentStatus: current, newStatus: next }, data: {} },
    );
    expect(moved.status()).toBe(200);
    current = next;
  }
  return row;
}
