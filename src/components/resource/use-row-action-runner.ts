import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BaseRecord } from "@refinedev/core";
import type { ActionDeclaration } from "../../../resources/define-resource";
import { selectErrorMessage } from "../../../providers/http";
import { useAlerts } from "../../base/alerts/alerts";

/**
 * What an action handler may answer: an i18n key of the success message to show, or `quiet` when
 * the handler reported the outcome itself (its dialog) or the user cancelled it, so the list shows
 * no message of its own.
 */
export interface ActionOutcome {
  successKey?: string;
  quiet?: boolean;
  /** After a bulk action: the rows changed, clear the list's selection. */
  clearSelection?: boolean;
  /**
   * The action changed nothing the list shows (a download): the list does not refetch. A download
   * of 50 accounts refetched the grid it started from, whose answer and re-render competed with
   * the download's first prepare calls (docs/performance.md "downloadWindow: the grid refetched").
   */
  unchanged?: boolean;
}

/** A row action's work, given by the screen. */
export type RowActionHandler = (row: BaseRecord) => Promise<ActionOutcome | void> | ActionOutcome | void;
/** A bulk action's work, given by the screen. */
export type BulkActionHandler = (rows: BaseRecord[]) => Promise<ActionOutcome | void> | ActionOutcome | void;

/** The last outcome, for the list's live region. */
export interface LastOutcome {
  type: "success" | "error";
  text: string;
}

/**
 * Runs row and bulk actions: asks for confirmation first when the declaration says `confirm: true`
 * (`resources.<name>.actions.<action>.confirmTitle|confirmBody`, e.g. "cannot be reverted"),
 * shows the handler's success message or the error text chosen by `selectErrorMessage` (000 §8,
 * as text), then calls `onDone` (the list refetches) unless the outcome says nothing changed. Messages and confirmations through `useAlerts`.
 */
export function useActionRunner(resource: string, onDone: () => void) {
  const { t } = useTranslation();
  const { modal, message } = useAlerts();
  const [running, setRunning] = useState<string | null>(null);
  const [last, setLast] = useState<LastOutcome | null>(null);

  const execute = useCallback(
    async (key: string, work: () => Promise<ActionOutcome | void> | ActionOutcome | void) => {
      setRunning(key);
      let outcome: ActionOutcome | void = undefined;
      try {
        outcome = await work();
        if (outcome?.quiet) return;
        const text = outcome?.successKey ? t(outcome.successKey) : t("list.actionDone");
        setLast({ type: "success", text });
        message.success(text);
      } catch (error) {
        const chosen = selectErrorMessage(error);
        const text = chosen.text ?? t(chosen.key ?? "errors.unknown");
        setLast({ type: "error", text });
        message.error(text);
      } finally {
        setRunning(null);
        if (!outcome?.unchanged) onDone();
      }
    },
    [message, onDone, t],
  );

  const run = useCallback(
    (
      action: ActionDeclaration,
      key: string,
      work: () => Promise<ActionOutcome | void> | ActionOutcome | void,
    ) => {
      // "dialog": the handler's dialog asks for confirmation itself.
      if (action.confirm !== true) {
        void execute(key, work);
        return;
      }
      const base = `resources.${resource}.actions.${action.name}`;
      modal.confirm({
        title: t(`${base}.confirmTitle`),
        content: t(`${base}.confirmBody`),
        okText: t(`${base}.confirmOk`, { defaultValue: t("list.confirm") }),
        cancelText: t("list.cancel"),
        okButtonProps: { danger: action.danger },
        autoFocusButton: "cancel",
        onOk: () => execute(key, work),
      });
    },
    [execute, modal, resource, t],
  );

  return { run, running, last };
}
