import Descriptions from "antd/es/descriptions";
import { useTranslation } from "react-i18next";
import { useCurrency } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { formatDate, formatMoney } from "../../../lib/format";
import { valueLabel } from "../../../lib/value-label";
import { GLOSA_CATEGORY_CATALOGUE } from "../../../../schemas/entities/value-catalogues";
import { DeadlineCell, GlosaStatusTag } from "./glosa-cells";
import type { GlosaDetail } from "./glosa-queries";

/**
 * What the glosa detail shows of a glosa (001 §3 "Processed glosa"): payer, type, status, filing
 * and notification dates, response deadline, notifications, days to respond, category and reason;
 * the amounts (invoiced, glossed, charged, accepted, rejected, to collect, in the portal's
 * currency); the objection (glosa code and description, CUPS code, main and secondary cause,
 * required documents: credit note, RIPS, CUV). Server text is rendered as text.
 */
export function GlosaDetailFields({ glosa, today }: { glosa: GlosaDetail; today: string }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const money = (value: number) => formatMoney(value, currency);
  const required = (flag: boolean) => t(flag ? "glosas.detail.required" : "glosas.detail.notRequired");
  const dash = (value: string | null) => value ?? t("glosas.detail.none");

  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t("resources.glosas.fields.payer")}>{glosa.payer}</Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.type")}>
          {t(`glosas.types.${glosa.type}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.status")}>
          <GlosaStatusTag status={glosa.glosaStatus} />
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.filingDate")}>
          {formatDate(glosa.filingDate)}
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.glossNotificationDate")}>
          {formatDate(glosa.glossNotificationDate)}
        </Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.deadline")}>
          <DeadlineCell glosa={glosa} today={today} />
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.notificationQuantity")}>
          {glosa.notificationQuantity}
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.daysResponse")}>
          {glosa.daysResponse}
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.objectionCategory")}>
          {glosa.objectionCategory
            ? valueLabel(t, GLOSA_CATEGORY_CATALOGUE.labels, glosa.objectionCategory)
            : t("glosas.detail.none")}
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.reason")}>
          {dash(glosa.reason)}
        </Descriptions.Item>
      </Descriptions>

      <PageHeading level={2}>{t("glosas.detail.amounts")}</PageHeading>
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t("resources.glosas.fields.invoicedAmount")}>
          {money(glosa.invoicedAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.glossedAmount")}>
          {money(glosa.glossedAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.glosas.fields.chargeAmount")}>
          {money(glosa.chargeAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.accepted")}>{money(glosa.accepted)}</Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.rejected")}>{money(glosa.rejected)}</Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.amountToCollect")}>
          {money(glosa.amountToCollect)}
        </Descriptions.Item>
      </Descriptions>

      <PageHeading level={2}>{t("glosas.detail.objection")}</PageHeading>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t("glosas.detail.glosaCode")}>{dash(glosa.glosaCode)}</Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.glosaDescription")}>
          {dash(glosa.glosaDescription)}
        </Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.cupsCode")}>{dash(glosa.cupsCode)}</Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.mainCause")}>{dash(glosa.mainCause)}</Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.secondaryCause")}>
          {dash(glosa.secondaryCause)}
        </Descriptions.Item>
        <Descriptions.Item label={t("glosas.detail.requiredDocuments")}>
          {t("glosas.detail.creditNote")}: {required(glosa.requiredDocuments.creditNote)} ·{" "}
          {t("glosas.detail.rips")}: {required(glosa.requiredDocuments.rips)} · {t("glosas.detail.cuv")}:{" "}
          {required(glosa.requiredDocuments.cuv)}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
