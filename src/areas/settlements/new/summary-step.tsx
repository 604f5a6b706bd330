import Alert from "antd/es/alert";
import Descriptions from "antd/es/descriptions";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  amountForWire,
  requiresManualAuthorizations,
} from "../../../../schemas/settlements/settlement-rules";
import { useCurrency, useHttp } from "../../../base/runtime-context";
import { Loading } from "../../../components/loading";
import { formatDate, formatMoney } from "../../../lib/format";
import { summaryQuery } from "../settlement-queries";
import type { StepProps } from "./step-props";

/**
 * Step 4 of the settlement wizard (000 §3 "summary (totalAmount, transactionsQuantity)"; §7
 * `GET …/{id}/transactions/summary`): the total amount and the count of the included claims as the
 * server has them, with the sponsor, range and manual authorizations chosen; the count must equal
 * the claims included (issue 22 §2).
 */
export function SummaryStep({
  state,
  expectedCount,
}: Pick<StepProps, "state"> & { expectedCount: number | null }) {
  const { t } = useTranslation();
  const http = useHttp();
  const currency = useCurrency("claims-desk");
  const summary = useQuery({ ...summaryQuery(http, state.settlementId), staleTime: 0 });
  if (summary.isError)
    return <Alert type="error" showIcon role="alert" message={t("settlements.summary.failed")} />;
  if (!summary.data) return <Loading />;
  const manual = requiresManualAuthorizations(state.sponsorSlug);
  const mismatch = expectedCount !== null && expectedCount !== summary.data.transactionsQuantity;
  return (
    <section>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: "range",
            label: t("settlements.summary.range"),
            children: `${formatDate(state.dateFrom)} – ${formatDate(state.dateTo)}`,
          },
          {
            key: "count",
            label: t("settlements.summary.count"),
            children: <span data-testid="summary-count">{summary.data.transactionsQuantity}</span>,
          },
          {
            key: "total",
            label: t("settlements.summary.total"),
            children: (
              <span data-testid="summary-total">{formatMoney(summary.data.totalAmount, currency)}</span>
            ),
          },
          ...(manual
            ? [
                {
                  key: "manual",
                  label: t("settlements.summary.manual"),
                  children: t("settlements.detail.manualLine", {
                    quantity: state.manualQuantity ?? 0,
                    amount: formatMoney(amountForWire(state.manualAmount), currency),
                  }),
                },
              ]
            : []),
        ]}
      />
      {mismatch ? (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          role="alert"
          message={t("settlements.summary.mismatch", {
            expected: expectedCount,
            count: summary.data.transactionsQuantity,
          })}
        />
      ) : null}
    </section>
  );
}
