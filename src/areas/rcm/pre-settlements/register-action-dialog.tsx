import { useState } from "react";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import { SETTLEMENT_ACTIONS, type SettlementAction } from "../../../../schemas/requests/pre-settlements";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { useErrorText } from "../../../components/use-error-text";
import { registerSettlementAction } from "./pre-settlement-queries";

/** The settlement-action dialog: the delivery channel (required) and an optional comment. */
export function RegisterActionDialog({ group, onClose }: { group: string; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const http = useHttp();
  const { message } = useAlerts();
  const errorText = useErrorText();
  const [action, setAction] = useState<SettlementAction | undefined>();
  const [comment, setComment] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!action) {
      setProblem(t("preSettlements.registerAction.actionRequired"));
      return;
    }
    setSaving(true);
    try {
      await registerSettlementAction(http, group, action, comment.trim());
      message.success(t("preSettlements.registerAction.done"));
      onClose(true);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t("preSettlements.registerAction.title")}
      okText={t("preSettlements.registerAction.submit")}
      cancelText={t("preSettlements.actions.cancel")}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
    >
      <label htmlFor="settlement-action" style={{ display: "block", marginBottom: 4 }}>
        {t("preSettlements.registerAction.action")}
      </label>
      <Select
        id="settlement-action"
        style={{ width: "100%" }}
        value={action}
        onChange={(value: SettlementAction) => {
          setAction(value);
          setProblem(null);
        }}
        options={SETTLEMENT_ACTIONS.map((value) => ({
          value,
          label: t(`preSettlements.registerAction.actions.${value}`),
        }))}
        aria-describedby={problem ? "settlement-action-problem" : undefined}
      />
      <label htmlFor="settlement-comment" style={{ display: "block", margin: "12px 0 4px" }}>
        {t("preSettlements.registerAction.comment")}
      </label>
      <Input.TextArea
        id="settlement-comment"
        maxLength={500}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {problem ? (
        <p id="settlement-action-problem" role="alert" style={{ color: "#a8071a", marginTop: 8 }}>
          {problem}
        </p>
      ) : null}
    </Modal>
  );
}
