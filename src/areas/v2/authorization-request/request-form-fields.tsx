import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import { WireDatePicker } from "../../../components/wire-date-picker";
import type { RequestProductInput } from "../../../../schemas/requests/authorization-request-payload";

/** What the request form holds (dates as sent, `YYYY-MM-DD`). */
export interface FormState {
  email: string;
  phone: string;
  doctorName: string;
  doctorLicenseNumber: string;
  doctorSpecialty: string;
  doctorCountryCode: string;
  illnessOnset: string;
  diagnosis: string;
  riskManager: string;
  products: RequestProductInput[];
}

/** The wrong fields of the form and the i18n key of why (request-payload.ts `requestInputErrors`). */
export type FieldErrors = Record<string, string | undefined>;

/** The DOM id of a form field (`product.{i}.code` → `v2-request-product-{i}-code`). */
export function idOfField(field: string): string {
  return `v2-request-${field.replace(/\./g, "-")}`;
}

/** The attributes that tie a wrong field to its message. */
export function described(errors: FieldErrors, field: string) {
  return errors[field]
    ? { "aria-invalid": true as const, "aria-describedby": `${idOfField(field)}-error` }
    : {};
}

/** Why a field is wrong, announced (nothing when it is right). */
export function FieldError({ errors, field }: { errors: FieldErrors; field: string }) {
  const { t } = useTranslation();
  const key = errors[field];
  return key ? (
    <div
      id={`${idOfField(field)}-error`}
      className="pp-field-error"
      role="alert"
      style={{ color: "#a8071a" }}
    >
      {t(key)}
    </div>
  ) : null;
}

/** Props of {@link TextField}. */
export interface TextFieldProps {
  field: string;
  label: string;
  value: string;
  errors: FieldErrors;
  onChange(value: string): void;
  /** More attributes of the input (type, inputMode, autoComplete, aria-required). */
  extra?: Record<string, unknown>;
}

/** A labelled text input with its error. */
export function TextField({ field, label, value, errors, onChange, extra = {} }: TextFieldProps) {
  return (
    <div style={{ marginBottom: 12 }}>
      <label htmlFor={idOfField(field)}>{label}</label>
      <Input
        id={idOfField(field)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...described(errors, field)}
        {...extra}
      />
      <FieldError errors={errors} field={field} />
    </div>
  );
}

/** Props of {@link DateField}. */
export interface DateFieldProps {
  field: string;
  label: string;
  /** The date as sent, `YYYY-MM-DD`, or "" when empty. */
  value: string;
  errors: FieldErrors;
  /** Called with the date as `YYYY-MM-DD`, or "" when cleared. */
  onChange(value: string): void;
  required?: boolean;
}

/**
 * A labelled date (001 §9): antd's DatePicker shown and typed DD/MM/YYYY (also D/M/YYYY) in the
 * user's locale, chosen by keyboard or in the calendar, holding the wire date `YYYY-MM-DD`.
 */
export function DateField({ field, label, value, errors, onChange, required }: DateFieldProps) {
  // A future date is not refused by the picker: the form says why (request-payload.ts "future").
  return (
    <div style={{ marginBottom: 12 }}>
      <label htmlFor={idOfField(field)}>{label}</label>
      <div>
        <WireDatePicker
          id={idOfField(field)}
          value={value === "" ? undefined : value}
          onChange={(day) => onChange(day ?? "")}
          style={{ minWidth: 240 }}
          {...(required ? { "aria-required": true } : {})}
          {...described(errors, field)}
        />
      </div>
      <FieldError errors={errors} field={field} />
    </div>
  );
}
