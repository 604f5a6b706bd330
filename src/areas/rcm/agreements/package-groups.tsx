import Button from "antd/es/button";
import Space from "antd/es/space";
import Table from "antd/es/table";
import theme from "antd/es/theme";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { MAX_PACKAGE_GROUPS } from "../../../../schemas/requests/agreement-packages";
import { VisuallyHidden } from "../../../components/resource/visually-hidden";
import type { Editing } from "./package-settings";
import type { PackageGroupValues } from "./package-queries";

/**
 * The package groups of the configuration in a table (name, folder, file name, supports with order
 * and copies); unless read-only, a button to add one (up to the most allowed) and, per group, edit
 * and remove.
 */
export function PackageGroups({
  code,
  groups,
  readOnly,
  setEditing,
  removeGroup,
}: {
  code: string;
  groups: PackageGroupValues[];
  readOnly: boolean;
  /** Opens the group dialog on a new group or on the one at the index. */
  setEditing: (editing: Editing) => void;
  /** Asks whether to remove the group at the index. */
  removeGroup: (index: number) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const field = (name: string) => t(`agreements.packages.fields.${name}`);
  const supportsText = (group: PackageGroupValues) =>
    [...group.supports]
      .sort((a, b) => a.order - b.order)
      .map((s) =>
        t("agreements.packages.supportLine", { order: s.order, code: s.supportFileCode, count: s.copies }),
      )
      .join(", ");
  const columns: ColumnsType<PackageGroupValues> = [
    { key: "name", title: field("groupName"), dataIndex: "name" },
    { key: "folder", title: field("folder"), dataIndex: "folder" },
    { key: "fileName", title: field("fileName"), dataIndex: "fileName" },
    { key: "supports", title: field("supports"), render: (_, group) => supportsText(group) },
  ];
  if (!readOnly)
    columns.push({
      key: "actions",
      title: t("agreements.packages.actions"),
      render: (_, group, index) => (
        <Space size={0}>
          <Button
            type="link"
            aria-label={t("agreements.packages.editGroupNamed", { name: group.name })}
            onClick={() => setEditing({ index, group })}
          >
            {t("agreements.packages.editGroup")}
          </Button>
          <Button
            type="link"
            danger
            aria-label={t("agreements.packages.removeGroupNamed", { name: group.name })}
            onClick={() => removeGroup(index)}
          >
            {t("agreements.packages.removeGroup.ok")}
          </Button>
        </Space>
      ),
    });

  return (
    <>
      <div style={{ display: "flex", justifyContent: "space-between", gap: 12, flexWrap: "wrap" }}>
        <h2 style={{ fontSize: 18, margin: "8px 0" }}>{t("agreements.packages.groups")}</h2>
        {!readOnly && groups.length < MAX_PACKAGE_GROUPS ? (
          <Button onClick={() => setEditing({ index: -1, group: null })}>
            {t("agreements.packages.addGroup")}
          </Button>
        ) : null}
      </div>
      <Table<PackageGroupValues>
        rowKey="name"
        size="small"
        columns={columns}
        dataSource={groups}
        pagination={false}
        style={{ marginBottom: 16 }}
        caption={<VisuallyHidden>{t("agreements.packages.groupsCaption", { code })}</VisuallyHidden>}
        locale={{
          emptyText: (
            <span style={{ color: token.colorTextSecondary }}>{t("agreements.packages.noGroups")}</span>
          ),
        }}
      />
    </>
  );
}
