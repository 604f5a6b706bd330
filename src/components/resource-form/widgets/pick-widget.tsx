import { useMemo } from "react";
import Select from "antd/es/select";
import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { PickWidgetOptions } from "../../../../schemas/forms/form-declaration";
import { useHttp, useSession } from "../../../base/runtime-context";
import type { FormContext } from "../form-context";
import { pickListQuery } from "../queries";
import { lookupItems } from "./lookup-widget";

/** One option of a pick. */
export interface PickOption {
  value: string;
  label: string;
}

/**
 * The options of a pick answer: each item's `value` property, labelled by its `label` property or
 * by the `label` template (`"{name} ({fileCode})"`: each `{property}` replaced by the item's).
 * Items without a value are skipped. Pure.
 */
export function pickOptions(
  answer: unknown,
  source: Pick<PickWidgetOptions, "value" | "label">,
): PickOption[] {
  const options: PickOption[] = [];
  for (const item of lookupItems(answer)) {
    if (typeof item !== "object" || item === null) continue;
    const record = item as Record<string, unknown>;
    const value = record[source.value];
    if (typeof value !== "string" && typeof value !== "number") continue;
    const label = source.label.includes("{")
      ? source.label.replace(/\{(\w+)\}/g, (_match, name: string) => String(record[name] ?? ""))
      : String(record[source.label] ?? value);
    options.push({ value: String(value), label });
  }
  return options;
}

/**
 * `"ui:widget": "pick"` (issue 18 §5): a select over a list the server gives whole (the
 * provider's support documents, its agreements) or over the field's enum (labels as the form
 * translates them), searched by label in the page as the user types; one
 * value, or several when the field is an array of strings (at most its `maxItems`). `ui:options`
 * is a {@link PickWidgetOptions}. A value the list does not hold shows the value.
 */
export default function PickWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, rawErrors, options, registry, schema } =
    props;
  const source = options as unknown as PickWidgetOptions;
  const { t } = useTranslation();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const { pathParams } = (registry.formContext ?? {}) as FormContext;
  const list = useQuery(pickListQuery({ http, provider, pathParams }, source));
  const enumOptions = options.enumOptions;
  const found = useMemo(
    () =>
      source.endpoint
        ? pickOptions(list.data, source)
        : (enumOptions ?? []).map((option) => ({ value: String(option.value), label: option.label })),
    [list.data, source, enumOptions],
  );
  const multiple = schema.type === "array";
  const chosen: string[] = (
    Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  ).map(String);
  const shown = [
    ...chosen.filter((v) => !found.some((o) => o.value === v)).map((v) => ({ value: v, label: v })),
    ...found,
  ];
  return (
    <Select
      id={id}
      mode={multiple ? "multiple" : undefined}
      maxCount={multiple ? (schema.maxItems as number | undefined) : undefined}
      showSearch
      optionFilterProp="label"
      value={multiple ? chosen : chosen[0]}
      options={shown}
      loading={source.endpoint !== undefined && list.isPending}
      notFoundContent={list.isError ? t(source.failedKey ?? "forms.lookup.failed") : undefined}
      disabled={disabled || readonly}
      status={rawErrors && rawErrors.length > 0 ? "error" : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(next: string | string[] | undefined) =>
        onChange(multiple ? (next as string[] | undefined) : (next ?? undefined))
      }
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
      style={{ width: "100%" }}
    />
  );
}
