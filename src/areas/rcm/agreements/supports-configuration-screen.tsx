import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import Table from "antd/es/table";
import type { ColumnsType } from "antd/es/table";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type {
  AgreementProduct,
  ProductSupportDocument,
  ServiceSupportDocument,
} from "../../../../schemas/entities/supports-configuration";
import {
  PRODUCTS_PAGE,
  PRODUCT_SUPPORTS_SLICE,
  SERVICE_SUPPORTS_PAGE,
  SUPPORT_LEVELS,
  SUPPORT_TYPE_SLUGS,
  type SupportLevel,
  type SupportTypeSlug,
} from "../../../../schemas/requests/supports-configuration";
import { useHttp } from "../../../app/runtime-context";
import { Loading } from "../../../components/loading";
import { PageHeading } from "../../../components/page-heading";
import { agreementConfigurationPath } from "./agreement-paths";
import { allAgreementsQuery } from "./package-queries";
import {
  agreementSummaryQuery,
  productSupportsQuery,
  productsQuery,
  serviceSupportsQuery,
  type AgreementService,
} from "./supports-queries";

const PAGE_SIZES = [5, 10, 20, 50];

/** The name a service shows with (001 §3 "services (with serviceTypeFallbackName)"). */
const serviceName = (service: AgreementService) => service.serviceTypeFallbackName || service.serviceType;

/** A labelled radio group of "All" and the given values (keyboard: Tab in, arrows to choose). */
function Choice<T extends string>({
  label,
  value,
  values,
  textOf,
  onChange,
  noAll = false,
}: {
  label: string;
  value: T | "";
  values: readonly T[];
  textOf: (value: T) => string;
  onChange: (value: T | "") => void;
  /** Leaves out the "All" choice. */
  noAll?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 8, flexWrap: "wrap" }}>
      <span id={id}>{label}</span>
      {/* antd's group passes no role: the wrapper is the named radio group. */}
      <div role="radiogroup" aria-labelledby={id}>
        <Radio.Group
          optionType="button"
          size="small"
          value={value}
          onChange={(event) => onChange(event.target.value as T | "")}
          options={[
            ...(noAll ? [] : [{ value: "", label: t("agreements.supports.all") }]),
            ...values.map((v) => ({ value: v, label: textOf(v) })),
          ]}
        />
      </div>
    </div>
  );
}

/** Page (0-based) and size of one paged table, with the moves its filters and pager make. */
interface Paging {
  page: number;
  size: number;
  /** Back to the first page (a filter changed). */
  toFirst: () => void;
  /** To `page` with `size` rows a page (the pager). */
  turn: (page: number, size: number) => void;
}

function usePaging(initialSize: number): Paging {
  const [{ page, size }, setState] = useState({ page: 0, size: initialSize });
  return {
    page,
    size,
    toFirst: () => setState((current) => ({ ...current, page: 0 })),
    turn: (next, nextSize) => setState({ page: next, size: nextSize }),
  };
}

/**
 * One Spring page of rows in a table with its pager (page 0-based; a new page size goes back to
 * the first page), or the failure alert: the service support documents and the agreement products.
 */
function PagedTable<Row extends { id: string }>({
  query,
  columns,
  emptyText,
  failedText,
  paging,
}: {
  query: { isError: boolean; isFetching: boolean; data?: { content: Row[]; totalElements: number } };
  columns: ColumnsType<Row>;
  emptyText: string;
  failedText: string;
  paging: Paging;
}) {
  const { t } = useTranslation();
  if (query.isError) return <Alert type="error" showIcon role="alert" message={failedText} />;
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      loading={query.isFetching}
      columns={columns}
      dataSource={query.data?.content ?? []}
      locale={{ emptyText }}
      pagination={{
        current: paging.page + 1,
        pageSize: paging.size,
        total: query.data?.totalElements ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES,
        showTotal: (total, [from, to]) => t("agreements.supports.pageTotal", { from, to, total }),
        onChange: (next, nextSize) => paging.turn(nextSize !== paging.size ? 0 : next - 1, nextSize),
      }}
    />
  );
}

