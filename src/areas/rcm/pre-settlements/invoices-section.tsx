import Table from "antd/es/table";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PreSettlementInvoice } from "../../../../schemas/entities/pre-settlement";
import { useCurrencyOfCode } from "../../../base/runtime-context";
import { StatusTag } from "../../../components/resource/status-tag";
import { formatMoney } from "../../../lib/format";

/** The invoices delivered, each linked to its account. */
export function InvoicesSection({ invoices }: { invoices: PreSettlementInvoice[] }) {
  const { t } = useTranslation();
  const currencyOf = useCurrencyOfCode();
  return (
    <section aria-labelledby="pre-settlement-invoices" style={{ marginTop: 16 }}>
      <h2 id="pre-settlement-invoices" style={{ fontSize: 16 }}>
        {t("preSettlements.invoices.title", { count: invoices.length })}
      </h2>
      <Table<PreSettlementInvoice>
        size="small"
        rowKey="accountId"
        dataSource={invoices}
        pagination={invoices.length > 15 ? { pageSize: 15, showSizeChanger: false } : false}
        locale={{ emptyText: t("preSettlements.invoices.empty") }}
        columns={[
          {
            key: "invoice",
            title: t("preSettlements.invoices.invoiceNumber"),
            render: (_, i) => (
              <Link to={`/rcm/account/${encodeURIComponent(i.accountId)}`}>{i.invoiceNumber}</Link>
            ),
          },
          {
            key: "agreement",
            title: t("preSettlements.invoices.agreement"),
            render: (_, i) => `${i.agreementCode} · ${i.agreementName}`,
          },
          {
            key: "amount",
            title: t("preSettlements.invoices.amount"),
            align: "right",
            render: (_, i) => formatMoney(i.invoiceAmount, currencyOf(i.currencyCode)),
          },
          {
            key: "status",
            title: t("preSettlements.invoices.status"),
            render: (_, i) => <StatusTag category="rcm-status-account" value={i.status} />,
          },
        ]}
      />
    </section>
  );
}
