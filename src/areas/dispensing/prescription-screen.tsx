import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Spin from "antd/es/spin";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { selectErrorMessage } from "../../../providers/http";
import { useHttp } from "../../base/runtime-context";
import { FlowProvider } from "../../components/flow";
import { PageHeading } from "../../components/page-heading";
import { dispensingFlow, initialDispensing } from "./dispensing-flow";
import { prescriptionQuery } from "./dispensing-queries";
import { DispensingSteps } from "./dispensing-steps";

/**
 * A prescription and its dispensation (`/prescriptions/:prescriptionId`; issue 21 §2; 000 §2
 * "Prescription and dispensation screens", §3 "Prescription", §4, §7, §9; docs/decisions.md
 * "Prescriptions and dispensing"): the prescription is read by its id (the claims-desk
 * authorization request's), then its dispensation is a flow of the flow kit (`dispensing-flow.ts`;
 * this screen is its layout, `FlowProvider`, one draft per prescription) whose steps are
 * `dispensing-steps.tsx`. Access (ADMINISTRATOR, AUTHORIZER) is the route's, asked of the
 * access-control provider (src/areas/dispensing/index.ts). Nothing of the patient goes in the URL.
 */
export default function PrescriptionScreen() {
  const { prescriptionId = "" } = useParams();
  const { t } = useTranslation();
  const http = useHttp();
  const prescription = useQuery(prescriptionQuery(http, prescriptionId));

  if (prescription.isLoading) return <Spin />;
  if (prescription.isError || !prescription.data) {
    const chosen = prescription.isError ? selectErrorMessage(prescription.error) : null;
    return (
      <>
        <PageHeading>{t("dispensing.title")}</PageHeading>
        <Alert
          type="error"
          showIcon
          role="alert"
          message={chosen?.text ?? t(chosen?.key ?? "dispensing.notFound")}
          action={
            prescription.isError ? (
              <Button size="small" onClick={() => void prescription.refetch()}>
                {t("dispensing.actions.retry")}
              </Button>
            ) : undefined
          }
        />
        <p>
          <Link to="/home">{t("dispensing.actions.home")}</Link>
        </p>
      </>
    );
  }
  const instance = `prescription:${prescription.data.id}`;
  return (
    <FlowProvider
      key={instance}
      definition={dispensingFlow}
      instance={instance}
      initial={initialDispensing(prescription.data)}
    >
      <DispensingSteps prescription={prescription.data} />
    </FlowProvider>
  );
}
