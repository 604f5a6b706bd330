import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { isAxiosError } from "../../../providers/http";
import { useAlerts } from "../../base/alerts/alerts";
import { useCurrency, useCurrencyOfCode, useHttp } from "../../base/runtime-context";
import { Loading } from "../../components/loading";
import { PageHeading } from "../../components/page-heading";
import { PagedTable } from "../../components/paged-table";
import { StatusTag } from "../../components/resource/status-tag";
import { useErrorText } from "../../components/use-error-text";
import { formatBytes, formatDate, formatMoney, formatTimestamp } from "../../lib/format";
import { saveBlob } from "../../lib/save-file";
import { usePaging } from "../../lib/use-paging";
import type { ScreenProps } from "../define-area";
import { settlementClaimColumns } from "./settlement-columns";
import { SponsorClaimButton } from "./sponsor-claim";
import {
  downloadSettlementFile,
  filesQuery,
  manualAuthorizationsQuery,
  settlementQuery,
  summaryQuery,
  transactionsQuery,
  type SettlementFile,
  type SettlementTransaction,
} from "./settlement-queries";

/**
 * The settlement detail at /settlements/{settlementId} (000 §2, §3, §7; issue 22 §3), registered as
 * `settlements.show` with the `settlements` text part: the header (`GET …/{id}`: status, sponsor,
 * its ids, amount and count, billing fields), the summary, its transactions (paged, by claim),
 * each with the claim as its sponsor sees it (a dialog: sponsor-claim.tsx), its documents (each
 * downloaded as a file) and its manual authorizations. Amounts with 2
 * decimals in the settlement's currency (000 §9). A settlement of another provider (403) or unknown
 * (404) says so.
 */
export default function SettlementDetailScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const http = useHttp();
  const detail = useQuery(settlementQuery(http, id));
  if (detail.isError && !detail.data) {
    const status = isAxiosError(detail.error) ? detail.error.response?.status : undefined;
    const kind = status === 404 ? "notFound" : status === 403 ? "forbidden" : "loadFailed";
    return (
      <section>
        <PageHeading>{t("settlements.detail.title")}</PageHeading>
        <Alert type="error" showIcon role="alert" message={t(`settlements.detail.errors.${kind}`)} />
        <p>
          <Link to="/settlements">{t("settlements.backToList")}</Link>
        </p>
      </section>
    );
  }
  if (!detail.data) return <Loading />;
  return <Detail id={id} />;
}

