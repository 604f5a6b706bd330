import { useRef, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Radio from "antd/es/radio";
import Table from "antd/es/table";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { useErrorText } from "../../../components/use-error-text";
import { acceptOf, checkFiles, typesText } from "../../../lib/file-check";
import { formatBytes } from "../../../lib/format";
import { saveBlob } from "../../../lib/save-file";
import { V2_MAX_FILES, v2DocumentPolicy } from "../../../../schemas/upload-policies";
import {
  authorizationDetailQuery,
  downloadAuthorizationDocument,
  type AuthorizationDetail,
  type DetailFile,
} from "./authorization-detail-queries";
import { uploadClaimFile } from "../claim-file-queries";
import { ToneTag } from "../../../components/resource/tone-tag";

/** The documents a claim takes (000 §4, §5). */
const DOCUMENT_TYPES = ["PRESCRIPTION", "INVOICE", "ADDITIONAL_DOCUMENT"] as const;
/** Claims whose files can no longer change. */
const CLOSED = ["VOIDED", "CANCELED", "EXPIRED"];

/**
 * The files of an authorization and its document policy (000 §5, §8; issue 21 §1): what is required
 * and whether a file fills it, the documentation complete or not (the rule the home list's filter
 * reads, schemas/claims-desk/document-policy.ts), an upload to the claim through the one file check
 * (20 MB, ADDITIONAL_DOCUMENT 10 MB, at most 10, PNG/JPEG/XML/PDF, one at a time; refused before
 * the network with the reason in words) and the download of every file. Success says
 * 000 §8's text; a failure the server's message.
 */
export function FilesSection({ detail, provider }: { detail: AuthorizationDetail; provider: string }) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { message } = useAlerts();
  const errorText = useErrorText();
  const missing = detail.requiredDocuments.find((d) => !d.uploaded)?.documentTypeSlug;
  const [type, setType] = useState<string>(missing ?? "ADDITIONAL_DOCUMENT");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const claimFiles = detail.files.filter((f) => f.source === "claim").length;
  const canUpload = detail.claimId !== null && !CLOSED.includes(detail.claimStatus ?? "");
  const policy = v2DocumentPolicy(type);
  const docLabel = (slug: string) => t(`authorizationDetail.documentTypes.${slug}`, { defaultValue: slug });

  const send = async (file: File) => {
    const check = checkFiles(policy, [file], { held: claimFiles });
    if (!check.ok) {
      setProblem(
        t(check.key, {
          name: file.name,
          types: typesText(policy),
          size: formatBytes(policy.maxBytes, i18n.language),
          count: V2_MAX_FILES,
          max: V2_MAX_FILES,
        }),
      );
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await uploadClaimFile(http, provider, detail.claimId ?? 0, type, file);
      void message.success(t("authorizationDetail.files.uploaded"));
      await queryClient.invalidateQueries({
        queryKey: authorizationDetailQuery(http, provider, String(detail.id)).queryKey,
      });
      await queryClient.invalidateQueries({ queryKey: ["data"] });
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  const download = async (file: DetailFile) => {
    try {
      const answer = await downloadAuthorizationDocument(http, provider, detail.id, file);
      saveBlob(answer.blob, answer.fileName ?? file.fileName);
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  return (
    <section className="pp-detail-section">
      <PageHeading level={2}>{t("authorizationDetail.sections.files")}</PageHeading>
      <p data-testid="document-policy-state" role="status">
        {detail.satisfiesDocumentPolicy
          ? t("authorizationDetail.files.complete")
          : t("authorizationDetail.files.incomplete", {
              uploaded: detail.uploadedFiles,
              required: detail.totalFilesToUpload,
            })}
      </p>
      {detail.requiredDocuments.length > 0 ? (
        <ul aria-label={t("authorizationDetail.files.required")} data-testid="required-documents">
          {detail.requiredDocuments.map((d, k) => (
            <li key={k}>
              {docLabel(d.documentTypeSlug)}{" "}
              <ToneTag tone={d.uploaded ? "green" : "orange"}>
                {t(
                  d.uploaded
                    ? "authorizationDetail.files.slotUploaded"
                    : "authorizationDetail.files.slotMissing",
                )}
              </ToneTag>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("authorizationDetail.files.nothingRequired")}</p>
      )}
      {canUpload ? (
        <fieldset style={{ border: 0, padding: 0, margin: "0 0 16px" }}>
          <legend style={{ fontSize: "inherit", fontWeight: 600 }}>
            {t("authorizationDetail.files.upload")}
          </legend>
          <Radio.Group
            value={type}
            onChange={(e) => setType(e.target.value as string)}
            aria-label={t("authorizationDetail.files.documentType")}
            options={DOCUMENT_TYPES.map((slug) => ({ value: slug, label: docLabel(slug) }))}
          />
          <p style={{ marginTop: 8 }}>
            <label htmlFor="authorization-file-input">
              {t("authorizationDetail.files.choose", {
                types: typesText(policy),
                size: formatBytes(policy.maxBytes, i18n.language),
              })}
            </label>{" "}
            <input
              ref={input}
              id="authorization-file-input"
              type="file"
              accept={acceptOf(policy)}
              disabled={busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (e.target.files && e.target.files.length > 1) {
                  setProblem(t("authorizationDetail.files.oneAtATime"));
                  return;
                }
                if (file) void send(file);
              }}
            />
          </p>
        </fieldset>
      ) : null}
      {problem ? (
        <Alert type="error" showIcon role="alert" message={problem} style={{ marginBottom: 16 }} />
      ) : null}
      {detail.files.length === 0 ? <p>{t("authorizationDetail.files.none")}</p> : null}
      <Table<DetailFile>
        style={detail.files.length === 0 ? { display: "none" } : undefined}
        rowKey="id"
        size="small"
        pagination={false}
        loading={busy}
        dataSource={detail.files}
        columns={[
          {
            key: "type",
            dataIndex: "documentTypeSlug",
            title: t("authorizationDetail.columns.documentType"),
            render: (v: string) => docLabel(v),
          },
          { key: "name", dataIndex: "fileName", title: t("authorizationDetail.columns.fileName") },
          {
            key: "size",
            dataIndex: "sizeBytes",
            title: t("authorizationDetail.columns.size"),
            render: (v: number) => formatBytes(v, i18n.language),
          },
          {
            key: "source",
            dataIndex: "source",
            title: t("authorizationDetail.columns.source"),
            render: (v: DetailFile["source"]) =>
              t(
                v === "claim"
                  ? "authorizationDetail.files.uploadedToClaim"
                  : "authorizationDetail.files.attachedToRequest",
              ),
          },
          {
            key: "download",
            title: t("authorizationDetail.columns.actions"),
            render: (_: unknown, file) => (
              <Button
                size="small"
                onClick={() => void download(file)}
                aria-label={t("authorizationDetail.files.download", { name: file.fileName })}
              >
                {t("authorizationDetail.files.downloadShort")}
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
