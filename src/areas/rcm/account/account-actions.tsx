import { useMemo, useState } from "react";
import Button from "antd/es/button";
import Space from "antd/es/space";
import type { BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import {
  ACCOUNT_BULK_ACTIONS,
  ACCOUNT_ROW_ACTIONS,
  ACCOUNT_STATUS_MOVES,
} from "../../../../resources/account-actions";
import type { ActionDeclaration } from "../../../../resources/define-resource";
import { selectErrorMessage } from "../../../../providers/http";
import { useAlerts } from "../../../base/alerts/alerts";
import { useSession } from "../../../base/runtime-context";
import { rowMatches } from "../../../components/resource/row-condition";
import { useAccountActionRunner } from "../account-actions/use-account-action-runner";
import { allowedStatuses } from "../accounts/role-permissions";
import { useRolePermissions } from "../accounts/use-role-permissions";
import { useAccount, useAccountPermissions } from "./account-context";

/**
 * The actions of one account (001 §4): every account action of resources/account-actions.ts that
 * applies to its status (the declarations' `when`), once each (the single pass to ready-to-generate,
 * not its MULTIPLE twin), each asked to `can()` with the account's restricted events
 * (`useAccountPermissions`); status moves only towards statuses the user's roles allow.
 */
const CANDIDATES: readonly ActionDeclaration[] = [...ACCOUNT_ROW_ACTIONS, ...ACCOUNT_BULK_ACTIONS].filter(
  (action, index, all) =>
    action.name !== "passToReadyToGenerateMultiple" &&
    all.findIndex((other) => other.name === action.name) === index,
);
const NAMES = CANDIDATES.map((action) => action.name);

/**
 * The account header's action buttons (issue 7 §3): reads the account from `useAccount()`, runs
 * each action through the same dialogs as the grid (a confirmation where it cannot be undone, the
 * missing documents of an incomplete account, progress and the outcome), downloads through the
 * download windows, and calls `refresh()` after a change.
 */
export function AccountActions() {
  const { t } = useTranslation();
  const { account, refresh } = useAccount();
  const permitted = useAccountPermissions(NAMES);
  const roles = useSession()?.extensions?.rcmUserRoles;
  const permissions = useRolePermissions();
  const runner = useAccountActionRunner();
  const { message } = useAlerts();
  const [running, setRunning] = useState<string | null>(null);
  const statuses = useMemo(() => new Set(allowedStatuses(permissions, roles)), [permissions, roles]);
  const row = account as BaseRecord;
  const shown = CANDIDATES.filter((action) => {
    if (!permitted.has(action.name) || !rowMatches(row, action.when)) return false;
    const next = (ACCOUNT_STATUS_MOVES as Record<string, string>)[action.name];
    return next === undefined || statuses.has(next);
  });
  if (shown.length === 0) return null;

  const start = async (name: string) => {
    setRunning(name);
    try {
      const outcome = await runner.run(name, [row]);
      if (outcome.clearSelection) refresh();
    } catch (error) {
      const chosen = selectErrorMessage(error);
      message.error(chosen.text ?? t(chosen.key ?? "errors.unknown"));
    } finally {
      setRunning(null);
    }
  };

  return (
    <>
      <Space wrap size="small" role="group" aria-label={t("list.actions")} data-testid="account-actions">
        {shown.map((action) => (
          <Button
            key={action.name}
            size="small"
            danger={action.danger}
            data-action={action.name}
            loading={running === action.name}
            disabled={running !== null && running !== action.name}
            onClick={() => void start(action.name)}
          >
            {t(`resources.accounts.actions.${action.name}.label`)}
          </Button>
        ))}
      </Space>
      {runner.dialog}
    </>
  );
}
