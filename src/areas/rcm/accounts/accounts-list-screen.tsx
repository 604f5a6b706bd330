import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { BaseRecord } from "@refinedev/core";
import type { ResourceDeclaration } from "../../../../resources/define-resource";
import accounts from "../../../../resources/accounts";
import { useSession } from "../../../base/runtime-context";
import { ResourceList } from "../../../components/resource/resource-list";
import {
  useAccountActionHandlers,
  useAccountActionRunner,
} from "../account-actions/use-account-action-runner";
import { allowedStatuses } from "./role-permissions";
import { ReassignedInvoiceCell } from "./reassigned-invoice-cell";
import { useRolePermissions } from "./use-role-permissions";

const CELLS = { invoiceNumber: (row: BaseRecord) => <ReassignedInvoiceCell row={row} /> };

/**
 * The RCM account list at /rcm/home (001 §2, §3, §6, §7): the generic list of the `accounts`
 * declaration, with the status filter limited to the statuses the user's roles allow (role
 * permissions, loaded by the RCM layout route before this screen renders), reassigned accounts
 * marked on their invoice number. EXTERNAL_AUDITOR loses the concurrent-audit filter and the
 * provider lookups through the declaration's `hideForRcmRoles`. Row and bulk account actions
 * (001 §4; resources/account-actions.ts), each asked to `can()` by the list, run through
 * `useAccountActionRunner` (their dialog loads on first use).
 */
export default function AccountsListScreen({
  declaration = accounts,
}: {
  declaration?: ResourceDeclaration;
}) {
  const { t } = useTranslation();
  const roles = useSession()?.extensions?.rcmUserRoles;
  const permissions = useRolePermissions();
  const statusOptions = useMemo(
    () =>
      allowedStatuses(permissions, roles).map((value) => ({
        value,
        label: t(`statuses.rcm-status-account.${value}`, { defaultValue: value }),
      })),
    [permissions, roles, t],
  );
  const runner = useAccountActionRunner();
  const handlers = useAccountActionHandlers(
    runner,
    useMemo(() => statusOptions.map((option) => option.value), [statusOptions]),
  );
  return (
    <>
      <ResourceList
        declaration={declaration}
        filterOptions={{ statuses: statusOptions }}
        cells={CELLS}
        rowActionHandlers={handlers.row}
        bulkActionHandlers={handlers.bulk}
      />
      {runner.dialog}
    </>
  );
}
