import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import type { StatusTone } from "../../../schemas/entities/status-catalogues";
import { coverageLabelKey, type HomeV2Status } from "../../../schemas/v2/statuses";
import { TONE_COLORS } from "../../components/resource/status-tones";

/** Tone of each Home V2 status (000 §4), in the AA-contrast palette of the status tags. */
export const HOME_V2_TONES: Readonly<Record<HomeV2Status, StatusTone>> = {
  READY: "gold",
  QUALIFICATION: "purple",
  REJECTED: "red",
  PENDING_REVIEW: "orange",
  APPROVED: "green",
  CLAIMED: "geekblue",
  VOIDED: "grey",
  NOT_ATTENDED: "volcano",
  SENT_TO_SPONSOR: "cyan",
  PAYMENT_CONFIRMED: "lime",
  PAID: "green",
  COMPLETED: "blue",
};

/** A Home V2 status with its translated label (`v2.statuses.*`); an unknown value in grey as written. */
export function V2StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = HOME_V2_TONES[status as HomeV2Status] ?? "grey";
  return (
    <Tag style={{ ...TONE_COLORS[tone], marginInlineEnd: 0 }} data-status={status}>
      {t(`v2.statuses.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/** The translated coverage of an authorization: HOSPITAL_CARE and HOSPITALIZATION show as hospitalization (000 §4). */
export function useCoverageLabel(): (coverage: string | null | undefined) => string {
  const { t } = useTranslation();
  return (coverage) => {
    const key = coverageLabelKey(coverage);
    return t(`v2.coverage.${key}`, { defaultValue: key });
  };
}

/** Coverages offered as a filter; HOSPITALIZATION also finds HOSPITAL_CARE (000 §4, the server joins them). */
export const V2_COVERAGES = [
  "OUTPATIENT_CARE",
  "MEDICAL_PROCEDURES",
  "HOSPITALIZATION",
  "CREDIT_CARD_BALANCE",
  "REIMBURSEMENT",
] as const;
