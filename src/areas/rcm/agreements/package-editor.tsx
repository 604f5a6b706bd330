import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Form from "antd/es/form";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { isAxiosError, selectErrorMessage } from "../../../../providers/http";
import { duplicateGroupIndex, saveGroup } from "../../../../schemas/requests/agreement-packages";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { camelCase } from "../../../lib/camel-case";
import { PackageGroups } from "./package-groups";
import {
  packageConfigurationKey,
  savePackageConfiguration,
  type PackageConfiguration,
  type PackageGroupValues,
  type PackageSettings,
} from "./package-queries";
import { fromWire, settingsOf, toWire, type Editing } from "./package-settings";
import { PackageSettingsFields } from "./package-settings-fields";

const PackageGroupDialog = lazy(() => import("./package-group-dialog"));

/** Props of {@link PackageEditor}. */
export interface PackageEditorProps {
  code: string;
  /** The configuration as loaded; the editor starts from it. */
  loaded: PackageConfiguration;
  readOnly: boolean;
  /** Told whether the editor holds changes not saved. */
  onDirty: (dirty: boolean) => void;
}

/** The settings form, the groups and the save of one agreement's package configuration. */
export function PackageEditor({ code, loaded, readOnly, onDirty }: PackageEditorProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { message, modal } = useAlerts();
  const [form] = Form.useForm<PackageSettings>();
  const [groups, setGroups] = useState<PackageGroupValues[]>(loaded.groups);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const setDirty = onDirty;
  const changeGroups = (next: PackageGroupValues[]) => {
    setGroups(next);
    setDirty(true);
  };

  /** Saves the dialog's group; a name another group has asks first whether to replace it (issue 8 §2). */
  const onGroupDone = (group: PackageGroupValues) => {
    if (!editing) return;
    const wire = groups.map(toWire);
    const apply = (replace: boolean) => {
      changeGroups(saveGroup(wire, toWire(group), editing.index, replace).map(fromWire));
      setEditing(null);
    };
    const other = duplicateGroupIndex(wire, group.name, editing.index);
    if (other < 0) return apply(false);
    modal.confirm({
      title: t("agreements.packages.replace.title", { name: groups[other].name }),
      content: t("agreements.packages.replace.body", { name: groups[other].name }),
      okText: t("agreements.packages.replace.ok"),
      cancelText: t("agreements.packages.replace.cancel"),
      autoFocusButton: "cancel",
      onOk: () => apply(true),
    });
  };

  const removeGroup = (index: number) => {
    modal.confirm({
      title: t("agreements.packages.removeGroup.title", { name: groups[index].name }),
      content: t("agreements.packages.removeGroup.body"),
      okText: t("agreements.packages.removeGroup.ok"),
      cancelText: t("agreements.packages.cancel"),
      okButtonProps: { danger: true },
      autoFocusButton: "cancel",
      onOk: () => changeGroups(groups.filter((_, i) => i !== index)),
    });
  };

  const save = async (settings: PackageSettings) => {
    setSaving(true);
    setSaveError(null);
    const optional = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);
    const zip = settings.packageType === "PDF_ZIP";
    try {
      const saved = await savePackageConfiguration(http, code, {
        ...settings,
        exportRoute: settings.exportRoute.trim(),
        packageFolderName: settings.packageFolderName.trim(),
        separateFiles: settings.separateFiles ?? false,
        fileFormatName: optional(settings.fileFormatName),
        splitFileSizeMb: zip ? (settings.splitFileSizeMb ?? null) : null,
        splitFileSuffix: zip ? optional(settings.splitFileSuffix) : null,
        groups,
      });
      setDirty(false);
      queryClient.setQueryData<PackageConfiguration>(packageConfigurationKey(code), saved);
      void message.success(t("agreements.packages.saved"));
    } catch (error) {
      const chosen = selectErrorMessage(error);
      const text = chosen.text ?? t(chosen.key ?? "errors.unknown");
      // A 400 names its field first (docs/api-contract.md "Errors"): shown on that field too.
      if (isAxiosError(error) && error.response?.status === 400 && chosen.text) {
        const name = camelCase(chosen.text.split(/[\s.]/)[0] ?? "");
        if (name in form.getFieldsValue(true) || name === "splitFileSizeMb" || name === "fileFormatName")
          form.setFields([{ name: name as keyof PackageSettings, errors: [chosen.text] }]);
      }
      setSaveError(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {!loaded.configured ? (
        <Alert
          type="warning"
          showIcon
          message={t("agreements.packages.notConfigured")}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<PackageSettings>
        form={form}
        layout="vertical"
        disabled={readOnly}
        style={{ maxWidth: 720 }}
        onValuesChange={(changed: Partial<PackageSettings>) => {
          setDirty(true);
          if ("deliveryChannel" in changed && form.getFieldValue("exportRoute"))
            void form.validateFields(["exportRoute"]);
          if (changed.packageType === "PDF")
            form.setFieldsValue({ splitFileSizeMb: null, splitFileSuffix: null });
        }}
        initialValues={settingsOf(loaded)}
        onFinish={(values) => void save({ ...form.getFieldsValue(true), ...values } as PackageSettings)}
      >
        <PackageSettingsFields form={form} />

        <PackageGroups
          code={code}
          groups={groups}
          readOnly={readOnly}
          setEditing={setEditing}
          removeGroup={removeGroup}
        />
        {saveError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={t("agreements.updateError")}
            description={saveError}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {readOnly ? null : (
          <Button type="primary" htmlType="submit" loading={saving}>
            {t("agreements.packages.save")}
          </Button>
        )}
      </Form>
      {editing ? (
        <Suspense fallback={null}>
          <PackageGroupDialog group={editing.group} onDone={onGroupDone} onCancel={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
