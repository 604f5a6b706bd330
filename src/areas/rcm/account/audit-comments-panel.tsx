import { lazy, Suspense, useCallback, useId, useMemo, useState } from "react";
import Button from "antd/es/button";
import Radio from "antd/es/radio";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { AUDIT_PENDING_STATUSES } from "../../../../schemas/account-actions";
import { selectErrorMessage } from "../../../../providers/http";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { useAccount, useAccountPermissions } from "./account-context";
import { AuditCommentForm } from "./audit-comment-form";
import { AuditCommentList } from "./audit-comment-list";
import { AUDIT_TYPES, auditCommentsQuery, type AuditType } from "./audit-comment-queries";

/** The complete-audit dialog (antd Modal, Progress): loaded when first opened. */
const CompleteAuditDialog = lazy(() => import("./complete-audit-dialog"));

/** The `accounts` declaration's actions this panel asks `can()` about (resources/accounts.ts `access`). */
export const COMMENT_ACTIONS = [
  "modifyPreAuditComments",
  "modifyConcurrentAuditComments",
  "completeAudit",
] as const;

/** The action (and so the event, 000 §6) that writing a comment of an audit type needs. */
export const ACTION_OF_AUDIT_TYPE: Record<AuditType, (typeof COMMENT_ACTIONS)[number]> = {
  PRE_AUDIT: "modifyPreAuditComments",
  CONCURRENT: "modifyConcurrentAuditComments",
};

/**
 * The audit comments of the account of the surrounding account screen (001 §3 "Audit comment",
 * §5 "Comments cannot be empty", §7, §8 "Comment alerts"), newest first, filtered by audit type
 * (pre-audit, concurrent). Writing (create, `audit-comment-form.tsx`; edit, resolve or reopen,
 * delete after confirmation, `audit-comment-list.tsx`) is offered per audit type only when `can()`
 * allows its event for this account (MODIFY_PRE_AUDIT_COMMENTS, MODIFY_CONCURRENT_AUDIT_COMMENTS).
 * A comment is general or on a charge. An empty comment is refused with a translated message,
 * keeping what was typed.
 *
 * "Complete audit" (COMPLETE_AUDIT, 001 §4) shows while the account is in an audit status: it moves
 * the account to COMPLETE_AUDIT, with the conciliation letter uploaded first when one is chosen,
 * shows the audit-complete alert and reloads the account.
 */
export function AuditCommentsPanel() {
  const { t } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { message } = useAlerts();
  const { accountId, account, refresh } = useAccount();
  const permitted = useAccountPermissions(COMMENT_ACTIONS);
  const headingId = useId();
  const filterId = useId();

  const writableTypes = AUDIT_TYPES.filter((type) => permitted.has(ACTION_OF_AUDIT_TYPE[type]));
  const [shown, setShown] = useState<AuditType | "ALL">("ALL");
  const [completing, setCompleting] = useState(false);

  const comments = useQuery(auditCommentsQuery(http, accountId));
  const visible = useMemo(
    () => (comments.data ?? []).filter((c) => shown === "ALL" || c.auditType === shown),
    [comments.data, shown],
  );

  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: auditCommentsQuery(http, accountId).queryKey }),
    [accountId, http, queryClient],
  );

  const canComplete =
    permitted.has("completeAudit") && AUDIT_PENDING_STATUSES.includes(String(account.status ?? ""));
  const loadError = comments.isError ? selectErrorMessage(comments.error) : null;

  return (
    <section aria-labelledby={headingId} className="audit-comments-panel">
      <div
        id={headingId}
        style={{ display: "flex", justifyContent: "space-between", gap: 12, flexWrap: "wrap" }}
      >
        <PageHeading level={2}>{t("documents.comments.title")}</PageHeading>
        {canComplete ? (
          <Button type="primary" onClick={() => setCompleting(true)}>
            {t("documents.audit.complete")}
          </Button>
        ) : null}
      </div>

      <div role="group" aria-labelledby={filterId} style={{ marginBottom: 12 }}>
        <span id={filterId} style={{ marginInlineEnd: 8 }}>
          {t("documents.comments.auditType")}
        </span>
        <Radio.Group
          name={filterId}
          optionType="button"
          size="small"
          value={shown}
          onChange={(e) => setShown(e.target.value as AuditType | "ALL")}
          options={(["ALL", ...AUDIT_TYPES] as const).map((value) => ({
            value,
            label: t(`documents.comments.types.${value}`),
          }))}
        />
      </div>

      {writableTypes.length > 0 ? (
        <AuditCommentForm writableTypes={writableTypes} onChanged={reload} />
      ) : null}

      {loadError ? (
        <div role="alert" style={{ marginBottom: 12 }}>
          {t("documents.comments.loadFailed")} {loadError.text ?? t(loadError.key ?? "errors.unknown")}{" "}
          <Button size="small" onClick={() => void comments.refetch()}>
            {t("documents.panel.retry")}
          </Button>
        </div>
      ) : null}

      {comments.isSuccess && visible.length === 0 ? <p>{t("documents.comments.empty")}</p> : null}
      <AuditCommentList comments={visible} writableTypes={writableTypes} onChanged={reload} />

      {completing ? (
        <Suspense fallback={null}>
          <CompleteAuditDialog
            accountId={accountId}
            onCancel={() => setCompleting(false)}
            onDone={() => {
              setCompleting(false);
              message.success(t("documents.audit.success"));
              refresh();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
