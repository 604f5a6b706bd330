import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import { valueLabel } from "../../../lib/value-label";
import { PRODUCT_CLAIM_RESULT_CATALOGUE } from "../../../../schemas/claims-desk/product-claim-results";
import type { AuthorizationDetail, DetailProduct } from "./authorization-detail-queries";
import type { Money } from "./authorization-detail-view";
import { moneyColumn } from "./money-column";
import { ToneTag } from "../../../components/resource/tone-tag";
import type { StatusTone } from "../../../../schemas/entities/status-catalogues";

/** Tag colours of the sponsor's results (000 §4). */
const RESULT_TONES: Record<string, StatusTone> = {
  APPROVED: "green",
  REJECTED: "red",
  MANUAL_APPROVAL_REQUIRED: "orange",
};

/**
 * The products of an authorization (000 §3 products with refill number and number of refills; §4
 * results APPROVED, REJECTED, MANUAL_APPROVAL_REQUIRED and claimed, partially claimed), each result
 * in words, amounts with 2 decimals in the authorization's currency. Not shown for OUTPATIENT_CARE
 * (000 §5): the view leaves it out.
 */
export function ProductsSection({ detail, money }: { detail: AuthorizationDetail; money: Money }) {
  const { t } = useTranslation();
  const resultLabel = (value: string) => valueLabel(t, "authorizationDetail.results", value);
  return (
    <section className="pp-detail-section" data-testid="authorization-products">
      <PageHeading level={2}>{t("authorizationDetail.sections.products")}</PageHeading>
      <Table<DetailProduct>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={detail.products}
        locale={{
          emptyText: <span style={{ color: "#434343" }}>{t("authorizationDetail.noProducts")}</span>,
        }}
        columns={[
          { key: "name", dataIndex: "productName", title: t("authorizationDetail.columns.product") },
          { key: "code", dataIndex: "providerProductCode", title: t("authorizationDetail.columns.code") },
          {
            key: "quantity",
            dataIndex: "quantity",
            title: t("authorizationDetail.columns.quantity"),
            align: "right",
          },
          {
            key: "refill",
            title: t("authorizationDetail.columns.refill"),
            render: (_: unknown, p) =>
              t("authorizationDetail.refillOf", { number: p.refillNumber, total: p.numberOfRefills }),
          },
          {
            key: "result",
            dataIndex: "result",
            title: t("authorizationDetail.columns.result"),
            render: (v: string, p) => (
              <>
                <ToneTag tone={RESULT_TONES[v] ?? "grey"}>{resultLabel(v)}</ToneTag>
                {p.claimResult ? (
                  <ToneTag tone="blue">
                    {valueLabel(t, PRODUCT_CLAIM_RESULT_CATALOGUE.labels, p.claimResult)}
                  </ToneTag>
                ) : null}
              </>
            ),
          },
          {
            key: "reason",
            dataIndex: "reason",
            title: t("authorizationDetail.columns.reason"),
            render: (v: string | null) => v ?? "",
          },
          moneyColumn("amount", t("authorizationDetail.columns.amount"), money, (p) => p.amount),
          moneyColumn("copayment", t("authorizationDetail.columns.copayment"), money, (p) => p.copayment),
        ]}
      />
    </section>
  );
}
