import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { FlowProvider } from "../../../components/flow";
import { PageHeading } from "../../../components/page-heading";
import { EMPTY_SETTLEMENT, settlementFlow } from "./settlement-flow";
import { SettlementWizard } from "./settlement-wizard";

/**
 * The settlement creation wizard at /settlements/new (000 §2 "Settlement creation wizard"; issue
 * 22 §2), registered as `settlements.create` with the `settlements` text part: the flow's layout
 * (`FlowProvider`, the draft in `sessionStorage` as `pp.flow:new-settlement:new`) around the five
 * steps (`SettlementWizard`). Access (settlements area, settlement-section flag) is the route's gate.
 */
export default function NewSettlementScreen() {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Link to="/settlements">{t("settlements.backToList")}</Link>
      </p>
      <PageHeading>{t("settlements.newTitle")}</PageHeading>
      <FlowProvider definition={settlementFlow} instance="new" initial={EMPTY_SETTLEMENT}>
        <SettlementWizard />
      </FlowProvider>
    </>
  );
}
