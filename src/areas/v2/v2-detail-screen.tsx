import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import TextArea from "antd/es/input/TextArea";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import Table from "antd/es/table";
import Tabs from "antd/es/tabs";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { isAxiosError, selectErrorMessage } from "../../../providers/http";
import { HOME_V2_STATUSES, V2_MAX_ATTACHMENTS } from "../../../schemas/v2/statuses";
import { useAlerts } from "../../base/alerts/alerts";
import { useHttp, useSession } from "../../base/runtime-context";
import { PageHeading } from "../../components/page-heading";
import { usePermittedActions } from "../../components/resource/use-permitted-actions";
import { acceptOf, checkFiles, typesText } from "../../lib/file-check";
import { V2_ADDITIONAL_DOCUMENT_POLICY as POLICY } from "../../../schemas/upload-policies";
import { formatBytes, formatTimestamp } from "../../lib/format";
import { saveBlob } from "../../lib/save-file";
import { useCoverageLabel, V2StatusTag } from "./v2-cells";
import {
  changeV2Status,
  commentTextOf,
  deleteV2File,
  downloadV2File,
  postV2Comment,
  uploadV2File,
  V2_KEY,
  v2DetailQuery,
  type V2File,
} from "./v2-queries";

/** The `v2-authorizations` actions this screen asks `can()` about (resources/v2-authorizations.ts `access`). */
const ACTIONS = ["create", "comment", "changeStatus", "uploadFile", "deleteFile", "request"] as const;

/**
 * The authorization detail `v2DetailAuthorization` at `/v2/authorizations/{sponsorSlug}/{authorizationCode}`
 * (query `detailForm`; 000 §2, §3, §4, §5; 001 §2, §3; issue 10 §3): loads only when both the code
 * and the sponsor exist (000 §5); tabs Information, Documentation and Observations; files listed
 * with download and a confirmed delete; observations newest first and a new one (not empty, 000 §5,
 * sent as `metadataComment` JSON text); the status changed from the current one to a new one
 * (000 §4); the sponsor's form opened from here. Server text is rendered as text.
 */
