import { useRef, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import TextArea from "antd/es/input/TextArea";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ChangeKeys, isOutcomeUnknown } from "../../../../providers/http";
import { useAlerts } from "../../../base/alerts/alerts";
import { useCurrency, useHttp } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { WireDatePicker } from "../../../components/wire-date-picker";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import { formatDate, formatMoney, formatTimestamp } from "../../../lib/format";
import { localToday } from "./deadline";
import { DeadlineCell, GlosaStatusTag } from "./glosa-cells";
import { glosaFailure, type GlosaErrorCode } from "./glosa-errors";
import {
  disableGlosaComments,
  disableGlosas,
  glosaDetailQuery,
  postGlosaComment,
  updateNotificationDate,
  type GlosaDetail,
} from "./glosa-queries";

/** The `glosas` declaration's actions this screen asks `can()` about (resources/glosas.ts `access`). */
const ACTIONS = ["respond", "modifyNotificationDate", "disable"] as const;

type EventType = "COMMENT" | "NOTHING";

/**
 * The glosa detail at /rcm/glosa-detail/:id (001 §2, §3 "Processed glosa", §5 "All glosa fields are
 * required before confirming. Edit is only for misreads.", §7, §8; issue 9 §3): amounts (accepted,
 * rejected, to collect), glosa code and description, CUPS code, main and secondary cause, required
 * documents (credit note, RIPS, CUV); the answers, a new answer (GLOSA_RESPONSE) whose fields are
 * all required before confirming, an answer withdrawn when it was a misread; the notification date
 * (MODIFY_GLOSA_FILLING_DATE) and disabling the glosa (DELETE_GLOSAS). Server text is rendered as text.
 */
