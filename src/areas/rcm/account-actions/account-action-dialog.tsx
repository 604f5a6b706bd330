import { useMemo, useState } from "react";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import type { BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import {
  ACCOUNT_BULK_ACTIONS,
  ACCOUNT_ROW_ACTIONS,
  ACCOUNT_STATUS_MOVES,
  type StatusMoveAction,
} from "../../../../resources/account-actions";
import { rowMatches } from "../../../components/resource/row-condition";
import { kindOf, labelOf, missingOf } from "./account-action-kind";
import { AccountActionConfirm, useResponsibleUsers } from "./account-action-fields";
import { AccountActionProgress, AccountActionReport } from "./account-action-report";
import { useAccountActionRun } from "./use-account-action-run";

/** Props of {@link AccountActionDialog}. */
export interface AccountActionDialogProps {
  /** An action of resources/account-actions.ts (not `downloadFiles`, which opens a download window). */
  action: string;
  /** The accounts (list rows or the account detail), at least one. */
  accounts: readonly BaseRecord[];
  /** Called when the dialog closes; `changed` when any account was changed. */
  onClose(changed: boolean): void;
}

/**
 * The dialog of an account action, single or bulk (001 §4 "Account statuses", "Bulk actions";
 * issue 7 §3), loaded with its texts (`actions` part) on first use. Three steps:
 * 1. confirm: what will happen to how many accounts, "cannot be undone" where so, the accounts
 *    whose status does not allow it (the declaration's `when`; they are not sent), and the input
 *    the action needs (message, optional reason, responsible; for an incomplete account the count
 *    of missing documents, 001 §4) — account-action-fields.tsx;
 * 2. running: status moves send one `PUT …/status` per account through the bulk runner (at most
 *    4 in flight), calls taking many ids send chunks of 500; a progress bar, and Stop (cancel:
 *    nothing new starts, the calls in flight are aborted); validation shows the polled process's
 *    state (started, in progress, completed, error) — use-account-action-run.ts;
 * 3. report: the count of accounts affected and every account not changed with its message (a
 *    failure, a refused status, or not processed because stopped): nothing is silently lost. For
 *    validation and package cleaning, the provider's queued processes (`bulk-process-information`),
 *    which may take minutes — account-action-report.tsx.
 * Server texts are rendered as text.
 */
export default function AccountActionDialog({ action, accounts, onClose }: AccountActionDialogProps) {
  const { t } = useTranslation();
  const kind = kindOf(action);
  const declaration = [...ACCOUNT_ROW_ACTIONS, ...ACCOUNT_BULK_ACTIONS].find((a) => a.name === action);
  const eligible = useMemo(
    () => accounts.filter((row) => rowMatches(row, declaration?.when)),
    [accounts, declaration],
  );
  const skipped = useMemo(() => accounts.filter((row) => !eligible.includes(row)), [accounts, eligible]);
  const title = t(`accountActions.title.${action}`);
  const nextStatus = kind === "move" ? ACCOUNT_STATUS_MOVES[action as StatusMoveAction] : undefined;
  const statusText = (status: unknown) =>
    status ? t(`statuses.rcm-status-account.${String(status)}`) : t("accountActions.pendingStatus");

  const [message, setMessage] = useState("");
  const [responsible, setResponsible] = useState<string | undefined>(undefined);
  const users = useResponsibleUsers(kind);
  const { phase, progress, processState, outcome, processes, stopping, start, close } = useAccountActionRun({
    action,
    kind,
    eligible,
    skipped,
    nextStatus,
    message,
    responsible,
    statusText,
    onClose,
  });

  const confirmText = () => {
    const count = eligible.length;
    switch (kind) {
      case "move":
        return action === "disable"
          ? t("accountActions.confirm.disable", { count })
          : t("accountActions.confirm.move", { count, status: statusText(nextStatus) });
      case "validate":
        return t("accountActions.confirm.validate", { count });
      case "clean":
        return t("accountActions.confirm.clean", { count });
      case "assign":
        return t("accountActions.confirm.assign", { count });
      case "assemble":
        return t(`accountActions.confirm.${action === "reassemble" ? "reassemble" : "assemble"}`, {
          account: eligible[0] ? labelOf(eligible[0]) : "",
        });
    }
  };
  const missing = kind === "assemble" && eligible[0] ? missingOf(eligible[0]) : 0;
  const canStart =
    eligible.length > 0 && (kind !== "assign" || (Array.isArray(users) && responsible !== undefined));
  const danger = Boolean(declaration?.danger) || kind === "move";

  const footer =
    phase === "confirm" ? (
      <>
        <Button onClick={close}>{t("accountActions.buttons.cancel")}</Button>
        <Button type="primary" danger={danger} disabled={!canStart} onClick={() => void start()}>
          {missing > 0 ? t("accountActions.buttons.assembleAnyway") : t("accountActions.buttons.start")}
        </Button>
      </>
    ) : phase === "running" ? (
      <Button danger onClick={close} disabled={stopping}>
        {t(stopping ? "accountActions.progress.stopping" : "accountActions.buttons.stop")}
      </Button>
    ) : (
      <Button type="primary" onClick={close}>
        {t("accountActions.buttons.close")}
      </Button>
    );

  return (
    <Modal
      open
      title={title}
      onCancel={close}
      maskClosable={false}
      closable={phase !== "running"}
      keyboard={phase !== "running"}
      footer={footer}
      destroyOnHidden
    >
      <div data-testid="account-action-dialog" data-phase={phase}>
        {phase === "confirm" ? (
          <AccountActionConfirm
            action={action}
            kind={kind}
            confirmText={eligible.length > 0 ? confirmText() : ""}
            eligibleCount={eligible.length}
            skippedCount={skipped.length}
            missing={missing}
            message={message}
            onMessage={setMessage}
            users={users}
            responsible={responsible}
            onResponsible={setResponsible}
          />
        ) : null}
        {phase === "running" || phase === "report" ? (
          <AccountActionProgress
            running={phase === "running"}
            progress={progress}
            processState={processState}
          />
        ) : null}
        {phase === "report" && outcome ? (
          <AccountActionReport kind={kind} outcome={outcome} processes={processes} />
        ) : null}
      </div>
    </Modal>
  );
}
