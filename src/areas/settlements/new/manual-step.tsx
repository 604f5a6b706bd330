import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import { useTranslation } from "react-i18next";
import { requiresManualAuthorizations } from "../../../../schemas/settlements/settlement-rules";
import type { StepProps } from "./step-props";

/**
 * Step 3 of the settlement wizard (000 §3 "manual authorizations", §5, §7 "Manual-authorization
 * sponsor: do-universal"): for do-universal, the quantity and the amount of the manual
 * authorizations, both greater than 0 (the amount typed with or without thousands commas, sent
 * without them); any other sponsor has none and goes on.
 */
export function ManualStep({ state, update, problemOf }: StepProps) {
  const { t } = useTranslation();
  if (!requiresManualAuthorizations(state.sponsorSlug)) return <p>{t("settlements.manual.none")}</p>;
  const problem = (id: string) =>
    problemOf(id) ? (
      <div id={`${id}-problem`} role="alert" style={{ color: "#a8071a" }}>
        {problemOf(id)}
      </div>
    ) : null;
  return (
    <section>
      <p>{t("settlements.manual.intro")}</p>
      <div style={{ marginBottom: 16 }}>
        <label htmlFor="settlement-manual-quantity" style={{ display: "block", marginBottom: 4 }}>
          {t("settlements.manual.quantity")}
        </label>
        <InputNumber
          id="settlement-manual-quantity"
          min={1}
          precision={0}
          value={state.manualQuantity}
          onChange={(value) => update((s) => ({ ...s, manualQuantity: value ?? undefined }))}
          aria-invalid={Boolean(problemOf("settlement-manual-quantity"))}
        />
        {problem("settlement-manual-quantity")}
      </div>
      <div style={{ marginBottom: 16 }}>
        <label htmlFor="settlement-manual-amount" style={{ display: "block", marginBottom: 4 }}>
          {t("settlements.manual.amount")}
        </label>
        <Input
          id="settlement-manual-amount"
          inputMode="decimal"
          style={{ width: 200 }}
          value={state.manualAmount}
          onChange={(event) => update((s) => ({ ...s, manualAmount: event.target.value }))}
          aria-invalid={Boolean(problemOf("settlement-manual-amount"))}
        />
        {problem("settlement-manual-amount")}
      </div>
    </section>
  );
}
