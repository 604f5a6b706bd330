import { useEffect, useRef, useState } from "react";
import Progress from "antd/es/progress";
import theme from "antd/es/theme";
import { errorId, type WidgetProps } from "@rjsf/utils";
import { useTranslation } from "react-i18next";
import { fillEndpoint } from "../../../../providers/data/endpoint";
import { isAbortError, selectErrorMessage, uploadMultipart } from "../../../../providers/http";
import type { FileWidgetOptions } from "../../../../schemas/forms/form-declaration";
import { useHttp, useSession } from "../../../base/runtime-context";
import type { FormContext } from "../form-context";
import { declaredFieldPolicy } from "../../../../schemas/upload-policies";
import { checkFiles, typesText } from "../../../lib/file-check";
import { FileDropZone } from "../../file-drop-zone";
import { formatBytes } from "../../../lib/format";

type Status =
  | { kind: "idle" }
  | { kind: "uploading"; name: string; percent: number }
  | { kind: "done"; name: string }
  | { kind: "refused"; text: string }
  | { kind: "failed"; text: string };

/**
 * `"ui:widget": "file"` (issue 8 §1 "file fields with type/size limits and progress"): the
 * portal's one upload control, `FileDropZone` (antd's `Upload.Dragger`; issue 19 §9), a drop zone
 * that is also a button opening the file dialog. A chosen or dropped file is checked first
 * (`checkFiles` against the field's `declaredFieldPolicy`: type, empty, size) and refused with the
 * reason, naming the file, without any call; an accepted one is posted at once (multipart `file`
 * + `request_data`, `uploadMultipart`) with its progress announced, and the field's value becomes the answer's `upload.valueField`.
 * A failed upload keeps the previous value and says why (the server's text, as text).
 * The file input is described by the hint, the progress, the refusal and the field's errors
 * (`${id}__error`); it carries no `aria-invalid` (`FileDropZone` passes none through).
 * `ui:options` is a {@link FileWidgetOptions}.
 */
export default function FileWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, options, registry, rawErrors } = props;
  const limits = options as unknown as FileWidgetOptions;
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const { pathParams } = (registry.formContext ?? {}) as FormContext;
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const policy = declaredFieldPolicy(limits);
  const types = typesText(policy);
  const size = formatBytes(policy.maxBytes, i18n.language);

  const send = async (file: File) => {
    const check = checkFiles(policy, [file]);
    if (!check.ok) {
      setStatus({
        kind: "refused",
        text: t(check.key, { name: file.name, types, size }),
      });
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus({ kind: "uploading", name: file.name, percent: 0 });
    const formData = new FormData();
    formData.append("file", file, file.name);
    if (limits.upload.requestData)
      formData.append(
        "request_data",
        new Blob([JSON.stringify(limits.upload.requestData)], { type: "application/json" }),
      );
    try {
      const url = `/${fillEndpoint(limits.upload.endpoint, { provider, ...pathParams })}`;
      const response = await uploadMultipart<Record<string, unknown>>(http, url, formData, {
        signal: controller.signal,
        onProgress: (percent) => setStatus({ kind: "uploading", name: file.name, percent }),
      });
      const answered = response.data?.[limits.upload.valueField];
      setStatus({ kind: "done", name: file.name });
      onChange(typeof answered === "number" ? String(answered) : answered);
    } catch (error) {
      if (isAbortError(error)) return;
      const chosen = selectErrorMessage(error);
      setStatus({
        kind: "failed",
        text: t("forms.file.failed", {
          name: file.name,
          reason: chosen.text ?? t(chosen.key ?? "errors.unknown"),
        }),
      });
    }
  };

  const hintId = `${id}__hint`;
  const statusId = `${id}__status`;
  const alertId = `${id}__refusal`;
  return (
    <div>
      {/* The portal's one upload control (issue 19 §9): a drop zone that is also a button. */}
      <FileDropZone
        id={id}
        describedBy={`${hintId} ${statusId} ${alertId} ${errorId(id)}`}
        disabled={disabled || readonly || status.kind === "uploading"}
        invalid={(rawErrors?.length ?? 0) > 0 || status.kind === "refused"}
        // One file per field: the first of a choice is checked, as the file input did.
        onFiles={(files) => {
          if (files[0]) void send(files[0]);
        }}
      >
        <p id={hintId} style={{ margin: 0, padding: "0 12px", color: token.colorTextSecondary }}>
          {t("forms.file.allowed", { types, size })}
        </p>
      </FileDropZone>
      <div id={statusId} role="status" aria-live="polite">
        {status.kind === "uploading" ? (
          <>
            {t("forms.file.uploading", { name: status.name, percent: status.percent })}
            <Progress percent={status.percent} size="small" showInfo={false} aria-hidden />
          </>
        ) : status.kind === "done" ? (
          t("forms.file.uploaded", { name: status.name })
        ) : status.kind === "idle" && value ? (
          t("forms.file.current", { value: String(value) })
        ) : null}
      </div>
      {status.kind === "refused" || status.kind === "failed" ? (
        <div id={alertId} role="alert" style={{ color: token.colorError }}>
          {status.text}
        </div>
      ) : null}
    </div>
  );
}
