/**
 * Agreement package configurations in the reference API (001 §2 "agreements/configuration/packages",
 * "pre-settlements/package-configuration"; §3 "Agreement" package configuration; §9 delivery
 * channels and ZIP split size; 000 §6 VIEW_AGREEMENTS / MODIFY_AGREEMENTS; issue 8 §2; calls
 * decided in docs/api-contract.md "Agreement packages"): an unconfigured agreement reads as such, an
 * editor's PUT is stored and linked to the agreement, 400 answers name the field, and the role
 * tables and providers are enforced.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PackageConfigurationBody } from "../../../schemas/requests/agreement-packages";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

let sandbox: TestSandbox;
let editor: string;
let viewer: string;
let external: string;
let brConsultant: string;
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 50 });
  editor = (await signIn(sandbox, "rcm-editor")).access_token;
  viewer = (await signIn(sandbox, "rcm-viewer")).access_token;
  external = (await signIn(sandbox, "rcm-external-auditor")).access_token;
  brConsultant = (await signIn(sandbox, "rcm-consultant")).access_token;
}, 120_000);
afterAll(() => sandbox.close());

interface Answer extends Partial<PackageConfigurationBody> {
  agreement_code: string;
  agreement_name: string;
  payer_name: string;
  configured: boolean;
  id?: string;
  updated_by?: string;
  error_code?: string;
  message?: string;
}

const path = (code: string) => `/rcm/v1/provider-payer-configurations/${code}/package-configuration`;
const get = (code: string, token = viewer) => call<Answer>(sandbox, "GET", path(code), { token });
const put = (code: string, json: unknown, token = editor) =>
  call<Answer>(sandbox, "PUT", path(code), { token, json });

const body: PackageConfigurationBody = {
  delivery_channel: "S3",
  export_route: "s3://neps-radicacion/clinica-andina",
  separate_files: true,
  package_folder_name: "NEPS evento",
  package_type: "PDF_ZIP",
  export_type: "PER_SETTLEMENT",
  file_format_name: "paquete_neps",
  split_file_size_mb: 25,
  split_file_suffix: "_parte",
  groups: [
    {
      name: "Facturación",
      folder: "facturacion",
      file_name: "factura.pdf",
      supports: [
        { support_file_code: "RIPS", order: 2, copies: 1 },
        { support_file_code: "FEV", order: 1, copies: 2 },
      ],
    },
    {
      name: "Clínicos",
      folder: "clinicos",
      file_name: "historia.pdf",
      supports: [{ support_file_code: "HC", order: 1, copies: 1 }],
    },
  ],
};

describe("package configuration (001 §3 'package configuration'; issue 8 §2)", () => {
  it("an agreement without one reads as not configured, with its name and payer", async () => {
    const answer = await get("NEPS-PGP-2026");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ agreement_code: "NEPS-PGP-2026", configured: false, groups: [] });
    expect(answer.body.agreement_name).toBeTruthy();
    expect(answer.body.payer_name).toBe("Nueva EPS");
    expect(answer.body.delivery_channel).toBeUndefined();
  });

  it("an editor saves one: stored, supports in order, linked to the agreement, seen by a viewer", async () => {
    const saved = await put("NEPS-EVT-2026", body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      configured: true,
      delivery_channel: "S3",
      split_file_size_mb: 25,
      split_file_suffix: "_parte",
      updated_by: "rcm-editor@demo.provider-portal.test",
    });
    expect(saved.body.groups?.[0].supports.map((s) => s.support_file_code)).toEqual(["FEV", "RIPS"]);
    const read = await get("NEPS-EVT-2026", viewer);
    expect(read.body).toEqual(saved.body);
    const agreement = await call<{ build_package_configuration_id: string }>(
      sandbox,
      "GET",
      "/rcm/v1/provider-payer-configurations/NEPS-EVT-2026",
      { token: viewer },
    );
    expect(agreement.body.build_package_configuration_id).toBe(saved.body.id);

    // Saved again it replaces the whole configuration (same id); left-out optional values clear.
    const again = await put("NEPS-EVT-2026", {
      ...body,
      package_type: "PDF",
      split_file_size_mb: null,
      split_file_suffix: null,
      file_format_name: null,
      groups: [body.groups[1]],
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(saved.body.id);
    expect(again.body.groups).toHaveLength(1);
    expect(again.body.split_file_size_mb).toBeUndefined();
    expect(again.body.file_format_name).toBeUndefined();
  });

  it.each([
    ["a wrong shape", { ...body, package_type: "ZIP" }, /package_type/],
    [
      "a route that does not fit the channel",
      { ...body, export_route: "https://x.example" },
      /^export_route/,
    ],
    ["a split size on a PDF package", { ...body, package_type: "PDF" }, /^split_file_size_mb/],
    ["a split size without suffix", { ...body, split_file_suffix: null }, /^split_file_suffix/],
    [
      "a repeated group name",
      { ...body, groups: [body.groups[0], { ...body.groups[1], name: "FACTURACION" }] },
      /^groups\.1\.name/,
    ],
    [
      "an unknown support document",
      {
        ...body,
        groups: [{ ...body.groups[1], supports: [{ support_file_code: "NOPE", order: 1, copies: 1 }] }],
      },
      /^groups\.0\.supports\.0\.support_file_code/,
    ],
  ])("refuses %s with 400 naming the field", async (_, json, message) => {
    const answer = await put("SANI-EVT-2026", json);
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe("VALIDATION_ERROR");
    expect(answer.body.message).toMatch(message);
    expect((await get("SANI-EVT-2026")).body.configured).toBe(false);
  });

  it("enforces the role tables (403 with the error shape) and the provider (404)", async () => {
    for (const token of [viewer, external]) {
      const answer = await put("SANI-EVT-2026", body, token);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error_code: "INSUFFICIENT_PERMISSIONS" });
      expect(typeof answer.body.message).toBe("string");
    }
    expect((await get("SANI-EVT-2026", external)).status).toBe(403);
    expect((await get("NEPS-EVT-2026", brConsultant)).status).toBe(404);
    expect((await put("NOPE-2026", body)).status).toBe(404);
    expect((await get("SANI-EVT-2026")).body.configured).toBe(false);
  });
});
