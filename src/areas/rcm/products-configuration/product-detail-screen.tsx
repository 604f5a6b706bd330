import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Space from "antd/es/space";
import { useCan } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { isAxiosError } from "../../../../providers/http";
import productsConfiguration from "../../../../resources/products-configuration";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp, useSession } from "../../../base/runtime-context";
import { Loading } from "../../../components/loading";
import { codeLabel } from "../../../components/resource/cell-text";
import { SERVICE_TYPE_LABELS } from "../../../../schemas/entities/field-kinds";
import { PageHeading } from "../../../components/page-heading";
import { formatTimestamp } from "../../../lib/format";
import { ConfiguredTag } from "./configured-tag";
import { productKey, productQuery, type ProductConfiguration } from "./products-configuration-queries";

/** The dialogs load when first opened (never with the list or the accounts grid). */
const ProductConfigurationDialog = lazy(() => import("./product-configuration-dialog"));
const ProductPackageGroupDialog = lazy(() => import("./product-package-group-dialog"));

/** The product's configuration shown as read-only facts. */
function ProductFacts({ product }: { product: ProductConfiguration }) {
  const { t } = useTranslation();
  const none = t("productsConfiguration.detail.none");
  const field = (name: string) => t(`resources.products-configuration.fields.${name}`);
  const group = product.packageGroup ?? null;
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={1}
        title={t("productsConfiguration.detail.configuration")}
        items={[
          { key: "code", label: field("productCode"), children: product.productCode },
          { key: "name", label: field("name"), children: product.name },
          {
            key: "description",
            label: t("productsConfiguration.detail.description"),
            children: product.description ?? "",
          },
          {
            key: "service",
            label: field("serviceType"),
            children: codeLabel(t, SERVICE_TYPE_LABELS, product.serviceType),
          },
          {
            key: "status",
            label: field("configured"),
            children: <ConfiguredTag configured={product.configured} testId="product-status" />,
          },
          {
            key: "billing",
            label: field("defaultBillingCode"),
            children: <span data-testid="product-billing-code">{product.defaultBillingCode ?? none}</span>,
          },
          {
            key: "unit",
            label: field("unitOfMeasure"),
            children: (
              <span data-testid="product-unit">
                {product.unitOfMeasure ? t(`productsConfiguration.units.${product.unitOfMeasure}`) : none}
              </span>
            ),
          },
          {
            key: "supports",
            label: t("productsConfiguration.detail.supports"),
            children: (
              <span data-testid="product-supports">
                {product.requiresSupportDocuments && product.supportFileCodes.length > 0
                  ? product.supportFileCodes.join(", ")
                  : t("productsConfiguration.detail.noSupports")}
              </span>
            ),
          },
          {
            key: "agreements",
            label: t("productsConfiguration.detail.agreements"),
            children:
              product.agreementBillingCodes.length === 0 ? (
                t("productsConfiguration.detail.noAgreements")
              ) : (
                <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="product-agreements">
                  {product.agreementBillingCodes.map((entry) => (
                    <li key={entry.agreementCode}>
                      {entry.agreementName ?? entry.agreementCode} ({entry.agreementCode}):{" "}
                      {entry.billingCode}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
      <Descriptions
        bordered
        size="small"
        column={1}
        style={{ marginTop: 16 }}
        title={t("productsConfiguration.detail.packageGroup")}
        items={
          group
            ? [
                {
                  key: "group",
                  label: t("productsConfiguration.fields.groupName"),
                  children: <span data-testid="product-group-name">{group.name}</span>,
                },
                { key: "folder", label: t("productsConfiguration.fields.folder"), children: group.folder },
                { key: "file", label: t("productsConfiguration.fields.fileName"), children: group.fileName },
              ]
            : [
                {
                  key: "group",
                  label: t("productsConfiguration.fields.groupName"),
                  children: (
                    <span data-testid="product-group-name">{t("productsConfiguration.noGroup")}</span>
                  ),
                },
              ]
        }
      />
      {product.updatedAt && product.updatedBy ? (
        <p style={{ marginTop: 12 }}>
          {t("productsConfiguration.detail.updated", {
            date: formatTimestamp(product.updatedAt),
            user: product.updatedBy,
          })}
        </p>
      ) : null}
    </>
  );
}

/**
 * The detail of one product at /rcm/products-configuration/detail?productCode=… (001 §2
 * "products-configuration/detail | product configuration detail", "Screens implied: Provider
 * product configuration dialog and package group dialog"; §3 "Other"; §7 `GET`/`PUT
 * providers/{id}/products`; issue 8 §3; fields decided in docs/decisions.md "Products
 * configuration"). Shows the product and its configuration; users `can()` allows `configure`
 * (MODIFY_PRODUCT_CONFIGURATION and the feature flag, 000 §1, §6) open the configuration dialog and
 * the package group dialog (both lazy), each saving the product whole; the others read it with a
 * note and no buttons. Nothing shows before both permission answers are in. The product is named by
 * its catalogue code, never by patient data. A registered area route, texts in the `products` part.
 */
export default function ProductDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = (params.get("productCode") ?? "").trim();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const queryClient = useQueryClient();
  const { message } = useAlerts();
  const configure = useCan({ resource: productsConfiguration.name, action: "configure" }).data;
  const [open, setOpen] = useState<"configuration" | "group" | null>(null);
  // Seeing the product at all, and the `products` texts, are the route's gate (src/areas/rcm/index.ts).
  const product = useQuery({
    ...productQuery(http, provider, code),
    enabled: code !== "" && provider !== "",
  });

  const back = (
    <p>
      <Link to="/rcm/products-configuration">{t("productsConfiguration.detail.back")}</Link>
    </p>
  );
  if (!code)
    return (
      <>
        <PageHeading>{t("productsConfiguration.detail.title")}</PageHeading>
        <Alert type="info" showIcon message={t("productsConfiguration.detail.missing")} />
        {back}
      </>
    );
  if (configure === undefined) return <Loading />;
  const readOnly = !configure.can;
  const onSaved = (saved: ProductConfiguration, text: string) => {
    queryClient.setQueryData(productKey(provider, code), saved);
    // The list's pages show the product's status and group: read again when next shown.
    void queryClient.invalidateQueries({
      predicate: (q) => JSON.stringify(q.queryKey).includes("products-configuration"),
    });
    setOpen(null);
    void message.success(text);
  };

  let body;
  if (product.isPending) body = <Loading />;
  else if (product.isError)
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={
          isAxiosError(product.error) && product.error.response?.status === 404
            ? t("productsConfiguration.detail.notFound")
            : t("productsConfiguration.detail.loadFailed")
        }
      />
    );
  else
    body = (
      <>
        {!product.data.configured ? (
          <Alert
            type="warning"
            showIcon
            message={t("productsConfiguration.detail.notConfiguredHint")}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {readOnly ? null : (
          <Space style={{ marginBottom: 16 }} wrap>
            <Button type="primary" onClick={() => setOpen("configuration")}>
              {t("productsConfiguration.detail.editConfiguration")}
            </Button>
            <Button onClick={() => setOpen("group")}>{t("productsConfiguration.detail.editGroup")}</Button>
          </Space>
        )}
        <ProductFacts product={product.data} />
        <Suspense fallback={null}>
          {open === "configuration" && !readOnly ? (
            <ProductConfigurationDialog
              product={product.data}
              provider={provider}
              onSaved={(saved) => onSaved(saved, t("productsConfiguration.dialog.saved"))}
              onCancel={() => setOpen(null)}
            />
          ) : null}
          {open === "group" && !readOnly ? (
            <ProductPackageGroupDialog
              product={product.data}
              provider={provider}
              onSaved={(saved) => onSaved(saved, t("productsConfiguration.dialog.groupSaved"))}
              onCancel={() => setOpen(null)}
            />
          ) : null}
        </Suspense>
      </>
    );

  return (
    <>
      {back}
      <PageHeading>
        {t("productsConfiguration.detail.title")}
        {product.data ? ` · ${product.data.name}` : ""}
      </PageHeading>
      {readOnly ? (
        <Alert
          type="info"
          showIcon
          message={t("productsConfiguration.detail.readOnly")}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {body}
    </>
  );
}
