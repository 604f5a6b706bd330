import { useEffect, useRef, useState } from "react";
import type { BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { selectErrorMessage } from "../../../../providers/http";
import { useHttp, useSession } from "../../../base/runtime-context";
import { chunk, runBulk, type BulkProgress } from "../../../lib/bulk-runner";
import {
  assemble,
  assignResponsible,
  bulkProcesses,
  changeStatus,
  cleanPackages,
  moveHeld,
  validateAccounts,
  type ProcessAnswer,
  type ProcessState,
  type ValidationResult,
} from "./calls";
import {
  IDS_PER_CALL,
  idOf,
  labelOf,
  missingOf,
  type Failure,
  type Kind,
  type Outcome,
} from "./account-action-kind";

/** What {@link useAccountActionRun} needs: the action, its accounts and the input typed in the dialog. */
export interface AccountActionRunInput {
  action: string;
  kind: Kind;
  /** The accounts whose status allows the action (the only ones sent). */
  eligible: readonly BaseRecord[];
  /** The accounts whose status does not allow it (reported, never sent). */
  skipped: readonly BaseRecord[];
  /** The status a move sends. */
  nextStatus: string | undefined;
  /** A move's message (or a disabling's reason). */
  message: string;
  /** The responsible's email ("" for none) of an assignment. */
  responsible: string | undefined;
  /** An account status as the user reads it. */
  statusText(status: unknown): string;
  /** Called when the dialog closes; `changed` when any account was changed. */
  onClose(changed: boolean): void;
}

/** The dialog's step: confirm, running, report. */
export type AccountActionPhase = "confirm" | "running" | "report";

/** What {@link useAccountActionRun} gives the dialog. */
export interface AccountActionRun {
  phase: AccountActionPhase;
  progress: BulkProgress;
  /** The polled validation process's state, once known. */
  processState: ProcessState | undefined;
  outcome: Outcome | undefined;
  /** The provider's queued processes, after a validation or a package cleaning. */
  processes: ProcessAnswer[] | "failed" | undefined;
  /** True once Stop was pressed, until the run ends. */
  stopping: boolean;
  /** Starts the run (confirm → running → report). */
  start(): Promise<void>;
  /** Closes the dialog, or stops the run while it runs (the calls in flight are aborted). */
  close(): void;
}

/**
 * The run and report of an account action (issue 7 §3): status moves send one `PUT …/status` per
 * account through the bulk runner (at most 4 in flight; a move whose answer was lost is counted
 * from what the server holds, issue 17 §3), calls taking many ids send chunks of 500, validation
 * follows its polled process; the report names every account not changed (a failure, a refused
 * status, or not processed because stopped), and for validation and package cleaning the
 * provider's queued processes are read afterwards.
 */
export function useAccountActionRun(input: AccountActionRunInput): AccountActionRun {
  const { action, kind, eligible, skipped, nextStatus, message, responsible, statusText, onClose } = input;
  const { t } = useTranslation();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const [phase, setPhase] = useState<AccountActionPhase>("confirm");
  const [progress, setProgress] = useState<BulkProgress>({ done: 0, failed: 0, total: eligible.length });
  const [processState, setProcessState] = useState<ProcessState | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const [processes, setProcesses] = useState<ProcessAnswer[] | "failed" | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const [stopping, setStopping] = useState(false);
  const changed = useRef(false);

  // Leaving the screen while running stops the run (the calls in flight are aborted).
  useEffect(() => () => controller.current?.abort(), []);

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

  return { phase, progress, processState, outcome, processes, stopping, start, close };
}
