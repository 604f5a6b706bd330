import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState } from "react";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Tag from "antd/es/tag";
import TextArea from "antd/es/input/TextArea";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  CHANGE_UNCONFIRMED_KEY,
  ChangeKeys,
  isOutcomeUnknown,
  selectErrorMessage,
} from "../../../../providers/http";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { TONE_COLORS } from "../../../components/resource/status-tones";
import { formatTimestamp } from "../../../lib/format";
import { useAccount, useAccountPermissions } from "./account-context";
import {
  AUDIT_PENDING_STATUSES,
  AUDIT_TYPES,
  auditCommentsQuery,
  chargeOptionsQuery,
  createAuditComment,
  deleteAuditComment,
  patchAuditComment,
  type AuditComment,
  type AuditType,
  type CommentCategory,
} from "./document-queries";

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
 * (pre-audit, concurrent). Writing (create, edit, resolve or reopen, delete after confirmation) is
 * offered per audit type only when `can()` allows its event for this account
 * (MODIFY_PRE_AUDIT_COMMENTS, MODIFY_CONCURRENT_AUDIT_COMMENTS). A comment is general or on a
 * charge. An empty comment is refused with a translated message, keeping what was typed.
 *
 * "Complete audit" (COMPLETE_AUDIT, 001 §4) shows while the account is in an audit status: it moves
 * the account to COMPLETE_AUDIT, with the conciliation letter uploaded first when one is chosen,
 * shows the audit-complete alert and reloads the account.
 */
