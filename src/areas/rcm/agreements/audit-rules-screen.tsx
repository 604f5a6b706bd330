import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import Space from "antd/es/space";
import Table from "antd/es/table";
import theme from "antd/es/theme";
import type { ColumnsType } from "antd/es/table";
import { useCan, useDelete } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import auditRules from "../../../../resources/audit-rules";
import type { AuditRule } from "../../../../schemas/entities/audit-rule";
import { useAlerts } from "../../../base/alerts/alerts";
import { useCurrency, useHttp } from "../../../base/runtime-context";
import { Loading } from "../../../components/loading";
import { PageHeading } from "../../../components/page-heading";
import { ResourceForm } from "../../../components/resource-form";
import { VisuallyHidden } from "../../../components/resource/visually-hidden";
import { formatMoney } from "../../../lib/format";
import { auditRulesKey, auditRulesQuery } from "../queries";
import { agreementConfigurationPath } from "./agreement-paths";
import { useAgreementSummary } from "./agreement-summary";

/** The page's title naming its agreement (issue 19 §9), as its configuration's does. */
function AuditRulesHeading({ code }: { code: string }) {
  const { t } = useTranslation();
  const name = useAgreementSummary(code).result?.agreementName;
  return (
    <PageHeading>
      {t("agreements.auditRules.title")}
      {name ? ` · ${name}` : ""}
    </PageHeading>
  );
}

/** What the dialog holds: a new rule, or the rule `id` being edited. */
type Editing = { mode: "create" } | { mode: "edit"; id: string };

/**
 * The audit rules of one agreement at /rcm/agreements/audit-rule?agreementCode=… (001 §2
 * "agreements/audit-rule": service, plan coverage, min and max invoice amount, audit type, PMIS;
 * issue 8 §2): a table of the rules, oldest first, and, for users `can()` allows it
 * (MODIFY_AGREEMENTS, 000 §6), a dialog with the declared form (schemas/forms/audit-rule.ts,
 * rendered by the lazy `ResourceForm`: translated validation, min ≤ max, a 400 shown on the field
 * it names, typed values kept) to add or edit a rule, and a confirmed delete. Users with
 * VIEW_AGREEMENTS only read the table, with a note. Nothing shows before the permission answers are
 * in (hidden beats disabled). Texts in the `agreements` part.
 */
