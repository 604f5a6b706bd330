import Checkbox from "antd/es/checkbox";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  includedCount,
  isClaimChosen,
  satisfiesDocumentPolicy,
  toggleClaim,
} from "../../../../schemas/settlements/settlement-rules";
import { useCurrency, useHttp } from "../../../base/runtime-context";
import { PagedTable } from "../../../components/paged-table";
import { formatMoney } from "../../../lib/format";
import { usePaging } from "../../../lib/use-paging";
import { settlementClaimColumns } from "../settlement-columns";
import { pendingQuery, type PendingAuthorization } from "../settlement-queries";
import type { StepProps } from "./step-props";
import { PENDING_PAGE_SIZE, pendingFilter } from "./wizard-cache";

type PendingRow = PendingAuthorization & { id: string };

/**
 * Step 2 of the settlement wizard (000 §2, §3 "Pending settlement authorization", §5): the pending
 * authorizations of the sponsor, cut-off range and coverages, paged, each included or excluded by
 * its checkbox, with the document policy at a glance (satisfied, or uploaded of required). "Select
 * all" means every matching authorization on every page minus those unticked afterwards (the
 * draft keeps the excluded ids only); the count chosen is always shown.
 */
export function PendingStep({ state, update, problemOf }: StepProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const currency = useCurrency("claims-desk");
  const paging = usePaging(PENDING_PAGE_SIZE);
  // The first page was fetched ahead as the draft was created: not fetched again on arrival.
  const pending = useQuery(pendingQuery(http, pendingFilter(state), paging.page, paging.size));
  const matching = pending.data?.totalElements ?? 0;
  const chosen = includedCount(state, matching);
  const choose = (patch: Partial<typeof state>) =>
    update((s) => ({ ...s, ...patch, addAuthorizationsComplete: false }));
  const rows = (pending.data?.content ?? []).map((row) => ({ ...row, id: String(row.claimId) }));
  const money = (value: number) => formatMoney(value, currency);
  return (
    <section>
      <p>
        <Checkbox
          checked={state.selectAll && state.excludedClaims.length === 0}
          indeterminate={state.selectAll && state.excludedClaims.length > 0}
          disabled={matching === 0}
          onChange={(event) =>
            choose({ selectAll: event.target.checked, includedClaims: [], excludedClaims: [] })
          }
        >
          {t("settlements.pending.selectAll", { count: matching })}
        </Checkbox>
      </p>
      <p role="status" data-testid="settlement-chosen">
        {t("settlements.pending.chosen", { count: chosen, total: matching })}
      </p>
      {problemOf("settlement-pending") ? (
        <div role="alert" style={{ color: "#a8071a" }}>
          {problemOf("settlement-pending")}
        </div>
      ) : null}
      <PagedTable<PendingRow>
        query={{ ...pending, data: pending.data && { ...pending.data, content: rows } }}
        paging={paging}
        pageSizes={[20, 50, 100]}
        emptyText={t("settlements.pending.empty")}
        failedText={t("settlements.pending.failed")}
        totalText={(range) => t("settlements.detail.range", range)}
        columns={[
          {
            key: "choose",
            title: t("settlements.pending.include"),
            render: (_: unknown, row) => (
              <Checkbox
                checked={isClaimChosen(state, row.claimId)}
                aria-label={t("settlements.pending.includeOne", { code: row.authorizationCode })}
                onChange={(event) =>
                  update((s) => ({
                    ...s,
                    ...toggleClaim(s, row.claimId, event.target.checked),
                    addAuthorizationsComplete: false,
                  }))
                }
              />
            ),
          },
          ...settlementClaimColumns<PendingRow>(t, money, [
            "authorizationCode",
            "createdAt",
            "coverage",
            "amount",
          ]),
          {
            key: "policy",
            title: t("settlements.pending.documents"),
            render: (_: unknown, row) =>
              satisfiesDocumentPolicy(row)
                ? t("settlements.pending.policySatisfied")
                : t("settlements.pending.policyMissing", {
                    uploaded: row.uploadedRequiredFiles,
                    total: row.totalRequiredFiles,
                  }),
          },
        ]}
      />
    </section>
  );
}
