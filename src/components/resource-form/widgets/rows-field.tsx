import Button from "antd/es/button";
import { getUiOptions, toFieldPathId, type FieldProps, type RJSFSchema, type UiSchema } from "@rjsf/utils";
import { useTranslation } from "react-i18next";
import type { RowsFieldOptions } from "../../../../schemas/forms/form-declaration";

type Row = Record<string, unknown>;

/**
 * The row a `rows` field adds: its item schema's defaults, and, for each `increment` field, one
 * more than the largest value among the rows (1 for the first). Pure.
 */
export function newRow(
  rows: readonly unknown[],
  itemSchema: RJSFSchema,
  increment: readonly string[] = [],
): Row {
  const row: Row = {};
  for (const [name, property] of Object.entries(itemSchema.properties ?? {}))
    if (typeof property === "object" && property.default !== undefined) row[name] = property.default;
  for (const name of increment) {
    const values = rows
      .map((r) => (r as Row | null)?.[name])
      .filter((v): v is number => typeof v === "number");
    row[name] = Math.max(0, ...values) + 1;
  }
  return row;
}

/**
 * `"ui:field": "rows"` (issue 18 §5): an array of objects edited as rows, for a dialog's list of
 * entries (a package group's supports with order and copies, a product's billing codes per
 * agreement). A fieldset named by the field's label; per row, each property rendered by RJSF (its
 * widget, label, messages), a cell's `ui:titleKey` numbered with the row (`{{n}}`, from 1), and a
 * remove button named by `removeKey`; under the rows the array's own messages (too few rows, a rule
 * across rows) and the add button (`addKey`) while fewer rows than `maxItems`. A new row is
 * {@link newRow}. Options: {@link RowsFieldOptions}.
 */
export default function RowsField(props: FieldProps) {
  const { schema, uiSchema, formData, errorSchema, fieldPathId, registry, onChange, onBlur, onFocus } = props;
  const { disabled = false, readonly = false } = props;
  const { t } = useTranslation();
  const { SchemaField } = registry.fields;
  const options = getUiOptions(uiSchema) as unknown as RowsFieldOptions & { title?: string };
  const itemSchema = registry.schemaUtils.retrieveSchema(schema.items as RJSFSchema);
  const itemUi = ((uiSchema as Record<string, unknown> | undefined)?.items ?? {}) as Record<string, UiSchema>;
  const required = new Set(itemSchema.required ?? []);
  const rows = (Array.isArray(formData) ? formData : []) as Row[];
  const max = typeof schema.maxItems === "number" ? schema.maxItems : Number.POSITIVE_INFINITY;
  const locked = disabled || readonly;
  const messages = [...new Set(errorSchema?.__errors ?? [])];
  const change = (next: Row[]) => onChange(next, fieldPathId.path);

  return (
    <fieldset className="pp-form-rows" id={fieldPathId.$id}>
      {options.title ? <legend className="pp-form-rows-legend">{options.title}</legend> : null}
      {rows.map((row, index) => {
        const rowId = toFieldPathId(index, registry.globalFormOptions, fieldPathId);
        const rowErrors = (errorSchema as Record<number, Record<string, unknown>> | undefined)?.[index];
        return (
          <div key={index} className="pp-form-row">
            {Object.entries(itemSchema.properties ?? {}).map(([name, property]) => {
              const cellUi = itemUi[name] ?? {};
              const key = cellUi["ui:titleKey"];
              const title = typeof key === "string" ? t(key, { n: index + 1 }) : cellUi["ui:title"];
              return (
                <div key={name} className="pp-form-row-cell">
                  <SchemaField
                    name={name}
                    schema={property as RJSFSchema}
                    uiSchema={{ ...cellUi, "ui:title": title }}
                    formData={row?.[name]}
                    errorSchema={rowErrors?.[name] as FieldProps["errorSchema"]}
                    fieldPathId={toFieldPathId(name, registry.globalFormOptions, rowId)}
                    required={required.has(name)}
                    onChange={onChange}
                    onBlur={onBlur}
                    onFocus={onFocus}
                    registry={registry}
                    disabled={disabled}
                    readonly={readonly}
                  />
                </div>
              );
            })}
            {locked ? null : (
              <Button
                className="pp-form-row-remove"
                aria-label={t(options.removeKey, { n: index + 1 })}
                onClick={() => change(rows.filter((_, i) => i !== index))}
              >
                {t("forms.actions.remove")}
              </Button>
            )}
          </div>
        );
      })}
      {messages.length > 0 ? (
        <div className="pp-field-errors" id={`${fieldPathId.$id}__error`}>
          {messages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      ) : null}
      {!locked && rows.length < max ? (
        <Button onClick={() => change([...rows, newRow(rows, itemSchema, options.increment)])}>
          {t(options.addKey)}
        </Button>
      ) : null}
    </fieldset>
  );
}