/**
 * The support documents one service of the agreement requires (001 §7 `…/provider-payer-services/
 * {id}/support-documents`): search (applied with Enter), level and support type filters, and page /
 * size paging; a filter change goes back to the first page. Remounted per service.
 */
function ServiceDocuments({ code, service }: { code: string; service: AgreementService }) {
  const { t } = useTranslation();
  const http = useHttp();
  const headingId = useId();
  const [search, setSearch] = useState("");
  const [level, setLevel] = useState<SupportLevel | "">("");
  const [type, setType] = useState<SupportTypeSlug | "">("");
  const paging = usePaging(SERVICE_SUPPORTS_PAGE.size);
  const documents = useQuery(
    serviceSupportsQuery(http, code, service.id, {
      search_value: search || undefined,
      level: level || undefined,
      support_type_slug: type || undefined,
      page: paging.page,
      size: paging.size,
    }),
  );
  const columns: ColumnsType<ServiceSupportDocument> = [
    { key: "name", title: t("agreements.supports.columns.name"), render: (_, d) => d.supportFileType.name },
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
  return (
    <section aria-labelledby={headingId} data-testid="service-documents">
      <PageHeading level={2}>
        <span id={headingId}>
          {t("agreements.supports.serviceDocuments", { service: serviceName(service) })}
        </span>
      </PageHeading>
      <div style={{ display: "flex", gap: 16, flexWrap: "wrap", marginBottom: 12 }}>
        <Input.Search
          aria-label={t("agreements.supports.search")}
          placeholder={t("agreements.supports.search")}
          allowClear
          style={{ maxWidth: 280 }}
          onSearch={(value) => {
            setSearch(value.trim());
            paging.toFirst();
          }}
        />
        <Choice
          label={t("agreements.supports.level")}
          value={level}
          values={SUPPORT_LEVELS}
          textOf={(v) => t(`agreements.supports.levels.${v}`)}
          onChange={(v) => {
            setLevel(v);
            paging.toFirst();
          }}
        />
        <Choice
          label={t("agreements.supports.supportType")}
          value={type}
          values={SUPPORT_TYPE_SLUGS}
          textOf={(v) => t(`agreements.supports.types.${v}`)}
          onChange={(v) => {
            setType(v);
            paging.toFirst();
          }}
        />
      </div>
      <PagedTable<ServiceSupportDocument>
        query={documents}
        columns={columns}
        emptyText={t("agreements.supports.none")}
        failedText={t("agreements.supports.documentsFailed")}
        paging={paging}
      />
    </section>
  );
}

/**
 * The agreement's products (001 §7 `…/provider-payer-products`; §3 "Agreement product: id and
 * product {code, name, description}"): search (Enter), the "all products with service" toggle, page
 * paging, and per product a button that shows its support documents below.
 */
function ProductsPanel({ code, onChoose }: { code: string; onChoose: (product: AgreementProduct) => void }) {
  const { t } = useTranslation();
  const http = useHttp();
  const headingId = useId();
  const [search, setSearch] = useState("");
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
        paging={paging}
      />
    </section>
  );
}

/**
 * The support documents of the agreement's products under the chosen service, or of one chosen
 * product under any service (001 §7 `…/provider-payer-products/support-documents`, keyset paging): the first slice,
 * then "Load more" appends the next one (rows already loaded stay). Search (Enter) and support type
 * filters start over from the first slice. The filters are part of the query key, so an answer for
 * filters no longer current is never shown; its request is aborted.
 */