export function AuditCommentsPanel() {
  const { t } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { message, modal } = useAlerts();
  const { accountId, account, refresh } = useAccount();
  const permitted = useAccountPermissions(COMMENT_ACTIONS);
  const ids = {
    heading: useId(),
    filter: useId(),
    text: useId(),
    type: useId(),
    category: useId(),
    charge: useId(),
  };

  const writableTypes = AUDIT_TYPES.filter((type) => permitted.has(ACTION_OF_AUDIT_TYPE[type]));
  const [shown, setShown] = useState<AuditType | "ALL">("ALL");
  const [draft, setDraft] = useState("");
  const [draftType, setDraftType] = useState<AuditType | undefined>(undefined);
  const [category, setCategory] = useState<CommentCategory>("GENERAL");
  const [chargeId, setChargeId] = useState<string | undefined>(undefined);
  const [chargeSearch, setChargeSearch] = useState("");
  const [privateComment, setPrivateComment] = useState(false);
  const [draftProblem, setDraftProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<{ id: string; text: string; problem: string | null } | null>(null);
  const [completing, setCompleting] = useState(false);

  const comments = useQuery(auditCommentsQuery(http, accountId));
  const commentKeys = useRef(new ChangeKeys()).current;
  const charges = useQuery({
    ...chargeOptionsQuery(http, accountId, chargeSearch),
    enabled: category === "CHARGE" && writableTypes.length > 0,
  });
  const visible = useMemo(
    () => (comments.data ?? []).filter((c) => shown === "ALL" || c.auditType === shown),
    [comments.data, shown],
  );
  const type = draftType && writableTypes.includes(draftType) ? draftType : writableTypes[0];

  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: auditCommentsQuery(http, accountId).queryKey }),
    [accountId, http, queryClient],
  );
  /** The server's text, else the default comment error of 001 §8. */
  const errorText = useCallback(
    (error: unknown) => {
      const chosen = selectErrorMessage(error);
      // An unknown outcome has its own words (issue 17 §3); any other failure without text, 001 §8's.
      if (chosen.key === CHANGE_UNCONFIRMED_KEY) return t(chosen.key);
      return chosen.text ?? t("documents.comments.error");
    },
    [t],
  );

  const create = async () => {
    if (draft.trim() === "") {
      const text = t("documents.comments.missing");
      setDraftProblem(text);
      message.warning(text);
      return;
    }
    if (!type) return;
    if (category === "CHARGE" && !chargeId) {
      setDraftProblem(t("documents.comments.chargeRequired"));
      return;
    }
    setDraftProblem(null);
    setSaving(true);
    const input = { comment: draft.trim(), privateComment, auditType: type, category, chargeId };
    try {
      // The same comment sent again (after an unknown outcome) is the same change: one comment.
      await createAuditComment(http, accountId, input, commentKeys.keyFor(input));
      commentKeys.settled();
      setDraft("");
      setPrivateComment(false);
      message.success(t("documents.comments.created"));
      reload();
    } catch (error) {
      const text = errorText(error);
      setDraftProblem(text);
      message.error(text);
      // What the server holds is shown again (a lost answer may have saved the comment).
      if (isOutcomeUnknown(error)) reload();
    } finally {
      setSaving(false);
    }
  };

  const saveEdit = async (comment: AuditComment) => {
    if (!editing) return;
    if (editing.text.trim() === "") {
      const text = t("documents.comments.missing");
      setEditing({ ...editing, problem: text });
      message.warning(text);
      return;
    }
    try {
      await patchAuditComment(http, accountId, {
        commentId: comment.commentId,
        comment: editing.text.trim(),
      });
      setEditing(null);
      message.success(t("documents.comments.edited"));
      reload();
    } catch (error) {
      const text = errorText(error);
      setEditing({ ...editing, problem: text });
      message.error(text);
    }
  };

  const toggleResolved = async (comment: AuditComment) => {
    try {
      await patchAuditComment(http, accountId, { commentId: comment.commentId, resolved: !comment.resolved });
      message.success(t("documents.comments.edited"));
      reload();
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const confirmDelete = (comment: AuditComment) => {
    modal.confirm({
      title: t("documents.comments.confirmDeleteTitle"),
      content: t("documents.comments.confirmDeleteBody"),
      okText: t("documents.comments.delete"),
      cancelText: t("documents.common.cancel"),
      okButtonProps: { danger: true },
      autoFocusButton: "cancel",
      onOk: async () => {
        try {
          await deleteAuditComment(http, accountId, comment.commentId);
          message.success(t("documents.comments.deleted"));
          reload();
        } catch (error) {
          message.error(errorText(error));
        }
      },
    });
  };

  const canComplete =
    permitted.has("completeAudit") && AUDIT_PENDING_STATUSES.includes(String(account.status ?? ""));
  const loadError = comments.isError ? selectErrorMessage(comments.error) : null;

  return (
    <section aria-labelledby={ids.heading} className="audit-comments-panel">
      <div
        id={ids.heading}
        style={{ display: "flex", justifyContent: "space-between", gap: 12, flexWrap: "wrap" }}
      >
        <PageHeading level={2}>{t("documents.comments.title")}</PageHeading>
        {canComplete ? (
          <Button type="primary" onClick={() => setCompleting(true)}>
            {t("documents.audit.complete")}
          </Button>
        ) : null}
      </div>

      <div role="group" aria-labelledby={ids.filter} style={{ marginBottom: 12 }}>
        <span id={ids.filter} style={{ marginInlineEnd: 8 }}>
          {t("documents.comments.auditType")}
        </span>
        <Radio.Group
          name={ids.filter}
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
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
          style={{ marginBottom: 16 }}
        >
          <label htmlFor={ids.text} style={{ display: "block", marginBottom: 4 }}>
            {t("documents.comments.new")}
          </label>
          <TextArea
            id={ids.text}
            value={draft}
            maxLength={4000}
            autoSize={{ minRows: 2, maxRows: 8 }}
            placeholder={t("documents.comments.placeholder")}
            aria-invalid={draftProblem ? true : undefined}
            aria-describedby={draftProblem ? `${ids.text}-problem` : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              if (draftProblem) setDraftProblem(null);
            }}
          />
          {draftProblem ? (
            <div id={`${ids.text}-problem`} role="alert" style={{ color: "#cf1322", marginTop: 4 }}>
              {draftProblem}
            </div>
          ) : null}
          <Space wrap style={{ marginTop: 8 }}>
            <span>
              <label htmlFor={ids.type} style={{ marginInlineEnd: 6 }}>
                {t("documents.comments.auditType")}
              </label>
              <Select
                id={ids.type}
                size="small"
                style={{ minWidth: 160 }}
                value={type}
                onChange={(value: AuditType) => setDraftType(value)}
                options={writableTypes.map((value) => ({
                  value,
                  label: t(`documents.comments.types.${value}`),
                }))}
              />
            </span>
            <span>
              <label htmlFor={ids.category} style={{ marginInlineEnd: 6 }}>
                {t("documents.comments.category")}
              </label>
              <Select
                id={ids.category}
                size="small"
                style={{ minWidth: 140 }}
                value={category}
                onChange={(value: CommentCategory) => setCategory(value)}
                options={(["GENERAL", "CHARGE"] as const).map((value) => ({
                  value,
                  label: t(`documents.comments.categories.${value}`),
                }))}
              />
            </span>
            {category === "CHARGE" ? (
              <span>
                <label htmlFor={ids.charge} style={{ marginInlineEnd: 6 }}>
                  {t("documents.comments.charge")}
                </label>
                <Select
                  id={ids.charge}
                  size="small"
                  style={{ minWidth: 240 }}
                  showSearch
                  filterOption={false}
                  onSearch={setChargeSearch}
                  loading={charges.isFetching}
                  value={chargeId}
                  onChange={(value: string) => setChargeId(value)}
                  options={(charges.data ?? []).map((charge) => ({
                    value: charge.id,
                    label: [charge.code, charge.description].filter(Boolean).join(" · "),
                  }))}
                />
              </span>
            ) : null}
            <Checkbox checked={privateComment} onChange={(e) => setPrivateComment(e.target.checked)}>
              {t("documents.comments.private")}
            </Checkbox>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t("documents.comments.submit")}
            </Button>
          </Space>
        </form>
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
      <ol aria-label={t("documents.comments.listLabel")} style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {visible.map((comment) => {
          const writable = permitted.has(ACTION_OF_AUDIT_TYPE[comment.auditType]);
          const isEditing = editing?.id === comment.commentId;
          return (
            <li
              key={comment.commentId}
              data-testid="audit-comment"
              style={{ borderBottom: "1px solid #f0f0f0", padding: "8px 0" }}
            >
              <Space size={4} wrap>
                <Tag>{t(`documents.comments.types.${comment.auditType}`)}</Tag>
                <Tag>
                  {comment.category === "CHARGE" && comment.chargeCode
                    ? t("documents.comments.onCharge", { code: comment.chargeCode })
                    : t(`documents.comments.categories.${comment.category}`)}
                </Tag>
                <Tag style={TONE_COLORS[comment.resolved ? "green" : "orange"]}>
                  {comment.resolved ? t("documents.comments.resolved") : t("documents.comments.open")}
                </Tag>
                {comment.privateComment ? <Tag>{t("documents.comments.privateTag")}</Tag> : null}
                <span style={{ color: "rgba(0,0,0,0.55)", fontSize: 12 }}>
                  {t("documents.comments.by", {
                    name: comment.authorName ?? comment.authorEmail ?? "",
                    date: formatTimestamp(comment.createdAt),
                  })}
                </span>
              </Space>
              {isEditing ? (
                <div style={{ marginTop: 6 }}>
                  <TextArea
                    aria-label={t("documents.comments.editLabel")}
                    value={editing.text}
                    maxLength={4000}
                    autoSize={{ minRows: 2, maxRows: 8 }}
                    onChange={(e) => setEditing({ ...editing, text: e.target.value, problem: null })}
                  />
                  {editing.problem ? (
                    <div role="alert" style={{ color: "#cf1322", marginTop: 4 }}>
                      {editing.problem}
                    </div>
                  ) : null}
                  <Space style={{ marginTop: 6 }}>
                    <Button size="small" type="primary" onClick={() => void saveEdit(comment)}>
                      {t("documents.comments.save")}
                    </Button>
                    <Button size="small" onClick={() => setEditing(null)}>
                      {t("documents.common.cancel")}
                    </Button>
                  </Space>
                </div>
              ) : (
                <p style={{ whiteSpace: "pre-wrap", margin: "6px 0" }}>{comment.comment}</p>
              )}
              {writable && !isEditing ? (
                <Space size={0} wrap>
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      setEditing({ id: comment.commentId, text: comment.comment, problem: null })
                    }
                  >
                    {t("documents.comments.edit")}
                  </Button>
                  <Button type="link" size="small" onClick={() => void toggleResolved(comment)}>
                    {comment.resolved ? t("documents.comments.reopen") : t("documents.comments.resolve")}
                  </Button>
                  <Button type="link" size="small" danger onClick={() => confirmDelete(comment)}>
                    {t("documents.comments.delete")}
                  </Button>
                </Space>
              ) : null}
            </li>
          );
        })}
      </ol>

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
