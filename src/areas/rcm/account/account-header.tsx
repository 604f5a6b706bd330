import Alert from "antd/es/alert";
import { useCan } from "@refinedev/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AccountDetail } from "../../../../schemas/entities/account-detail";
import { useCurrency, useCurrencyOfCode } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { CountCell } from "../../../components/resource/cells";
import { StatusTag } from "../../../components/resource/status-tag";
import { VisuallyHidden } from "../../../components/resource/visually-hidden";
import { formatMoney, formatTimestamp, rowCurrency } from "../../../lib/format";
import { valueLabel } from "../../../lib/value-label";
import {
  IDENTITY_DOCUMENT_TYPE_CATALOGUE,
  INVOICE_SOURCE_CATALOGUE,
  PLAN_TYPE_CATALOGUE,
  SERVICE_TYPE_CATALOGUE,
} from "../../../../schemas/entities/value-catalogues";
import { AccountActions } from "./account-actions";
import { useAccount } from "./account-context";
import { DetailFields, isBlank, type DetailField } from "./detail-fields";
import { accountPath } from "./paths";

type Related = NonNullable<AccountDetail["childAccounts"]>[number];

/** A link to a related account (parent, child, reassigned), named by its invoice number. */
function AccountLink({ account }: { account: Related }) {
  const { t } = useTranslation();
  const invoice = account.invoiceNumber ?? String(account.id);
  return (
    <Link to={accountPath(account.id)} aria-label={t("account.openAccount", { invoice })}>
      {invoice}
    </Link>
  );
}

/**
 * The header of the account detail (001 §3 "Detail adds", §4, §8 "Alerts"; issue 7 §2): invoice
 * number and status tag, the account actions (./account-actions.tsx), every detail field of 001 §3
 * (service type, plan type, invoice source and the patient's identity document type by their
 * catalogue labels, issue 19 §3), and the alerts the account calls for:
 * - status `ERROR`: the reason of its last change log, shown as an error (server text, as text);
 * - `hasUnconfiguredProducts`: the pending-product-configuration alert, linking to
 *   /rcm/products-configuration for users allowed to see it;
 * - status `NON_PROCESSABLE`: why (a child of an already invoiced parent), with its parent; and an
 *   account with non-processable children lists them.
 */
