import { useId, useRef, useState } from "react";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Select from "antd/es/select";
import Space from "antd/es/space";
import TextArea from "antd/es/input/TextArea";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ChangeKeys, isOutcomeUnknown } from "../../../../providers/http";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { useAccount } from "./account-context";
import { createAuditComment, type AuditType, type CommentCategory } from "./audit-comment-queries";
import { chargeOptionsQuery } from "./document-queries";
import { useCommentErrorText } from "./use-comment-error-text";

/** Props of {@link AuditCommentForm}. */
export interface AuditCommentFormProps {
  /** The audit types the user may write (at least one; the first is chosen at first). */
  writableTypes: readonly AuditType[];
  /** Called once the server stored the comment, or when a lost answer may have stored it. */
  onChanged: () => void;
}

/**
 * The new audit comment of the surrounding account (001 §3 "Audit comment", §5 "Comments cannot be
 * empty", §7): text, audit type (among those the user may write), category (general, or on a
 * charge picked by search), private flag. An empty comment or a charge comment without its charge
 * is refused with a translated message beside the field, keeping what was typed. The same comment
 * sent again after an unknown outcome carries the same key, so it is one comment (issue 17 §1).
 */
export function AuditCommentForm({ writableTypes, onChanged }: AuditCommentFormProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const { message } = useAlerts();
  const { accountId } = useAccount();
  const errorText = useCommentErrorText();
  const ids = { text: useId(), type: useId(), category: useId(), charge: useId() };
  const [draft, setDraft] = useState("");
  const [draftType, setDraftType] = useState<AuditType | undefined>(undefined);
  const [category, setCategory] = useState<CommentCategory>("GENERAL");
  const [chargeId, setChargeId] = useState<string | undefined>(undefined);
  const [chargeSearch, setChargeSearch] = useState("");
  const [privateComment, setPrivateComment] = useState(false);
  const [draftProblem, setDraftProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const commentKeys = useRef(new ChangeKeys()).current;
  const charges = useQuery({
    ...chargeOptionsQuery(http, accountId, chargeSearch),
    enabled: category === "CHARGE" && writableTypes.length > 0,
  });
  const type = draftType && writableTypes.includes(draftType) ? draftType : writableTypes[0];

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
      onChanged();
    } catch (error) {
      const text = errorText(error);
      setDraftProblem(text);
      message.error(text);
      // What the server holds is shown again (a lost answer may have saved the comment).
      if (isOutcomeUnknown(error)) onChanged();
    } finally {
      setSaving(false);
    }
  };

  return (
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
  );
}
