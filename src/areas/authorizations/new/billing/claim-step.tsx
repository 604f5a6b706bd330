import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Spin from "antd/es/spin";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { ChangeKeys, PollFailedError, selectErrorMessage } from "../../../../../providers/http";
import { V2_ADDITIONAL_DOCUMENT_POLICY, V2_MAX_FILES } from "../../../../../schemas/upload-policies";
import { useAlerts } from "../../../../base/alerts/alerts";
import { useCurrency, useHttp } from "../../../../base/runtime-context";
import { FileDropZone } from "../../../../components/file-drop-zone";
import { WireDatePicker } from "../../../../components/wire-date-picker";
import { todayWire } from "../../../../lib/dates";
import { checkFiles, typesText } from "../../../../lib/file-check";
import { formatBytes, formatMoney } from "../../../../lib/format";
import { usePolledJob } from "../../../../lib/use-polled-job";
import { useProviderSlug } from "../search/lookup-http";
import { NewAuthorizationActions } from "../new-authorization-actions";
import type { StepProps } from "../step-props";
import {
  claimCreation,
  deskAuthorizations,
  invoiceErrors,
  invoiceRequired,
  type InvoiceErrors,
} from "./billing-answer";
import {
  clearBillingMemory,
  invoiceInMemory,
  keepInvoice,
  keepSupportFiles,
  supportFilesInMemory,
} from "./billing-memory";
import { claimSent } from "./billing-state";
import { valueLabel } from "../../../../lib/value-label";
import { completedRequestQuery, createClaim, finishClaim, type ClaimJobAnswer } from "./claim-queries";

const PENDING = ["IN_PROGRESS"] as const;

/**
 * The claim (000 §4 "Claim creation", §5, §7, §8; issue 20 §6): the invoice's data where the
 * sponsor asks it (commas removed from the amount before sending), optional support documents (at
 * most 10, the one file check), then the claim created (202 polled by `usePolledJob`, its Location
 * in the draft so a reload polls it again; one Idempotency-Key per submission). ERROR stops the
 * flow: the error said, the new authorization cleared, /home. Otherwise the doctor and biometric
 * data attached, the documents uploaded, the flow finished and /home with the success said (an
 * alert that outlives the navigation, not a reload).
 */
