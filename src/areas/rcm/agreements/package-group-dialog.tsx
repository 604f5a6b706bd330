import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Select, { type SelectProps } from "antd/es/select";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  MAX_GROUP_SUPPORTS,
  MAX_SUPPORT_COPIES,
  PACKAGE_NAME_PATTERN,
} from "../../../../schemas/requests/agreement-packages";
import { useHttp } from "../../../base/runtime-context";
import { supportFileTypesQuery } from "../account/document-queries";
import type { PackageGroupValues } from "./package-queries";

/** Props of {@link PackageGroupDialog}. */
export interface PackageGroupDialogProps {
  /** The group edited, or `null` for a new one. */
  group: PackageGroupValues | null;
  /** Called with the group as typed once it is valid (the caller checks the name against the others). */
  onDone: (group: PackageGroupValues) => void;
  onCancel: () => void;
}

const NAME = new RegExp(PACKAGE_NAME_PATTERN);

/**
 * antd's Select under a Form.Item: the item's `aria-required` / `aria-invalid` would land on the
 * select's wrapping div too, which axe refuses (aria-allowed-attr); the rule's message still
 * describes the control (`aria-describedby`) and the label keeps its required mark.
 */
function SupportSelect({
  "aria-required": _required,
  "aria-invalid": _invalid,
  ...props
}: SelectProps & { "aria-required"?: unknown; "aria-invalid"?: unknown }) {
  return <Select {...props} />;
}

/**
 * The package group dialog (001 §2 "Screens implied: … package group dialog"; §3 "groups with name,
 * folder, file name and supports with order and copies"; issue 8 §2): name, folder and file name of
 * the group and its support documents, each with its order in the group's file and its copies
 * (1–10), chosen among the provider's support documents (001 §7 `GET support-files`, sorted by
 * name). Checks what it can before closing (required fields, folder and file names without path
 * characters, at least one support, a support once, orders distinct); the screen then asks whether a
 * repeated group name replaces the other group. Everything by keyboard: Enter in a field submits,
 * Escape cancels. Texts in the `agreements` part.
 */
export default function PackageGroupDialog({ group, onDone, onCancel }: PackageGroupDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const [form] = Form.useForm<PackageGroupValues>();
  const types = useQuery(supportFileTypesQuery(http));
  const options = (types.data ?? []).map((type) => ({
    value: type.fileCode,
    label: `${type.name} (${type.fileCode})`,
  }));
  const field = (name: string) => t(`agreements.packages.fields.${name}`);
  const required = { required: true, whitespace: true, message: t("agreements.packages.errors.required") };
  const fileName = {
    pattern: NAME,
    message: t("agreements.packages.errors.name"),
  };
  // A new group starts with one support row, its document not chosen yet (the select shows empty).
  const initial:
    Partial<PackageGroupValues> | { supports: Partial<PackageGroupValues["supports"][number]>[] } = group ?? {
    supports: [{ order: 1, copies: 1 }],
  };

  /** The support rows' own rule: a support once, orders distinct (their index, for the message). */
  const repeated = (key: "supportFileCode" | "order", index: number) => {
    const rows = (form.getFieldValue("supports") ?? []) as Partial<PackageGroupValues["supports"][number]>[];
    const value = rows[index]?.[key];
    return value !== undefined && value !== "" && rows.slice(0, index).some((row) => row?.[key] === value);
  };

  return (
    <Modal
      open
      title={t(group ? "agreements.packages.group.editTitle" : "agreements.packages.group.createTitle")}
      onCancel={onCancel}
      okText={t("agreements.packages.group.ok")}
      cancelText={t("agreements.packages.cancel")}
      onOk={() => form.submit()}
      destroyOnHidden
      width={720}
    >
      <Form<PackageGroupValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) =>
          onDone({
            name: values.name.trim(),
            folder: values.folder.trim(),
            fileName: values.fileName.trim(),
            supports: values.supports.map((s) => ({
              supportFileCode: s.supportFileCode,
              order: s.order,
              copies: s.copies,
            })),
          })
        }
      >
        <Form.Item name="name" label={field("groupName")} rules={[required]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="folder" label={field("folder")} rules={[required, fileName]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="fileName" label={field("fileName")} rules={[required, fileName]}>
          <Input maxLength={100} />
        </Form.Item>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: "inherit", fontWeight: 600, marginBottom: 8 }}>
            {field("supports")}
          </legend>
          <Form.List
            name="supports"
            rules={[
              {
                validator: async (_, rows?: unknown[]) => {
                  if (!rows || rows.length === 0) throw new Error(t("agreements.packages.errors.noSupports"));
                },
              },
            ]}
          >
            {(rows, { add, remove }, { errors }) => (
              <>
                {rows.map((row, index) => (
                  <div
                    key={row.key}
                    style={{ display: "flex", gap: 8, alignItems: "flex-start", flexWrap: "wrap" }}
                  >
                    <Form.Item
                      name={[row.name, "supportFileCode"]}
                      label={t("agreements.packages.fields.supportN", { n: index + 1 })}
                      style={{ flex: "1 1 260px" }}
                      dependencies={[["supports"]]}
                      rules={[
                        { required: true, message: t("agreements.packages.errors.required") },
                        {
                          validator: async () => {
                            if (repeated("supportFileCode", index))
                              throw new Error(t("agreements.packages.errors.supportTwice"));
                          },
                        },
                      ]}
                    >
                      <SupportSelect
                        showSearch
                        optionFilterProp="label"
                        options={options}
                        loading={types.isPending}
                        notFoundContent={types.isError ? t("agreements.packages.supportsFailed") : undefined}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, "order"]}
                      label={field("order")}
                      style={{ width: 110 }}
                      dependencies={[["supports"]]}
                      rules={[
                        { required: true, message: t("agreements.packages.errors.required") },
                        {
                          validator: async () => {
                            if (repeated("order", index))
                              throw new Error(t("agreements.packages.errors.orderTwice"));
                          },
                        },
                      ]}
                    >
                      <InputNumber min={1} max={999} precision={0} style={{ width: "100%" }} />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, "copies"]}
                      label={field("copies")}
                      style={{ width: 110 }}
                      rules={[{ required: true, message: t("agreements.packages.errors.required") }]}
                    >
                      <InputNumber min={1} max={MAX_SUPPORT_COPIES} precision={0} style={{ width: "100%" }} />
                    </Form.Item>
                    <Button
                      style={{ marginTop: 30 }}
                      onClick={() => remove(row.name)}
                      aria-label={t("agreements.packages.group.removeSupportN", { n: index + 1 })}
                    >
                      {t("agreements.packages.group.removeSupport")}
                    </Button>
                  </div>
                ))}
                <Form.ErrorList errors={errors} />
                {rows.length < MAX_GROUP_SUPPORTS ? (
                  <Button
                    onClick={() => {
                      const current = (form.getFieldValue("supports") ?? []) as { order?: number }[];
                      const next = Math.max(0, ...current.map((s) => s?.order ?? 0)) + 1;
                      add({ supportFileCode: undefined, order: Math.min(next, 999), copies: 1 });
                    }}
                  >
                    {t("agreements.packages.group.addSupport")}
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
