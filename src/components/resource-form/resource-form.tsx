import { useCallback, useMemo, useState } from "react";
import Form from "@rjsf/antd";
import type { CustomValidator, ErrorSchema, RJSFSchema, RegistryWidgetsType } from "@rjsf/utils";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import ConfigProvider from "antd/es/config-provider";
import Space from "antd/es/space";
import theme from "antd/es/theme";
import { useCreate, useOne, useUpdate, type BaseKey, type BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { PathParams } from "../../../providers/data/endpoint";
import { brokenRules } from "../../../schemas/forms/form-declaration";
import type { ErrorMessage } from "../../../providers/http/select-error-message";
import type { ResourceDeclaration } from "../../../resources/define-resource";
import { useAlerts } from "../../base/alerts/alerts";
import { Loading } from "../loading";
import type { FormContext } from "./form-context";
import { labelOfPath, translatedUiSchema } from "./labels";
import { serverFormErrors } from "./server-errors";
import { translateErrors, translateRjsfString } from "./translate-errors";
import { useUnsavedChangesWarning } from "./use-unsaved-changes";
import { precompiledValidatorOf } from "./precompiled";
import { formValidator } from "./validator";
import DateWidget from "./widgets/date-widget";
import FileWidget from "./widgets/file-widget";
import LookupWidget from "./widgets/lookup-widget";
import MoneyWidget from "./widgets/money-widget";
import { FORM_TEMPLATES } from "./templates/field-templates";

/** The portal's widgets, by the names a uiSchema uses (schemas/forms/form-declaration.ts `FORM_WIDGETS`). */
const WIDGETS: RegistryWidgetsType = {
  money: MoneyWidget,
  date: DateWidget,
  lookup: LookupWidget,
  file: FileWidget,
};

/** Props of {@link ResourceForm}. */
export interface ResourceFormProps {
  /** A declaration with a `form` (resources/define-resource.ts). */
  declaration: ResourceDeclaration;
  /** `create` POSTs to the declaration's endpoint; `edit` loads `id` and PUTs (or PATCHes) it. */
  mode: "create" | "edit";
  /** The record edited (edit mode). */
  id?: BaseKey;
  /** Placeholder values of the endpoints (the form's own and its lookups' and uploads'). */
  pathParams?: PathParams;
  /** Starting values of a create form. */
  defaults?: Record<string, unknown>;
  /** The data provider's update method (default PUT, DESIGN.md §3). */
  updateMethod?: "put" | "patch";
  /** Called with the saved record once the server accepted it. */
  onSaved?: (record: BaseRecord) => void;
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
  /**
   * Shows the record without letting it change (every field read-only, no save button): for a user
   * whose `can()` refuses the change (000 §6), e.g. a viewer of an agreement's configuration.
   */
  readOnly?: boolean;
  /**
   * Where an edit is saved when it is not the item endpoint (`<endpoint>/{id}`): a template under
   * apiBaseUrl, e.g. `"rcm/v1/provider-payer-configurations"` (001 §7 "PATCH
   * provider-payer-configurations with the configuration body"). `{id}` may be used.
   */
  updateEndpoint?: string;
  /** Send the body snake_cased (001 §7 "Bodies are snake_case on some calls"). */
  snakeBody?: boolean;
  /**
   * The text key of what a failed save means for this form, shown under the server's message
   * (default `forms.failedSummary`), e.g. 001 §8 "agreement update error".
   */
  saveErrorKey?: string;
}

type Data = Record<string, unknown>;

function valueAt(data: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Data | undefined)?.[key], data);
}

/**
 * Server messages still true: those of fields whose value has not changed since the failed save
 * (a corrected field loses its server message at once).
 */
