import { useEffect, useMemo, useRef, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import Progress from "antd/es/progress";
import Select from "antd/es/select";
import TextArea from "antd/es/input/TextArea";
import type { BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import {
  ACCOUNT_BULK_ACTIONS,
  ACCOUNT_ROW_ACTIONS,
  ACCOUNT_STATUS_MOVES,
  type StatusMoveAction,
} from "../../../../resources/account-actions";
import { selectErrorMessage } from "../../../../providers/http";
import { useHttp, useSession } from "../../../app/runtime-context";
import { rowMatches } from "../../../components/resource/row-condition";
import { chunk, runBulk, type BulkProgress } from "../../../lib/bulk-runner";
import {
  assemble,
  assignResponsible,
  bulkProcesses,
  changeStatus,
  cleanPackages,
  moveHeld,
  responsibleUsers,
  validateAccounts,
  type ProcessAnswer,
  type ProcessState,
  type ResponsibleUser,
  type ValidationResult,
} from "./calls";

/** Ids a call taking many accounts accepts at once (schemas/requests/rcm.ts `accountIds`). */
const IDS_PER_CALL = 500;

/** Props of {@link AccountActionDialog}. */
export interface AccountActionDialogProps {
  /** An action of resources/account-actions.ts (not `downloadFiles`, which opens a download window). */
  action: string;
  /** The accounts (list rows or the account detail), at least one. */
  accounts: readonly BaseRecord[];
  /** Called when the dialog closes; `changed` when any account was changed. */
  onClose(changed: boolean): void;
}

type Kind = "move" | "validate" | "clean" | "assign" | "assemble";

/** One account that was not changed, and why (already translated, or the server's text). */
interface Failure {
  account: string;
  message: string;
}

interface Outcome {
  affected: number;
  failures: Failure[];
  cancelled: boolean;
}

function kindOf(action: string): Kind {
  if (action in ACCOUNT_STATUS_MOVES) return "move";
  if (action === "validate") return "validate";
  if (action === "cleanPackageFolder") return "clean";
  if (action === "assignResponsible") return "assign";
  if (action === "assemble" || action === "reassemble") return "assemble";
  throw new Error(`No dialog for account action ${action}`);
}

const idOf = (row: BaseRecord) => String(row.id);
const labelOf = (row: BaseRecord) => String(row.invoiceNumber ?? row.id);
const missingOf = (row: BaseRecord) =>
  Math.max(0, Number(row.requiredSupportDocuments ?? 0) - Number(row.uploadedSupportDocuments ?? 0));

/**
 * The dialog of an account action, single or bulk (001 §4 "Account statuses", "Bulk actions";
 * issue 7 §3), loaded with its texts (`actions` part) on first use. Three steps:
 * 1. confirm: what will happen to how many accounts, "cannot be undone" where so, the accounts
 *    whose status does not allow it (the declaration's `when`; they are not sent), and the input
 *    the action needs (message, optional reason, responsible; for an incomplete account the count
 *    of missing documents, 001 §4);
 * 2. running: status moves send one `PUT …/status` per account through the bulk runner (at most
 *    4 in flight), calls taking many ids send chunks of 500; a progress bar, and Stop (cancel:
 *    nothing new starts, the calls in flight are aborted); validation shows the polled process's
 *    state (started, in progress, completed, error);
 * 3. report: the count of accounts affected and every account not changed with its message (a
 *    failure, a refused status, or not processed because stopped): nothing is silently lost. For
 *    validation and package cleaning, the provider's queued processes (`bulk-process-information`),
 *    which may take minutes.
 * Server texts are rendered as text.
 */
export default function AccountActionDialog({ action, accounts, onClose }: AccountActionDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const kind = kindOf(action);
  const declaration = [...ACCOUNT_ROW_ACTIONS, ...ACCOUNT_BULK_ACTIONS].find((a) => a.name === action);
  const eligible = useMemo(
    () => accounts.filter((row) => rowMatches(row, declaration?.when)),
    [accounts, declaration],
  );
  const skipped = useMemo(() => accounts.filter((row) => !eligible.includes(row)), [accounts, eligible]);
  const title = t(`accountActions.title.${action}`);
  const nextStatus = kind === "move" ? ACCOUNT_STATUS_MOVES[action as StatusMoveAction] : undefined;
  const statusText = (status: unknown) =>
    status ? t(`statuses.rcm-status-account.${String(status)}`) : t("accountActions.pendingStatus");

  const [phase, setPhase] = useState<"confirm" | "running" | "report">("confirm");
  const [message, setMessage] = useState("");
  const [responsible, setResponsible] = useState<string | undefined>(undefined);
  const [users, setUsers] = useState<ResponsibleUser[] | "failed" | undefined>(undefined);
  const [progress, setProgress] = useState<BulkProgress>({ done: 0, failed: 0, total: eligible.length });
  const [processState, setProcessState] = useState<ProcessState | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const [processes, setProcesses] = useState<ProcessAnswer[] | "failed" | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const [stopping, setStopping] = useState(false);
  const changed = useRef(false);

  // Leaving the screen while running stops the run (the calls in flight are aborted).
  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (kind !== "assign") return;
    const abort = new AbortController();
    responsibleUsers(http, provider, abort.signal).then(
      (list) => setUsers(list),
      () => !abort.signal.aborted && setUsers("failed"),
    );
    return () => abort.abort();
  }, [http, kind, provider]);

  const messageOf = (error: unknown) => {
    const chosen = selectErrorMessage(error);
    return chosen.text ?? t(chosen.key ?? "errors.unknown");
  };

  /** Runs calls that take many ids, chunk by chunk, counting accounts for the progress bar. */
  async function runChunks(
    signal: AbortSignal,
    work: (ids: string[], key: string, signal: AbortSignal) => Promise<Failure[]>,
  ): Promise<Outcome> {
    const byId = new Map(eligible.map((row) => [idOf(row), row]));
    const failures: Failure[] = [];
    let done = 0;
    let failed = 0;
    const report = await runBulk(
      chunk(eligible.map(idOf), IDS_PER_CALL),
      async (ids, context) => {
        const refused = await work(ids, context.idempotencyKey, context.signal);
        failures.push(...refused);
        failed += refused.length;
        done += ids.length - refused.length;
        setProgress({ done, failed, total: eligible.length });
      },
      { concurrency: 1, signal, messageOf },
    );
    for (const failure of report.failures)
      for (const id of failure.item)
        failures.push({ account: labelOf(byId.get(id)!), message: failure.message });
    const notStarted = report.notStarted
      .flat()
      .map((id) => ({ account: labelOf(byId.get(id)!), message: t("accountActions.report.notStarted") }));
    return {
      affected: done,
      failures: [...failures, ...notStarted],
      cancelled: report.cancelled,
    };
  }

  async function run(signal: AbortSignal): Promise<Outcome> {
    const byId = new Map(eligible.map((row) => [idOf(row), row]));
    switch (kind) {
      case "move": {
        const report = await runBulk(
          eligible,
          (row, context) => changeStatus(http, idOf(row), nextStatus!, message.trim(), context.signal),
          {
            signal,
            messageOf,
            onProgress: setProgress,
            // A move whose answer was lost is counted from what the server holds (issue 17 §3).
            confirm: (row, error) => moveHeld(http, idOf(row), nextStatus!, error, signal),
          },
        );
        return {
          affected: report.affected,
          failures: [
            ...report.failures.map((f) => ({ account: labelOf(f.item), message: f.message })),
            ...report.notStarted.map((row) => ({
              account: labelOf(row),
              message: t("accountActions.report.notStarted"),
            })),
          ],
          cancelled: report.cancelled,
        };
      }
      case "validate":
        return runChunks(signal, async (ids, key, callSignal) => {
          const process = await validateAccounts(http, ids, {
            signal: callSignal,
            idempotencyKey: key,
            onState: setProcessState,
          });
          setProcessState(process.status);
          const results = Array.isArray(process.result) ? (process.result as ValidationResult[]) : [];
          const valid = new Set(results.filter((r) => r.valid).map((r) => String(r.accountId)));
          return ids
            .filter((id) => !valid.has(id))
            .map((id) => {
              const result = results.find((r) => String(r.accountId) === id);
              return {
                account: labelOf(byId.get(id)!),
                message: result?.message ?? process.message ?? t("accountActions.report.invalid"),
              };
            });
        });
      case "clean":
        return runChunks(signal, async (ids, key, callSignal) => {
          const answer = await cleanPackages(http, ids, { signal: callSignal, idempotencyKey: key });
          return answer.skipped.map((id) => ({
            account: labelOf(byId.get(String(id)) ?? { id }),
            message: t("accountActions.report.kept"),
          }));
        });
      case "assign":
        return runChunks(signal, async (ids, key, callSignal) => {
          await assignResponsible(http, ids, responsible ? responsible : null, {
            signal: callSignal,
            idempotencyKey: key,
          });
          return [];
        });
      case "assemble": {
        const report = await runBulk(
          eligible,
          (row, context) =>
            assemble(http, idOf(row), action === "reassemble", missingOf(row) > 0, {
              signal: context.signal,
              idempotencyKey: context.idempotencyKey,
            }),
          { signal, messageOf, onProgress: setProgress },
        );
        return {
          affected: report.affected,
          failures: report.failures.map((f) => ({ account: labelOf(f.item), message: f.message })),
          cancelled: report.cancelled,
        };
      }
    }
  }

  async function start() {
    const abort = new AbortController();
    controller.current = abort;
    setPhase("running");
    setProgress({ done: 0, failed: 0, total: eligible.length });
    const result = await run(abort.signal);
    if (result.affected > 0) changed.current = true;
    const refused = skipped.map((row) => ({
      account: labelOf(row),
      message: t("accountActions.report.skipped", { status: statusText(row.status) }),
    }));
    setOutcome({ ...result, failures: [...result.failures, ...refused] });
    setPhase("report");
    controller.current = null;
    if (kind === "validate" || kind === "clean") {
      bulkProcesses(http, provider).then(
        (page) => setProcesses(page.content),
        () => setProcesses("failed"),
      );
    }
  }

  const close = () => {
    if (phase === "running") {
      setStopping(true);
      controller.current?.abort();
      return;
    }
    onClose(changed.current);
  };

  const confirmText = () => {
    const count = eligible.length;
    switch (kind) {
      case "move":
        return action === "disable"
          ? t("accountActions.confirm.disable", { count })
          : t("accountActions.confirm.move", { count, status: statusText(nextStatus) });
      case "validate":
        return t("accountActions.confirm.validate", { count });
      case "clean":
        return t("accountActions.confirm.clean", { count });
      case "assign":
        return t("accountActions.confirm.assign", { count });
      case "assemble":
        return t(`accountActions.confirm.${action === "reassemble" ? "reassemble" : "assemble"}`, {
          account: eligible[0] ? labelOf(eligible[0]) : "",
        });
    }
  };
  const missing = kind === "assemble" && eligible[0] ? missingOf(eligible[0]) : 0;
  const canStart =
    eligible.length > 0 && (kind !== "assign" || (Array.isArray(users) && responsible !== undefined));
  const finished = progress.done + progress.failed;
  const percent = progress.total === 0 ? 100 : Math.round((finished / progress.total) * 100);
  const danger = Boolean(declaration?.danger) || kind === "move";

  const footer =
    phase === "confirm" ? (
      <>
        <Button onClick={close}>{t("accountActions.buttons.cancel")}</Button>
        <Button type="primary" danger={danger} disabled={!canStart} onClick={() => void start()}>
          {missing > 0 ? t("accountActions.buttons.assembleAnyway") : t("accountActions.buttons.start")}
        </Button>
      </>
    ) : phase === "running" ? (
      <Button danger onClick={close} disabled={stopping}>
        {t(stopping ? "accountActions.progress.stopping" : "accountActions.buttons.stop")}
      </Button>
    ) : (
      <Button type="primary" onClick={close}>
        {t("accountActions.buttons.close")}
      </Button>
    );

  return (
    <Modal
      open
      title={title}
      onCancel={close}
      maskClosable={false}
      closable={phase !== "running"}
      keyboard={phase !== "running"}
      footer={footer}
      destroyOnHidden
    >
      <div data-testid="account-action-dialog" data-phase={phase}>
        {phase === "confirm" ? (
          <>
            {eligible.length > 0 ? (
              <p>{confirmText()}</p>
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
            {skipped.length > 0 && eligible.length > 0 ? (
              <p>{t("accountActions.confirm.skipped", { count: skipped.length })}</p>
            ) : null}
            {kind === "move" ? (
              <>
                <p>{t("accountActions.confirm.queued")}</p>
                <label htmlFor="account-action-message">
                  {t(action === "disable" ? "accountActions.fields.reason" : "accountActions.fields.message")}
                </label>
                <TextArea
                  id="account-action-message"
                  value={message}
                  maxLength={1000}
                  autoSize={{ minRows: 2, maxRows: 5 }}
                  onChange={(event) => setMessage(event.target.value)}
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
                    value={responsible}
                    onChange={setResponsible}
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
        ) : null}
        {phase === "running" || phase === "report" ? (
          <>
            <Progress
              percent={percent}
              status={phase === "running" ? "active" : progress.failed > 0 ? "exception" : "success"}
              aria-label={t("accountActions.progress.label")}
            />
            <p aria-live="polite" data-testid="account-action-progress">
              {t("accountActions.progress.status", {
                finished,
                total: progress.total,
                failed: progress.failed,
              })}
              {processState
                ? ` · ${t("accountActions.validation.state", {
                    state: t(`accountActions.validation.states.${processState}`),
                  })}`
                : null}
            </p>
          </>
        ) : null}
        {phase === "report" && outcome ? (
          <section aria-live="polite" data-testid="account-action-report">
            <p>
              <strong data-testid="account-action-affected">
                {t("accountActions.report.affected", { count: outcome.affected })}
              </strong>
            </p>
            {outcome.cancelled ? <p>{t("accountActions.report.cancelled")}</p> : null}
            {outcome.failures.length === 0 ? (
              <p>{t("accountActions.report.allDone")}</p>
            ) : (
              <>
                <h3 style={{ fontSize: 14, margin: "8px 0" }}>
                  {t("accountActions.report.failedTitle", { count: outcome.failures.length })}
                </h3>
                <ul
                  data-testid="account-action-failures"
                  style={{ maxHeight: 220, overflowY: "auto", paddingInlineStart: 20 }}
                >
                  {outcome.failures.map((failure, index) => (
                    <li key={`${failure.account}-${index}`}>
                      <strong>{t("accountActions.report.account", { account: failure.account })}</strong>:{" "}
                      {failure.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {kind === "validate" || kind === "clean" ? <ProcessList processes={processes} /> : null}
          </section>
        ) : null}
      </div>
    </Modal>
  );
}

/** The provider's queued processes (001 §4 "Moves are queued and may take minutes"). */
function ProcessList({ processes }: { processes: ProcessAnswer[] | "failed" | undefined }) {
  const { t } = useTranslation();
  return (
    <div data-testid="bulk-processes">
      <h3 style={{ fontSize: 14, margin: "8px 0" }}>{t("accountActions.processes.title")}</h3>
      <p>{t("accountActions.processes.note")}</p>
      {processes === "failed" ? (
        <p role="alert">{t("accountActions.processes.failed")}</p>
      ) : processes === undefined ? null : processes.length === 0 ? (
        <p>{t("accountActions.processes.empty")}</p>
      ) : (
        <ul style={{ paddingInlineStart: 20 }}>
          {processes.map((process) => (
            <li key={process.processId}>
              {t("accountActions.processes.row", {
                type: t(`accountActions.processes.types.${process.type}`, { defaultValue: process.type }),
                state: t(`accountActions.validation.states.${process.status}`, {
                  defaultValue: process.status,
                }),
                processed: process.processed,
                total: process.total,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