export default function V2DetailScreen() {
  const { sponsorSlug = "", authorizationCode = "" } = useParams();
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { message, modal } = useAlerts();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const permitted = usePermittedActions("v2-authorizations", ACTIONS);
  const coverageLabel = useCoverageLabel();
  // The Folios variant names the identity document by its tax id (RFC).
  const folios = useSession()?.extensions?.sponsorTextOverrides === true;
  const detail = useQuery(v2DetailQuery(http, authorizationCode, sponsorSlug, provider));
  const [comment, setComment] = useState("");
  const [commentError, setCommentError] = useState(false);
  const [sending, setSending] = useState(false);
  const [newStatus, setNewStatus] = useState<string | undefined>(undefined);
  const [changing, setChanging] = useState(false);
  const [upload, setUpload] = useState<{ kind: "idle" | "uploading" | "done" | "refused"; text: string }>({
    kind: "idle",
    text: "",
  });
  const [search] = useSearchParams();
  const detailForm = search.get("detailForm");

  const reason = (error: unknown) => {
    const chosen = selectErrorMessage(error);
    return chosen.text ?? t(chosen.key ?? "errors.unknown");
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: V2_KEY });

  if (detail.isLoading) return <Spin />;
  const row = detail.data;
  if (detail.isError || !row) {
    // An authorization the server does not know says so in words, with no retry (issue 19 §8).
    const missing = isAxiosError(detail.error) && detail.error.response?.status === 404;
    return (
      <>
        <PageHeading>{t("v2.detail.title", { code: authorizationCode })}</PageHeading>
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t(missing ? "v2.detail.missing" : "v2.detail.notFound")}
          description={detail.isError && !missing ? reason(detail.error) : undefined}
          action={
            missing ? null : <Button onClick={() => void detail.refetch()}>{t("v2.detail.retry")}</Button>
          }
        />
        <p>
          <Link to="/v2/home">{t("v2.detail.back")}</Link>
        </p>
      </>
    );
  }

  const formSlug = detailForm || row.detailFormSlug;
  const sendComment = async () => {
    if (comment.trim() === "") {
      setCommentError(true);
      return;
    }
    setSending(true);
    try {
      await postV2Comment(http, row.id, { comment });
      setComment("");
      message.success(t("v2.detail.comments.sent"));
      await refresh();
    } catch (error) {
      message.error(t("v2.detail.comments.failed", { reason: reason(error) }));
    } finally {
      setSending(false);
    }
  };

  const changeStatus = async () => {
    if (!newStatus) {
      message.warning(t("v2.detail.status.choose"));
      return;
    }
    setChanging(true);
    try {
      await changeV2Status(http, row.sponsorSlug, row.authorizationCode, row.status, newStatus);
      message.success(t("v2.detail.status.changed", { status: t(`v2.statuses.${newStatus}`) }));
      setNewStatus(undefined);
      await refresh();
    } catch (error) {
      message.error(t("v2.detail.status.failed", { reason: reason(error) }));
      await refresh();
    } finally {
      setChanging(false);
    }
  };

  const download = async (file: V2File) => {
    try {
      const answer = await downloadV2File(http, file.id);
      saveBlob(answer.blob, answer.fileName ?? file.fileName);
    } catch (error) {
      message.error(t("v2.detail.files.downloadFailed", { reason: reason(error) }));
    }
  };

  /**
   * One additional document at a time (000 §5): PNG, JPEG, XML or PDF up to 10 MB, at most 10
   * attachments; refused with the reason before any call.
   */
  const send = async (file: File) => {
    const check = checkFiles(POLICY, [file], { held: row.files.length });
    if (!check.ok) {
      setUpload({
        kind: "refused",
        text: t(check.key, {
          name: file.name,
          types: typesText(POLICY),
          size: formatBytes(POLICY.maxBytes, i18n.language),
          count: POLICY.maxFiles,
        }),
      });
      return;
    }
    setUpload({ kind: "uploading", text: t("v2.detail.files.uploading", { name: file.name, percent: 0 }) });
    try {
      await uploadV2File(http, row.id, file, { document_type_slug: "ADDITIONAL_DOCUMENT" }, (percent) =>
        setUpload({ kind: "uploading", text: t("v2.detail.files.uploading", { name: file.name, percent }) }),
      );
      setUpload({ kind: "done", text: t("v2.detail.files.uploaded", { name: file.name }) });
      await refresh();
    } catch (error) {
      setUpload({
        kind: "refused",
        text: t("v2.detail.files.uploadFailed", { name: file.name, reason: reason(error) }),
      });
    }
  };

  const full = row.files.length >= V2_MAX_ATTACHMENTS;
  const uploader = permitted.has("uploadFile") ? (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor="v2-add-document">{t("v2.detail.files.add")}</label>
      <div>
        <input
          id="v2-add-document"
          type="file"
          accept={acceptOf(POLICY)}
          disabled={full || upload.kind === "uploading"}
          aria-describedby="v2-add-document-hint v2-add-document-status"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void send(file);
          }}
        />
      </div>
      <div id="v2-add-document-hint">
        {full
          ? t("v2.detail.files.full", { count: V2_MAX_ATTACHMENTS })
          : t("v2.detail.files.allowed", {
              types: typesText(POLICY),
              size: formatBytes(POLICY.maxBytes, i18n.language),
              count: V2_MAX_ATTACHMENTS,
            })}
      </div>
      <div id="v2-add-document-status" role="status" aria-live="polite">
        {upload.kind === "uploading" || upload.kind === "done" ? upload.text : null}
      </div>
      {upload.kind === "refused" ? <Alert type="error" showIcon role="alert" message={upload.text} /> : null}
    </div>
  ) : null;

  const remove = (file: V2File) =>
    modal.confirm({
      title: t("v2.detail.files.confirmDelete", { name: file.fileName }),
      content: t("v2.detail.files.confirmDeleteBody"),
      onOk: async () => {
        try {
          await deleteV2File(http, row.id, file.id);
          message.success(t("v2.detail.files.deleted"));
          await refresh();
        } catch (error) {
          message.error(t("v2.detail.files.deleteFailed", { reason: reason(error) }));
        }
      },
    });

  const information = (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: "code", label: t("v2.detail.fields.code"), children: row.authorizationCode },
          {
            key: "status",
            label: t("v2.detail.fields.status"),
            children: <V2StatusTag status={row.status} />,
          },
          { key: "sponsor", label: t("v2.detail.fields.sponsor"), children: row.sponsorName },
          { key: "beneficiary", label: t("v2.detail.fields.beneficiary"), children: row.beneficiaryName },
          { key: "member", label: t("v2.detail.fields.memberCode"), children: row.beneficiaryMemberCode },
          {
            key: "document",
            label: t(folios ? "v2.detail.fields.taxId" : "v2.detail.fields.identityDocument"),
            children: `${row.identityDocumentType} ${row.identityDocumentId}`,
          },
          {
            key: "coverage",
            label: t("v2.detail.fields.coverage"),
            children: coverageLabel(row.coverageType),
          },
          {
            key: "created",
            label: t("v2.detail.fields.createdAt"),
            children: formatTimestamp(row.createdAt),
          },
          ...(row.reimbursementId
            ? [
                {
                  key: "reimbursement",
                  label: t("v2.detail.fields.reimbursement"),
                  children: row.reimbursementId,
                },
              ]
            : []),
        ]}
      />
      {permitted.has("changeStatus") ? (
        <Space wrap style={{ marginTop: 16 }}>
          <label htmlFor="v2-new-status">{t("v2.detail.status.label")}</label>
          <Select
            id="v2-new-status"
            style={{ minWidth: 240 }}
            value={newStatus}
            onChange={setNewStatus}
            options={HOME_V2_STATUSES.filter((s) => s !== row.status).map((s) => ({
              value: s,
              label: t(`v2.statuses.${s}`),
            }))}
          />
          <Button onClick={() => void changeStatus()} loading={changing}>
            {t("v2.detail.status.change")}
          </Button>
        </Space>
      ) : null}
    </>
  );

  const documentation = (
    <>
      {uploader}
      {row.files.length === 0 ? (
        <p>{t("v2.detail.files.empty")}</p>
      ) : (
        <Table<V2File>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={row.files}
          columns={[
            { key: "name", title: t("v2.detail.files.name"), dataIndex: "fileName" },
            {
              key: "field",
              title: t("v2.detail.files.field"),
              render: (_, f) => f.fieldSlug ?? f.documentTypeSlug ?? "",
            },
            {
              key: "size",
              title: t("v2.detail.files.size"),
              render: (_, f) => formatBytes(f.sizeBytes, i18n.language),
            },
            {
              key: "at",
              title: t("v2.detail.files.uploadedAt"),
              render: (_, f) => formatTimestamp(f.createdAt),
            },
            {
              key: "actions",
              title: "",
              render: (_, f) => (
                <Space>
                  <Button size="small" onClick={() => void download(f)}>
                    {t("v2.detail.files.download", { name: f.fileName })}
                  </Button>
                  {permitted.has("deleteFile") ? (
                    <Button size="small" danger onClick={() => remove(f)}>
                      {t("v2.detail.files.delete", { name: f.fileName })}
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      )}
    </>
  );

  const observations = (
    <>
      {row.comments.length === 0 ? (
        <p>{t("v2.detail.comments.empty")}</p>
      ) : (
        <ol className="pp-v2-comments" style={{ listStyle: "none", paddingInlineStart: 0 }}>
          {row.comments.map((c) => (
            <li key={c.id} style={{ marginBottom: 12 }}>
              <div style={{ whiteSpace: "pre-wrap" }}>{commentTextOf(c.metadataComment)}</div>
              <small>
                {t("v2.detail.comments.by", { author: c.authorName, date: formatTimestamp(c.createdAt) })}
              </small>
            </li>
          ))}
        </ol>
      )}
      {permitted.has("comment") ? (
        <div>
          <label htmlFor="v2-new-comment">{t("v2.detail.comments.label")}</label>
          <TextArea
            id="v2-new-comment"
            value={comment}
            autoSize={{ minRows: 2, maxRows: 6 }}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? "v2-new-comment-error" : undefined}
            onChange={(event) => {
              setComment(event.target.value);
              if (event.target.value.trim() !== "") setCommentError(false);
            }}
          />
          {commentError ? (
            <Alert
              id="v2-new-comment-error"
              type="error"
              showIcon
              role="alert"
              message={t("v2.detail.comments.required")}
            />
          ) : null}
          <Button style={{ marginTop: 8 }} onClick={() => void sendComment()} loading={sending}>
            {t("v2.detail.comments.send")}
          </Button>
        </div>
      ) : null}
    </>
  );

  return (
    <>
      <PageHeading>{t("v2.detail.title", { code: row.authorizationCode })}</PageHeading>
      <Space wrap style={{ marginBottom: 16 }}>
        <Link to="/v2/home">{t("v2.detail.back")}</Link>
        {formSlug && permitted.has("create") ? (
          <Link
            to={`/v2/authorizations/${encodeURIComponent(row.authorizationCode)}/new/${encodeURIComponent(
              row.sponsorSlug,
            )}/${encodeURIComponent(formSlug)}`}
          >
            {t("v2.detail.fillForm")}
          </Link>
        ) : null}
        {permitted.has("request") ? (
          <Link
            to={`/v2/authorizations/${encodeURIComponent(row.sponsorSlug)}/${encodeURIComponent(
              row.authorizationCode,
            )}/request`}
          >
            {t("v2.detail.newRequest")}
          </Link>
        ) : null}
      </Space>
      <Tabs
        items={[
          { key: "information", label: t("v2.detail.tabs.information"), children: information },
          { key: "documentation", label: t("v2.detail.tabs.documentation"), children: documentation },
          { key: "observations", label: t("v2.detail.tabs.observations"), children: observations },
        ]}
      />
    </>
  );
}
