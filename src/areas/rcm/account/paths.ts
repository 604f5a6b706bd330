/**
 * The path of an account's detail (resources/accounts.ts `show.route`, 001 §2
 * "account/{accountId}"): the id URI-encoded, nothing else (no patient data in URLs).
 */
export function accountPath(id: string | number): string {
  return `/rcm/account/${encodeURIComponent(String(id))}`;
}