function Detail({ id }: { id: string }) {
  const { t } = useTranslation();
  const http = useHttp();
  const area = useCurrency("claims-desk");
  const ofCode = useCurrencyOfCode();
  const { data: row } = useQuery(settlementQuery(http, id));
  const summary = useQuery(summaryQuery(http, id));
  const paging = usePaging(10);
  const transactions = useQuery(transactionsQuery(http, id, paging.page, paging.size));
  if (!row) return null;
  const currency = row.currencyCode ? ofCode(row.currencyCode) : area;
  const money = (value: unknown) => formatMoney(value, currency);
  const items = [
    {
      key: "status",
      label: t("settlements.detail.status"),
      children: <StatusTag category="settlement-status" value={row.status} />,
    },
    { key: "sponsor", label: t("settlements.detail.sponsor"), children: row.sponsorName ?? row.sponsorSlug },
    { key: "createdAt", label: t("settlements.detail.createdAt"), children: formatTimestamp(row.createdAt) },
    {
      key: "sponsorSettlementId",
      label: t("settlements.detail.sponsorSettlementId"),
      children: row.sponsorSettlementId ?? "",
    },
    {
      key: "sponsorMedicalAccountNumber",
      label: t("settlements.detail.sponsorMedicalAccountNumber"),
      children: row.sponsorMedicalAccountNumber ?? "",
    },
    {
      key: "amount",
      label: t("settlements.detail.total"),
      children: <span data-testid="settlement-total">{money(summary.data?.totalAmount ?? row.amount)}</span>,
    },
    {
      key: "count",
      label: t("settlements.detail.count"),
      children: (
        <span data-testid="settlement-count">
          {summary.data?.transactionsQuantity ?? row.authorizationCount ?? 0}
        </span>
      ),
    },
    {
      key: "invoiceNumber",
      label: t("settlements.billing.invoiceNumber"),
      children: row.invoiceNumber ?? "",
    },
    {
      key: "invoiceDate",
      label: t("settlements.billing.invoiceDate"),
      children: formatDate(row.invoiceDate),
    },
    {
      key: "invoiceAmount",
      label: t("settlements.billing.invoiceAmount"),
      children: row.invoiceAmount === null ? "" : money(row.invoiceAmount),
    },
    {
      key: "taxReceiptNumber",
      label: t("settlements.billing.taxReceiptNumber"),
      children: row.taxReceiptNumber ?? "",
    },
    {
      key: "taxReceiptDate",
      label: t("settlements.billing.taxReceiptDate"),
      children: formatDate(row.taxReceiptDate),
    },
    {
      key: "taxReceiptExpiryDate",
      label: t("settlements.billing.taxReceiptExpiryDate"),
      children: formatDate(row.taxReceiptExpiryDate),
    },
  ];
  return (
    <>
      <p>
        <Link to="/settlements">{t("settlements.backToList")}</Link>
      </p>
      <PageHeading>{t("settlements.detail.heading", { id: row.sponsorSettlementId ?? row.id })}</PageHeading>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
      <PageHeading level={2}>{t("settlements.detail.transactions")}</PageHeading>
      <PagedTable
        query={{
          ...transactions,
          data: transactions.data && {
            ...transactions.data,
            content: transactions.data.content.map((r) => ({ ...r, id: String(r.claimId) })),
          },
        }}
        paging={paging}
        emptyText={t("settlements.detail.noTransactions")}
        failedText={t("settlements.detail.errors.loadFailed")}
        totalText={(range) => t("settlements.detail.range", range)}
        columns={[
          ...settlementClaimColumns<SettlementTransaction & { id: string }>(t, money, [
            "claimId",
            "authorizationCode",
            "sponsorTransactionId",
            "createdAt",
            "coverage",
            "amount",
          ]),
          {
            key: "sponsorView",
            title: t("settlements.sponsorClaim.column"),
            render: (_: unknown, claim) =>
              row.sponsorSlug ? (
                <SponsorClaimButton claimId={claim.claimId} sponsorSlug={row.sponsorSlug} />
              ) : null,
          },
        ]}
      />
      <Files id={id} />
      <Manual id={id} money={money} />
    </>
  );
}

function Files({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const { message } = useAlerts();
  const errorText = useErrorText();
  const files = useQuery(filesQuery(http, id));
  const download = async (file: SettlementFile) => {
    try {
      const answer = await downloadSettlementFile(http, id, file.id);
      saveBlob(answer.blob, answer.fileName ?? file.fileName);
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  return (
    <>
      <PageHeading level={2}>{t("settlements.detail.files")}</PageHeading>
      <Table<SettlementFile>
        rowKey="id"
        size="small"
        pagination={false}
        loading={files.isFetching}
        dataSource={files.data ?? []}
        // antd's placeholder grey (colorTextDisabled) is under 4.5:1 on white: the secondary text is not.
        locale={{
          emptyText: <Typography.Text type="secondary">{t("settlements.detail.noFiles")}</Typography.Text>,
        }}
        columns={[
          {
            key: "type",
            dataIndex: "documentType",
            title: t("settlements.columns.documentType"),
            render: (v: string) => t(`settlements.documentTypes.${v}`),
          },
          { key: "name", dataIndex: "fileName", title: t("settlements.columns.fileName") },
          {
            key: "size",
            dataIndex: "sizeBytes",
            title: t("settlements.columns.size"),
            render: (v: number) => formatBytes(v, i18n.language),
          },
          {
            key: "download",
            title: t("settlements.columns.actions"),
            render: (_: unknown, file) => (
              <Button
                size="small"
                onClick={() => void download(file)}
                aria-label={t("settlements.detail.download", { name: file.fileName })}
              >
                {t("settlements.detail.downloadShort")}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}

function Manual({ id, money }: { id: string; money: (value: unknown) => string }) {
  const { t } = useTranslation();
  const http = useHttp();
  const manual = useQuery(manualAuthorizationsQuery(http, id));
  if (!manual.data || manual.data.length === 0) return null;
  return (
    <>
      <PageHeading level={2}>{t("settlements.manual.title")}</PageHeading>
      <ul>
        {manual.data.map((m) => (
          <li key={m.id}>
            {t("settlements.detail.manualLine", { quantity: m.quantity, amount: money(m.amount) })}
          </li>
        ))}
      </ul>
    </>
  );
}
