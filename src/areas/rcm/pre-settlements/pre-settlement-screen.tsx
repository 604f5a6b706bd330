import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Space from "antd/es/space";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { isAxiosError } from "../../../../providers/http";
import type { PreSettlementDetail } from "../../../../schemas/entities/pre-settlement";
import { useHttp } from "../../../base/runtime-context";
import { Loading } from "../../../components/loading";
import { StatusTag } from "../../../components/resource/status-tag";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import { formatTimestamp } from "../../../lib/format";
import type { ScreenProps } from "../../define-area";
import { ActionsLog } from "./actions-log";
import { FilesSection } from "./files-section";
import { InvoicesSection } from "./invoices-section";
import { PackageFolderSection } from "./package-folder-section";
import { Actions, STATUS } from "./pre-settlement-actions";
import { preSettlementQuery } from "./pre-settlement-queries";

const ACTIONS = ["build", "move", "registerAction", "packageFolder", "replaceFile", "downloadFiles"] as const;

/**
 * The pre-settlement detail at /rcm/pre-settlements/{originInvoiceGroupId} (001 §2, §3, §4, §7, §8;
 * issue 9 §1), registered as `pre-settlements.show` with the `pre-settlements` text part. Loads
 * `GET rcm/v1/pre-settlements/{id}` and shows its fields, its actions (each asked to `can()`:
 * build, the status moves possible from its status, register a settlement action, download all
 * files through the download windows as a `settlement-download`), its files (each replaceable,
 * refused before the network when of another type or too large), its invoices (linked to their
 * accounts), its settlement actions and the provider's package folder (view; edit when allowed).
 * Sends the user to /home when the view configuration hides the pre-settlements' navigation bar.
 */
export default function PreSettlementScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const { id: group = "" } = useParams();
  const http = useHttp();
  const query = useQuery(preSettlementQuery(http, group));
  const permitted = usePermittedActions("pre-settlements", ACTIONS);
  if (query.isError && !query.data) {
    const status = isAxiosError(query.error) ? query.error.response?.status : undefined;
    const kind = status === 404 ? "notFound" : status === 403 ? "forbidden" : "loadFailed";
    return (
      <section data-testid="detail-load-error">
        <p role="alert">{t(`preSettlements.errors.${kind}`)}</p>
        <Space>
          {kind === "loadFailed" ? (
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t("preSettlements.errors.retry")}
            </Button>
          ) : null}
          <Link to="/rcm/pre-settlements">{t("preSettlements.backToList")}</Link>
        </Space>
      </section>
    );
  }
  if (!query.data) return <Loading />;
  return <Detail detail={query.data} permitted={permitted} group={group} />;
}

function Detail({
  detail,
  permitted,
  group,
}: {
  detail: PreSettlementDetail;
  permitted: Set<string>;
  group: string;
}) {
  const { t } = useTranslation();
  const title = t("preSettlements.heading", {
    number: detail.settlementNumber ?? detail.originInvoiceGroupId,
  });
  return (
    <article data-testid="pre-settlement-screen" aria-labelledby="pre-settlement-title">
      <p>
        <Link to="/rcm/pre-settlements">{t("preSettlements.backToList")}</Link>
      </p>
      <h1 id="pre-settlement-title" style={{ fontSize: 20 }}>
        {title}
      </h1>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: "group",
            label: t("preSettlements.fields.originInvoiceGroupId"),
            children: detail.originInvoiceGroupId,
          },
          {
            key: "number",
            label: t("preSettlements.fields.settlementNumber"),
            children: detail.settlementNumber ?? "",
          },
          {
            key: "status",
            label: t("preSettlements.fields.status"),
            children: <StatusTag category={STATUS} value={detail.status} />,
          },
          {
            key: "responsible",
            label: t("preSettlements.fields.deliveryResponsible"),
            children: detail.deliveryResponsible
              ? t(`resources.pre-settlements.deliveryResponsibleValues.${detail.deliveryResponsible}`, {
                  defaultValue: detail.deliveryResponsible,
                })
              : "",
          },
          { key: "payer", label: t("preSettlements.fields.payerName"), children: detail.payerName ?? "" },
          {
            key: "sent",
            label: t("preSettlements.fields.sentDate"),
            children: formatTimestamp(detail.sentDate),
          },
          {
            key: "agreements",
            label: t("preSettlements.fields.agreementCodes"),
            children: (detail.agreementCodes ?? []).join(", "),
          },
          {
            key: "count",
            label: t("preSettlements.fields.invoiceCount"),
            children: String(detail.invoiceCount),
          },
          { key: "path", label: t("preSettlements.fields.path"), children: detail.path ?? "" },
        ]}
      />
      <Actions detail={detail} permitted={permitted} group={group} />
      <FilesSection detail={detail} canReplace={permitted.has("replaceFile")} group={group} />
      <InvoicesSection invoices={detail.invoices} />
      <ActionsLog actions={detail.actions} />
      <PackageFolderSection canEdit={permitted.has("packageFolder")} />
    </article>
  );
}
