import Alert from "antd/es/alert";
import Table from "antd/es/table";
import type { ColumnsType } from "antd/es/table";
import { useCan } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { supportFileTypeName, valueLabel } from "../../../lib/value-label";
import aiAnalysedDocuments from "../../../../resources/ai-analysed-documents";
import { useHttp } from "../../../base/runtime-context";
import { Loading } from "../../../components/loading";
import { PageHeading } from "../../../components/page-heading";
import { VisuallyHidden } from "../../../components/resource/visually-hidden";
import { formatTimestamp } from "../../../lib/format";
import { AiStatusTag, RiskTag } from "./ai-analysis-overview-screen";
import { reasonKeys } from "./ai-rules-logic";
import { documentResultsQuery, type AiResultRow } from "./ai-queries";

/**
 * The results of one analysed document at /rcm/ai-analysis-overview/{id} (001 §3 "Result rows:
 * field, value read, confidence percentage, rejection reasons, status, denial risk, how to fix";
 * §8 "AI error reasons, each with a fix hint"; issue 8 §5): the document (invoice, support file,
 * agreement, dates, status, overall denial risk) and one row per configured field, each rejection
 * reason shown with its fix hint. Values read by the AI are server text, rendered as text. A
 * document that is pending, not applicable or not configured says so instead of rows. Sends the
 * user to /home when the view configuration hides the navigation-bar view (001 §2).
 */
export default function AiResultsScreen() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const http = useHttp();
  const allowed = useCan({ resource: aiAnalysedDocuments.name, action: "show" }).data;
  const results = useQuery({
    ...documentResultsQuery(http, id),
    enabled: id !== "" && allowed?.can === true,
  });

  const back = (
    <p>
      <Link to="/rcm/ai-analysis-overview">{t("aiRules.results.back")}</Link>
    </p>
  );
  if (allowed === undefined || (allowed.can && results.isPending)) return <Loading />;
  if (!allowed.can || results.isError || !results.data)
    return (
      <>
        {back}
        <PageHeading>{t("aiRules.results.title")}</PageHeading>
        <Alert
          type={allowed.can ? "error" : "warning"}
          showIcon
          role="alert"
          message={t(allowed.can ? "aiRules.results.loadFailed" : "aiRules.notAllowed")}
        />
      </>
    );
  const document = results.data;
  const fieldName = (slug: string) => valueLabel(t, "aiRules.fields", slug);
  const columns: ColumnsType<AiResultRow> = [
    { key: "field", title: t("aiRules.results.field"), render: (_, row) => fieldName(row.fieldSlug) },
    {
      key: "value",
      title: t("aiRules.results.valueRead"),
      render: (_, row) => row.valueRead ?? t("aiRules.results.notRead"),
    },
    {
      key: "confidence",
      title: t("aiRules.results.confidence"),
      align: "right",
      render: (_, row) => t("aiRules.results.percent", { value: Math.round(row.confidence) }),
    },
    {
      key: "reasons",
      title: t("aiRules.results.reasons"),
      render: (_, row) =>
        row.rejectionReasons.length === 0 ? (
          t("aiRules.results.noReasons")
        ) : (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {row.rejectionReasons.map((reason) => {
              const keys = reasonKeys(reason);
              return <li key={reason}>{keys.known ? t(keys.reason) : `${t(keys.reason)} (${reason})`}</li>;
            })}
          </ul>
        ),
    },
    {
      key: "status",
      title: t("aiRules.results.status"),
      render: (_, row) => <AiStatusTag status={row.status} />,
    },
    {
      key: "risk",
      title: t("aiRules.results.denialRisk"),
      render: (_, row) => <RiskTag risk={row.denialRisk} />,
    },
    {
      key: "fix",
      title: t("aiRules.results.howToFix"),
      render: (_, row) =>
        row.rejectionReasons.length === 0 ? (
          t("aiRules.results.nothingToFix")
        ) : (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {row.rejectionReasons.map((reason) => (
              <li key={reason}>{t(reasonKeys(reason).hint)}</li>
            ))}
          </ul>
        ),
    },
  ];
  const analysed = document.aiValidationStatus === "APPROVED" || document.aiValidationStatus === "REJECTED";
  return (
    <>
      {back}
      <PageHeading>{t("aiRules.results.titleOf", { invoice: document.invoiceNumber })}</PageHeading>
      <dl
        style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "6px 16px", marginBottom: 20 }}
      >
        <dt style={{ fontWeight: 600 }}>{t("resources.ai-analysed-documents.fields.supportFileName")}</dt>
        <dd
          style={{ margin: 0 }}
        >{`${supportFileTypeName(t, { fileCode: document.supportFileCode, name: document.supportFileName })} (${document.supportFileCode})`}</dd>
        <dt style={{ fontWeight: 600 }}>{t("resources.ai-analysed-documents.fields.fileName")}</dt>
        <dd style={{ margin: 0 }}>{document.fileName ?? ""}</dd>
        <dt style={{ fontWeight: 600 }}>{t("resources.ai-analysed-documents.fields.agreementName")}</dt>
        <dd style={{ margin: 0 }}>{document.agreementName ?? ""}</dd>
        <dt style={{ fontWeight: 600 }}>{t("aiRules.results.analysisType")}</dt>
        <dd style={{ margin: 0 }}>
          {document.analysisType
            ? valueLabel(t, "aiRules.analysisTypes", document.analysisType)
            : t("aiRules.noRisk")}
        </dd>
        <dt style={{ fontWeight: 600 }}>{t("resources.ai-analysed-documents.fields.eventDateTime")}</dt>
        <dd style={{ margin: 0 }}>{formatTimestamp(document.eventDateTime)}</dd>
        <dt style={{ fontWeight: 600 }}>{t("resources.ai-analysed-documents.fields.createdAt")}</dt>
        <dd style={{ margin: 0 }}>{formatTimestamp(document.createdAt)}</dd>
        <dt style={{ fontWeight: 600 }}>{t("resources.ai-analysed-documents.fields.aiValidationStatus")}</dt>
        <dd style={{ margin: 0 }}>
          <AiStatusTag status={document.aiValidationStatus} />
        </dd>
        <dt style={{ fontWeight: 600 }}>{t("resources.ai-analysed-documents.fields.denialRisk")}</dt>
        <dd style={{ margin: 0 }}>
          <RiskTag risk={document.denialRisk} />
        </dd>
      </dl>
      {analysed ? (
        <Table<AiResultRow>
          rowKey="fieldSlug"
          size="small"
          columns={columns}
          dataSource={document.results}
          pagination={false}
          caption={<VisuallyHidden>{t("aiRules.results.caption")}</VisuallyHidden>}
        />
      ) : (
        <Alert
          type="info"
          showIcon
          message={t(`aiRules.results.none.${document.aiValidationStatus}`, {
            defaultValue: t("aiRules.results.none.PENDING"),
          })}
        />
      )}
    </>
  );
}
