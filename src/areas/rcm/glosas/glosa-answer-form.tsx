import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import TextArea from "antd/es/input/TextArea";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import Space from "antd/es/space";
import { useTranslation } from "react-i18next";
import { useCurrency } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { formatMoney } from "../../../lib/format";
import type { GlosaDetail } from "./glosa-queries";

/** The kind of a glosa answer (001 §3 "Processed glosa": a comment, or nothing to answer). */
export type GlosaEventType = "COMMENT" | "NOTHING";

/** What a glosa answer sends: its kind, the comment and the accepted value (money, at most the glossed amount). */
export interface GlosaAnswerBody {
  eventType: GlosaEventType;
  comment: string;
  acceptedValue: number;
}

/** Props of {@link GlosaAnswerForm}. */
export interface GlosaAnswerFormProps {
  glosa: GlosaDetail;
  /** Sends the answer; true when the server stored it (the form is then emptied). */
  onSend: (body: GlosaAnswerBody) => Promise<boolean>;
}

/** A new answer: answer kind, comment and accepted value, all required before confirming (001 §5). */
export function GlosaAnswerForm({ glosa, onSend }: GlosaAnswerFormProps) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const [eventType, setEventType] = useState<GlosaEventType | null>(null);
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
          onChange={(event) => setEventType(event.target.value as GlosaEventType)}
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
