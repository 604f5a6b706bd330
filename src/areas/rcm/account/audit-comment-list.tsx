import { useState } from "react";
import Button from "antd/es/button";
import Space from "antd/es/space";
import Tag from "antd/es/tag";
import TextArea from "antd/es/input/TextArea";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { TONE_COLORS } from "../../../components/resource/status-tones";
import { formatTimestamp } from "../../../lib/format";
import { useAccount } from "./account-context";
import {
  deleteAuditComment,
  patchAuditComment,
  type AuditComment,
  type AuditType,
} from "./audit-comment-queries";
import { useCommentErrorText } from "./use-comment-error-text";

/** Props of {@link AuditCommentList}. */
export interface AuditCommentListProps {
  /** The comments shown, newest first. */
  comments: readonly AuditComment[];
  /** The audit types the user may write: their comments may be edited, resolved, reopened, deleted. */
  writableTypes: readonly AuditType[];
  /** Called after a change the server stored. */
  onChanged: () => void;
}

/**
 * The audit comments of the surrounding account as a list (001 §3 "Audit comment", §8 "Comment
 * alerts"): audit type, category (or the charge), resolved or open, private, author and date, the
 * text. On a comment of a type the user may write: edit (one at a time; an empty text is refused,
 * keeping what was typed), resolve or reopen, delete after confirmation.
 */
export function AuditCommentList({ comments, writableTypes, onChanged }: AuditCommentListProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const { message, modal } = useAlerts();
  const { accountId } = useAccount();
  const errorText = useCommentErrorText();
  const [editing, setEditing] = useState<{ id: string; text: string; problem: string | null } | null>(null);

  const saveEdit = async (comment: AuditComment) => {
    if (!editing) return;
    if (editing.text.trim() === "") {
      const text = t("documents.comments.missing");
      setEditing({ ...editing, problem: text });
      message.warning(text);
      return;
    }
    try {
      await patchAuditComment(http, accountId, {
        commentId: comment.commentId,
        comment: editing.text.trim(),
      });
      setEditing(null);
      message.success(t("documents.comments.edited"));
      onChanged();
    } catch (error) {
      const text = errorText(error);
      setEditing({ ...editing, problem: text });
      message.error(text);
    }
  };

  const toggleResolved = async (comment: AuditComment) => {
    try {
      await patchAuditComment(http, accountId, { commentId: comment.commentId, resolved: !comment.resolved });
      message.success(t("documents.comments.edited"));
      onChanged();
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const confirmDelete = (comment: AuditComment) => {
    modal.confirm({
      title: t("documents.comments.confirmDeleteTitle"),
      content: t("documents.comments.confirmDeleteBody"),
      okText: t("documents.comments.delete"),
      cancelText: t("documents.common.cancel"),
      okButtonProps: { danger: true },
      autoFocusButton: "cancel",
      onOk: async () => {
        try {
          await deleteAuditComment(http, accountId, comment.commentId);
          message.success(t("documents.comments.deleted"));
          onChanged();
        } catch (error) {
          message.error(errorText(error));
        }
      },
    });
  };

  return (
    <ol aria-label={t("documents.comments.listLabel")} style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {comments.map((comment) => {
        const writable = writableTypes.includes(comment.auditType);
        const isEditing = editing?.id === comment.commentId;
        return (
          <li
            key={comment.commentId}
            data-testid="audit-comment"
            style={{ borderBottom: "1px solid #f0f0f0", padding: "8px 0" }}
          >
            <Space size={4} wrap>
              <Tag>{t(`documents.comments.types.${comment.auditType}`)}</Tag>
              <Tag>
                {comment.category === "CHARGE" && comment.chargeCode
                  ? t("documents.comments.onCharge", { code: comment.chargeCode })
                  : t(`documents.comments.categories.${comment.category}`)}
              </Tag>
              <Tag style={TONE_COLORS[comment.resolved ? "green" : "orange"]}>
                {comment.resolved ? t("documents.comments.resolved") : t("documents.comments.open")}
              </Tag>
              {comment.privateComment ? <Tag>{t("documents.comments.privateTag")}</Tag> : null}
              <span style={{ color: "rgba(0,0,0,0.55)", fontSize: 12 }}>
                {t("documents.comments.by", {
                  name: comment.authorName ?? comment.authorEmail ?? "",
                  date: formatTimestamp(comment.createdAt),
                })}
              </span>
            </Space>
            {isEditing ? (
              <div style={{ marginTop: 6 }}>
                <TextArea
                  aria-label={t("documents.comments.editLabel")}
                  value={editing.text}
                  maxLength={4000}
                  autoSize={{ minRows: 2, maxRows: 8 }}
                  onChange={(e) => setEditing({ ...editing, text: e.target.value, problem: null })}
                />
                {editing.problem ? (
                  <div role="alert" style={{ color: "#cf1322", marginTop: 4 }}>
                    {editing.problem}
                  </div>
                ) : null}
                <Space style={{ marginTop: 6 }}>
                  <Button size="small" type="primary" onClick={() => void saveEdit(comment)}>
                    {t("documents.comments.save")}
                  </Button>
                  <Button size="small" onClick={() => setEditing(null)}>
                    {t("documents.common.cancel")}
                  </Button>
                </Space>
              </div>
            ) : (
              <p style={{ whiteSpace: "pre-wrap", margin: "6px 0" }}>{comment.comment}</p>
            )}
            {writable && !isEditing ? (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setEditing({ id: comment.commentId, text: comment.comment, problem: null })}
                >
                  {t("documents.comments.edit")}
                </Button>
                <Button type="link" size="small" onClick={() => void toggleResolved(comment)}>
                  {comment.resolved ? t("documents.comments.reopen") : t("documents.comments.resolve")}
                </Button>
                <Button type="link" size="small" danger onClick={() => confirmDelete(comment)}>
                  {t("documents.comments.delete")}
                </Button>
              </Space>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
