import Alert from "antd/es/alert";
import Spin from "antd/es/spin";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import { useCurrencyOfCode } from "../../base/runtime-context";
import { formatMoney } from "../../lib/format";
import { DispensingActions } from "./dispensing-actions";
import type { Dispensation } from "./dispensing-queries";
import type { DispensingStepProps } from "./products-step";

/** Props of {@link AnswerStep}. */
export interface AnswerStepProps extends Omit<DispensingStepProps, "onUpdated"> {
  /** The sponsor's answer once it came (polled, or to a change of the products). */
  answer: Dispensation | undefined;
}

type AnsweredProduct = Dispensation["products"][number];

/**
 * The sponsor's answer (000 §4 "Dispensing: polled while PENDING", §3 "Dispensation cosharing";
 * issue 21 §2): while the dispensation is PENDING it says so (a live region); APPROVED shows each
 * product's price, quantity, taxes, subtotal and the patient's share, and the total; Next goes to
 * the completion, and "Change products" back to the products step, whose Send then changes this
 * dispensation (PUT, judged again at once) rather than sending another. A sent dispensation cannot
 * be unsent: before the answer there is no Back (the step replaced the products step in the
 * history). ERROR never shows here: the flow ends at /home (dispensing-steps.tsx).
 */
export function AnswerStep({ prescription, flow, job, answer }: AnswerStepProps) {
  const { t } = useTranslation();
  const currency = useCurrencyOfCode()(prescription.currencyCode);
  const money = (value: number | null) => (value === null ? "" : formatMoney(value, currency));

  return (
    <section>
      {answer?.status !== "APPROVED" ? (
        <div role="status" aria-live="polite">
          {job.status === "starting" || job.status === "polling" ? <Spin style={{ marginRight: 8 }} /> : null}
          {t("dispensing.waiting")}
        </div>
      ) : (
        <>
          <Alert
            type="success"
            showIcon
            role="status"
            message={t("dispensing.approved", { code: answer.documentCode })}
          />
          <Table<AnsweredProduct>
            rowKey="id"
            size="small"
            pagination={false}
            style={{ marginTop: 16 }}
            dataSource={answer.products}
            columns={[
              { key: "product", title: t("dispensing.columns.product"), dataIndex: "productName" },
              { key: "price", title: t("dispensing.columns.price"), render: (_, p) => money(p.price) },
              { key: "quantity", title: t("dispensing.columns.quantity"), dataIndex: "quantity" },
              { key: "taxes", title: t("dispensing.columns.taxes"), render: (_, p) => money(p.taxes) },
              {
                key: "subtotal",
                title: t("dispensing.columns.subtotal"),
                render: (_, p) => money(p.subtotal),
              },
              {
                key: "share",
                title: t("dispensing.columns.share"),
                render: (_, p) => money(answer.cosharing.products.find((c) => c.id === p.id)?.price ?? null),
              },
            ]}
          />
          <p style={{ marginTop: 16, fontWeight: 600 }} data-testid="dispensation-total">
            {t("dispensing.total", { amount: money(answer.total) })}
          </p>
        </>
      )}
      <DispensingActions
        flow={{
          ...flow,
          // Until the sponsor approved it there is nothing to change: no Back (a sent dispensation stays sent).
          isFirst: answer?.status !== "APPROVED",
          back: () => flow.back({ state: { ...flow.state, approved: false } }),
        }}
        backKey="dispensing.actions.change"
        onNext={() => {
          if (answer?.status === "APPROVED") flow.next({ state: { ...flow.state, approved: true } });
        }}
      />
    </section>
  );
}
