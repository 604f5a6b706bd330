import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import type { FormInstance } from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Space from "antd/es/space";
import { useTranslation } from "react-i18next";
import {
  DELIVERY_CHANNELS,
  EXPORT_ROUTE_PATTERNS,
  EXPORT_TYPES,
  MAX_SPLIT_FILE_SIZE_MB,
  PACKAGE_NAME_PATTERN,
  PACKAGE_TYPES,
  SPLIT_SUFFIX_PATTERN,
  type DeliveryChannel,
} from "../../../../schemas/requests/agreement-packages";
import { RadioChoice } from "../../../components/radio-choice";
import type { PackageSettings } from "./package-queries";

/**
 * The settings fields of a package configuration, checked with the same rules as the reference API
 * (schemas/requests/agreement-packages.ts): the export route fits the channel, the split size and
 * its suffix (shown for a PDF + ZIP package only) go together.
 */
export function PackageSettingsFields({ form }: { form: FormInstance<PackageSettings> }) {
  const { t } = useTranslation();
  const packageType = Form.useWatch("packageType", form);
  const channel = Form.useWatch("deliveryChannel", form);
  const field = (name: string) => t(`agreements.packages.fields.${name}`);
  const required = { required: true, message: t("agreements.packages.errors.required") };
  const routeRule = {
    validator: async (_: unknown, value?: string) => {
      const current = form.getFieldValue("deliveryChannel") as DeliveryChannel | undefined;
      if (!value || !current) return;
      if (!EXPORT_ROUTE_PATTERNS[current].test(value.trim()))
        throw new Error(t(`agreements.packages.errors.route.${current}`));
    },
  };

  return (
    <>
      <Form.Item name="deliveryChannel" label={field("deliveryChannel")} rules={[required]}>
        <RadioChoice
          label={field("deliveryChannel")}
          options={DELIVERY_CHANNELS.map((value) => ({
            value,
            label: t(`agreements.packages.values.deliveryChannel.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="exportRoute"
        label={field("exportRoute")}
        extra={channel ? t(`agreements.packages.routeHint.${channel}`) : undefined}
        rules={[{ ...required, whitespace: true }, routeRule]}
      >
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="separateFiles" valuePropName="checked">
        <Checkbox>{field("separateFiles")}</Checkbox>
      </Form.Item>
      <Form.Item
        name="packageFolderName"
        label={field("packageFolderName")}
        rules={[
          { ...required, whitespace: true },
          { pattern: new RegExp(PACKAGE_NAME_PATTERN), message: t("agreements.packages.errors.name") },
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="packageType" label={field("packageType")} rules={[required]}>
        <RadioChoice
          label={field("packageType")}
          options={PACKAGE_TYPES.map((value) => ({
            value,
            label: t(`agreements.packages.values.packageType.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="exportType" label={field("exportType")} rules={[required]}>
        <RadioChoice
          label={field("exportType")}
          options={EXPORT_TYPES.map((value) => ({
            value,
            label: t(`agreements.packages.values.exportType.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="fileFormatName" label={field("fileFormatName")}>
        <Input maxLength={100} />
      </Form.Item>
      {packageType === "PDF_ZIP" ? (
        <Space align="start" wrap>
          <Form.Item
            name="splitFileSizeMb"
            label={field("splitFileSizeMb")}
            extra={t("agreements.packages.splitHint", { max: MAX_SPLIT_FILE_SIZE_MB })}
            dependencies={["splitFileSuffix"]}
            rules={[
              {
                validator: async (_, value?: number | null) => {
                  const suffix = form.getFieldValue("splitFileSuffix") as string | undefined;
                  if ((value === null || value === undefined) && suffix && suffix.trim())
                    throw new Error(t("agreements.packages.errors.sizeWithSuffix"));
                },
              },
            ]}
          >
            <InputNumber min={1} max={MAX_SPLIT_FILE_SIZE_MB} precision={0} addonAfter="MB" />
          </Form.Item>
          <Form.Item
            name="splitFileSuffix"
            label={field("splitFileSuffix")}
            dependencies={["splitFileSizeMb"]}
            rules={[
              {
                pattern: new RegExp(SPLIT_SUFFIX_PATTERN),
                message: t("agreements.packages.errors.suffix"),
              },
              {
                validator: async (_, value?: string | null) => {
                  const size = form.getFieldValue("splitFileSizeMb") as number | null | undefined;
                  if (size !== null && size !== undefined && !(value && value.trim()))
                    throw new Error(t("agreements.packages.errors.suffixWithSize"));
                },
              },
            ]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Space>
      ) : null}
    </>
  );
}
