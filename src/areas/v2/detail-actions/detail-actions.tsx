import { useState } from "react";
import Button from "antd/es/button";
import Space from "antd/es/space";
import { useTranslation } from "react-i18next";
import { V2_ACTION_RULES, v2ActionsIn, type V2DetailAction } from "../../../../schemas/v2/actions";
import type { V2AuthorizationDetail } from "../v2-queries";
import { AssessmentDialog } from "./assessment-dialog";
import { DischargeDialog } from "./discharge-dialog";
import { FormatsDialog } from "./formats-dialog";
import { InvoiceDialog } from "./invoice-dialog";

/**
 * The `v2-authorizations` actions (resources/v2-authorizations.ts `access`, asked through `can()`)
 * each detail action needs: the moves need `changeStatus`, the assessment also `comment` (it is kept
 * as an observation), the invoice also `uploadFile`; the formats only reading the detail (`show`).
 */
export const V2_ACTION_PERMISSIONS: Readonly<Record<V2DetailAction, readonly string[]>> = {
  NEW_ASSESSMENT: ["changeStatus", "comment"],
  PATIENT_DISCHARGE: ["changeStatus"],
  SEND_INVOICE: ["changeStatus", "uploadFile"],
  INSURER_FORMATS: ["show"],
};

/** Props of {@link V2DetailActions}. */
export interface V2DetailActionsProps {
  row: V2AuthorizationDetail;
  /** The `v2-authorizations` actions the user may do (`usePermittedActions`). */
  permitted: ReadonlySet<string>;
  /** Reloads the detail and Home V2 after a change. */
  refresh: () => Promise<unknown>;
}

/**
 * The v2 detail's actions (000 §2 "actions new assessment, patient discharge, send invoice, insurer
 * formats"; issue 21 §3): the buttons of the actions the status table offers in the authorization's
 * status (`v2ActionsIn`, schemas/v2/actions.ts) and the user may do, each opening its dialog. None
 * offered: no group at all.
 */
export function V2DetailActions({ row, permitted, refresh }: V2DetailActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<V2DetailAction | null>(null);
  const offered = v2ActionsIn(row.status).filter((action) =>
    V2_ACTION_PERMISSIONS[action].every((p) => permitted.has(p)),
  );
  const close = () => setOpen(null);
  // Read again in the status the open action moves to (a change whose answer was lost, then found
  // made): the change is done, the dialog has nothing left to do.
  // (State adjusted while rendering, as React's "You might not need an effect" shows.)
  if (open !== null && V2_ACTION_RULES[open].to === row.status) setOpen(null);
  const available = open === null || offered.includes(open);
  if (offered.length === 0 && open === null) return null;

  return (
    <>
      <div role="group" aria-label={t("v2.actions.label")} style={{ marginBottom: 16 }}>
        <Space wrap>
          {offered.map((action) => (
            <Button key={action} onClick={() => setOpen(action)}>
              {t(`v2.actions.${action}`)}
            </Button>
          ))}
        </Space>
      </div>
      {open === "NEW_ASSESSMENT" ? (
        <AssessmentDialog row={row} refresh={refresh} onClose={close} available={available} />
      ) : null}
      {open === "PATIENT_DISCHARGE" ? (
        <DischargeDialog row={row} refresh={refresh} onClose={close} available={available} />
      ) : null}
      {open === "SEND_INVOICE" ? (
        <InvoiceDialog row={row} refresh={refresh} onClose={close} available={available} />
      ) : null}
      {open === "INSURER_FORMATS" ? <FormatsDialog row={row} onClose={close} /> : null}
    </>
  );
}
