import Descriptions from "antd/es/descriptions";
import { useTranslation } from "react-i18next";
import { StatusTag } from "../../../components/resource/status-tag";
import { formatTimestamp } from "../../../lib/format";
import { valueLabel } from "../../../lib/value-label";
import type { AuthorizationDetail } from "./authorization-detail-queries";

/**
 * The authorization's identity and parties (000 §3 "Authorization detail"): status, transaction and
 * product type, sponsor, beneficiary, provider branch, the transaction ids, the biometric reading,
 * the settlement, the request and, under the claim-id flag (000 §1, §6 `showClaimIds`), the claim.
 */
export function SummarySection({
  detail,
  showClaimId,
}: {
  detail: AuthorizationDetail;
  showClaimId: boolean;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`authorizationDetail.fields.${key}`);
  const none = t("authorizationDetail.none");
  const items = [
    {
      key: "status",
      label: label("status"),
      children: valueLabel(t, "authorizationDetail.statuses", detail.status),
    },
    {
      key: "claimStatus",
      label: label("claimStatus"),
      children: detail.claimStatus ? <StatusTag category="claim-status" value={detail.claimStatus} /> : none,
    },
    {
      key: "transactionType",
      label: label("transactionType"),
      children: valueLabel(t, "statuses.coverage-type", detail.transactionType),
    },
    {
      key: "productType",
      label: label("productType"),
      children: valueLabel(t, "authorizationDetail.productTypes", detail.productType),
    },
    { key: "createdAt", label: label("createdAt"), children: formatTimestamp(detail.createdAt) },
    { key: "sponsor", label: label("sponsor"), children: detail.sponsorName },
    { key: "beneficiary", label: label("beneficiary"), children: detail.beneficiaryName },
    { key: "memberCode", label: label("memberCode"), children: detail.beneficiaryMemberCode },
    { key: "providerBranch", label: label("providerBranch"), children: detail.providerBranchName },
    {
      key: "sponsorTransactionId",
      label: label("sponsorTransactionId"),
      children: detail.sponsorTransactionId,
    },
    {
      key: "providerTransactionId",
      label: label("providerTransactionId"),
      children: detail.providerTransactionId ?? none,
    },
    {
      key: "biometricReadingId",
      label: label("biometricReadingId"),
      children: detail.biometricReadingId ?? none,
    },
    { key: "settlementId", label: label("settlementId"), children: detail.settlementId ?? none },
    {
      key: "authorizationRequestId",
      label: label("authorizationRequestId"),
      children: detail.authorizationRequestId ?? none,
    },
    ...(showClaimId
      ? [
          {
            key: "claimId",
            label: label("claimId"),
            children: <span data-testid="authorization-claim-id">{detail.claimId ?? none}</span>,
          },
        ]
      : []),
  ];
  return (
    <section aria-label={t("authorizationDetail.sections.summary")} className="pp-detail-section">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
    </section>
  );
}