function ProductDocuments({
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
  const [search, setSearch] = useState("");
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
    { key: "name", title: t("agreements.supports.columns.name"), render: (_, d) => d.supportFileType.name },
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
          : t("agreements.supports.productDocumentsAll", { service: serviceName(service) })}
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
          placeholder={t("agreements.supports.searchProductDocuments")}
          allowClear
          style={{ maxWidth: 320 }}
          onSearch={(value) => setSearch(value.trim())}
        />
        <Choice
          label={t("agreements.supports.supportType")}
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

/**
 * The supports configuration of one agreement at /rcm/agreements/supports-configuration?
 * agreementCode=… (001 §2 "agreements/supports-configuration | service support documents"; §3
 * "Support files", "Agreement product"; §7; issue 8 §2): the agreement's services to choose from;
 * for the chosen service, its support documents (search, level, support type, page and size); the
 * agreement's products (search, "all products with service"); and the product support documents
 * under the chosen service, or of one chosen product, loaded by keyset slices with "Load more".
 * Read-only: 001 §7 lists no call that changes them (docs/decisions.md "Supports configuration").
 * Without an agreement in the query, an agreement picker. Gated by `can()` on the agreements'
 * `show` (VIEW_AGREEMENTS, 000 §6); nothing shows before the answer is in. Texts in the
 * `agreements` part.
 */
export default function SupportsConfigurationScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const code = (params.get("agreementCode") ?? "").trim();
  const http = useHttp();
  // Seeing the page at all is the route's gate (src/areas/rcm/index.ts `access`).
  const choices = useQuery(allAgreementsQuery(http));
  const summary = useQuery({ ...agreementSummaryQuery(http, code), enabled: code !== "" });
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [product, setProduct] = useState<AgreementProduct | null>(null);

  const back = (
    <p>
      <Link to={code ? agreementConfigurationPath(code) : "/rcm/agreements"}>
        {t(code ? "agreements.supports.backConfiguration" : "agreements.back")}
      </Link>
    </p>
  );
  const picker = (
    <Form layout="vertical" style={{ maxWidth: 480 }}>
      <Form.Item label={t("agreements.supports.agreement")} htmlFor="supports-agreement">
        <Select
          id="supports-agreement"
          showSearch
          optionFilterProp="label"
          value={code || undefined}
          placeholder={t("agreements.supports.chooseAgreement")}
          loading={choices.isPending}
          options={(choices.data ?? []).map((a) => ({
            value: a.agreementCode,
            label: `${a.agreementName} (${a.agreementCode})`,
          }))}
          onChange={(value: string) => {
            setServiceId(null);
            setProduct(null);
            setParams({ agreementCode: value });
          }}
        />
      </Form.Item>
    </Form>
  );
  if (!code)
    return (
      <>
        {back}
        <PageHeading>{t("agreements.supports.title")}</PageHeading>
        <Alert type="info" showIcon message={t("agreements.supports.pick")} style={{ marginBottom: 16 }} />
        {picker}
      </>
    );

  const services = summary.data?.services ?? [];
  const service = services.find((s) => s.id === serviceId) ?? services[0];
  return (
    <>
      {back}
      <PageHeading>
        {t("agreements.supports.title")}
        {summary.data ? ` · ${summary.data.agreementName}` : ""}
      </PageHeading>
      {summary.data?.payerName ? <p>{t("agreements.payer", { payer: summary.data.payerName })}</p> : null}
      <Alert type="info" showIcon message={t("agreements.supports.readOnly")} style={{ marginBottom: 16 }} />
      {summary.isPending ? (
        <Loading />
      ) : summary.isError ? (
        <Alert type="error" showIcon role="alert" message={t("agreements.supports.loadFailed")} />
      ) : !service ? (
        <Alert type="info" showIcon message={t("agreements.supports.noServices")} />
      ) : (
        <>
          <div style={{ marginBottom: 16 }}>
            <Choice
              label={t("agreements.supports.services")}
              value={service.id}
              values={services.map((s) => s.id)}
              textOf={(id) => serviceName(services.find((s) => s.id === id) ?? service)}
              onChange={(id) => {
                if (id) setServiceId(id);
              }}
              noAll
            />
          </div>
          <ServiceDocuments key={`service-${service.id}`} code={code} service={service} />
          <ProductsPanel key={`products-${code}`} code={code} onChoose={setProduct} />
          <ProductDocuments
            key={`product-documents-${service.id}`}
            code={code}
            service={service}
            product={product}
            onAllProducts={() => setProduct(null)}
          />
        </>
      )}
    </>
  );
}
