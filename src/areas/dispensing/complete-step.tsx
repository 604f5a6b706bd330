import Button from "antd/es/button";
import Input from "antd/es/input";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChangeKeys } from "../../../providers/http";
import { useCurrencyOfCode, useHttp } from "../../base/runtime-context";
import type { Flow } from "../../components/flow";
import { WireDatePicker } from "../../components/wire-date-picker";
import { todayWire } from "../../lib/dates";
import { formatMoney } from "../../lib/format";
import { DispensingActions, useDispensingErrorText } from "./dispensing-actions";
import type { DispensingFlowState } from "./dispensing-flow";
import { completeDispensation, type Dispensation } from "./dispensing-queries";

/** Props of {@link CompleteStep}. */
export interface CompleteStepProps {
  flow: Flow<DispensingFlowState>;
  /** The sponsor's answer (APPROVED), polled or changed. */
  answer: Dispensation | undefined;
  /** Called with the completed dispensation (the flow then ends at /home). */
  onCompleted: (done: Dispensation) => void;
}

type Problem = "documentNumber" | "documentDate";

/**
 * The completion (000 §7 `POST /dispensing/v1/dispensations/{id}/complete`, body amount,
 * documentDate, documentNumber, providerTransactionId; issue 21 §2): the dispensing document's
 * number and date (not after today) and, optionally, the provider's transaction id; the amount is
 * the dispensation's total, shown. One Idempotency-Key per input: a second press or a lost answer's
 * retry completes once. What is typed stays in this step's memory only.
 */
export function CompleteStep({ flow, answer, onCompleted }: CompleteStepProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const currencyOf = useCurrencyOfCode();
  const errorText = useDispensingErrorText();
  const keys = useRef(new ChangeKeys()).current;
  const [documentNumber, setDocumentNumber] = useState("");
  const [documentDate, setDocumentDate] = useState<string | undefined>(todayWire());
  const [transactionId, setTransactionId] = useState("");
  const [problems, setProblems] = useState<Problem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = todayWire();

  const complete = async () => {
    if (busy || !answer || answer.total === null) return;
    const found: Problem[] = [];
    if (documentNumber.trim() === "" || documentNumber.trim().length > 40) found.push("documentNumber");
    if (!documentDate || documentDate > today) found.push("documentDate");
    setProblems(found);
    if (found.length > 0) {
      document.getElementById(`dispensing-${found[0]}`)?.focus();
      return;
    }
    const body = {
      amount: answer.total,
      documentDate: documentDate ?? today,
      documentNumber: documentNumber.trim(),
      ...(transactionId.trim() ? { providerTransactionId: transactionId.trim() } : {}),
    };
    setBusy(true);
    setFailure(null);
    try {
      const done = await completeDispensation(http, answer.id, body, keys.keyFor({ id: answer.id, body }));
      keys.settled();
      onCompleted(done);
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  const problem = (name: Problem) =>
    problems.includes(name) ? (
      <div id={`dispensing-${name}-problem`} role="alert" style={{ color: "#a8071a" }}>
        {t(`dispensing.errors.${name}`)}
      </div>
    ) : null;
  const invalid = (name: Problem) =>
    problems.includes(name)
      ? { status: "error" as const, "aria-describedby": `dispensing-${name}-problem`, "aria-invalid": true }
      : {};

  return (
    <section>
      <p style={{ fontWeight: 600 }}>
        {t("dispensing.complete.amount", {
          amount: answer?.total == null ? "" : formatMoney(answer.total, currencyOf(answer.currencyCode)),
        })}
      </p>
      <div style={{ display: "grid", gap: 12, maxWidth: 360 }}>
        <label htmlFor="dispensing-documentNumber">{t("dispensing.complete.documentNumber")}</label>
        <Input
          id="dispensing-documentNumber"
          value={documentNumber}
          maxLength={40}
          onChange={(e) => setDocumentNumber(e.target.value)}
          {...invalid("documentNumber")}
        />
        {problem("documentNumber")}
        <label htmlFor="dispensing-documentDate">{t("dispensing.complete.documentDate")}</label>
        <WireDatePicker
          id="dispensing-documentDate"
          value={documentDate}
          onChange={setDocumentDate}
          max={today}
          {...invalid("documentDate")}
        />
        {problem("documentDate")}
        <label htmlFor="dispensing-providerTransactionId">
          {t("dispensing.complete.providerTransactionId")}
        </label>
        <Input
          id="dispensing-providerTransactionId"
          value={transactionId}
          maxLength={60}
          onChange={(e) => setTransactionId(e.target.value)}
        />
      </div>
      <DispensingActions
        flow={flow}
        failure={failure}
        finish={
          <Button type="primary" loading={busy} onClick={() => void complete()}>
            {t("dispensing.actions.complete")}
          </Button>
        }
      />
    </section>
  );
}
