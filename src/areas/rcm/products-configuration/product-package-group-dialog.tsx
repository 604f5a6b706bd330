import Modal from "antd/es/modal";
import { useTranslation } from "react-i18next";
import { productPackageGroupForm } from "../../../../schemas/forms/products-configuration";
import { useHttp } from "../../../base/runtime-context";
import { ResourceForm } from "../../../components/resource-form";
import {
  saveProduct,
  valuesOf,
  type ProductDialogProps,
  type ProductPackageGroupValues,
} from "./products-configuration-queries";

/**
 * The package group dialog of a product (001 §2 "Screens implied: … package group dialog"; issue 8
 * §3; docs/decisions.md "Products configuration"): the group the product's support documents are
 * delivered in, its name, folder and file name, with the folder and file name rules of an
 * agreement package's groups — the declared form `productPackageGroupForm`
 * (schemas/forms/products-configuration.ts) rendered by `ResourceForm`. Saves the product whole
 * (`PUT providers/{id}/products`) keeping its other configuration; on a failure the dialog stays
 * open with everything typed, the server's reason at the top and a 400's field marked. Enter in a
 * field saves, Escape cancels. Texts in the `products` part.
 */
export default function ProductPackageGroupDialog({
  product,
  provider,
  onSaved,
  onCancel,
}: ProductDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const current = valuesOf(product);

  const save = async (data: Record<string, unknown>) => {
    const values = data as unknown as ProductPackageGroupValues;
    onSaved(
      await saveProduct(http, provider, {
        ...current,
        packageGroup: {
          name: values.name.trim(),
          folder: values.folder.trim(),
          fileName: values.fileName.trim(),
        },
      }),
    );
  };

  return (
    <Modal
      open
      title={t("productsConfiguration.dialog.groupTitle", { code: product.productCode })}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      <ResourceForm
        declaration={productPackageGroupForm}
        mode="create"
        defaults={{ ...(current.packageGroup ?? {}) }}
        onSubmit={save}
        submitLabel={t("productsConfiguration.dialog.save")}
        onCancel={onCancel}
      />
    </Modal>
  );
}
