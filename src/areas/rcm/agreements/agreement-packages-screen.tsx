import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Table from "antd/es/table";
import theme from "antd/es/theme";
import type { ColumnsType } from "antd/es/table";
import { useCan } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { isAxiosError, selectErrorMessage } from "../../../../providers/http";
import agreements from "../../../../resources/agreements";
import {
  DELIVERY_CHANNELS,
  duplicateGroupIndex,
  EXPORT_ROUTE_PATTERNS,
  EXPORT_TYPES,
  MAX_PACKAGE_GROUPS,
  MAX_SPLIT_FILE_SIZE_MB,
  PACKAGE_NAME_PATTERN,
  PACKAGE_TYPES,
  saveGroup,
  SPLIT_SUFFIX_PATTERN,
  type DeliveryChannel,
  type PackageGroup,
} from "../../../../schemas/requests/agreement-packages";
import { useAlerts } from "../../../app/alerts/alerts";
import { useHttp } from "../../../app/runtime-context";
import { Loading } from "../../../components/loading";
import { PageHeading } from "../../../components/page-heading";
import { VisuallyHidden } from "../../../components/resource/visually-hidden";
import { useUnsavedChangesWarning } from "../../../components/resource-form/use-unsaved-changes";
import { agreementConfigurationPath, PRE_SETTLEMENT_PACKAGES_ROUTE } from "./agreement-paths";
import {
  allAgreementsQuery,
  packageConfigurationKey,
  packageConfigurationQuery,
  savePackageConfiguration,
  type PackageConfiguration,
  type PackageGroupValues,
  type PackageSettings,
} from "./package-queries";

const PackageGroupDialog = lazy(() => import("./package-group-dialog"));

/** The settings a new configuration starts from (nothing is saved until the user saves). */
const DEFAULTS: Partial<PackageSettings> = {
  separateFiles: false,
  packageType: "PDF",
  exportType: "PER_INVOICE",
};

/** Which group the dialog holds: a new one, or the one at `index`. */
type Editing = { index: number; group: PackageGroupValues | null };

/** The snake_case group of the shared rules from the camel-cased one the screen keeps. */
const toWire = (group: PackageGroupValues): PackageGroup => ({
  name: group.name,
  folder: group.folder,
  file_name: group.fileName,
  supports: group.supports.map((s) => ({
    support_file_code: s.supportFileCode,
    order: s.order,
    copies: s.copies,
  })),
});
const fromWire = (group: PackageGroup): PackageGroupValues => ({
  name: group.name,
  folder: group.folder,
  fileName: group.file_name,
  supports: group.supports.map((s) => ({
    supportFileCode: s.support_file_code,
    order: s.order,
    copies: s.copies,
  })),
});

/** camelCase of a snake_case field path's first part (`split_file_size_mb` → `splitFileSizeMb`). */
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The package configuration of one agreement, at /rcm/agreements/configuration/packages and
 * /rcm/pre-settlements/package-configuration, both with `?agreementCode=` (001 §2; §3 "package
 * configuration (delivery channel email, virtual directory, S3, API or SFTP; export route; separate
 * files; package folder name; package type PDF or PDF plus ZIP; export type; file format name;
 * split file size in MB and suffix; groups with name, folder, file name and supports with order and
 * copies)"; §9 "ZIP split size in MB with a suffix"; §8 "agreement update error", "information
 * updated"; issue 8 §2). Without an agreement in the query, an agreement picker. The settings in a
 * form checked before sending with the same rules as the reference API
 * (schemas/requests/agreement-packages.ts: the export route fits the channel, the split size and
 * its suffix go together on a PDF + ZIP package), the groups in a table edited in the package group
 * dialog; a group named as another asks whether to replace it. One save sends the whole
 * configuration (`PUT …/package-configuration`); a refused save keeps everything typed and shows
 * the server's message on the field it names. Users `can()` allows `configure` (MODIFY_AGREEMENTS,
 * 000 §6) change it; the others (VIEW_AGREEMENTS) see it read-only with a note. Reached from
 * pre-settlements, it redirects to /home when the view configuration hides their navigation bar
 * (001 §2). Texts in the `agreements` part.
 */
