import Descriptions from "antd/es/descriptions";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { PageHeading } from "../../../components/page-heading";
import type { AuthorizationDetail } from "./authorization-detail-queries";
import type { Money } from "./authorization-detail-view";

/** The amounts of an authorization, in the order the desk reads them (000 §3, §9). */
export const AMOUNT_FIELDS = [
  "amount",
  "copayment",
  "coinsurance",
  "discount",
  "taxes",
  "advance",
  "totalToPay",
] as const;

/** One of {@link AMOUNT_FIELDS}. */
export type AmountField = (typeof AMOUNT_FIELDS)[number];

/** The label of an amount: the coinsurance names the plan's percent. */
export function amountLabel(t: TFunction, field: AmountField, detail: AuthorizationDetail): string {
  return field === "coinsurance"
    ? t("authorizationDetail.amounts.coinsurance", { percent: detail.coinsurancePercent })
    : t(`authorizationDetail.amounts.${field}`);
}

/**
 * The amounts (000 §3: amount, copayment, discount, taxes, advance, total to pay; with the
 * coinsurance of the plan), each with exactly 2 decimals in the authorization's currency, "0.00"
 * when empty (000 §9). Each value carries `data-testid="amount-<field>"`.
 */
export function AmountsSection({ detail, money }: { detail: AuthorizationDetail; money: Money }) {
  const { t } = useTranslation();
  return (
    <section className="pp-detail-section">
      <PageHeading level={2}>{t("authorizationDetail.sections.amounts")}</PageHeading>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={AMOUNT_FIELDS.map((field) => ({
          key: field,
          label: amountLabel(t, field, detail),
          children: <span data-testid={`amount-${field}`}>{money(detail[field])}</span>,
        }))}
      />
    </section>
  );
}