function stillTrue(
  fields: ErrorSchema,
  paths: readonly string[],
  submitted: unknown,
  current: unknown,
): ErrorSchema {
  const out = structuredClone(fields) as Data;
  for (const path of paths) {
    if (JSON.stringify(valueAt(submitted, path)) === JSON.stringify(valueAt(current, path))) continue;
    const segments = path.split(".");
    const parent = segments
      .slice(0, -1)
      .reduce<Data | undefined>((node, key) => node?.[key] as Data | undefined, out);
    if (parent) delete parent[segments[segments.length - 1]];
  }
  return out as ErrorSchema;
}

/**
 * `value` with every `null` member of its objects left out, at any depth (array items are kept,
 * their objects cleaned). A loaded record's null means "not set"; JSON Schema's `type: "string"`
 * would refuse it. Pure: `value` is not changed.
 */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutNulls(item)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    if (member !== null) out[key] = withoutNulls(member);
  }
  return out as T;
}

/**
 * The generic form of a declaration (DESIGN.md §3, §10 "Forms are declared"; issue 8 §1), for its
 * create and edit pages. It renders `declaration.form` with RJSF's antd theme and ajv 8
 * (`noHtml5Validate`: every message is the portal's, translated per keyword in the `forms` part),
 * with the money, date, lookup and file widgets; labels come from `resources.<name>.fields.*`.
 * Saving goes through the declaration's data provider (`useCreate` / `useUpdate`, 000 §8 messages);
 * a 400 answer's messages are placed on the fields they name (`serverFormErrors`), others at the
 * top. Whatever happens, the typed values stay; leaving with unsaved changes asks first.
 * Lazy: import it from `./index` (`ResourceForm`), never this module, so that RJSF and ajv load
 * only with a form.
 */
