import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { valueLabel } from "../../../lib/value-label";
import type { AuthorizationDetail } from "./authorization-detail-queries";
import type { Money } from "./authorization-detail-view";
import { AMOUNT_FIELDS, amountLabel } from "./amounts-section";
import "./print.css";

/**
 * The printable authorization for the patient at the desk (issue 21 §1): provider, sponsor,
 * authorization code, beneficiary name and member code, the products with their results (none for
 * OUTPATIENT_CARE, 000 §5) and the amounts, in the user's language; no other patient data. Rendered
 * beside the app (a portal on `body`) and shown only in print (print.css), so `window.print()`
 * prints it alone.
 */
export function PrintVoucher({
  detail,
  money,
  showProducts,
}: {
  detail: AuthorizationDetail;
  money: Money;
  showProducts: boolean;
}) {
  const { t } = useTranslation();
  const field = (key: string) => t(`authorizationDetail.fields.${key}`);
  return createPortal(
    <div className="pp-print-voucher" data-testid="authorization-voucher">
      <h1>{t("authorizationDetail.voucher.title")}</h1>
      <dl>
        <dt>{field("provider")}</dt>
        <dd>{detail.providerName}</dd>
        <dt>{field("sponsor")}</dt>
        <dd>{detail.sponsorName}</dd>
        <dt>{field("authorizationCode")}</dt>
        <dd>{detail.authorizationCode}</dd>
        <dt>{field("beneficiary")}</dt>
        <dd>{detail.beneficiaryName}</dd>
        <dt>{field("memberCode")}</dt>
        <dd>{detail.beneficiaryMemberCode}</dd>
      </dl>
      {showProducts ? (
        <table>
          <thead>
            <tr>
              <th>{t("authorizationDetail.columns.product")}</th>
              <th>{t("authorizationDetail.columns.quantity")}</th>
              <th>{t("authorizationDetail.columns.result")}</th>
              <th>{t("authorizationDetail.columns.amount")}</th>
            </tr>
          </thead>
          <tbody>
            {detail.products.map((p) => (
              <tr key={p.id}>
                <td>{p.productName}</td>
                <td className="pp-print-number">{p.quantity}</td>
                <td>{valueLabel(t, "authorizationDetail.results", p.result)}</td>
                <td className="pp-print-number">{money(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <table>
        <tbody>
          {AMOUNT_FIELDS.map((key) => (
            <tr key={key}>
              <th scope="row">{amountLabel(t, key, detail)}</th>
              <td className="pp-print-number">{money(detail[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
