import Descriptions from "antd/es/descriptions";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import type { AuthorizationDetail, DetailDiagnosis, DetailTreatment } from "./authorization-detail-queries";

/**
 * The doctor (licence, country, specialty, name), the diagnoses with their status (ICD-10 code,
 * name; the status is the diagnosis's type, docs/decisions.md "The authorization detail") and the
 * treatments (brand, composition, indication list) of an authorization (000 §3).
 */
export function ClinicalSection({ detail }: { detail: AuthorizationDetail }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`authorizationDetail.fields.${key}`);
  const none = t("authorizationDetail.none");
  return (
    <section className="pp-detail-section">
      <PageHeading level={2}>{t("authorizationDetail.sections.doctor")}</PageHeading>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: "doctorName", label: label("doctorName"), children: detail.doctorName || none },
          {
            key: "doctorLicence",
            label: label("doctorLicence"),
            children: detail.doctorMedicalLicenseNumber || none,
          },
          {
            key: "doctorSpecialty",
            label: label("doctorSpecialty"),
            children: detail.doctorSpecialtyName || none,
          },
          { key: "doctorCountry", label: label("doctorCountry"), children: detail.doctorCountryCode || none },
        ]}
      />
      <PageHeading level={2}>{t("authorizationDetail.sections.diagnoses")}</PageHeading>
      <Table<DetailDiagnosis>
        rowKey="code"
        size="small"
        pagination={false}
        dataSource={detail.diagnoses}
        locale={{
          emptyText: <span style={{ color: "#434343" }}>{t("authorizationDetail.noDiagnoses")}</span>,
        }}
        columns={[
          { key: "code", dataIndex: "code", title: t("authorizationDetail.columns.icd10") },
          {
            key: "name",
            dataIndex: "name",
            title: t("authorizationDetail.columns.diagnosis"),
            render: (v: string | null) => v ?? none,
          },
          {
            key: "status",
            dataIndex: "type",
            title: t("authorizationDetail.columns.diagnosisStatus"),
            render: (v: string) => t(`authorizationDetail.diagnosisTypes.${v}`),
          },
        ]}
      />
      {detail.treatments.length > 0 ? (
        <>
          <PageHeading level={2}>{t("authorizationDetail.sections.treatments")}</PageHeading>
          <Table<DetailTreatment & { key: number }>
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={detail.treatments.map((treatment, key) => ({ ...treatment, key }))}
            columns={[
              {
                key: "brand",
                dataIndex: "brand",
                title: t("authorizationDetail.columns.brand"),
                render: (v: string | null) => v ?? none,
              },
              {
                key: "composition",
                dataIndex: "compositions",
                title: t("authorizationDetail.columns.composition"),
                render: (v: string[]) => v.join(", ") || none,
              },
              {
                key: "indications",
                dataIndex: "indications",
                title: t("authorizationDetail.columns.indications"),
                render: (v: string[]) =>
                  v.length === 0 ? (
                    none
                  ) : (
                    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                      {v.map((indication, k) => (
                        <li key={k}>{indication}</li>
                      ))}
                    </ul>
                  ),
              },
            ]}
          />
        </>
      ) : null}
    </section>
  );
}
