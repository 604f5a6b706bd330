import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Table from "antd/es/table";
import type { ColumnsType } from "antd/es/table";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type {
  AgreementProduct,
  ProductSupportDocument,
} from "../../../../schemas/entities/supports-configuration";
import {
  PRODUCT_SUPPORTS_SLICE,
  SUPPORT_TYPE_SLUGS,
  type SupportTypeSlug,
} from "../../../../schemas/requests/supports-configuration";
import { useHttp } from "../../../base/runtime-context";
import { Choice } from "../../../components/choice";
import { PageHeading } from "../../../components/page-heading";
import { useKeptSearch } from "../../../components/resource/use-kept-search";
import { supportDocumentTypeColumns } from "./support-document-type-columns";
import { productSupportsQuery, serviceName, type AgreementService } from "./supports-queries";

/**
 * The support documents of the agreement's products under the chosen service, or of one chosen
 * product under any service (001 §7 `…/provider-payer-products/support-documents`, keyset paging): the first slice,
 * then "Load more" appends the next one (rows already loaded stay). Search (Enter) and support type
 * filters start over from the first slice. The filters are part of the query key, so an answer for
 * filters no longer current is never shown; its request is aborted.
 */
export function ProductDocuments({
  code,
  service,
  product,
  onAllProducts,
}: {
  code: string;
  service: AgreementService;
  product: AgreementProduct | null;
  onAllProducts: () => void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const headingId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useKeptSearch("agreement-product-documents", {
    code,
    service: service.id,
    product: product?.code,
  });
  const [type, setType] = useState<SupportTypeSlug | "">("");
  const documents = useInfiniteQuery(
    productSupportsQuery(http, code, {
      // A product's documents may sit under another service of the agreement: the product alone decides.
      provider_payer_service_id: product ? undefined : service.id,
      provider_payer_product_id: product?.id,
      search_value: search || undefined,
      support_type_slug: type || undefined,
      size: PRODUCT_SUPPORTS_SLICE.size,
    }),
  );
  const rows = documents.data?.pages.flatMap((slice) => slice.content) ?? [];
  const { hasNextPage } = documents;
  const columns: ColumnsType<ProductSupportDocument> = [
    {
      key: "productCode",
      title: t("agreements.supports.columns.productCode"),
      render: (_, d) => d.product.code,
    },
    { key: "product", title: t("agreements.supports.columns.product"), render: (_, d) => d.product.name },
    ...supportDocumentTypeColumns<ProductSupportDocument>(t),
  ];
  return (
    <section aria-labelledby={headingId} data-testid="product-documents">
      <PageHeading level={2}>
        <span id={headingId}>{t("agreements.supports.productDocuments")}</span>
      </PageHeading>
      <p>
        {product
          ? t("agreements.supports.productDocumentsOf", {
              product: `${product.product.code} ${product.product.name}`,
            })
          : t("agreements.supports.productDocumentsAll", { service: serviceName(service, t) })}
        {product ? (
          <>
            {" "}
            <Button type="link" onClick={onAllProducts}>
              {t("agreements.supports.allProducts")}
            </Button>
          </>
        ) : null}
      </p>
      <div style={{ display: "flex", gap: 16, flexWrap: "wrap", marginBottom: 12 }}>
        <Input.Search
          aria-label={t("agreements.supports.searchProductDocuments")}
          defaultValue={search}
          placeholder={t("agreements.supports.searchProductDocuments")}
          allowClear
          style={{ maxWidth: 320 }}
          onSearch={(value) => setSearch(value.trim())}
        />
        <Choice
          label={t("agreements.supports.supportType")}
          allLabel={t("agreements.supports.all")}
          value={type}
          values={SUPPORT_TYPE_SLUGS}
          textOf={(v) => t(`agreements.supports.types.${v}`)}
          onChange={setType}
        />
      </div>
      {documents.isError ? (
        <Alert type="error" showIcon role="alert" message={t("agreements.supports.documentsFailed")} />
      ) : (
        <>
          <Table<ProductSupportDocument>
            rowKey="id"
            size="small"
            loading={documents.isPending}
            columns={columns}
            dataSource={rows}
            pagination={false}
            locale={{ emptyText: t("agreements.supports.none") }}
          />
          <div style={{ display: "flex", gap: 16, alignItems: "center", marginTop: 12 }}>
            {hasNextPage ? (
              <Button
                ref={moreRef}
                loading={documents.isFetchingNextPage}
                onClick={() => {
                  const focused = document.activeElement === moreRef.current;
                  // The button goes once everything is loaded: keep a keyboard user's place on the status line.
                  void documents.fetchNextPage().then((result) => {
                    if (focused && !result.hasNextPage) statusRef.current?.focus();
                  });
                }}
              >
                {t("agreements.supports.loadMore")}
              </Button>
            ) : null}
            <p ref={statusRef} tabIndex={-1} role="status" style={{ margin: 0 }} data-testid="loaded-status">
              {documents.isPending
                ? null
                : `${t("agreements.supports.loaded", { count: rows.length })}${
                    hasNextPage ? "" : ` ${t("agreements.supports.allLoaded")}`
                  }`}
            </p>
          </div>
        </>
      )}
    </section>
  );
}
