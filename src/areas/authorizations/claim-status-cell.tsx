import type { BaseRecord } from "@refinedev/core";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { StatusTag } from "../../components/resource/status-tag";

/**
 * Whether a row of the authorization list is a claim voided on its own (000 §2 "void only the
 * claim"): the claim is VOIDED while its authorization (`status`, 000 §3 list item) is not. A full
 * void voids both (sandbox/routes/arc/claims.ts), so such a row is told apart from it.
 */
export function isClaimOnlyVoid(row: BaseRecord): boolean {
  return row.claimStatus === "VOIDED" && typeof row.status === "string" && row.status !== "VOIDED";
}

/**
 * The claim status of a row (issue 19 §5 "the row shows it"): the catalogue's tag, and under a
 * claim voided alone the note that the authorization is kept (`authorizations.claimOnlyVoided`),
 * so it never looks like a full void.
 */
export function ClaimStatusCell({ row }: { row: BaseRecord }) {
  const { t } = useTranslation();
  const tag = <StatusTag category="claim-status" value={row.claimStatus} />;
  if (!isClaimOnlyVoid(row)) return tag;
  return (
    <>
      {tag}
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="claim-only-voided">
          {t("authorizations.claimOnlyVoided")}
        </Typography.Text>
      </div>
    </>
  );
}
