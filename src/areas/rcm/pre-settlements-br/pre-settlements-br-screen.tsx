import { lazy, Suspense, useMemo, useState } from "react";
import Button from "antd/es/button";
import type { BaseRecord } from "@refinedev/core";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { ResourceDeclaration } from "../../../../resources/define-resource";
import preSettlementsBr from "../../../../resources/pre-settlements-br";
import { ResourceList } from "../../../components/resource/resource-list";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import { CountPanel } from "./count-panel";
import { countQueryOf } from "./count-query";

/** The drawer with a record's responses and its antd Drawer/Table: loaded with the first opening. */
const ResponsesDrawer = lazy(() => import("./responses-drawer"));

/** The `pre-settlements-br` declaration's actions this screen asks `can()` about. */
const ACTIONS = ["responses", "counts", "credentials"] as const;

/** The remaining time to correct (whole hours, 001 §3 `remainTimeToCorrect`) as text. */
function RemainingTimeCell({ row }: { row: BaseRecord }) {
  const { t } = useTranslation();
  const hours = row.remainTimeToCorrect;
  if (typeof hours !== "number") return null;
  return (
    <>
      {hours <= 0 ? t("preSettlementsBr.cells.expired") : t("preSettlementsBr.cells.hours", { count: hours })}
    </>
  );
}

/**
 * The Brazil dispatch panel at /rcm/pre-settlements-br (001 §2, §3 "Brazil pre-settlement", §4, §8;
 * issue 9 §2): the count panel (counts and amounts of all, sent and send-error records, as text and
 * as a chart) over the list of sending records of the `pre-settlements-br` declaration (search,
 * status and sent-date filters, 15 a page), both under the same filters; the invoice number opens
 * the record's responses (translated response messages) in a drawer; a link leads to the
 * integration credentials. Every part is asked through `can()` (VIEW_PRE_SETTLEMENTS). Sends the
 * user to /home when the view configuration hides the pre-settlements' navigation bar (001 §2).
 */
export default function PreSettlementsBrScreen({
  declaration = preSettlementsBr,
}: {
  declaration?: ResourceDeclaration;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const permitted = usePermittedActions(declaration.name, ACTIONS);
  const [open, setOpen] = useState<{ id: string; invoiceNumber: string } | null>(null);
  const countQuery = useMemo(() => countQueryOf(params, declaration.list), [params, declaration.list]);
  const queryKey = JSON.stringify(countQuery);
  // One object per distinct query, so that the count query key changes only with the filters.
  const stableQuery = useMemo(() => JSON.parse(queryKey) as Record<string, string>, [queryKey]);

  const cells = useMemo(
    () => ({
      invoiceNumber: (row: BaseRecord) => {
        const number = String(row.invoiceNumber ?? "");
        if (!permitted.has("responses")) return number;
        return (
          <Button
            type="link"
            size="small"
            // A darker link blue: AA contrast on a hovered or selected row too (axe color-contrast).
            style={{ padding: 0, height: "auto", color: "#0958d9" }}
            aria-label={t("preSettlementsBr.cells.openResponses", { number })}
            onClick={() => setOpen({ id: String(row.id), invoiceNumber: number })}
          >
            {number}
          </Button>
        );
      },
      workerService: (row: BaseRecord) =>
        t(`preSettlementsBr.workers.${String(row.workerService)}`, {
          defaultValue: String(row.workerService ?? ""),
        }),
      remainTimeToCorrect: (row: BaseRecord) => <RemainingTimeCell row={row} />,
    }),
    [permitted, t],
  );

  return (
    <>
      <ResourceList
        declaration={declaration}
        cells={cells}
        header={
          <>
            <p>
              {t("preSettlementsBr.page.intro")}{" "}
              {permitted.has("credentials") ? (
                <Link to="/rcm/pre-settlements-br-credentials" style={{ textDecoration: "underline" }}>
                  {t("preSettlementsBr.page.credentialsLink")}
                </Link>
              ) : null}
            </p>
            {permitted.has("counts") ? <CountPanel query={stableQuery} /> : null}
          </>
        }
      />
      {open ? (
        <Suspense fallback={null}>
          <ResponsesDrawer record={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