export default function AuditRulesScreen() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const code = (params.get("agreementCode") ?? "").trim();
  const create = useCan({ resource: auditRules.name, action: "create" }).data;
  const edit = useCan({ resource: auditRules.name, action: "edit" }).data;
  const remove = useCan({ resource: auditRules.name, action: "delete" }).data;
  const http = useHttp();
  const currency = useCurrency("rcm");
  const queryClient = useQueryClient();
  const { message, modal } = useAlerts();
  const { mutateAsync: deleteRule } = useDelete();
  const [editing, setEditing] = useState<Editing | null>(null);
  const pathParams = useMemo(() => ({ agreementCode: code }), [code]);
  const rules = useQuery({
    ...auditRulesQuery({ http }, auditRules.endpoint, code),
    enabled: code !== "",
  });

  const back = (
    <p>
      <Link to={code ? agreementConfigurationPath(code) : "/rcm/agreements"}>
        {t(code ? "agreements.auditRules.back" : "agreements.back")}
      </Link>
    </p>
  );
  if (!code)
    return (
      <>
        <PageHeading>{t("agreements.auditRules.title")}</PageHeading>
        <Alert type="info" showIcon message={t("agreements.missing")} />
        {back}
      </>
    );
  // Seeing the rules at all is the route's gate (src/areas/rcm/index.ts `access`).
  if (create === undefined || edit === undefined || remove === undefined) return <Loading />;

  const refresh = () => queryClient.invalidateQueries({ queryKey: auditRulesKey(code) });
  const serviceOf = (rule: AuditRule) => rule.serviceType;
  const confirmDelete = (rule: AuditRule) => {
    modal.confirm({
      title: t("agreements.auditRules.confirmDeleteTitle"),
      content: t("agreements.auditRules.confirmDeleteBody"),
      okText: t("agreements.auditRules.delete"),
      cancelText: t("agreements.auditRules.cancel"),
      okButtonProps: { danger: true },
      autoFocusButton: "cancel",
      onOk: async () => {
        try {
          await deleteRule({
            resource: auditRules.name,
            dataProviderName: auditRules.service,
            id: rule.id,
            meta: { endpoint: auditRules.endpoint, pathParams },
            successNotification: false,
            errorNotification: false,
          });
          void message.success(t("agreements.auditRules.deleted"));
        } catch {
          void message.error(t("agreements.auditRules.deleteFailed"));
        }
        await refresh();
      },
    });
  };

  const field = (name: string) => t(`resources.audit-rules.fields.${name}`);
  const text = (value: string | null | undefined) => (value ? value : t("agreements.auditRules.none"));
  const columns: ColumnsType<AuditRule> = [
    { key: "serviceType", title: field("serviceType"), dataIndex: "serviceType" },
    { key: "planCoverage", title: field("planCoverage"), render: (_, rule) => text(rule.planCoverage) },
    {
      key: "minInvoiceAmount",
      title: field("minInvoiceAmount"),
      align: "right",
      render: (_, rule) => formatMoney(rule.minInvoiceAmount, currency),
    },
    {
      key: "maxInvoiceAmount",
      title: field("maxInvoiceAmount"),
      align: "right",
      render: (_, rule) =>
        rule.maxInvoiceAmount === null || rule.maxInvoiceAmount === undefined
          ? t("agreements.auditRules.noMaximum")
          : formatMoney(rule.maxInvoiceAmount, currency),
    },
    {
      key: "auditType",
      title: field("auditType"),
      render: (_, rule) => t(`resources.audit-rules.values.auditType.${rule.auditType}`),
    },
    { key: "pmis", title: field("pmis"), render: (_, rule) => text(rule.pmis) },
  ];
  if (edit.can || remove.can)
    columns.push({
      key: "actions",
      title: t("agreements.auditRules.actions"),
      render: (_, rule) => (
        <Space size={0}>
          {edit.can ? (
            <Button
              type="link"
              aria-label={t("agreements.auditRules.editRule", { service: serviceOf(rule) })}
              onClick={() => setEditing({ mode: "edit", id: rule.id })}
            >
              {t("agreements.auditRules.edit")}
            </Button>
          ) : null}
          {remove.can ? (
            <Button
              type="link"
              danger
              aria-label={t("agreements.auditRules.deleteRule", { service: serviceOf(rule) })}
              onClick={() => confirmDelete(rule)}
            >
              {t("agreements.auditRules.delete")}
            </Button>
          ) : null}
        </Space>
      ),
    });

  const close = () => setEditing(null);
  return (
    <>
      {back}
      <div style={{ display: "flex", justifyContent: "space-between", gap: 12, flexWrap: "wrap" }}>
        <AuditRulesHeading code={code} />
        {create.can ? (
          <Button type="primary" onClick={() => setEditing({ mode: "create" })}>
            {t("agreements.auditRules.new")}
          </Button>
        ) : null}
      </div>
      {!create.can && !edit.can ? (
        <Alert
          type="info"
          showIcon
          message={t("agreements.auditRules.readOnly")}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {rules.isError ? (
        <Alert type="error" showIcon role="alert" message={t("agreements.auditRules.loadFailed")} />
      ) : (
        <Table<AuditRule>
          rowKey="id"
          size="small"
          loading={rules.isPending}
          columns={columns}
          dataSource={rules.data ?? []}
          pagination={false}
          caption={<VisuallyHidden>{t("agreements.auditRules.caption", { code })}</VisuallyHidden>}
          // antd draws an empty table's text in its disabled grey, under 4.5:1 (axe color-contrast).
          locale={{
            emptyText: (
              <span style={{ color: token.colorTextSecondary }}>{t("agreements.auditRules.empty")}</span>
            ),
          }}
        />
      )}
      <Modal
        open={editing !== null}
        title={t(
          editing?.mode === "edit" ? "agreements.auditRules.editTitle" : "agreements.auditRules.createTitle",
        )}
        onCancel={close}
        footer={null}
        destroyOnHidden
        width={640}
      >
        {editing ? (
          <ResourceForm
            key={editing.mode === "edit" ? editing.id : "new"}
            declaration={auditRules}
            mode={editing.mode}
            id={editing.mode === "edit" ? editing.id : undefined}
            pathParams={pathParams}
            snakeBody
            onSaved={() => {
              close();
              void refresh();
            }}
            onCancel={close}
          />
        ) : null}
      </Modal>
    </>
  );
}
