import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import type { StatusTone } from "../../../../schemas/entities/status-catalogues";
import { TONE_COLORS } from "../../../components/resource/status-tones";
import { formatDate } from "../../../lib/format";
import { glosaDeadline, type DeadlineLevel } from "./deadline";

/** Tag colours of the glosa states (001 §4 "Glosa"); the label is always written too. */
export const GLOSA_STATUS_COLORS: Record<string, StatusTone> = {
  PENDING: "orange",
  IN_PROGRESS: "blue",
  READY_TO_FILE: "cyan",
  INCOMPLETE_DOCUMENTATION: "volcano",
  FILED: "green",
};

/** A glosa's state as a coloured tag with its translated label. */
export function GlosaStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag
      style={{ ...TONE_COLORS[GLOSA_STATUS_COLORS[status] ?? "grey"], marginInlineEnd: 0 }}
      data-status={status}
    >
      {t(`glosas.statuses.${status}`, { defaultValue: status })}
    </Tag>
  );
}

const LEVEL_COLORS: Record<DeadlineLevel, StatusTone | undefined> = {
  overdue: "red",
  "due-soon": "gold",
  "on-time": undefined,
  filed: "green",
  unknown: undefined,
};

/**
 * A glosa's response deadline at a glance (issue 9 §3): colour AND text ("Overdue by 3 days",
 * "2 days left", "Due today", "Answered"), the due date beside it; computed by `glosaDeadline`.
 */
export function DeadlineCell({
  glosa,
  today,
}: {
  /** A list row or a detail (its glossNotificationDate, daysResponse and glosaStatus are read). */
  glosa: object;
  today: string;
}) {
  const { t } = useTranslation();
  const fields = glosa as { glossNotificationDate?: unknown; daysResponse?: unknown; glosaStatus?: unknown };
  const deadline = glosaDeadline(
    {
      glossNotificationDate:
        typeof fields.glossNotificationDate === "string" ? fields.glossNotificationDate : null,
      daysResponse: typeof fields.daysResponse === "number" ? fields.daysResponse : null,
      glosaStatus: typeof fields.glosaStatus === "string" ? fields.glosaStatus : null,
    },
    today,
  );
  const days = deadline.daysLeft ?? 0;
  const label =
    deadline.level === "overdue"
      ? t("glosas.deadline.overdue", { count: -days })
      : deadline.level === "due-soon"
        ? days === 0
          ? t("glosas.deadline.today")
          : t("glosas.deadline.dueSoon", { count: days })
        : deadline.level === "on-time"
          ? t("glosas.deadline.onTime", { count: days })
          : t(`glosas.deadline.${deadline.level}`);
  const color = LEVEL_COLORS[deadline.level];
  return (
    <span data-deadline={deadline.level}>
      {color ? (
        <Tag style={{ ...TONE_COLORS[color], marginInlineEnd: 0 }}>{label}</Tag>
      ) : (
        <span>{label}</span>
      )}
      {deadline.dueDate ? (
        <span className="glosa-due-date">
          {" "}
          {t("glosas.deadline.due", { date: formatDate(deadline.dueDate) })}
        </span>
      ) : null}
    </span>
  );
}