export default function ResourceForm(props: ResourceFormProps) {
  const { declaration, mode, id, pathParams, defaults, updateMethod, onSaved, onCancel } = props;
  const { readOnly = false, updateEndpoint, snakeBody, saveErrorKey = "forms.failedSummary" } = props;
  const form = declaration.form;
  if (!form) throw new Error(`Resource "${declaration.name}" declares no form`);
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  // A declared form validates through the functions compiled at build time (no `new Function`
  // under the CSP); a schema no declaration carries compiles at run time (tests only).
  const validator = useMemo(() => precompiledValidatorOf(form.schema) ?? formValidator, [form.schema]);
  const { message } = useAlerts();
  const meta = useMemo(
    () => ({ endpoint: declaration.endpoint, pathParams: pathParams ?? {}, updateMethod, snakeBody }),
    [declaration.endpoint, pathParams, updateMethod, snakeBody],
  );
  const loaded = useOne<BaseRecord>({
    resource: declaration.name,
    dataProviderName: declaration.service,
    id: id ?? "",
    meta,
    queryOptions: { enabled: mode === "edit" && id !== undefined, refetchOnWindowFocus: false },
  });
  const { mutateAsync: create } = useCreate<BaseRecord>();
  const { mutateAsync: update } = useUpdate<BaseRecord>();

  const [typed, setTyped] = useState<Data | undefined>(undefined);
  const [saved, setSaved] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [server, setServer] = useState<{ fields: ErrorSchema; paths: string[]; submitted: unknown }>();
  const [general, setGeneral] = useState<ErrorMessage>();
  const formContext = useMemo<FormContext>(() => ({ pathParams }), [pathParams]);

  const record = loaded.result as Data | undefined;
  // A loaded record's nulls are unset values (servers send `"planCoverage": null`): the form shows
  // them empty, and its string and number fields do not refuse them as the wrong type.
  const fromServer = useMemo(() => (record === undefined ? undefined : withoutNulls(record)), [record]);
  const initial: Data | undefined = mode === "create" ? (defaults ?? {}) : fromServer;
  const formData = typed ?? initial;
  const baseline = saved ?? JSON.stringify(initial ?? {});
  const dirty = typed !== undefined && JSON.stringify(typed) !== baseline;
  useUnsavedChangesWarning(dirty && !saving && !readOnly);

  const uiSchema = useMemo(
    () => translatedUiSchema(declaration.name, form.schema, form.uiSchema, i18n),
    // The labels follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [declaration.name, form.schema, form.uiSchema, i18n, i18n.language],
  );
  const transformErrors = useCallback(
    (errors: Parameters<typeof translateErrors>[0]) =>
      translateErrors(errors, i18n, (path) => labelOfPath(form.schema, uiSchema, path)),
    [form.schema, i18n, uiSchema],
  );
  const customValidate = useCallback<CustomValidator>(
    (data, errors) => {
      for (const { field, other } of brokenRules(data, form.rules)) {
        const otherLabel = labelOfPath(form.schema, uiSchema, other) ?? other;
        (errors as unknown as Record<string, { addError(message: string): void } | undefined>)[
          field
        ]?.addError(i18n.t("forms.errors.lessOrEqual", { other: otherLabel }));
      }
      return errors;
    },
    [form.rules, form.schema, i18n, uiSchema],
  );
  const extraErrors = useMemo(
    () => (server ? stillTrue(server.fields, server.paths, server.submitted, formData) : undefined),
    [server, formData],
  );

  if (mode === "edit" && loaded.query.isError)
    return <Alert type="error" showIcon message={t("forms.loadFailed")} />;
  if (mode === "edit" && initial === undefined) return <Loading />;

  const save = async (data: Data) => {
    setSaving(true);
    setGeneral(undefined);
    try {
      const common = {
        resource: declaration.name,
        dataProviderName: declaration.service,
        values: data,
        meta,
        successNotification: false as const,
        errorNotification: false as const,
      };
      const answer =
        mode === "create"
          ? await create(common)
          : await update({
              ...common,
              id: id as BaseKey,
              meta: updateEndpoint ? { ...meta, itemEndpoint: updateEndpoint } : meta,
              mutationMode: "pessimistic",
            });
      setServer(undefined);
      setSaved(JSON.stringify(data));
      setTyped(data);
      void message.success(t(mode === "create" ? "forms.created" : "forms.saved"));
      onSaved?.(answer.data);
    } catch (error) {
      const mapped = serverFormErrors(error, form.schema);
      setServer({ fields: mapped.fields, paths: mapped.paths, submitted: data });
      setGeneral(mapped.general ?? { key: saveErrorKey });
    } finally {
      setSaving(false);
    }
  };

  return (
    // Read-only values stay readable (axe color-contrast, WCAG 1.4.3): antd draws disabled text at
    // 25 % black, which is meant for controls one cannot use, not for values one reads.
    <ConfigProvider theme={readOnly ? { token: { colorTextDisabled: token.colorText } } : undefined}>
      <div className="pp-resource-form">
        {general ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            message={general.text ?? t(general.key ?? "errors.unknown")}
            description={general.key === saveErrorKey ? undefined : t(saveErrorKey)}
          />
        ) : null}
        <Form
          schema={form.schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={formData}
          formContext={formContext}
          validator={validator}
          widgets={WIDGETS}
          templates={FORM_TEMPLATES}
          noHtml5Validate
          showErrorList={false}
          focusOnFirstError
          omitExtraData
          extraErrors={extraErrors}
          transformErrors={transformErrors}
          customValidate={form.rules?.length ? customValidate : undefined}
          translateString={(text, params) => translateRjsfString(i18n, text, params)}
          disabled={saving}
          readonly={readOnly}
          onChange={(event) => setTyped(event.formData as Data)}
          onSubmit={(event) => void save(event.formData as Data)}
        >
          {/* RJSF shows its own submit button when given no children: a read-only form gets an empty one. */}
          {readOnly ? (
            <></>
          ) : (
            <Space>
              <Button type="primary" htmlType="submit" loading={saving}>
                {saving
                  ? t("forms.actions.saving")
                  : t(mode === "create" ? "forms.actions.create" : "forms.actions.save")}
              </Button>
              {onCancel ? (
                <Button htmlType="button" onClick={onCancel} disabled={saving}>
                  {t("forms.actions.cancel")}
                </Button>
              ) : null}
            </Space>
          )}
        </Form>
      </div>
    </ConfigProvider>
  );
}