export default function AgreementPackagesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const fromPreSettlements = pathname.startsWith(PRE_SETTLEMENT_PACKAGES_ROUTE);
  const code = (params.get("agreementCode") ?? "").trim();
  const configure = useCan({ resource: agreements.name, action: "configure" }).data;
  const http = useHttp();
  const { modal } = useAlerts();
  const configuration = useQuery({
    ...packageConfigurationQuery(http, code),
    enabled: code !== "",
    refetchOnWindowFocus: false,
  });
  const choices = useQuery(allAgreementsQuery(http));
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesWarning(dirty);

  const back = (
    <p>
      {fromPreSettlements ? (
        <Link to="/rcm/pre-settlements">{t("agreements.packages.backPreSettlements")}</Link>
      ) : (
        <Link to={code ? agreementConfigurationPath(code) : "/rcm/agreements"}>
          {t(code ? "agreements.packages.backConfiguration" : "agreements.back")}
        </Link>
      )}
    </p>
  );
  // Seeing the page, its texts (`agreements`, and `forms` for the unsaved-changes confirmation) and,
  // under pre-settlements, the navigation-bar redirect of 001 §2 are the route's gate
  // (src/areas/rcm/index.ts).
  if (configure === undefined) return <Loading />;
  const readOnly = !configure.can;

  const picker = (
    <Form layout="vertical" style={{ maxWidth: 480 }}>
      <Form.Item label={t("agreements.packages.agreement")} htmlFor="package-agreement">
        <Select
          id="package-agreement"
          showSearch
          optionFilterProp="label"
          value={code || undefined}
          placeholder={t("agreements.packages.chooseAgreement")}
          loading={choices.isPending}
          options={(choices.data ?? []).map((a) => ({
            value: a.agreementCode,
            label: `${a.agreementName} (${a.agreementCode})`,
          }))}
          onChange={(value: string) => {
            const go = () => {
              setDirty(false);
              setParams({ agreementCode: value });
            };
            if (!dirty) return go();
            modal.confirm({
              title: t("forms.unsaved.title"),
              content: t("forms.unsaved.body"),
              okText: t("forms.unsaved.leave"),
              cancelText: t("forms.unsaved.stay"),
              onOk: go,
            });
          }}
        />
      </Form.Item>
    </Form>
  );

  if (!code)
    return (
      <>
        {back}
        <PageHeading>{t("agreements.packages.title")}</PageHeading>
        <Alert type="info" showIcon message={t("agreements.packages.pick")} style={{ marginBottom: 16 }} />
        {picker}
      </>
    );

  const loaded = configuration.data;
  return (
    <>
      {back}
      <PageHeading>
        {t("agreements.packages.title")}
        {loaded?.agreementName ? ` · ${loaded.agreementName}` : ""}
      </PageHeading>
      {loaded?.payerName ? <p>{t("agreements.payer", { payer: loaded.payerName })}</p> : null}
      {fromPreSettlements ? picker : null}
      {readOnly ? (
        <Alert
          type="info"
          showIcon
          message={t("agreements.packages.readOnly")}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {configuration.isError ? (
        <Alert type="error" showIcon role="alert" message={t("agreements.packages.loadFailed")} />
      ) : !loaded ? (
        <Loading />
      ) : (
        // A fresh editor for each answer (another agreement, or the answer of a save).
        <PackageEditor
          key={`${loaded.agreementCode}/${loaded.updatedAt ?? "new"}`}
          code={code}
          loaded={loaded}
          readOnly={readOnly}
          onDirty={setDirty}
        />
      )}
    </>
  );
}

/** Props of {@link PackageEditor}. */
interface PackageEditorProps {
  code: string;
  /** The configuration as loaded; the editor starts from it. */
  loaded: PackageConfiguration;
  readOnly: boolean;
  /** Told whether the editor holds changes not saved. */
  onDirty: (dirty: boolean) => void;
}

/** Props of {@link RadioChoice}: what a Form.Item gives its control, plus the group's name. */
interface RadioChoiceProps {
  label: string;
  options: { value: string; label: string }[];
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
  "aria-required"?: "true";
  "aria-invalid"?: "true";
  "aria-describedby"?: string;
}

/**
 * Radio buttons as a named `radiogroup` carrying the state a Form.Item gives its control (required,
 * invalid, described by its message): antd's Radio.Group puts those on a plain div, which axe
 * refuses (aria-allowed-attr).
 */
function RadioChoice({ label, options, value, onChange, id, disabled, ...aria }: RadioChoiceProps) {
  return (
    <div role="radiogroup" aria-label={label} id={id} {...aria}>
      <Radio.Group
        value={value}
        disabled={disabled}
        options={options}
        onChange={(event) => onChange?.(event.target.value as string)}
      />
    </div>
  );
}

/** The settings of a loaded configuration, or the defaults of a new one. */
function settingsOf(loaded: PackageConfiguration): Partial<PackageSettings> {
  if (!loaded.configured) return DEFAULTS;
  return {
    deliveryChannel: loaded.deliveryChannel,
    exportRoute: loaded.exportRoute,
    separateFiles: loaded.separateFiles,
    packageFolderName: loaded.packageFolderName,
    packageType: loaded.packageType,
    exportType: loaded.exportType,
    fileFormatName: loaded.fileFormatName,
    splitFileSizeMb: loaded.splitFileSizeMb,
    splitFileSuffix: loaded.splitFileSuffix,
  };
}

/** The settings form, the groups and the save of one agreement's package configuration. */
function PackageEditor({ code, loaded, readOnly, onDirty }: PackageEditorProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { message, modal } = useAlerts();
  const [form] = Form.useForm<PackageSettings>();
  const [groups, setGroups] = useState<PackageGroupValues[]>(loaded.groups);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const packageType = Form.useWatch("packageType", form);
  const channel = Form.useWatch("deliveryChannel", form);
  const field = (name: string) => t(`agreements.packages.fields.${name}`);
  const required = { required: true, message: t("agreements.packages.errors.required") };
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
        const name = camel(chosen.text.split(/[\s.]/)[0] ?? "");
        if (name in form.getFieldsValue(true) || name === "splitFileSizeMb" || name === "fileFormatName")
          form.setFields([{ name: name as keyof PackageSettings, errors: [chosen.text] }]);
      }
      setSaveError(text);
    } finally {
      setSaving(false);
    }
  };

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
