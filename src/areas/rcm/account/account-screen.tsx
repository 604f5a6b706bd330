import { useCallback } from "react";
import Tabs from "antd/es/tabs";
import { useInvalidate } from "@refinedev/core";
import { useLocation, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { Loading } from "../../../components/loading";
import { useSearchWriter } from "../../../components/resource/use-search-writer";
import type { ScreenProps } from "../../define-area";
import { AccountCharges } from "./account-charges";
import { AccountContext } from "./account-context";
import { AccountHeader } from "./account-header";
import { AuditCommentsPanel } from "./audit-comments-panel";
import { LoadError } from "./load-error";
import { SupportDocumentsPanel } from "./support-documents-panel";
import { useAccountLoader } from "./use-account-loader";

/** The tabs of the account screen; the selected one is the URL's `tab` (no patient data). */
export const ACCOUNT_TABS = ["charges", "documents", "comments"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tab a `tab=` value selects: a known tab, else the charges. */
export function tabOf(value: string | null): AccountTab {
  return (ACCOUNT_TABS as readonly string[]).includes(value ?? "") ? (value as AccountTab) : "charges";
}

/**
 * The account detail at /rcm/account/:id (001 §2 "account/{accountId}", §3, §4, §7; issue 7 §2),
 * registered as `accounts.show` with the text parts `account`, `documents` and `actions`
 * (src/areas/rcm/index.ts). It loads in parallel (./use-account-loader.ts), the account
 * (`GET rcm/v1/accounts/{id}`) and the caller's per-account restricted events and support-file
 * restrictions (001 §7); until all three are in it shows the spinner (never "no restrictions"), a
 * failure shows a translated error with a retry (./load-error.tsx). Then it provides
 * {@link AccountContext} to the header (fields, status, alerts, actions) and to the tabs (keyboard
 * accessible: arrow keys move between tabs): charges (a nested list), support documents and audit
 * comments. The selected tab lives in the URL (`tab=`), never patient data.
 */
export default function AccountScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const { id: accountId = "" } = useParams();
  const invalidate = useInvalidate();
  // The charges list hangs under the account too: reloading the account reloads it.
  const refreshCharges = useCallback(
    () => void invalidate({ resource: "charges", dataProviderName: "rcm", invalidates: ["list"] }),
    [invalidate],
  );
  const { value, error, retrying, retry } = useAccountLoader(accountId, refreshCharges);
  if (error && !value) {
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
  return (
    <AccountContext.Provider value={value}>
      <article data-testid="account-screen">
        <AccountHeader />
        <AccountTabs />
      </article>
    </AccountContext.Provider>
  );
}

/** The account's sections as tabs; the selection is written to the URL's `tab` (Back undoes it). */
function AccountTabs() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const write = useSearchWriter();
  const active = tabOf(new URLSearchParams(search).get("tab"));
  const select = (key: string) =>
    write((current) => {
      const next = new URLSearchParams(current);
      if (key === "charges") next.delete("tab");
      else next.set("tab", key);
      return next;
    });
  return (
    <section aria-label={t("account.tabs.label")} style={{ marginTop: 16 }}>
      <Tabs
        activeKey={active}
        onChange={select}
        items={[
          { key: "charges", label: t("account.tabs.charges"), children: <AccountCharges /> },
          { key: "documents", label: t("account.tabs.documents"), children: <SupportDocumentsPanel /> },
          { key: "comments", label: t("account.tabs.comments"), children: <AuditCommentsPanel /> },
        ]}
      />
    </section>
  );
}
