import { lazy, Suspense, useMemo } from "react";
import Button from "antd/es/button";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { BrCountFigure } from "../../../../schemas/entities/pre-settlements-br";
import { useCurrency, useHttp, useSession } from "../../../base/runtime-context";
import { formatMoney } from "../../../lib/format";
import { brCountInfoQuery, type BrListQuery } from "./pre-settlements-br-queries";

/** chart.js and the chart: loaded with this panel only (docs/bundle/README.md). */
const CountChart = lazy(() => import("./count-chart"));

/** Bar colours, with at least 3:1 contrast on white (WCAG non-text contrast). */
const SENT_COLOR = "#237804";
const ERROR_COLOR = "#cf1322";

/**
 * The count panel of the Brazil dispatch panel (001 §3 "Count info has infoDetailAll,
 * infoDetailSuccess and infoDetailError, each with totalCount, totalAmount and accountStatus";
 * issue 9 §2): the counts of the records the list shows under the same filters (`query`), as text
 * (a description list every reader gets, announced politely when it changes) and as a bar chart
 * (lazy chart.js). A failed load says so with a retry; it never shows zeros.
 */
export function CountPanel({ query }: { query: BrListQuery }) {
  const { t } = useTranslation();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const currency = useCurrency("rcm");
  const counts = useQuery(brCountInfoQuery(http, provider, query));

  const figures = useMemo(() => {
    const info = counts.data;
    if (!info) return [];
    const row = (key: string, label: string, figure: BrCountFigure) => ({
      key,
      label,
      count: figure.totalCount,
      amount: formatMoney(figure.totalAmount, currency),
    });
    return [
      row("all", t("preSettlementsBr.counts.all"), info.infoDetailAll),
      row("success", t("preSettlementsBr.counts.success"), info.infoDetailSuccess),
      row("error", t("preSettlementsBr.counts.error"), info.infoDetailError),
    ];
  }, [counts.data, currency, t]);

  const bars = useMemo(
    () =>
      counts.data
        ? [
            {
              label: t("preSettlementsBr.counts.success"),
              count: counts.data.infoDetailSuccess.totalCount,
              color: SENT_COLOR,
            },
            {
              label: t("preSettlementsBr.counts.error"),
              count: counts.data.infoDetailError.totalCount,
              color: ERROR_COLOR,
            },
          ]
        : [],
    [counts.data, t],
  );

  return (
    <section aria-labelledby="br-counts-title" style={{ marginBottom: 16 }}>
      <h2 id="br-counts-title" style={{ fontSize: 16, margin: "0 0 8px" }}>
        {t("preSettlementsBr.counts.title")}
      </h2>
      {counts.isError ? (
        <p role="alert">
          {t("preSettlementsBr.counts.failed")}{" "}
          <Button size="small" onClick={() => void counts.refetch()}>
            {t("preSettlementsBr.counts.retry")}
          </Button>
        </p>
      ) : !counts.data ? (
        <p aria-live="polite">{t("preSettlementsBr.counts.loading")}</p>
      ) : (
        <div style={{ display: "flex", flexWrap: "wrap", gap: 24, alignItems: "center" }}>
          <dl data-testid="br-counts" aria-live="polite" style={{ margin: 0, display: "grid", gap: 4 }}>
            {figures.map((f) => (
              <div key={f.key} data-figure={f.key} data-count={f.count}>
                <dt style={{ display: "inline", fontWeight: 600 }}>{f.label}: </dt>
                <dd style={{ display: "inline", margin: 0 }}>
                  {t("preSettlementsBr.counts.summary", { count: f.count, amount: f.amount })}
                </dd>
              </div>
            ))}
          </dl>
          <div style={{ flex: "1 1 280px", minWidth: 240 }}>
            <Suspense fallback={null}>
              <CountChart bars={bars} axisLabel={t("preSettlementsBr.counts.countAxis")} />
            </Suspense>
          </div>
        </div>
      )}
    </section>
  );
}
