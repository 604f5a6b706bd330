import { useTranslation } from "react-i18next";
import type { Currency } from "../../../../../providers/config";
import { PRODUCT_RESULT_CATALOGUE } from "../../../../../schemas/claims-desk/product-results";
import { PageHeading } from "../../../../components/page-heading";
import { formatMoney } from "../../../../lib/format";
import { valueLabel } from "../../../../lib/value-label";
import type { DeskAuthorization } from "./billing-answer";

/** Props of {@link RequestResults}. */
export interface RequestResultsProps {
  authorization: DeskAuthorization;
  /** The claims desk's currency (`claimsDeskCurrency`), or the authorization's own. */
  currency: Currency;
}

/**
 * One authorization the sponsor answered (000 §4 "product results"; §5 cost-sharing; issue 20 §5):
 * each product with its result by its label and the sponsor's reason, its amount; then the
 * authorization's amount, copayment, coinsurance and the total to pay, with 2 decimals in the
 * claims desk's currency. OUTPATIENT_CARE shows no product list (000 §5), only its amounts.
 */
export function RequestResults({ authorization, currency }: RequestResultsProps) {
  const { t } = useTranslation();
  const name = t("newAuthorization.billing.authorization", { code: authorization.authorizationCode });
  const money = (value: number) => formatMoney(value, currency);
  return (
    <section aria-label={name} className="pp-desk-authorization" style={{ marginBottom: 16 }}>
      <PageHeading level={3}>{name}</PageHeading>
      {authorization.transactionType === "OUTPATIENT_CARE" ? null : (
        <table className="pp-table" style={{ width: "100%", marginBottom: 12 }}>
          <caption style={{ textAlign: "left" }}>{t("newAuthorization.billing.productsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("newAuthorization.billing.columns.product")}</th>
              <th scope="col">{t("newAuthorization.billing.columns.quantity")}</th>
              <th scope="col">{t("newAuthorization.billing.columns.result")}</th>
              <th scope="col">{t("newAuthorization.billing.columns.reason")}</th>
              <th scope="col" style={{ textAlign: "right" }}>
                {t("newAuthorization.billing.columns.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {authorization.products.map((p) => (
              <tr key={p.id} data-result={p.result}>
                <td>
                  {p.productName === p.providerProductCode
                    ? p.providerProductCode
                    : `${p.providerProductCode} · ${p.productName}`}
                </td>
                <td>{p.quantity}</td>
                <td>{valueLabel(t, PRODUCT_RESULT_CATALOGUE.labels, p.result)}</td>
                <td>{p.reason ?? ""}</td>
                <td style={{ textAlign: "right" }}>{money(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl
        className="pp-desk-amounts"
        style={{ display: "grid", gridTemplateColumns: "auto auto", gap: "4px 16px" }}
      >
        <dt>{t("newAuthorization.billing.amounts.amount")}</dt>
        <dd data-testid="desk-amount">{money(authorization.amount)}</dd>
        <dt>{t("newAuthorization.billing.amounts.copayment")}</dt>
        <dd data-testid="desk-copayment">{money(authorization.copayment)}</dd>
        <dt>{t("newAuthorization.billing.amounts.coinsurance")}</dt>
        <dd data-testid="desk-coinsurance">
          {t("newAuthorization.billing.amounts.percent", { value: authorization.coinsurancePercent })}
        </dd>
        <dt>{t("newAuthorization.billing.amounts.totalToPay")}</dt>
        <dd data-testid="desk-total-to-pay">
          <strong>{money(authorization.totalToPay)}</strong>
        </dd>
      </dl>
    </section>
  );
}
