import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import TextArea from "antd/es/input/TextArea";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../base/alerts/alerts";
import { useHttp } from "../../base/runtime-context";
import { formatTimestamp } from "../../lib/format";
import { useReasonText } from "./use-reason-text";
import { commentTextOf, postV2Comment, type V2AuthorizationDetail } from "./v2-queries";

/** Props of {@link V2DetailObservations}. */
export interface V2DetailObservationsProps {
  row: V2AuthorizationDetail;
  /** `can()` comment. */
  canComment: boolean;
  /** Reloads the authorization (and Home V2) after a change. */
  refresh: () => Promise<unknown>;
}

/**
 * The Observations tab of a v2 authorization's detail (000 §3, §5; issue 10 §3): observations
 * newest first (server text rendered as text), and a new one, not empty (000 §5 "Comment cannot be
 * empty"), sent as `metadataComment` JSON text.
 */
export function V2DetailObservations({ row, canComment, refresh }: V2DetailObservationsProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const { message } = useAlerts();
  const reason = useReasonText();
  const [comment, setComment] = useState("");
  const [commentError, setCommentError] = useState(false);
  const [sending, setSending] = useState(false);

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

  return (
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
      {canComment ? (
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
}
