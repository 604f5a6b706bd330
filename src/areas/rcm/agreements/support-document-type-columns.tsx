import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import type { ServiceSupportDocument } from "../../../../schemas/entities/supports-configuration";
import { supportFileTypeName } from "../../../lib/value-label";

/** What both an agreement's service documents and its product documents show of a support document. */
type SupportDocumentRow = Pick<ServiceSupportDocument, "supportFileType" | "level" | "supportTypeSlug">;

/**
 * The columns of a configured support document (001 §2 "agreements/supports-configuration"): its
 * type's name in the UI language, its file code, its level and its support type. The service and
 * product documents tables both show them (the product table after the product's code and name).
 */
export function supportDocumentTypeColumns<Row extends SupportDocumentRow>(t: TFunction): ColumnsType<Row> {
  return [
    {
      key: "name",
      title: t("agreements.supports.columns.name"),
      render: (_, d) => supportFileTypeName(t, d.supportFileType),
    },
    {
      key: "fileCode",
      title: t("agreements.supports.columns.fileCode"),
      render: (_, d) => d.supportFileType.fileCode,
    },
    {
      key: "level",
      title: t("agreements.supports.columns.level"),
      render: (_, d) => t(`agreements.supports.levels.${d.level}`),
    },
    {
      key: "supportType",
      title: t("agreements.supports.columns.supportType"),
      render: (_, d) => t(`agreements.supports.types.${d.supportTypeSlug}`),
    },
  ];
}
