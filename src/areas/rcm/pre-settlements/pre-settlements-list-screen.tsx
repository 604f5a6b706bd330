import type { BaseRecord } from "@refinedev/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import preSettlements from "../../../../resources/pre-settlements";
import type { ResourceDeclaration } from "../../../../resources/define-resource";
import { ResourceList } from "../../../components/resource/resource-list";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";

/** The delivery responsible, translated (MANUAL / AUTOMATIC, 001 §3). */
function DeliveryResponsibleCell({ row }: { row: BaseRecord }) {
  const { t } = useTranslation();
  const value = typeof row.deliveryResponsible === "string" ? row.deliveryResponsible : "";
  return (
    <>
      {value
        ? t(`resources.pre-settlements.deliveryResponsibleValues.${value}`, { defaultValue: value })
        : ""}
    </>
  );
}

const CELLS = { deliveryResponsible: (row: BaseRecord) => <DeliveryResponsibleCell row={row} /> };
const LIST = ["list"] as const;

/**
 * The pre-settlement list at /rcm/pre-settlements (001 §2, §3, §7; issue 9 §1): the generic list of
 * the `pre-settlements` declaration (page size 15, filters search, statuses, agreements, send date
 * range; Enter on a row opens its detail), the delivery responsible translated. Registered with the
 * `pre-settlements` text part. Links to the package configuration of an agreement
 * (/rcm/pre-settlements/package-configuration, 001 §2) for users who may see agreements. Sends the
 * user to /home when the view configuration hides the pre-settlements' navigation-bar view (001 §2).
 */
export default function PreSettlementsListScreen({
  declaration = preSettlements,
}: {
  declaration?: ResourceDeclaration;
}) {
  const { t } = useTranslation();
  const agreements = usePermittedActions("agreements", LIST);
  return (
    <ResourceList
      declaration={declaration}
      cells={CELLS}
      header={
        agreements.has("list") ? (
          <p>
            <Link to="/rcm/pre-settlements/package-configuration" style={{ textDecoration: "underline" }}>
              {t("preSettlements.packageConfiguration")}
            </Link>
          </p>
        ) : null
      }
    />
  );
}
