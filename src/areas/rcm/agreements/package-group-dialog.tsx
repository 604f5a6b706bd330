import Modal from "antd/es/modal";
import { useTranslation } from "react-i18next";
import { packageGroupForm } from "../../../../schemas/forms/agreement-packages";
import { ResourceForm } from "../../../components/resource-form";
import type { PackageGroupValues } from "./package-queries";

/** Props of {@link PackageGroupDialog}. */
export interface PackageGroupDialogProps {
  /** The group edited, or `null` for a new one. */
  group: PackageGroupValues | null;
  /** Called with the group as typed once it is valid (the caller checks the name against the others). */
  onDone: (group: PackageGroupValues) => void;
  onCancel: () => void;
}

/**
 * The package group dialog (001 §2 "Screens implied: … package group dialog"; §3 "groups with name,
 * folder, file name and supports with order and copies"; issue 8 §2): the declared form
 * `packageGroupForm` (schemas/forms/agreement-packages.ts) rendered by `ResourceForm` — name,
 * folder and file name of the group and its support documents as rows, each with its order in the
 * group's file and its copies (1–10), chosen among the provider's support documents (001 §7
 * `GET support-files`, sorted by name; a new row takes the next order). Checks what it can before
 * closing (required fields, folder and file names without path characters, at least one support, a
 * support once, orders distinct); the screen then asks whether a repeated group name replaces the
 * other group, the dialog keeping what was typed meanwhile. Everything by keyboard: Enter in a field
 * submits, Escape cancels. Texts in the `agreements` part.
 */
export default function PackageGroupDialog({ group, onDone, onCancel }: PackageGroupDialogProps) {
  const { t } = useTranslation();
  // A new group starts with one support row, its document not chosen yet (the select shows empty).
  const initial = group ?? { supports: [{ order: 1, copies: 1 }] };

  const done = async (data: Record<string, unknown>) => {
    const values = data as unknown as PackageGroupValues;
    onDone({
      name: values.name.trim(),
      folder: values.folder.trim(),
      fileName: values.fileName.trim(),
      supports: values.supports.map((s) => ({
        supportFileCode: s.supportFileCode,
        order: s.order,
        copies: s.copies,
      })),
    });
    return Promise.resolve();
  };

  return (
    <Modal
      open
      title={t(group ? "agreements.packages.group.editTitle" : "agreements.packages.group.createTitle")}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      width={720}
    >
      <ResourceForm
        declaration={packageGroupForm}
        mode="create"
        defaults={{ ...initial }}
        onSubmit={done}
        submitLabel={t("agreements.packages.group.ok")}
        onCancel={onCancel}
      />
    </Modal>
  );
}
