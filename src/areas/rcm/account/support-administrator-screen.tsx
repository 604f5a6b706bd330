import { use } from "react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { loadTexts } from "../../../../providers/i18n";
import { Loading } from "../../../components/loading";
import { PageHeading } from "../../../components/page-heading";
import { StatusTag } from "../../../components/resource/status-tag";
import { AccountContext } from "./account-context";
import { LoadError } from "./load-error";
import { accountPath } from "./paths";
import { SupportDocumentsPanel } from "./support-documents-panel";
import { useAccountLoader } from "./use-account-loader";

/**
 * The support administrator at /rcm/support-administrator/:accountId (001 §2 "support documents
 * administration"; issue 7 §2): one account's support documents on a page of their own, for the
 * staff who gather and fix documents without the rest of the account detail. It loads the account
 * and the caller's per-account restrictions (./use-account-loader.ts, never acting before they are
 * in), shows the invoice number, status and a link to the account detail, and renders
 * {@link SupportDocumentsPanel} with every action gated as on the account screen. Registered as an
 * area route under the RCM layout (role permissions loaded first); its texts (`account` for the
 * load errors, `documents`) load with it.
 */
export default function SupportAdministratorScreen() {
  const { t, i18n } = useTranslation();
  // The texts load in parallel with the account's calls; the route's Suspense shows the spinner meanwhile.
  const documentTexts = loadTexts(i18n, "documents");
  const accountTexts = loadTexts(i18n, "account");
  use(documentTexts);
  use(accountTexts);
  const { accountId = "" } = useParams();
  const { value, error, retrying, retry } = useAccountLoader(accountId);

  if (!value && error) {
    return (
      <LoadError
        prefix="account"
        error={error}
        retrying={retrying}
        onRetry={retry}
        back={{ to: "/rcm/home", label: t("account.backToList") }}
      />
    );
  }
  if (!value) return <Loading />;
  const { account } = value;
  return (
    <AccountContext.Provider value={value}>
      <article data-testid="support-administrator">
        {/* Named by the account's invoice number, as the account detail is (issue 19 §9). */}
        <PageHeading>
          {t("documents.admin.title")}
          {account.invoiceNumber ? ` · ${account.invoiceNumber}` : ""}
        </PageHeading>
        <p style={{ display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }}>
          <span>{t("documents.admin.account", { invoice: account.invoiceNumber ?? accountId })}</span>
          <StatusTag category="rcm-status-account" value={account.status} />
          <Link to={accountPath(accountId)}>{t("documents.admin.back")}</Link>
        </p>
        <SupportDocumentsPanel />
      </article>
    </AccountContext.Provider>
  );
}
