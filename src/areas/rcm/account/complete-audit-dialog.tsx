import { useEffect, useId, useRef, useState } from "react";
import Modal from "antd/es/modal/Modal";
import Progress from "antd/es/progress";
import TextArea from "antd/es/input/TextArea";
import { useTranslation } from "react-i18next";
import { isAbortError, selectErrorMessage } from "../../../../providers/http";
import { useHttp } from "../../../base/runtime-context";
import { completeAudit } from "./document-queries";
import { AUDIT_LETTER_POLICY } from "../../../../schemas/upload-policies";
import { SupportFilePicker } from "./support-file-picker";

/** Props of {@link CompleteAuditDialog}. */
export interface CompleteAuditDialogProps {
  accountId: string;
  onCancel: () => void;
  /** Called once the account is in COMPLETE_AUDIT. */
  onDone: () => void;
}

/**
 * Completes the audit of an account (001 §4 "Completing an audit sets COMPLETE_AUDIT. The
 * conciliation letter is uploaded first if supplied"), loaded with its first use: an optional
 * message and an optional conciliation letter (checked like any support document before anything
 * is sent, 001 §5), the upload's progress, and the server's message when it refuses (nothing chosen
 * is lost).
 */
export default function CompleteAuditDialog({ accountId, onCancel, onDone }: CompleteAuditDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const messageId = useId();
  const [text, setText] = useState("");
  const [letter, setLetter] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const submit = async () => {
    setProblem(null);
    setPercent(0);
    const controller = new AbortController();
    abort.current = controller;
    try {
      await completeAudit(
        http,
        accountId,
        { message: text, letter: letter ?? undefined },
        { onProgress: setPercent, signal: controller.signal },
      );
      onDone();
    } catch (error) {
      setPercent(null);
      if (isAbortError(error) || controller.signal.aborted) return;
      const chosen = selectErrorMessage(error);
      setProblem(chosen.text ?? t(chosen.key ?? "errors.unknown"));
    } finally {
      abort.current = null;
    }
  };

  return (
    <Modal
      open
      title={t("documents.audit.title")}
      okText={t("documents.audit.submit")}
      cancelText={t("documents.common.cancel")}
      onOk={() => void submit()}
      onCancel={() => {
        abort.current?.abort();
        onCancel();
      }}
      okButtonProps={{ loading: percent !== null }}
      maskClosable={false}
      destroyOnHidden
    >
      <p>{t("documents.audit.body")}</p>
      <label htmlFor={messageId} style={{ display: "block", marginBottom: 4 }}>
        {t("documents.audit.message")}
      </label>
      <TextArea
        id={messageId}
        value={text}
        maxLength={1000}
        autoSize={{ minRows: 2, maxRows: 6 }}
        disabled={percent !== null}
        onChange={(e) => setText(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <SupportFilePicker
        policy={AUDIT_LETTER_POLICY}
        file={letter}
        onFile={setLetter}
        disabled={percent !== null}
        label={t("documents.audit.letter")}
      />
      {percent !== null && letter ? (
        <Progress percent={percent} size="small" aria-label={t("documents.upload.progress", { percent })} />
      ) : null}
      {problem ? (
        <div role="alert" style={{ color: "#cf1322", marginTop: 8 }}>
          {problem}
        </div>
      ) : null}
    </Modal>
  );
}
