import { useRef, useState } from "react";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import { ChangeKeys } from "../../../../providers/http";
import { v2DocumentPolicy } from "../../../../schemas/upload-policies";
import { invoiceAmountOf, V2_ACTION_TEXT_MAX, V2_INVOICE_NUMBER_MAX } from "../../../../schemas/v2/actions";
import { useCurrency, useHttp } from "../../../base/runtime-context";
import { FileDropZone } from "../../../components/file-drop-zone";
import { checkFiles, typesText } from "../../../lib/file-check";
import { formatBytes, formatMoney } from "../../../lib/format";
import { uploadV2File } from "../v2-queries";
import { MoveDialog, type ActionDialogProps } from "./move-dialog";

const INVOICE = { document_type_slug: "INVOICE" } as const;
const POLICY = v2DocumentPolicy(INVOICE.document_type_slug);
type Problems = Partial<Record<"number" | "amount" | "file", string>>;

/**
 * Send invoice (000 §2, §5; docs/decisions.md "v2 detail actions"): the invoice number, its amount
 * (commas removed before sending, 000 §5; shown with 2 decimals in the claims desk's currency) and
 * its file (PNG, JPEG, XML or PDF up to 20 MB, through the one file check), an optional
 * observation; confirmed, the file goes up as an INVOICE document, then the authorization is
 * invoiced (→ CLAIMED) with the invoice kept as an observation. Each call has its key: a retry
 * after a failure replays the upload instead of adding the file again.
 */
export function InvoiceDialog(props: ActionDialogProps) {
  const { row } = props;
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const currency = useCurrency("claims-desk");
  const uploads = useRef(new ChangeKeys()).current;
  const [number, setNumber] = useState("");
  const [amount, setAmount] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [progress, setProgress] = useState<string>("");
  const plain = invoiceAmountOf(amount);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const check = checkFiles(POLICY, [chosen], { held: row.files.length });
    if (!check.ok) {
      setFile(null);
      setProblems((p) => ({
        ...p,
        file: t(check.key, {
          name: chosen.name,
          types: typesText(POLICY),
          size: formatBytes(POLICY.maxBytes, i18n.language),
          count: POLICY.maxFiles,
        }),
      }));
      return;
    }
    setFile(chosen);
    setProblems((p) => ({ ...p, file: undefined }));
  };

  const validate = () => {
    const found: Problems = {};
    if (number.trim() === "") found.number = t("v2.actions.invoice.numberRequired");
    if (plain === null) found.amount = t("v2.actions.invoice.amountInvalid");
    if (!file) found.file = problems.file ?? t("v2.actions.invoice.fileRequired");
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  const described = (key: keyof Problems, hint?: string) => {
    const ids = [hint, problems[key] ? `v2-invoice-${key}-problem` : undefined].filter(Boolean);
    return {
      "aria-invalid": problems[key] !== undefined,
      "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
    };
  };
  const problemOf = (key: keyof Problems) =>
    problems[key] ? (
      <p id={`v2-invoice-${key}-problem`} role="alert" style={{ color: "#a8071a", margin: "4px 0 0" }}>
        {problems[key]}
      </p>
    ) : null;

  return (
    <MoveDialog
      {...props}
      action="SEND_INVOICE"
      okText={t("v2.actions.invoice.submit")}
      validate={validate}
      noteOf={async () => {
        const saved = await uploadV2File(http, row.id, file!, INVOICE, {
          onProgress: (percent) =>
            setProgress(t("v2.actions.invoice.uploading", { name: file!.name, percent })),
          idempotencyKey: uploads.keyFor({ file }),
        });
        const summary = t("v2.actions.invoice.note", {
          number: number.trim(),
          amount: formatMoney(plain, currency),
        });
        return {
          action: "SEND_INVOICE",
          comment: text.trim() ? `${summary} ${text.trim()}` : summary,
          invoiceNumber: number.trim(),
          invoiceAmount: plain!,
          invoiceFileId: saved.id,
        };
      }}
      doneText={t("v2.actions.invoice.done")}
    >
      <label htmlFor="v2-invoice-number" style={{ display: "block", marginBottom: 4 }}>
        {t("v2.actions.invoice.number")}
      </label>
      <Input
        id="v2-invoice-number"
        value={number}
        maxLength={V2_INVOICE_NUMBER_MAX}
        autoComplete="off"
        aria-required
        {...described("number")}
        onChange={(event) => {
          setNumber(event.target.value);
          setProblems((p) => ({ ...p, number: undefined }));
        }}
      />
      {problemOf("number")}
      <label htmlFor="v2-invoice-amount" style={{ display: "block", margin: "12px 0 4px" }}>
        {t("v2.actions.invoice.amount")}
      </label>
      <Input
        id="v2-invoice-amount"
        value={amount}
        inputMode="decimal"
        maxLength={20}
        autoComplete="off"
        aria-required
        {...described("amount", "v2-invoice-amount-shown")}
        onChange={(event) => {
          setAmount(event.target.value);
          setProblems((p) => ({ ...p, amount: undefined }));
        }}
      />
      <p id="v2-invoice-amount-shown" style={{ margin: "4px 0 0" }}>
        {plain ? t("v2.actions.invoice.amountShown", { amount: formatMoney(plain, currency) }) : null}
      </p>
      {problemOf("amount")}
      <label htmlFor="v2-invoice-file" style={{ display: "block", margin: "12px 0 4px" }}>
        {t("v2.actions.invoice.file")}
      </label>
      <FileDropZone
        id="v2-invoice-file"
        describedBy={["v2-invoice-file-hint", problems.file ? "v2-invoice-file-problem" : ""]
          .join(" ")
          .trim()}
        invalid={problems.file !== undefined}
        onFiles={(files) => choose(files[0])}
      >
        <p id="v2-invoice-file-hint" style={{ margin: 0, padding: "0 12px" }}>
          {file
            ? t("v2.actions.invoice.fileChosen", { name: file.name })
            : t("v2.actions.invoice.fileAllowed", {
                types: typesText(POLICY),
                size: formatBytes(POLICY.maxBytes, i18n.language),
              })}
        </p>
      </FileDropZone>
      {problemOf("file")}
      <div role="status" aria-live="polite">
        {progress}
      </div>
      <label htmlFor="v2-invoice-text" style={{ display: "block", margin: "12px 0 4px" }}>
        {t("v2.actions.invoice.observation")}
      </label>
      <Input.TextArea
        id="v2-invoice-text"
        rows={2}
        maxLength={V2_ACTION_TEXT_MAX - 200}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </MoveDialog>
  );
}
