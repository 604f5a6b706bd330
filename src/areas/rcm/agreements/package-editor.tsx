import Alert from "antd/es/alert";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { packageSettingsForm } from "../../../../schemas/forms/agreement-packages";
import { duplicateGroupIndex, saveGroup } from "../../../../schemas/requests/agreement-packages";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { ResourceForm } from "../../../components/resource-form";
import { PackageGroups } from "./package-groups";
import {
  packageConfigurationKey,
  savePackageConfiguration,
  type PackageConfiguration,
  type PackageGroupValues,
  type PackageSettings,
} from "./package-queries";
import { fromWire, settingsOf, toWire, type Editing } from "./package-settings";

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

/** An optional text: trimmed, or `null` (which clears it) when empty. */
const optional = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * The settings form, the groups and the save of one agreement's package configuration: the
 * declared `packageSettingsForm` rendered by `ResourceForm` with the groups' table inside it, one
 * save sending the whole configuration (`PUT …/package-configuration`); a refused save keeps
 * everything typed and shows the server's message on the field it names and at the top
 * (001 §8 "agreement update error").
 */
export function PackageEditor({ code, loaded, readOnly, onDirty }: PackageEditorProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { message, modal } = useAlerts();
  const [groups, setGroups] = useState<PackageGroupValues[]>(loaded.groups);
  const [groupsChanged, setGroupsChanged] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const changeGroups = (next: PackageGroupValues[]) => {
    setGroups(next);
    setGroupsChanged(true);
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

  const save = async (data: Record<string, unknown>) => {
    const settings = data as unknown as PackageSettings;
    const zip = settings.packageType === "PDF_ZIP";
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
    onDirty(false);
    // A fresh editor starts from the answer (the screen keys it by the answer's time).
    queryClient.setQueryData<PackageConfiguration>(packageConfigurationKey(code), saved);
    void message.success(t("agreements.packages.saved"));
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
      <div style={{ maxWidth: 720 }}>
        <ResourceForm
          declaration={packageSettingsForm}
          mode="create"
          defaults={settingsOf(loaded)}
          readOnly={readOnly}
          onSubmit={save}
          submitLabel={t("agreements.packages.save")}
          saveErrorKey="agreements.updateError"
          changed={groupsChanged}
          onDirty={onDirty}
        >
          <PackageGroups
            code={code}
            groups={groups}
            readOnly={readOnly}
            setEditing={setEditing}
            removeGroup={removeGroup}
          />
        </ResourceForm>
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <PackageGroupDialog group={editing.group} onDone={onGroupDone} onCancel={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
