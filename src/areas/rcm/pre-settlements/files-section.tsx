import { useRef, useState } from "react";
import Button from "antd/es/button";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import type { PreSettlementDetail, PreSettlementFile } from "../../../../schemas/entities/pre-settlement";
import { preSettlementReplacementPolicy } from "../../../../schemas/upload-policies";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { useErrorText } from "../../../components/use-error-text";
import { acceptOf, checkFiles } from "../../../lib/file-check";
import { formatBytes, formatTimestamp } from "../../../lib/format";
import { replacePreSettlementFile } from "./pre-settlement-queries";
import { useRefresh } from "./use-refresh";

/** The files (name, type, size, replaced) with a replace button each when allowed. */
export function FilesSection({
  detail,
  canReplace,
  group,
}: {
  detail: PreSettlementDetail;
  canReplace: boolean;
  group: string;
}) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const { message } = useAlerts();
  const errorText = useErrorText();
  const refresh = useRefresh(group);
  const input = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<PreSettlementFile | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = (file: PreSettlementFile) => {
    setTarget(file);
    setRefusal(null);
    if (input.current) {
      input.current.accept = acceptOf(preSettlementReplacementPolicy(file.extension));
      input.current.value = "";
      input.current.click();
    }
  };
  const picked = async (files: FileList | null) => {
    if (!target || !files) return;
    const check = checkFiles(preSettlementReplacementPolicy(target.extension), files);
    if (!check.ok) {
      if (check.reason !== "none") {
        setRefusal(
          t(check.key, {
            name: target.name,
            extension: target.extension,
          }),
        );
      }
      return;
    }
    setBusy(target.id);
    try {
      await replacePreSettlementFile(http, target.id, check.file);
      message.success(t("preSettlements.replace.done", { name: target.name }));
      refresh();
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="pre-settlement-files" style={{ marginTop: 16 }}>
      <h2 id="pre-settlement-files" style={{ fontSize: 16 }}>
        {t("preSettlements.files.title")}
      </h2>
      <input
        ref={input}
        type="file"
        hidden
        aria-hidden
        tabIndex={-1}
        data-testid="replace-input"
        onChange={(event) => void picked(event.target.files)}
      />
      {refusal ? (
        <p role="alert" style={{ color: "#a8071a" }} data-testid="replace-refusal">
          {refusal}
        </p>
      ) : null}
      <Table<PreSettlementFile>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={detail.files}
        locale={{ emptyText: t("preSettlements.files.empty") }}
        columns={[
          { key: "name", title: t("preSettlements.files.name"), dataIndex: "name" },
          {
            key: "extension",
            title: t("preSettlements.files.extension"),
            render: (_, f) => f.extension.toUpperCase(),
          },
          {
            key: "size",
            title: t("preSettlements.files.size"),
            // The one bytes formatter: the language's decimal separator (issue 19 §4).
            render: (_, f) => formatBytes(f.sizeBytes, i18n.language),
          },
          {
            key: "replaced",
            title: t("preSettlements.files.replaced"),
            render: (_, f) =>
              f.replacedAt
                ? t("preSettlements.files.replacedBy", {
                    at: formatTimestamp(f.replacedAt),
                    by: f.replacedBy ?? "",
                  })
                : "",
          },
          ...(canReplace
            ? [
                {
                  key: "replace",
                  title: t("preSettlements.files.actions"),
                  render: (_: unknown, f: PreSettlementFile) => (
                    <Button
                      size="small"
                      data-action="replace-file"
                      loading={busy === f.id}
                      disabled={busy !== null}
                      aria-label={t("preSettlements.replace.label", { name: f.name })}
                      onClick={() => choose(f)}
                    >
                      {t("preSettlements.replace.button")}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}
