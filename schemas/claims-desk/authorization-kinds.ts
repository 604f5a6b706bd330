/**
 * The kinds of a new authorization (000 §2 "New authorization: choose type (pharmacy-style
 * prescription drugs, imaging, laboratory, diagnostic study, outpatient consultation, procedure,
 * generic)"; route table "/authorization … new (type choice), outpatient-care, prescription,
 * laboratories, diagnostic-study, procedure"; 000 §9 transaction types and product types; issue 20
 * §1 "what differs by type is data, not a copy of the flow").
 *
 * One row per kind, read by the portal's flow (src/areas/authorizations/new/) and by the
 * reference API (sandbox/routes/…): the route it lives at, its transaction type, the product types
 * its items may be, and what the doctor step asks for (`items`). Seven kinds, five routes: imaging
 * and generic share the routes of the diagnostic study and the procedure (docs/decisions.md "The
 * new authorization's kinds").
 */

/** What the doctor step lists for a kind (000 §5). */
export type AuthorizationItems =
  /** OUTPATIENT_CARE: no product list (000 §5), the consultation product is the provider's own. */
  | "none"
  /** Laboratory and exams: at least one exam (000 §5). */
  | "exams"
  /** Prescription drugs: treatments (brand, composition, indications, drug form, dosage unit, duration, frequencies; 000 §3). */
  | "treatments"
  /** Procedures and the generic kind: at least one product; a medical procedure brings the risk manager (000 §5). */
  | "products";

/** One kind of new authorization. */
export interface AuthorizationKindDefinition {
  /** The kind's id (a choice kept in the flow's draft; the key of its texts). */
  readonly kind: string;
  /** The route under `/authorization/` (000 §2). */
  readonly route: "outpatient-care" | "prescription" | "laboratories" | "diagnostic-study" | "procedure";
  /** Its transaction type (000 §9 "Authorization transactionType values"). */
  readonly transactionType:
    "OUTPATIENT_CARE" | "MEDICAL_PROCEDURES" | "DIAGNOSTIC_TESTS" | "PRESCRIPTION_DRUGS";
  /** The product types its items may be (000 §9), searched in the medical catalogues. */
  readonly productTypes: readonly string[];
  /** What the doctor step lists. */
  readonly items: AuthorizationItems;
}

/** The kinds, in the order the type step offers them. */
export const AUTHORIZATION_KINDS = [
  {
    kind: "outpatient-consultation",
    route: "outpatient-care",
    transactionType: "OUTPATIENT_CARE",
    productTypes: ["outpatient-consultation"],
    items: "none",
  },
  {
    kind: "prescription-drugs",
    route: "prescription",
    transactionType: "PRESCRIPTION_DRUGS",
    productTypes: ["MEDICINE"],
    items: "treatments",
  },
  {
    kind: "laboratory",
    route: "laboratories",
    transactionType: "DIAGNOSTIC_TESTS",
    productTypes: ["laboratory"],
    items: "exams",
  },
  {
    kind: "diagnostic-study",
    route: "diagnostic-study",
    transactionType: "DIAGNOSTIC_TESTS",
    productTypes: ["diagnostic-test"],
    items: "exams",
  },
  {
    kind: "imaging",
    route: "diagnostic-study",
    transactionType: "DIAGNOSTIC_TESTS",
    productTypes: ["DIAGNOSTIC_STUDY"],
    items: "exams",
  },
  {
    kind: "procedure",
    route: "procedure",
    transactionType: "MEDICAL_PROCEDURES",
    productTypes: ["medical-procedure"],
    items: "products",
  },
  {
    kind: "generic",
    route: "procedure",
    transactionType: "MEDICAL_PROCEDURES",
    productTypes: ["medical-procedure", "laboratory", "diagnostic-test", "DIAGNOSTIC_STUDY", "MEDICINE"],
    items: "products",
  },
] as const satisfies readonly AuthorizationKindDefinition[];

/** A kind's id. */
export type AuthorizationKind = (typeof AUTHORIZATION_KINDS)[number]["kind"];

/** A route under `/authorization/` that holds the flow. */
export type AuthorizationRoute = AuthorizationKindDefinition["route"];

/** The five typed routes (000 §2), each once. */
export const AUTHORIZATION_ROUTES: readonly AuthorizationRoute[] = [
  ...new Set(AUTHORIZATION_KINDS.map((k) => k.route)),
];

/** The kind of an id, or `undefined` when the id is not one. */
export function kindOf(kind: unknown): AuthorizationKindDefinition | undefined {
  return AUTHORIZATION_KINDS.find((k) => k.kind === kind);
}

/**
 * The kind a typed route opens with when the draft names none (a deep link): the first kind of
 * that route (`diagnostic-study` for the shared route of imaging and the diagnostic study,
 * `procedure` for that of the procedure and the generic kind).
 */
export function defaultKindOfRoute(route: string): AuthorizationKindDefinition | undefined {
  return AUTHORIZATION_KINDS.find((k) => k.route === route);
}
