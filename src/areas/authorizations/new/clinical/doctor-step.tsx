import Alert from "antd/es/alert";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHttp, useRuntimeConfig, useSession } from "../../../../base/runtime-context";
import {
  MAX_DIAGNOSES,
  MAX_ITEMS,
  clinicalProblems,
  type ClinicalProblem,
} from "../../../../../schemas/claims-desk/clinical-rules";
import { NewAuthorizationActions } from "../new-authorization-actions";
import type { StepProps } from "../step-props";
import { clearClinicalMemory, prescriptionFile } from "./clinical-memory";
import { branchProductTypesQuery, offeredProductTypes, outpatientCareQuery } from "./clinical-queries";
import { editClinical, type ClinicalProduct, type ClinicalState } from "./clinical-state";
import { DIAGNOSES_FIELD_ID, DiagnosesField } from "./diagnoses-field";
import { DOCTOR_FIELD_IDS, DoctorFields } from "./doctor-fields";
import { PRESCRIPTION_DATE_ID, PRESCRIPTION_FILE_ID, PrescriptionField } from "./prescription-field";
import { PRODUCTS_FIELD_ID, ProductsField, RISK_MANAGER_FIELD_ID } from "./products-field";
import { TREATMENTS_FIELD_ID, TreatmentsField } from "./treatments-field";

/** The element each problem's field focuses (the first wrong one takes the focus on Next). */
const FIELD_ELEMENT: Readonly<Record<string, string>> = {
  ...DOCTOR_FIELD_IDS,
  diagnoses: DIAGNOSES_FIELD_ID,
  products: PRODUCTS_FIELD_ID,
  riskManager: RISK_MANAGER_FIELD_ID,
  treatments: TREATMENTS_FIELD_ID,
  prescriptionDate: PRESCRIPTION_DATE_ID,
  prescription: PRESCRIPTION_FILE_ID,
};

function focusField(field: string): void {
  const element = document.getElementById(FIELD_ELEMENT[field] ?? "");
  // The file input is hidden inside the drop zone: its button takes the focus.
  const target =
    element instanceof HTMLInputElement && element.type === "file"
      ? (element.closest<HTMLElement>('[role="button"]') ?? element)
      : element;
  target?.focus();
}

/**
 * The doctor step (000 §3 "Authorization request payload", §5 "Doctor step", §7 "Medical catalogs";
 * issue 20 §3): the doctor, the diagnoses, then by the kind's `items` nothing (OUTPATIENT_CARE: the
 * provider's consultation product, no list, 000 §5), exams or products (with the risk manager for a
 * medical procedure) or treatments, and the medical request (date and file) for kinds that carry
 * items. Next checks everything (`clinicalProblems`), shows each error beside its field and focuses
 * the first; when all pass the part is complete. An edit afterwards makes it incomplete again.
 */
export function DoctorStep({ flow, kind }: StepProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const session = useSession();
  const { features } = useRuntimeConfig();
  const [checked, setChecked] = useState(false);
  const state = flow.state;
  const items = kind?.items ?? "none";
  const provider = session?.extensions?.providerSlug ?? "";
  const sponsor = state.sponsorSlug ?? "";
  const branchTypes = useQuery(branchProductTypesQuery(http, session?.extensions?.providerBranchId));
  const outpatient = useQuery({
    ...outpatientCareQuery(http, provider, sponsor),
    enabled: items === "none" && provider !== "" && sponsor !== "",
  });
  const productTypes = offeredProductTypes(kind, branchTypes.data);
  const search = {
    productTypes,
    countryCode: session?.extensions?.countryCode ?? "",
    agreed: features.filterProductsByProviderAndSponsor && sponsor !== "" ? { provider, sponsor } : null,
  };
  const today = dayjs().format("YYYY-MM-DD");
  const edit = (change: Partial<ClinicalState>) => flow.update((prev) => editClinical(prev, change));

  const problems: ClinicalProblem[] = clinicalProblems({
    items,
    doctorLicense: state.doctorLicense,
    doctorSpecialty: state.doctorSpecialty,
    doctorName: state.doctorName,
    doctorCountry: state.doctorCountry,
    illnessOnset: state.illnessOnset,
    careDate: today,
    diagnosisCodes: state.diagnosisCodes,
    products: state.products,
    treatments: state.treatments.map((tr) => ({
      ...tr,
      frequencies: tr.frequencies.split(",").filter((f) => f !== ""),
    })),
    riskManager: state.riskManager,
    prescriptionDate: state.prescriptionDate,
    // After a reload the file is gone: the billing step asks for it (not this step again).
    prescriptionAttached: prescriptionFile() !== null || state.prescriptionChecked,
  });
  const errorOf = (field: string) => {
    if (!checked) return undefined;
    const problem = problems.find((p) => p.field === field);
    return problem
      ? t(`newAuthorization.doctor.errors.${problem.error}`, {
          max: field === "diagnoses" ? MAX_DIAGNOSES : MAX_ITEMS,
        })
      : undefined;
  };
  const next = () => {
    setChecked(true);
    if (problems.length > 0) {
      // After the errors render beside their fields.
      setTimeout(() => focusField(problems[0].field), 0);
      return;
    }
    let products: readonly ClinicalProduct[] = state.products;
    const consultation = outpatient.data?.[0];
    if (items === "none" && consultation)
      products = [
        {
          productId: consultation.productId,
          productTypeSlug: "outpatient-consultation",
          code: consultation.sponsorProductCode,
          providerProductCode: consultation.providerProductCode,
          quantity: 1,
        },
      ];
    flow.next({ state: { ...state, products, clinicalComplete: true } });
  };
  const part = { state, edit, errorOf };
  return (
    <div className="pp-doctor-step" style={{ maxWidth: 860 }}>
      {checked && problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          message={t("newAuthorization.doctor.fixErrors", { count: problems.length })}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <DoctorFields state={state} edit={edit} checked={checked} />
      <DiagnosesField {...part} />
      {items === "exams" || items === "products" ? (
        <ProductsField {...part} exams={items === "exams"} search={search} />
      ) : null}
      {items === "treatments" ? <TreatmentsField {...part} search={search} /> : null}
      {items === "none" && outpatient.data?.[0] ? (
        <p data-testid="outpatient-product">
          {t("newAuthorization.doctor.products.outpatient", {
            code: outpatient.data[0].sponsorProductCode,
            name: outpatient.data[0].productName,
          })}
        </p>
      ) : null}
      {items !== "none" ? <PrescriptionField {...part} today={today} /> : null}
      <NewAuthorizationActions flow={flow} onNext={next} leaveTo="/home" onCancel={clearClinicalMemory} />
    </div>
  );
}
