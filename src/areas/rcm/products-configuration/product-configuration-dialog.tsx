import Modal from "antd/es/modal";
import { useTranslation } from "react-i18next";
import { productConfigurationForm } from "../../../../schemas/forms/products-configuration";
import type { UnitOfMeasure } from "../../../../schemas/entities/products-configuration";
import { useHttp } from "../../../base/runtime-context";
import { ResourceForm } from "../../../components/resource-form";
import { saveProduct, valuesOf, type ProductDialogProps } from "./products-configuration-queries";

/** What the dialog's form holds (productConfigurationForm). */
interface FormValues {
  defaultBillingCode: string;
  unitOfMeasure: UnitOfMeasure;
  requiresSupportDocuments?: boolean;
  supportFileCodes?: string[];
  agreementBillingCodes?: { agreementCode: string; billingCode: string }[];
}

/**
 * The provider product configuration dialog (001 §2 "Screens implied: Provider product
 * configuration dialog"; §3 "Other"; issue 8 §3; fields decided in docs/decisions.md "Products
 * configuration"): the declared form `productConfigurationForm`
 * (schemas/forms/products-configuration.ts) rendered by `ResourceForm` — the default billing code
 * and unit of measure (both required: saving here configures the product), whether support
 * documents are required and which (the provider's support documents, 001 §7 `GET support-files`),
 * and billing codes per agreement (the provider's agreements, each once). Checks what it can before
 * sending (translated messages); saves the product whole with `PUT providers/{id}/products` keeping
 * its package group; on a failure the dialog stays open with everything typed, the server's reason
 * at the top and a 400's field marked. Enter in a text field saves, Escape cancels. Texts in the
 * `products` part.
 */
export default function ProductConfigurationDialog({
  product,
  provider,
  onSaved,
  onCancel,
}: ProductDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const current = valuesOf(product);

  const save = async (data: Record<string, unknown>) => {
    const values = data as unknown as FormValues;
    const requires = values.requiresSupportDocuments ?? false;
    onSaved(
      await saveProduct(http, provider, {
        ...current,
        defaultBillingCode: values.defaultBillingCode.trim(),
        unitOfMeasure: values.unitOfMeasure,
        requiresSupportDocuments: requires,
        supportFileCodes: requires ? (values.supportFileCodes ?? []) : [],
        agreementBillingCodes: (values.agreementBillingCodes ?? []).map((entry) => ({
          agreementCode: entry.agreementCode,
          billingCode: entry.billingCode.trim(),
        })),
      }),
    );
  };

  return (
    <Modal
      open
      title={t("productsConfiguration.dialog.title", { code: product.productCode })}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      width={720}
    >
      <ResourceForm
        declaration={productConfigurationForm}
        mode="create"
        defaults={{
          defaultBillingCode: current.defaultBillingCode,
          unitOfMeasure: current.unitOfMeasure,
          requiresSupportDocuments: current.requiresSupportDocuments,
          supportFileCodes: current.requiresSupportDocuments ? current.supportFileCodes : undefined,
          agreementBillingCodes: current.agreementBillingCodes,
        }}
        onSubmit={save}
        submitLabel={t("productsConfiguration.dialog.save")}
        onCancel={onCancel}
      />
    </Modal>
  );
}
