import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  BILLING_CODE_PATTERN,
  MAX_AGREEMENT_BILLING_CODES,
  MAX_PRODUCT_SUPPORTS,
  UNITS_OF_MEASURE,
  type UnitOfMeasure,
} from "../../../../schemas/requests/products-configuration";
import { useHttp } from "../../../base/runtime-context";
import { supportFileTypesQuery } from "../account/document-queries";
import { allAgreementsQuery } from "../agreements/package-queries";
import { saveProduct, valuesOf, type ProductDialogProps } from "./product-queries";
import { showSaveError } from "./save-error";
import { SelectField } from "./select-field";

/** What the dialog's form holds. */
interface FormValues {
  defaultBillingCode: string;
  unitOfMeasure: UnitOfMeasure;
  requiresSupportDocuments: boolean;
  supportFileCodes: string[];
  agreementBillingCodes: { agreementCode?: string; billingCode?: string }[];
}

const FIELDS = ["defaultBillingCode", "unitOfMeasure", "supportFileCodes", "agreementBillingCodes"] as const;
const BILLING_CODE = new RegExp(BILLING_CODE_PATTERN);

/**
 * The provider product configuration dialog (001 §2 "Screens implied: Provider product
 * configuration dialog"; §3 "Other"; issue 8 §3; fields decided in docs/decisions.md "Products
 * configuration"): the default billing code and unit of measure (both required: saving here
 * configures the product), whether support documents are required and which (the provider's support
 * documents, 001 §7 `GET support-files`), and billing codes per agreement (the provider's agreements,
 * each once). Checks what it can before sending (translated messages); saves the product whole with
 * `PUT providers/{id}/products` keeping its package group; on a failure the dialog stays open with
 * everything typed, the server's reason in an alert and a 400's field marked. Enter in a text field
 * saves, Escape cancels. Texts in the `products` part.
 */