export function ClaimStep({ flow }: StepProps) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const provider = useProviderSlug();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useAlerts();
  const currency = useCurrency("claims-desk");
  const { requestId, authorizationId, claimLocation } = flow.state;
  const answer = useQuery(completedRequestQuery(http, requestId));
  const authorization = deskAuthorizations(answer.data?.authorizations ?? []).find(
    (a) => a.id === authorizationId,
  );
  const needsInvoice = invoiceRequired(authorization);
  const [invoice, setInvoice] = useState(invoiceInMemory);
  const [errors, setErrors] = useState<InvoiceErrors>({});
  const [files, setFiles] = useState<File[]>(supportFilesInMemory);
  const [problem, setProblem] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const keys = useRef(new ChangeKeys()).current;
  const { update, finish } = flow;
  const job = usePolledJob<ClaimJobAnswer>(http, {
    location: claimLocation,
    pendingStatuses: PENDING,
    onAccepted: (accepted) => update((s) => claimSent(s, accepted.location)),
  });

  const leave = (text: string, ok: boolean) => {
    clearBillingMemory();
    finish();
    // The home list reads the new authorization afresh (every cached answer marked stale, none refetched here).
    void queryClient.invalidateQueries({ refetchType: "none" });
    if (ok) message.success(text);
    else message.error(text);
    navigate("/home");
  };

  // A failure to send or poll (not the sponsor's ERROR) is said here; the user may try again.
  const jobProblem =
    job.status === "failed" && !(job.error instanceof PollFailedError)
      ? (selectErrorMessage(job.error).text ??
        t(selectErrorMessage(job.error).key ?? "newAuthorization.claim.errors.unknown"))
      : null;
  const started = useRef(false);

  // The claim's end: ERROR stops the flow (000 §8 claim creation failure); success completes it.
  useEffect(() => {
    if (job.status === "failed" && job.error instanceof PollFailedError) {
      const body = job.error.body as ClaimJobAnswer;
      leave(t("newAuthorization.claim.errors.creation", { reason: body.message ?? "" }), false);
      return;
    }
    if (job.status !== "done" || !job.result?.claimId || started.current) return;
    started.current = true;
    const claimId = job.result.claimId;
    const finish = async () => {
      setFinishing(true);
      try {
        const { claim, sent } = await finishClaim(
          http,
          provider,
          claimId,
          {
            doctor_license_number: flow.state.doctorLicense,
            doctor_name: flow.state.doctorName,
            doctor_specialty: flow.state.doctorSpecialty,
            ...(flow.state.biometricReadingId ? { biometric_reading_id: flow.state.biometricReadingId } : {}),
          },
          supportFilesInMemory(),
        );
        // The result said on /home is the claim as read back (issue 20 §6), not this step's belief.
        const code = authorization?.authorizationCode ?? "";
        const status = valueLabel(t, "statuses.claim-status", claim.claimStatus);
        if (claim.claimStatus === "COMPLETED" && claim.files.length >= sent)
          leave(t("newAuthorization.claim.success", { code }), true);
        else
          leave(
            t("newAuthorization.claim.readBack", { code, status, files: claim.files.length, sent }),
            false,
          );
      } catch (error) {
        const chosen = selectErrorMessage(error);
        started.current = false;
        setFinishing(false);
        setProblem(chosen.text ?? t(chosen.key ?? "newAuthorization.claim.errors.unknown"));
      }
    };
    void finish();
    // The job's end is what moves this step; the rest is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job.status, job.result, job.error]);

  const changeInvoice = (patch: Partial<typeof invoice>) => {
    const next = { ...invoice, ...patch };
    setInvoice(next);
    keepInvoice(next);
  };

  const addFiles = (chosen: File[]) => {
    // 000 §5: each file checked on its own (one at a time), at most 10 in all.
    let next = files;
    for (const file of chosen) {
      const check = checkFiles(V2_ADDITIONAL_DOCUMENT_POLICY, [file], { held: next.length });
      if (!check.ok) {
        setProblem(
          t(check.key, {
            name: file.name,
            types: typesText(V2_ADDITIONAL_DOCUMENT_POLICY),
            size: formatBytes(V2_ADDITIONAL_DOCUMENT_POLICY.maxBytes, i18n.language),
            max: V2_MAX_FILES,
          }),
        );
        break;
      }
      next = [...next, file];
    }
    if (next.length === files.length) return;
    if (next.length === files.length + chosen.length) setProblem(null);
    setFiles(next);
    keepSupportFiles(next);
  };

  const create = () => {
    if (!authorization) return;
    if (needsInvoice) {
      const found = invoiceErrors(invoice, todayWire());
      setErrors(found);
      if (Object.keys(found).length > 0) {
        document.getElementById(`claim-invoice-${Object.keys(found)[0]}`)?.focus();
        return;
      }
    }
    setProblem(null);
    const body = claimCreation(authorization.id, needsInvoice ? invoice : null);
    const key = keys.keyFor(body);
    job.start(() => createClaim(http, provider, body, key));
  };

  const busy = job.status === "starting" || job.status === "polling" || finishing;
  const field = (name: keyof typeof invoice) => ({
    id: `claim-invoice-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `claim-invoice-${name}-error` : undefined,
  });
  const fieldError = (name: keyof typeof invoice) =>
    errors[name] ? (
      <div id={`claim-invoice-${name}-error`} role="alert" className="pp-field-error">
        {t(errors[name]!)}
      </div>
    ) : null;

  if (answer.isPending) return <Spin />;
  return (
    <>
      {authorization ? (
        <p>
          {t("newAuthorization.claim.summary", {
            code: authorization.authorizationCode,
            amount: formatMoney(authorization.amount, currency),
            total: formatMoney(authorization.totalToPay, currency),
          })}
        </p>
      ) : null}
      {needsInvoice ? (
        <fieldset style={{ border: 0, padding: 0, display: "grid", gap: 8, maxWidth: 420 }}>
          <legend>{t("newAuthorization.claim.invoice.title")}</legend>
          <label htmlFor="claim-invoice-number">{t("newAuthorization.claim.invoice.number")}</label>
          <Input
            {...field("number")}
            value={invoice.number}
            onChange={(e) => changeInvoice({ number: e.target.value })}
          />
          {fieldError("number")}
          <label htmlFor="claim-invoice-date">{t("newAuthorization.claim.invoice.date")}</label>
          <WireDatePicker
            {...field("date")}
            value={invoice.date || undefined}
            max={todayWire()}
            onChange={(value) => changeInvoice({ date: value ?? "" })}
          />
          {fieldError("date")}
          <label htmlFor="claim-invoice-amount">{t("newAuthorization.claim.invoice.amount")}</label>
          <Input
            {...field("amount")}
            inputMode="decimal"
            value={invoice.amount}
            onChange={(e) => changeInvoice({ amount: e.target.value })}
          />
          {fieldError("amount")}
        </fieldset>
      ) : null}
      <div style={{ marginTop: 12 }}>
        <label htmlFor="claim-support-files">{t("newAuthorization.claim.documents.label")}</label>
        <FileDropZone
          id="claim-support-files"
          describedBy="claim-support-files-hint"
          multiple
          disabled={busy}
          onFiles={addFiles}
        >
          <p id="claim-support-files-hint" style={{ margin: 0, padding: "0 12px" }}>
            {t("newAuthorization.claim.documents.hint", {
              types: typesText(V2_ADDITIONAL_DOCUMENT_POLICY),
              size: formatBytes(V2_ADDITIONAL_DOCUMENT_POLICY.maxBytes, i18n.language),
              max: V2_MAX_FILES,
            })}
          </p>
        </FileDropZone>
        {files.length > 0 ? (
          <ul>
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                {file.name} ({formatBytes(file.size, i18n.language)}){" "}
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => {
                    const next = files.filter((_, i) => i !== index);
                    setFiles(next);
                    keepSupportFiles(next);
                  }}
                >
                  {t("newAuthorization.claim.documents.remove", { name: file.name })}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div aria-live="polite">{busy ? <p>{t("newAuthorization.claim.working")}</p> : null}</div>
      {problem || jobProblem ? (
        <Alert type="error" showIcon role="alert" message={problem ?? jobProblem} style={{ marginTop: 12 }} />
      ) : null}
      <NewAuthorizationActions
        flow={flow}
        onCancel={clearBillingMemory}
        finish={
          <Button type="primary" onClick={create} loading={busy} disabled={!authorization}>
            {t("newAuthorization.claim.create")}
          </Button>
        }
      />
    </>
  );
}
