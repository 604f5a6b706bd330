import Input from "antd/es/input";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  SETTLEMENT_DOCUMENT_POLICY as POLICY,
  SETTLEMENT_DOCUMENT_TYPES,
  type BillingFields,
  type SettlementDocumentType,
} from "../../../../schemas/settlements/settlement-rules";
import { useHttp } from "../../../base/runtime-context";
import { LabelledFileDropZone } from "../../../components/file-drop-zone";
import { useErrorText } from "../../../components/use-error-text";
import { WireDatePicker } from "../../../components/wire-date-picker";
import { checkFiles, typesText } from "../../../lib/file-check";
import { formatBytes } from "../../../lib/format";
import { filesQuery, settlementKey, uploadSettlementDocument } from "../settlement-queries";
import type { StepProps } from "./step-props";

const TEXT_FIELDS = ["invoiceNumber", "invoiceAmount", "taxReceiptNumber"] as const;
const DATE_FIELDS = ["invoiceDate", "taxReceiptDate", "taxReceiptExpiryDate"] as const;
const ORDER: (keyof BillingFields)[] = [
  "invoiceNumber",
  "invoiceDate",
  "invoiceAmount",
  "taxReceiptNumber",
  "taxReceiptDate",
  "taxReceiptExpiryDate",
];

/** The id of a billing control (`settlement-invoiceNumber`, `settlement-file-INVOICE`). */
export const billingControlId = (name: string) =>
  name === "invoiceFile" ? "settlement-file-INVOICE" : `settlement-${name}`;

/**
 * Step 5 of the settlement wizard (000 §3 billing fields; §5 commas removed, 20 MB files; §7
 * `POST …/{id}/documents`): invoice number, date and total amount, tax receipt (NCF) number with
 * its date and expiry date, the invoice file and the optional credit and debit notes, each
 * uploaded as soon as it is chosen (the one file check first: `SETTLEMENT_DOCUMENT_POLICY`) and
 * replaced by another of its type. The typed texts are not kept in the draft; the documents' ids are.
 */
export function BillingStep({ state, update, problemOf }: StepProps) {
  const { t } = useTranslation();
  const set = (name: keyof BillingFields, value: string) =>
    update((s) => ({ ...s, billing: { ...s.billing, [name]: value } }));
  const wrap = (name: string, label: string, control: ReactNode) => (
    <div key={name} style={{ marginBottom: 12 }}>
      <label htmlFor={billingControlId(name)} style={{ display: "block", marginBottom: 4 }}>
        {label}
      </label>
      {control}
      {problemOf(billingControlId(name)) ? (
        <div role="alert" style={{ color: "#a8071a" }}>
          {problemOf(billingControlId(name))}
        </div>
      ) : null}
    </div>
  );
  return (
    <section>
      {ORDER.map((name) =>
        (DATE_FIELDS as readonly string[]).includes(name)
          ? wrap(
              name,
              t(`settlements.billing.${name}`),
              <WireDatePicker
                id={billingControlId(name)}
                value={state.billing[name] || undefined}
                onChange={(value) => set(name, value ?? "")}
                aria-required
              />,
            )
          : wrap(
              name,
              t(`settlements.billing.${name}`),
              <Input
                id={billingControlId(name)}
                style={{ width: 320 }}
                inputMode={name === "invoiceAmount" ? "decimal" : undefined}
                maxLength={(TEXT_FIELDS as readonly string[]).includes(name) ? 60 : undefined}
                value={state.billing[name]}
                onChange={(event) => set(name, event.target.value)}
                aria-required
              />,
            ),
      )}
      {SETTLEMENT_DOCUMENT_TYPES.map((type) => (
        <DocumentUpload key={type} type={type} state={state} update={update} problemOf={problemOf} />
      ))}
    </section>
  );
}

function DocumentUpload({ type, state, update, problemOf }: StepProps & { type: SettlementDocumentType }) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const files = useQuery(filesQuery(http, state.settlementId));
  const [status, setStatus] = useState<{ busy: boolean; text: string }>({ busy: false, text: "" });
  const held = state.documents.find((d) => d.documentType === type);
  const name = held?.fileName ?? files.data?.find((f) => f.id === held?.settlementFileId)?.fileName;
  const send = async (chosen: File[]) => {
    const check = checkFiles(POLICY, chosen);
    if (!check.ok) {
      setStatus({
        busy: false,
        text: t(check.key, {
          name: check.file?.name ?? "",
          types: typesText(POLICY),
          size: formatBytes(POLICY.maxBytes, i18n.language),
        }),
      });
      return;
    }
    setStatus({ busy: true, text: t("settlements.billing.uploading", { name: check.file.name }) });
    try {
      const stored = await uploadSettlementDocument(http, state.settlementId, type, check.file);
      update((s) => ({
        ...s,
        documents: [
          ...s.documents.filter((d) => d.documentType !== type),
          { documentType: type, settlementFileId: stored.id, fileName: stored.fileName },
        ],
      }));
      setStatus({ busy: false, text: t("settlements.billing.uploaded", { name: stored.fileName }) });
      void queryClient.invalidateQueries({ queryKey: settlementKey(state.settlementId) });
    } catch (error) {
      setStatus({ busy: false, text: errorText(error) });
    }
  };
  const id = `settlement-file-${type}`;
  return (
    <div style={{ marginBottom: 16 }}>
      <LabelledFileDropZone
        id={id}
        label={t(`settlements.billing.file.${type}`)}
        hint={t("settlements.billing.fileHint", {
          types: typesText(POLICY),
          size: formatBytes(POLICY.maxBytes, i18n.language),
        })}
        disabled={status.busy}
        onFiles={(chosen) => void send(chosen)}
      />
      <p role="status" aria-live="polite" style={{ margin: "4px 0 0" }}>
        {status.text ||
          (held ? t("settlements.billing.held", { name: name ?? t("settlements.billing.heldUnnamed") }) : "")}
      </p>
      {problemOf(id) ? (
        <div role="alert" style={{ color: "#a8071a" }}>
          {problemOf(id)}
        </div>
      ) : null}
    </div>
  );
}
