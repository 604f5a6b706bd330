import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import type { AuthorizationDetail, DetailProduct } from "./authorization-detail-queries";
import type { Money } from "./authorization-detail-view";
import { moneyColumn } from "./money-column";

/**
 * The RIPS file of a product type (Colombia's service-provision record: AC consultations, AP
 * procedures, AM medicines, AT other services; docs/decisions.md "The authorization detail").
 */
export function ripsFileOf(productType: string): "AC" | "AP" | "AM" | "AT" {
  if (productType === "outpatient-consultation") return "AC";
  if (productType === "MEDICINE") return "AM";
  if (["medical-procedure", "laboratory", "diagnostic-test", "DIAGNOSTIC_STUDY"].includes(productType))
    return "AP";
  return "AT";
}

/**
 * The RIPS view (000 §1, §6 flag `ripsView`; shown only under it): one line per APPROVED product
 * with its RIPS file, service code, the authorization number, the principal diagnosis, quantity,
 * value, the patient's share and the net value. No identity document of the patient.
 */
export function RipsSection({ detail, money }: { detail: AuthorizationDetail; money: Money }) {
  const { t } = useTranslation();
  const principal = detail.diagnoses.find((d) => d.type === "PRINCIPAL")?.code ?? "";
  const lines = detail.products.filter((p) => p.result === "APPROVED");
  return (
    <section className="pp-detail-section" data-testid="authorization-rips">
      <PageHeading level={2}>{t("authorizationDetail.sections.rips")}</PageHeading>
      <p>{t("authorizationDetail.rips.intro")}</p>
      <Table<DetailProduct>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={lines}
        locale={{
          emptyText: <span style={{ color: "#434343" }}>{t("authorizationDetail.rips.empty")}</span>,
        }}
        columns={[
          {
            key: "file",
            title: t("authorizationDetail.rips.file"),
            render: (_: unknown, p) => {
              const file = ripsFileOf(p.productTypeSlug);
              return `${file} · ${t(`authorizationDetail.rips.files.${file}`)}`;
            },
          },
          { key: "code", dataIndex: "providerProductCode", title: t("authorizationDetail.rips.serviceCode") },
          {
            key: "authorization",
            title: t("authorizationDetail.rips.authorizationNumber"),
            render: () => detail.authorizationCode,
          },
          {
            key: "diagnosis",
            title: t("authorizationDetail.rips.principalDiagnosis"),
            render: () => principal,
          },
          {
            key: "quantity",
            dataIndex: "quantity",
            title: t("authorizationDetail.columns.quantity"),
            align: "right",
          },
          moneyColumn("value", t("authorizationDetail.rips.value"), money, (p) => p.amount),
          moneyColumn("share", t("authorizationDetail.rips.patientShare"), money, (p) => p.copayment),
          moneyColumn(
            "net",
            t("authorizationDetail.rips.netValue"),
            money,
            (p) => Math.round((p.amount - p.copayment) * 100) / 100,
          ),
        ]}
      />
    </section>
  );
}
