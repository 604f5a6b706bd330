/**
 * The medical catalogues' wire as docs/api-contract.md "Medical catalogues" and "Authorizations of
 * the claims desk" write it, answered by msw for the doctor step's component tests (the e2e spec
 * runs the step against the reference API itself). Every request is recorded.
 */
import { http, HttpResponse, type HttpHandler } from "msw";
import { BASE, PROVIDER } from "../resource/handlers";

/** One request seen: path after the API base and its query. */
export interface SeenCall {
  path: string;
  query: Record<string, string>;
}

const DIAGNOSES = [
  { code: "E11", name: "Diabetes mellitus no insulinodependiente", tags: ["diabetes"] },
  {
    code: "E11.9",
    name: "Diabetes mellitus no insulinodependiente, sin mención de complicación",
    tags: ["diabetes"],
  },
  { code: "J45.9", name: "Asma, no especificada", tags: ["asma"] },
];
const PRODUCTS = [
  {
    id: 101,
    name: "Hemograma completo en sangre, automatizado",
    product_type_slug: "laboratory",
    code: "900001",
  },
  {
    id: 102,
    name: "Glicemia en ayunas en sangre, automatizado",
    product_type_slug: "laboratory",
    code: "900025",
  },
  { id: 201, name: "Sutura de herida de cara", product_type_slug: "medical-procedure", code: "860002" },
  { id: 301, name: "Acetaminofén MK 500 mg tabletas", product_type_slug: "MEDICINE", code: "M000001" },
];

/** The handlers and what they saw. */
export function doctorBackend(): { handlers: HttpHandler[]; seen: SeenCall[] } {
  const seen: SeenCall[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    seen.push({
      path: url.pathname.slice(new URL(BASE).pathname.length),
      query: Object.fromEntries(url.searchParams),
    });
    return url.searchParams;
  };
  const page = <T>(content: T[]) => ({
    content,
    total_elements: content.length,
    total_pages: 1,
    number: 0,
    size: 20,
  });
  const words = (text: string) =>
    text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").split(/\s+/).filter(Boolean);
  const matches = (name: string, code: string, text: string) =>
    code.toLowerCase().startsWith(text.toLowerCase()) ||
    words(text).every((w) => words(name).some((n) => n.includes(w)));
  return {
    seen,
    handlers: [
      http.get(`${BASE}/medical-catalogs/v1/specialties`, ({ request }) => {
        record(request);
        return HttpResponse.json([
          { slug: "cardiologia", name: "Cardiología" },
          { slug: "medicina-general", name: "Medicina general" },
        ]);
      }),
      http.get(`${BASE}/medical-catalogs/v1/diagnoses/search`, ({ request }) => {
        const q = record(request);
        const name = q.get("name") ?? "";
        return HttpResponse.json(page(DIAGNOSES.filter((d) => matches(d.name, d.code, name))));
      }),
      http.get(`${BASE}/medical-catalogs/v1/products/search`, ({ request }) => {
        const q = record(request);
        const types = (q.get("product_type_slug") ?? "").split(",");
        const name = q.get("product_name") ?? "";
        return HttpResponse.json(
          page(PRODUCTS.filter((p) => types.includes(p.product_type_slug) && matches(p.name, p.code, name))),
        );
      }),
      http.get(`${BASE}/medical-catalogs/v1/products/sponsor-provider/search`, ({ request }) => {
        const q = record(request);
        const types = (q.get("product_type_slug") ?? "").split(",");
        const name = q.get("product_name") ?? "";
        return HttpResponse.json(
          page(
            PRODUCTS.filter((p) => types.includes(p.product_type_slug) && matches(p.name, p.code, name)).map(
              ({ code, ...p }) => ({ ...p, provider_product_code: `CC-${code}`, sponsor_product_code: code }),
            ),
          ),
        );
      }),
      http.get(
        `${BASE}/medical-catalogs/v1/products/providers/${PROVIDER}/outpatient-care/:sponsor`,
        ({ request }) => {
          record(request);
          return HttpResponse.json([
            {
              product_id: 2,
              product_name: "Consulta de primera vez por medicina especializada",
              provider_product_code: "CC-890202",
              sponsor_product_code: "890202",
            },
          ]);
        },
      ),
      http.get(`${BASE}/arc/v1/sponsors/:sponsor/configuration`, ({ request, params }) => {
        record(request);
        return HttpResponse.json({
          sponsor_slug: params.sponsor,
          biometric_verification_required: true,
          biometric_verification_method: "FINGERPRINT",
          product_display_configurations: [],
          allow_beneficiary_data_update: false,
          required_beneficiary_data: [],
          automatic_dispensation: false,
          manual_authorizations: true,
          requires_invoice: true,
          default_product_code: "890202",
          text_overrides: {},
        });
      }),
      http.get(`${BASE}/arc/v1/providers/providers-branches/:id/product-types`, ({ request }) => {
        record(request);
        return HttpResponse.json([
          { slug: "outpatient-consultation", name: "Outpatient consultation" },
          { slug: "laboratory", name: "Laboratory" },
          { slug: "medical-procedure", name: "Medical procedure" },
          { slug: "MEDICINE", name: "Medicine" },
        ]);
      }),
    ],
  };
}
