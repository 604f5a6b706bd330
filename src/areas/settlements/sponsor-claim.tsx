import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Modal from "antd/es/modal";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrencyOfCode, useHttp } from "../../base/runtime-context";
import { Loading } from "../../components/loading";
import { formatMoney, formatTimestamp } from "../../lib/format";
import { valueLabel } from "../../lib/value-label";
import { sponsorClaimQuery } from "./sponsor-claim-queries";

/**
 * A transaction row's button opening the claim as its sponsor sees it (000 §7
 * `GET …/claim/{claimId}/sponsor/{slug}`; issue 22 §3) in a dialog: the claim, its authorization,
 * the sponsor's transaction id, the claim's status and coverage by their labels, the amount with 2
 * decimals in the claim's currency (000 §9) and its date. Asked only when the dialog opens.
 */
export function SponsorClaimButton({ claimId, sponsorSlug }: { claimId: number; sponsorSlug: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={t("settlements.sponsorClaim.openOne", { id: claimId })}
      >
        {t("settlements.sponsorClaim.open")}
      </Button>
      {open ? (
        <SponsorClaimDialog claimId={claimId} sponsorSlug={sponsorSlug} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function SponsorClaimDialog({
  claimId,
  sponsorSlug,
  onClose,
}: {
  claimId: number;
  sponsorSlug: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const ofCode = useCurrencyOfCode();
  const claim = useQuery(sponsorClaimQuery(http, claimId, sponsorSlug));
  const row = claim.data;
  return (
    <Modal
      open
      title={t("settlements.sponsorClaim.title", { id: claimId })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t("settlements.sponsorClaim.close")}</Button>}
    >
      {claim.isError ? (
        <Alert type="error" showIcon role="alert" message={t("settlements.sponsorClaim.failed")} />
      ) : !row ? (
        <Loading />
      ) : (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: "claim", label: t("settlements.columns.claimId"), children: row.claimId },
            {
              key: "code",
              label: t("settlements.columns.authorizationCode"),
              children: row.authorizationCode,
            },
            {
              key: "tx",
              label: t("settlements.columns.sponsorTransactionId"),
              children: row.sponsorTransactionId ?? "",
            },
            {
              key: "status",
              label: t("settlements.sponsorClaim.status"),
              children: valueLabel(t, "statuses.claim-status", row.claimStatus),
            },
            {
              key: "coverage",
              label: t("settlements.columns.coverage"),
              children: valueLabel(t, "statuses.coverage-type", row.coverageType),
            },
            {
              key: "amount",
              label: t("settlements.columns.amount"),
              children: formatMoney(row.amount, ofCode(row.currencyCode)),
            },
            {
              key: "date",
              label: t("settlements.columns.createdAt"),
              children: formatTimestamp(row.createdAt),
            },
          ]}
        />
      )}
    </Modal>
  );
}
