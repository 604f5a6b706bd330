import { describeAuthError, type ErrorDescription } from "../../../providers/auth-errors";

/** i18n key of the already-used text (000 §8 "reset link already used"). */
export const LINK_ALREADY_USED_KEY = "errors.linkAlreadyUsed";

/**
 * What /change-password shows when its link fails (000 §2: "a used or invalid link shows an
 * already-used message"): a used (`LINK_ALREADY_USED`), unknown or expired (`LINK_INVALID`) link,
 * or a link without a token, all show "This link has already been used"; any other failure (a
 * weak password, the server down) is described as for every sign-in call.
 * @param error what the change-password call threw, or null for a link without a token.
 */
export function describeLinkError(error: unknown): ErrorDescription {
  if (error === null) return { key: LINK_ALREADY_USED_KEY };
  const described = describeAuthError(error);
  return described.key === "errors.linkInvalid" ? { key: LINK_ALREADY_USED_KEY } : described;
}
