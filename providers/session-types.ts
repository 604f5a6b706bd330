/**
 * The signed-in session as the portal keeps it (000 §3 "Auth session", camel-cased from the token
 * answer of `POST /v1/oauth/token`, see docs/api-contract.md "Authentication").
 */

export { PORTAL_ROLES, RCM_ROLES, TFA_METHODS } from "../schemas/access";
export type { PortalRole, RcmRole, TfaMethod } from "../schemas/access";
import type { TfaMethod } from "../schemas/access";

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
