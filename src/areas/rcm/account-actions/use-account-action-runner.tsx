import { Suspense, useCallback, useMemo, useState, type ReactNode } from "react";
import type { BaseRecord } from "@refinedev/core";
import {
  ACCOUNT_BULK_ACTIONS,
  ACCOUNT_ROW_ACTIONS,
  ACCOUNT_STATUS_MOVES,
} from "../../../../resources/account-actions";
import { lazyWithTexts } from "../../../base/lazy-with-texts";
import type { AccountActionDialogProps } from "./account-action-dialog";
import { useDownloadStarter } from "../../../components/downloads/downloads-host";
import type {
  ActionOutcome,
  BulkActionHandler,
  RowActionHandler,
} from "../../../components/resource/use-row-action-runner";

// The dialog, antd's Modal/Progress/Select and the `actions` texts load with the first action.
const AccountActionDialog = lazyWithTexts<AccountActionDialogProps, typeof import("./account-action-dialog")>(
  "actions",
  () => import("./account-action-dialog"),
);

interface OpenDialog {
  action: string;
  accounts: readonly BaseRecord[];
  resolve(outcome: ActionOutcome): void;
}

/** What {@link useAccountActionRunner} gives a screen. */
export interface AccountActionRunner {
  /**
   * Runs an account action on accounts: `downloadFiles` opens a download window (001 §4
   * "Download manager", type `account-files-download`, one item per account); the others open
   * the action's dialog. Resolves when it is over: `quiet` (the dialog reported), and
   * `clearSelection` when accounts changed.
   * @throws (rejects) when the download manager cannot be loaded.
   */
  run(action: string, accounts: readonly BaseRecord[]): Promise<ActionOutcome>;
  /** The open dialog, to render somewhere in the screen (null when none). */
  dialog: ReactNode;
}

/**
 * The account actions' work for a screen (issue 7 §3): the accounts grid and the account detail
 * use it. Only this hook and the download facade are in the screen's code; the dialog loads on
 * first use (docs/bundle/README.md).
 */
export function useAccountActionRunner(): AccountActionRunner {
  const downloads = useDownloadStarter();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const run = useCallback(
    async (action: string, accounts: readonly BaseRecord[]): Promise<ActionOutcome> => {
      if (action === "downloadFiles") {
        // Each item named by its account's invoice number, never its UUID (issue 18 §10).
        const invoiceNumbers: Record<string, string> = {};
        for (const row of accounts)
          if (row.invoiceNumber != null && row.invoiceNumber !== "")
            invoiceNumbers[String(row.id)] = String(row.invoiceNumber);
        await downloads.start({
          type: "account-files-download",
          accountId: accounts.map((row) => String(row.id)),
          invoiceNumbers,
        });
        // The window reports each item; the grid's rows did not change, so it does not refetch.
        return { quiet: true, unchanged: true };
      }
      return new Promise<ActionOutcome>((resolve) => setOpen({ action, accounts, resolve }));
    },
    [downloads],
  );
  const dialog = open ? (
    <Suspense fallback={null}>
      <AccountActionDialog
        action={open.action}
        accounts={open.accounts}
        onClose={(changed) => {
          setOpen(null);
          open.resolve({ quiet: true, clearSelection: changed });
        }}
      />
    </Suspense>
  ) : null;
  return { run, dialog };
}

/**
 * The grid's handlers of the declared account actions (resources/account-actions.ts), for
 * `ResourceList`'s `rowActionHandlers` / `bulkActionHandlers`. A status move whose next status the
 * user's roles do not allow (001 §6 "statuses allowed") gets no handler, so it is not offered.
 * @param allowedStatuses - statuses the user's roles allow (role permissions).
 */
export function useAccountActionHandlers(
  runner: AccountActionRunner,
  allowedStatuses: readonly string[],
): { row: Record<string, RowActionHandler>; bulk: Record<string, BulkActionHandler> } {
  const { run } = runner;
  const key = allowedStatuses.join(",");
  return useMemo(() => {
    const allowed = new Set(key.split(","));
    const offered = (name: string) => {
      const next = (ACCOUNT_STATUS_MOVES as Record<string, string>)[name];
      return next === undefined || allowed.has(next);
    };
    const row: Record<string, RowActionHandler> = {};
    const bulk: Record<string, BulkActionHandler> = {};
    for (const action of ACCOUNT_ROW_ACTIONS)
      if (offered(action.name)) row[action.name] = (account) => run(action.name, [account]);
    for (const action of ACCOUNT_BULK_ACTIONS)
      if (offered(action.name)) bulk[action.name] = (accounts) => run(action.name, accounts);
    return { row, bulk };
  }, [key, run]);
}
