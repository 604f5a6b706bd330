import { useId, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { SUPPORT_DOCUMENT_POLICY, type UploadPolicy } from "../../../../schemas/upload-policies";
import { acceptOf, checkFiles } from "../../../lib/file-check";
import { formatBytes } from "../../../lib/format";

/**
 * A file input with a drop zone for one support document (001 §5): every choice (picked or
 * dropped) goes through `checkFiles` against the upload's policy at once, so a wrong type, a file
 * over 20 MB, an empty file or more than one file is refused before anything is sent, with its
 * translated reason (`documents.upload.refused.*`, shown in an alert region). A refused choice keeps
 * the previous accepted file. Keyboard: the native file input is focusable and opens the picker.
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
  const [over, setOver] = useState(false);

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

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <div>
      <label htmlFor={inputId} style={{ display: "block", marginBottom: 4 }}>
        {label}
      </label>
      <div
        data-testid="support-file-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        style={{
          border: `1px dashed ${over ? "#1677ff" : "#d9d9d9"}`,
          borderRadius: 8,
          padding: 12,
          background: over ? "#e6f4ff" : "#fafafa",
        }}
      >
        <input
          id={inputId}
          type="file"
          // Several files may be dropped or picked: they are refused with the reason, not silently cut.
          multiple
          accept={acceptOf(policy)}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => {
            if (event.target.files) take(event.target.files);
            // Picking the same file again after a refusal must fire a change.
            event.target.value = "";
          }}
        />
        <div id={hintId} style={{ marginTop: 6, fontSize: 12, color: "rgba(0,0,0,0.65)" }}>
          {t("documents.upload.hint")}
        </div>
        {file ? (
          <div style={{ marginTop: 6 }} data-testid="chosen-file">
            {t("documents.upload.chosen", { name: file.name, size: formatBytes(file.size, i18n.language) })}
          </div>
        ) : null}
      </div>
      <div role="alert" style={{ color: "#cf1322", minHeight: refusal ? undefined : 0, marginTop: 4 }}>
        {refusal}
      </div>
    </div>
  );
}