export function AccountHeader() {
  const { t } = useTranslation();
  const { account } = useAccount();
  // The alert links to the products configuration for users who may see it (issue 8 §3; 000 §1, §6).
  const canViewProducts = useCan({ resource: "products-configuration", action: "list" }).data?.can === true;
  const currency = rowCurrency(account, useCurrency("rcm"), useCurrencyOfCode());
  const invoice = account.invoiceNumber;
  const fields: DetailField[] = [
    { key: "patientName", label: t("account.fields.patientName"), value: account.patientName },
    { key: "patientId", label: t("account.fields.patientId"), value: account.patientId },
    {
      key: "patientDocument",
      label: t("account.fields.patientDocument"),
      value: [
        valueLabel(t, IDENTITY_DOCUMENT_TYPE_CATALOGUE.labels, account.patientDocumentType ?? ""),
        account.patientDocumentNumber,
      ]
        .filter((v) => !isBlank(v))
        .join(" "),
    },
    { key: "payerName", label: t("account.fields.payerName"), value: account.payerName },
    {
      key: "serviceTypeName",
      label: t("account.fields.serviceTypeName"),
      value: valueLabel(t, SERVICE_TYPE_CATALOGUE.labels, account.serviceTypeName ?? ""),
    },
    {
      key: "agreement",
      label: t("account.fields.agreement"),
      value: [account.agreementName, account.agreementCode && `(${account.agreementCode})`]
        .filter((v) => !isBlank(v))
        .join(" "),
    },
    {
      key: "agreementPlanType",
      label: t("account.fields.agreementPlanType"),
      value: valueLabel(t, PLAN_TYPE_CATALOGUE.labels, account.agreementPlanType ?? ""),
    },
    {
      key: "healthcarePlanCoverage",
      label: t("account.fields.healthcarePlanCoverage"),
      value: account.healthcarePlanCoverage,
    },
    {
      key: "invoiceAmount",
      label: t("account.fields.invoiceAmount"),
      value: formatMoney(account.invoiceAmount, currency),
    },
    {
      key: "invoiceSource",
      label: t("account.fields.invoiceSource"),
      value: valueLabel(t, INVOICE_SOURCE_CATALOGUE.labels, account.invoiceSource ?? ""),
    },
    {
      key: "invoiceDateTime",
      label: t("account.fields.invoiceDateTime"),
      value: formatTimestamp(account.invoiceDateTime),
    },
    {
      key: "invoiceOriginProviderBranchName",
      label: t("account.fields.invoiceOriginProviderBranchName"),
      value: account.invoiceOriginProviderBranchName,
    },
    { key: "settlementNumber", label: t("account.fields.settlementNumber"), value: account.settlementNumber },
    { key: "externalId", label: t("account.fields.externalId"), value: account.externalId },
    { key: "authorizationId", label: t("account.fields.authorizationId"), value: account.authorizationId },
    {
      key: "reassignedInvoice",
      label: t("account.fields.reassignedInvoice"),
      value:
        account.reassignedAccountId == null || isBlank(account.reassignedAccountId) ? (
          account.reassignedInvoiceNumber
        ) : (
          <AccountLink
            account={{ id: account.reassignedAccountId, invoiceNumber: account.reassignedInvoiceNumber }}
          />
        ),
    },
    {
      key: "childEvents",
      label: t("account.fields.childEvents"),
      value: (account.childEvents ?? []).join(", "),
    },
    { key: "originEventId", label: t("account.fields.originEventId"), value: account.originEventId },
    { key: "createdAt", label: t("account.fields.createdAt"), value: formatTimestamp(account.createdAt) },
    { key: "responsibleName", label: t("account.fields.responsibleName"), value: account.responsibleName },
    {
      key: "supportDocuments",
      label: t("account.fields.supportDocuments"),
      value: (
        <CountCell uploaded={account.uploadedSupportDocuments} required={account.requiredSupportDocuments} />
      ),
    },
  ];
  const nonProcessableChildren = account.nonProcessableChildren ?? [];
  return (
    <header data-testid="account-header">
      <p style={{ marginBottom: 8 }}>
        <Link to="/rcm/home">{t("account.backToList")}</Link>
      </p>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 12, alignItems: "center" }}>
        <PageHeading level={1}>
          {isBlank(invoice) ? t("account.titleWithoutInvoice") : t("account.title", { invoice })}
        </PageHeading>
        <span style={{ marginBottom: 8 }}>
          <VisuallyHidden>{t("account.status")}: </VisuallyHidden>
          <StatusTag category="rcm-status-account" value={account.status} />
        </span>
        <div style={{ marginInlineStart: "auto", marginBottom: 8 }}>
          <AccountActions />
        </div>
      </div>
      {account.status === "ERROR" ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="account-error-reason"
          style={{ marginBottom: 12 }}
          message={t("account.errorState.title")}
          description={account.lastChangeLog?.reasonOfChange ?? t("account.errorState.noReason")}
        />
      ) : null}
      {account.hasUnconfiguredProducts === true ? (
        <Alert
          type="warning"
          showIcon
          data-testid="account-unconfigured-products"
          style={{ marginBottom: 12 }}
          message={t("account.unconfiguredProducts.title")}
          description={
            <>
              {t("account.unconfiguredProducts.body")}
              {canViewProducts ? (
                <>
                  {" "}
                  <Link to="/rcm/products-configuration">{t("account.unconfiguredProducts.link")}</Link>
                </>
              ) : null}
            </>
          }
        />
      ) : null}
      {account.status === "NON_PROCESSABLE" ? (
        <Alert
          type="info"
          showIcon
          data-testid="account-non-processable"
          style={{ marginBottom: 12 }}
          message={t("account.nonProcessable.title")}
          description={
            <>
              <p style={{ margin: 0 }}>{t("account.nonProcessable.body")}</p>
              {account.parentAccount ? (
                <p style={{ margin: 0 }}>
                  {t("account.nonProcessable.parent")} <AccountLink account={account.parentAccount} />
                </p>
              ) : null}
            </>
          }
        />
      ) : null}
      {nonProcessableChildren.length > 0 ? (
        <Alert
          type="info"
          showIcon
          data-testid="account-non-processable-children"
          style={{ marginBottom: 12 }}
          message={t("account.nonProcessable.childrenTitle")}
          description={
            <>
              <p style={{ margin: 0 }}>{t("account.nonProcessable.childrenBody")}</p>
              <ul style={{ margin: 0 }}>
                {nonProcessableChildren.map((child) => (
                  <li key={String(child.id)}>
                    <AccountLink account={child} />
                  </li>
                ))}
              </ul>
            </>
          }
        />
      ) : null}
      <DetailFields fields={fields} label={t("account.details")} />
    </header>
  );
}
