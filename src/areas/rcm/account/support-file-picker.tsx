import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SUPPORT_DOCUMENT_POLICY, type UploadPolicy } from "../../../../schemas/upload-policies";
import { FileDropZone } from "../../../components/file-drop-zone";
import { checkFiles } from "../../../lib/file-check";
import { formatBytes } from "../../../lib/format";

/**
 * The drop zone of one support document (001 §5), the portal's one upload control
 * (`FileDropZone`, antd's Upload.Dragger; issue 19 §9): every choice (picked or dropped) goes
 * through `checkFiles` against the upload's policy at once, so a wrong type, a file over 20 MB, an
 * empty file or more than one file is refused before anything is sent, with its translated reason
 * (`documents.upload.refused.*`, shown in an alert region). A refused choice keeps the previous
 * accepted file. Keyboard: the zone is a button; Enter opens the file dialog.
 * @param props.policy the kind of upload (a support document by default; a replacement, an audit letter).
 * @param props.file the accepted file, if any.
 * @param props.onFile called with each accepted file.
 * @param props.disabled while an upload runs.
 * @param props.label the input's label (e.g. "File" or "Conciliation letter (optional)").
 */
export function SupportFilePicker({
  policy = SUPPORT_DOCUMENT_POLICY,
  file,
  onFile,
  disabled,
  label,
}: {
  policy?: UploadPolicy;
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);

  const take = (files: FileList | File[]) => {
    const checked = checkFiles(policy, Array.from(files));
    if (checked.ok) {
      setRefusal(null);
      onFile(checked.file);
      return;
    }
    setRefusal(
      t(checked.key, {
        name: checked.file?.name ?? "",
        size: checked.file ? formatBytes(checked.file.size, i18n.language) : "",
      }),
    );
  };

  return (
    <div>
      <label htmlFor={inputId} style={{ display: "block", marginBottom: 4 }}>
        {label}
      </label>
      <FileDropZone
        id={inputId}
        describedBy={hintId}
        testId="support-file-drop"
        // Several files may be dropped or picked: they are refused with the reason, not silently cut.
        multiple
        disabled={disabled}
        onFiles={take}
      >
        <div id={hintId} style={{ padding: "0 12px", color: "rgba(0,0,0,0.65)" }}>
          {t("documents.upload.hint")}
        </div>
        {file ? (
          <div style={{ marginTop: 6 }} data-testid="chosen-file">
            {t("documents.upload.chosen", { name: file.name, size: formatBytes(file.size, i18n.language) })}
          </div>
        ) : null}
      </FileDropZone>
      <div role="alert" style={{ color: "#cf1322", minHeight: refusal ? undefined : 0, marginTop: 4 }}>
        {refusal}
      </div>
    </div>
  );
}
