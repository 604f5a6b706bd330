import { useState } from "react";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Select from "antd/es/select";
import Space from "antd/es/space";
import { useTranslation } from "react-i18next";
import { plainV2Moves } from "../../../schemas/v2/actions";
import { useAlerts } from "../../base/alerts/alerts";
import { useHttp } from "../../base/runtime-context";
import { formatTimestamp } from "../../lib/format";
import { valueLabel } from "../../lib/value-label";
import { IDENTITY_DOCUMENT_TYPE_CATALOGUE } from "../../../schemas/entities/value-catalogues";
import { useReasonText } from "./use-reason-text";
import { useCoverageLabel, V2StatusTag } from "./v2-cells";
import { changeV2Status, type V2AuthorizationDetail } from "./v2-queries";

/** Props of {@link V2DetailInformation}. */
export interface V2DetailInformationProps {
  row: V2AuthorizationDetail;
  /** `can()` changeStatus. */
  canChangeStatus: boolean;
  /** The Folios variant names the identity document by its tax id (RFC). */
  folios: boolean;
  /** Reloads the authorization (and Home V2) after a change. */
  refresh: () => Promise<unknown>;
}

/**
 * The Information tab of a v2 authorization's detail (000 §3, §4; 001 §3): its fields, and the
 * status changed from the current one to a new one the status table allows and no detail action
 * makes (000 §4; `plainV2Moves`, schemas/v2/actions.ts; a stale current status is refused by the
 * server with 409, and the detail is read again either way).
 */
export function V2DetailInformation({ row, canChangeStatus, folios, refresh }: V2DetailInformationProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const { message } = useAlerts();
  const reason = useReasonText();
  const coverageLabel = useCoverageLabel();
  const [newStatus, setNewStatus] = useState<string | undefined>(undefined);
  const [changing, setChanging] = useState(false);
  // The legal moves no detail action makes (schemas/v2/actions.ts; issue 21 §3).
  const moves = plainV2Moves(row.status);

  const changeStatus = async () => {
    if (!newStatus) {
      message.warning(t("v2.detail.status.choose"));
      return;
    }
    setChanging(true);
    try {
      await changeV2Status(http, row.sponsorSlug, row.authorizationCode, row.status, newStatus);
      message.success(t("v2.detail.status.changed", { status: t(`v2.statuses.${newStatus}`) }));
      setNewStatus(undefined);
      await refresh();
    } catch (error) {
      message.error(t("v2.detail.status.failed", { reason: reason(error) }));
      await refresh();
    } finally {
      setChanging(false);
    }
  };

  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: "code", label: t("v2.detail.fields.code"), children: row.authorizationCode },
          {
            key: "status",
            label: t("v2.detail.fields.status"),
            children: <V2StatusTag status={row.status} />,
          },
          { key: "sponsor", label: t("v2.detail.fields.sponsor"), children: row.sponsorName },
          { key: "beneficiary", label: t("v2.detail.fields.beneficiary"), children: row.beneficiaryName },
          { key: "member", label: t("v2.detail.fields.memberCode"), children: row.beneficiaryMemberCode },
          {
            key: "document",
            label: t(folios ? "v2.detail.fields.taxId" : "v2.detail.fields.identityDocument"),
            // The document type by its label (issue 19 §3), never its code.
            children: `${valueLabel(t, IDENTITY_DOCUMENT_TYPE_CATALOGUE.labels, row.identityDocumentType ?? "")} ${row.identityDocumentId}`,
          },
          {
            key: "coverage",
            label: t("v2.detail.fields.coverage"),
            children: coverageLabel(row.coverageType),
          },
          {
            key: "created",
            label: t("v2.detail.fields.createdAt"),
            children: formatTimestamp(row.createdAt),
          },
          ...(row.reimbursementId
            ? [
                {
                  key: "reimbursement",
                  label: t("v2.detail.fields.reimbursement"),
                  children: row.reimbursementId,
                },
              ]
            : []),
        ]}
      />
      {canChangeStatus && moves.length > 0 ? (
        <Space wrap style={{ marginTop: 16 }}>
          <label htmlFor="v2-new-status">{t("v2.detail.status.label")}</label>
          <Select
            id="v2-new-status"
            style={{ minWidth: 240 }}
            value={newStatus}
            onChange={setNewStatus}
            options={moves.map((s) => ({
              value: s,
              label: t(`v2.statuses.${s}`),
            }))}
          />
          <Button onClick={() => void changeStatus()} loading={changing}>
            {t("v2.detail.status.change")}
          </Button>
        </Space>
      ) : null}
    </>
  );
}
