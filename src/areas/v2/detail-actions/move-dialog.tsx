import { useRef, useState, type ReactNode } from "react";
import Modal from "antd/es/modal";
import { useTranslation } from "react-i18next";
import { ChangeKeys } from "../../../../providers/http";
import { V2_ACTION_RULES, type V2ActionNote, type V2DetailAction } from "../../../../schemas/v2/actions";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import type { V2AuthorizationDetail } from "../v2-queries";
import { useReasonText } from "../use-reason-text";
import { moveWithNote } from "./action-queries";

/** Props of the action dialogs. */
export interface ActionDialogProps {
  row: V2AuthorizationDetail;
  /** Reloads the detail and Home V2 (after a success and after a failure). */
  refresh: () => Promise<unknown>;
  onClose: () => void;
  /**
   * False when the authorization, read again, is in a status where the action is not offered any
   * more (another user moved it): the dialog keeps its text and only closes.
   */
  available?: boolean;
}

/** Props of {@link MoveDialog}. */
export interface MoveDialogProps extends ActionDialogProps {
  /** The action: names the dialog and decides the move (`V2_ACTION_RULES`). */
  action: Exclude<V2DetailAction, "INSURER_FORMATS">;
  /** The primary button's text. */
  okText: string;
  /** Checks the fields before the confirmation; false keeps the dialog as it is. */
  validate: () => boolean;
  /**
   * The action's note for the move, made once the user confirms (after any call of its own that
   * the note needs, such as the invoice's upload with its own key).
   */
  noteOf: () => V2ActionNote | Promise<V2ActionNote>;
  /** Said once the change is made. */
  doneText: string;
  children: ReactNode;
}

/**
 * The dialog of a v2 detail action that moves the authorization (issue 21 §3; 000 §4
 * "A status change is requested from a current status to a new status"): its fields, then a
 * confirmation naming the authorization and both statuses before anything is sent; then the move
 * with the action's note (`moveWithNote`), under a key kept while the same note is tried again.
 * While the change runs the buttons wait (a second press does nothing), a refusal is shown in the
 * dialog with the server's reason, and the detail and Home V2 are read again either way.
 */
export function MoveDialog(props: MoveDialogProps) {
  const { action, row, okText, validate, noteOf, doneText, refresh, onClose, children } = props;
  const available = props.available ?? true;
  const to = V2_ACTION_RULES[action].to!;
  const { t } = useTranslation();
  const http = useHttp();
  const keys = useRef(new ChangeKeys()).current;
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
      const note = await noteOf();
      await moveWithNote(http, row, to, note, keys.keyFor({ to, note }));
      keys.settled();
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
        code: row.authorizationCode,
        from: t(`v2.statuses.${row.status}`),
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
      title={t(`v2.actions.${action}`)}
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
