import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useCurrency, useCurrencyOfCode, useHttp } from "../../../base/runtime-context";
import { Loading } from "../../../components/loading";
import { PageHeading } from "../../../components/page-heading";
import { CountCell } from "../../../components/resource/cells";
import { codeLabel } from "../../../components/resource/cell-text";
import { SERVICE_TYPE_LABELS } from "../../../../schemas/entities/field-kinds";
import { formatMoney, formatTimestamp, rowCurrency } from "../../../lib/format";
import type { ScreenProps } from "../../define-area";
import { chargeQuery } from "../queries";
import { accountPath } from "./paths";
import { DetailFields, isBlank, type DetailField } from "./detail-fields";
import { LoadError } from "./load-error";

/**
 * The charge detail at /rcm/charge/:id (001 §2 "charge/{chargeId}", §3 "Charge", §7
 * `GET /rcm/v1/charges/{id}`; issue 7 §2), registered as `charges.show`: every field of the charge
 * (billed item, amounts, diagnosis, support-document completeness in text and colour, dates) and
 * the account fields charge views show (invoice, agreement, payer, branch, patient, plan coverage),
 * with a link back to its account. A failed load shows a translated error with a retry.
 */
export default function ChargeScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const { id: chargeId = "" } = useParams();
  const http = useHttp();
  const query = useQuery(chargeQuery({ http }, chargeId));
  const areaCurrency = useCurrency("rcm");
  const currencyOfCode = useCurrencyOfCode();
  if (query.isError) {
    return (
      <LoadError
        prefix="charge"
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        back={{ to: "/rcm/home", label: t("account.backToList") }}
      />
    );
  }
  const charge = query.data;
  if (!charge) return <Loading />;
  const currency = rowCurrency(charge, areaCurrency, currencyOfCode);
  const serviceType = charge.serviceType ?? "";
  const item: DetailField[] = [
    { key: "lineNumber", label: t("charge.fields.lineNumber"), value: charge.lineNumber },
    { key: "code", label: t("charge.fields.code"), value: charge.code },
    { key: "description", label: t("charge.fields.description"), value: charge.description },
    {
      key: "serviceType",
      label: t("charge.fields.serviceType"),
      value: codeLabel(t, SERVICE_TYPE_LABELS, serviceType),
    },
    { key: "quantity", label: t("charge.fields.quantity"), value: charge.quantity },
    { key: "amount", label: t("charge.fields.amount"), value: formatMoney(charge.amount, currency) },
    {
      key: "totalAmount",
      label: t("charge.fields.totalAmount"),
      value: formatMoney(charge.totalAmount, currency),
    },
    {
      key: "diagnosis",
      label: t("charge.fields.diagnosis"),
      value: [charge.diagnosisCode, charge.diagnosisName].filter((v) => !isBlank(v)).join(" · "),
    },
    {
      key: "providerProductCode",
      label: t("charge.fields.providerProductCode"),
      value: charge.providerProductCode,
    },
    {
      key: "supportDocuments",
      label: t("charge.fields.supportDocuments"),
      value: (
        <CountCell uploaded={charge.uploadedSupportDocuments} required={charge.requiredSupportDocuments} />
      ),
    },
    { key: "createdAt", label: t("charge.fields.createdAt"), value: formatTimestamp(charge.createdAt) },
    {
      key: "originEventCreationDateTime",
      label: t("charge.fields.originEventCreationDateTime"),
      value: formatTimestamp(charge.originEventCreationDateTime),
    },
  ];
  const ofAccount: DetailField[] = [
    { key: "invoiceNumber", label: t("charge.fields.invoiceNumber"), value: charge.invoiceNumber },
    { key: "agreementCode", label: t("charge.fields.agreementCode"), value: charge.agreementCode },
    { key: "payerName", label: t("charge.fields.payerName"), value: charge.payerName },
    {
      key: "providerBranchName",
      label: t("charge.fields.providerBranchName"),
      value: charge.providerBranchName,
    },
    { key: "patientName", label: t("charge.fields.patientName"), value: charge.patientName },
    { key: "patientId", label: t("charge.fields.patientId"), value: charge.patientId },
    {
      key: "patientDocument",
      label: t("charge.fields.patientDocument"),
      value: [charge.patientDocumentType, charge.patientDocumentNumber].filter((v) => !isBlank(v)).join(" "),
    },
    {
      key: "healthcarePlanCoverage",
      label: t("charge.fields.healthcarePlanCoverage"),
      value: charge.healthcarePlanCoverage,
    },
  ];
  const invoice = charge.invoiceNumber ?? "";
  return (
    <article data-testid="charge-screen">
      <p style={{ marginBottom: 8 }}>
        <Link to={accountPath(charge.accountId)}>{t("charge.backToAccount", { invoice })}</Link>
      </p>
      <PageHeading level={1}>
        {isBlank(charge.code) ? t("charge.titleWithoutCode") : t("charge.title", { code: charge.code })}
      </PageHeading>
      <PageHeading level={2}>{t("charge.item")}</PageHeading>
      <DetailFields fields={item} label={t("charge.item")} />
      <div style={{ height: 16 }} />
      <PageHeading level={2}>{t("charge.ofAccount")}</PageHeading>
      <DetailFields fields={ofAccount} label={t("charge.ofAccount")} />
    </article>
  );
}
