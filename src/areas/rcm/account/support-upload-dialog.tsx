import { useEffect, useId, useMemo, useRef, useState } from "react";
import Modal from "antd/es/modal/Modal";
import Progress from "antd/es/progress";
import Select from "antd/es/select";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ChangeKeys, isAbortError, isOutcomeUnknown, selectErrorMessage } from "../../../../providers/http";
import { useHttp } from "../../../base/runtime-context";
import { supportFileTypeName } from "../../../lib/value-label";
import {
  chargeOptionsQuery,
  replaceSupportFile,
  SUPPORT_LEVELS,
  supportFileTypesQuery,
  uploadSupportFile,
  type SupportFile,
  type SupportLevel,
} from "./document-queries";
import { SUPPORT_DOCUMENT_POLICY, SUPPORT_REPLACEMENT_POLICY } from "../../../../schemas/upload-policies";
import { SupportFilePicker } from "./support-file-picker";

/** What the dialog is opened for: a new document (into a pending one when `slot` is given), or a replacement. */
export type UploadDialogRequest =
  { kind: "upload"; slot?: SupportFile } | { kind: "replace"; file: SupportFile };

/** Props of {@link SupportUploadDialog}. */
export interface SupportUploadDialogProps {
  request: UploadDialogRequest;
  accountId: string;
  /** Support-file types the user may not touch on this account (001 §7): not offered. */
  restrictedFileCodes: readonly string[];
  onCancel: () => void;
  /** Called once the server stored the document. */
  onDone: (kind: "upload" | "replace") => void;
  /**
   * Called when the upload's outcome is unknown (its answer was lost after every retry): the
   * caller re-reads the list, which then shows what the server holds (issue 17 §3).
   */
  onUncertain?: () => void;
}

/**
 * Uploads or replaces one support document (001 §1, §5, §7), loaded with its first use: for a new
 * document the level (account, charge, event), the type (the provider's support-file types, less
 * those restricted for the user) and, at charge level, the charge; into a pending document or as a
 * replacement, the file only. The file is checked before anything is sent (`SupportFilePicker`);
 * the upload shows its progress and can be cancelled; a refusal by the server (by content, size or
 * permission) shows the server's message in the dialog and keeps every choice.
 */
