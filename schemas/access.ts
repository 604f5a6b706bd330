/**
 * The vocabulary of access control (000 §6, 001 §6): portal areas and revenue-cycle events.
 * Shared by resource declarations (which state what an action needs) and the access-control
 * provider (which decides). Plain data, no logic.
 */

/** Portal roles of the branded variant (000 §6). */
export const PORTAL_ROLES = ["ADMINISTRATOR", "AUTHORIZER", "SETTLEMENT_SUBMITTER"] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];

/** Revenue-cycle roles (000 §6, 001 §6). */
export const RCM_ROLES = [
  "EDITOR",
  "EDITOR_WITH_AUDIT",
  "VIEWER",
  "INTERNAL_AUDITOR",
  "EXTERNAL_AUDITOR",
  "ADMIN",
  "CONSULTANT",
  "DENIALS_VIEWER",
  "DENIALS_EDITOR",
  "DENIALS_ADMIN",
] as const;
export type RcmRole = (typeof RCM_ROLES)[number];

/** Second-factor methods (000 §4: default EMAIL_VERIFICATION). */
export const TFA_METHODS = ["EMAIL_VERIFICATION", "SMS_VERIFICATION"] as const;
export type TfaMethod = (typeof TFA_METHODS)[number];

/** Areas of the portal a user may reach as a whole (000 §2 guards, 000 §6 role table). */
export const AREAS = ["authorizations", "settlements", "rcm", "v2"] as const;
export type Area = (typeof AREAS)[number];

/** The glosa events of 000 §6 (view, upload, delete, export, modify filling date, response, view grid). */
export const GLOSA_EVENTS = [
  "VIEW_GLOSAS",
  "UPLOAD_GLOSAS",
  "DELETE_GLOSAS",
  "EXPORT_GLOSAS",
  "MODIFY_GLOSA_FILLING_DATE",
  "GLOSA_RESPONSE",
  "VIEW_GLOSA_GRID",
] as const;

/**
 * Revenue-cycle events (000 §6 "Events", 001 §6). Each RCM role denies a list of these; the rest
 * are allowed; per-user `restrictedEvent` entries remove more.
 */
export const RCM_EVENTS = [
  "UPLOAD_DOCUMENT",
  "REPLACE_DOCUMENT",
  "DELETE_DOCUMENT",
  "VIEW_AGREEMENTS",
  "MODIFY_AGREEMENTS",
  "MODIFY_PRE_AUDIT_COMMENTS",
  "MODIFY_CONCURRENT_AUDIT_COMMENTS",
  "COMPLETE_AUDIT",
  "PASS_TO_READY_TO_GENERATE",
  "PASS_TO_READY_TO_GENERATE_MULTIPLE",
  "VIEW_PRE_SETTLEMENTS",
  "MODIFY_PRE_SETTLEMENTS",
  "VIEW_PRODUCT_CONFIGURATION",
  "MODIFY_PRODUCT_CONFIGURATION",
  "UPLOAD_AGREEMENT_MATRIX",
  "ASSIGN_RESPONSIBLE",
  "REPLACE_SUPPORT_DOCUMENT_PRE_SETTLEMENT",
  ...GLOSA_EVENTS,
] as const;
export type RcmEvent = (typeof RCM_EVENTS)[number];

/** Feature flags of the runtime configuration that gate menu entries and routes (000 §1, §6). */
export const FEATURE_FLAGS = [
  "biometricValidation",
  "addNewAuthorization",
  "showClaimIds",
  "ripsView",
  "productsConfigurationView",
  "settlementSection",
  "filterProductsByProviderAndSponsor",
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/**
 * What one action of a resource requires. All given parts must hold: the user reaches `area`,
 * every `feature` flag is on, the RCM `event` (and one of `anyEvent`) is allowed, and the user's
 * provider is in `country`.
 */
export interface AccessRequirement {
  area?: Area;
  event?: RcmEvent;
  /**
   * At least one of these RCM events is allowed (e.g. the agreement matrix list: those who view
   * agreements and those who upload the matrix, 000 §6 DENIALS_ADMIN; docs/decisions.md
   * "Agreement matrix"). Checked like `event` (refused while the role permissions load).
   */
  anyEvent?: readonly RcmEvent[];
  feature?: FeatureFlag;
  /**
   * ISO 3166-1 alpha-2 code of the only country whose providers have this (the session's
   * `extensions.countryCode`), e.g. `"BR"` for the Brazil dispatch panel (001 §2 "pre-settlements-br").
   */
  country?: string;
}
