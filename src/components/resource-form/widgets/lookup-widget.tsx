import { useEffect, useMemo, useState } from "react";
import Select from "antd/es/select";
import type { WidgetProps } from "@rjsf/utils";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { LookupWidgetOptions } from "../../../../schemas/forms/form-declaration";
import { useHttp, useSession } from "../../../base/runtime-context";
import { lookupOptions, type FilterOption } from "../../resource/use-lookup-options";
import { lookupSearchQuery } from "../queries";
import type { FormContext } from "../form-context";

/** How long typing must pause before the server is asked, ms. */
export const LOOKUP_DEBOUNCE_MS = 300;

/** The items of a lookup answer: an array, or the `content` of a Spring page. */
export function lookupItems(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (
    typeof answer === "object" &&
    answer !== null &&
    Array.isArray((answer as { content?: unknown }).content)
  )
    return (answer as { content: unknown[] }).content;
  return [];
}

/**
 * `"ui:widget": "lookup"` (issue 8 §1 "search selects over lookups"): a select searching the
 * server as the user types (debounced {@link LOOKUP_DEBOUNCE_MS} ms), options read as the grid's
 * lookup filters read them (`lookupOptions`, 001 §3 "Provider lookups"); `ui:options` is a
 * {@link LookupWidgetOptions}. The chosen option's label stays shown when later searches do not
 * return it; a value whose label is unknown shows the value.
 */
export default function LookupWidget(props: WidgetProps) {
  const {
    id,
    value,
    onChange,
    onBlur,
    onFocus,
    disabled,
    readonly,
    rawErrors,

    options,
    registry,
  } = props;
  const source = options as unknown as LookupWidgetOptions;
  const { t } = useTranslation();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const { pathParams } = (registry.formContext ?? {}) as FormContext;
  const [typed, setTyped] = useState("");
  const [term, setTerm] = useState("");
  const [chosen, setChosen] = useState<FilterOption | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useQuery(lookupSearchQuery({ http, provider, pathParams }, source, term));
  const found = useMemo(
    () => (query.data === undefined ? [] : lookupOptions(lookupItems(query.data), source)),
    [query.data, source],
  );
  const current = value === undefined || value === null || value === "" ? undefined : String(value);
  const shown: FilterOption[] =
    current !== undefined && !found.some((option) => option.value === current)
      ? [{ value: current, label: chosen?.value === current ? chosen.label : current }, ...found]
      : found;
  const tooShort = term.length < (source.minChars ?? 0);
  const empty = query.isError
    ? t("forms.lookup.failed")
    : query.isFetching
      ? t("forms.lookup.searching")
      : tooShort
        ? t("forms.lookup.typeToSearch")
        : t("forms.lookup.noResults");
  return (
    <Select
      id={id}
      showSearch
      allowClear
      filterOption={false}
      value={current}
      options={shown}
      loading={query.isFetching}
      notFoundContent={empty}
      disabled={disabled || readonly}
      status={rawErrors && rawErrors.length > 0 ? "error" : undefined}
      onSearch={setTyped}
      onChange={(next: string | undefined, option) => {
        if (next !== undefined && option && !Array.isArray(option))
          setChosen({ value: next, label: String(option.label ?? next) });
        onChange(next);
      }}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
      style={{ width: "100%" }}
    />
  );
}
