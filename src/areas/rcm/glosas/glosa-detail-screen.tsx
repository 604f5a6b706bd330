import { useRef, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Spin from "antd/es/spin";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ChangeKeys, isAxiosError, isOutcomeUnknown } from "../../../../providers/http";
import { isUuidText } from "../../../../schemas/requests/supports-configuration";
import { useAlerts } from "../../../base/alerts/alerts";
import { useCurrency, useHttp } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import { formatMoney, formatTimestamp } from "../../../lib/format";
import { localToday } from "./deadline";
import { GlosaAnswerForm } from "./glosa-answer-form";
import { GlosaDetailFields } from "./glosa-detail-fields";
import { glosaFailure, type GlosaErrorCode } from "./glosa-errors";
import {
  disableGlosaComments,
  disableGlosas,
  glosaDetailQuery,
  postGlosaComment,
  updateNotificationDate,
  type GlosaDetail,
} from "./glosa-queries";
import { NotificationDateForm } from "./notification-date-form";

/** The `glosas` declaration's actions this screen asks `can()` about (resources/glosas.ts `access`). */
const ACTIONS = ["respond", "modifyNotificationDate", "disable"] as const;

/**
 * The glosa detail at /rcm/glosa-detail/:id (001 §2, §3 "Processed glosa", §5 "All glosa fields are
 * required before confirming. Edit is only for misreads.", §7, §8; issue 9 §3): amounts (accepted,
 * rejected, to collect), glosa code and description, CUPS code, main and secondary cause, required
 * documents (credit note, RIPS, CUV); the answers, a new answer (GLOSA_RESPONSE) whose fields are
 * all required before confirming (`glosa-answer-form.tsx`), an answer withdrawn when it was a
 * misread; the notification date (MODIFY_GLOSA_FILLING_DATE, `notification-date-form.tsx`) and
 * disabling the glosa (DELETE_GLOSAS). The fields are `glosa-detail-fields.tsx`. Server text is
 * rendered as text. An id that is no UUID, or a glosa the API does not find (404), is "not found"
 * in words with the way back, never the API's technical sentence (issue 19 §4).
 */
export default function GlosaDetailScreen() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const http = useHttp();
  const navigate = useNavigate();
  const { message, modal } = useAlerts();
  const currency = useCurrency();
  const permitted = usePermittedActions("glosas", ACTIONS);
  // A link whose id is no UUID names no glosa: "not found" in words, without asking (issue 19 §4).
  const wellFormed = isUuidText(id);
  const detail = useQuery({ ...glosaDetailQuery(http, id), enabled: wellFormed });
  const answerKeys = useRef(new ChangeKeys()).current;
  const [glosa, setGlosa] = useState<GlosaDetail | null>(null);
  const shown = glosa && glosa.id === detail.data?.id ? glosa : (detail.data ?? null);
  const today = localToday();

  const fail = (error: unknown, code: GlosaErrorCode) => {
    const f = glosaFailure(error, code, t);
    message.error(f.detail ? `${f.title} ${f.detail}` : f.title);
  };

  if (!wellFormed || (isAxiosError(detail.error) && detail.error.response?.status === 404)) {
    return (
      <>
        <PageHeading>{t("glosas.page.title")}</PageHeading>
        <Alert type="warning" showIcon role="alert" message={t("glosas.detail.notFound")} />
        <p>
          <Link to="/rcm/glosas-upload">{t("glosas.detail.back")}</Link>
        </p>
      </>
    );
  }
  if (detail.isLoading) return <Spin />;
  if (detail.isError || !shown) {
    const f = glosaFailure(detail.error, "GLOSA_DETAIL_FETCH_ERROR", t);
    return (
      <>
        <PageHeading>{t("glosas.page.title")}</PageHeading>
        <Alert
          type="error"
          showIcon
          role="alert"
          message={f.title}
          description={f.detail}
          action={<Button onClick={() => void detail.refetch()}>{t("glosas.detail.retry")}</Button>}
        />
        <p>
          <Link to="/rcm/glosas-upload">{t("glosas.detail.back")}</Link>
        </p>
      </>
    );
  }

  const money = (value: number) => formatMoney(value, currency);

  return (
    <>
      <p>
        <Link to="/rcm/glosas-upload">{t("glosas.detail.back")}</Link>
      </p>
      <PageHeading>{t("glosas.detail.title", { invoice: shown.invoiceNumber })}</PageHeading>
      <GlosaDetailFields glosa={shown} today={today} />

      {permitted.has("modifyNotificationDate") ? (
        <NotificationDateForm
          glosa={shown}
          today={today}
          onSave={async (date) => {
            try {
              setGlosa(await updateNotificationDate(http, shown.id, date, shown.fileId));
              message.success(t("glosas.detail.dateUpdated"));
            } catch (error) {
              fail(error, "GLOSA_NOTIFICATION_DATE_UPDATE_ERROR");
            }
          }}
        />
      ) : null}

      <PageHeading level={2}>{t("glosas.detail.comments")}</PageHeading>
      {shown.comments.length === 0 ? <p>{t("glosas.detail.noComments")}</p> : null}
      <ul className="glosa-comments">
        {shown.comments.map((comment) => (
          <li key={comment.id}>
            <strong>{t(`glosas.detail.event${comment.eventType}`)}</strong> ·{" "}
            {t("glosas.detail.acceptedValue")}: {money(comment.acceptedValue)}
            <p style={{ whiteSpace: "pre-wrap", margin: "4px 0" }}>{comment.comment}</p>
            <small>
              {t("glosas.detail.by", { name: comment.authorName, date: formatTimestamp(comment.createdAt) })}
            </small>{" "}
            {permitted.has("respond") ? (
              <Button
                size="small"
                onClick={async () => {
                  try {
                    await disableGlosaComments(http, [comment.id]);
                    message.success(t("glosas.detail.commentDisabled"));
                    setGlosa(null);
                    await detail.refetch();
                  } catch (error) {
                    fail(error, "GLOSA_DELETE_ERROR");
                  }
                }}
              >
                {t("glosas.detail.disableComment")}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>

      {permitted.has("respond") && shown.glosaStatus !== "FILED" ? (
        <GlosaAnswerForm
          glosa={shown}
          onSend={async (body) => {
            try {
              // The same answer sent again (after an unknown outcome) is the same change: one answer.
              const key = answerKeys.keyFor({ id: shown.id, body });
              setGlosa(await postGlosaComment(http, shown.id, body, key));
              answerKeys.settled();
              message.success(t("glosas.detail.commentSent"));
              return true;
            } catch (error) {
              fail(error, "GLOSA_COMMENT_SEND_ERROR");
              // What the server holds is shown again (a lost answer may have saved it).
              if (isOutcomeUnknown(error)) void detail.refetch();
              return false;
            }
          }}
        />
      ) : null}

      {permitted.has("disable") ? (
        <p style={{ marginTop: 24 }}>
          <Button
            danger
            onClick={() =>
              modal.confirm({
                title: t("glosas.detail.disableConfirm"),
                okText: t("glosas.detail.disable"),
                cancelText: t("glosas.detail.cancel"),
                okButtonProps: { danger: true },
                onOk: async () => {
                  try {
                    await disableGlosas(http, [shown.id]);
                    message.success(t("glosas.detail.disabled"));
                    navigate("/rcm/glosas-upload");
                  } catch (error) {
                    fail(error, "GLOSA_DELETE_ERROR");
                  }
                },
              })
            }
          >
            {t("glosas.detail.disable")}
          </Button>
        </p>
      ) : null}
    </>
  );
}
