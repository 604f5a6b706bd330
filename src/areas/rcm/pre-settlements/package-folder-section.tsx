import { useState } from "react";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Space from "antd/es/space";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isPackageFolder } from "../../../../schemas/requests/pre-settlements";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp, useSession } from "../../../base/runtime-context";
import { useErrorText } from "../../../components/use-error-text";
import { formatTimestamp } from "../../../lib/format";
import { packageFolderQuery, savePackageFolder } from "./pre-settlement-queries";

/** The provider's package folder: shown; editable (checked before the network) when allowed. */
export function PackageFolderSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const queryClient = useQueryClient();
  const { message } = useAlerts();
  const errorText = useErrorText();
  const query = useQuery(packageFolderQuery(http, provider));
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const value = (draft ?? "").trim();
    if (!isPackageFolder(value)) {
      setProblem(t("preSettlements.packageFolder.invalid"));
      return;
    }
    setSaving(true);
    try {
      const saved = await savePackageFolder(http, value);
      queryClient.setQueryData(packageFolderQuery(http, provider).queryKey, saved);
      message.success(t("preSettlements.packageFolder.saved"));
      setDraft(null);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  const current = query.data?.packageFolder ?? null;
  return (
    <section aria-labelledby="pre-settlement-package-folder" style={{ marginTop: 16 }}>
      <h2 id="pre-settlement-package-folder" style={{ fontSize: 16 }}>
        {t("preSettlements.packageFolder.title")}
      </h2>
      {query.isError ? <p role="alert">{errorText(query.error)}</p> : null}
      {draft === null ? (
        <Space>
          <span data-testid="package-folder">{current ?? t("preSettlements.packageFolder.notSet")}</span>
          {query.data?.updatedBy ? (
            <span style={{ color: "#595959" }}>
              {t("preSettlements.packageFolder.updated", {
                by: query.data.updatedBy,
                at: formatTimestamp(query.data.updatedAt),
              })}
            </span>
          ) : null}
          {canEdit ? (
            <Button size="small" onClick={() => setDraft(current ?? "")} disabled={!query.data}>
              {t("preSettlements.packageFolder.edit")}
            </Button>
          ) : null}
        </Space>
      ) : (
        <div>
          <label htmlFor="package-folder-input" style={{ display: "block", marginBottom: 4 }}>
            {t("preSettlements.packageFolder.label")}
          </label>
          <Space>
            <Input
              id="package-folder-input"
              value={draft}
              maxLength={200}
              status={problem ? "error" : undefined}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? "package-folder-problem" : undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(null);
              }}
              onPressEnter={() => void save()}
            />
            <Button type="primary" onClick={() => void save()} loading={saving}>
              {t("preSettlements.packageFolder.save")}
            </Button>
            <Button
              onClick={() => {
                setDraft(null);
                setProblem(null);
              }}
            >
              {t("preSettlements.actions.cancel")}
            </Button>
          </Space>
          {problem ? (
            <p id="package-folder-problem" role="alert" style={{ color: "#a8071a", marginTop: 4 }}>
              {problem}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
