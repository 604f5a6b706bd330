/**
 * The signed-in session as the portal keeps it (000 §3 "Auth session", camel-cased from the token
 * answer of `POST /v1/oauth/token`, see docs/api-contract.md "Authentication").
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
export type TfaMethod = "EMAIL_VERIFICATION" | "SMS_VERIFICATION";

/** Token extensions (000 §3). `rcmUserRoles` may hold values this portal does not know. */
export interface SessionExtensions {
  providerSlug: string;
  providerBranchId?: number;
  countryCode: string;
  providersWebTitle?: string;
  rcmUserRoles?: string[];
  /** Locale given by the session token (000 §1), offered in the language switcher if supported. */
  locale?: string;
  sponsorTextOverrides?: boolean;
}

/** The camel-cased token answer (000 §7). */
export interface TokenResponse {
  accessToken: string;
  tokenType: string;
  refreshToken?: string;
  /** Lifetime of the access token in seconds. */
  expiresIn?: number;
  scope?: string;
  userId: string;
  extensions: SessionExtensions;
  tfaRequired?: boolean;
  tfaAvailableMethods?: TfaMethod[];
  passwordRotationRequired?: boolean;
  termsAndConditionsAcceptanceRequired?: boolean;
  termsAndConditionsSlug?: string;
  isRcmUser?: boolean;
  isUserWithoutClaims?: boolean;
  isBrandedUser?: boolean;
  /** Role of a branded-variant user; may be missing or unknown (000 §6). */
  brandedRole?: string;
}
