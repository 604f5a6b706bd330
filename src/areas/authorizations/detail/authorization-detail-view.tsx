import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Space from "antd/es/space";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { isAxiosError } from "../../../../providers/http";
import { useCurrencyOfCode, useHttp, useRuntimeConfig, useSession } from "../../../base/runtime-context";
import { Loading } from "../../../components/loading";
import { PageHeading } from "../../../components/page-heading";
import { formatMoney } from "../../../lib/format";
import { authorizationDetailQuery, type AuthorizationDetail } from "./authorization-detail-queries";
import { AmountsSection } from "./amounts-section";
import { ClinicalSection } from "./clinical-section";
import { FilesSection } from "./files-section";
import { PrintVoucher } from "./print-voucher";
import { ProductsSection } from "./products-section";
import { RipsSection } from "./rips-section";
import { SummarySection } from "./summary-section";

/** Formats an amount with 2 decimals in the authorization's currency (000 §9). */
export type Money = (value: unknown) => string;

/**
 * Reads the authorization `id` of the session's provider and shows it; a failed read says why
 * (unknown, another provider's, or a load failure) with the way back to the list.
 */
export function AuthorizationDetailLoader({ id }: { id: string }) {
  const { t } = useTranslation();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const detail = useQuery(authorizationDetailQuery(http, provider, id));
  if (detail.isError && !detail.data) {
    const status = isAxiosError(detail.error) ? detail.error.response?.status : undefined;
    const kind = status === 404 ? "notFound" : status === 403 ? "forbidden" : "loadFailed";
    return (
      <section>
        <PageHeading>{t("authorizationDetail.title")}</PageHeading>
        <Alert type="error" showIcon role="alert" message={t(`authorizationDetail.errors.${kind}`)} />
        <p>
          <Link to="/home">{t("authorizationDetail.backToList")}</Link>
        </p>
      </section>
    );
  }
  if (!detail.data) return <Loading />;
  return <AuthorizationDetailView detail={detail.data} provider={provider} />;
}

/**
 * The authorization (000 §3): its summary, the doctor and diagnoses, its products (none for
 * OUTPATIENT_CARE, 000 §5) and treatments, the amounts, the files and document policy, the RIPS
 * view under the `ripsView` flag (000 §6), the Print button and, for a prescription-drugs
 * authorization, the link to dispense it (`/prescriptions/{authorizationRequestId}`).
 */
export function AuthorizationDetailView({
  detail,
  provider,
}: {
  detail: AuthorizationDetail;
  provider: string;
}) {
  const { t } = useTranslation();
  const { features } = useRuntimeConfig();
  const ofCode = useCurrencyOfCode();
  const currency = ofCode(detail.currencyCode);
  const money: Money = (value) => formatMoney(value, currency);
  const showProducts = detail.transactionType !== "OUTPATIENT_CARE";
  const dispensable =
    detail.transactionType === "PRESCRIPTION_DRUGS" && detail.authorizationRequestId !== null;
  return (
    <article>
      <p>
        <Link to="/home">{t("authorizationDetail.backToList")}</Link>
      </p>
      <PageHeading>{t("authorizationDetail.heading", { code: detail.authorizationCode })}</PageHeading>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => window.print()}>
          {t("authorizationDetail.print")}
        </Button>
        {dispensable ? (
          <Link to={`/prescriptions/${detail.authorizationRequestId}`}>
            {t("authorizationDetail.dispense")}
          </Link>
        ) : null}
      </Space>
      <SummarySection detail={detail} showClaimId={features.showClaimIds} />
      <ClinicalSection detail={detail} />
      {showProducts ? <ProductsSection detail={detail} money={money} /> : null}
      <AmountsSection detail={detail} money={money} />
      <FilesSection detail={detail} provider={provider} />
      {features.ripsView ? <RipsSection detail={detail} money={money} /> : null}
      <PrintVoucher detail={detail} money={money} showProducts={showProducts} />
    </article>
  );
}