export default function ProductConfigurationDialog({
  product,
  provider,
  onSaved,
  onCancel,
}: ProductDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const types = useQuery(supportFileTypesQuery(http));
  const agreements = useQuery(allAgreementsQuery(http));
  const requires =
    Form.useWatch("requiresSupportDocuments", form) ?? product.requiresSupportDocuments ?? false;
  const current = valuesOf(product);
  const required = { required: true, whitespace: true, message: t("products.errors.required") };
  const field = (name: string) => t(`resources.products-configuration.fields.${name}`);

  const save = async (values: FormValues) => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveProduct(http, provider, {
        ...current,
        defaultBillingCode: values.defaultBillingCode.trim(),
        unitOfMeasure: values.unitOfMeasure,
        requiresSupportDocuments: values.requiresSupportDocuments,
        supportFileCodes: values.requiresSupportDocuments ? (values.supportFileCodes ?? []) : [],
        agreementBillingCodes: (values.agreementBillingCodes ?? []).map((e) => ({
          agreementCode: e.agreementCode ?? "",
          billingCode: (e.billingCode ?? "").trim(),
        })),
      });
      onSaved(saved);
    } catch (error) {
      const reason = showSaveError(error, form, FIELDS, t("products.errors.refused"), t);
      setFailure(t("products.dialog.saveFailed", { reason }));
    } finally {
      setSaving(false);
    }
  };

  /** Whether the agreement of row `index` was chosen in an earlier row. */
  const repeatedAgreement = (index: number) => {
    const rows = (form.getFieldValue("agreementBillingCodes") ?? []) as FormValues["agreementBillingCodes"];
    const value = rows[index]?.agreementCode;
    return value !== undefined && rows.slice(0, index).some((row) => row?.agreementCode === value);
  };

  return (
    <Modal
      open
      title={t("products.dialog.title", { code: product.productCode })}
      onCancel={onCancel}
      okText={t("products.dialog.save")}
      cancelText={t("products.dialog.cancel")}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
      width={720}
    >
      {failure ? (
        <Alert type="error" showIcon role="alert" message={failure} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{
          defaultBillingCode: current.defaultBillingCode ?? "",
          unitOfMeasure: current.unitOfMeasure ?? undefined,
          requiresSupportDocuments: current.requiresSupportDocuments,
          supportFileCodes: current.supportFileCodes,
          agreementBillingCodes: current.agreementBillingCodes,
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="defaultBillingCode"
          label={field("defaultBillingCode")}
          rules={[required, { pattern: BILLING_CODE, message: t("products.errors.billingCode") }]}
        >
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="unitOfMeasure" label={field("unitOfMeasure")} rules={[required]}>
          <SelectField
            showSearch
            optionFilterProp="label"
            options={UNITS_OF_MEASURE.map((unit) => ({ value: unit, label: t(`products.units.${unit}`) }))}
          />
        </Form.Item>
        <Form.Item name="requiresSupportDocuments" valuePropName="checked">
          <Checkbox>{t("products.fields.requiresSupportDocuments")}</Checkbox>
        </Form.Item>
        {requires ? (
          <Form.Item
            name="supportFileCodes"
            label={t("products.fields.supportFileCodes")}
            rules={[
              {
                validator: async (_, value?: string[]) => {
                  if (!value || value.length === 0) throw new Error(t("products.errors.noSupports"));
                },
              },
            ]}
          >
            <SelectField
              mode="multiple"
              maxCount={MAX_PRODUCT_SUPPORTS}
              optionFilterProp="label"
              loading={types.isPending}
              notFoundContent={types.isError ? t("products.dialog.supportsFailed") : undefined}
              options={(types.data ?? []).map((type) => ({
                value: type.fileCode,
                label: `${type.name} (${type.fileCode})`,
              }))}
            />
          </Form.Item>
        ) : null}
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: "inherit", fontWeight: 600, marginBottom: 8 }}>
            {t("products.detail.agreements")}
          </legend>
          <Form.List name="agreementBillingCodes">
            {(rows, { add, remove }) => (
              <>
                {rows.map((row, index) => (
                  <div
                    key={row.key}
                    style={{ display: "flex", gap: 8, alignItems: "flex-start", flexWrap: "wrap" }}
                  >
                    <Form.Item
                      name={[row.name, "agreementCode"]}
                      label={t("products.fields.agreementN", { n: index + 1 })}
                      style={{ flex: "1 1 260px" }}
                      dependencies={[["agreementBillingCodes"]]}
                      rules={[
                        { required: true, message: t("products.errors.required") },
                        {
                          validator: async () => {
                            if (repeatedAgreement(index))
                              throw new Error(t("products.errors.agreementTwice"));
                          },
                        },
                      ]}
                    >
                      <SelectField
                        showSearch
                        optionFilterProp="label"
                        loading={agreements.isPending}
                        notFoundContent={
                          agreements.isError ? t("products.dialog.agreementsFailed") : undefined
                        }
                        options={(agreements.data ?? []).map((a) => ({
                          value: a.agreementCode,
                          label: `${a.agreementName} (${a.agreementCode})`,
                        }))}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, "billingCode"]}
                      label={t("products.fields.billingCodeN", { n: index + 1 })}
                      style={{ width: 200 }}
                      rules={[required, { pattern: BILLING_CODE, message: t("products.errors.billingCode") }]}
                    >
                      <Input maxLength={20} autoComplete="off" />
                    </Form.Item>
                    <Button
                      style={{ marginTop: 30 }}
                      onClick={() => remove(row.name)}
                      aria-label={t("products.dialog.removeAgreementN", { n: index + 1 })}
                    >
                      {t("products.dialog.removeAgreement")}
                    </Button>
                  </div>
                ))}
                {rows.length < MAX_AGREEMENT_BILLING_CODES ? (
                  <Button onClick={() => add({ agreementCode: undefined, billingCode: "" })}>
                    {t("products.dialog.addAgreement")}
                  </Button>
                ) : null}
              </>
            )}
          </Form.List>
        </fieldset>
        {/* Enter in a text field submits the dialog's form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