export default function SupportUploadDialog({
  request,
  accountId,
  restrictedFileCodes,
  onCancel,
  onDone,
  onUncertain,
}: SupportUploadDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const ids = { level: useId(), type: useId(), charge: useId() };
  const slot = request.kind === "upload" ? request.slot : undefined;
  const fixed = request.kind === "replace" ? request.file : slot;
  const [level, setLevel] = useState<SupportLevel>(fixed?.supportLevel ?? "ACCOUNT");
  const [typeCode, setTypeCode] = useState<string | undefined>(fixed?.type.fileCode);
  const [chargeId, setChargeId] = useState<string | undefined>(fixed?.chargeId ?? undefined);
  const [chargeSearch, setChargeSearch] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  // One key per input: pressing the button again for the same file and choices replays, never stores twice.
  const keys = useRef(new ChangeKeys()).current;

  useEffect(() => () => abort.current?.abort(), []);

  const types = useQuery({ ...supportFileTypesQuery(http), enabled: !fixed });
  const charges = useQuery({
    ...chargeOptionsQuery(http, accountId, chargeSearch),
    enabled: !fixed && level === "CHARGE",
  });
  const typeOptions = useMemo(
    () =>
      (types.data ?? [])
        .filter((type) => !restrictedFileCodes.includes(type.fileCode))
        .map((type) => ({
          value: type.fileCode,
          label: `${supportFileTypeName(t, type)} (${type.fileCode})`,
        })),
    [restrictedFileCodes, types.data, t],
  );

  const uploading = percent !== null;
  const title =
    request.kind === "replace"
      ? t("documents.upload.replaceTitle", { name: request.file.type.name })
      : slot
        ? t("documents.upload.intoTitle", { name: slot.type.name })
        : t("documents.upload.title");

  const submit = async () => {
    if (!file) return setProblem(t("documents.upload.refused.none"));
    if (!typeCode) return setProblem(t("documents.upload.typeRequired"));
    if (level === "CHARGE" && !chargeId) return setProblem(t("documents.upload.chargeRequired"));
    setProblem(null);
    setPercent(0);
    const controller = new AbortController();
    abort.current = controller;
    const idempotencyKey = keys.keyFor({
      kind: request.kind,
      file,
      level,
      typeCode,
      chargeId,
      slot: slot?.id,
    });
    const options = { onProgress: setPercent, signal: controller.signal, idempotencyKey };
    try {
      if (request.kind === "replace") {
        await replaceSupportFile(http, accountId, request.file.id, file, options);
      } else {
        await uploadSupportFile(
          http,
          accountId,
          file,
          {
            supportLevel: level,
            documentTypeSlug: typeCode,
            chargeId: level === "CHARGE" ? chargeId : undefined,
            supportFileId: slot?.id,
          },
          options,
        );
      }
      keys.settled();
      onDone(request.kind);
    } catch (error) {
      setPercent(null);
      if (isAbortError(error) || controller.signal.aborted) return;
      if (isOutcomeUnknown(error)) onUncertain?.();
      const chosen = selectErrorMessage(error);
      setProblem(chosen.text ?? t(chosen.key ?? "errors.unknown"));
    } finally {
      abort.current = null;
    }
  };

  const cancel = () => {
    abort.current?.abort();
    onCancel();
  };

  return (
    <Modal
      open
      title={title}
      okText={request.kind === "replace" ? t("documents.upload.submitReplace") : t("documents.upload.submit")}
      cancelText={t("documents.common.cancel")}
      onOk={() => void submit()}
      onCancel={cancel}
      okButtonProps={{ loading: uploading }}
      maskClosable={false}
      destroyOnHidden
    >
      {fixed ? (
        <p>
          {t("documents.upload.target", {
            type: `${supportFileTypeName(t, fixed.type)} (${fixed.type.fileCode})`,
            level:
              fixed.supportLevel === "CHARGE" && fixed.chargeCode
                ? t("documents.panel.chargeLevel", { code: fixed.chargeCode })
                : t(`documents.levels.${fixed.supportLevel}`),
          })}
        </p>
      ) : (
        <>
          <div style={{ marginBottom: 12 }}>
            <label htmlFor={ids.level} style={{ display: "block", marginBottom: 4 }}>
              {t("documents.upload.level")}
            </label>
            <Select
              id={ids.level}
              style={{ width: "100%" }}
              value={level}
              disabled={uploading}
              onChange={(value: SupportLevel) => setLevel(value)}
              options={SUPPORT_LEVELS.map((value) => ({ value, label: t(`documents.levels.${value}`) }))}
            />
          </div>
          <div style={{ marginBottom: 12 }}>
            <label htmlFor={ids.type} style={{ display: "block", marginBottom: 4 }}>
              {t("documents.upload.type")}
            </label>
            <Select
              id={ids.type}
              style={{ width: "100%" }}
              showSearch
              optionFilterProp="label"
              placeholder={t("documents.upload.typePlaceholder")}
              loading={types.isPending}
              value={typeCode}
              disabled={uploading}
              onChange={(value: string) => setTypeCode(value)}
              options={typeOptions}
            />
          </div>
          {level === "CHARGE" ? (
            <div style={{ marginBottom: 12 }}>
              <label htmlFor={ids.charge} style={{ display: "block", marginBottom: 4 }}>
                {t("documents.upload.charge")}
              </label>
              <Select
                id={ids.charge}
                style={{ width: "100%" }}
                showSearch
                filterOption={false}
                onSearch={setChargeSearch}
                placeholder={t("documents.upload.chargePlaceholder")}
                loading={charges.isFetching}
                value={chargeId}
                disabled={uploading}
                onChange={(value: string) => setChargeId(value)}
                options={(charges.data ?? []).map((charge) => ({
                  value: charge.id,
                  label: [charge.code, charge.description].filter(Boolean).join(" · "),
                }))}
              />
            </div>
          ) : null}
        </>
      )}
      <SupportFilePicker
        policy={request.kind === "replace" ? SUPPORT_REPLACEMENT_POLICY : SUPPORT_DOCUMENT_POLICY}
        file={file}
        onFile={(chosen) => {
          setFile(chosen);
          setProblem(null);
        }}
        disabled={uploading}
        label={t("documents.upload.file")}
      />
      {uploading ? (
        <div style={{ marginTop: 12 }}>
          <Progress percent={percent} size="small" aria-label={t("documents.upload.progress", { percent })} />
        </div>
      ) : null}
      {problem ? (
        <div role="alert" data-testid="upload-problem" style={{ color: "#cf1322", marginTop: 8 }}>
          {problem}
        </div>
      ) : null}
    </Modal>
  );
}
