import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import Form from "@rjsf/antd";
import type CoreForm from "@rjsf/core";
import type { RegistryFieldsType, RJSFSchema, RegistryWidgetsType } from "@rjsf/utils";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import ConfigProvider from "antd/es/config-provider";
import Space from "antd/es/space";
import theme from "antd/es/theme";
import { useOne, type BaseKey, type BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { PathParams } from "../../../providers/data/endpoint";
import type { DeclaredForm } from "../../../schemas/forms/form-declaration";
import type { ResourceDeclaration } from "../../../resources/define-resource";
import { Loading } from "../loading";
import { useShowErrors, type EmbeddedFormProps } from "./embedded";
import type { FormContext } from "./form-context";
import { translatedUiSchema } from "./labels";
import { errorTransformer, rulesValidator, type ErrorView } from "./live-errors";
import { translateRjsfString } from "./translate-errors";
import { useFormSave } from "./use-form-save";
import { stillTrue, withoutNulls } from "./form-values";
import { useUnsavedChangesWarning } from "./use-unsaved-changes";
import { precompiledValidatorOf } from "./precompiled";
import { formValidator } from "./validator";
import { runtimeValidator } from "./runtime-validator";
import DateWidget from "./widgets/date-widget";
import FileWidget from "./widgets/file-widget";
import LookupWidget from "./widgets/lookup-widget";
import MoneyWidget from "./widgets/money-widget";
import PickWidget from "./widgets/pick-widget";
import RadioWidget from "./widgets/radio-widget";
import RowsField from "./widgets/rows-field";
import { FORM_TEMPLATES } from "./templates/field-templates";

/** The portal's widgets, by the names a uiSchema uses (schemas/forms/form-declaration.ts `FORM_WIDGETS`). */
const WIDGETS: RegistryWidgetsType = {
  money: MoneyWidget,
  date: DateWidget,
  lookup: LookupWidget,
  file: FileWidget,
  pick: PickWidget,
  RadioWidget,
};

/** The portal's fields, by the names a uiSchema's `ui:field` uses (`FORM_FIELDS`). */
const FIELDS: RegistryFieldsType = { rows: RowsField };

/** Props of {@link ResourceForm}. */
export interface ResourceFormProps extends EmbeddedFormProps {
  /**
   * A resource declaration with a `form` (resources/define-resource.ts), or a standalone declared
   * form (`defineForm`, schemas/forms/index.ts), which needs `onSubmit`.
   */
  declaration: ResourceDeclaration | DeclaredForm;
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
  /**
   * The save, when it is not the declaration's data provider (a whole document PUT, a dialog
   * handing its values back): called with the form's values once they are valid; a rejection is
   * mapped like a failed save (`serverFormErrors`). No success message: the screen says what
   * happened.
   */
  onSubmit?: (data: Record<string, unknown>) => Promise<unknown>;
  /** The submit button's text (default `forms.actions.create` / `save`). */
  submitLabel?: string;
  /** Shown inside the form before its buttons (e.g. a table edited beside the fields). */
  children?: ReactNode;
  /** Changes held outside the form (e.g. in `children`) not saved yet: they count as unsaved. */
  changed?: boolean;
  /** Told whether the form holds unsaved changes (its own or `changed`). */
  onDirty?: (dirty: boolean) => void;
}

type Data = Record<string, unknown>;

export { withoutNulls };

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
  const { declaration, mode, id, pathParams, defaults, updateMethod, onCancel } = props;
  const { readOnly = false, updateEndpoint, snakeBody, saveErrorKey = "forms.failedSummary" } = props;
  const { submitLabel, children, changed = false, onDirty, embedded = false } = props;
  const form = declaration.form;
  if (!form) throw new Error(`Resource "${declaration.name}" declares no form`);
  const resource = "service" in declaration ? declaration : undefined;
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  // A declared form validates through the functions compiled at build time (no `new Function`
  // under the CSP); a form built at run time through the eval-free run-time validator; a schema
  // no declaration carries compiles at run time (tests only).
  const builtAtRuntime = "builtAt" in declaration && declaration.builtAt === "runtime";
  const validator = useMemo(
    () => (builtAtRuntime ? runtimeValidator : (precompiledValidatorOf(form.schema) ?? formValidator)),
    [form.schema, builtAtRuntime],
  );
  const meta = useMemo(
    () => ({ endpoint: resource?.endpoint, pathParams: pathParams ?? {}, updateMethod, snakeBody }),
    [resource?.endpoint, pathParams, updateMethod, snakeBody],
  );
  const loaded = useOne<BaseRecord>({
    resource: declaration.name,
    dataProviderName: resource?.service,
    id: id ?? "",
    meta,
    queryOptions: { enabled: mode === "edit" && id !== undefined, refetchOnWindowFocus: false },
  });
  const { save, saving, failure, general } = useFormSave({
    ...{ form, resource: declaration.name, service: resource?.service, mode, id, meta },
    ...{ updateEndpoint, saveErrorKey, onSubmit: props.onSubmit, onSaved: props.onSaved },
  });
  const [typed, setTyped] = useState<Data | undefined>(undefined);
  const [saved, setSaved] = useState<string | undefined>(undefined);
  // Messages show for the fields the user has been in, and all of them once a save was tried.
  const view = useRef<ErrorView>({ visited: new Set(), submitted: false });
  const formContext = useMemo<FormContext>(() => ({ pathParams }), [pathParams]);
  const rjsf = useRef<CoreForm>(null);
  useShowErrors(props.showErrors, view, rjsf);

  const record = loaded.result as Data | undefined;
  // A loaded record's nulls are unset values (servers send `"planCoverage": null`): the form shows
  // them empty, and its string and number fields do not refuse them as the wrong type.
  const fromServer = useMemo(() => (record === undefined ? undefined : withoutNulls(record)), [record]);
  const initial: Data | undefined = mode === "create" ? withoutNulls(defaults ?? {}) : fromServer;
  const formData = typed ?? initial;
  const baseline = saved ?? JSON.stringify(initial ?? {});
  const dirty = changed || (typed !== undefined && JSON.stringify(typed) !== baseline);
  useUnsavedChangesWarning(dirty && !saving && !readOnly && !embedded);
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);

  // The labels follow the language; a help text may name a value of the form (`ui:helpKey`).
  const helpData = JSON.stringify(form.uiSchema ?? {}).includes('Key":"') ? JSON.stringify(formData) : "";
  const uiSchema = useMemo(
    () =>
      translatedUiSchema(declaration.name, form.schema, form.uiSchema, i18n, {
        texts: form.texts,
        data: helpData ? (JSON.parse(helpData) as Data) : undefined,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [declaration.name, form, i18n, i18n.language, helpData],
  );
  const transformErrors = useMemo(
    // RJSF calls it when it validates (a change, a save): it reads the fields visited by then.
    // eslint-disable-next-line react-hooks/refs
    () => errorTransformer(form, uiSchema, i18n, () => view.current),
    [form, uiSchema, i18n],
  );
  // The rules across fields (form.rules).
  const customValidate = useMemo(
    () => (form.rules?.length ? rulesValidator(form, uiSchema, i18n) : undefined),
    [form, uiSchema, i18n],
  );
  // A failed save's messages, on the fields whose values have not changed since (a corrected field
  // loses its server message at once; they never hold a new save back).
  const extraErrors = useMemo(
    () => (failure ? stillTrue(failure.fields, failure.paths, failure.submitted, formData) : undefined),
    [failure, formData],
  );

  if (mode === "edit" && loaded.query.isError)
    return <Alert type="error" showIcon message={t("forms.loadFailed")} />;
  if (mode === "edit" && initial === undefined) return <Loading />;

  const submit = async (data: Data) => {
    if (!(await save(data))) return;
    setSaved(JSON.stringify(data));
    setTyped(data);
  };

  return (
    // Read-only values stay readable (axe color-contrast, WCAG 1.4.3): antd draws disabled text at
    // 25 % black, which is meant for controls one cannot use, not for values one reads.
    <ConfigProvider theme={readOnly ? { token: { colorTextDisabled: token.colorText } } : undefined}>
      <div
        className="pp-resource-form"
        onSubmitCapture={(event) => {
          if (!embedded) {
            view.current.submitted = true;
            return;
          }
          // Enter in an embedded form's field submits nothing: the screen's own buttons act.
          event.preventDefault();
          event.stopPropagation();
        }}
      >
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
          ref={rjsf}
          schema={form.schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={formData}
          formContext={formContext}
          validator={validator}
          widgets={WIDGETS}
          fields={FIELDS}
          templates={FORM_TEMPLATES}
          noHtml5Validate
          showErrorList={false}
          focusOnFirstError
          omitExtraData
          liveValidate="onChange"
          experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: "never" } }}
          transformErrors={transformErrors}
          customValidate={customValidate}
          extraErrors={extraErrors}
          translateString={(text, params) => translateRjsfString(i18n, text, params)}
          disabled={saving}
          readonly={readOnly}
          onError={embedded ? () => undefined : undefined}
          onFocus={(fieldId) => view.current.visited.add(fieldId)}
          onChange={(event) => {
            setTyped(event.formData as Data);
            props.onChange?.(event.formData as Data);
          }}
          onSubmit={(event) => void submit(event.formData as Data)}
        >
          {/* RJSF shows its own submit button when given no children: a read-only form gets an empty one. */}
          {readOnly || embedded ? (
            <>{children}</>
          ) : (
            <>
              {children}
              {/* One button order everywhere (docs/decisions.md "One look"): antd's dialogs' own,
                  Cancel then the primary action, on the right. */}
              <Space style={onCancel ? { display: "flex", justifyContent: "flex-end" } : undefined}>
                {onCancel ? (
                  <Button htmlType="button" onClick={onCancel} disabled={saving}>
                    {t("forms.actions.cancel")}
                  </Button>
                ) : null}
                <Button type="primary" htmlType="submit" loading={saving}>
                  {saving
                    ? t("forms.actions.saving")
                    : (submitLabel ?? t(mode === "create" ? "forms.actions.create" : "forms.actions.save"))}
                </Button>
              </Space>
            </>
          )}
        </Form>
      </div>
    </ConfigProvider>
  );
}