export default function GlosaDetailScreen() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const http = useHttp();
  const navigate = useNavigate();
  const { message, modal } = useAlerts();
  const currency = useCurrency();
  const permitted = usePermittedActions("glosas", ACTIONS);
  const detail = useQuery(glosaDetailQuery(http, id));
  const answerKeys = useRef(new ChangeKeys()).current;
  const [glosa, setGlosa] = useState<GlosaDetail | null>(null);
  const shown = glosa && glosa.id === detail.data?.id ? glosa : (detail.data ?? null);
  const today = localToday();

  const fail = (error: unknown, code: GlosaErrorCode) => {
    const f = glosaFailure(error, code, t);
    message.error(f.detail ? `${f.title} ${f.detail}` : f.title);
  };

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
  const required = (flag: boolean) => t(flag ? "glosas.detail.required" : "glosas.detail.notRequired");
  const dash = (value: string | null) => value ?? t("glosas.detail.none");

  return (
    <>
      <p>
        <Link to="/rcm/glosas-upload">{t("glosas.detail.back")}</Link>
      </p>
      <PageHeading>{t("glosas.detail.title", { invoice: shown.invoiceNumber })}</PageHeading>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t("resources.glosas.fields.payer")}>{shown.payer}</Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.type")}>
          {t(`glosas.types.${shown.type}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.status")}>
          <GlosaStatusTag status={shown.glosaStatus} />
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.filingDate")}>
          {formatDate(shown.filingDate)}
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.glossNotificationDate")}>
          {formatDate(shown.glossNotificationDate)}
        </Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.deadline")}>
          <DeadlineCell glosa={shown} today={today} />
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.notificationQuantity")}>
          {shown.notificationQuantity}
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.daysResponse")}>
          {shown.daysResponse}
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.objectionCategory")}>
          {dash(shown.objectionCategory)}
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.reason")}>
          {dash(shown.reason)}
        </Descriptions.Item>
      </Descriptions>

      <PageHeading level={2}>{t("glosas.detail.amounts")}</PageHeading>
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t("resources.glosas.fields.invoicedAmount")}>
          {money(shown.invoicedAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.glossedAmount")}>
          {money(shown.glossedAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.chargeAmount")}>
          {money(shown.chargeAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.accepted")}>{money(shown.accepted)}</Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.rejected")}>{money(shown.rejected)}</Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.amountToCollect")}>
          {money(shown.amountToCollect)}
        </Descriptions.Item>
      </Descriptions>

      <PageHeading level={2}>{t("glosas.detail.objection")}</PageHeading>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t("glosas.detail.glosaCode")}>{dash(shown.glosaCode)}</Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.glosaDescription")}>
          {dash(shown.glosaDescription)}
        </Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.cupsCode")}>{dash(shown.cupsCode)}</Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.mainCause")}>{dash(shown.mainCause)}</Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.secondaryCause")}>
          {dash(shown.secondaryCause)}
        </Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.requiredDocuments")}>
          {t("glosas.detail.creditNote")}: {required(shown.requiredDocuments.creditNote)} ·{" "}
          {t("glosas.detail.rips")}: {required(shown.requiredDocuments.rips)} · {t("glosas.detail.cuv")}:{" "}
          {required(shown.requiredDocuments.cuv)}
        </Descriptions.Item>
      </Descriptions>

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
        <AnswerForm
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

/** The notification date, at most today (001 §5 "Date filters have a maximum of today"). */
function NotificationDateForm({
  glosa,
  today,
  onSave,
}: {
  glosa: GlosaDetail;
  today: string;
  onSave: (date: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState(glosa.glossNotificationDate);
  const [saving, setSaving] = useState(false);
  return (
    <form
      style={{ marginTop: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        void onSave(date).finally(() => setSaving(false));
      }}
    >
      <Space wrap align="center">
        <label htmlFor="glosa-notification-date">{t("glosas.detail.notificationDate")}</label>
        <WireDatePicker
          id="glosa-notification-date"
          value={date || undefined}
          max={today}
          aria-required
          onChange={(value) => setDate(value ?? "")}
          style={{ width: 180 }}
        />
        <Button htmlType="submit" loading={saving} disabled={!date || date === glosa.glossNotificationDate}>
          {t("glosas.detail.updateDate")}
        </Button>
      </Space>
    </form>
  );
}

/** A new answer: answer kind, comment and accepted value, all required before confirming (001 §5). */
function AnswerForm({
  glosa,
  onSend,
}: {
  glosa: GlosaDetail;
  onSend: (body: { eventType: EventType; comment: string; acceptedValue: number }) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const [eventType, setEventType] = useState<EventType | null>(null);
  const [comment, setComment] = useState("");
  const [accepted, setAccepted] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const max = glosa.glossedAmount;

  const submit = async () => {
    const found: string[] = [];
    const field = (key: string) => t("glosas.detail.fieldRequired", { field: t(`glosas.detail.${key}`) });
    if (!eventType) found.push(field("eventType"));
    if (!comment.trim()) found.push(field("comment"));
    if (accepted === null || Number.isNaN(accepted)) found.push(field("acceptedValue"));
    else if (accepted > max)
      found.push(t("glosas.detail.acceptedTooHigh", { max: formatMoney(max, currency) }));
    setProblems(found);
    if (found.length > 0 || !eventType || accepted === null) return;
    setSending(true);
    const ok = await onSend({ eventType, comment: comment.trim(), acceptedValue: accepted });
    setSending(false);
    if (ok) {
      setEventType(null);
      setComment("");
      setAccepted(null);
    }
  };

  return (
    <form
      aria-labelledby="glosa-answer-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PageHeading level={2}>
        <span id="glosa-answer-title">{t("glosas.detail.answer")}</span>
      </PageHeading>
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={problems.map((p) => (
            <div key={p}>{p}</div>
          ))}
        />
      ) : null}
      <Space direction="vertical" style={{ width: "100%", maxWidth: 640 }}>
        <span id="glosa-event-type">{t("glosas.detail.eventType")}</span>
        <Radio.Group
          aria-labelledby="glosa-event-type"
          value={eventType}
          onChange={(event) => setEventType(event.target.value as EventType)}
          options={[
            { value: "COMMENT", label: t("glosas.detail.eventCOMMENT") },
            { value: "NOTHING", label: t("glosas.detail.eventNOTHING") },
          ]}
        />
        <label htmlFor="glosa-comment">{t("glosas.detail.comment")}</label>
        <TextArea
          id="glosa-comment"
          value={comment}
          maxLength={2000}
          rows={4}
          onChange={(event) => setComment(event.target.value)}
        />
        <label htmlFor="glosa-accepted-value">{t("glosas.detail.acceptedValue")}</label>
        <InputNumber<number>
          id="glosa-accepted-value"
          min={0}
          max={max}
          step={0.01}
          precision={2}
          value={accepted}
          onChange={(value) => setAccepted(value ?? null)}
          aria-describedby="glosa-accepted-help"
          style={{ width: 220 }}
        />
        <small id="glosa-accepted-help">
          {t("glosas.detail.acceptedValueHelp", { max: formatMoney(max, currency) })}
        </small>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t("glosas.detail.confirm")}
        </Button>
      </Space>
    </form>
  );
}
