import Progress from "antd/es/progress";
import { useTranslation } from "react-i18next";
import type { BulkProgress } from "../../../lib/bulk-runner";
import type { ProcessAnswer, ProcessState } from "./calls";
import type { Kind, Outcome } from "./account-action-kind";

/** Props of {@link AccountActionProgress}. */
export interface AccountActionProgressProps {
  running: boolean;
  progress: BulkProgress;
  /** The polled validation process's state, once known. */
  processState: ProcessState | undefined;
}

/** The progress bar and its status line (accounts finished of all, failed; a validation's state). */
export function AccountActionProgress({ running, progress, processState }: AccountActionProgressProps) {
  const { t } = useTranslation();
  const finished = progress.done + progress.failed;
  const percent = progress.total === 0 ? 100 : Math.round((finished / progress.total) * 100);
  return (
    <>
      <Progress
        percent={percent}
        status={running ? "active" : progress.failed > 0 ? "exception" : "success"}
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
  );
}

/** Props of {@link AccountActionReport}. */
export interface AccountActionReportProps {
  kind: Kind;
  outcome: Outcome;
  processes: ProcessAnswer[] | "failed" | undefined;
}

/**
 * The dialog's last step: the count of accounts affected and every account not changed with its
 * message (nothing is silently lost); for validation and package cleaning, the queued processes.
 */
export function AccountActionReport({ kind, outcome, processes }: AccountActionReportProps) {
  const { t } = useTranslation();
  return (
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
