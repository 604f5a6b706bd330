import { useRef, useState, type ReactNode } from "react";
import Modal from "antd/es/modal";
import { useTranslation } from "react-i18next";
import type { HomeV2Status } from "../../../../schemas/v2/statuses";
import { useAlerts } from "../../../base/alerts/alerts";
import { useReasonText } from "../use-reason-text";

/** Props of {@link MoveDialog}. */
export interface MoveDialogProps {
  /** The dialog's title (the action's name). */
  title: string;
  /** The primary button's text. */
  okText: string;
  /** The authorization's code and the move the action makes (shown in the confirmation). */
  code: string;
  from: HomeV2Status;
  to: HomeV2Status;
  /** Checks the fields before the confirmation; false keeps the dialog as it is. */
  validate: () => boolean;
  /** Makes the change (its calls, each with its `Idempotency-Key`). */
  submit: () => Promise<void>;
  /** Said once the change is made. */
  doneText: string;
  /** Reloads the detail and Home V2 (after a success and after a failure). */
  refresh: () => Promise<unknown>;
  onClose: () => void;
  /**
   * False when the authorization, read again, is in a status where the action is not offered any
   * more (another user moved it): the dialog keeps its text and only closes.
   */
  available?: boolean;
  children: ReactNode;
}

/**
 * The dialog of a v2 detail action that moves the authorization (issue 21 §3; 000 §4
 * "A status change is requested from a current status to a new status"): its fields, then a
 * confirmation naming the authorization and both statuses before anything is sent; while the change
 * runs the buttons wait (a second press does nothing), a refusal is shown in the dialog with the
 * server's reason, and the detail and Home V2 are read again either way.
 */
export function MoveDialog(props: MoveDialogProps) {
  const { title, okText, code, from, to, validate, submit, doneText, refresh, onClose, children } = props;
  const available = props.available ?? true;
  const { t } = useTranslation();
  const { message, modal } = useAlerts();
  const reason = useReasonText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // One confirmation at a time: a second press while it is open or while the change runs is ignored.
  const asking = useRef(false);

  const run = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await submit();
      message.success(doneText);
      onClose();
      await refresh();
    } catch (error) {
      setProblem(reason(error));
      await refresh();
    } finally {
      setBusy(false);
      asking.current = false;
    }
  };

  const ask = () => {
    if (asking.current || !available || !validate()) return;
    asking.current = true;
    modal.confirm({
      title: t("v2.actions.confirm.title", {
        code,
        from: t(`v2.statuses.${from}`),
        to: t(`v2.statuses.${to}`),
      }),
      content: t("v2.actions.confirm.body"),
      okText: t("v2.actions.confirm.ok"),
      cancelText: t("v2.actions.cancel"),
      onOk: run,
      onCancel: () => {
        asking.current = false;
      },
    });
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t("v2.actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ disabled: !available }}
      cancelButtonProps={{ disabled: busy }}
      maskClosable={!busy}
      onOk={ask}
      onCancel={() => {
        if (!busy) onClose();
      }}
    >
      {children}
      {problem ? (
        <p role="alert" style={{ color: "#a8071a", marginTop: 12 }}>
          {t("v2.actions.failed", { reason: problem })}
        </p>
      ) : null}
    </Modal>
  );
}
