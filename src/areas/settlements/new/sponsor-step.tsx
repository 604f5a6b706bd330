import Checkbox from "antd/es/checkbox";
import Select from "antd/es/select";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { COVERAGE_TYPE_CATALOGUE } from "../../../../schemas/entities/status-catalogues";
import { useHttp, useSession } from "../../../base/runtime-context";
import { WireDatePicker } from "../../../components/wire-date-picker";
import { valueLabel } from "../../../lib/value-label";
import { sponsorsQuery } from "../settlement-queries";
import type { StepProps } from "./step-props";

/**
 * Step 1 of the settlement wizard (000 §2, §3, §5): the sponsor (the provider's sponsors), the
 * cut-off range (start and end dates, sent YYYY-MM-DD: 000 §9) and the coverages (transaction
 * types, at least one). Changing any of them clears the claim choice made for the previous ones.
 */
export function SponsorStep({ state, update, problemOf }: StepProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const sponsors = useQuery(sponsorsQuery(http, provider));
  const change = (patch: Partial<typeof state>) =>
    update((s) => ({
      ...s,
      ...patch,
      selectAll: false,
      includedClaims: [],
      excludedClaims: [],
      addAuthorizationsComplete: false,
    }));
  const field = (id: string, label: string, control: React.ReactNode) => (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: "block", marginBottom: 4 }}>
        {label}
      </label>
      {control}
      {problemOf(id) ? (
        <div id={`${id}-problem`} role="alert" style={{ color: "#a8071a" }}>
          {problemOf(id)}
        </div>
      ) : null}
    </div>
  );
  return (
    <section aria-labelledby="settlement-step-heading">
      {field(
        "settlement-sponsor",
        t("settlements.sponsor.sponsor"),
        <Select
          id="settlement-sponsor"
          style={{ width: 320 }}
          value={state.sponsorSlug || undefined}
          placeholder={t("settlements.sponsor.choose")}
          loading={sponsors.isPending}
          options={(sponsors.data ?? []).map((s) => ({ value: s.slug, label: s.name }))}
          onChange={(value: string) => change({ sponsorSlug: value })}
          aria-invalid={Boolean(problemOf("settlement-sponsor"))}
        />,
      )}
      {field(
        "settlement-date-from",
        t("settlements.sponsor.dateFrom"),
        <WireDatePicker
          id="settlement-date-from"
          value={state.dateFrom || undefined}
          max={state.dateTo || undefined}
          onChange={(value) => change({ dateFrom: value ?? "" })}
          aria-invalid={Boolean(problemOf("settlement-date-from"))}
          aria-required
        />,
      )}
      {field(
        "settlement-date-to",
        t("settlements.sponsor.dateTo"),
        <WireDatePicker
          id="settlement-date-to"
          value={state.dateTo || undefined}
          min={state.dateFrom || undefined}
          onChange={(value) => change({ dateTo: value ?? "" })}
          aria-invalid={Boolean(problemOf("settlement-date-to"))}
          aria-required
        />,
      )}
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend id="settlement-coverages" style={{ fontSize: 14, marginBottom: 4 }}>
          {t("settlements.sponsor.coverages")}
        </legend>
        {COVERAGE_TYPE_CATALOGUE.values.map((value) => (
          <Checkbox
            key={value}
            checked={state.coverages.includes(value)}
            onChange={(event) =>
              update((s) => ({
                ...s,
                coverages: event.target.checked
                  ? [...s.coverages.filter((c) => c !== value), value]
                  : s.coverages.filter((c) => c !== value),
                selectAll: false,
                includedClaims: [],
                excludedClaims: [],
                addAuthorizationsComplete: false,
              }))
            }
          >
            {valueLabel(t, "statuses.coverage-type", value)}
          </Checkbox>
        ))}
        {problemOf("settlement-coverages") ? (
          <div role="alert" style={{ color: "#a8071a" }}>
            {problemOf("settlement-coverages")}
          </div>
        ) : null}
      </fieldset>
    </section>
  );
}
