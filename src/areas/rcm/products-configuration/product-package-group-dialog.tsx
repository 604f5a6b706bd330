import Alert from "antd/es/alert";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PACKAGE_NAME_PATTERN } from "../../../../schemas/requests/agreement-packages";
import { useHttp } from "../../../base/runtime-context";
import {
  saveProduct,
  valuesOf,
  type ProductDialogProps,
  type ProductPackageGroupValues,
} from "./product-queries";
import { showSaveError } from "./save-error";

const NAME = new RegExp(PACKAGE_NAME_PATTERN);
const FIELDS = ["name", "folder", "fileName"] as const;

/**
 * The package group dialog of a product (001 §2 "Screens implied: … package group dialog"; issue 8
 * §3; docs/decisions.md "Products configuration"): the group the product's support documents are
 * delivered in, its name, folder and file name, with the folder and file name rules of an
 * agreement package's groups (`PACKAGE_NAME_PATTERN`, schemas/requests/agreement-packages.ts).
 * Saves the product whole (`PUT providers/{id}/products`) keeping its other configuration; on a
 * failure the dialog stays open with everything typed, the server's reason in an alert and a 400's
 * field marked. Enter in a field saves, Escape cancels. Texts in the `products` part.
 */
export default function ProductPackageGroupDialog({
  product,
  provider,
  onSaved,
  onCancel,
}: ProductDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const [form] = Form.useForm<ProductPackageGroupValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = valuesOf(product);
  const required = { required: true, whitespace: true, message: t("products.errors.required") };
  const named = { pattern: NAME, message: t("products.errors.name") };

  const save = async (values: ProductPackageGroupValues) => {
    setSaving(true);
    setFailure(null);
    try {
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
    } catch (error) {
      const reason = showSaveError(error, form, FIELDS, t("products.errors.refused"), t);
      setFailure(t("products.dialog.saveFailed", { reason }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t("products.dialog.groupTitle", { code: product.productCode })}
      onCancel={onCancel}
      okText={t("products.dialog.save")}
      cancelText={t("products.dialog.cancel")}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      {failure ? (
        <Alert type="error" showIcon role="alert" message={failure} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<ProductPackageGroupValues>
        form={form}
        layout="vertical"
        initialValues={current.packageGroup ?? {}}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="name" label={t("products.fields.groupName")} rules={[required]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="folder" label={t("products.fields.folder")} rules={[required, named]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="fileName" label={t("products.fields.fileName")} rules={[required, named]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        {/* Enter in a text field submits the dialog's form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
