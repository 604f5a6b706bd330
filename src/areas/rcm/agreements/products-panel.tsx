import Button from "antd/es/button";
import Input from "antd/es/input";
import Switch from "antd/es/switch";
import type { ColumnsType } from "antd/es/table";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AgreementProduct } from "../../../../schemas/entities/supports-configuration";
import { PRODUCTS_PAGE } from "../../../../schemas/requests/supports-configuration";
import { useHttp } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { useKeptSearch } from "../../../components/resource/use-kept-search";
import { PagedTable } from "../../../components/paged-table";
import { usePaging } from "../../../lib/use-paging";
import { productsQuery } from "./supports-queries";

/**
 * The agreement's products (001 §7 `…/provider-payer-products`; §3 "Agreement product: id and
 * product {code, name, description}"): search (Enter), the "all products with service" toggle, page
 * paging, and per product a button that shows its support documents below.
 */
export function ProductsPanel({
  code,
  onChoose,
}: {
  code: string;
  onChoose: (product: AgreementProduct) => void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const headingId = useId();
  const [search, setSearch] = useKeptSearch("agreement-products", { code });
  const [withService, setWithService] = useState(false);
  const paging = usePaging(PRODUCTS_PAGE.size);
  const products = useQuery(
    productsQuery(http, code, {
      search_value: search || undefined,
      all_products_with_service: withService || undefined,
      page: paging.page,
      size: paging.size,
    }),
  );
  const columns: ColumnsType<AgreementProduct> = [
    { key: "code", title: t("agreements.supports.columns.productCode"), render: (_, p) => p.product.code },
    { key: "name", title: t("agreements.supports.columns.product"), render: (_, p) => p.product.name },
    {
      key: "description",
      title: t("agreements.supports.columns.description"),
      render: (_, p) => p.product.description,
    },
    {
      key: "actions",
      title: t("agreements.supports.columns.actions"),
      render: (_, p) => (
        <Button
          size="small"
          aria-label={t("agreements.supports.showDocumentsOf", {
            product: `${p.product.code} ${p.product.name}`,
          })}
          onClick={() => onChoose(p)}
        >
          {t("agreements.supports.showDocuments")}
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby={headingId} data-testid="products">
      <PageHeading level={2}>
        <span id={headingId}>{t("agreements.supports.products")}</span>
      </PageHeading>
      <div style={{ display: "flex", gap: 16, flexWrap: "wrap", alignItems: "center", marginBottom: 12 }}>
        <Input.Search
          aria-label={t("agreements.supports.searchProducts")}
          defaultValue={search}
          placeholder={t("agreements.supports.searchProducts")}
          allowClear
          style={{ maxWidth: 280 }}
          onSearch={(value) => {
            setSearch(value.trim());
            paging.toFirst();
          }}
        />
        <label style={{ display: "inline-flex", gap: 8, alignItems: "center" }}>
          <Switch
            size="small"
            checked={withService}
            onChange={(checked) => {
              setWithService(checked);
              paging.toFirst();
            }}
          />
          {t("agreements.supports.allProductsWithService")}
        </label>
      </div>
      <PagedTable<AgreementProduct>
        query={products}
        columns={columns}
        emptyText={t("agreements.supports.noProducts")}
        failedText={t("agreements.supports.productsFailed")}
        totalText={(range) => t("agreements.supports.pageTotal", range)}
        paging={paging}
      />
    </section>
  );
}
