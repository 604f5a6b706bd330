/**
 * Service types of accounts and charges (001 §9 "Filter values"), written once (DESIGN.md §12
 * "a rule"): the codes the portal's charge filter offers (resources/charges.ts) and the reference
 * API accepts in its `service_types` filters and seeds (sandbox/lib/domain.ts). Each is shown by
 * its label, `serviceTypes.<code>` (`SERVICE_TYPE_LABELS` of field-kinds.ts), never raw.
 */

/** The service types, in the order the filters offer them. */
export const SERVICE_TYPES = [
  "HOSPITALIZACION",
  "URGENCIAS",
  "CONSULTA EXTERNA",
  "PROCEDIMIENTO",
  "EXAMEN",
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
