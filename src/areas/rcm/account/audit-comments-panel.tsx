/**
 * Placeholder while issue 7 is built: replaced by its real panel (see docs of the account screen).
 * Reads the account through useAccount() (account-context.ts).
 */
export function AuditCommentsPanel() {
  return null;
}
