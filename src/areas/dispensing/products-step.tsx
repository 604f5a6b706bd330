import Alert from "antd/es/alert";
import Checkbox from "antd/es/checkbox";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import Table from "antd/es/table";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChangeKeys } from "../../../providers/http";
import { PRODUCT_RESULT_CATALOGUE } from "../../../schemas/claims-desk/product-results";
import { useCurrencyOfCode, useHttp } from "../../base/runtime-context";
import type { Flow } from "../../components/flow";
import { formatMoney } from "../../lib/format";
import type { PolledJob } from "../../lib/use-polled-job";
import { valueLabel } from "../../lib/value-label";
import { DispensationsMade } from "./dispensations-made";
import { DispensingActions, useDispensingErrorText } from "./dispensing-actions";
import {
  dispensationBodyOf,
  lineKey,
  lineProblems,
  lineSubtotal,
  selectedLines,
  type DispensingFlowState,
  type DispensingLine,
} from "./dispensing-flow";
import {
  sendDispensation,
  updateDispensation,
  type Dispensation,
  type Prescription,
  type PrescriptionAuthorization,
  type PrescriptionProduct,
} from "./dispensing-queries";

/** Props of a step of the dispensation. */
export interface DispensingStepProps {
  prescription: Prescription;
  flow: Flow<DispensingFlowState>;
  job: PolledJob<Dispensation>;
  /** The answer to a change of the sent dispensation's products (PUT). */
  onUpdated?: (changed: Dispensation) => void;
}

type Problems = Record<string, ("price" | "quantity" | "taxes")[]>;

/**
 * The products step (000 §3 "Prescription", §4 "a product with status APPROVED is eligible for
 * dispensation", §9 "Default dispensation tax 0.00", "Subtotal of an auto-dispensed product 1.00";
 * issue 21 §2): each authorization of the prescription with its products (product, type, quantity,
 * status, reason); the APPROVED ones can be chosen, with their unit price, quantity (up to the
 * approved one) and taxes, and their subtotal shown; the others say why not. Next checks the
 * chosen lines (focus on the first wrong field) and sends the dispensation (one Idempotency-Key per
 * input, so a second press or a lost answer's retry never makes a second one).
 */
