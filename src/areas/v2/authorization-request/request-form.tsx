import { useMemo, type Dispatch, type SetStateAction } from "react";
import Button from "antd/es/button";
import Select from "antd/es/select";
import Space from "antd/es/space";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/page-heading";
import {
  DateField,
  FieldError,
  idOfField,
  TextField,
  type FieldErrors,
  type FormState,
} from "./request-form-fields";
import { hasMedicalProcedure } from "../../../../schemas/requests/authorization-request-payload";
import { RequestProducts } from "./request-products";

/** Countries offered for the doctor's licence (the portal's markets, 000 §3 "doctor country code"). */
const COUNTRIES = ["DO", "CO", "MX", "BR", "US"] as const;

/** Props of {@link RequestForm}. */
export interface RequestFormProps {
  beneficiaryName: string;
  sponsorName: string;
  form: FormState;
  setForm: Dispatch<SetStateAction<FormState>>;
  errors: FieldErrors;
  /** True while the request is being sent (the form is disabled). */
  sending: boolean;
  /** Called when the form is submitted while it may be sent. */
  onSend(): void;
  /** Where "back" leads (the authorization's detail). */
  detailPath: string;
}

/**
 * The request form (000 §3 "Authorization request payload"): the beneficiary's contact, the
 * doctor (name, licence, specialty, licence country), the illness onset (a date, not after today),
 * the diagnosis (Z00.0 by default), the products, and a risk manager only with a medical procedure.
 */
export function RequestForm(props: RequestFormProps) {
  const { form, setForm, errors, sending, detailPath } = props;
  const { t, i18n } = useTranslation();
  const regions = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: "region" });
    } catch {
      return undefined;
    }
  }, [i18n.language]);
  const set = <K extends keyof FormState>(field: K, value: FormState[K]) =>
    setForm((previous) => ({ ...previous, [field]: value }));
  const textField = (field: keyof FormState & string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      field={field}
      label={label}
      value={form[field] as string}
      errors={errors}
      onChange={(value) => set(field, value as never)}
      extra={extra}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSend();
      }}
    >
      <fieldset disabled={sending} style={{ border: 0, padding: 0, margin: 0 }}>
        <PageHeading level={2}>{t("v2.request.sections.beneficiary")}</PageHeading>
        <p>{t("v2.request.beneficiary", { name: props.beneficiaryName, sponsor: props.sponsorName })}</p>
        {textField("email", t("v2.request.fields.email"), { type: "email", autoComplete: "off" })}
        {textField("phone", t("v2.request.fields.phone"), { inputMode: "tel", autoComplete: "off" })}
        <PageHeading level={2}>{t("v2.request.sections.doctor")}</PageHeading>
        {textField("doctorName", t("v2.request.fields.doctorName"), { "aria-required": true })}
        {textField("doctorLicenseNumber", t("v2.request.fields.doctorLicenseNumber"), {
          "aria-required": true,
        })}
        {textField("doctorSpecialty", t("v2.request.fields.doctorSpecialty"), { "aria-required": true })}
        <div style={{ marginBottom: 12 }}>
          <label htmlFor={idOfField("doctorCountryCode")}>{t("v2.request.fields.doctorCountryCode")}</label>
          <div>
            <Select
              id={idOfField("doctorCountryCode")}
              style={{ minWidth: 240 }}
              value={form.doctorCountryCode}
              onChange={(value: string) => set("doctorCountryCode", value)}
              options={COUNTRIES.map((code) => ({ value: code, label: regions?.of(code) ?? code }))}
            />
          </div>
          <FieldError errors={errors} field="doctorCountryCode" />
        </div>
        <DateField
          field="illnessOnset"
          label={t("v2.request.fields.illnessOnset")}
          value={form.illnessOnset}
          errors={errors}
          onChange={(value) => set("illnessOnset", value)}
          required
        />
        {textField("diagnosis", t("v2.request.fields.diagnosis"))}
        <RequestProducts
          products={form.products}
          errors={errors}
          onChange={(update) => setForm((previous) => ({ ...previous, products: update(previous.products) }))}
        />
        {/* 000 §5: riskManager applies only when a product of medical-procedure type exists. */}
        {hasMedicalProcedure(form.products) ? (
          <div style={{ marginTop: 12 }}>{textField("riskManager", t("v2.request.fields.riskManager"))}</div>
        ) : null}
        <Space wrap style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={sending}>
            {t("v2.request.send")}
          </Button>
          <Link to={detailPath}>{t("v2.request.back")}</Link>
        </Space>
      </fieldset>
    </form>
  );
}
