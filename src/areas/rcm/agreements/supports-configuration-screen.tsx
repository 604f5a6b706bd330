import Alert from "antd/es/alert";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { AgreementProduct } from "../../../../schemas/entities/supports-configuration";
import { useHttp } from "../../../base/runtime-context";
import { Choice } from "../../../components/choice";
import { Loading } from "../../../components/loading";
import { PageHeading } from "../../../components/page-heading";
import { agreementConfigurationPath } from "./agreement-paths";
import { AgreementPicker } from "./agreement-picker";
import { ProductDocuments } from "./product-documents";
import { ProductsPanel } from "./products-panel";
import { ServiceDocuments } from "./service-documents";
import { agreementSummaryQuery, serviceName } from "./supports-queries";

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
    <AgreementPicker
      id="supports-agreement"
      label={t("agreements.supports.agreement")}
      placeholder={t("agreements.supports.chooseAgreement")}
      value={code}
      onChange={(value) => {
        setServiceId(null);
        setProduct(null);
        setParams({ agreementCode: value });
      }}
    />
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
              textOf={(id) => serviceName(services.find((s) => s.id === id) ?? service, t)}
              onChange={(id) => {
                if (id) setServiceId(id);
              }}
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