export function ProductsStep({ prescription, flow, job, onUpdated }: DispensingStepProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const currencyOf = useCurrencyOfCode();
  const currency = currencyOf(prescription.currencyCode);
  const errorText = useDispensingErrorText();
  const keys = useRef(new ChangeKeys()).current;
  const [problems, setProblems] = useState<Problems>({});
  const [none, setNone] = useState(false);
  const { state, update } = flow;
  const documents = prescription.authorizations.filter((a) => a.products.some((p) => p.dispensable));
  const chosen = documents.find((a) => a.code === state.documentCode) ?? documents[0];
  const [changing, setChanging] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = job.status === "starting" || job.status === "polling" || changing;
  // Back from the sponsor's answer: Send changes that dispensation (PUT), of the same document.
  const sent = state.dispensationId;

  const change = (key: string, patch: Partial<DispensingLine>) =>
    update((s) => ({ ...s, lines: s.lines.map((l) => (l.key === key ? { ...l, ...patch } : l)) }));

  const send = () => {
    if (!chosen || sending) return;
    const lines = selectedLines(state, chosen);
    setNone(lines.length === 0);
    const found: Problems = {};
    for (const { line, product } of lines) {
      const wrong = lineProblems(line, product.quantity);
      if (wrong.length > 0) found[line.key] = wrong;
    }
    setProblems(found);
    const first = Object.entries(found)[0];
    if (lines.length === 0) {
      document.getElementById(`dispense-${lines[0]?.line.key ?? lineKey(chosen.id, 1)}`)?.focus();
      return;
    }
    if (first) {
      document.getElementById(`${first[1][0]}-${first[0]}`)?.focus();
      return;
    }
    const body = dispensationBodyOf(state, chosen, prescription.currencyCode);
    const key = keys.keyFor({ code: chosen.code, body, sent });
    if (sent === undefined) {
      job.start(() => sendDispensation(http, chosen.code, body, key));
      return;
    }
    setChanging(true);
    setFailure(null);
    updateDispensation(http, sent, { products: body.products }, key)
      .then((changed) => {
        keys.settled();
        onUpdated?.(changed);
      })
      .catch((error: unknown) => {
        setFailure(errorText(error));
        setChanging(false);
      });
  };

  const field = (
    kind: "price" | "quantity" | "taxes",
    line: DispensingLine,
    product: PrescriptionProduct,
    control: (props: { id: string; status?: "error"; "aria-describedby"?: string }) => React.ReactNode,
  ) => {
    const wrong = problems[line.key]?.includes(kind);
    const id = `${kind}-${line.key}`;
    return (
      <>
        {control({
          id,
          ...(wrong ? { status: "error" as const, "aria-describedby": `${id}-problem` } : {}),
        })}
        {wrong ? (
          <div id={`${id}-problem`} role="alert" style={{ color: "#a8071a" }}>
            {t(`dispensing.errors.${kind}`, { max: product.quantity })}
          </div>
        ) : null}
      </>
    );
  };

  const table = (authorization: PrescriptionAuthorization) => {
    const editable = authorization.code === chosen?.code && !sending;
    return (
      <Table<PrescriptionProduct>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={authorization.products}
        columns={[
          {
            key: "dispense",
            title: t("dispensing.columns.dispense"),
            render: (_, p) => {
              const line = state.lines.find((l) => l.key === lineKey(authorization.id, p.id));
              return (
                <Checkbox
                  id={`dispense-${lineKey(authorization.id, p.id)}`}
                  checked={p.dispensable && line?.selected === true}
                  disabled={!p.dispensable || !editable}
                  onChange={(e) => change(lineKey(authorization.id, p.id), { selected: e.target.checked })}
                  aria-label={t("dispensing.dispenseProduct", { name: p.productName })}
                />
              );
            },
          },
          { key: "product", title: t("dispensing.columns.product"), dataIndex: "productName" },
          {
            key: "type",
            title: t("dispensing.columns.type"),
            render: (_, p) => valueLabel(t, "dispensing.productTypes", p.productTypeSlug),
          },
          { key: "prescribed", title: t("dispensing.columns.prescribed"), dataIndex: "quantity" },
          {
            key: "status",
            title: t("dispensing.columns.status"),
            render: (_, p) => valueLabel(t, PRODUCT_RESULT_CATALOGUE.labels, p.status),
          },
          {
            key: "reason",
            title: t("dispensing.columns.reason"),
            render: (_, p) =>
              p.dispensable ? (p.reason ?? "") : t("dispensing.notDispensable", { reason: p.reason ?? "" }),
          },
          ...(["price", "quantity", "taxes"] as const).map((kind) => ({
            key: kind,
            title: t(`dispensing.columns.${kind}`),
            render: (_: unknown, p: PrescriptionProduct) => {
              const line = state.lines.find((l) => l.key === lineKey(authorization.id, p.id));
              if (!p.dispensable || !line) return null;
              const label = t(`dispensing.fieldOf.${kind}`, { name: p.productName });
              const disabled =
                !editable || !line.selected || (kind !== "quantity" && authorization.automaticDispensation);
              if (kind === "quantity")
                return field(kind, line, p, (props) => (
                  <InputNumber
                    {...props}
                    aria-label={label}
                    min={1}
                    max={p.quantity}
                    precision={0}
                    value={line.quantity}
                    disabled={disabled}
                    onChange={(value) =>
                      change(line.key, { quantity: typeof value === "number" ? value : 0 })
                    }
                    style={{ width: 80 }}
                  />
                ));
              return field(kind, line, p, (props) => (
                <Input
                  {...props}
                  aria-label={label}
                  inputMode="decimal"
                  value={line[kind]}
                  disabled={disabled}
                  onChange={(e) => change(line.key, { [kind]: e.target.value })}
                  style={{ width: 110 }}
                />
              ));
            },
          })),
          {
            key: "subtotal",
            title: t("dispensing.columns.subtotal"),
            render: (_, p) => {
              const line = state.lines.find((l) => l.key === lineKey(authorization.id, p.id));
              if (!p.dispensable || !line?.selected) return null;
              const subtotal = lineSubtotal(line, authorization.automaticDispensation);
              return subtotal === null ? "" : formatMoney(subtotal, currency);
            },
          },
        ]}
      />
    );
  };

  return (
    <section aria-labelledby="dispensing-products">
      {documents.length === 0 ? (
        <Alert type="warning" showIcon role="alert" message={t("dispensing.nothingDispensable")} />
      ) : null}
      {documents.length > 1 ? (
        <Radio.Group
          aria-label={t("dispensing.chooseDocument")}
          value={chosen?.code}
          onChange={(e) => update((s) => ({ ...s, documentCode: String(e.target.value) }))}
          options={documents.map((a) => ({
            value: a.code,
            label: t("dispensing.document", { code: a.code }),
          }))}
          disabled={sending || sent !== undefined}
        />
      ) : null}
      {prescription.authorizations.map((a) => (
        <div key={a.id} style={{ marginTop: 16 }}>
          <h3 id={a.code === chosen?.code ? "dispensing-products" : undefined} style={{ fontSize: 16 }}>
            {t("dispensing.document", { code: a.code })}
          </h3>
          {a.automaticDispensation ? <p>{t("dispensing.automatic")}</p> : null}
          {table(a)}
        </div>
      ))}
      <DispensationsMade prescription={prescription} />
      {none ? (
        <Alert type="error" showIcon role="alert" message={t("dispensing.errors.noneSelected")} />
      ) : null}
      <DispensingActions
        flow={flow}
        failure={failure}
        nextKey={sending ? "dispensing.actions.sending" : "dispensing.actions.send"}
        onNext={send}
      />
    </section>
  );
}
