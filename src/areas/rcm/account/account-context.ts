import { createContext, useContext } from "react";
import type { AccountDetail } from "../../../../schemas/entities/account-detail";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";

/**
 * The account being worked on in /rcm/account/:accountId and its screens (issue 7 §2): the detail,
 * the caller's per-account restrictions (001 §7, loaded with the account), and a way to reload
 * after an action changed it. Provided by the account screen (account-screen.tsx) once all of it
 * is loaded; panels (charges, support documents, audit comments, account actions) read it.
 */
export interface AccountContextValue {
  /** The `:accountId` of the route. */
  accountId: string;
  account: AccountDetail;
  /** Events refused to this user on this account (`…/restricted-events`, 001 §7). */
  restrictedEvents: readonly string[];
  /** Support file codes this user may not touch on this account (`…/support-file-restrictions`). */
  restrictedFileCodes: readonly string[];
  /** Reloads the account (and what depends on it) after a change. */
  refresh(): void;
}

/** The context behind {@link useAccount}. */
export const AccountContext = createContext<AccountContextValue | null>(null);

/**
 * The account of the surrounding account screen.
 * @throws Error when used outside an {@link AccountContext} provider (a programming error).
 */
export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error("useAccount() outside an account screen");
  return value;
}

/**
 * Which of the `accounts` declaration's actions the user may do on this account: `can()` per
 * action (resources/accounts.ts `access`), with the account's restricted events refused on top of
 * the role tables and per-user restrictions (providers/access `accountRestrictedEvents`).
 * @returns the permitted action names; none while the answers are pending.
 */
export function useAccountPermissions(actions: readonly string[]): Set<string> {
  const { restrictedEvents } = useAccount();
  return usePermittedActions("accounts", actions, restrictedEvents);
}
