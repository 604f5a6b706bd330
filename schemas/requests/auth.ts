/**
 * JSON Schemas of the authentication request bodies the reference API validates (000 §7,
 * docs/api-contract.md "Authentication"). Bodies are snake_case as the specification says.
 */

/** `POST /v1/oauth/token` (form-urlencoded or JSON). Unknown form fields are tolerated. */
export const tokenRequestBody = {
  type: "object",
  required: ["grant_type"],
  properties: {
    grant_type: { type: "string", enum: ["password", "client_credentials", "refresh_token"] },
    username: { type: "string", minLength: 1, maxLength: 254 },
    password: { type: "string", minLength: 1, maxLength: 256 },
    refresh_token: { type: "string", minLength: 1, maxLength: 512 },
    scope: { type: "string", maxLength: 256 },
  },
} as const;

/** Body of `POST /v1/oauth/token`. */
export interface TokenRequestBody {
  grant_type: "password" | "client_credentials" | "refresh_token";
  username?: string;
  password?: string;
  refresh_token?: string;
  scope?: string;
}

/**
 * `POST /v1/oauth/revoke` (RFC 7009 §2.1; an addition to the contract, docs/api-contract.md
 * "Token revocation"): the token to revoke and an optional hint of its kind. An unknown hint is
 * ignored, as the RFC says.
 */
export const revokeRequestBody = {
  type: "object",
  required: ["token"],
  properties: {
    token: { type: "string", minLength: 1, maxLength: 512 },
    token_type_hint: { type: "string", maxLength: 64 },
  },
} as const;

/** Body of `POST /v1/oauth/revoke`. */
export interface RevokeRequestBody {
  token: string;
  /** "refresh_token" or "access_token"; any other value is ignored. */
  token_type_hint?: string;
}

/** `POST /v1/users/request-password-change`. */
export const requestPasswordChangeBody = {
  type: "object",
  required: ["email"],
  additionalProperties: false,
  properties: { email: { type: "string", format: "email", maxLength: 254 } },
} as const;

export interface RequestPasswordChangeBody {
  email: string;
}

/** `POST /v1/users/change-password` (the reset token is the bearer). */
export const changePasswordBody = {
  type: "object",
  required: ["password"],
  additionalProperties: false,
  properties: { password: { type: "string", minLength: 1, maxLength: 256 } },
} as const;

export interface ChangePasswordBody {
  password: string;
}

/** `POST /v1/users/update-password`. */
export const updatePasswordBody = {
  type: "object",
  required: ["previous_password", "new_password"],
  additionalProperties: false,
  properties: {
    previous_password: { type: "string", minLength: 1, maxLength: 256 },
    new_password: { type: "string", minLength: 1, maxLength: 256 },
  },
} as const;

export interface UpdatePasswordBody {
  previous_password: string;
  new_password: string;
}

/** `POST /v1/users/{id}/accept-terms-and-conditions`. */
export const acceptTermsBody = {
  type: "object",
  required: ["terms_and_conditions_slug"],
  additionalProperties: false,
  properties: { terms_and_conditions_slug: { type: "string", minLength: 1, maxLength: 128 } },
} as const;

export interface AcceptTermsBody {
  terms_and_conditions_slug: string;
}

/** `POST /v1/users/{id}/two-factor-authentication/validate-{email,sms}-verification-code`. */
export const verificationCodeBody = {
  type: "object",
  required: ["code"],
  additionalProperties: false,
  properties: { code: { type: "string", minLength: 1, maxLength: 16 } },
} as const;

export interface VerificationCodeBody {
  code: string;
}
