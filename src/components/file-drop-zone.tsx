import type { CSSProperties, ReactNode } from "react";
import Upload from "antd/es/upload";

/**
 * The one upload control of the portal (issue 19 §9 "one upload control"; docs/decisions.md "One
 * look"): antd's `Upload.Dragger`, a drop zone that is also a button opening the file dialog
 * (Enter or a click). It uploads nothing by itself: every choice, picked or dropped, is handed to
 * `onFiles` whole, for the upload's policy check (`checkFiles`, src/lib/file-check.ts) to accept or
 * refuse with its reason. No `accept` filter is set on purpose: antd drops the dropped files of
 * another type silently, where the policy check names them.
 * @param props.id the id of the file input, for a `<label htmlFor>` (and tests' `getByLabel`).
 * @param props.describedBy the id of a hint the input is described by.
 * @param props.multiple whether several files may be chosen at once (the check refuses too many with its reason).
 * @param props.onFiles called once per choice with every file chosen or dropped.
 * @param props.testId a `data-testid` on the file input (drop events bubble from it to the zone).
 * @param props.invalid whether the field is in error (`aria-invalid` on the input).
 *
 * The zone's button (the one Tab stop; the input is hidden) is named by its content, the hint;
 * the field's `<label htmlFor={id}>` names the input (docs/decisions.md "One look").
 */
export function FileDropZone({
  id,
  describedBy,
  multiple,
  disabled,
  onFiles,
  testId,
  invalid,
  children,
}: {
  id: string;
  describedBy?: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  testId?: string;
  invalid?: boolean;
  children: ReactNode;
}) {
  return (
    <Upload.Dragger
      id={id}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      data-testid={testId}
      multiple={multiple}
      disabled={disabled}
      showUploadList={false}
      fileList={[]}
      beforeUpload={(file, batch) => {
        // Called for each file of one choice: hand the choice over once, with all its files.
        if (file === batch[0]) onFiles(batch);
        return Upload.LIST_IGNORE;
      }}
    >
      {children}
    </Upload.Dragger>
  );
}

/**
 * A {@link FileDropZone} with its label above it and its hint inside it, described by the hint:
 * how an upload area is written on a screen (the agreement matrix, the glosa files).
 * @param props.id the file input's id (the label's `htmlFor`; the hint is `${id}-hint`).
 * @param props.label the field's label; `props.hint` what may be uploaded.
 * @param props.labelStyle the label's margins where the screen needs others than the default.
 */
export function LabelledFileDropZone({
  id,
  label,
  hint,
  disabled,
  onFiles,
  labelStyle,
}: {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  labelStyle?: CSSProperties;
}) {
  return (
    <>
      <label htmlFor={id} style={{ display: "block", marginBottom: 4, ...labelStyle }}>
        {label}
      </label>
      <FileDropZone id={id} describedBy={`${id}-hint`} disabled={disabled} onFiles={onFiles}>
        <p id={`${id}-hint`} style={{ margin: 0, padding: "0 12px" }}>
          {hint}
        </p>
      </FileDropZone>
    </>
  );
}
