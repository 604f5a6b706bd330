import {
  cloneElement,
  startTransition,
  useEffect,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from "react";
import { FormItemInputContext, type FormItemStatusContextProps } from "antd/es/form/context";
import theme from "antd/es/theme";
import {
  canExpand,
  getTemplate,
  getUiOptions,
  titleId,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
  type TemplatesType,
} from "@rjsf/utils";
import "./field-templates.css";

/** antd's input status for a field in error: the widgets inside show their error border. */
const ERROR_STATUS: FormItemStatusContextProps = { status: "error", isFormItemInput: true };
/** No status: the widgets draw as they would outside a form item. */
const NO_STATUS: FormItemStatusContextProps = {};

/**
 * One field of a schema form (issue 8 §1, issue 10 §5): its label (with the required mark), the
 * widget, its description, its translated errors and help — plain elements styled on the theme's
 * tokens (field-templates.css), not antd's `Form.Item`. `Form.Item` draws a `Row` and two `Col`s
 * with their own style hooks per field, and RJSF re-renders every field template of an object on
 * each change: on a 120-field sponsor form that was most of each keystroke's cost
 * (docs/decisions.md "Form field templates"). Widgets still learn the error status through antd's
 * `FormItemInputContext`, so an antd input in error shows its error border.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    children,
    description,
    displayLabel,
    errors,
    help,
    rawHelp,
    hidden,
    id,
    label,
    rawErrors,
    rawDescription,
    registry,
    required,
    uiSchema,
    classNames,
    style,
  } = props;
  const invalid = rawErrors !== undefined && rawErrors.length > 0;
  useInvalidControl(id, invalid && !hidden);
  if (hidden) return <div className="rjsf-field-hidden">{children}</div>;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate("WrapIfAdditionalTemplate", registry, uiOptions);
  const isCheckbox = uiOptions.widget === "checkbox";
  // Always the same element tree, so that a field turning invalid keeps its input (and focus).
  const control = (
    <FormItemInputContext.Provider value={invalid ? ERROR_STATUS : NO_STATUS}>
      {children}
    </FormItemInputContext.Provider>
  );
  return (
    // eslint-disable-next-line react-hooks/static-components -- a template of RJSF's registry: one stable component per form, not created here
    <WrapIfAdditionalTemplate {...props}>
      <div
        className={`pp-field${invalid ? " pp-field-invalid" : ""}${classNames ? ` ${classNames}` : ""}`}
        style={style}
      >
        {displayLabel && !isCheckbox && label ? (
          <label htmlFor={id} className={required ? "pp-field-label pp-field-required" : "pp-field-label"}>
            {label}
          </label>
        ) : null}
        {control}
        {rawDescription ? <div className="pp-field-description">{description}</div> : null}
        {invalid ? <div className="pp-field-errors">{unique(errors, rawErrors)}</div> : null}
        {rawHelp ? <div className="pp-field-help">{help}</div> : null}
      </div>
    </WrapIfAdditionalTemplate>
  );
}

/**
 * The control of a field in error says so to assistive technology (`aria-invalid`, WCAG 3.3.1):
 * RJSF's antd inputs and selects carry none of their own. Set on the element with the field's id
 * (the input, a select's search input, a date's input); a widget that sets its own keeps it.
 */
function useInvalidControl(id: string, invalid: boolean): void {
  useEffect(() => {
    const control = document.getElementById(id);
    if (!control || (control.tagName !== "INPUT" && control.tagName !== "TEXTAREA")) return;
    if (invalid) control.setAttribute("aria-invalid", "true");
    else control.removeAttribute("aria-invalid");
  }, [id, invalid]);
}

/**
 * The errors element with each message once: RJSF merges a form's `extraErrors` (a refused
 * save's messages) into its live validation's errors again on some updates.
 */
function unique(errors: ReactElement | undefined, rawErrors: readonly string[]): ReactNode {
  const once = [...new Set(rawErrors)];
  return errors && once.length < rawErrors.length
    ? cloneElement(errors as ReactElement<{ errors?: string[] }>, { errors: once })
    : errors;
}

/** Height of one row of the form grid: a field (its label and input, 62) and the gap (24), px. */
const FIELD_ROW_PX = 86;

/** Most fields an object renders in its first pass, whatever the window's height. */
export const FIRST_FIELDS_MAX = 24;

/**
 * Fields of an object rendered in the first pass (the others follow in a transition): the two
 * columns of as many rows as the window is high, so the first screenful is there at once even if
 * the form starts at the window's top, between 8 and {@link FIRST_FIELDS_MAX}.
 * @param viewportHeight - the window's inner height, px.
 */
export function firstPassFields(viewportHeight: number): number {
  const rows = Math.ceil(viewportHeight / FIELD_ROW_PX);
  return Math.min(FIRST_FIELDS_MAX, Math.max(8, 2 * rows));
}

/** Whether a property takes the whole row: objects, arrays, text areas, or a lone field. */
function isWide(element: ObjectFieldTemplateProps["properties"][number], lone: boolean): boolean {
  if (lone) return true;
  const content = element.content as { props?: { schema?: { type?: unknown }; uiSchema?: unknown } };
  const type = content.props?.schema?.type;
  const widget = getUiOptions(content.props?.uiSchema as never).widget;
  return type === "object" || type === "array" || widget === "textarea";
}

/**
 * The properties of an object (the form's root and any nested object): a two-column grid (one
 * column on narrow screens; objects, arrays and text areas take a whole row), its title and
 * description, and the add button of expandable objects. The theme's colours reach
 * field-templates.css as custom properties set here, once per object, rather than by a style hook
 * in every field. An object of more properties than fill the window ({@link firstPassFields})
 * renders the first ones, then the rest in a transition.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const {
    description,
    disabled,
    formData,
    fieldPathId,
    onAddProperty,
    optionalDataControl,
    properties,
    readonly,
    registry,
    required,
    schema,
    title,
    uiSchema,
  } = props;
  const { token } = theme.useToken();
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate("TitleFieldTemplate", registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate("DescriptionFieldTemplate", registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  const shown = properties.filter((element) => !element.hidden);
  const lone = shown.length < 2;
  // A long form shows its first screenful at once and the rest in a transition right after, which
  // typing interrupts (React's concurrent rendering): a 120-field sponsor form is on screen and
  // usable before its last field is built (issue 10 §5).
  const [limit, setLimit] = useState(() => firstPassFields(window.innerHeight));
  useEffect(() => {
    if (limit < shown.length) startTransition(() => setLimit(Number.POSITIVE_INFINITY));
  }, [limit, shown.length]);
  const themed = {
    "--pp-field-error": token.colorError,
    "--pp-field-muted": token.colorTextSecondary,
    "--pp-field-gap": `${token.marginLG}px`,
    "--pp-field-space": `${token.marginLG}px`,
  } as CSSProperties;
  let add: ReactNode = null;
  if (canExpand(schema, uiSchema, formData)) {
    add = (
      <div className="pp-form-grid-wide pp-form-add">
        <AddButton
          id={`${fieldPathId.$id}__add`}
          className="rjsf-object-property-expand"
          disabled={disabled || readonly}
          onClick={onAddProperty}
          uiSchema={uiSchema}
          registry={registry}
        />
      </div>
    );
  }
  return (
    <fieldset
      id={fieldPathId.$id}
      className={title ? "pp-form-object pp-form-object-titled" : "pp-form-object"}
      style={themed}
    >
      {title ? (
        // eslint-disable-next-line react-hooks/static-components -- a template of RJSF's registry: one stable component per form, not created here
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={!readonly && !disabled ? optionalDataControl : undefined}
        />
      ) : null}
      {description ? (
        // eslint-disable-next-line react-hooks/static-components -- a template of RJSF's registry: one stable component per form, not created here
        <DescriptionFieldTemplate
          id={`${fieldPathId.$id}__description`}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
      {readonly || disabled ? optionalDataControl : null}
      <div className="pp-form-grid">
        {shown.map((element, index) =>
          index < limit ? (
            <div
              key={element.name}
              className={isWide(element, lone) ? "pp-form-cell pp-form-grid-wide" : "pp-form-cell"}
            >
              {element.content}
            </div>
          ) : (
            <div key={element.name} className="pp-form-cell pp-form-cell-pending" />
          ),
        )}
        {add}
      </div>
    </fieldset>
  );
}

/** The framework's templates for every schema form (ResourceForm and the v2 sponsor forms). */
export const FORM_TEMPLATES: Partial<TemplatesType> = { FieldTemplate, ObjectFieldTemplate };
