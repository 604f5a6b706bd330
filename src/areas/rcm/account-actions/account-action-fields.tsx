import { useEffect, useState } from "react";
import Alert from "antd/es/alert";
import Select from "antd/es/select";
import TextArea from "antd/es/input/TextArea";
import { useTranslation } from "react-i18next";
import { useHttp, useSession } from "../../../base/runtime-context";
import { responsibleUsers, type ResponsibleUser } from "./calls";
import type { Kind } from "./account-action-kind";

/** The users an assignment may pick (read once, only for `assign`); "failed" when they could not be read. */
export function useResponsibleUsers(kind: Kind): ResponsibleUser[] | "failed" | undefined {
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const [users, setUsers] = useState<ResponsibleUser[] | "failed" | undefined>(undefined);
  useEffect(() => {
    if (kind !== "assign") return;
    const abort = new AbortController();
    responsibleUsers(http, provider, abort.signal).then(
      (list) => setUsers(list),
      () => !abort.signal.aborted && setUsers("failed"),
    );
    return () => abort.abort();
  }, [http, kind, provider]);
  return users;
}

/** Props of {@link AccountActionConfirm}. */
export interface AccountActionConfirmProps {
  action: string;
  kind: Kind;
  /** What will happen to how many accounts (empty when none is eligible). */
  confirmText: string;
  eligibleCount: number;
  skippedCount: number;
  /** Missing support documents of an account to assemble (0 otherwise). */
  missing: number;
  message: string;
  onMessage(message: string): void;
  users: ResponsibleUser[] | "failed" | undefined;
  responsible: string | undefined;
  onResponsible(responsible: string): void;
}

/**
 * The dialog's first step (001 §4): what will happen to how many accounts, the accounts whose
 * status does not allow it, the count of missing documents of an incomplete account, and the input
 * the action needs (a move's message or a disabling's reason; an assignment's responsible).
 */
export function AccountActionConfirm(props: AccountActionConfirmProps) {
  const { action, kind, eligibleCount, skippedCount, missing, users } = props;
  const { t } = useTranslation();
  return (
    <>
      {eligibleCount > 0 ? (
        <p>{props.confirmText}</p>
      ) : (
        <Alert type="warning" showIcon message={t("accountActions.confirm.nothing")} />
      )}
      {missing > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t("accountActions.confirm.incomplete", { count: missing })}
        />
      ) : null}
      {skippedCount > 0 && eligibleCount > 0 ? (
        <p>{t("accountActions.confirm.skipped", { count: skippedCount })}</p>
      ) : null}
      {kind === "move" ? (
        <>
          <p>{t("accountActions.confirm.queued")}</p>
          <label htmlFor="account-action-message">
            {t(action === "disable" ? "accountActions.fields.reason" : "accountActions.fields.message")}
          </label>
          <TextArea
            id="account-action-message"
            value={props.message}
            maxLength={1000}
            autoSize={{ minRows: 2, maxRows: 5 }}
            onChange={(event) => props.onMessage(event.target.value)}
          />
        </>
      ) : null}
      {kind === "assign" ? (
        users === "failed" ? (
          <Alert type="error" showIcon role="alert" message={t("accountActions.usersFailed")} />
        ) : (
          <>
            <label htmlFor="account-action-responsible">{t("accountActions.fields.responsible")}</label>
            <Select
              id="account-action-responsible"
              style={{ width: "100%" }}
              loading={users === undefined}
              placeholder={t("accountActions.fields.pickResponsible")}
              value={props.responsible}
              onChange={props.onResponsible}
              showSearch
              optionFilterProp="label"
              options={[
                { value: "", label: t("accountActions.fields.noResponsible") },
                ...(Array.isArray(users) ? users : []).map((user) => ({
                  value: user.emailAddress,
                  label: `${user.name} (${user.emailAddress})`,
                })),
              ]}
            />
          </>
        )
      ) : null}
    </>
  );
}
