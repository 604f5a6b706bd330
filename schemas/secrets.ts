/**
 * Secrets shown masked (issue 8 §3 "provider keys: the values are secrets — shown masked"; issue 18
 * §10): one rule for the reference API, which answers provider-key usernames only in this form
 * (`GET`/`POST`/`PATCH providers/provider-keys-configuration` and its log), and for the portal,
 * which shows what it is given masked again, harmlessly, should another backend answer in full.
 * Passwords are never answered at all.
 */

/** What a masked secret shows in place of the hidden characters: always 8 dots, whatever the length. */
export const SECRET_MASK = "••••••••";

/**
 * A secret masked: the first `visible` characters (default 2) then {@link SECRET_MASK}, so neither
 * the rest nor the length is revealed; a value of `visible` characters or fewer is masked whole
 * ("" stays ""). A value already masked is answered as it is, so masking twice changes nothing.
 */
export function maskSecret(value: string, visible = 2): string {
  if (value === "" || value.endsWith(SECRET_MASK)) return value;
  return value.length <= visible ? SECRET_MASK : `${value.slice(0, visible)}${SECRET_MASK}`;
}
