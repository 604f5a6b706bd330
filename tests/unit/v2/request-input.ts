import type { RequestInput } from "../../../schemas/requests/authorization-request-payload";

/**
 * What a user typed into the v2 authorization request (000 §3 "Authorization request payload"):
 * spaces around texts, an upper-case email, a formatted phone, a lower-case diagnosis, a blank
 * diagnosis and a blank product row; a medical-procedure product (so the risk manager applies,
 * 000 §5). Shared by the payload tests and the body-schema tests.
 */
export const TYPED_REQUEST_INPUT: RequestInput = {
  beneficiaryId: 42,
  beneficiaryEmail: "  Paciente@Example.COM ",
  beneficiaryPhoneNumber: "(809) 555-1234",
  sponsorSlug: "do-senasa",
  doctorLicenseNumber: " EXQ-1 ",
  doctorSpecialty: "Cardiología",
  doctorName: "Dra. Ana",
  doctorCountryCode: "do",
  illnessOnset: "2026-11-01",
  riskManager: " Gestor ",
  diagnosisCodes: ["z00.0", " ", "J45"],
  products: [
    { providerProductCode: " PROC-1 ", productTypeSlug: "medical-procedure", quantity: 1 },
    { providerProductCode: "", productTypeSlug: null, quantity: null },
  ],
};
