import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { valueLabel } from "../../lib/value-label";
import type { LookupSource, OptionSource } from "../../../resources/define-resource";
import { STATUS_CATALOGUES } from "../../../schemas/entities/status-catalogues";
import { useHttp, useSession } from "../../base/runtime-context";
import { lookupQuery } from "./queries";

/** One option of a select filter. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * Turns a lookup answer into options: each item's `source.value` / `source.label` properties
 * (camel-cased answer, 001 §3 "Provider lookups"); items without a value are skipped, a missing
 * label shows the value. With `source.labels` and `t`, a value is labelled by its catalogue in the
 * UI language (`valueLabel`, issue 19 §3), the server's label for a value the catalogue lacks.
 */
export function lookupOptions(answer: unknown, source: LookupSource, t?: TFunction): FilterOption[] {
  if (!Array.isArray(answer)) return [];
  const options: FilterOption[] = [];
  for (const item of answer as unknown[]) {
    if (typeof item !== "object" || item === null) continue;
    const record = item as Record<string, unknown>;
    const value = record[source.value];
    if (typeof value !== "string" && typeof value !== "number") continue;
    const label = record[source.label];
    const given = typeof label === "string" && label !== "" ? label : String(value);
    options.push({
      value: String(value),
      label: source.labels && t ? valueLabel(t, source.labels, String(value), given) : given,
    });
  }
  return options;
}

/**
 * The options of a select filter (001 §6): a status catalogue's filterable values with translated
 * labels, fixed values, or a lookup endpoint fetched once per session and provider (cached by
 * react-query, src/components/resource/queries.ts). `enabled: false` skips the lookup (filters the user does not get).
 * @returns options, and `loading` / `failed` for lookups.
 */
export function useFilterOptions(
  source: OptionSource,
  enabled = true,
): { options: FilterOption[]; loading: boolean; failed: boolean } {
  const { t } = useTranslation();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const lookup = "lookup" in source ? source.lookup : undefined;
  const options = lookupQuery({ http, provider }, lookup?.endpoint);
  const query = useQuery({ ...options, enabled: enabled && options.enabled });
  if ("catalogue" in source) {
    const values = STATUS_CATALOGUES[source.catalogue]?.values ?? [];
    return {
      options: values.map((value) => ({
        value,
        label: valueLabel(t, `statuses.${source.catalogue}`, value),
      })),
      loading: false,
      failed: false,
    };
  }
  if ("values" in source) {
    return {
      options: source.values.map((value) => ({
        value,
        label: t(`${source.labelPrefix}.${value}`, { defaultValue: value }),
      })),
      loading: false,
      failed: false,
    };
  }
  return {
    options: query.data === undefined ? [] : lookupOptions(query.data, source.lookup, t),
    loading: query.isLoading,
    failed: query.isError,
  };
}
